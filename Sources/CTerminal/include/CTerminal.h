#ifndef CTERMINAL_H
#define CTERMINAL_H

// What Swift cannot import from curses (macros, and globals that Swift 6 rejects as not
// concurrency-safe), a cell writer that keeps whole grapheme clusters, and the crash guard that
// restores the terminal when the process dies of a signal.

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <ncurses.h>
#include <stddef.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

// MARK: - Globals

static inline WINDOW *ct_stdscr(void) { return stdscr; }
static inline WINDOW *ct_curscr(void) { return curscr; }
static inline int ct_colors(void) { return COLORS; }
static inline int ct_color_pairs(void) { return COLOR_PAIRS; }

/// Whether the current screen's terminal has an alternate screen (`smcup`), which ending curses
/// leaves, so that the shell's screen comes back; the Linux console has none.
static inline int ct_has_alternate_screen(void) {
  char *smcup = tigetstr("smcup");
  return smcup != NULL && smcup != (char *)-1 && smcup[0] != 0;
}

/// Copies a terminfo string into `out` (at most `capacity` bytes, no terminating NUL) without
/// its padding (`$<50>`, `$<5*/>`), which only curses' `tputs` understands and a terminal
/// would show; returns the length, or 0 when it does not fit.
static inline size_t ct_without_padding(const char *in, char *out, size_t capacity) {
  size_t length = 0;
  while (*in != 0) {
    if (in[0] == '$' && in[1] == '<') {
      const char *end = strchr(in, '>');
      if (end != NULL) {
        in = end + 1;
        continue;
      }
    }
    if (length == capacity) return 0;
    out[length++] = *in++;
  }
  return length;
}

/// Clears the current screen's terminal (`clear`, without its padding), written straight to
/// `descriptor` behind curses' back, so that what curses believes is on it, and repaints after
/// `endwin`, stays as it was.
static inline void ct_clear_terminal(int descriptor) {
  char *clear = tigetstr("clear");
  if (clear == NULL || clear == (char *)-1) return;
  char bytes[64];
  size_t length = ct_without_padding(clear, bytes, sizeof bytes);
  const char *next = bytes;
  while (length > 0) {
    ssize_t written = write(descriptor, next, length);
    if (written <= 0) return;
    next += written;
    length -= (size_t)written;
  }
}

/// Whether the current screen's terminal can move the cursor to any cell (it has `cup`), which
/// drawing a full screen needs; `TERM=dumb` cannot.
static inline int ct_can_address_cursor(void) {
  char *cup = tigetstr("cup");
  return cup != NULL && cup != (char *)-1;
}

/// Whether the current terminal's terminfo entry can both hide and show the cursor (`civis`
/// and `cnorm`), as `curs_set` needs; `vt100` and `ansi` have neither.
static inline int ct_can_hide_cursor(void) {
  char *civis = tigetstr("civis");
  char *cnorm = tigetstr("cnorm");
  return civis != NULL && civis != (char *)-1 && civis[0] != 0 && cnorm != NULL
      && cnorm != (char *)-1 && cnorm[0] != 0;
}

/// Whether a fatal signal's handler has started: the process is ending (see CrashGuard.c).
int ct_guard_is_dying(void);

/// Returns once the process group is the terminal's foreground one: started in the background
/// (`listtui &`), the process stops, as the kernel stops it for a change of settings, until it
/// is continued with `fg`. Call it before saving the terminal's settings: the shell's own,
/// while it reads its next command line, are not the ones to restore.
void ct_await_foreground(int fd);

/// Whether the terminfo database knows a terminal type, without starting a screen; the
/// current terminal, if any, stays current.
int ct_knows_terminal_type(const char *name);

/// Removes the palette reset (`oc`, orig_colors) from the current screen's terminal entry, so
/// that curses never sends it: it does on resuming after ^Z when colour is on, which would reset
/// a palette the user set. Call it after `newterm`, with the screen current.
void ct_forget_palette_reset(void);

// MARK: - Attributes

static inline attr_t ct_attr_normal(void) { return A_NORMAL; }
static inline attr_t ct_attr_bold(void) { return A_BOLD; }
static inline attr_t ct_attr_dim(void) { return A_DIM; }
static inline attr_t ct_attr_reverse(void) { return A_REVERSE; }
static inline attr_t ct_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t ct_attr_color(void) { return A_COLOR; }

// MARK: - Text

