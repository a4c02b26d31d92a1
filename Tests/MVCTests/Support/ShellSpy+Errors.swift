import MyCardsTestSupport

extension ShellSpy {
    /// The last status line when it is an error with no spinner, as the photo screens report failures.
    var lastError: String? {
        lastStatus.flatMap { $0.isError && !$0.busy ? $0.text : nil }
    }
}
