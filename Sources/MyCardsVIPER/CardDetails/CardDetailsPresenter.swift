import MyCardsDisplayData
import MyCardsKit

/// Decides what the Card module does next — which mode, which question, which photo module — and words the
/// interactor's results for the view. It sees the card as plain `CardItem`s, never the entity. Status lines that come
/// after the module closed (a backend's answer, held for it by the request) go to its module output.
@MainActor
final class CardDetailsPresenter: CardDetailsViewOutput, CardDetailsInteractorOutput, CardPhotoSourceModuleOutput {
    private enum Question {
        case delete
        case discard
        case overwrite(StoredChange.Source)
        case saveAgain
    }

    weak var view: (any CardDetailsViewInput)?
    weak var moduleOutput: (any CardDetailsModuleOutput)?
    var interactor: any CardDetailsInteractorInput
    var router: any CardDetailsRouterInput
    /// The interactor's state as the screen shows it: the presenter keeps no copy to hold in step.
    var mode: CardDetailsMode {
        switch interactor.state {
        case .viewing: .normal
        case .editing: .edit
        case .creating: .create
        }
    }
    private var question: Question?
    private var photoSide: Card.Side?

    init(interactor: any CardDetailsInteractorInput, router: any CardDetailsRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    // MARK: CardDetailsViewOutput

    func viewWillAppear() {
        showCard()
        guard mode != .create else { return }
        interactor.reloadCard()
    }

    func didTapEdit() {
        interactor.startEditing()
        showCard()
    }

    func didTapShowPhoto(_ side: Card.Side) {
        router.showPhoto(interactor.card[side], side: side)
    }

    func didTapBack() {
        close()
    }

    func didTapToggleFavourite() {
        interactor.toggleFavourite()
    }

    func didTapShowCode() {
        router.showCode(for: interactor.card)
    }

    func didChangeName(_ name: String) {
        interactor.rename(name)
    }

    func didChangeNumber(_ number: String) {
        interactor.changeNumber(number)
    }

    func didChooseBarcode(_ barcode: Barcode?) {
        interactor.chooseBarcode(barcode)
    }

    func didTapChoosePhoto(_ side: Card.Side) {
        photoSide = side
        view?.askPhotoSource(
            title: Messages.photoSourceTitle,
            sources: PhotoSource.allCases.map { ($0, $0.label) })
    }

    func didChoosePhotoSource(_ source: PhotoSource?) {
        switch source {
        case .camera:
            router.openCamera(output: self)
        case .library:
            router.openPhotoLibrary(output: self)
        case nil: photoSide = nil
        }
    }

    func didTapSave() {
        interactor.saveDraft()
    }

    func didTapDelete() {
        question = .delete
        view?.askQuestion(Messages.deleteQuestion(name: interactor.card.listedName))
    }

    func didTapCancel() {
        guard interactor.hasChanges else { return leaveForm() }
        question = .discard
        view?.askQuestion(Messages.discardQuestion)
    }

    func didAnswerQuestion(yes: Bool) {
        let asked = question
        question = nil
        switch (asked, yes) {
        case (.delete, true):
            interactor.deleteCard()
        case (.discard, true): leaveForm()
        case (.overwrite, true), (.saveAgain, true):
            interactor.overwriteStoredCard()
        case (.overwrite(let source), false):
            let text = source == .backend ? Messages.notSavedUpdatedFromBackend : Messages.notSavedChangedElsewhere
            report(StatusMessage(text: text, isError: true))
        case (.saveAgain, false): report(StatusMessage(text: Messages.notSavedAgain, isError: true))
        default: break
        }
    }

    /// Edit goes back to the card as it was; create goes back to Cards.
    private func leaveForm() {
        guard mode != .create else { return close() }
        interactor.discardChanges()
        showCard()
    }

    // MARK: CardPhotoSourceModuleOutput

    func photoSource(didProduce photo: Photo) {
        guard let side = photoSide else { return }
        interactor.setPhoto(photo, for: side)
        photoSide = nil
        router.returnToForm()
        showCard()
    }

    // MARK: CardDetailsInteractorOutput

    func didRejectInvalidDraft(reason: Card.InvalidReason) {
        report(StatusMessage(text: Messages.invalid(reason), isError: true))
    }

    func didReadNumber(_ found: ReadBarcode) {
        report(StatusMessage(text: Messages.readFromPhoto(found)))
        showCard()
    }

    func didSave(created: Bool) {
        report(StatusMessage(text: Messages.saved, busy: true))
        guard created else { return showCard() }
        moduleOutput?.cardDetailsDidCreateCard(identifier: interactor.card.identifier)
        close()
    }

    func didFailToSave(_ error: PersistenceError) {
        report(StatusMessage(text: Messages.storeFailed(error), isError: true))
    }

    /// Never written over silently: the user decides, and `n` keeps the form with their changes.
    func didFindCardChangedElsewhere(_ change: StoredChange) {
        question = .overwrite(change.source)
        view?.askQuestion(
            change.source == .backend
                ? Messages.updatedFromBackendQuestion(differing: change.differing)
                : Messages.changedElsewhereQuestion(differing: change.differing))
    }

    func didFindCardDeletedElsewhere() {
        question = .saveAgain
        view?.askQuestion(Messages.saveAgainQuestion)
    }

    func didReloadCard() {
        showCard()
    }

    func didUpload() {
        report(StatusMessage(text: Messages.uploaded))
    }

    func didFailToUpload(_ error: NetworkError) {
        report(unsent(error, offline: Messages.savedOffline, failed: Messages.uploadFailed))
    }

    func didDelete(identifier: String) {
        report(StatusMessage(text: Messages.deleted, busy: true))
        close()
    }

    func didFailToDelete(_ error: PersistenceError) {
        report(StatusMessage(text: Messages.storeFailed(error), isError: true))
    }

    func didDeleteOnBackend(identifier: String) {
        report(StatusMessage(text: Messages.deletedOnBackend))
    }

    func didFailToDeleteOnBackend(_ error: NetworkError) {
        report(unsent(error, offline: Messages.deletedOffline, failed: Messages.backendDeleteFailed))
    }

    func didSetFavourite(isFavourite: Bool) {
        report(StatusMessage(text: isFavourite ? Messages.addedToFavourites : Messages.removedFromFavourites))
        showCard()
    }

    func didFailToSetFavourite(_ error: PersistenceError) {
        report(StatusMessage(text: Messages.storeFailed(error), isError: true))
    }

    /// A change the backend was not told of: with `--offline` not telling it is the user's choice, said as such
    /// (`offline`); otherwise the failure, with why.
    private func unsent(
        _ error: NetworkError, offline: String, failed: (NetworkError) -> String
    ) -> StatusMessage {
        StatusMessage(text: error == .disabled ? offline : failed(error), isError: true)
    }

    /// To the view while the module is open; to the module that opened it once it has closed.
    private func report(_ status: StatusMessage) {
        if let view {
            view.showStatus(status)
        } else {
            moduleOutput?.cardDetailsDidReport(status)
        }
    }

    /// Leaves the module: what its screen waits for is cancelled first.
    private func close() {
        interactor.close()
        router.close()
    }

    private func showCard() {
        let shown = mode.isEditing ? interactor.draft : interactor.card
        view?.show(
            CardDetailsDisplayData(
                mode: mode, name: shown.name, front: shown.front, back: shown.back, isFavourite: shown.isFavourite,
                number: shown.number, barcode: shown.barcode))
    }
}
