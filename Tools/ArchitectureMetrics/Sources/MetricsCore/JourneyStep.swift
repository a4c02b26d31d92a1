/// One step of a user action as an architecture runs it: a declaration in a file of its folder and what happens
/// there. Named, not located by line, so the page is cut from the sources on every run and a rename fails the run.
public struct JourneyStep: Sendable, Equatable {
    /// Inside the architecture folder: `Cards/CardsViewController.swift`.
    public let file: String
    /// A function's name, `init`, or a property's name; the first one in the file is taken.
    public let declaration: String
    /// What happens there, in a sentence.
    public let caption: String

    public init(_ file: String, _ declaration: String, _ caption: String) {
        self.file = file
        self.declaration = declaration
        self.caption = caption
    }
}
