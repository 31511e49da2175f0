// The suspend watch: ^Z (SIGTSTP) only makes a pipe readable, and the thread that runs curses
// suspends when it next looks, between frames. Curses' own SIGTSTP handler cannot be used: it
// runs on whichever thread the signal lands on, in the middle of whatever that thread does,
// and curses sets SIGTSTP to SIG_IGN for the whole of every doupdate, so a ^Z pressed while a
// frame is written is thrown away by the kernel. Curses leaves SIGTSTP alone for the rest of
// the process when it finds a handler there as it starts, so this one goes in first.
#define _XOPEN_SOURCE 700
#define _DEFAULT_SOURCE 1

#include "CTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static volatile sig_atomic_t ct_suspend_write_end = -1;
static int ct_suspend_read_end = -1;
static struct sigaction ct_suspend_previous;
static struct sigaction ct_continue_previous;
// SIGTTIN and SIGTTOU: the handling each had before, and whether the watch took it over.
static struct sigaction ct_background_previous[2];
static int ct_background_taken[2];
static const int ct_background_signals[2] = {SIGTTIN, SIGTTOU};
// The terminal, to tell a stop sent from outside while the app has it from the kernel's own.
static volatile sig_atomic_t ct_suspend_terminal = -1;
// What the handlers saw since the last take: CT_SUSPEND_ASKED and CT_SUSPEND_CONTINUED bits,
// set with an atomic or and read with an atomic exchange (lock-free on every target here).
static volatile int ct_suspend_seen = 0;

// Notes a ^Z (SIGTSTP) or a continue (SIGCONT) and wakes the wait: a bit, then one byte in
// the pipe. The bit is set before the byte is written, so a take that finds the byte finds
// the bit; a byte left over from a take that already had its bit only wakes the wait for
// nothing. Async-signal-safe, on any thread.
static void ct_on_suspend_request(int signal_number) {
  int saved = errno;
  int bit = signal_number == SIGCONT ? CT_SUSPEND_CONTINUED : CT_SUSPEND_ASKED;
  __atomic_fetch_or(&ct_suspend_seen, bit, __ATOMIC_SEQ_CST);
  int fd = ct_suspend_write_end;
  if (fd >= 0) {
    char byte = 1;
    (void)write(fd, &byte, 1);
  }
  errno = saved;
}

// SIGTTIN or SIGTTOU. In the foreground it was sent from outside (`kill -TTOU`), whose default
// stop would leave the terminal as the app set it (its screen, the mouse, no cursor): it asks
// for a suspend, as ^Z does, which gives the terminal back first. In the background it is the
// kernel's, for a read or a change of the settings, or `kill` while the shell has the
// terminal: the process stops as by default, then the handler is back and the interrupted call
// starts again. Async-signal-safe, on any thread.
static void ct_on_background_signal(int signal_number) {
  int saved = errno;
  int fd = ct_suspend_terminal;
  pid_t foreground = fd >= 0 ? tcgetpgrp(fd) : -1;
  if (foreground > 0 && foreground == getpgrp()) {
    ct_on_suspend_request(SIGTSTP);
    errno = saved;
    return;
  }
  struct sigaction stop;
  memset(&stop, 0, sizeof stop);
  stop.sa_handler = SIG_DFL;
  sigemptyset(&stop.sa_mask);
  struct sigaction ours;
  sigaction(signal_number, &stop, &ours);
  // Blocked while its handler runs, the signal raised here waits until it is unblocked, and
  // then stops the process before the unblocking call returns, until SIGCONT.
  sigset_t only;
  sigemptyset(&only);
  sigaddset(&only, signal_number);
  raise(signal_number);
  pthread_sigmask(SIG_UNBLOCK, &only, NULL);
  pthread_sigmask(SIG_BLOCK, &only, NULL);
  sigaction(signal_number, &ours, NULL);
  errno = saved;
}

// Takes SIGTTIN and SIGTTOU over where they have their default action; one ignored or
// handled by someone else is left as it is.
static void ct_take_background_signals(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = ct_on_background_signal;
  action.sa_flags = SA_RESTART;
  sigemptyset(&action.sa_mask);
  for (int i = 0; i < 2; i++) {
    struct sigaction current;
    ct_background_taken[i] = 0;
    if (sigaction(ct_background_signals[i], NULL, &current) != 0) continue;
    if ((current.sa_flags & SA_SIGINFO) || current.sa_handler != SIG_DFL) continue;
    if (sigaction(ct_background_signals[i], &action, &ct_background_previous[i]) == 0) {
      ct_background_taken[i] = 1;
    }
  }
}

int ct_suspend_watch_ask(void) {
  if (ct_suspend_read_end < 0) return -1;
  ct_on_suspend_request(SIGTSTP);
  return 0;
}

int ct_suspend_watch_begin(int terminal) {
  if (ct_suspend_read_end >= 0) return ct_suspend_read_end;
  struct sigaction current;
  if (sigaction(SIGTSTP, NULL, &current) != 0) return -1;
  // Ignored (no job control) or someone else's: left as it is, as curses leaves it.
  if ((current.sa_flags & SA_SIGINFO) || current.sa_handler != SIG_DFL) return -1;
  int ends[2];
  if (pipe(ends) != 0) return -1;
  for (int i = 0; i < 2; i++) {
    fcntl(ends[i], F_SETFL, fcntl(ends[i], F_GETFL) | O_NONBLOCK);
    fcntl(ends[i], F_SETFD, FD_CLOEXEC);
  }
  ct_suspend_read_end = ends[0];
  ct_suspend_write_end = ends[1];
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = ct_on_suspend_request;
  action.sa_flags = SA_RESTART;
  sigemptyset(&action.sa_mask);
  // SIGCONT continues the process whatever its handler; the handler only tells the wait that
  // it was stopped, perhaps from outside (SIGSTOP), which no handler sees, while the shell
  // put its own terminal settings back.
  if (sigaction(SIGTSTP, &action, &ct_suspend_previous) != 0
      || sigaction(SIGCONT, &action, &ct_continue_previous) != 0) {
    sigaction(SIGTSTP, &ct_suspend_previous, NULL);
    ct_suspend_write_end = -1;
    ct_suspend_read_end = -1;
    close(ends[0]);
    close(ends[1]);
    return -1;
  }
  ct_suspend_terminal = terminal;
  if (terminal >= 0) ct_take_background_signals();
  return ct_suspend_read_end;
}

