#ifndef CIC_JPEG_FAILURE_H
#define CIC_JPEG_FAILURE_H

#include <setjmp.h>

/* jpeglib.h first: jerror.h depends on its configuration macros; jpeglib.h needs stdio.h. */
#include <stdio.h>

#include <jpeglib.h>

#include <jerror.h>

/* libjpeg's default handler prints and calls exit(): ours records the reason and jumps back to the caller. */
typedef struct JPEGFailure {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char reason[JMSG_LENGTH_MAX];
} JPEGFailure;

/* Makes `failure` the error manager to install in a libjpeg object: errors, and the warnings that mean the
 * compressed data is damaged, longjmp to failure->jump with the reason in failure->reason. Nothing is printed. */
void cic_install_jpeg_failure(JPEGFailure *failure);

#endif
