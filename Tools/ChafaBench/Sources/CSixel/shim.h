#include <sixel/sixel.h>
