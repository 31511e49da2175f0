import Input

/// What one reading of keys from a ``CodeSource`` gave.
enum KeyRead: Equatable {
  /// Keys, oldest first: a key, or the Escapes of a run read together and the key after them.
  /// None for codes that no key sent, such as a mouse report.
  case keys([Key])
  /// A function-key code, for the terminal to make an event of: a key curses named, a resize,
  /// the mouse, or the start of a paste.
  case functionKey(Int32)
  /// A mouse report, read as characters (SGR, `ESC [ <`, or X10, `ESC [ M`), after the keys read
  /// before it: the Escapes of a run its own Escape ended.
  case mouse(MouseEvent, after: [Key])
  /// The terminal's answer about its background colour (OSC 11), after the keys read before
  /// it.
  case background(RGBColor, after: [Key])
  /// The terminal's answer to a request for its device attributes (DA1), after the keys read
  /// before it: every answer asked for before it has come.
  case attributes(after: [Key])
}
