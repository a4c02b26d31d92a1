/// The backend client as a traced boundary: a call and its answer are one line each.
public struct TracedNetwork: ParsedDataDownloading, JSONConvertibleDataUploading, RemoteCardDeleting {
    let base: any CardsNetworking
    let route: BoundaryRoute

    public init(_ base: any CardsNetworking, tracer: any Tracing) {
        self.base = base
        route = BoundaryRoute(tracer: tracer, holder: "App", receiver: BoundaryRoute.name(of: base))
    }

    public func download() async throws(NetworkError) -> ParsedCards {
        try await route.call("download()") { () async throws(NetworkError) in
            try await base.download()
        }
    }

    public func upload(_ cards: [Card]) async throws(NetworkError) {
        try await route.call("upload([Card])") { () async throws(NetworkError) in
            try await base.upload(cards)
        }
    }

    public func delete(identifier: String) async throws(NetworkError) {
        try await route.call("delete(String)") { () async throws(NetworkError) in
            try await base.delete(identifier: identifier)
        }
    }
}
