#include <png.h>
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

int cic_png_decode(const uint8_t *data, size_t length, uint32_t max_dimension, CICImage *image, char *message,
                   size_t message_capacity) {
    if (data == NULL || image == NULL) {
        cic_set_message(message, message_capacity, "missing argument");
        return CIC_INVALID_ARGUMENT;
    }
    CICDimensions header;
    const int header_status = cic_png_read_header(data, length, &header, message, message_capacity);
    if (header_status != CIC_OK) {
        return header_status;
    }
    image->width = header.width;
    image->height = header.height;
    if (header.width > max_dimension || header.height > max_dimension) {
        cic_set_message(message, message_capacity, "the PNG is too large");
        return CIC_TOO_LARGE;
    }

    png_image png;
    memset(&png, 0, sizeof png);
    png.version = PNG_IMAGE_VERSION;
    /* The simplified API reports failures through png.message and frees its own state when it fails. */
    if (!png_image_begin_read_from_memory(&png, data, length)) {
        cic_set_message(message, message_capacity, png.message);
        return CIC_CORRUPT;
    }
    png.format = PNG_FORMAT_RGBA;
    const size_t pixel_length = cic_rgba_length(png.width, png.height);
    uint8_t *pixels = pixel_length == 0 ? NULL : malloc(pixel_length);
    if (pixels == NULL) {
        png_image_free(&png);
        cic_set_message(message, message_capacity, "out of memory");
        return CIC_OUT_OF_MEMORY;
    }
    if (!png_image_finish_read(&png, NULL, pixels, 0, NULL)) {
        free(pixels);
        cic_set_message(message, message_capacity, png.message);
        return CIC_CORRUPT;
    }
    image->pixels = pixels;
    image->width = png.width;
    image->height = png.height;
    return CIC_OK;
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
