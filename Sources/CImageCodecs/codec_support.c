#include "codec_support.h"

#include <stdio.h>
#include <stdlib.h>

#include "CImageCodecs.h"

void cic_set_message(char *message, size_t message_capacity, const char *text) {
    if (message == NULL || message_capacity == 0) {
        return;
    }
    snprintf(message, message_capacity, "%s", text == NULL ? "" : text);
}

size_t cic_rgba_length(uint32_t width, uint32_t height) {
    const size_t row = (size_t)width * 4;
    if (height != 0 && row > SIZE_MAX / height) {
        return 0;
    }
    return row * height;
}

void cic_free(void *buffer) { free(buffer); }
