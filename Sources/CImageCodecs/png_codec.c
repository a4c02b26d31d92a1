#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "CImageCodecs.h"
#include "codec_support.h"

static const uint8_t png_signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

static uint32_t read_big_endian_32(const uint8_t *bytes) {
    return ((uint32_t)bytes[0] << 24) | ((uint32_t)bytes[1] << 16) | ((uint32_t)bytes[2] << 8) | bytes[3];
}

/* Parsed by hand rather than through libpng, which needs the chunks up to IDAT and rejects widths above its
 * own user limit with a generic error: a header alone must be enough to say "too large". */
int cic_png_read_header(const uint8_t *data, size_t length, CICDimensions *dimensions, char *message,
                        size_t message_capacity) {
    if (data == NULL || dimensions == NULL) {
        cic_set_message(message, message_capacity, "missing argument");
        return CIC_INVALID_ARGUMENT;
    }
    /* signature (8), chunk length (4), chunk type (4), width (4), height (4) */
    if (length < 24 || memcmp(data, png_signature, sizeof png_signature) != 0) {
        cic_set_message(message, message_capacity, "not a PNG header");
        return CIC_CORRUPT;
    }
    if (read_big_endian_32(data + 8) != 13 || memcmp(data + 12, "IHDR", 4) != 0) {
        cic_set_message(message, message_capacity, "the PNG does not start with IHDR");
        return CIC_CORRUPT;
    }
    const uint32_t width = read_big_endian_32(data + 16);
    const uint32_t height = read_big_endian_32(data + 20);
    if (width == 0 || height == 0 || width > 0x7FFFFFFF || height > 0x7FFFFFFF) {
        cic_set_message(message, message_capacity, "invalid PNG dimensions");
        return CIC_CORRUPT;
    }
    dimensions->width = width;
    dimensions->height = height;
    return CIC_OK;
}

/* The input as libpng's read callback sees it. */
typedef struct MemoryReader {
    const uint8_t *data;
    size_t length;
    size_t offset;
} MemoryReader;

/* Where libpng's error callback leaves the reason before it jumps back out of the decode. */
typedef struct DecodeFailure {
    jmp_buf jump;
    char *message;
    size_t message_capacity;
} DecodeFailure;

static void read_from_memory(png_structp png, png_bytep output, size_t count) {
    MemoryReader *reader = png_get_io_ptr(png);
    if (count > reader->length - reader->offset) {
        png_error(png, "the PNG is cut short");
    }
    memcpy(output, reader->data + reader->offset, count);
    reader->offset += count;
}

static void on_error(png_structp png, png_const_charp text) {
    DecodeFailure *failure = png_get_error_ptr(png);
    cic_set_message(failure->message, failure->message_capacity, text);
    longjmp(failure->jump, 1);
}

/* Warnings (a damaged ancillary chunk, say) are not failures, and this library never prints. */
static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

/* The transformations libpng's simplified API (png_image_finish_read, PNG_FORMAT_RGBA) sets up, in its order,
 * so the pixels are the ones it gave: palettes and low bit depths expanded, grey made RGB, 16-bit input treated
 * as linear unless its gAMA says otherwise and scaled to 8-bit sRGB, an opaque alpha added where there is none. */
static void request_rgba(png_structp png, png_infop info) {
    png_set_expand(png);
    const png_byte color_type = png_get_color_type(png, info);
    const int has_alpha = (color_type & PNG_COLOR_MASK_ALPHA) != 0 || png_get_valid(png, info, PNG_INFO_tRNS);
    if ((color_type & PNG_COLOR_MASK_COLOR) == 0) {
        png_set_gray_to_rgb(png);
    }
    const int sixteen_bit = png_get_bit_depth(png, info) == 16;
    png_set_alpha_mode_fixed(png, PNG_ALPHA_PNG, sixteen_bit ? PNG_GAMMA_LINEAR : PNG_DEFAULT_sRGB);
    if (sixteen_bit) {
        png_set_scale_16(png);
    }
    if (!has_alpha) {
        png_set_add_alpha(png, 255, PNG_FILLER_AFTER);
    }
    png_set_alpha_mode_fixed(png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);
}