/// Sets LC_CTYPE from the environment (LC_ALL, LC_CTYPE or LANG) and, if its character set is
/// not UTF-8, to the first UTF-8 locale available. Returns 1 when the character set is UTF-8
/// afterwards. Call it before curses starts: without it, wide characters draw as blanks.
int ct_use_utf8_locale(void);

/// Whether the locale the environment names (LC_ALL, LC_CTYPE or LANG) has the UTF-8
/// character set, and that set's name in `out` (at most `capacity` bytes, NUL included; empty
/// when it does not fit). The locale in force stays as it is.
int ct_environment_codeset(char *out, size_t capacity);

/// The Escape delay `ESCDELAY` sets, in milliseconds, read by ncurses' own rule (a number strtol
/// reads whole, from 0 to INT_MAX), or -1 when it is unset or no such number: curses
/// then keeps its default, and the caller may set its own.
int ct_escape_delay_from_environment(void);

/// The C library's wcwidth, which curses uses too: the columns of one code point, or -1.
int ct_wcwidth(wchar_t scalar);

/// Puts one cell at row `y`, column `x` of `window`: `chars[0]` is the spacing character and up
/// to four more code points follow it in the same cell (combining marks, or the rest of a
/// zero-width-joined emoji). Unlike setcchar alone, a spacing character after a joiner is kept.
/// Returns OK or ERR.
int ct_put_cell(
    WINDOW *window, int y, int x, const wchar_t *chars, int count, attr_t attributes, int pair);

/// Whether the current screen's terminal can save and restore the cursor (`sc`, `rc`), which
/// ct_write_whole_cluster needs, with `cup` and `sgr0`.
int ct_can_save_cursor(void);

/// Writes a grapheme cluster longer than a cell holds (`count` bytes of UTF-8 at `utf8`)
/// straight to `descriptor`, at row `y`, column `x`, in `attributes` and the colours of
/// `pair`: framed by `sc` and `rc` (DECSC and DECRC, which restore the position and the
/// attributes), so that curses' idea of the cursor stays right, and with the attributes reset
/// (`sgr0`) before `rc`, as curses leaves them after doupdate. Returns the bytes written, or -1
/// when the terminal cannot save the cursor or the sequence is longer than 1 KB.
long ct_write_whole_cluster(
    int descriptor, int y, int x, const char *utf8, size_t count, attr_t attributes, int pair);

// MARK: - Resize watch

/// Chains a SIGWINCH handler in front of the one installed (curses'), which writes a byte to a
/// pipe, and returns the pipe's read end, non-blocking, to wait on with the terminal's input:
/// it becomes readable when the terminal is resized, whichever thread the signal reached.
/// Call it after curses starts. Returns the same descriptor if the watch is on already, or -1.
int ct_resize_watch_begin(void);

/// Makes the resize pipe readable, as a resize does: for a terminal that may have been resized
/// while the process was stopped, when its SIGWINCH went to the shell. Async-signal-safe.
void ct_resize_watch_poke(void);

/// Reads every byte waiting in the resize pipe, so that it is readable again only after the
/// next resize.
void ct_resize_watch_drain(void);

/// Puts back the SIGWINCH handler that was there before ct_resize_watch_begin and closes the
/// pipe. Idempotent.
void ct_resize_watch_end(void);

// MARK: - Crash guard

/// Saves the terminal settings of `fd` and installs handlers for SIGILL, SIGTRAP, SIGABRT,
/// SIGSEGV, SIGBUS, SIGFPE, SIGHUP, SIGTERM, SIGINT and SIGQUIT, and for every other signal
/// whose default action ends the process (SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGXCPU, SIGXFSZ,
/// SIGVTALRM, SIGPROF, SIGSYS, SIGSTKFLT, SIGPWR, SIGPOLL on Linux, the real-time signals) while
/// it has that action: one ignored or handled stays so. Each handler writes a reset sequence
/// to `fd` (stop mouse reporting, bracketed paste off, leave the alternate screen as curses
/// does, show the cursor, keypad off: see ct_guard_note_screen), restores the saved settings, and dies of the same signal.
/// Those signals are unblocked for the calling thread, should the process have inherited them
/// blocked. Install it before curses starts, so that curses leaves SIGINT and SIGTERM alone.
/// Returns 0, or -1 if the guard was already installed.
int ct_guard_install(int fd);

/// Puts back the signal handlers and signal mask that were there before ct_guard_install.
/// Idempotent.
void ct_guard_remove(void);

