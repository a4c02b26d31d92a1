import Foundation

/// Checks that JSON text is an array of card objects and keeps each object's text as received.
///
/// The backend does not decode photos: it only needs the identifier to upsert and string-typed fields so that
/// clients never receive something the wire format forbids.
enum CardPayloadDecoder {
    private static let stringKeys = ["name"]
    private static let photoKeys = ["front", "back"]

    static func records(from data: Data) throws(CardPayloadError) -> [CardRecord] {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw .notJSON
        }
        guard let elements = parsed as? [Any] else { throw .notAnArray }
        guard let texts = JSONArraySplitter.elements(of: data), texts.count == elements.count else {
            throw .notJSON
        }
        var records: [CardRecord] = []
        records.reserveCapacity(elements.count)
        for (index, (element, text)) in zip(elements, texts).enumerated() {
            records.append(try record(at: index, element: element, text: text))
        }
        return records
    }

    private static func record(at index: Int, element: Any, text: Data) throws(CardPayloadError) -> CardRecord {
        guard let object = element as? [String: Any] else { throw .notAnObject(index: index) }
        guard let identifier = object["identifier"] as? String, !identifier.isEmpty else {
            throw .missingIdentifier(index: index)
        }
        for key in stringKeys {
            if let value = object[key], !(value is String) {
                throw .notAString(index: index, key: key)
            }
        }
        // The wire format writes a missing photo as "" and also reads null.
        for key in photoKeys {
            if let value = object[key], !(value is String), !(value is NSNull) {
                throw .notAString(index: index, key: key)
            }
        }
        return CardRecord(identifier: identifier, json: text)
    }
}
