import Nimble
import Testing

@testable import MyCardsBackend

@Suite("ListenAddress")
struct ListenAddressSpec {
    @Suite("when the host is an IP address")
    struct IPAddress {
        @Test(
            "keeps it and makes the URL",
            arguments: [("127.0.0.1", "http://127.0.0.1:8000"), ("::1", "http://[::1]:8000")])
        func makesURL(host: String, url: String) throws {
            let address = try ListenAddress(host: host, port: 8000)

            expect(address.url(port: address.port)).to(equal(url))
        }
    }

    @Suite("when the host is localhost")
    struct Localhost {
        @Test("binds the IPv4 loopback address")
        func bindsLoopback() throws {
            let address = try ListenAddress(host: "localhost", port: 0)

            expect(address.host).to(equal("127.0.0.1"))
            expect(address.url(port: 4321)).to(equal("http://127.0.0.1:4321"))
        }
    }

    @Suite("when the host is not an address")
    struct BadHost {
        @Test("throws invalidHost", arguments: ["example.com", "", "1.2.3", "::g"])
        func throwsInvalidHost(host: String) {
            expect { try ListenAddress(host: host, port: 80) }.to(throwError(BackendStartupError.invalidHost(host)))
        }
    }

    @Suite("when the port is out of range")
    struct BadPort {
        @Test("throws invalidPort", arguments: [-1, 65_536])
        func throwsInvalidPort(port: Int) {
            expect { try ListenAddress(host: "127.0.0.1", port: port) }
                .to(throwError(BackendStartupError.invalidPort(port)))
        }
    }
}
