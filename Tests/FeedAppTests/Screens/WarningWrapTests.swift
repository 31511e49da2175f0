import ListKitTesting
import Testing

/// A warning quotes the text it is about with its controls and invisible characters escaped
/// (`\u200B`): the `!` screen wraps a long one between escapes, never inside one.
@Suite("The warnings screen never splits an escape such as \\u200B across two lines")
struct WarningWrapTests {
  @Test("A long date of escapes wraps between them: no line ends in a lone backslash")
  func escapesStayWhole() throws {
    let json =
      #"{"users":[{"id":"u1","nickname":"a"}],"feed":[{"id":"f1","user":"u1","comment":"c","#
      + #""postedAt":"2024A\u001b[2J\u001b]52;c;aGFjaw==\u0007B\u0007\u0085\u009b31mC\u202eevil\u200d\u200bZ\u001b[31mRED"}]}"#
    let app = try AppHarness(json: json)
    try app.press("!")
    expectScreen(
      app.screen(30, 10),
      [
        "… › Feed › Warnings     ? help",
        "> ⚠ feed[0].postedAt",
        "    \"2024A\\u001B[2J\\u001B]52;",
        "    c;aGFjaw==\\u0007B\\u0007",
        "    \\u0085\\u009B31mC\\u202Eevi",
        "    l\u{200D}\\u200BZ\\u001B[31mRED\" is",
        "    not an ISO 8601 date;",
        "    shown as written",
        "",
        " 1/1 warning      ⚠ 1 warning",
      ])
  }
}
