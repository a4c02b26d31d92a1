#ifndef CIMAGECODECS_H
#define CIMAGECODECS_H

#include <stddef.h>
#include <stdint.h>

/*
 * PNG and JPEG through libpng and libjpeg-turbo, behind functions that never exit, never print and never
 * read past the input. Every function returns one of the CIC_* status codes and, on failure, writes a
 * NUL-terminated reason into `message` (at most `message_capacity` bytes, CIC_MESSAGE_CAPACITY is enough).
 * Buffers handed out in CICImage.pixels and CICBuffer.bytes belong to the caller: release them with cic_free.
 */

#define CIC_OK 0
#define CIC_CORRUPT 1          /* not a readable image of the expected format */
#define CIC_TOO_LARGE 2        /* a side exceeds the caller's limit; the dimensions are still reported */
#define CIC_OUT_OF_MEMORY 3
#define CIC_INVALID_ARGUMENT 4
#define CIC_ENCODE_FAILED 5

#define CIC_MESSAGE_CAPACITY 256

typedef struct CICDimensions {
    uint32_t width;
    uint32_t height;
} CICDimensions;

/* Decoded pixels: width * height RGBA quadruplets, top row first, no padding. */
typedef struct CICImage {
    uint8_t *pixels;
    uint32_t width;
    uint32_t height;
} CICImage;

/* Encoded bytes. */
typedef struct CICBuffer {
    uint8_t *bytes;
    size_t length;
} CICBuffer;

/* Reads only the signature and the IHDR chunk. */
int cic_png_read_header(const uint8_t *data, size_t length, CICDimensions *dimensions, char *message,
                        size_t message_capacity);

/* Decodes into the caller's `pixels`, which must hold exactly width * height * 4 bytes as the header gives them
 * (cic_png_read_header), else CIC_INVALID_ARGUMENT. Refuses (CIC_TOO_LARGE) images wider or taller than
 * max_dimension before reading any pixels. On failure the buffer's contents are unspecified. */
int cic_png_decode(const uint8_t *data, size_t length, uint32_t max_dimension, uint8_t *pixels,
                   size_t pixels_capacity, char *message, size_t message_capacity);

/* Proves the PNG whole without decoding it: the header, every chunk inside the data and every critical chunk's
 * CRC, IDAT and IEND there. CIC_TOO_LARGE as cic_png_decode reports it; damage is CIC_CORRUPT. */
int cic_png_check(const uint8_t *data, size_t length, uint32_t max_dimension, CICDimensions *dimensions,
                  char *message, size_t message_capacity);

int cic_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, CICBuffer *output, char *message,
                   size_t message_capacity);

/* Parses the markers up to the first scan; no pixel data is decoded. */
int cic_jpeg_read_header(const uint8_t *data, size_t length, CICDimensions *dimensions, char *message,
                         size_t message_capacity);

/* Refuses (CIC_TOO_LARGE) images wider or taller than max_dimension before allocating any pixels.
 * Damage in the compressed data (truncation, bad entropy codes) is an error, not a grey patch. */
int cic_jpeg_decode(const uint8_t *data, size_t length, uint32_t max_dimension, CICImage *image, char *message,
                    size_t message_capacity);

/* Alpha is dropped; quality is clamped to 1...100. */
int cic_jpeg_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int quality, CICBuffer *output,
                    char *message, size_t message_capacity);

/* A raw deflate stream (a zip entry's data) inflated to nowhere: CIC_OK when it ends inside its `length` bytes,
 * `inflated` then holding its inflated size; CIC_TOO_LARGE as soon as more than `limit` bytes came out; CIC_CORRUPT
 * when it is damaged or the bytes run out before its end. */
int cic_inflate_check(const uint8_t *data, size_t length, size_t limit, size_t *inflated);

void cic_free(void *buffer);

#endif
