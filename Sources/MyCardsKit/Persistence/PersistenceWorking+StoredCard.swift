extension PersistenceWorking where Entity == Card {
    /// The card stored under `identifier` now, or nil when it is gone or cannot be read: what a screen showing one
    /// card reads again when the store changes.
    public func storedCard(_ identifier: String) async -> Card? {
        (try? await get(.card(identifier: identifier)))?.first { $0.identifier == identifier }
    }
}
