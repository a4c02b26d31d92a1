#ifndef CHAFABENCH_CCHAFA_SHIM_H
#define CHAFABENCH_CCHAFA_SHIM_H
#include <chafa.h>
#endif
