/// An entity that knows the record the store keeps for it.
public protocol RecordConvertible {
    associatedtype Record
    func record() -> Record
}
