import CTerminal

/// The answers the terminal still owes to the app's queries, so that none lands in the shell.
///
/// The question about the background (OSC 11) is followed by a request for the primary device
/// attributes (DA1, `ESC [ c`), which every terminal answers, after the answers to what was
/// asked before it, as neovim's TUI does. Until that answer is read, another may still come:
/// every way out (a quit, ^Z, a fatal signal, `exit`) first reads the input up to it, for
/// ``wait`` milliseconds, or until ``linkWait`` milliseconds after the request when that is
/// later, as over a slow link the answer comes a round trip after it (see
/// `ct_replies_wait_ms`), leaving what follows it to the shell. The count and the time of the
/// request live in C, for the crash guard's signal handlers.
enum TerminalReplies {
  /// The request for the primary device attributes.
  static let attributesRequest = "\u{1B}[c"

  /// How long a way out waits for owed answers, in milliseconds, at least.
  static let wait = Int32(CT_REPLY_WAIT_MS)

  /// How long after a request its answer may come, in milliseconds: a way out this soon after
  /// it waits until then, longer than ``wait``.
  static let linkWait = Int32(CT_REPLY_LINK_MS)

  /// Notes that ``attributesRequest`` was just sent.
  static func expect() { ct_replies_expect() }

  /// Notes that the answer to an ``attributesRequest`` was read.
  static func noteAnswer() { ct_replies_note_answer() }

  /// How many answers to ``attributesRequest`` are still owed.
  static var owed: Int { Int(ct_replies_owed()) }

  /// Reads the input on `descriptor` until the owed answers have come, or for `milliseconds`,
  /// or until ``linkWait`` milliseconds after the last request when that is later; returns
  /// the answers still owed.
  ///
  /// Keys typed before them are given back to the input where the kernel allows it; what
  /// follows them is never read.
  @discardableResult
  static func drain(on descriptor: Int32, milliseconds: Int32 = wait) -> Int {
    Int(ct_replies_drain(descriptor, milliseconds))
  }

  /// Reads the input on `descriptor` as ``drain(on:milliseconds:)`` does, while `owed` answers
  /// are owed, leaving the count the app keeps alone; returns how many still are.
  static func drain(on descriptor: Int32, owed: Int, milliseconds: Int32 = wait) -> Int {
    Int(ct_drain_answers(descriptor, milliseconds, Int32(owed)))
  }
}
