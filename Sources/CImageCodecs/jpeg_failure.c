#include "jpeg_failure.h"

#include <string.h>

static void fail_with_message(j_common_ptr info) {
    JPEGFailure *failure = (JPEGFailure *)info->err;
    (*info->err->format_message)(info, failure->reason);
    longjmp(failure->jump, 1);
}

/* Warnings are not printed. The ones that mean the scan data is damaged or cut short end the decode:
 * libjpeg would otherwise fill the rest of the picture with grey and call it a success. */
static void handle_message(j_common_ptr info, int level) {
    if (level >= 0) {
        return; /* trace output */
    }
    switch (info->err->msg_code) {
    case JWRN_JPEG_EOF:
    case JWRN_HIT_MARKER:
    case JWRN_HUFF_BAD_CODE:
#if JPEG_LIB_VERSION >= 70 || defined(C_ARITH_CODING_SUPPORTED) || defined(D_ARITH_CODING_SUPPORTED)
    case JWRN_ARITH_BAD_CODE:
#endif
    case JWRN_MUST_RESYNC:
        fail_with_message(info);
        break;
    default:
        info->err->num_warnings++;
        break;
    }
}

void cic_install_jpeg_failure(JPEGFailure *failure) {
    memset(failure, 0, sizeof *failure);
    jpeg_std_error(&failure->manager);
    failure->manager.error_exit = fail_with_message;
    failure->manager.emit_message = handle_message;
}
