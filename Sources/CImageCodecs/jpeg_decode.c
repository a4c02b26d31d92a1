#include <stdlib.h>
#include <string.h>

#include "CImageCodecs.h"
#include "codec_support.h"
#include "jpeg_failure.h"

/* A hostile progressive file can carry thousands of tiny scans and keep the decoder busy for minutes. */
#define CIC_MAX_SCANS 500

static void limit_scans(j_common_ptr info) {
    if (!info->is_decompressor) {
        return;
    }
    if (((j_decompress_ptr)info)->input_scan_number > CIC_MAX_SCANS) {
        JPEGFailure *failure = (JPEGFailure *)info->err;
        snprintf(failure->reason, sizeof failure->reason, "more than %d scans", CIC_MAX_SCANS);
        longjmp(failure->jump, 1);
    }
}

int cic_jpeg_read_header(const uint8_t *data, size_t length, CICDimensions *dimensions, char *message,
                         size_t message_capacity) {
    if (data == NULL || dimensions == NULL || length == 0) {
        cic_set_message(message, message_capacity, "missing argument");
        return CIC_INVALID_ARGUMENT;
    }
    struct jpeg_decompress_struct info;
    JPEGFailure failure;
    cic_install_jpeg_failure(&failure);
    info.err = &failure.manager;
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        cic_set_message(message, message_capacity, failure.reason);
        return CIC_CORRUPT;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    dimensions->width = info.image_width;
    dimensions->height = info.image_height;
    jpeg_destroy_decompress(&info);
    return CIC_OK;
}

/* Adobe writes CMYK inverted (0 = full ink); plain CMYK is not. */
static void cmyk_to_rgba(const JSAMPLE *cmyk, uint8_t *rgba, JDIMENSION width, boolean inverted) {
    for (JDIMENSION x = 0; x < width; x++) {
        unsigned c = cmyk[x * 4], m = cmyk[x * 4 + 1], y = cmyk[x * 4 + 2], k = cmyk[x * 4 + 3];
        if (!inverted) {
            c = 255 - c;
            m = 255 - m;
            y = 255 - y;
            k = 255 - k;
        }
        rgba[x * 4] = (uint8_t)((c * k + 127) / 255);
        rgba[x * 4 + 1] = (uint8_t)((m * k + 127) / 255);
        rgba[x * 4 + 2] = (uint8_t)((y * k + 127) / 255);
        rgba[x * 4 + 3] = 255;
    }
}

int cic_jpeg_decode(const uint8_t *data, size_t length, uint32_t max_dimension, CICImage *image, char *message,
                    size_t message_capacity) {
    if (data == NULL || image == NULL || length == 0) {
        cic_set_message(message, message_capacity, "missing argument");
        return CIC_INVALID_ARGUMENT;
    }
    struct jpeg_decompress_struct info;
    struct jpeg_progress_mgr progress = {.progress_monitor = limit_scans};
    JPEGFailure failure;
    cic_install_jpeg_failure(&failure);
    info.err = &failure.manager;
    /* volatile: it changes between setjmp and a possible longjmp, and must be freed after one. */
    uint8_t *volatile pixels = NULL;
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        cic_set_message(message, message_capacity, failure.reason);
        return CIC_CORRUPT;
    }
    jpeg_create_decompress(&info);
    info.progress = &progress;
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    image->width = info.image_width;
    image->height = info.image_height;
    if (info.image_width > max_dimension || info.image_height > max_dimension) {
        jpeg_destroy_decompress(&info);
        cic_set_message(message, message_capacity, "the JPEG is too large");
        return CIC_TOO_LARGE;
    }
    const boolean cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&info);

    const JDIMENSION width = info.output_width;
    const size_t row_length = (size_t)width * 4;
    const size_t pixel_length = cic_rgba_length(width, info.output_height);
    pixels = pixel_length == 0 ? NULL : malloc(pixel_length);
    if (pixels == NULL) {
        jpeg_destroy_decompress(&info);
        cic_set_message(message, message_capacity, "out of memory");
        return CIC_OUT_OF_MEMORY;
    }
    JSAMPARRAY cmyk_row = cmyk ? (*info.mem->alloc_sarray)((j_common_ptr)&info, JPOOL_IMAGE, width * 4, 1) : NULL;
    const JDIMENSION height = info.output_height;
    while (info.output_scanline < height) {
        uint8_t *row = pixels + (size_t)info.output_scanline * row_length;
        JSAMPROW rows[1] = {row};
        /* The memory source never suspends, so anything but one row means the decoder gave up. */
        if (jpeg_read_scanlines(&info, cmyk ? cmyk_row : rows, 1) != 1) {
            snprintf(failure.reason, sizeof failure.reason, "the JPEG data ends early");
            longjmp(failure.jump, 1);
        }
        if (cmyk) {
            cmyk_to_rgba(cmyk_row[0], row, width, info.saw_Adobe_marker);
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    image->pixels = pixels;
    image->width = width;
    image->height = height;
    return CIC_OK;
}