int ct_suspend_watch_take(void) {
  if (ct_suspend_read_end < 0) return 0;
  char bytes[64];
  while (read(ct_suspend_read_end, bytes, sizeof bytes) > 0) {
  }
  return __atomic_exchange_n(&ct_suspend_seen, 0, __ATOMIC_SEQ_CST);
}

void ct_suspend_watch_forget_continued(int awaiting) {
  // The handler runs on whichever thread takes SIGCONT, a moment after the process goes on.
  for (int waited = 0; awaiting && waited < 100; waited++) {
    if (__atomic_load_n(&ct_suspend_seen, __ATOMIC_SEQ_CST) & CT_SUSPEND_CONTINUED) break;
    usleep(1000);
  }
  __atomic_fetch_and(&ct_suspend_seen, ~CT_SUSPEND_CONTINUED, __ATOMIC_SEQ_CST);
}

void ct_suspend_stop(void) {
  // `kill %1` sends SIGTERM, then SIGCONT: continued, the process is ending on another thread;
  // stopping again would leave it stopped halfway through, for good.
  while (ct_guard_is_dying()) pause();
  // First the rest of the group (a script that runs the app, the writer of its pipe), now
  // that the terminal is the shell's again: stopped before, a wrapping script let the shell
  // take the terminal back while the app still set its settings, which stopped the app
  // (SIGTTOU) until `fg`, and then the stop below left it stopped alone while the script ran
  // on. Ignored here meanwhile, the signal is discarded for this process as it is sent.
  struct sigaction ignore;
  memset(&ignore, 0, sizeof ignore);
  ignore.sa_handler = SIG_IGN;
  sigemptyset(&ignore.sa_mask);
  struct sigaction ours;
  sigaction(SIGTSTP, &ignore, &ours);
  kill(0, SIGTSTP);
  // SIGTSTP's default action stops the whole process. Sent to this thread with the signal
  // blocked, it is taken when unblocked, before the unblocking call returns: the process is
  // stopped by then, and that call returns only once it is continued (`fg`). A signal sent to
  // the process could instead be taken by another thread a moment later, after the handler
  // was back, and ask for a second suspend.
  struct sigaction stop;
  memset(&stop, 0, sizeof stop);
  stop.sa_handler = SIG_DFL;
  sigemptyset(&stop.sa_mask);
  sigaction(SIGTSTP, &stop, NULL);
  sigset_t only;
  sigemptyset(&only);
  sigaddset(&only, SIGTSTP);
  sigset_t previous_mask;
  pthread_sigmask(SIG_BLOCK, &only, &previous_mask);
  pthread_kill(pthread_self(), SIGTSTP);
  pthread_sigmask(SIG_UNBLOCK, &only, NULL);
  // `kill %1` sends SIGTERM, then SIGCONT: a signal that ends the process, pending as it
  // continues, is taken before curses may take the screen back and leave it to the handler.
  ct_guard_await_pending();
  pthread_sigmask(SIG_SETMASK, &previous_mask, NULL);
  sigaction(SIGTSTP, &ours, NULL);
}

void ct_suspend_await_foreground(int fd) {
  // `kill %1` sends SIGTERM, then SIGCONT: continued, the process is ending on another thread.
  while (ct_guard_is_dying()) pause();
  // tcdrain from a background group sends SIGTTOU to the whole group (POSIX), the pipe's
  // writer too, whose default action stops it; continued, the call starts again, and returns
  // once the group is the terminal's. Nothing about the terminal changes: it only waits for
  // output to drain. The kernel sends nothing when the calling thread blocks SIGTTOU, as
  // dispatch's worker threads do, so it is unblocked here for the call. Ignored (while the
  // process dies) or in an orphaned group, the call returns at once.
  sigset_t only;
  sigemptyset(&only);
  sigaddset(&only, SIGTTOU);
  sigset_t previous_mask;
  pthread_sigmask(SIG_UNBLOCK, &only, &previous_mask);
  while (tcdrain(fd) != 0 && errno == EINTR) {
  }
  pthread_sigmask(SIG_SETMASK, &previous_mask, NULL);
  ct_guard_await_pending();
}

void ct_suspend_watch_end(void) {
  if (ct_suspend_read_end < 0) return;
  for (int i = 0; i < 2; i++) {
    if (ct_background_taken[i]) {
      sigaction(ct_background_signals[i], &ct_background_previous[i], NULL);
    }
    ct_background_taken[i] = 0;
  }
  ct_suspend_terminal = -1;
  sigaction(SIGTSTP, &ct_suspend_previous, NULL);
  sigaction(SIGCONT, &ct_continue_previous, NULL);
  int write_end = ct_suspend_write_end;
  ct_suspend_write_end = -1;
  close(write_end);
  close(ct_suspend_read_end);
  ct_suspend_read_end = -1;
}
