import Foundation

/// Turns bytes into a model.
public protocol Parser: Sendable {
    associatedtype Model: Sendable
    func parse(_ data: Data) throws(ParserError) -> Model
}

/// Turns a model into JSON bytes.
public protocol JSONDataConverting: Sendable {
    associatedtype Convertible
    func data(from value: Convertible) throws(ParserError) -> Data
}

/// Why a whole body was refused. Single bad records are skipped and counted instead.
public enum ParserError: Error, Equatable, Sendable {
    case tooLarge(bytes: Int)
    case notJSON(detail: String)
    case notAnArray
    case encodingFailed(detail: String)

    public var message: String {
        switch self {
        case .tooLarge: "the data is larger than 64 MiB"
        case .notJSON: "the data is not valid JSON"
        case .notAnArray: "the data is not a list of cards"
        case .encodingFailed: "the cards could not be encoded"
        }
    }
}
