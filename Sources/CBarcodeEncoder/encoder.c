/* Thin, silent wrapper over libzint (Debian bookworm: zint 2.11.1).
 * We only use ZBarcode_Create/Encode/Delete: they never print (symbol->debug
 * stays 0) and never exit; all diagnostics land in symbol->errtxt. We skip
 * zint's raster/vector output entirely because it adds quiet zones, HRT,
 * EAN guard-bar descenders and add-on gaps - the caller wants bare modules. */

#include "mycards_barcode_encoder.h"

#include <zint.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

static void set_error(char *error, int cap, const char *msg) {
    if (error && cap > 0) snprintf(error, (size_t)cap, "%s", msg);
}

static int all_len(const char *text, size_t a, size_t b) {
    size_t n = strlen(text);
    return n == a || n == b;
}

/* Picks the zint symbology for our enum, or 0 after writing a reason.
 * The EAN/UPC rules exist because zint 2.11 silently reinterprets input we
 * consider wrong: BARCODE_EANX turns 8 digits into a zero-padded EAN-13 and
 * <= 5 digits into a lone EAN-2/5 add-on; BARCODE_UPCE turns number system
 * 2..9 into 0; '+' starts an add-on; C25INTER left-pads odd lengths with 0;
 * CODE39 upper-cases. Each of those would make the scanned value differ from
 * the stored one, so we refuse instead. The *_CHK variants make zint verify
 * (rather than append) the check digit when the caller supplies it. */
static int pick_symbology(int sym, const char *text, char *error, int cap) {
    size_t n = strlen(text);
    switch (sym) {
    case MYCARDS_SYM_EAN_13:
    case MYCARDS_SYM_EAN_8:
    case MYCARDS_SYM_UPC_A:
    case MYCARDS_SYM_UPC_E:
        if (strchr(text, '+')) {
            set_error(error, cap, "EAN/UPC add-ons are not supported");
            return 0;
        }
        break;
    default:
        break;
    }
    switch (sym) {
    case MYCARDS_SYM_EAN_13:
        if (!all_len(text, 12, 13)) { set_error(error, cap, "EAN-13 needs 12 or 13 digits"); return 0; }
        return n == 13 ? BARCODE_EANX_CHK : BARCODE_EANX;
    case MYCARDS_SYM_EAN_8:
        if (!all_len(text, 7, 8)) { set_error(error, cap, "EAN-8 needs 7 or 8 digits"); return 0; }
        return n == 8 ? BARCODE_EANX_CHK : BARCODE_EANX;
    case MYCARDS_SYM_UPC_A:
        if (!all_len(text, 11, 12)) { set_error(error, cap, "UPC-A needs 11 or 12 digits"); return 0; }
        return n == 12 ? BARCODE_UPCA_CHK : BARCODE_UPCA;
    case MYCARDS_SYM_UPC_E:
        if (!all_len(text, 7, 8)) { set_error(error, cap, "UPC-E needs 7 or 8 digits"); return 0; }
        if (text[0] != '0' && text[0] != '1') { set_error(error, cap, "UPC-E number system must be 0 or 1"); return 0; }
        return n == 8 ? BARCODE_UPCE_CHK : BARCODE_UPCE;
    case MYCARDS_SYM_CODE_128: return BARCODE_CODE128;
    case MYCARDS_SYM_CODE_39: {
        for (const char *p = text; *p; p++)
            if (*p >= 'a' && *p <= 'z') { set_error(error, cap, "Code 39 has no lower-case letters"); return 0; }
        return BARCODE_CODE39;
    }
    case MYCARDS_SYM_CODE_93: return BARCODE_CODE93;
    case MYCARDS_SYM_CODABAR: return BARCODE_CODABAR;
    case MYCARDS_SYM_ITF:
        if (n % 2) { set_error(error, cap, "ITF needs an even number of digits"); return 0; }
        return BARCODE_C25INTER;
    case MYCARDS_SYM_QR_CODE: return BARCODE_QRCODE;
    case MYCARDS_SYM_PDF_417: return BARCODE_PDF417;
    case MYCARDS_SYM_AZTEC: return BARCODE_AZTEC;
    case MYCARDS_SYM_DATA_MATRIX: return BARCODE_DATAMATRIX;
    default:
        set_error(error, cap, "unknown symbology");
        return 0;
    }
}

