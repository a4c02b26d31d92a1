import MyCardsDisplayData
import MyCardsKit

@MainActor
package protocol CardDetailsViewInput: AnyObject {
    func show(_ details: CardDetailsDisplayData)
    func showStatus(_ status: StatusMessage)
    func askQuestion(_ question: String)
    /// Which sources are offered, under which title and labels, is the presenter's choice; each source's key is
    /// `PhotoSource.key`, the same on every variant.
    func askPhotoSource(title: String, sources: [(source: PhotoSource, label: String)])
}

@MainActor
package protocol CardDetailsViewOutput: AnyObject {
    func viewWillAppear()
    func didTapEdit()
    func didTapShowPhoto(_ side: Card.Side)
    func didTapBack()
    func didTapToggleFavourite()
    func didTapShowCode()
    func didChangeName(_ name: String)
    func didChangeNumber(_ number: String)
    /// nil: "Guess", the symbology the number most likely has.
    func didChooseBarcode(_ barcode: Barcode?)
    func didTapChoosePhoto(_ side: Card.Side)
    func didChoosePhotoSource(_ source: PhotoSource?)
    func didTapSave()
    func didTapDelete()
    func didTapCancel()
    func didAnswerQuestion(yes: Bool)
}

/// Where the Card use case stands: looking at the stored card, changing it, or making a new one.
package enum CardEditingState: Equatable {
    case viewing, editing, creating

    var hasDraft: Bool { self != .viewing }
}

/// The Card use cases, on the card and the draft the interactor keeps (the presenter sees them as plain items).
@MainActor
package protocol CardDetailsInteractorInput: AnyObject {
    /// Where the use case stands, changed only by the interactor (editing starts, is discarded, or ends with a
    /// save); the presenter shows it as the screen's mode.
    var state: CardEditingState { get }
    /// The card as stored (for a new card: the empty one).
    var card: CardItem { get }
    /// The card as the form has it.
    var draft: CardItem { get }
    var hasChanges: Bool { get }
    func startEditing()
    func rename(_ name: String)
    func changeNumber(_ number: String)
    func chooseBarcode(_ barcode: Barcode?)
    /// Puts the photo in the draft and, when the draft has no number, looks for a barcode on it.
    func setPhoto(_ photo: Photo, for side: Card.Side)
    func discardChanges()
    func saveDraft()
    /// After a save was refused because another window changed or deleted the card: write the draft over that.
    func overwriteStoredCard()
    /// Reads the card again now and whenever the store changes; adopted only while nothing is being edited.
    func reloadCard()
    /// Stops following the store first, which announces the removal before it answers (the card would be read again);
    /// a store that cannot remove it leaves it followed again, unless the module closed meanwhile.
    func deleteCard()
    /// The module is closing: stops reading the card, following the store and reading photos for a barcode. What the
    /// user asked to be written (a save, a delete, a favourite) and its backend request go on.
    func close()
    /// Marks the card as a favourite, or unmarks it: the user's local mark, never uploaded.
    func toggleFavourite()
}

@MainActor
package protocol CardDetailsInteractorOutput: AnyObject {
    /// `reason`: what the draft lacks.
    func didRejectInvalidDraft(reason: Card.InvalidReason)
    /// A barcode on a photo set while the draft had no number: now the draft's number and barcode.
    func didReadNumber(_ found: ReadBarcode)
    /// `created`: the save made a new card (the module was in create mode); the interactor's card is the one saved.
    func didSave(created: Bool)
    func didFailToSave(_ error: PersistenceError)
    func didFindCardChangedElsewhere(_ change: StoredChange)
    func didFindCardDeletedElsewhere()
    func didReloadCard()
    func didUpload()
    func didFailToUpload(_ error: NetworkError)
    func didDelete(identifier: String)
    func didFailToDelete(_ error: PersistenceError)
    func didDeleteOnBackend(identifier: String)
    func didFailToDeleteOnBackend(_ error: NetworkError)
    func didSetFavourite(isFavourite: Bool)
    func didFailToSetFavourite(_ error: PersistenceError)
}

@MainActor
package protocol CardDetailsRouterInput: AnyObject {
    func showPhoto(_ photo: Photo?, side: Card.Side)
    func showCode(for card: CardItem)
    func openCamera(output: any CardPhotoSourceModuleOutput)
    func openPhotoLibrary(output: any CardPhotoSourceModuleOutput)
    func returnToForm()
    func close()
}

/// What the Card module tells the module that opened it: a card created, and status lines that arrive after
/// it has closed ("Uploaded").
@MainActor
package protocol CardDetailsModuleOutput: AnyObject {
    func cardDetailsDidCreateCard(identifier: String)
    func cardDetailsDidReport(_ status: StatusMessage)
}
