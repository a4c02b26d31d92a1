/// A change that could not be made durable; the store then keeps its previous cards.
enum BackendStoreError: Error, Equatable, Sendable {
    case saveFailed(FileWriteError)

    var message: String {
        switch self {
        case .saveFailed(let error):
            "The cards could not be saved. \(error.message)"
        }
    }
}
