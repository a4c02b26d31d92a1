/// A stored record that turns back into the entity it was made from. Failing is normal: the row
/// came from a file anyone could have edited.
public protocol EntityConvertible {
    associatedtype Entity: Sendable
    func entity() throws(PersistenceError) -> Entity
}
