#ifndef MYCARDS_BARCODE_READER_H
#define MYCARDS_BARCODE_READER_H

/* Plain C interface so Swift imports it without C++ interop; the
 * implementation is C++ (zxing-cpp) and must never let an exception out. */

#ifdef __cplusplus
extern "C" {
#endif

enum {
    MYCARDS_DEC_FOUND = 1,
    MYCARDS_DEC_NOTHING = 0,
    MYCARDS_DEC_BAD_ARGUMENT = -1,
    MYCARDS_DEC_INTERNAL = -2,     /* zxing threw (message in `text`) */
    MYCARDS_DEC_TEXT_TOO_LONG = -3, /* *text_length says how many bytes (+1 for NUL) are needed */
    MYCARDS_DEC_UNAVAILABLE = -4   /* libZXing.so.2 could not be loaded (dlerror's message in `text`) */
};

/* Looks for the first barcode in an 8-bit greyscale image (`row_stride`
 * bytes per row, >= width). Only our 13 symbologies are searched. On
 * MYCARDS_DEC_FOUND, `text` gets the UTF-8 content (NUL-terminated,
 * *text_length = its byte length) and `format` our symbology name
 * ("EAN_13", "QR_CODE", ...). Codabar is returned with its start/stop
 * characters so that it round-trips with the encoder. */
int mycards_barcode_decode(const unsigned char *grey, int width, int height, int row_stride,
                           char *text, int text_capacity, int *text_length,
                           char *format, int format_capacity);

#ifdef __cplusplus
}
#endif

#endif
