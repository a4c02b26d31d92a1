import MyCardsDisplayData
import MyCardsKit

/// The Code scene's one use case.
package enum ShowCode {
    package struct Request {}
    package struct Response {
        let card: Card
    }
    package struct ViewModel {
        let code: CodeDisplayData
    }
}
