import Input
import Testing

@testable import TerminalBackend

@Suite("Mouse decoding")
struct MouseDecodingTests {
  /// Decodes a button state at column 4, line 7.
  func decode(_ mask: MouseMask) -> MouseEvent? {
    KeyDecoder.mouse(bstate: mask.rawValue, x: 4, y: 7)
  }

  @Test("the wheel is buttons 4 and 5")
  func wheel() {
    #expect(decode(.wheelUp) == MouseEvent(.wheelUp, x: 4, y: 7))
    #expect(decode(.wheelDown) == MouseEvent(.wheelDown, x: 4, y: 7))
  }

  @Test("a click, or a press held past the click interval, is a click")
  func click() {
    #expect(decode(.clicked) == MouseEvent(.click, x: 4, y: 7))
    #expect(decode(.pressed) == MouseEvent(.click, x: 4, y: 7))
  }

  @Test("a press and its release make one click, not two")
  func pressAndRelease() {
    let events = [MouseMask.pressed, .released].compactMap(decode)
    #expect(events == [MouseEvent(.click, x: 4, y: 7)])
    #expect(decode(.released) == nil)
    #expect(decode([.pressed, .released]) == MouseEvent(.click, x: 4, y: 7))
  }

  @Test("a double or triple click is a double click")
  func doubleClick() {
    #expect(decode(.doubleClicked) == MouseEvent(.doubleClick, x: 4, y: 7))
    #expect(decode(.tripleClicked) == MouseEvent(.doubleClick, x: 4, y: 7))
  }

  @Test("other buttons, motion, empty states and positions off the screen decode to nil")
  func ignored() {
    #expect(decode([]) == nil)
    // A drag: the pointer moves with the button down.
    #expect(decode(.motion) == nil)
    #expect(decode([.pressed, .motion]) == nil)
    #expect(KeyDecoder.mouse(bstate: MouseMask.clicked.rawValue, x: -1, y: 0) == nil)
    #expect(KeyDecoder.mouse(bstate: MouseMask.clicked.rawValue, x: 0, y: -1) == nil)
    let everyButton1Bit: MouseMask = [
      .pressed, .released, .clicked, .doubleClicked, .tripleClicked, .wheelUp, .wheelDown,
    ]
    let otherButtons = MouseMask(rawValue: MouseMask.reported.rawValue & ~everyButton1Bit.rawValue)
    #expect(decode(otherButtons) == nil)
  }

  @Test("the terminal is asked for presses, releases and the wheel, not for clicks or motion")
  func reportedEvents() {
    // Curses would fold presses into clicks anywhere on the screen; ClickCounter does it.
    #expect(MouseMask.reported.isSuperset(of: [.pressed, .released, .wheelUp, .wheelDown]))
    #expect(MouseMask.reported.isDisjoint(with: [.clicked, .doubleClicked, .tripleClicked]))
    #expect(MouseMask.reported.isDisjoint(with: .motion))
    #expect(!MouseMask.motion.isEmpty)
  }
}
