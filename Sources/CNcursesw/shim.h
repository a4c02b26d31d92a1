#ifndef MYCARDS_CNCURSESW_SHIM_H
#define MYCARDS_CNCURSESW_SHIM_H

// SwiftPM drops the -D flags pkg-config gives, so ask for the wide-character API here,
// before any system header, or get_wch/add_wch/cchar_t and wcwidth are not declared.
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 700
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

/// Columns a character takes on a terminal (-1 when unprintable); wcwidth is a macro-guarded X/Open name.
static inline int mycards_wcwidth(wchar_t character) { return wcwidth(character); }

#endif
