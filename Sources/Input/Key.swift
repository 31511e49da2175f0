/// A key press, decoded from the terminal or from key notation.
///
/// Printable keys, Space included, arrive as ``character(_:)``. Control chords arrive as
/// ``control(_:)`` with the lower-case letter, so ^U is `.control("u")`. F1 to F12 are
/// ``function(_:)``; Shift and Ctrl with an arrow, Home, End, a page key, Insert, Delete or an
/// F-key are ``modified(_:_:)`` (Ctrl+Up is `.modified(.up, .control)`), and Alt wraps any key
/// in ``alt(_:)``, outermost (Ctrl+Alt+Up is `.alt(.modified(.up, .control))`); Shift+Tab is
/// ``backTab``. A key that is none of these arrives as ``unknown``. Mouse events and resizes
/// are not keys: see ``Event``.
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
  /// Insert.
  case insert
  /// A function key, F1 to F12: `.function(5)` is F5.
  ///
  /// Shift or Ctrl with one is ``modified(_:_:)``: terminals send Shift+F1 as a key of its own,
  /// which terminfo calls F13 and which arrives as `.modified(.function(1), .shift)`.
  case function(Int)
  /// Shift, Ctrl or both with an arrow, Home, End, Page Up or Down, Insert, Delete or an
  /// F-key: Ctrl+Up is `.modified(.up, .control)`, Ctrl+Shift+End
  /// `.modified(.end, [.control, .shift])`.
  ///
  /// Only these keys take it, the ones terminals tell apart with modifiers; the modifiers are
  /// never empty. Shift+Tab is ``backTab``, and Alt goes outside (``alt(_:)``). Its notation
  /// is vim's: `<C-Up>`, `<S-F5>`, `<C-S-End>`.
  indirect case modified(Key, KeyModifiers)
  /// Alt (Meta) with a key, sent as Escape and then the key: Alt+b is
  /// `.alt(.character("b"))`, Alt+Backspace `.alt(.backspace)`.
  ///
  /// Lists ignore it; a text field may use it, as a shell's line does (Alt+b, Alt+f move by
  /// words). Its notation is `<M-b>`, `<M-BS>`.
  indirect case alt(Key)
  /// A key pressed that is none of the others: F13 and beyond, a keypad key of its own, a chord
  /// the terminal sends as a sequence of its own that says no key above.
  ///
  /// Lists ignore it. It is a key press all the same, so an app can end what lasts until the
  /// next key, such as a message. It has no notation to type; written, it is `<?>`.
  case unknown

  /// The Space bar.
  public static let space = Key.character(" ")
}
