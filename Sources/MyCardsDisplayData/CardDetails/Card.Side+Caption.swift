import MyCardsKit

extension Card.Side {
    /// The word under a photo of this side ("Front", "Back"), on the Card screen and under the full-size photo.
    public var caption: String {
        switch self {
        case .front: "Front"
        case .back: "Back"
        }
    }
}
