import Foundation

/// Writes result files all-or-nothing: the bytes go to a temporary file in the same directory
/// that is then renamed over the target, so an interrupted run leaves the old file (or none),
/// never a truncated one.
public enum AtomicFile {
    /// Writes `text` as UTF-8 to `path` atomically, creating missing parent directories.
    public static func write(_ text: String, to path: String) throws(BenchmarkError) {
        try write(Data(text.utf8), to: path)
    }

    /// Writes `data` to `path` atomically, creating missing parent directories.
    public static func write(_ data: Data, to path: String) throws(BenchmarkError) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true
            )
            try data.write(to: url, options: .atomic)
        } catch {
            throw .file(path: path, reason: "cannot write: \(error.localizedDescription)")
        }
    }

    /// Reads `path` as data.
    public static func read(_ path: String) throws(BenchmarkError) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .file(path: path, reason: "cannot read: \(error.localizedDescription)")
        }
    }
}
