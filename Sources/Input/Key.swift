/// A key press, decoded from the terminal or from key notation.
///
/// Printable keys, Space included, arrive as ``character(_:)``. Control chords arrive as
/// ``control(_:)`` with the lower-case letter, so ^U is `.control("u")`. A key that is none of
/// these, such as F1, arrives as ``unknown``. Mouse events and resizes are not keys: see
/// ``Event``.
///
/// ```swift
/// let keys = try Key.sequence(from: "jj<Enter>")
/// // [.character("j"), .character("j"), .enter]
/// ```
public enum Key: Hashable, Sendable {
  /// A printable character, including Space.
  case character(Character)
  /// A control chord with a letter, such as ^U (`.control("u")`).
  case control(Character)
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Enter or Return.
  case enter
  /// Escape.
  case escape
  /// Backspace or Delete-left.
  case backspace
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Delete (forward).
  case delete
  /// Alt (Meta) with a key, sent as Escape and then the key: Alt+b is
  /// `.alt(.character("b"))`, Alt+Backspace `.alt(.backspace)`.
  ///
  /// Lists ignore it; a text field may use it, as a shell's line does (Alt+b, Alt+f move by
  /// words). Its notation is `<M-b>`, `<M-BS>`.
  indirect case alt(Key)
  /// A key pressed that is none of the others: an F-key, a chord the terminal sends as a
  /// sequence of its own.
  ///
  /// Lists ignore it. It is a key press all the same, so an app can end what lasts until the
  /// next key, such as a message. It has no notation to type; written, it is `<?>`.
  case unknown

  /// The Space bar.
  public static let space = Key.character(" ")
}
