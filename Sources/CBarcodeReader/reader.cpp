// C boundary over zxing-cpp: 1.4 (Debian bookworm's libzxing-dev), 2.2 or later and 3 (Homebrew's; `make check-zxing2`
// builds this file against a source tree of either from PyPI and reads our codes with it). The versions differ in
// names — the options (DecodeHints, ReaderOptions from 2.2), the result (Result, Barcode), Codabar's start and stop
// characters (an option in 1.4, always returned from 2.0), where the version is declared — and in 3's UPC numbers.

// zxing-cpp 1.4 is mid-migration: without this, Result::text() is a
// std::wstring and the header emits a #pragma message on every build.
#define ZX_USE_UTF8 1

#include "mycards_barcode_reader.h"

#if __has_include(<ZXing/Version.h>)
#include <ZXing/Version.h>
#else
#include <ZXing/ZXVersion.h>
#endif
#include <ZXing/ReadBarcode.h>

#include <dlfcn.h>

#include <cstdio>
#include <cstring>
#include <string>

namespace {

#if ZXING_VERSION_MAJOR >= 2
using Options = ZXing::ReaderOptions;
using Found = ZXing::Barcode;
#else
using Options = ZXing::DecodeHints;
using Found = ZXing::Result;
#endif

// On Linux, libZXing is loaded the first time a picture is read, not at every start: linked, it cost each process
// (the app, `show`, `show --code`) ~750 symbol bindings in the dynamic loader, ~25 page faults and ~0.7 MiB of
// resident pages, for a reader most runs never use (Docs/Codes.md "Speed"). The two functions below are the only
// ones of the library this file calls; everything else it uses of zxing-cpp is inline in its headers. Their names
// are Debian bookworm's zxing-cpp 1.4; macOS links the library (Package.swift) and calls them directly, and so does
// any build against zxing-cpp 2 (whose names differ).
struct ZXingFunctions {
    using Read = Found (*)(const ZXing::ImageView &, const Options &);
    // Result::utf8() const (private; the inline text() returns it) through a plain function pointer: the Itanium
    // C++ ABI passes a member's object where a function's first argument goes (after the hidden pointer to the
    // returned string, for both).
    using UTF8 = std::string (*)(const Found *);
    Read read = nullptr;
    UTF8 utf8 = nullptr;
    char error[160] = "";
};

#if defined(__linux__) && ZXING_VERSION_MAJOR < 2
const ZXingFunctions &zxing() {
    static const ZXingFunctions loaded = [] {
        ZXingFunctions f;
        void *library = dlopen("libZXing.so.2", RTLD_NOW | RTLD_LOCAL);
        if (library) {
            f.read = reinterpret_cast<ZXingFunctions::Read>(
                dlsym(library, "_ZN5ZXing11ReadBarcodeERKNS_9ImageViewERKNS_11DecodeHintsE"));
            f.utf8 = reinterpret_cast<ZXingFunctions::UTF8>(dlsym(library, "_ZNK5ZXing6Result4utf8B5cxx11Ev"));
        }
        if (!f.read || !f.utf8) {
            const char *reason = dlerror();
            std::snprintf(f.error, sizeof f.error, "zxing-cpp cannot be loaded: %s", reason ? reason : "missing");
        }
        return f;
    }();
    return loaded;
}
#else
std::string linked_utf8(const Found *result) { return result->text(); }

const ZXingFunctions &zxing() {
    static const ZXingFunctions linked = [] {
        ZXingFunctions f;
        f.read = [](const ZXing::ImageView &view, const Options &options) { return ZXing::ReadBarcode(view, options); };
        f.utf8 = linked_utf8;
        return f;
    }();
    return linked;
}
#endif

const char *catima_name(ZXing::BarcodeFormat f) {
    using F = ZXing::BarcodeFormat;
    switch (f) {
    case F::EAN13: return "EAN_13";
    case F::EAN8: return "EAN_8";
    case F::UPCA: return "UPC_A";
    case F::UPCE: return "UPC_E";
    case F::Code128: return "CODE_128";
    case F::Code39: return "CODE_39";
    case F::Code93: return "CODE_93";
    case F::Codabar: return "CODABAR";
    case F::ITF: return "ITF";
    case F::QRCode: return "QR_CODE";
    case F::PDF417: return "PDF_417";
    case F::Aztec: return "AZTEC";
    case F::DataMatrix: return "DATA_MATRIX";
    default: return nullptr;
    }
}

// zxing-cpp 3 gives UPC-A and UPC-E as ISO/IEC 15420's 13 digits (UPC-A as an EAN-13 that starts with 0, UPC-E
// expanded) and keeps UPC-E's own digits in an extra. Cards store what 1.4 and 2.x read, so they are read back as
// those versions did: an EAN-13 starting with 0 is the UPC-A it also is (2.x's rule when both are asked for), 12
// digits, and a UPC-E its 8.
void as_read_before_3(const Found &result, ZXing::BarcodeFormat &found, std::string &text) {
#if ZXING_VERSION_MAJOR >= 3
    if (found == ZXing::BarcodeFormat::UPCE) {
        text = result.extra(ZXing::BarcodeExtra::UPCE);
    } else if (found == ZXing::BarcodeFormat::EAN13 && text.size() == 13 && text.front() == '0') {
        found = ZXing::BarcodeFormat::UPCA;
        text.erase(0, 1);
    }
#else
    (void)result, (void)found, (void)text;
#endif
}

void copy_out(char *dst, int cap, const char *src) {
    if (dst && cap > 0) std::snprintf(dst, static_cast<size_t>(cap), "%s", src);
}

} // namespace

