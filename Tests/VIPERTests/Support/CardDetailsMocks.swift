import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport

@testable import MyCardsVIPER

/// Counts and captures every call the Card presenter makes on its view.
@MainActor
final class CardDetailsViewMock: CardDetailsViewInput {
    private(set) var shown: [CardDetailsDisplayData] = []
    private(set) var statuses: [StatusMessage] = []
    private(set) var questions: [String] = []
    private(set) var photoSourceMenus: [(title: String, sources: [(source: PhotoSource, label: String)])] = []
    func show(_ details: CardDetailsDisplayData) { shown.append(details) }
    func showStatus(_ status: StatusMessage) { statuses.append(status) }
    func askQuestion(_ question: String) { questions.append(question) }
    func askPhotoSource(title: String, sources: [(source: PhotoSource, label: String)]) {
        photoSourceMenus.append((title, sources))
    }
}

/// The Card use cases as the presenter sees them: a card and a draft the test sets, every call counted.
@MainActor
final class CardDetailsInteractorMock: CardDetailsInteractorInput {
    /// Changed as the interactor changes it (editing starts, is discarded); a spec sets it for a save's answer.
    var state: CardEditingState = .viewing
    /// The card and the draft as the interactor would hold them; the presenter sees them as items.
    var storedCard: Card
    var draftCard: Card
    private(set) var startEditingCount = 0
    private(set) var renamed: [String] = []
    private(set) var numbers: [String] = []
    private(set) var barcodes: [Barcode?] = []
    private(set) var photosSet: [(photo: Photo, side: Card.Side)] = []
    private(set) var discardCount = 0
    private(set) var saveCount = 0
    private(set) var deleteCount = 0
    private(set) var overwriteCount = 0
    private(set) var reloadCount = 0
    private(set) var toggleFavouriteCount = 0
    private(set) var closeCount = 0

    init(card: Card) {
        storedCard = card
        draftCard = card
    }

    var card: CardItem { CardItem(storedCard) }
    var draft: CardItem { CardItem(draftCard) }
    var hasChanges: Bool { draftCard != storedCard }
    func startEditing() {
        startEditingCount += 1
        if state == .viewing { state = .editing }
    }
    func rename(_ name: String) { renamed.append(name) }
    func changeNumber(_ number: String) { numbers.append(number) }
    func chooseBarcode(_ barcode: Barcode?) { barcodes.append(barcode) }
    func setPhoto(_ photo: Photo, for side: Card.Side) { photosSet.append((photo, side)) }
    func discardChanges() {
        discardCount += 1
        state = .viewing
    }
    func saveDraft() { saveCount += 1 }
    func deleteCard() { deleteCount += 1 }
    func overwriteStoredCard() { overwriteCount += 1 }
    func reloadCard() { reloadCount += 1 }
    func toggleFavourite() { toggleFavouriteCount += 1 }
    func close() { closeCount += 1 }
}

@MainActor
final class CardDetailsRouterMock: CardDetailsRouterInput {
    private(set) var photosShown: [(photo: Photo?, side: Card.Side)] = []
    private(set) var codesShown: [CardItem] = []
    private(set) var cameraOutputs: [any CardPhotoSourceModuleOutput] = []
    private(set) var libraryOutputs: [any CardPhotoSourceModuleOutput] = []
    private(set) var returnToFormCount = 0
    private(set) var closeCount = 0
    func showPhoto(_ photo: Photo?, side: Card.Side) { photosShown.append((photo, side)) }
    func showCode(for card: CardItem) { codesShown.append(card) }
    func openCamera(output: any CardPhotoSourceModuleOutput) { cameraOutputs.append(output) }
    func openPhotoLibrary(output: any CardPhotoSourceModuleOutput) { libraryOutputs.append(output) }
    func returnToForm() { returnToFormCount += 1 }
    func close() { closeCount += 1 }
}

/// Records what the Card interactor reports, in order, with the values and errors it passes.
@MainActor
final class CardDetailsInteractorOutputSpy: CardDetailsInteractorOutput {
    private(set) var events: [String] = [] {
        didSet { events.last.map { log?.append($0) } }
    }
    private(set) var createdFlags: [Bool] = []
    private(set) var rejectedReasons: [Card.InvalidReason] = []
    /// Also written to when given, so a test can read what a released spy heard.
    private let log: CallLog?

    init(log: CallLog? = nil) {
        self.log = log
    }

    func didRejectInvalidDraft(reason: Card.InvalidReason) {
        rejectedReasons.append(reason)
        events.append("rejectInvalid")
    }
    func didReadNumber(_ found: ReadBarcode) { events.append("readNumber(\(found.number))") }
    func didSave(created: Bool) {
        createdFlags.append(created)
        events.append("save")
    }
    func didFailToSave(_ error: PersistenceError) { events.append("failToSave(\(error.message))") }
    func didFindCardChangedElsewhere(_ change: StoredChange) { events.append("changedElsewhere") }
    func didFindCardDeletedElsewhere() { events.append("deletedElsewhere") }
    func didReloadCard() { events.append("reload") }
    func didUpload() { events.append("upload") }
    func didFailToUpload(_ error: NetworkError) { events.append("failToUpload(\(error.message))") }
    func didDelete(identifier: String) { events.append("delete(\(identifier))") }
    func didFailToDelete(_ error: PersistenceError) { events.append("failToDelete(\(error.message))") }
    func didDeleteOnBackend(identifier: String) { events.append("deleteOnBackend(\(identifier))") }
    func didFailToDeleteOnBackend(_ error: NetworkError) { events.append("failToDeleteOnBackend(\(error.message))") }
    func didSetFavourite(isFavourite: Bool) { events.append("setFavourite(\(isFavourite))") }
    func didFailToSetFavourite(_ error: PersistenceError) { events.append("failToSetFavourite(\(error.message))") }
}

/// Records what the Card module tells the module that opened it.
@MainActor
final class CardDetailsModuleOutputSpy: CardDetailsModuleOutput {
    private(set) var created: [String] = []
    private(set) var reported: [StatusMessage] = []
    func cardDetailsDidCreateCard(identifier: String) { created.append(identifier) }
    func cardDetailsDidReport(_ status: StatusMessage) { reported.append(status) }
}

/// Records what the Card view reports to its presenter.
@MainActor
final class CardDetailsViewOutputSpy: CardDetailsViewOutput {
    private(set) var events: [String] = []
    func viewWillAppear() { events.append("appear") }
    func didTapEdit() { events.append("edit") }
    func didTapShowPhoto(_ side: Card.Side) { events.append("showPhoto(\(side.rawValue))") }
    func didTapBack() { events.append("back") }
    func didTapToggleFavourite() { events.append("toggleFavourite") }
    func didTapShowCode() { events.append("showCode") }
    func didChangeName(_ name: String) { events.append("name(\(name))") }
    func didChangeNumber(_ number: String) { events.append("number(\(number))") }
    func didChooseBarcode(_ barcode: Barcode?) { events.append("barcode(\(barcode?.displayName ?? "Guess"))") }
    func didTapChoosePhoto(_ side: Card.Side) { events.append("choosePhoto(\(side.rawValue))") }
    func didChoosePhotoSource(_ source: PhotoSource?) { events.append("source(\(source.map { "\($0)" } ?? "none"))") }
    func didTapSave() { events.append("save") }
    func didTapDelete() { events.append("delete") }
    func didTapCancel() { events.append("cancel") }
    func didAnswerQuestion(yes: Bool) { events.append("answer(\(yes))") }
}
