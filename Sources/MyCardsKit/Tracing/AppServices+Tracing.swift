extension AppServices {
    /// The same services with every call and answer across them traced, when the run has `--trace`; a
    /// composition root installs this once.
    public func tracingBoundaries() -> AppServices {
        guard tracer.isEnabled else { return self }
        return AppServices(
            configuration: configuration, logger: logger, tracer: tracer,
            cards: TracedStore(cards, tracer: tracer), network: TracedNetwork(network, tracer: tracer),
            photoLibrary: TracedPhotoLibrary(photoLibrary, tracer: tracer),
            camera: TracedCamera(camera, tracer: tracer), scheduler: scheduler, storeWatcher: storeWatcher)
    }
}
