#include <stdlib.h>
#include <zlib.h>

#include "CImageCodecs.h"

/*
 * A zip entry's raw deflate stream inflated to nowhere, 64 KiB at a time, counting what comes out. ZIPFoundation
 * (0.9.20) inflates on Linux in a loop that ends only at the stream's end: an entry whose stream runs on past the
 * end of the archive has it reading empty chunks forever. Checked here first, the stream is known to end inside its
 * own bytes, and to inflate to at most `limit` bytes, before ZIPFoundation reads it.
 */
int cic_inflate_check(const uint8_t *data, size_t length, size_t limit, size_t *inflated) {
    if (inflated == NULL || (data == NULL && length > 0)) {
        return CIC_INVALID_ARGUMENT;
    }
    *inflated = 0;
    enum { chunk = 64 * 1024 };
    unsigned char *output = malloc(chunk);
    if (output == NULL) {
        return CIC_OUT_OF_MEMORY;
    }
    z_stream stream = {0};
    if (inflateInit2(&stream, -MAX_WBITS) != Z_OK) {
        free(output);
        return CIC_OUT_OF_MEMORY;
    }
    size_t remaining = length;
    stream.next_in = (unsigned char *)data;
    int status = CIC_CORRUPT;
    for (;;) {
        if (stream.avail_in == 0 && remaining > 0) {
            uInt step = remaining > (size_t)UINT32_MAX ? UINT32_MAX : (uInt)remaining;
            stream.avail_in = step;
            remaining -= step;
        }
        stream.next_out = output;
        stream.avail_out = chunk;
        int result = inflate(&stream, Z_NO_FLUSH);
        *inflated += chunk - stream.avail_out;
        if (*inflated > limit) {
            status = CIC_TOO_LARGE;
            break;
        }
        if (result == Z_STREAM_END) {
            status = CIC_OK;
            break;
        }
        /* Damage, or the input is used up (no progress possible) before the stream's end. */
        if (result != Z_OK || (stream.avail_in == 0 && remaining == 0 && stream.avail_out != 0)) {
            break;
        }
    }
    inflateEnd(&stream);
    free(output);
    return status;
}
