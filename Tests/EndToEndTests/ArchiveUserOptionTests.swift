import ArchiveTestSupport
import Foundation
import Testing

@Suite("--user on a Mastodon archive, through the real binary")
struct ArchiveUserOptionTests {
  @Test(
    "--user takes the owner's webfinger address, and the address on the server's own host",
    arguments: [
      "alice@example.com", "@alice@example.com", "alice@social.example.com",
      "@alice@social.example.com",
    ])
  func webfingerAddress(_ user: String) throws {
    var export = MastodonExport()
    export.host = "social.example.com"
    export.webfinger = "alice@example.com"
    export.displayName = "Alice Liddell"
    export.note(id: 1, published: "2024-05-01T10:00:00Z", html: "<p>hello</p>")
    let folder = try TemporaryFolder()
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let output = try ListTUIProcess.run([path, "--user", user, "--dump", "--size", "60x6"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.hasPrefix("archive.zip › Feed › alice"), "\(output.stdout)")
    #expect(output.stdout.contains("@alice@example.com"), "\(output.stdout)")
  }
}
