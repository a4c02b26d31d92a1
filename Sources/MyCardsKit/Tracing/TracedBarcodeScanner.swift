/// The barcode scanner as a traced boundary.
public struct TracedBarcodeScanner: BarcodeScanning {
    private let base: any BarcodeScanning
    private let route: BoundaryRoute

    public init(_ base: any BarcodeScanning, tracer: any Tracing) {
        self.base = base
        route = BoundaryRoute(tracer: tracer, holder: "App", receiver: BoundaryRoute.name(of: base))
    }

    public func scan(_ photo: Photo, completion: @escaping @MainActor @Sendable (ReadBarcode?) -> Void) {
        let answer = route.answering("scan", completion)
        route.call("scan(Photo)") { base.scan(photo, completion: answer) }
    }
}