/// Restores the terminal settings saved by ct_guard_install. Returns 0, or -1 if none were
/// saved or tcsetattr failed.
int ct_guard_restore_settings(void);

/// The reset sequence the handlers write.
const char *ct_guard_reset_sequence(void);

/// Notes, for the handlers, how the current curses screen's terminal leaves its alternate
/// screen (its terminfo entry's `rmcup`, which with xterm's entries also pops the title that
/// `smcup` pushed as curses started: the reset then leaves the title stack as it was found),
/// or, when it has no alternate screen to leave, how it clears its screen: a handler then
/// clears it after the reset, as quitting does, rather than leave the last frame under the
/// shell's prompt. Until it is called, the reset leaves the alternate screen with xterm's
/// `ESC [?1049l`. Call it once curses runs.
void ct_guard_note_screen(void);

/// Sends standard error to an unlinked temporary file while curses has the screen, where
/// anything written would be drawn over and lost. ct_stderr_capture_end, or the crash guard's
/// handlers after restoring the terminal, point it back and write out what was captured, such
/// as the message of a fatal error. Returns 0, or -1 if already capturing or on failure.
int ct_stderr_capture_begin(void);

/// Points standard error back and writes out what was captured. Idempotent.
void ct_stderr_capture_end(void);

/// Points standard error back where it was and writes out what was captured, if anything is;
/// uses only async-signal-safe calls, for the crash guard's handlers.
void ct_stderr_replay(void);

/// Tells the handlers whether ^Z has given the terminal to the shell (from `endwin` until curses
/// takes it back after `fg`): a handler then leaves the terminal as it is. Async-signal-safe.
void ct_guard_note_suspended(int suspended);

/// If a signal the guard handles is pending, waits for its handler to end the process: for a
/// process continued after ^Z by `kill`, which sent such a signal first.
void ct_guard_await_pending(void);

// MARK: - Suspend watch

/// Installs a SIGTSTP handler (^Z) that only writes a byte to a pipe, and returns the pipe's
/// read end, non-blocking, to wait on with the terminal's input: the thread that runs curses
/// then suspends between frames (`ct_suspend_watch_take`, `endwin`, `ct_suspend_stop`,
/// `doupdate`). Install it before curses starts, first in the process: curses then never
/// touches SIGTSTP, neither installing its own handler nor ignoring ^Z during each `doupdate`,
/// which would lose a ^Z pressed while a frame is written. Returns the same descriptor if the
/// watch is on already, or -1 if SIGTSTP is ignored (no job control) or handled by someone
/// else, or on failure; ^Z is then left as it was.
///
/// SIGTTIN and SIGTTOU are taken over too where they have their default action: sent from
/// outside while the process group has the terminal `terminal` (`kill -TTOU`), either asks for
/// a suspend as ^Z does, so that the terminal is given back before the stop; in the background
/// (the kernel's own, for a read or a change of settings there) either stops the process as by
/// default. With `terminal` -1, they are left as they are.
int ct_suspend_watch_begin(int terminal);

/// ^Z (SIGTSTP) asked for a suspend: a bit of what ct_suspend_watch_take returns.
#define CT_SUSPEND_ASKED 1
/// The process was continued (SIGCONT): a bit of what ct_suspend_watch_take returns.
#define CT_SUSPEND_CONTINUED 2

/// What happened since the last call, as CT_SUSPEND_ASKED and CT_SUSPEND_CONTINUED bits (0 for
/// nothing), forgetting it; reads every byte waiting in the pipe. The watch's handler also
/// notes SIGCONT, so that a stop from outside (SIGSTOP, which no handler sees) is noticed when
/// the process goes on.
int ct_suspend_watch_take(void);

/// Notes a ^Z read as a key (signals are off while the app runs), as the watch's handler
/// notes SIGTSTP, without sending it: the rest of the process group (a wrapping shell script,
/// the writer of a pipe) is stopped by ct_suspend_stop, once the terminal is the shell's
/// again. Returns 0, or -1 when the watch is not on (then nothing is noted).
int ct_suspend_watch_ask(void);

/// Forgets a SIGCONT noted since the last take, keeping a ^Z: called after the watch's own
/// stop, whose continue is expected. With `awaiting`, first waits for it to be noted, up to
/// 100 ms: its handler runs a moment after the process goes on, on any thread.
void ct_suspend_watch_forget_continued(int awaiting);

