import MyCardsDisplayData
import MyCardsKit

/// What the Card screen's controller tells its view model.
@MainActor
package protocol CardDetailsViewModelInputs: AnyObject {
    func edit()
    func showPhoto(_ side: Card.Side)
    func back()
    func toggleFavourite()
    func showCode()
    func changeName(_ name: String)
    func changeNumber(_ number: String)
    /// nil: "Guess", the symbology the number most likely has.
    func changeBarcode(_ barcode: Barcode?)
    func choosePhoto(for side: Card.Side)
    func choose(_ source: PhotoSource, for side: Card.Side)
    func save()
    /// `y` to "overwrite it?"
    func confirmOverwrite()
    /// `n` to "overwrite it?"
    func declineOverwrite()
    func delete()
    func confirmDelete()
    func cancel()
    func confirmDiscard()
}

/// What the Card screen's controller observes (the Cards view model observes `created`).
@MainActor
package protocol CardDetailsViewModelOutputs: AnyObject {
    var details: CardDetailsDisplayData { get }
    /// The card's status lines. Some outlive the screen (an upload's answer): the output lasts until the view model
    /// and its last such request are done, so the Card screen observes it with `Observing.observeValues`.
    var status: LateOutput<StatusMessage> { get }
    var route: Event<CardDetailsRoute>? { get }
    /// The identifier of a card created here, once it is in the store.
    var created: Event<String>? { get }
}

/// The Card screen's view model as its controller and the Cards view model see it.
@MainActor
package protocol CardDetailsViewModelType: AnyObject, Sendable {
    var inputs: any CardDetailsViewModelInputs { get }
    var outputs: any CardDetailsViewModelOutputs { get }
}

/// Where the Card screen goes next, or what it asks.
package enum CardDetailsRoute: Sendable {
    case photo(any CardPhotoViewModelType)
    case code(any CodeViewModelType)
    /// The photo source menu, under `title`, for the photo of `Card.Side`.
    case choosePhotoSource(Card.Side, title: String)
    case camera(any PhotoCaptureViewModelType)
    case library(any PhotoLibraryViewModelType)
    /// Back to this form from the photo screens above it.
    case form
    case close
    case askToDelete(question: String)
    case askToDiscard(question: String)
    /// Another window changed or deleted the card since it was read: write over that?
    case askToOverwrite(question: String)
}
