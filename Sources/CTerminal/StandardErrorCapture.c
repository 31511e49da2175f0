// Standard error sent to a temporary file while curses has the screen, where anything written
// would be drawn over and lost, and written out once the terminal is given back: by
// Terminal.stop, or by the crash guard's handlers (see CrashGuard.c).
#define _XOPEN_SOURCE 700
#define _DEFAULT_SOURCE 1

#include "CTerminal.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

static volatile sig_atomic_t ct_stderr_saved = -1;
static volatile sig_atomic_t ct_stderr_capture = -1;

static void ct_stderr_write_all(int fd, const char *bytes, size_t length) {
  while (length > 0) {
    ssize_t written = write(fd, bytes, length);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return;
    bytes += written;
    length -= (size_t)written;
  }
}

void ct_stderr_replay(void) {
  int capture = ct_stderr_capture;
  int saved = ct_stderr_saved;
  if (capture < 0 || saved < 0) return;
  ct_stderr_capture = -1;
  ct_stderr_saved = -1;
  dup2(saved, STDERR_FILENO);
  char buffer[4096];
  if (lseek(capture, 0, SEEK_SET) == 0) {
    ssize_t count;
    while ((count = read(capture, buffer, sizeof buffer)) > 0) {
      ct_stderr_write_all(STDERR_FILENO, buffer, (size_t)count);
    }
  }
  close(capture);
  close(saved);
}

int ct_stderr_capture_begin(void) {
  if (ct_stderr_capture >= 0) return -1;
  FILE *file = tmpfile();
  if (file == NULL) return -1;
  int capture = dup(fileno(file));
  fclose(file);
  int saved = dup(STDERR_FILENO);
  if (capture < 0 || saved < 0) {
    if (capture >= 0) close(capture);
    if (saved >= 0) close(saved);
    return -1;
  }
  fflush(stderr);
  if (dup2(capture, STDERR_FILENO) < 0) {
    close(capture);
    close(saved);
    return -1;
  }
  ct_stderr_saved = saved;
  ct_stderr_capture = capture;
  return 0;
}

void ct_stderr_capture_end(void) {
  fflush(stderr);
  ct_stderr_replay();
}
