// The crash guard: restores the terminal when the process dies of a signal, whether a Swift
// runtime trap (SIGILL, SIGTRAP), a fault, a request to stop (SIGINT, SIGTERM, SIGHUP), or any
// other signal whose default action ends the process (SIGUSR1, SIGALRM, SIGXCPU, SIGPIPE, the
// real-time signals…), or exits (`exit()`) without giving the terminal back.
#define _XOPEN_SOURCE 700
#define _DEFAULT_SOURCE 1

#include "CTerminal.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

// Stop every kind of mouse reporting, turn bracketed paste off and reset attributes; then
// leave the alternate screen; then show the cursor and turn the application keypad off.
#define CT_RESET_HEAD \
  "\033[?1000l\033[?1002l\033[?1003l\033[?1005l\033[?1006l\033[?1015l\033[?2004l\033[0m"
#define CT_RESET_LEAVE "\033[?1049l"
#define CT_RESET_TAIL "\033[?25h\033[?1l\033>"

// What the handlers write: until a screen is noted, the alternate screen is left with xterm's
// own sequence.
static const char ct_reset[] = CT_RESET_HEAD CT_RESET_LEAVE CT_RESET_TAIL;
// The same with the alternate screen left as curses leaves it, the terminfo entry's `rmcup`
// (see ct_guard_note_screen); used once ct_reset_noted is set.
static char ct_reset_screen[256];
static volatile sig_atomic_t ct_reset_screen_length = 0;
static volatile sig_atomic_t ct_reset_noted = 0;

// The reset the handlers write, and its length.
static const char *ct_reset_bytes(size_t *length) {
  if (ct_reset_noted) {
    *length = (size_t)ct_reset_screen_length;
    return ct_reset_screen;
  }
  *length = sizeof ct_reset - 1;
  return ct_reset;
}

#ifndef NSIG
#define NSIG 65
#endif

// Guarded whatever their handling was: traps, faults and the requests to stop.
static const int ct_signals[] = {SIGILL,  SIGTRAP, SIGABRT, SIGSEGV, SIGBUS,
                                 SIGFPE,  SIGHUP,  SIGTERM, SIGINT,  SIGQUIT};
enum { ct_signal_count = sizeof ct_signals / sizeof ct_signals[0] };

// The other signals whose default action ends the process, guarded only while they have it:
// one the process inherited ignored (SIGPIPE, often) or that has a handler stays as it is. The
// real-time signals are added to these at install.
static const int ct_default_signals[] = {
    SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS,
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
#ifdef SIGPWR
    SIGPWR,
#endif
#if defined(__linux__) && defined(SIGPOLL)
    SIGPOLL,  // SIGIO; ignored by default on the BSDs and macOS
#endif
#ifdef SIGEMT
    SIGEMT,
#endif
#ifdef SIGLOST
    SIGLOST,
#endif
};
enum { ct_default_signal_count = sizeof ct_default_signals / sizeof ct_default_signals[0] };

// The current terminal's sequence that clears its screen, written after the reset when the
// terminal has no alternate screen to leave (the Linux console), as quitting clears it.
static char ct_clear[64];
static volatile sig_atomic_t ct_clear_length = 0;

static volatile sig_atomic_t ct_installed = 0;
// Set from the moment ^Z gives the terminal back to the shell until curses takes it back after
// `fg` (see ct_guard_note_suspended).
static volatile sig_atomic_t ct_suspended = 0;
static volatile sig_atomic_t ct_have_settings = 0;
static volatile sig_atomic_t ct_fd = -1;
static struct termios ct_settings;
// Which signals have the guard's handler, and the handling each had before, by number.
static unsigned char ct_guarded[NSIG];
static struct sigaction ct_previous[NSIG];
static sigset_t ct_previous_mask;

static void ct_write_all(int fd, const char *bytes, size_t length) {
  while (length > 0) {
    ssize_t written = write(fd, bytes, length);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return;
    bytes += written;
    length -= (size_t)written;
  }
}

// Set as a fatal signal's handler starts: the process is ending, and must not stop again.
static volatile sig_atomic_t ct_dying = 0;

int ct_guard_is_dying(void) { return ct_dying; }

