import Foundation
import GRDB

extension DatabaseCollation {
    /// Orders text as `Card.displayOrder` orders names: surrounding whitespace ignored, then
    /// `caseInsensitiveCompare`. SQLite's own NOCASE folds ASCII only, so "émile" would not meet "Émile".
    static let displayText = DatabaseCollation("mycardsDisplayText", function: DisplayTextOrder.compare)
}
