// Writing a grapheme cluster longer than a curses cell holds straight to the terminal.
#define _XOPEN_SOURCE 700
#define _DEFAULT_SOURCE 1

#include "CTerminal.h"

#include <term.h>

/// The current terminal's string capability `name`, or NULL when it has none.
static const char *ct_capability(const char *name) {
  char *value = tigetstr(name);
  return value == NULL || value == (char *)-1 || value[0] == 0 ? NULL : value;
}

int ct_can_save_cursor(void) {
  return ct_capability("sc") != NULL && ct_capability("rc") != NULL &&
         ct_capability("cup") != NULL && ct_capability("sgr0") != NULL;
}

/// Appends `capability` without its padding to `out` at `*length`; 0 when it does not fit.
static int ct_append(const char *capability, char *out, size_t capacity, size_t *length) {
  if (capability == NULL) return 1;
  size_t added = ct_without_padding(capability, out + *length, capacity - *length);
  if (added == 0 && capability[0] != 0) return 0;
  *length += added;
  return 1;
}

long ct_write_whole_cluster(
    int descriptor, int y, int x, const char *utf8, size_t count, attr_t attributes, int pair) {
  if (!ct_can_save_cursor() || utf8 == NULL || count == 0) return -1;
  char bytes[1024];
  size_t length = 0;
  const char *reset = ct_capability("sgr0");
  int fits = ct_append(ct_capability("sc"), bytes, sizeof bytes, &length) &&
             ct_append(tiparm(ct_capability("cup"), y, x), bytes, sizeof bytes, &length) &&
             ct_append(reset, bytes, sizeof bytes, &length);
  static const struct {
    attr_t attribute;
    const char *name;
  } modes[] = {{A_BOLD, "bold"}, {A_DIM, "dim"}, {A_UNDERLINE, "smul"}, {A_REVERSE, "rev"}};
  for (size_t i = 0; fits && i < sizeof modes / sizeof modes[0]; i++) {
    if (attributes & modes[i].attribute)
      fits = ct_append(ct_capability(modes[i].name), bytes, sizeof bytes, &length);
  }
  int foreground = -1, background = -1;
  if (fits && pair > 0 && extended_pair_content(pair, &foreground, &background) == OK) {
    const char *setaf = ct_capability("setaf");
    const char *setab = ct_capability("setab");
    if (foreground >= 0 && setaf != NULL)
      fits = ct_append(tiparm(setaf, foreground), bytes, sizeof bytes, &length);
    if (fits && background >= 0 && setab != NULL)
      fits = ct_append(tiparm(setab, background), bytes, sizeof bytes, &length);
  }
  if (!fits || count > sizeof bytes - length) return -1;
  memcpy(bytes + length, utf8, count);
  length += count;
  // The attributes go back to normal, as curses leaves them after doupdate, should rc not
  // restore them; DECRC does.
  if (!ct_append(reset, bytes, sizeof bytes, &length) ||
      !ct_append(ct_capability("rc"), bytes, sizeof bytes, &length))
    return -1;
  size_t total = length;
  const char *next = bytes;
  while (length > 0) {
    ssize_t written = write(descriptor, next, length);
    if (written <= 0) return -1;
    next += written;
    length -= (size_t)written;
  }
  return (long)total;
}
