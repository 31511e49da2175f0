import CNcursesw
import ListKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Terminal {
  /// Waits for the next key and returns it decoded; nil only when input is gone (or after
  /// ``stop()``).
  ///
  /// A resize arrives as ``Key/resize`` (``size`` is then updated and the next frame
  /// repaints fully), and a click, double click or wheel turn as ``Key/mouse(_:)``. Keys that
  /// mean nothing to a list, such as F5 or a button release, are skipped.
  public func nextKey() -> Key? {
    var failures = 0
    while failures < 3 && !screen.isEnded {
      var code: wint_t = 0
      errno = 0
      let result = wget_wch(screen.window, &code)
      switch result {
      case OK:
        failures = 0
        if let key = KeyDecoder.decode(UInt32(code), isFunctionKey: false) { return key }
      case KEY_CODE_YES:
        failures = 0
        if let key = functionKey(Int32(bitPattern: UInt32(code))) { return key }
      default:
        if errno != EINTR { failures += 1 }
      }
    }
    return nil
  }

  /// The key for a function-key code: reads the event of `KEY_MOUSE`, and repaints after
  /// `KEY_RESIZE`.
  private func functionKey(_ code: Int32) -> Key? {
    switch code {
    case KEY_MOUSE:
      var event = MEVENT()
      guard getmouse(&event) == OK else { return nil }
      return KeyDecoder.mouse(bstate: UInt(event.bstate), x: Int(event.x), y: Int(event.y))
        .map(Key.mouse)
    case KEY_RESIZE:
      screen.invalidate()
      return .resize
    default:
      return KeyDecoder.decode(UInt32(bitPattern: code), isFunctionKey: true)
    }
  }
}
