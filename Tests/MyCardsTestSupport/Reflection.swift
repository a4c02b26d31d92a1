/// What a value holds, read without knowing its names: the workshop's role-level tests check what crosses a
/// pattern's boundary (the words a view model publishes, the view model a presenter hands on, the state a reducer
/// makes) and leave the attendee free to name and order the fields. Reads stored properties, optionals, collections,
/// tuples and enum payloads, depth first; classes once each (a view model that holds itself through a closure or a
/// parent does not loop).
public enum Reflection {
    /// Every `String` in `value`, and in what it holds, in the order the fields are declared.
    public static func strings(in value: Any) -> [String] {
        var found: [String] = []
        var seen: Set<ObjectIdentifier> = []
        collect(value, into: &found, seen: &seen, depth: 0)
        return found
    }

    /// Whether `value` holds `text`, anywhere.
    public static func holds(_ text: String, in value: Any) -> Bool {
        strings(in: value).contains(text)
    }

    /// Deep enough for a view model's state, shallow enough that a graph of services is not walked whole.
    private static let deepest = 8

    private static func collect(
        _ value: Any, into found: inout [String], seen: inout Set<ObjectIdentifier>, depth: Int
    ) {
        if let text = value as? String {
            found.append(text)
            return
        }
        if let text = value as? Substring {
            found.append(String(text))
            return
        }
        guard depth < deepest else { return }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class {
            let identity = ObjectIdentifier(value as AnyObject)
            guard seen.insert(identity).inserted else { return }
        }
        var current: Mirror? = mirror
        while let level = current {
            for child in level.children {
                collect(child.value, into: &found, seen: &seen, depth: depth + 1)
            }
            current = level.superclassMirror
        }
    }
}
