// The terminal's answers still owed: the app asks for the background colour (OSC 11) followed
// by the primary device attributes (DA1, `ESC [ c`), which every terminal answers, and in
// order. Until the DA1 answer is read, an answer may still come; every way out (a quit, ^Z, a
// fatal signal, `exit`) drains the input up to it, for a bounded time, so that it never lands
// in the shell. Async-signal-safe, for the crash guard's handlers.
#define _XOPEN_SOURCE 700
#define _DEFAULT_SOURCE 1

#include "CTerminal.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t ct_owed = 0;
// When the last request was sent, in milliseconds on the monotonic clock.
static long long ct_asked_at = 0;

static long long ct_now_ms(void);

void ct_replies_expect(void) {
  __atomic_store_n(&ct_asked_at, ct_now_ms(), __ATOMIC_SEQ_CST);
  ct_owed = ct_owed + 1;
}

void ct_replies_note_answer(void) {
  if (ct_owed > 0) ct_owed = ct_owed - 1;
}

int ct_replies_owed(void) { return ct_owed; }

enum {
  ct_scan_ground = 0,
  ct_scan_escape,
  ct_scan_control,  // ESC [ and its parameters
  ct_scan_string,   // ESC ] (OSC), ESC P (DCS), ESC _ (APC), ESC ^ (PM): to BEL or ST
  ct_scan_string_escape,
  ct_scan_x10,  // the three bytes of an X10 mouse report, after ESC [ M
};

int ct_reply_scan_byte(struct ct_reply_scan *scan, unsigned char byte) {
  switch (scan->state) {
  case ct_scan_escape:
    scan->length = 0;
    scan->is_report = 0;
    if (byte == '[') {
      scan->state = ct_scan_control;
      return CT_SCAN_PART;
    }
    if (byte == ']' || byte == 'P' || byte == '_' || byte == '^') {
      scan->state = ct_scan_string;
      return CT_SCAN_PART;
    }
    // Escape and a key, such as Alt with a letter or an SS3 arrow's `O`: keys.
    scan->state = byte == 0x1B ? ct_scan_escape : ct_scan_ground;
    return byte == 0x1B ? CT_SCAN_KEYS_PART : CT_SCAN_KEYS;
  case ct_scan_control:
    if (scan->length == 0 && (byte == '?' || byte == '<' || byte == '>')) scan->is_report = 1;
    if (scan->length == 0 && byte == 'M') {
      scan->state = ct_scan_x10;
      scan->length = 0;
      return CT_SCAN_PART;
    }
    scan->length++;
    if (byte >= 0x40 && byte <= 0x7E) {
      scan->state = ct_scan_ground;
      if (scan->is_report && byte == 'c') return CT_SCAN_ATTRIBUTES;
      return scan->is_report ? CT_SCAN_REPORT : CT_SCAN_KEYS;
    }
    if (byte < 0x20 || scan->length > 64) {
      scan->state = ct_scan_ground;
      return CT_SCAN_KEYS;
    }
    return CT_SCAN_PART;
  case ct_scan_string:
    if (byte == 0x07 || byte == 0x9C) {
      scan->state = ct_scan_ground;
      return CT_SCAN_REPORT;
    }
    if (byte == 0x1B) scan->state = ct_scan_string_escape;
    return CT_SCAN_PART;
  case ct_scan_string_escape:
    if (byte == '\\') {
      scan->state = ct_scan_ground;
      return CT_SCAN_REPORT;
    }
    // Another Escape cut the string short: garbled, it ends here, no key either way.
    scan->state = ct_scan_ground;
    return CT_SCAN_REPORT;
  case ct_scan_x10:
    if (++scan->length < 3) return CT_SCAN_PART;
    scan->state = ct_scan_ground;
    return CT_SCAN_REPORT;
  default:
    if (byte == 0x1B) {
      scan->state = ct_scan_escape;
      return CT_SCAN_PART;
    }
    return CT_SCAN_KEYS;
  }
}

// Milliseconds on the monotonic clock.
static long long ct_now_ms(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

int ct_replies_wait_ms(int timeout_ms) {
  if (ct_owed <= 0) return 0;
  // Over a slow link the answer comes a round trip after the request: a way out soon after
  // it waits until CT_REPLY_LINK_MS after it, when that is longer than `timeout_ms`.
  long long asked_at = __atomic_load_n(&ct_asked_at, __ATOMIC_SEQ_CST);
  long long link_left = asked_at + CT_REPLY_LINK_MS - ct_now_ms();
  if (link_left > CT_REPLY_LINK_MS) link_left = CT_REPLY_LINK_MS;
  return link_left > timeout_ms ? (int)link_left : timeout_ms;
}

int ct_replies_drain(int fd, int timeout_ms) {
  if (ct_owed <= 0) return 0;
  ct_owed = ct_drain_answers(fd, ct_replies_wait_ms(timeout_ms), ct_owed);
  return ct_owed;
}

int ct_drain_answers(int fd, int timeout_ms, int owed) {
  if (fd < 0 || owed <= 0) return owed < 0 ? 0 : owed;
  struct ct_reply_scan scan = {0, 0, 0};
  // Keys typed before the answers came, given back to the terminal's input afterwards.
  unsigned char keys[256];
  size_t key_count = 0;
  unsigned char part[80];
  size_t part_length = 0;
  long long deadline = ct_now_ms() + timeout_ms;
  while (owed > 0) {
    long long left = deadline - ct_now_ms();
    if (left <= 0) break;
    struct pollfd entry = {fd, POLLIN, 0};
    int ready = poll(&entry, 1, (int)left);
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0 || !(entry.revents & POLLIN)) break;
    unsigned char byte;
    // One byte at a time: whatever follows the last answer stays for the shell.
    ssize_t count = read(fd, &byte, 1);
    if (count < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (count <= 0) break;
    if (part_length < sizeof part) part[part_length++] = byte;
    int kind = ct_reply_scan_byte(&scan, byte);
    if (kind == CT_SCAN_PART) continue;
    if (kind == CT_SCAN_KEYS || kind == CT_SCAN_KEYS_PART) {
      size_t keep = kind == CT_SCAN_KEYS_PART ? part_length - 1 : part_length;
      for (size_t i = 0; i < keep && key_count < sizeof keys; i++) keys[key_count++] = part[i];
      part[0] = byte;
      part_length = kind == CT_SCAN_KEYS_PART ? 1 : 0;
      continue;
    }
    part_length = 0;
    if (kind == CT_SCAN_ATTRIBUTES) owed--;
  }
  // What was read of a sequence when time ran out is dropped: half an answer is no key.
  for (size_t i = 0; i < key_count; i++) {
    // Where the kernel allows it (TIOCSTI; Linux may forbid it): as if typed again.
    if (ioctl(fd, TIOCSTI, &keys[i]) != 0) break;
  }
  return owed;
}