static void ct_on_signal(int signal_number) {
  ct_dying = 1;
  int saved_errno = errno;
  // Nothing stops the process while it dies: a stop by another thread (curses resuming from
  // ^Z in the background after `kill %1`, a write to the terminal from the background) would
  // leave it stopped with the signal pending.
  struct sigaction ignore;
  memset(&ignore, 0, sizeof ignore);
  ignore.sa_handler = SIG_IGN;
  sigemptyset(&ignore.sa_mask);
  sigaction(SIGTSTP, &ignore, NULL);
  sigaction(SIGTTOU, &ignore, NULL);
  sigaction(SIGTTIN, &ignore, NULL);
  int fd = ct_fd;
  // Stopped with ^Z, the terminal is the shell's already (its screen, its bracketed paste):
  // killed then (`kill %1`), writing the reset would move the shell's cursor and mode.
  if (fd >= 0 && !ct_suspended) {
    size_t reset_length = 0;
    const char *reset = ct_reset_bytes(&reset_length);
    ct_write_all(fd, reset, reset_length);
    // An answer still on its way would land in the shell: read it first, while input is
    // neither echoed nor edited as a line.
    ct_replies_drain(fd, CT_REPLY_WAIT_MS);
    if (ct_clear_length > 0) ct_write_all(fd, ct_clear, (size_t)ct_clear_length);
    if (ct_have_settings) tcsetattr(fd, TCSANOW, &ct_settings);
  }
  // What the process said while curses had the screen, such as a fatal error's message.
  ct_stderr_replay();
  // Die of the same signal, so the parent sees why (a shell reports 128 + N).
  struct sigaction fallback;
  memset(&fallback, 0, sizeof fallback);
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  sigaction(signal_number, &fallback, NULL);
  sigset_t unblock;
  sigemptyset(&unblock);
  sigaddset(&unblock, signal_number);
  raise(signal_number);
  pthread_sigmask(SIG_UNBLOCK, &unblock, NULL);
  errno = saved_errno;
}

// Whether a signal arrives from the fault of an instruction or a call of the thread it stops,
// so that blocking it while another is handled would kill the process at once if it came.
static int ct_is_synchronous(int signal_number) {
  return signal_number == SIGILL || signal_number == SIGTRAP || signal_number == SIGSEGV ||
         signal_number == SIGBUS || signal_number == SIGFPE || signal_number == SIGSYS;
}

