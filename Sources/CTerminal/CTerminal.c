// Text helpers: the locale, the C library's width of a code point, writing one cell, and whether
// terminfo knows a terminal type.
#define _XOPEN_SOURCE 700
#define _DEFAULT_SOURCE 1

#include "CTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <limits.h>
#include <stdlib.h>
#include <term.h>
#include <termios.h>
#include <locale.h>
#include <string.h>

static int ct_codeset_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

int ct_use_utf8_locale(void) {
  // Only the character set matters to curses; numbers and messages keep the C locale, so
  // nothing else in the process changes behaviour.
  setlocale(LC_CTYPE, "");
  if (ct_codeset_is_utf8()) return 1;
  static const char *const fallbacks[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8"};
  for (size_t i = 0; i < sizeof fallbacks / sizeof fallbacks[0]; i++) {
    if (setlocale(LC_CTYPE, fallbacks[i]) != NULL && ct_codeset_is_utf8()) return 1;
  }
  return 0;
}

int ct_environment_codeset(char *out, size_t capacity) {
  // The locale in force is kept: only the environment's is looked at.
  const char *current = setlocale(LC_CTYPE, NULL);
  char saved[256] = "C";
  if (current != NULL && strlen(current) < sizeof saved) strcpy(saved, current);
  setlocale(LC_CTYPE, "");
  int is_utf8 = ct_codeset_is_utf8();
  const char *codeset = nl_langinfo(CODESET);
  if (out != NULL && capacity > 0) {
    out[0] = 0;
    if (codeset != NULL && strlen(codeset) < capacity) strcpy(out, codeset);
  }
  setlocale(LC_CTYPE, saved);
  return is_utf8;
}

int ct_escape_delay_from_environment(void) {
  // ncurses' own rule (_nc_getenv_num, read by newterm): a number strtol reads whole, in any
  // base it knows (`0x40`), not negative and within an int; otherwise ESCDELAY is not used.
  const char *text = getenv("ESCDELAY");
  if (text == NULL) return -1;
  char *end = NULL;
  long value = strtol(text, &end, 0);
  if (value < 0 || end == text || *end != 0 || value > INT_MAX) return -1;
  return (int)value;
}

int ct_wcwidth(wchar_t scalar) { return wcwidth(scalar); }

int ct_put_cell(
    WINDOW *window, int y, int x, const wchar_t *chars, int count, attr_t attributes, int pair) {
  if (window == NULL || chars == NULL || count < 1) return ERR;
  cchar_t cell;
  memset(&cell, 0, sizeof cell);
  wchar_t spacing[2] = {chars[0], L'\0'};
  if (setcchar(&cell, spacing, attributes, (short)pair, &pair) != OK) return ERR;
  // setcchar stops at the first spacing character after the first, which would cut a
  // zero-width-joined emoji short, so the rest of the cluster goes in by hand.
  for (int i = 1; i < count && i < CCHARW_MAX; i++) cell.chars[i] = chars[i];
  return mvwadd_wch(window, y, x, &cell);
}

int ct_knows_terminal_type(const char *name) {
  TERMINAL *saved = cur_term;
  int descriptor = open("/dev/null", O_RDWR);
  int error = 0;
  int result = setupterm(name, descriptor >= 0 ? descriptor : STDERR_FILENO, &error);
  if (descriptor >= 0) close(descriptor);
  if (result == OK) {
    TERMINAL *made = set_curterm(saved);
    if (made != NULL && made != saved) del_curterm(made);
  } else {
    set_curterm(saved);
  }
  return result == OK;
}

void ct_await_foreground(int fd) {
  struct termios settings;
  if (tcgetattr(fd, &settings) != 0) return;
  // Setting the same settings from a background process group is what stops it (SIGTTOU), as
  // the kernel does for any change of the terminal's settings, until it is continued in the
  // foreground; then the call is made again and succeeds. With SIGTTOU ignored or blocked it
  // succeeds at once; in an orphaned group it fails (EIO): either way the caller goes on.
  while (tcsetattr(fd, TCSANOW, &settings) != 0 && errno == EINTR) {
  }
}
