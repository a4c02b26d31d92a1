import MyCardsKit
import MyCardsTestSupport

/// What every exercise arranges.
enum Workshop {
    static let threeCards = [Samples.card("A", "Alpha"), Samples.card("B", "Beta"), Samples.card("C", "Gamma")]
}