extern "C" int mycards_barcode_decode(const unsigned char *grey, int width, int height, int row_stride,
                                      char *text, int text_capacity, int *text_length,
                                      char *format, int format_capacity) {
    if (text_length) *text_length = 0;
    copy_out(text, text_capacity, "");
    copy_out(format, format_capacity, "");
    if (!grey || width <= 0 || height <= 0 || row_stride < width || !text || text_capacity <= 0)
        return MYCARDS_DEC_BAD_ARGUMENT;

    const ZXingFunctions &library = zxing();
    if (!library.read || !library.utf8) {
        copy_out(text, text_capacity, library.error);
        return MYCARDS_DEC_UNAVAILABLE;
    }

    // zxing allocates (bad_alloc) and may throw from deep inside readers;
    // an exception crossing into Swift would abort the app, so catch all.
    try {
        using F = ZXing::BarcodeFormat;
        Options hints;
        // Restricting formats keeps DataBar/MaxiCode/MicroQR from ever being
        // reported (we could not name them) and saves time.
        hints.setFormats(F::EAN13 | F::EAN8 | F::UPCA | F::UPCE | F::Code128 | F::Code39 | F::Code93 |
                         F::Codabar | F::ITF | F::QRCode | F::PDF417 | F::Aztec | F::DataMatrix);
#if ZXING_VERSION_MAJOR < 2
        hints.setReturnCodabarStartEnd(true);
#endif

        ZXing::ImageView view(grey, width, height, ZXing::ImageFormat::Lum, row_stride);
        Found result = library.read(view, hints);
        if (!result.isValid()) return MYCARDS_DEC_NOTHING;

        ZXing::BarcodeFormat found = result.format();
        std::string utf8 = library.utf8(&result);
        as_read_before_3(result, found, utf8);
        const char *name = catima_name(found);
        if (!name) return MYCARDS_DEC_NOTHING;

        if (text_length) *text_length = static_cast<int>(utf8.size());
        if (utf8.size() + 1 > static_cast<size_t>(text_capacity)) return MYCARDS_DEC_TEXT_TOO_LONG;
        std::memcpy(text, utf8.c_str(), utf8.size() + 1);
        copy_out(format, format_capacity, name);
        return MYCARDS_DEC_FOUND;
    } catch (const std::exception &e) {
        copy_out(text, text_capacity, e.what());
        return MYCARDS_DEC_INTERNAL;
    } catch (...) {
        copy_out(text, text_capacity, "unknown C++ exception");
        return MYCARDS_DEC_INTERNAL;
    }
}
