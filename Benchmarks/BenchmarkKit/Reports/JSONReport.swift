import Foundation

/// JSON encoding and decoding of runs and baselines: sorted keys and pretty printing, so the
/// files diff well and the same data always encodes to the same bytes.
package enum JSONReport {
    /// The encoder every report uses.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan"
        )
        return encoder
    }

    /// `value` as JSON text with a trailing newline.
    package static func encode<Value: Encodable>(_ value: Value) throws(BenchmarkError) -> String {
        do {
            return String(decoding: try encoder().encode(value), as: UTF8.self) + "\n"
        } catch {
            throw .file(path: "<json>", reason: "cannot encode: \(error)")
        }
    }

    /// Reads a baseline file, checking its schema.
    package static func readBaseline(_ path: String) throws(BenchmarkError) -> Baseline {
        let data = try AtomicFile.read(path)
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw .file(path: path, reason: "not a tessera-bench baseline: \(error)")
        }
        guard baseline.schema == Baseline.schemaIdentifier else {
            throw .file(path: path, reason: "schema '\(baseline.schema)', expected '\(Baseline.schemaIdentifier)'")
        }
        return baseline
    }
}
