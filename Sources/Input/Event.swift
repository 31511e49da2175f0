/// Something that happened at the terminal: a key, a mouse event, a new size, pasted text, the
/// terminal's answer about its background colour, or the program continued after a stop.
///
/// The terminal backend decodes these from curses; a headless driver makes them from key
/// notation. Apps and lists handle them the same way, whichever made them.
///
/// ```swift
/// switch event {
/// case .key(.character("q")): quit()
/// case .resize(let width, let height): layOut(width: width, height: height)
/// default: break
/// }
/// ```
public enum Event: Hashable, Sendable {
  /// A key press.
  case key(Key)
  /// A click, double click or wheel turn, at a screen position.
  case mouse(MouseEvent)
  /// The terminal now has this many columns and lines.
  case resize(width: Int, height: Int)
  /// Text pasted in one go (bracketed paste), to be inserted as text rather than run as keys.
  case paste(String)
  /// The terminal said what colour its background is: its answer to the OSC 11 query, which a
  /// `Terminal` sends at start when asked to (`TerminalOptions.asksForBackground`).
  ///
  /// It may come late, or never (many terminals do not answer); it is no input of the user's.
  /// An app that blends colours with the background (a picture's half-transparent pixels)
  /// draws again with it; others ignore it.
  case background(RGBColor)
  /// The program was continued after it stopped (^Z, then the shell's `fg`): what was typed
  /// before the stop is over, so a list forgets a count typed then, as it does for any other
  /// input but the key that takes it.
  ///
  /// It comes once the terminal has the screen back, before any key typed after `fg`.
  case resume

  /// The key, if this is a key press.
  public var key: Key? {
    if case .key(let key) = self { return key }
    return nil
  }

  /// The event in notation: `j`, `<Enter>`, `<Mouse:click@3,4>`, `<Resize:80x24>`,
  /// `<Background:#ffffff>`.
  public var notation: String {
    switch self {
    case .key(let key): key.notation
    case .mouse(let event): "<Mouse:\(event.action)@\(event.x),\(event.y)>"
    case .resize(let width, let height): "<Resize:\(width)x\(height)>"
    case .paste(let text): "<Paste:\(text.count) characters>"
    case .background(let color): "<Background:\(color.hex)>"
    case .resume: "<Resume>"
    }
  }
}

extension Event {
  /// Parses key notation into key events; see ``Key/sequence(from:)``.
  public static func sequence(from notation: String) throws -> [Event] {
    try Key.sequence(from: notation).map(Event.key)
  }
}
