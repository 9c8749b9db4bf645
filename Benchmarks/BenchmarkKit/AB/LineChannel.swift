#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines of text over a pair of file descriptors: how the A/B driver and its worker processes
/// talk (one command or answer per line, `ABProtocol`). Reads are buffered; every write goes
/// out at once, since the other side waits for it.
final class LineChannel: @unchecked Sendable {
    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    /// A channel reading `input` and writing `output` (which it does not close).
    init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// The next line without its newline; `nil` at the end of the input (the other side is
    /// gone) or on a read error.
    func readLine() -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[start ..< newline], as: UTF8.self)
                start = newline + 1
                if start == buffer.count { buffer.removeAll(keepingCapacity: true); start = 0 }
                return line
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            if start > 0 { buffer.removeFirst(start); start = 0 }
            buffer.append(contentsOf: chunk[0 ..< count])
        }
    }

    /// Writes `line` and a newline; `false` when the other side is gone.
    @discardableResult
    func write(_ line: String) -> Bool {
        var bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { writeBytes(output, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}

/// `write(2)`, named apart from `LineChannel.write`.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
