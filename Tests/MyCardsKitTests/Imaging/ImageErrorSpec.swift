import MyCardsKit
import Nimble
import Testing

@Suite("ImageError")
struct ImageErrorSpec {
    @Suite("when shown to the user")
    struct Shown {
        @Test(
            "has a short sentence",
            arguments: [
                (ImageError.empty, "the image is empty"),
                (.unsupportedFormat, "not a PNG or JPEG image"),
                (.fileTooLarge(bytes: 40_000_000), "the image is larger than 32 MiB"),
                (
                    .dimensionsTooLarge(PixelSize(width: 9000, height: 10)),
                    "the image is too large (9000×10, limit 8192×8192)"
                ),
                (.corrupt(detail: "bad Huffman code"), "the image is damaged"),
                (.unreadableFile(detail: "EACCES"), "the file cannot be read"),
                (.encodingFailed(detail: "out of memory"), "the image could not be encoded"),
            ])
        func hasSentence(error: ImageError, message: String) {
            expect(error.message) == message
        }
    }
}
