import Foundation
import Testing
@testable import BenchmarkKit

/// Every plant under scripts/plants — the regressions the gate proof and the A/B proof plant
/// on purpose — must still apply to the code and still compile, so that a refactor that moves
/// the code it plants in fails here, in `swift test`, instead of silently voiding a proof
/// nothing runs by default. Each plant is applied with `git apply` (as the scripts do) to a
/// copy of the files it touches, and the patched files are type-checked as the primary files
/// of their module against the rest of it and the modules `swift build` just made.
@Suite struct PlantTests {
    /// The repository this file is in.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The plants' names (scripts/plants/NAME.patch).
    static let plants: [String] = {
        let directory = repository.appendingPathComponent("scripts/plants")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".patch") }.map { String($0.dropLast(6)) }.sorted()
    }()

    @Test func theProofsHavePlants() {
        // The gate proof's cases and the A/B's classes (Benchmarks/README.md).
        for name in ["compute", "memory", "stride", "tree", "rename", "branch", "chain", "pages", "slow5", "slow10", "slow20"] {
            #expect(Self.plants.contains(name), "scripts/plants/\(name).patch is missing")
        }
    }

    /// What scripts/gate-proof.sh reads from a plant's header: the rows it runs, and the
    /// verdicts it asserts — an A/B selection the benchmark accepts, a gate expectation it can check.
    @Test(arguments: plants) func plantDeclaresItsRowsAndVerdicts(_ name: String) throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent("scripts/plants/\(name).patch"), encoding: .utf8)
        func field(_ key: String) -> String? {
            text.split(separator: "\n").first { $0.hasPrefix("# \(key): ") }.map { String($0.dropFirst(key.count + 4)) }
        }
        let selection = try #require(field("ab-rows"), "\(name).patch declares no `# ab-rows:`").split(separator: " ").map(String.init)
        _ = try ABOptions.parse(["--base", "/base", "--head", "/head"] + selection)
        #expect(field("gate-rows") != nil, "\(name).patch declares no `# gate-rows:`")
        #expect(field("gate") != nil || field("ab") != nil, "\(name).patch declares no verdict (`# gate:` or `# ab:`)")
        if let gate = field("gate") {
            let words = gate.split(separator: " ")
            #expect(words.count == 1 ? words[0] == "0" : words.count == 3 && words[0] == "2" && GateFigure.all.contains { $0.name == words[1] })
        }
        if let ab = field("ab") {
            let words = ab.split(separator: " ")
            #expect(words.count == 2 && ABVerdict(rawValue: String(words[0])) != nil, "`# ab: \(ab)`: a verdict and a row")
        }
    }

    @Test(arguments: plants) func plantAppliesAndCompiles(_ name: String) throws {
        try Self.applyAndTypeCheck([name])
    }

    /// The plants .ci/run applies in one build (`ci_plants` in scripts/gate-proof.sh) must
    /// apply on top of each other and compile together.
    @Test func theContinuousIntegrationPlantsApplyTogether() throws {
        let script = try String(contentsOf: Self.repository.appendingPathComponent("scripts/gate-proof.sh"), encoding: .utf8)
        let line = try #require(script.split(separator: "\n").first { $0.hasPrefix("ci_plants=(") }, "no ci_plants=(…) in gate-proof.sh")
        let names = line.dropFirst("ci_plants=(".count).prefix { $0 != ")" }.split(separator: " ").map(String.init)
        #expect(names.count >= 6)
        for name in names { #expect(Self.plants.contains(name), "ci_plants names '\(name)', which has no patch") }
        try Self.applyAndTypeCheck(names)
    }

    /// Applies the plants `names`, in order, to a copy of the files they touch and
    /// type-checks each patched module.
    static func applyAndTypeCheck(_ names: [String]) throws {
        let label = names.joined(separator: "+")
        var files: [String] = []
        var patches: [URL] = []
        for name in names {
            let patch = repository.appendingPathComponent("scripts/plants/\(name).patch")
            let text = try String(contentsOf: patch, encoding: .utf8)
            let touched = text.split(separator: "\n").filter { $0.hasPrefix("+++ b/") }.map { String($0.dropFirst(6)) }
            try #require(!touched.isEmpty, "\(name).patch changes no file")
            files += touched.filter { !files.contains($0) }
            patches.append(patch)
        }
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("plant-\(label)-\(getpid())")
        defer { try? FileManager.default.removeItem(at: copy) }
        for file in files {
            let target = copy.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: repository.appendingPathComponent(file), to: target)
        }
        for (name, patch) in zip(names, patches) {
            let applied = try run("/usr/bin/env", ["git", "apply", "--whitespace=nowarn", patch.path], in: copy)
            try #require(
                applied.status == 0,
                """
                plant '\(name)' no longer applies\(names.count > 1 ? " after \(names.prefix { $0 != name })" : ""): the code \
                it plants in changed. Update scripts/plants/\(name).patch (scripts/plants/README.md says how). git apply said:
                \(applied.output)
                """
            )
        }
        let modules = Dictionary(grouping: files) { module(of: $0) }
        for (module, patched) in modules {
            let module = try #require(module, "plant '\(label)' touches \(patched), outside Sources/<module>/ and Benchmarks/BenchmarkKit/")
            let checked = try typeCheck(module: module, patched: patched, from: copy)
            #expect(
                checked.status == 0,
                """
                plant '\(label)' applies but no longer compiles (module \(module)): update the plant \
                (scripts/plants/README.md says how). The compiler said:
                \(checked.output.split(separator: "\n").prefix(30).joined(separator: "\n"))
                """
            )
        }
    }

    /// `Sources/<module>/…` → the module; `Benchmarks/BenchmarkKit/…` → BenchmarkKit.
    static func module(of file: String) -> String? {
        let parts = file.split(separator: "/")
        guard parts.count > 2 else { return nil }
        if parts[0] == "Sources" { return String(parts[1]) }
        if parts[0] == "Benchmarks", parts[1] == "BenchmarkKit" { return "BenchmarkKit" }
        return nil
    }

    /// Where `module`'s sources are, relative to the repository.
    static func directory(of module: String) -> String {
        module == "BenchmarkKit" ? "Benchmarks/BenchmarkKit" : "Sources/\(module)"
    }

    /// Type-checks `patched` (paths relative to `copy`, where the patched versions are) as
    /// the primary files of `module`, whose other files come from the repository.
    static func typeCheck(module: String, patched: [String], from copy: URL) throws -> (status: Int32, output: String) {
        let built = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let configuration = built.lastPathComponent.hasSuffix(".xctest") ? built.deletingLastPathComponent() : built
        let modules = configuration.appendingPathComponent("Modules")
        let sources = repository.appendingPathComponent(directory(of: module))
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        var others: [String] = []
        while let file = enumerator?.nextObject() as? String {
            let relative = "\(directory(of: module))/\(file)"
            if file.hasSuffix(".swift"), !patched.contains(relative) { others.append(sources.appendingPathComponent(file).path) }
        }
        var arguments = ["swiftc", "-frontend", "-typecheck"]
        for file in patched { arguments += ["-primary-file", copy.appendingPathComponent(file).path] }
        arguments += others
        arguments += [
            "-module-name", module, "-I", modules.path, "-swift-version", "6", "-parse-as-library",
            "-package-name", try packageName(configuration: configuration), "-D", "SWIFT_PACKAGE", "-D", "DEBUG",
        ]
        if module == "BenchmarkKit" {
            // Its C target, as SwiftPM hands it to the compiler.
            arguments += [
                "-Xcc", "-fmodule-map-file=\(configuration.path)/CAllocationCounter.build/module.modulemap",
                "-Xcc", "-I", "-Xcc", repository.appendingPathComponent("Benchmarks/CAllocationCounter/include").path,
            ]
        }
        return try run("/usr/bin/env", arguments, in: copy)
    }

    /// The `-package-name` SwiftPM compiled the modules with (the root package's identity,
    /// which follows the checkout's directory name), read from its build manifest.
    static func packageName(configuration: URL) throws -> String {
        let manifest = configuration.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("\(configuration.lastPathComponent).yaml")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        guard let range = text.range(of: "\"-package-name\",\"") else { return "tessera" }
        return String(text[range.upperBound...].prefix { $0 != "\"" })
    }

    /// Runs `executable arguments…` in `directory`; its status and its merged output.
    static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
