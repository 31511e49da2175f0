// The terminal's palette is the user's: curses must never reset it.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <ncurses.h>

#include "CTerminal.h"

void ct_forget_palette_reset(void) {
  // ncurses sends `oc` (orig_colors, ESC ]104 BEL on xterm) from _nc_screen_resume, when it
  // takes the screen back after ^Z (or any endwin) with colour on, though nothing here ever
  // changed a colour: it would undo a palette the user set (base16-shell, pywal), for good.
  // There is no call to remove a capability, and the copy the library reads is private; but
  // tigetstr hands out that copy's own string, in the entry read for this screen (heap memory,
  // freed with it). Made empty, it is still there and sends nothing. Debian's ncurses has no
  // compiled-in (read-only) entries; the PaletteTests end-to-end test checks the effect.
  char *reset = tigetstr("oc");
  if (reset != NULL && reset != (char *)-1 && reset[0] != '\0') reset[0] = '\0';
}