// Whether a signal is handled by default: not ignored, and no handler of anyone's.
static int ct_has_default_action(int signal_number) {
  struct sigaction current;
  if (sigaction(signal_number, NULL, &current) != 0) return 0;
  return !(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_DFL;
}

// Restores the terminal when the process exits (`exit()`, a return from `main`) while the
// guard is installed, as its handlers do when it dies of a signal: an app's own `exit(3)` on
// an error path left the terminal raw, on the alternate screen, with the mouse on. Once the
// terminal is given back (`Terminal.stop`), the guard is removed and this does nothing.
static void ct_at_exit(void) {
  if (!ct_installed) return;
  int fd = ct_fd;
  if (fd >= 0 && !ct_suspended) {
    size_t reset_length = 0;
    const char *reset = ct_reset_bytes(&reset_length);
    ct_write_all(fd, reset, reset_length);
    // An answer still on its way would land in the shell: read it first, while input is
    // neither echoed nor edited as a line.
    ct_replies_drain(fd, CT_REPLY_WAIT_MS);
    if (ct_clear_length > 0) ct_write_all(fd, ct_clear, (size_t)ct_clear_length);
    if (ct_have_settings) tcsetattr(fd, TCSANOW, &ct_settings);
  }
  ct_stderr_replay();
}

int ct_guard_install(int fd) {
  if (ct_installed) return -1;
  static int registered = 0;
  if (!registered) registered = atexit(ct_at_exit) == 0;
  ct_fd = fd;
  ct_reset_noted = 0;
  ct_have_settings = (fd >= 0 && tcgetattr(fd, &ct_settings) == 0) ? 1 : 0;
  memset(ct_guarded, 0, sizeof ct_guarded);
  for (int i = 0; i < ct_signal_count; i++) ct_guarded[ct_signals[i]] = 1;
  for (int i = 0; i < ct_default_signal_count; i++) {
    int signal_number = ct_default_signals[i];
    if (signal_number > 0 && signal_number < NSIG && ct_has_default_action(signal_number)) {
      ct_guarded[signal_number] = 1;
    }
  }
#if defined(SIGRTMIN) && defined(SIGRTMAX)
  for (int signal_number = SIGRTMIN; signal_number <= SIGRTMAX && signal_number < NSIG;
       signal_number++) {
    if (ct_has_default_action(signal_number)) ct_guarded[signal_number] = 1;
  }
#endif
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = ct_on_signal;
  sigemptyset(&action.sa_mask);
  // Block the other signals while one is handled, so the reset is written once; all but those
  // of a fault, which would kill the process at once if they came while blocked.
  sigset_t handled;
  sigemptyset(&handled);
  for (int signal_number = 1; signal_number < NSIG; signal_number++) {
    if (!ct_guarded[signal_number]) continue;
    sigaddset(&handled, signal_number);
    if (!ct_is_synchronous(signal_number)) sigaddset(&action.sa_mask, signal_number);
  }
  for (int signal_number = 1; signal_number < NSIG; signal_number++) {
    if (ct_guarded[signal_number]) {
      sigaction(signal_number, &action, &ct_previous[signal_number]);
    }
  }
  // A process may start with signals blocked (inherited from whatever spawned it); then ^C
  // would do nothing until the app exits. The guarded signals must get through at any moment.
  pthread_sigmask(SIG_UNBLOCK, &handled, &ct_previous_mask);
  ct_installed = 1;
  return 0;
}

void ct_guard_remove(void) {
  if (!ct_installed) return;
  pthread_sigmask(SIG_SETMASK, &ct_previous_mask, NULL);
  for (int signal_number = 1; signal_number < NSIG; signal_number++) {
    if (ct_guarded[signal_number]) {
      sigaction(signal_number, &ct_previous[signal_number], NULL);
      ct_guarded[signal_number] = 0;
    }
  }
  ct_installed = 0;
  ct_clear_length = 0;
  ct_fd = -1;
}

int ct_guard_restore_settings(void) {
  if (!ct_have_settings || ct_fd < 0) return -1;
  return tcsetattr(ct_fd, TCSANOW, &ct_settings) == 0 ? 0 : -1;
}

const char *ct_guard_reset_sequence(void) {
  size_t length = 0;
  return ct_reset_bytes(&length);
}

// Notes, for the reset, how curses leaves the alternate screen: the terminfo entry's `rmcup`,
// which with xterm's entries also pops the title that `smcup` pushed as curses started
// (`ESC [22;0;0t`, `ESC [23;0;0t`). Left as xterm's sequence when it does not fit.
static void ct_note_leave_sequence(void) {
  ct_reset_noted = 0;
  char *rmcup = tigetstr("rmcup");
  if (rmcup == NULL || rmcup == (char *)-1) return;
  static const char head[] = CT_RESET_HEAD;
  static const char tail[] = CT_RESET_TAIL;
  size_t capacity = sizeof ct_reset_screen - 1 - (sizeof head - 1) - (sizeof tail - 1);
  char leave[sizeof ct_reset_screen];
  size_t leave_length = ct_without_padding(rmcup, leave, capacity);
  if (leave_length == 0) return;
  size_t length = 0;
  memcpy(ct_reset_screen, head, sizeof head - 1);
  length += sizeof head - 1;
  memcpy(ct_reset_screen + length, leave, leave_length);
  length += leave_length;
  memcpy(ct_reset_screen + length, tail, sizeof tail - 1);
  length += sizeof tail - 1;
  ct_reset_screen[length] = 0;
  ct_reset_screen_length = (sig_atomic_t)length;
  ct_reset_noted = 1;
}

void ct_guard_note_screen(void) {
  ct_clear_length = 0;
  if (ct_has_alternate_screen()) {
    ct_note_leave_sequence();
    return;
  }
  ct_reset_noted = 0;
  char *clear = tigetstr("clear");
  if (clear == NULL || clear == (char *)-1) return;
  // Without its padding (vt100's `$<50>`), which the terminal would show; an outsized
  // sequence is left out rather than cut.
  ct_clear_length = (sig_atomic_t)ct_without_padding(clear, ct_clear, sizeof ct_clear);
}

void ct_guard_note_suspended(int suspended) { ct_suspended = suspended ? 1 : 0; }

void ct_guard_await_pending(void) {
  if (!ct_installed) return;
  sigset_t pending;
  if (sigpending(&pending) != 0) return;
  sigset_t wait_mask;
  sigfillset(&wait_mask);
  int any = 0;
  for (int signal_number = 1; signal_number < NSIG; signal_number++) {
    if (!ct_guarded[signal_number]) continue;
    sigdelset(&wait_mask, signal_number);
    if (sigismember(&pending, signal_number)) any = 1;
  }
  // The handler, here or on another thread, ends the process: wait for it.
  while (any) sigsuspend(&wait_mask);
}
