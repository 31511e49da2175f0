// The resize watch: a pipe that becomes readable when the terminal is resized, so that a wait
// on the terminal's input, on any thread, can also wait for a resize. SIGWINCH goes to any
// thread of the process that does not block it, and interrupts a poll only there.
#define _XOPEN_SOURCE 700
#define _DEFAULT_SOURCE 1

#include "CTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t ct_resize_write_end = -1;
static int ct_resize_read_end = -1;
static struct sigaction ct_resize_previous;

// Runs the handler that was there before (curses', which makes its next read return
// KEY_RESIZE), then writes a byte to the pipe: in that order, so that a thread woken by the
// byte finds curses told already. Only async-signal-safe calls.
static void ct_on_resize(int signal, siginfo_t *info, void *context) {
  int saved = errno;
  if (ct_resize_previous.sa_flags & SA_SIGINFO) {
    if (ct_resize_previous.sa_sigaction != NULL) {
      ct_resize_previous.sa_sigaction(signal, info, context);
    }
  } else if (ct_resize_previous.sa_handler != SIG_DFL && ct_resize_previous.sa_handler != SIG_IGN) {
    ct_resize_previous.sa_handler(signal);
  }
  int fd = ct_resize_write_end;
  if (fd >= 0) {
    char byte = 1;
    (void)write(fd, &byte, 1);
  }
  errno = saved;
}

int ct_resize_watch_begin(void) {
  if (ct_resize_read_end >= 0) return ct_resize_read_end;
  int ends[2];
  if (pipe(ends) != 0) return -1;
  for (int i = 0; i < 2; i++) {
    fcntl(ends[i], F_SETFL, fcntl(ends[i], F_GETFL) | O_NONBLOCK);
    fcntl(ends[i], F_SETFD, FD_CLOEXEC);
  }
  ct_resize_read_end = ends[0];
  ct_resize_write_end = ends[1];
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = ct_on_resize;
  action.sa_flags = SA_SIGINFO | SA_RESTART;
  sigemptyset(&action.sa_mask);
  if (sigaction(SIGWINCH, &action, &ct_resize_previous) != 0) {
    ct_resize_write_end = -1;
    ct_resize_read_end = -1;
    close(ends[0]);
    close(ends[1]);
    return -1;
  }
  return ct_resize_read_end;
}

void ct_resize_watch_poke(void) {
  int fd = ct_resize_write_end;
  if (fd >= 0) {
    char byte = 1;
    (void)write(fd, &byte, 1);
  }
}

void ct_resize_watch_drain(void) {
  char bytes[64];
  if (ct_resize_read_end < 0) return;
  while (read(ct_resize_read_end, bytes, sizeof bytes) > 0) {
  }
}

void ct_resize_watch_end(void) {
  if (ct_resize_read_end < 0) return;
  sigaction(SIGWINCH, &ct_resize_previous, NULL);
  int write_end = ct_resize_write_end;
  ct_resize_write_end = -1;
  close(write_end);
  close(ct_resize_read_end);
  ct_resize_read_end = -1;
}
