import Render
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Record mode for screen assertions: every screen checked is printed on standard output as a
/// Swift array literal to paste into the test, with the file and line of its assertion.
///
/// Turn it on for a whole run with the environment:
///
/// ```sh
/// LISTKIT_RECORD=1 swift test --filter AgendaScreenTests
/// ```
///
/// or for one assertion with `expectScreen(buffer, [], record: true)`. Recording never hides a
/// difference: a screen that does not match still records an issue, so a run in record mode
/// fails until the printed screens are pasted in, and a recorded test cannot pass by accident.
public enum ScreenRecording {
  /// The environment variable that turns record mode on: `LISTKIT_RECORD`.
  public static let environmentVariable = "LISTKIT_RECORD"

  /// Whether record mode is on for this process: `LISTKIT_RECORD` is set to anything but
  /// empty, `0`, `false` or `no`.
  public static var isEnabled: Bool {
    guard let value = getenv(environmentVariable) else { return false }
    return isOn(String(cString: value))
  }

  /// Whether a value of `LISTKIT_RECORD` turns record mode on.
  public static func isOn(_ value: String) -> Bool {
    !["", "0", "false", "no"].contains(value.lowercased())
  }

  /// What record mode prints for a screen: a heading naming the assertion's place and whether
  /// the screen matched, then the screen as a literal.
  ///
  /// ```
  /// LISTKIT_RECORD AgendaScreenTests.swift:42 (differs):
  /// [
  ///   "> Mon 23 Nov",
  /// ]
  /// ```
  public static func recordedScreen(
    _ buffer: Buffer, at sourceLocation: SourceLocation, matched: Bool
  ) -> String {
    let place = "\(sourceLocation.fileName):\(sourceLocation.line)"
    return "\(environmentVariable) \(place) (\(matched ? "matches" : "differs")):\n"
      + swiftLiteral(buffer.lines)
  }
}
