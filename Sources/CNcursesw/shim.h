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
// Debian's ncursesw and Homebrew's ncurses (keg-only: its include folder must be passed) keep the wide-character
// header under ncursesw/; macOS's own ncurses has only <curses.h>.
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

/// Columns a character takes on a terminal (-1 when unprintable); wcwidth is a macro-guarded X/Open name.
static inline int mycards_wcwidth(wchar_t character) { return wcwidth(character); }

#include <sys/ioctl.h>
#include <unistd.h>

// Swift imports neither function-like macros nor (under Swift 6) the mutable C globals of curses,
// so every one of them the terminal needs is wrapped below.

static inline attr_t mycards_attr_bold(void) { return WA_BOLD; }
static inline attr_t mycards_attr_reverse(void) { return WA_REVERSE; }
static inline attr_t mycards_attr_underline(void) { return WA_UNDERLINE; }
static inline attr_t mycards_attr_dim(void) { return WA_DIM; }
static inline attr_t mycards_attr_normal(void) { return WA_NORMAL; }
static inline attr_t mycards_attr_color(void) { return A_COLOR; }

static inline WINDOW *mycards_stdscr(void) { return stdscr; }
static inline int mycards_colors(void) { return COLORS; }
static inline int mycards_color_pairs(void) { return COLOR_PAIRS; }
static inline int mycards_lines(void) { return LINES; }
static inline int mycards_cols(void) { return COLS; }

static inline void mycards_getmaxyx(WINDOW *window, int *rows, int *columns) {
    int y = 0, x = 0;
    getmaxyx(window, y, x);
    *rows = y;
    *columns = x;
}

/// The screen on the process's own stdout/stdin; `stdout`/`stdin` are globals Swift 6 will not touch.
/// NULL (never an exit) when `$TERM` is unset or unknown.
static inline SCREEN *mycards_newterm(void) { return newterm(NULL, stdout, stdin); }

/// The screen on stdout/stdin for the terminfo entry `name` instead of `$TERM`'s (a direct-colour entry of the
/// same terminal); NULL when terminfo has no such entry.
static inline SCREEN *mycards_newterm_named(const char *name) { return newterm(name, stdout, stdin); }

/// The window size the kernel reports for the terminal on `fd`; 0 on success.
static inline int mycards_window_size(int fd, int *rows, int *columns) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return -1;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 0;
}

/// A terminfo string capability, or NULL when absent (tigetstr's (char *)-1 included).
static inline const char *mycards_terminfo_string(const char *name) {
    char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) return NULL;
    return value;
}

static inline mmask_t mycards_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t mycards_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t mycards_button1_triple_clicked(void) { return BUTTON1_TRIPLE_CLICKED; }
static inline mmask_t mycards_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t mycards_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t mycards_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t mycards_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t mycards_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t mycards_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }

static inline int mycards_key_f(int number) { return KEY_F(number); }

#endif
