import Foundation

/// Writes result files all-or-nothing: the bytes go to a temporary file in the same directory
/// that is then renamed over the target, so an interrupted run leaves the old file (or none),
/// never a truncated one. The files of one run (`--json`, `--csv`, `--chart`, …) are written
/// together: all are staged before any is renamed into place, so a failure writing one leaves
/// every old file as it was.
package enum AtomicFile {
    /// Writes `text` as UTF-8 to `path` atomically, creating missing parent directories.
    package static func write(_ text: String, to path: String) throws(BenchmarkError) {
        try write(Data(text.utf8), to: path)
    }

    /// Writes `data` to `path` atomically, creating missing parent directories.
    package static func write(_ data: Data, to path: String) throws(BenchmarkError) {
        try writeAll([(path, data)])
    }

    /// Writes every file or none: each is written in full to a temporary file beside its
    /// target first (creating missing parent directories); only when all are written are they
    /// renamed into place, one rename each. A failure removes the temporary files and leaves
    /// the targets untouched.
    package static func writeAll(_ files: [(path: String, data: Data)]) throws(BenchmarkError) {
        var staged: [(temporary: String, path: String)] = []
        func discardStaged() {
            for file in staged { try? FileManager.default.removeItem(atPath: file.temporary) }
        }
        for (path, data) in files {
            let url = URL(fileURLWithPath: path)
            let temporary = url.deletingLastPathComponent()
                .appendingPathComponent(".\(url.lastPathComponent).tessera-bench-\(getpid())-\(UInt32.random(in: 0 ... .max))").path
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                    throw BenchmarkError.file(path: path, reason: "cannot write: it is a directory")
                }
                try data.write(to: URL(fileURLWithPath: temporary))
                staged.append((temporary, path))
            } catch let error as BenchmarkError {
                try? FileManager.default.removeItem(atPath: temporary)
                discardStaged()
                throw error
            } catch {
                try? FileManager.default.removeItem(atPath: temporary)
                discardStaged()
                throw .file(path: path, reason: "cannot write: \(describe(error))")
            }
        }
        for (index, file) in staged.enumerated() where rename(file.temporary, file.path) != 0 {
            let reason = String(cString: strerror(errno))
            for rest in staged[index...] { try? FileManager.default.removeItem(atPath: rest.temporary) }
            throw .file(path: file.path, reason: "cannot write: \(reason)")
        }
    }

    /// Reads `path` as data.
    package static func read(_ path: String) throws(BenchmarkError) -> Data {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .file(path: path, reason: "cannot read: it is a directory, not a file")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .file(path: path, reason: "cannot read: \(describe(error))")
        }
    }

    /// The system's words for a file error (`No such file or directory`) rather than
    /// Foundation's `NSCocoaErrorDomain error 260`.
    static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(nsError.code)))
        }
        // Foundation on Linux reports some failures with a Cocoa code and no POSIX error.
        guard nsError.domain == NSCocoaErrorDomain else { return nsError.localizedDescription }
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return String(cString: strerror(ENOENT))
        case .fileReadNoPermission, .fileWriteNoPermission: return String(cString: strerror(EACCES))
        default: return nsError.localizedDescription
        }
    }
}
