#ifndef MYCARDS_BARCODE_ENCODER_H
#define MYCARDS_BARCODE_ENCODER_H

/* Deliberately does not include zint.h: callers (Swift) only see our own
 * symbology numbers, so libzint's constants never leak into the product. */

#ifdef __cplusplus
extern "C" {
#endif

/* Keep in sync with Symbology.cEncoderID in Swift. Values are ours, not zint's. */
enum {
    MYCARDS_SYM_EAN_13 = 1,
    MYCARDS_SYM_EAN_8 = 2,
    MYCARDS_SYM_UPC_A = 3,
    MYCARDS_SYM_UPC_E = 4,
    MYCARDS_SYM_CODE_128 = 5,
    MYCARDS_SYM_CODE_39 = 6,
    MYCARDS_SYM_CODE_93 = 7,
    MYCARDS_SYM_CODABAR = 8,
    MYCARDS_SYM_ITF = 9,
    MYCARDS_SYM_QR_CODE = 10,
    MYCARDS_SYM_PDF_417 = 11,
    MYCARDS_SYM_AZTEC = 12,
    MYCARDS_SYM_DATA_MATRIX = 13
};

/* Return codes. */
enum {
    MYCARDS_ENC_OK = 0,
    MYCARDS_ENC_BAD_ARGUMENT = -1,   /* unknown symbology, NULL pointers, bad input for the symbology */
    MYCARDS_ENC_CAPACITY = -2,       /* modules buffer too small: *width x *height tells what is needed */
    MYCARDS_ENC_NO_MEMORY = -3,
    /* libzint's refusals, mapped from its ZINT_ERROR_* codes (its errtxt is in `error`, for a log only) */
    MYCARDS_ENC_TOO_LONG = -4,       /* more than the symbology holds */
    MYCARDS_ENC_INVALID_DATA = -5,   /* characters or a check digit the symbology refuses */
    MYCARDS_ENC_REFUSED = -6         /* any other refusal */
};

/* Encodes UTF-8 `text` and writes the bare symbol (no quiet zone, no
 * human-readable text, no scaling) as a row-major matrix, 1 = dark, into
 * `modules` (capacity bytes). Linear codes give height 1. Stacked codes
 * (PDF417) give each row repeated by its nominal height in X (3 for PDF417),
 * so every cell is a square module. Never prints, never exits; the shim keeps
 * no state (each call uses its own zint_symbol). `error` gets a NUL-terminated
 * message on failure (may be NULL). */
int mycards_barcode_encode(int symbology, const char *text,
                           unsigned char *modules, int capacity,
                           int *width, int *height,
                           char *error, int error_capacity);

#ifdef __cplusplus
}
#endif

#endif
