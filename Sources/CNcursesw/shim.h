#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

// SwiftPM drops pkg-config's -D_XOPEN_SOURCE, so turn on the wide-character API here.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <locale.h>
#include <ncurses.h>

#endif
