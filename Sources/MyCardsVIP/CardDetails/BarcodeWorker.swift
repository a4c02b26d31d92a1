import MyCardsKit

/// What the Card scene's interactor asks of its barcode worker.
@MainActor
package protocol BarcodeWorking: AnyObject {
    /// The first barcode on `photo`, or nil when there is none.
    func readNumber(on photo: Photo) async -> ReadBarcode?
}

/// The barcode scanner as the Card scene uses it: the number on a photo that came back to the form.
@MainActor
class BarcodeWorker: BarcodeWorking {
    private let scanner: any BarcodeScanning

    init(scanner: any BarcodeScanning) {
        self.scanner = scanner
    }

    func readNumber(on photo: Photo) async -> ReadBarcode? {
        await scanner.scan(photo)
    }
}
