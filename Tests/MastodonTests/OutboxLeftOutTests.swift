import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

@Suite("An archive whose outbox.json is left out says why, not only that there is none")
struct OutboxLeftOutTests {
  /// A tar.gz of `add`'s members, read.
  private func load(_ add: (inout TarBuilder) -> Void) throws -> DocumentSnapshot {
    var tar = TarBuilder()
    add(&tar)
    tar.end()
    let folder = try TemporaryFolder()
    let path = try folder.write(Gzip.compress(tar.bytes), to: "archive.tar.gz")
    return try MastodonTests.load(path, name: "archive.tar.gz")
  }

  /// The message `add`'s archive fails with.
  private func failure(_ add: (inout TarBuilder) -> Void) -> String? {
    do {
      _ = try load(add)
      return nil
    } catch {
      return (error as? DocumentError)?.description
    }
  }

  @Test("A link out of the archive, round a loop, to a folder; a fifo; each says why")
  func leftOut() {
    let none = ", so the archive has no outbox.json to read"
    #expect(
      failure { $0.symlink("outbox.json", to: "/etc/passwd") }
        == "archive.tar.gz: outbox.json: symbolic link to \"/etc/passwd\", outside the archive; "
        + "left out\(none)")
    #expect(
      failure { tar in
        tar.symlink("outbox.json", to: "x.json")
        tar.symlink("x.json", to: "outbox.json")
      }
        == "archive.tar.gz: outbox.json: symbolic link to \"x.json\", through more than 16 links "
        + "(a loop?); left out\(none)")
    #expect(
      failure { tar in
        tar.folder("d/")
        tar.file("d/x", [1])
        tar.symlink("outbox.json", to: "d")
      }
        == "archive.tar.gz: outbox.json: symbolic link to \"d\", which leads to a folder: links "
        + "to folders are not followed; left out\(none)")
    #expect(
      failure { $0.header(name: "outbox.json", size: 0, type: "6") }
        == "archive.tar.gz: outbox.json: a fifo (named pipe), not a regular file; left out\(none)")
    // An export a folder down: its outbox.json is named by its path.
    #expect(
      failure { $0.symlink("archive/outbox.json", to: "../../outbox.json") }
        == "archive.tar.gz: archive/outbox.json: symbolic link to \"../../outbox.json\", outside "
        + "the archive; left out\(none)")
  }

  @Test("With no outbox.json at all, nor a link of that name, the error is as before")
  func noneAtAll() {
    #expect(
      failure { $0.symlink("actor.json", to: "/etc/passwd") }
        == "archive.tar.gz: no outbox.json in this archive")
  }
}
