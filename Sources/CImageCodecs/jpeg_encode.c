#include <stdlib.h>
#include <string.h>

#include "CImageCodecs.h"
#include "codec_support.h"
#include "jpeg_failure.h"

/* A growable destination of our own: jpeg_mem_dest may leave the caller's pointer dangling when the encoder
 * fails after it has grown its buffer. */
typedef struct GrowingDestination {
    struct jpeg_destination_mgr manager;
    uint8_t *bytes;
    size_t capacity;
} GrowingDestination;

static void start_destination(j_compress_ptr info) {
    GrowingDestination *destination = (GrowingDestination *)info->dest;
    destination->manager.next_output_byte = destination->bytes;
    destination->manager.free_in_buffer = destination->capacity;
}

static boolean grow_destination(j_compress_ptr info) {
    GrowingDestination *destination = (GrowingDestination *)info->dest;
    const size_t used = destination->capacity;
    uint8_t *grown = realloc(destination->bytes, used * 2);
    if (grown == NULL) {
        ERREXIT(info, JERR_OUT_OF_MEMORY);
    }
    destination->bytes = grown;
    destination->capacity = used * 2;
    destination->manager.next_output_byte = grown + used;
    destination->manager.free_in_buffer = used;
    return TRUE;
}

static void finish_destination(j_compress_ptr info) { (void)info; }

int cic_jpeg_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int quality, CICBuffer *output,
                    char *message, size_t message_capacity) {
    if (rgba == NULL || output == NULL || width == 0 || height == 0) {
        cic_set_message(message, message_capacity, "missing argument");
        return CIC_INVALID_ARGUMENT;
    }
    struct jpeg_compress_struct info;
    JPEGFailure failure;
    cic_install_jpeg_failure(&failure);
    info.err = &failure.manager;
    GrowingDestination destination = {
        .manager = {.init_destination = start_destination,
                    .empty_output_buffer = grow_destination,
                    .term_destination = finish_destination},
        .bytes = NULL,
        .capacity = 0,
    };
    /* The buffer lives in memory reached through a pointer, so its value survives the longjmp. */
    GrowingDestination *volatile target = &destination;
    if (setjmp(failure.jump)) {
        jpeg_destroy_compress(&info);
        free(target->bytes);
        cic_set_message(message, message_capacity, failure.reason);
        return CIC_ENCODE_FAILED;
    }
    jpeg_create_compress(&info);
    destination.capacity = 64 * 1024;
    destination.bytes = malloc(destination.capacity);
    if (destination.bytes == NULL) {
        ERREXIT(&info, JERR_OUT_OF_MEMORY);
    }
    info.dest = &destination.manager;
    info.image_width = width;
    info.image_height = height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
    jpeg_start_compress(&info, TRUE);
    const size_t row_length = (size_t)width * 4;
    while (info.next_scanline < info.image_height) {
        JSAMPROW rows[1] = {(JSAMPROW)(rgba + (size_t)info.next_scanline * row_length)};
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    output->bytes = destination.bytes;
    output->length = destination.capacity - destination.manager.free_in_buffer;
    jpeg_destroy_compress(&info);
    return CIC_OK;
}