/* zint's own module_is_set() is INTERNAL (hidden in libzint.so), so this is a
 * copy of its 2.11 logic: each encoded_data row is a bitfield, 8 modules per
 * byte, least significant bit first ([200][144] = 1152 modules per row).
 * zint < 2.10 packed 7 per byte - recheck this if the library changes.
 * (Ultracode stores colour bytes instead; we never request it.) */
static int module_is_set(const struct zint_symbol *s, int row, int col) {
    return (s->encoded_data[row][col >> 3] >> (col & 7)) & 1;
}

/* How many matrix rows one zint row becomes. Linear symbols have 1 row whose
 * height is a print parameter, so 1. 2D matrix codes report row_height 1.
 * PDF417 rows are 3X tall; zint 2.11 leaves row_height 0 ("share symbol->
 * height equally"), so derive it from height/rows. */
static int row_repeat(const struct zint_symbol *s, int row) {
    if (s->rows <= 1) return 1;
    float h = s->row_height[row] > 0.0f ? s->row_height[row] : s->height / (float)s->rows;
    int r = (int)lroundf(h);
    return r < 1 ? 1 : r;
}

int mycards_barcode_encode(int symbology, const char *text,
                           unsigned char *modules, int capacity,
                           int *width, int *height,
                           char *error, int error_capacity) {
    if (error && error_capacity > 0) error[0] = '\0';
    if (!text || !width || !height || capacity < 0 || (!modules && capacity > 0)) {
        set_error(error, error_capacity, "bad argument");
        return MYCARDS_ENC_BAD_ARGUMENT;
    }
    *width = 0;
    *height = 0;

    int zsym = pick_symbology(symbology, text, error, error_capacity);
    if (!zsym) return MYCARDS_ENC_BAD_ARGUMENT;

    struct zint_symbol *s = ZBarcode_Create();
    if (!s) {
        set_error(error, error_capacity, "out of memory");
        return MYCARDS_ENC_NO_MEMORY;
    }
    s->symbology = zsym;
    /* UTF-8 in: zint converts to Latin-1 or inserts an ECI as the symbology
     * allows, instead of treating the bytes as raw binary. */
    s->input_mode = UNICODE_MODE;

    int rc = ZBarcode_Encode(s, (const unsigned char *)text, (int)strlen(text));
    /* rc 1..4 are warnings (e.g. "ECI inserted"): the symbol is still valid. */
    if (rc >= ZINT_ERROR) {
        set_error(error, error_capacity, s->errtxt);
        ZBarcode_Delete(s);
        switch (rc) {
        case ZINT_ERROR_TOO_LONG: return MYCARDS_ENC_TOO_LONG;
        case ZINT_ERROR_INVALID_DATA:
        case ZINT_ERROR_INVALID_CHECK: return MYCARDS_ENC_INVALID_DATA;
        case ZINT_ERROR_MEMORY: return MYCARDS_ENC_NO_MEMORY;
        default: return MYCARDS_ENC_REFUSED;
        }
    }

    int w = s->width, h = 0;
    for (int r = 0; r < s->rows; r++) h += row_repeat(s, r);
    *width = w;
    *height = h;
    if ((long)w * h > (long)capacity) {
        set_error(error, error_capacity, "module buffer too small");
        ZBarcode_Delete(s);
        return MYCARDS_ENC_CAPACITY;
    }

    unsigned char *out = modules;
    for (int r = 0; r < s->rows; r++) {
        unsigned char *first = out;
        for (int c = 0; c < w; c++) *out++ = (unsigned char)module_is_set(s, r, c);
        for (int k = 1; k < row_repeat(s, r); k++, out += w) memcpy(out, first, (size_t)w);
    }
    ZBarcode_Delete(s);
    return MYCARDS_ENC_OK;
}
