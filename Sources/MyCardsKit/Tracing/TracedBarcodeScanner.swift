/// The barcode scanner as a traced boundary.
public struct TracedBarcodeScanner: BarcodeScanning {
    let base: any BarcodeScanning
    let route: BoundaryRoute

    public init(_ base: any BarcodeScanning, tracer: any Tracing) {
        self.base = base
        route = BoundaryRoute(tracer: tracer, holder: "App", receiver: BoundaryRoute.name(of: base))
    }

    public func scan(_ photo: Photo) async -> ReadBarcode? {
        await route.call("scan(Photo)") { await base.scan(photo) }
    }
}
