/* `make check-zxing2` (scripts/check-zxing2.sh): the barcode reader's shim (Sources/CBarcodeReader), built against
 * whichever zxing-cpp the script gives it, reads what My Cards draws: each symbology's sample number drawn by our
 * encoder's shim (libzint) into a picture, and the terminal screenshot of an EAN-13 code in Docs/ (check-scan's).
 * Prints one line per read and closes with "N passed, N failed"; exits 1 when any failed.
 * Usage: read_codes SCREENSHOT.png */
#include "mycards_barcode_encoder.h"
#include "mycards_barcode_reader.h"

#include <png.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { PIXELS_PER_MODULE = 3, QUIET_MODULES = 10, LINEAR_HEIGHT = 60, CAPACITY = 1 << 16 };

/* Barcode+Samples.swift's numbers, with the names the shim reports; Codabar with the start and stop letters the app
 * adds before drawing and takes off after reading (BarcodeReader.swift): the reader must return them. */
static const struct {
    int symbology;
    const char *format;
    const char *number;
} samples[] = {
    {MYCARDS_SYM_EAN_13, "EAN_13", "5901234123457"},  {MYCARDS_SYM_EAN_8, "EAN_8", "96385074"},
    {MYCARDS_SYM_UPC_A, "UPC_A", "036000291452"},     {MYCARDS_SYM_UPC_E, "UPC_E", "01234565"},
    {MYCARDS_SYM_CODE_128, "CODE_128", "MYCARDS-12345"}, {MYCARDS_SYM_CODE_39, "CODE_39", "CARD 42"},
    {MYCARDS_SYM_CODE_93, "CODE_93", "CARD93"},        {MYCARDS_SYM_CODABAR, "CODABAR", "A123456A"},
    {MYCARDS_SYM_ITF, "ITF", "12345678"},              {MYCARDS_SYM_QR_CODE, "QR_CODE", "https://example.com/card/42"},
    {MYCARDS_SYM_PDF_417, "PDF_417", "Loyalty 1234567890"}, {MYCARDS_SYM_AZTEC, "AZTEC", "AZTEC-42"},
    {MYCARDS_SYM_DATA_MATRIX, "DATA_MATRIX", "DM-0042"},
};

static int passed, failed;

static void expect_read(const char *what, const unsigned char *grey, int width, int height, const char *format,
                        const char *number) {
    char text[512], found[32];
    int length = 0;
    int status = mycards_barcode_decode(grey, width, height, width, text, sizeof text, &length, found, sizeof found);
    int ok = status == MYCARDS_DEC_FOUND && strcmp(found, format) == 0 && strcmp(text, number) == 0;
    printf("%s %-11s %-28s read %s \"%s\" (status %d)\n", ok ? "pass" : "FAIL", format, what,
           status == MYCARDS_DEC_FOUND ? found : "nothing", status == MYCARDS_DEC_FOUND ? text : "", status);
    ok ? passed++ : failed++;
}

/* The bare modules as a picture: black on white, a quiet zone around, linear codes drawn tall. */
static void read_drawn(int symbology, const char *format, const char *number) {
    static unsigned char modules[CAPACITY];
    char error[256] = "";
    int columns = 0, rows = 0;
    if (mycards_barcode_encode(symbology, number, modules, CAPACITY, &columns, &rows, error, sizeof error) != 0) {
        printf("FAIL %-11s not drawn: %s\n", format, error);
        failed++;
        return;
    }
    int linear = rows == 1;
    int width = (columns + 2 * QUIET_MODULES) * PIXELS_PER_MODULE;
    int height = linear ? LINEAR_HEIGHT + 2 * QUIET_MODULES * PIXELS_PER_MODULE
                        : (rows + 2 * QUIET_MODULES) * PIXELS_PER_MODULE;
    unsigned char *grey = malloc((size_t)width * (size_t)height);
    if (!grey) exit(2);
    memset(grey, 255, (size_t)width * (size_t)height);
    for (int y = 0; y < height; y++) {
        int row = linear ? 0 : y / PIXELS_PER_MODULE - QUIET_MODULES;
        if (linear && (y < QUIET_MODULES * PIXELS_PER_MODULE || y >= height - QUIET_MODULES * PIXELS_PER_MODULE))
            continue;
        if (row < 0 || row >= rows) continue;
        for (int x = 0; x < width; x++) {
            int column = x / PIXELS_PER_MODULE - QUIET_MODULES;
            if (column >= 0 && column < columns && modules[row * columns + column]) grey[y * width + x] = 0;
        }
    }
    expect_read("drawn by our encoder", grey, width, height, format, number);
    free(grey);
}

static void read_screenshot(const char *path) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, path)) {
        printf("FAIL %s: %s\n", path, image.message);
        failed++;
        return;
    }
    image.format = PNG_FORMAT_GRAY;
    unsigned char *grey = malloc(PNG_IMAGE_SIZE(image));
    if (!grey || !png_image_finish_read(&image, NULL, grey, 0, NULL)) {
        printf("FAIL %s: %s\n", path, image.message);
        failed++;
        free(grey);
        return;
    }
    expect_read("in the xterm screenshot", grey, (int)image.width, (int)image.height, "EAN_13", "5901234123457");
    free(grey);
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: read_codes SCREENSHOT.png\n");
        return 64;
    }
    for (size_t i = 0; i < sizeof samples / sizeof samples[0]; i++)
        read_drawn(samples[i].symbology, samples[i].format, samples[i].number);
    read_screenshot(argv[1]);
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
