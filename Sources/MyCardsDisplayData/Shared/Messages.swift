import MyCardsKit

/// The sentences the status line and dialogs show: one table, so all five variants say exactly the same. Which
/// sentence, and when, is each presentation role's choice (the MVC controller, the view model, the VIPER and VIP
/// presenters, TEA's reducers and view); the domain and the services hand them typed facts (`Card.InvalidReason`,
/// `NetworkError`, …). The sentences about a card's number are in Messages+Codes.swift.
public enum Messages {
    public static let downloading = "Downloading cards…"
    /// After the user stopped a download (the workshop's async round): nothing it brought was kept.
    public static let downloadStopped = "Download stopped"
    public static let saved = "Saved"
    public static let uploaded = "Uploaded"
    public static let deleted = "Deleted"
    public static let deletedOnBackend = "Deleted on the backend too"
    public static let addedToFavourites = "Added to favourites"
    public static let removedFromFavourites = "Removed from favourites"
    public static let discardQuestion = "Discard changes?"
    /// Asked when a save finds the card deleted by another window since this one read it.
    public static let saveAgainQuestion = "This card was deleted in another window. Save it again?"
    /// After `n` to the save-again question: nothing was written, and the form still holds the user's changes.
    public static let notSavedAgain = "Not saved: the card was deleted in another window"
    public static let photoSourceTitle = "Photo source"
    public static let photoSourceCamera = "Camera"
    public static let photoSourceLibrary = "Library"

    /// Asked when a save finds the card saved by another window since this screen read it, with what an
    /// overwrite would replace ("This card was changed in another window: its name differs from yours. …").
    public static func changedElsewhereQuestion(differing: StoredChange.Parts) -> String {
        overwriteQuestion(cause: "This card was changed in another window", differing: differing)
    }

    /// Asked when a save finds the card changed by a download since this screen read it.
    public static func updatedFromBackendQuestion(differing: StoredChange.Parts) -> String {
        overwriteQuestion(cause: "This card was updated from the backend", differing: differing)
    }

    /// After `n` to either overwrite question.
    public static let notSavedChangedElsewhere = "Not saved: the card was changed in another window"
    public static let notSavedUpdatedFromBackend = "Not saved: the card was updated from the backend"

    private static func overwriteQuestion(cause: String, differing: StoredChange.Parts) -> String {
        let parts = [
            (StoredChange.Parts.name, "name"), (.front, "front photo"), (.back, "back photo"), (.number, "number"),
        ]
        .filter { differing.contains($0.0) }.map(\.1)
        guard let last = parts.last else { return "\(cause). Overwrite it?" }
        let listed = parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
        return "\(cause): its \(listed) \(parts.count == 1 ? "differs" : "differ") from yours. Overwrite it?"
    }

    /// After a download: how many cards came, or how many were skipped when some were, then how many stay off the
    /// list because they were deleted here ("Downloaded 6 cards; 1 deleted here").
    public static func downloadSummary(downloaded: Int, skipped: Int, deletedHere: Int) -> String {
        let summary = skipped > 0 ? Self.skipped(skipped) : Self.downloaded(downloaded)
        return deletedHere > 0 ? Self.deletedHere(summary, count: deletedHere) : summary
    }

    public static func downloaded(_ count: Int) -> String {
        count == 1 ? "Downloaded 1 card" : "Downloaded \(count) cards"
    }

    /// Cards of a download's body that were left out (the log says why each).
    public static func skipped(_ count: Int) -> String {
        count == 1 ? "1 card skipped: invalid data" : "\(count) cards skipped: invalid data"
    }

    /// After a download's summary: how many downloaded cards stay off the list because they were deleted here,
    /// so the count never contradicts the list ("Downloaded 6 cards; 1 deleted here" over five cards).
    public static func deletedHere(_ summary: String, count: Int) -> String {
        "\(summary); \(count) deleted here"
    }

    /// After a download: cards saved while the backend was away have now reached it.
    public static func uploadedPending(_ count: Int) -> String {
        count == 1 ? "Uploaded 1 card saved offline" : "Uploaded \(count) cards saved offline"
    }

    public static func offline(_ error: NetworkError) -> String {
        "Offline: \(error.message)"
    }

    /// With `--offline` not uploading is the user's choice, not a failure: the roles say this instead.
    public static let savedOffline = "Saved locally (offline mode)"
    public static let deletedOffline = "Deleted locally (offline mode)"

    public static func uploadFailed(_ error: NetworkError) -> String {
        "Saved locally; upload failed: \(error.message)"
    }

    public static func backendDeleteFailed(_ error: NetworkError) -> String {
        "Deleted locally; the backend delete failed: \(error.message)"
    }

    public static func storeReadFailed(_ error: PersistenceError) -> String {
        "Cards unavailable: \(error.message)"
    }

    public static func storeFailed(_ error: PersistenceError) -> String {
        "Not saved: \(error.message)"
    }

    public static func cameraUnavailable(_ error: CameraError) -> String {
        "Camera unavailable: \(error.message)"
    }

    public static func photoLibraryUnavailable(_ error: PhotoLibraryError) -> String {
        "Photo library unavailable: \(error.message)"
    }

    /// A picked file that turned out not to decode.
    public static func photoUnreadable(name: String, _ error: ImageError) -> String {
        "Cannot use “\(name)”: \(error.message)"
    }

    /// Cropping to the outline worked but the card photo could not be made from it.
    public static func photoNotMade(_ error: ImageError) -> String {
        "Photo not made: \(error.message)"
    }

    public static func deleteQuestion(name: String) -> String {
        "Delete card “\(name)”?"
    }
}
