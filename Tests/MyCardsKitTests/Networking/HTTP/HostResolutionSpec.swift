import Dispatch
import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

@Suite("DeadlineBoundResolver")
struct DeadlineBoundResolverSpec {
    private static let address = SocketAddress(family: 2, socketType: 1, socketProtocol: 6, bytes: [2, 0, 0, 80])

    /// Answers only once the test lets it: a DNS server that does not answer, as long as the test needs.
    private final class HeldResolver: HostResolving, @unchecked Sendable {
        private let release = DispatchSemaphore(value: 0)

        func addresses(of host: String, port: Int) throws(NetworkError) -> [SocketAddress] {
            release.wait()
            return [DeadlineBoundResolverSpec.address]
        }

        func letGo() {
            release.signal()
        }
    }

    private struct ReadyResolver: HostResolving {
        let answer: Result<[SocketAddress], NetworkError>

        func addresses(of host: String, port: Int) throws(NetworkError) -> [SocketAddress] {
            try answer.get()
        }
    }

    @Test("gives up at the deadline when the resolver has not answered, as a timeout")
    func givesUpAtTheDeadline() {
        let held = HeldResolver()
        defer { held.letGo() }
        let passed = Deadline(uptimeNanoseconds: 0)

        let error = thrown(NetworkError.self) {
            try DeadlineBoundResolver(held).addresses(of: "cards.example", port: 80, until: passed)
        }

        expect(error).to(equal(.timedOut))
    }

    @Test("answers the addresses the resolver found before the deadline")
    func answersTheAddresses() throws {
        let resolver = DeadlineBoundResolver(ReadyResolver(answer: .success([Self.address])))

        let addresses = try resolver.addresses(of: "cards.example", port: 80, until: .after(60))

        expect(addresses).to(equal([Self.address]))
    }

    @Test("passes the resolver's failure on")
    func passesTheFailureOn() {
        let failure = NetworkError.unreachable(detail: "cannot resolve cards.example: Name or service not known")
        let resolver = DeadlineBoundResolver(ReadyResolver(answer: .failure(failure)))

        let error = thrown(NetworkError.self) {
            try resolver.addresses(of: "cards.example", port: 80, until: .after(60))
        }

        expect(error).to(equal(failure))
    }
}

@Suite("SystemHostResolver")
struct SystemHostResolverSpec {
    @Test("gives a numeric IPv4 host as one TCP address with its port, without asking DNS")
    func numericHost() throws {
        let addresses = try SystemHostResolver().addresses(of: "127.0.0.1", port: 8080)

        let address = try #require(addresses.first)
        expect(addresses.count).to(equal(1))
        expect(address.family).to(equal(AF_INET))
        #if canImport(Glibc)
            expect(address.socketType).to(equal(Int32(SOCK_STREAM.rawValue)))
        #else
            expect(address.socketType).to(equal(SOCK_STREAM))
        #endif
        // sockaddr_in: family (2 bytes), then the port in network order, then the address.
        expect(Array(address.bytes[2..<8])).to(equal([0x1F, 0x90, 127, 0, 0, 1]))
    }
}
