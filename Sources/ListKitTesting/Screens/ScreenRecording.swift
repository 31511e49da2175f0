import Render
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Record mode for screen assertions: when the test process ends, each screen that differed
/// from its expectation is written into the test's source file, in place of the expected
/// array literal, and the files changed are named on standard error.
///
/// Turn it on for a whole run with the environment:
///
/// ```sh
/// LISTKIT_RECORD=1 swift test --filter AgendaScreenTests
/// ```
///
/// or for one assertion with `expectScreen(buffer, [], record: true)`. Recording never hides a
/// difference: a screen that does not match still records an issue, so the recording run
/// fails, the next one passes, and a recorded test cannot pass by accident. Only a literal of
/// plain strings is replaced; expected lines held in a variable or built with interpolation,
/// and a call that checked different screens in one run (in a loop, or with arguments), are
/// printed on standard error as literals to paste in instead.
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
