import CNcursesw
import Foundation
import MyCardsKit

/// The terminal on two file descriptors, for the start-up probe: its input in raw mode (no echo, no line editing, so
/// the answers are neither printed nor held until Enter) until `close()`, and reads that give up at one deadline,
/// `timeout` after the questions were sent (`answeringTimeout` after the first answer). A terminal that answers
/// nothing costs that timeout once.
public final class DescriptorChannel: TerminalChannel {
    /// Long enough for a terminal on this machine or a near one to answer (about a millisecond), short enough that a
    /// silent one is not noticed. An answer that comes later is dropped by the key decoder (`KeyDecoder`).
    public static let defaultTimeout = Duration.milliseconds(100)
    /// Once the terminal has started answering it is there, only slow (a new kitty window, a loaded machine): the
    /// wait for the rest of its answers is this long from the first byte.
    public static let answeringTimeout = Duration.milliseconds(1000)

    private let input: Int32
    private let output: Int32
    private let timeout: Duration
    private var deadline: ContinuousClock.Instant?
    private var answering = false
    private var savedModes: termios?

    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, timeout: Duration = defaultTimeout) {
        self.input = input
        self.output = output
        self.timeout = timeout
        var modes = termios()
        guard tcgetattr(input, &modes) == 0 else { return }
        savedModes = modes
        var raw = modes
        cfmakeraw(&raw)
        // Output is left as it was: only input needs to be raw to read the answers.
        raw.c_oflag = modes.c_oflag
        _ = tcsetattr(input, TCSANOW, &raw)
    }

    /// Puts the input's modes back.
    public func close() {
        guard var modes = savedModes else { return }
        _ = tcsetattr(input, TCSANOW, &modes)
        savedModes = nil
    }

    deinit { close() }

    public func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBufferPointer { write(output, $0.baseAddress, $0.count) }
            guard written > 0 else { break }
            offset += written
        }
        deadline = ContinuousClock.now.advanced(by: timeout)
    }

    public func receive() -> [UInt8] {
        guard let deadline else { return [] }
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .zero else { return [] }
        let milliseconds = Int32(
            clamping: max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBufferPointer { read(input, $0.baseAddress, $0.count) }
        guard count > 0 else { return [] }
        let chunk = Array(buffer[0..<count])
        if !answering, Self.startsAnswer(chunk) {
            answering = true
            self.deadline = ContinuousClock.now.advanced(by: Self.answeringTimeout)
        }
        return chunk
    }

    /// Whether `chunk` holds the start of an answer (not just keys typed meanwhile, which do not extend the wait).
    static func startsAnswer(_ chunk: [UInt8]) -> Bool {
        let text = String(decoding: chunk, as: UTF8.self)
        return ["\u{1B}[?", "\u{1B}_G", "\u{1B}P>", "\u{1B}[6;"].contains { text.contains($0) }
    }

    /// The cell size the kernel's window size reports, where the terminal fills in its pixels (kitty, xterm, foot);
    /// nil where it leaves them zero.
    public static func windowCell(of descriptor: Int32 = STDOUT_FILENO) -> PixelSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0, size.ws_xpixel > 0,
            size.ws_ypixel > 0
        else { return nil }
        return PixelSize(width: Int(size.ws_xpixel) / Int(size.ws_col), height: Int(size.ws_ypixel) / Int(size.ws_row))
    }
}