/// Stops the process group as SIGTSTP's default action does, and returns once it is
/// continued (`fg`); the suspend watch's handler is back by then. The caller has given the
/// terminal back first (`endwin`): the others in the group are stopped only then, as the shell
/// takes the terminal back once its job (a wrapping script, say) is stopped, and the app's
/// own change of the terminal settings from the background would stop it until `fg`, which
/// then left it stopped alone, for good.
void ct_suspend_stop(void);

/// Stops the whole process group while it is in the background, as the kernel does for a
/// program that touches the terminal from there (SIGTTOU), and returns once it is the
/// terminal's foreground group (`fg`), or at once in the foreground, or when the group is
/// orphaned. Continued in the background (`bg`) after ^Z, this is what stops it again: the
/// shell counts a job stopped only when all of its processes are, and continues it on `fg`
/// only then, so a process that stopped alone while its pipe's writer ran on was never
/// continued.
void ct_suspend_await_foreground(int fd);

/// Puts back the SIGTSTP and SIGCONT handling that was there before ct_suspend_watch_begin and
/// closes the pipe. Idempotent.
void ct_suspend_watch_end(void);

// MARK: - Owed answers

/// Notes that the terminal was just asked for the primary device attributes (DA1, `ESC [ c`),
/// which every terminal answers, after its other queries: until that answer is read, an
/// answer to a query may still come. Async-signal-safe.
void ct_replies_expect(void);

/// Notes that the answer to a DA1 request was read. Async-signal-safe.
void ct_replies_note_answer(void);

/// How long every way out waits for owed answers, in milliseconds, at least: a terminal
/// answers at once, or over a slow link within this, and one that never answers delays a quit
/// no more, but within CT_REPLY_LINK_MS of the request.
#define CT_REPLY_WAIT_MS 200

/// How long after a request its answer may come, in milliseconds: a round trip over the
/// slowest link allowed for (an SSH session far away, 150 ms each way, with a loaded machine
/// at either end). A way out this soon after the request waits for the answer until then,
/// rather than CT_REPLY_WAIT_MS: the answer would otherwise arrive after the app and land in
/// the shell.
#define CT_REPLY_LINK_MS 1000

/// How long a way out waits now for owed answers, given its own `timeout_ms`: 0 when none is
/// owed, else `timeout_ms` or, if longer, what is left of CT_REPLY_LINK_MS since the last
/// request. Async-signal-safe.
int ct_replies_wait_ms(int timeout_ms);

/// How many DA1 answers are still owed.
int ct_replies_owed(void);

/// What one byte of the terminal's input is, read by ct_reply_scan_byte.
enum {
  /// Part of a sequence not over yet.
  CT_SCAN_PART = 0,
  /// The last byte of a key, or of keys: Escape and what followed it.
  CT_SCAN_KEYS = 1,
  /// An Escape that begins a sequence, after what came before it was a key.
  CT_SCAN_KEYS_PART = 2,
  /// The last byte of a report or answer: OSC, DCS, a private CSI (`ESC [ ?`, `ESC [ <`), a
  /// mouse report.
  CT_SCAN_REPORT = 3,
  /// The last byte of an answer to DA1, `ESC [ ? … c`.
  CT_SCAN_ATTRIBUTES = 4,
};

/// Where a scan of the terminal's input is: zero it to begin.
struct ct_reply_scan {
  int state;
  int length;
  int is_report;
};

/// Reads one byte of the terminal's input: whether it ends a key, a report or a DA1 answer.
int ct_reply_scan_byte(struct ct_reply_scan *scan, unsigned char byte);

/// Reads the terminal's input on `fd` as ct_replies_drain does, while `owed` DA1 answers are
/// owed, for at most `timeout_ms`; returns how many still are. Async-signal-safe.
int ct_drain_answers(int fd, int timeout_ms, int owed);

/// While DA1 answers are owed, reads the terminal's input on `fd`, a byte at a time, for at
/// most `ct_replies_wait_ms(timeout_ms)`, dropping answers and reports, until the owed answers
/// have come; what follows them is left unread. Keys typed before them (as a user types ahead
/// for the shell) are given back to the input, where the kernel allows it (TIOCSTI). Returns
/// the answers still owed. Async-signal-safe; call it before the terminal's settings are
/// restored, while input is not echoed.
int ct_replies_drain(int fd, int timeout_ms);

#endif
