import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("Code in a post: tabs in <pre> line up as a browser draws them")
struct PreformattedScreenTests {
  /// Alice's archive of one post: a table of code laid out with tabs.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.note(
      id: 1, published: "2024-01-01T10:00:00Z",
      html: "<p>Timings:</p><pre><code>name\tms\ttotal\nparse\t12\t12\nlayout\t3\t15</code></pre>")
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("The feed's row, cut to one line, shows each tab as one space")
  func row() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 64, height: 12))
    #expect(app.screen.lines[6] == "  Timings: name ms total parse 12 12 layout 3 15")
  }

  @Test("The entry screen puts each tab's text at the next stop of 8 columns")
  func entry() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 40, height: 12))
    expectScreen(
      try app.press("jjj<Enter>"),
      [
        "… › Feed › Entry by alice         ? help",
        "> alice · Alice Liddell · @alice@examp…",
        "",
        "  Timings:",
        "",
        "  name    ms      total",
        "  parse   12      12",
        "  layout  3       15",
        "",
        "  Posted 2024-01-01 10:00 UTC",
        "  https://example.social/@alice/1",
        " 1/3 author",
      ])
  }
}
