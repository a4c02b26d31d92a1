import Foundation

/// Where a frame's picture bytes go: the terminal's descriptor, or an array a spec reads.
public protocol ByteSink {
    mutating func write(_ bytes: [UInt8])
}

/// Writes straight to a file descriptor, each piece as it comes, so no frame gathers all its pictures first.
struct DescriptorSink: ByteSink {
    let descriptor: Int32

    /// All of `bytes`, however many writes the terminal takes: an image is far larger than a pipe's buffer.
    func write(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBufferPointer {
                Foundation.write(descriptor, $0.baseAddress, $0.count)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    func write(_ sequence: String) {
        write(Array(sequence.utf8))
    }
}
