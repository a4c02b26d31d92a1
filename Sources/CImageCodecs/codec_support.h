#ifndef CIC_CODEC_SUPPORT_H
#define CIC_CODEC_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

/* Copies `text` into the caller's message buffer, truncating, always NUL-terminated. */
void cic_set_message(char *message, size_t message_capacity, const char *text);

/* width * height * 4, or 0 when the product does not fit in size_t. */
size_t cic_rgba_length(uint32_t width, uint32_t height);

#endif
