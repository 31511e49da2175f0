import Input

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Terminal {
  /// Asks the terminal for its background colour, without waiting for the answer: at start,
  /// and again after ^Z and `fg`, as the user may have changed the theme meanwhile.
  ///
  /// The answer, if any, is read with the keys and arrives as `Event/background(_:)` (see
  /// `KeyDecoder.operatingSystemCommand(after:)`); a terminal that does not know the query says
  /// nothing. The query is followed by a request for the device attributes, which every
  /// terminal answers after it, so that a way out knows whether an answer may still come (see
  /// ``TerminalReplies``). Not on the Linux console (`TERM=linux…`), whose older kernels print
  /// an unknown `ESC ]` command's characters, and whose background is black.
  func askForBackground() {
    if Self.isLinuxConsole { return }
    ControlSequence.send(
      KeyDecoder.backgroundQuery + TerminalReplies.attributesRequest, to: inputDescriptor)
    TerminalReplies.expect()
  }

  /// The background colour `COLORFGBG` names, as rxvt and Konsole set it (`15;0` is white
  /// text on black, `0;15` black on white): its last field, a palette colour 0 to 15, as
  /// xterm draws it by default; nil when it is unset or names no such colour (`default`).
  ///
  /// For a first guess at the background, before or without the terminal's answer to
  /// ``askForBackground()``, as vim makes it.
  ///
  /// ```swift
  /// Terminal.background(colorFGBG: "0;15")  // white
  /// ```
  public static func background(colorFGBG: String?) -> RGBColor? {
    guard let field = colorFGBG?.split(separator: ";").last, let index = UInt8(field),
      index < 16
    else { return nil }
    let (red, green, blue) = XtermPalette.rgb(index)
    return RGBColor(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
  }
}
