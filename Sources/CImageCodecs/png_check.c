#include <string.h>
#include <zlib.h>

#include "CImageCodecs.h"
#include "codec_support.h"

/*
 * Proves a PNG whole without decoding it. A download of 10,000 cards spent two thirds of its time in libpng,
 * decoding 20,000 pictures (52 µs each for 96×60) only to throw the pixels away; this walk takes 2 µs. It refuses
 * what arrives damaged — cut short (a chunk runs past the end, no IEND), bytes changed (every critical chunk's
 * CRC-32 is checked, as libpng checks it), an impossible header, no image data, an unknown critical chunk.
 * What it cannot see without inflating is a zlib stream that an encoder wrote wrong under correct CRCs: the
 * decoder refuses that when the photo is drawn, and the screens show "the image is damaged" in its place.
 */

static uint32_t big_endian_32(const uint8_t *bytes) {
    return ((uint32_t)bytes[0] << 24) | ((uint32_t)bytes[1] << 16) | ((uint32_t)bytes[2] << 8) | bytes[3];
}

/* The colour type and bit depth pairs the PNG specification allows (section 11.2.2). */
static int valid_depth(uint8_t depth, uint8_t colour_type) {
    switch (colour_type) {
    case 0: return depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16;
    case 3: return depth == 1 || depth == 2 || depth == 4 || depth == 8;
    case 2:
    case 4:
    case 6: return depth == 8 || depth == 16;
    default: return 0;
    }
}

static int corrupt(char *message, size_t message_capacity, const char *reason) {
    cic_set_message(message, message_capacity, reason);
    return CIC_CORRUPT;
}

/* From IHDR (already read) to IEND: each chunk inside the data, each critical chunk's CRC right, IDAT present
 * and in one run, PLTE before it when the colour type needs one. */
static int check_chunks(const uint8_t *data, size_t length, uint8_t colour_type, char *message,
                        size_t message_capacity) {
    size_t position = 8;
    int first = 1, seen_idat = 0, idat_run_over = 0, seen_palette = 0;
    while (1) {
        if (length - position < 12) {
            return corrupt(message, message_capacity, "the PNG is truncated");
        }
        const uint32_t chunk_length = big_endian_32(data + position);
        const uint8_t *type = data + position + 4;
        if (chunk_length > 0x7FFFFFFF || chunk_length > length - position - 12) {
            return corrupt(message, message_capacity, "the PNG is truncated");
        }
        /* Bit 5 of the first letter: lower case is ancillary, whose damage libpng only warns about. */
        const int critical = (type[0] & 0x20) == 0;
        if (critical && crc32(crc32(0L, Z_NULL, 0), type, 4 + chunk_length) != big_endian_32(type + 4 + chunk_length)) {
            return corrupt(message, message_capacity, "a PNG chunk fails its CRC");
        }
        position += 12 + (size_t)chunk_length;
        const int is_idat = memcmp(type, "IDAT", 4) == 0;
        if (is_idat && (idat_run_over || (colour_type == 3 && !seen_palette))) {
            return corrupt(message, message_capacity, "the PNG's chunks are out of order");
        }
        idat_run_over = seen_idat && !is_idat;
        seen_idat = seen_idat || is_idat;
        if (memcmp(type, "IEND", 4) == 0) {
            break;
        }
        if (memcmp(type, "PLTE", 4) == 0) {
            seen_palette = 1;
        } else if (critical && !is_idat && !first) {
            return corrupt(message, message_capacity, "the PNG has an unknown or repeated critical chunk");
        }
        first = 0;
    }
    return seen_idat ? CIC_OK : corrupt(message, message_capacity, "the PNG has no image data");
}

int cic_png_check(const uint8_t *data, size_t length, uint32_t max_dimension, CICDimensions *dimensions,
                  char *message, size_t message_capacity) {
    const int header_status = cic_png_read_header(data, length, dimensions, message, message_capacity);
    if (header_status != CIC_OK) {
        return header_status;
    }
    if (dimensions->width > max_dimension || dimensions->height > max_dimension) {
        cic_set_message(message, message_capacity, "the PNG is too large");
        return CIC_TOO_LARGE;
    }
    /* IHDR's 13 bytes start at offset 16: depth, colour type, compression, filter, interlace. */
    if (length < 33 || !valid_depth(data[24], data[25]) || data[26] != 0 || data[27] != 0 || data[28] > 1) {
        return corrupt(message, message_capacity, "the PNG header is invalid");
    }
    return check_chunks(data, length, data[25], message, message_capacity);
}
