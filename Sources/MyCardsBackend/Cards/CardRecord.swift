import Foundation

/// One card as the backend keeps it: its identifier and the JSON object exactly as it was received,
/// so key order, unknown keys and number spelling survive a round trip.
struct CardRecord: Equatable, Sendable {
    let identifier: String
    let json: Data
}
