import Input

@testable import TerminalBackend

/// Codes as a terminal sends them, in reads: each read is what arrived together, and the next
/// one comes later, after any wait for a sequence's next character.
///
/// ```swift
/// let codes = ScriptedCodes(["\u{1B}\u{1B}"], ["j"])   // Esc Esc together, then j
/// codes.keys()                                         // [.escape, .escape, .character("j")]
/// ```
final class ScriptedCodes: CodeSource {
  /// The reads not yet read through, the first being read now.
  private var reads: [[CursesCode]]
  /// Codes given back, read first.
  private var pending: [CursesCode] = []

  /// Reads of codes, each made of the bytes of a string's UTF-8, as curses hands them out.
  convenience init(_ reads: String...) {
    self.init(codes: reads.map(ScriptedCodes.codes))
  }

  /// Reads of codes, each made of bytes.
  convenience init(bytes reads: [[UInt8]]) {
    self.init(codes: reads.map { $0.map { CursesCode(value: UInt32($0), isFunctionKey: false) } })
  }

  /// Reads of codes.
  init(codes reads: [[CursesCode]]) {
    self.reads = reads
  }

  /// The codes of a text: the bytes of its UTF-8.
  static func codes(_ text: String) -> [CursesCode] {
    text.utf8.map { CursesCode(value: UInt32($0), isFunctionKey: false) }
  }

  /// A function-key code, such as `KEY_UP`.
  static func functionKey(_ code: UInt32) -> CursesCode {
    CursesCode(value: code, isFunctionKey: true)
  }

  func nextCode(waitingMilliseconds milliseconds: Int32) -> CursesCode? {
    if !pending.isEmpty { return pending.removeFirst() }
    // A wait lasts until the next read has arrived.
    if milliseconds > 0, reads.first?.isEmpty == true { reads.removeFirst() }
    guard let read = reads.first, let code = read.first else { return nil }
    reads[0].removeFirst()
    return code
  }

  func unread(_ codes: [CursesCode]) {
    pending.insert(contentsOf: codes, at: 0)
  }

  /// Every reading until the reads are used up, as the terminal reads while input comes: nil
  /// readings, where a read was used up, left out.
  func readings() -> [KeyRead] {
    var readings: [KeyRead] = []
    while true {
      if let reading = readKeys() {
        readings.append(reading)
        continue
      }
      guard pending.isEmpty, !reads.isEmpty else { return readings }
      reads.removeFirst()
    }
  }

  /// Every key read, one reading after another, as the terminal reads them while input comes.
  ///
  /// Once a read is used up, the next arrives. Function keys are decoded as curses' own (those
  /// a list has no use for are unknown keys), and events such as a resize, a mouse report,
  /// the terminal's background colour or its device attributes are left out.
  func keys() -> [Key] {
    var keys: [Key] = []
    while true {
      switch readKeys() {
      case .keys(let read)?:
        keys += read
      case .mouse(_, let before)?, .background(_, let before)?, .attributes(let before)?:
        keys += before
      case .functionKey(let code)?:
        let value = UInt32(bitPattern: code)
        guard !Self.isEvent(CursesCode(value: value, isFunctionKey: true)) else { continue }
        keys.append(KeyDecoder.decode(value, isFunctionKey: true) ?? .unknown)
      case nil:
        guard pending.isEmpty, !reads.isEmpty else { return keys }
        reads.removeFirst()
      }
    }
  }
}
