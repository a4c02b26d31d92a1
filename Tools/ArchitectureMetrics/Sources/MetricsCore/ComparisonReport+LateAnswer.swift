extension ComparisonReport {
    /// "A late answer": each pattern's way to reach the user after the screen that asked has gone, with the files
    /// and lines that carry it.
    var lateAnswerSection: String {
        guard !lateAnswers.isEmpty else { return "" }
        var out = "\n## A late answer: an upload that answers after its screen has closed\n\n"
        out += "Save a card and leave at once: \"Uploaded\" must still reach the user, and nothing may stay alive "
        out += "for it (`ClosedScreensSpec` opens and closes 1,000 cards per variant and finds no screen, view model "
        out += "or role left). How each pattern does it, and the declarations that carry it:\n\n"
        out += "| | how | files | lines |\n| --- | --- | --- | --- |\n"
        for answer in lateAnswers {
            out += "| \(answer.name) | \(answer.design) | \(answer.files) | \(answer.totalLines) |\n"
        }
        out += "\n"
        for answer in lateAnswers {
            let parts = zip(answer.parts, answer.lines).map { "`\($0.0.declaration)` (\($0.0.file), \($0.1))" }
            out += "- \(answer.name): " + parts.joined(separator: ", ") + "\n"
        }
        return out
    }
}
