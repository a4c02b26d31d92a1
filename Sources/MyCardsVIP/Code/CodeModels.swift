import MyCardsDisplayData
import MyCardsKit

/// The Code scene's one use case.
enum ShowCode {
    struct Request {}
    struct Response {
        let card: Card
    }
    struct ViewModel {
        let code: CodeDisplayData
    }
}
