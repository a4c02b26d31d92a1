import Foundation
import MyCardsKit
import MyCardsTestSupport

/// A session whose backend never answers: a request waits until its task is cancelled, then throws `.cancelled`,
/// as the app's client does once it closed the connection. A test awaits `arrived` to act once the request is there.
final class HangingNetworkSession: NetworkSession {
    let arrived = AwaitedAnswer<HTTPRequest?>(cancelled: nil)

    func send(_ request: HTTPRequest) async throws(NetworkError) -> (Data, HTTPResponse) {
        let stopped = AwaitedAnswer<Void>(cancelled: ())
        arrived.give(request)
        await stopped.value()
        throw .cancelled
    }
}