/* The low-level API rather than the simplified one, for two things the simplified one cannot do: decode into
 * the caller's buffer (no copy of the pixels afterwards) and skip zlib's ADLER-32 of the inflated data, which
 * cost as much as a third of inflating a photo. Skipping it is safe: libpng still checks the CRC-32 of every
 * chunk, which covers the compressed bytes, so damage in transit or on disk is still refused; a photo is also
 * proved whole by its chunks and CRCs when it is downloaded (cic_png_check). What the ADLER-32 alone would
 * catch is an IDAT altered with its CRC recomputed that still inflates: a deliberately forged image, which is
 * decoded like any other PNG would be. A deflate stream that does not inflate is still refused. */
static int decode_rows(png_structp png, png_infop info, DecodeFailure *failure, uint8_t *pixels,
                       size_t pixels_capacity) {
    if (setjmp(failure->jump)) {
        return CIC_CORRUPT;
    }
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
    png_set_benign_errors(png, 1);
    png_read_info(png, info);
    const png_uint_32 width = png_get_image_width(png, info);
    const png_uint_32 height = png_get_image_height(png, info);
    if (cic_rgba_length(width, height) != pixels_capacity) {
        cic_set_message(failure->message, failure->message_capacity, "the buffer does not fit the PNG");
        return CIC_INVALID_ARGUMENT;
    }
    request_rgba(png, info);
    const int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        png_error(png, "unexpected row layout");
    }
    /* Rows go straight into the caller's buffer; an interlaced image's later passes fill in the same rows. */
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < height; y++) {
            png_read_row(png, pixels + (size_t)y * width * 4, NULL);
        }
    }
    return CIC_OK;
}

int cic_png_decode(const uint8_t *data, size_t length, uint32_t max_dimension, uint8_t *pixels,
                   size_t pixels_capacity, char *message, size_t message_capacity) {
    if (data == NULL || pixels == NULL) {
        cic_set_message(message, message_capacity, "missing argument");
        return CIC_INVALID_ARGUMENT;
    }
    CICDimensions header;
    const int header_status = cic_png_read_header(data, length, &header, message, message_capacity);
    if (header_status != CIC_OK) {
        return header_status;
    }
    if (header.width > max_dimension || header.height > max_dimension) {
        cic_set_message(message, message_capacity, "the PNG is too large");
        return CIC_TOO_LARGE;
    }
    DecodeFailure failure = {.message = message, .message_capacity = message_capacity};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &failure, on_error, on_warning);
    png_infop info = png == NULL ? NULL : png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        cic_set_message(message, message_capacity, "out of memory");
        return CIC_OUT_OF_MEMORY;
    }
    MemoryReader reader = {.data = data, .length = length, .offset = 0};
    png_set_read_fn(png, &reader, read_from_memory);
    const int status = decode_rows(png, info, &failure, pixels, pixels_capacity);
    png_destroy_read_struct(&png, &info, NULL);
    return status;
}

int cic_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, CICBuffer *output, char *message,
                   size_t message_capacity) {
    if (rgba == NULL || output == NULL || width == 0 || height == 0) {
        cic_set_message(message, message_capacity, "missing argument");
        return CIC_INVALID_ARGUMENT;
    }
    png_image png;
    memset(&png, 0, sizeof png);
    png.version = PNG_IMAGE_VERSION;
    png.width = width;
    png.height = height;
    png.format = PNG_FORMAT_RGBA;

    /* Ask for the exact size first: the worst-case bound is larger than the raw pixels. */
    png_alloc_size_t length = 0;
    if (!png_image_write_to_memory(&png, NULL, &length, 0, rgba, 0, NULL)) {
        cic_set_message(message, message_capacity, png.message);
        return CIC_ENCODE_FAILED;
    }
    uint8_t *bytes = malloc(length);
    if (bytes == NULL) {
        cic_set_message(message, message_capacity, "out of memory");
        return CIC_OUT_OF_MEMORY;
    }
    if (!png_image_write_to_memory(&png, bytes, &length, 0, rgba, 0, NULL)) {
        free(bytes);
        cic_set_message(message, message_capacity, png.message);
        return CIC_ENCODE_FAILED;
    }
    output->bytes = bytes;
    output->length = length;
    return CIC_OK;
}
