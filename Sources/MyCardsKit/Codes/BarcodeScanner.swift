/// Looks for a barcode in a photo away from the main thread: what a form asks when a photo comes back from the camera
/// or Crop and the card has no number yet. Reading a card-sized photo takes tens of milliseconds, too long for a
/// keypress.
public protocol BarcodeScanning: Sendable {
    /// Answers on the main actor with the first barcode found in `photo`, or nil when there is none.
    func scan(_ photo: Photo, completion: @escaping @MainActor @Sendable (ReadBarcode?) -> Void)
    /// The async form (issue 36; see Concurrency/CallbackBridge.swift).
    func scan(_ photo: Photo) async -> ReadBarcode?
}

// Issue 36's bridge: each form defaults to the other; goes with the callback form.
extension BarcodeScanning {
    public func scan(_ photo: Photo) async -> ReadBarcode? {
        await answer { completion in scan(photo, completion: completion) }
    }

    public func scan(_ photo: Photo, completion: @escaping @MainActor @Sendable (ReadBarcode?) -> Void) {
        Task { @MainActor in completion(await scan(photo)) }
    }
}

/// A `BarcodeReading` run on `background`, its answer delivered on `main`.
public struct BarcodeScanner: BarcodeScanning {
    private let reader: any BarcodeReading
    private let background: any Dispatching
    private let main: any Dispatching

    public init(reader: any BarcodeReading = BarcodeReader(), background: any Dispatching, main: any Dispatching) {
        self.reader = reader
        self.background = background
        self.main = main
    }

    public func scan(_ photo: Photo, completion: @escaping @MainActor @Sendable (ReadBarcode?) -> Void) {
        background.dispatch { [reader, main] in
            let found = reader.read(photo)
            main.dispatchOnMain { completion(found) }
        }
    }
}
