import Archive
import ArchiveTestSupport
import Testing

@Suite("A tar's links: at most 16 followed, and one to a folder, device or fifo says so")
struct TarLinkLimitTests {
  private static let picture = Samples.noise(1000)

  /// The archive opened as a tar and as a tar.gz.
  private func bags(_ add: (inout TarBuilder) -> Void) throws -> [MemberBag] {
    var tar = TarBuilder()
    add(&tar)
    tar.end()
    let folder = try TemporaryFolder()
    return [
      try ArchiveReader.open(path: folder.write(tar.bytes, to: "a.tar")),
      try ArchiveReader.open(path: folder.write(Gzip.compress(tar.bytes), to: "a.tar.gz")),
    ]
  }

  /// A file `real.png`, then links `l1.png` to it, `l2.png` to `l1.png`… up to `l<count>.png`,
  /// which reaches the file through `count` links, itself included.
  private func chain(_ count: Int) -> (inout TarBuilder) -> Void {
    { tar in
      tar.file("real.png", Self.picture)
      tar.symlink("l1.png", to: "real.png")
      for index in stride(from: 2, through: count, by: 1) {
        tar.symlink("l\(index).png", to: "l\(index - 1).png")
      }
    }
  }

  @Test("A chain of 16 links is followed, each link read as the file")
  func sixteen() throws {
    for bag in try bags(chain(16)) {
      #expect(bag.warnings.isEmpty, "\(bag.warnings)")
      #expect(bag.members.count == 17)
      #expect(try bag.read(#require(bag.member(named: "l16.png"))) == Self.picture)
    }
  }

  @Test("In a chain of 18, the links with more than 16 to follow are left out, each said once")
  func eighteen() throws {
    for bag in try bags(chain(18)) {
      // l16.png is 16 links from the file: read. l17.png and l18.png are 17 and 18: left out,
      // each for its own chain, not for the shorter ones inside it.
      #expect(try bag.read(#require(bag.member(named: "l16.png"))) == Self.picture)
      #expect(bag.member(named: "l17.png") == nil)
      #expect(bag.member(named: "l18.png") == nil)
      #expect(
        bag.warnings.map(\.description) == [
          "\(bag.name): l17.png: symbolic link to \"l16.png\", through more than 16 links "
            + "(a loop?); left out",
          "\(bag.name): l18.png: symbolic link to \"l17.png\", through more than 16 links "
            + "(a loop?); left out",
        ])
    }
  }

  @Test("A link to a folder, listed or implied by a member's name, says it leads to a folder")
  func folders() throws {
    let bags = try bags { tar in
      tar.folder("real/")
      tar.folder("real/files/")
      tar.file("real/files/a.png", Self.picture)
      tar.file("other/b.png", Self.picture)
      tar.symlink("media_attachments", to: "real")
      tar.symlink("actor.json", to: "real/")
      tar.header(name: "hard", size: 0, type: "1", link: "real/files/")
      tar.symlink("implied", to: "other")
      tar.symlink("via-link", to: "media_attachments")
    }
    for bag in bags {
      #expect(bag.members.map(\.name) == ["real/files/a.png", "other/b.png"])
      let folder = "which leads to a folder: links to folders are not followed; left out"
      #expect(
        bag.warnings.map(\.description) == [
          "\(bag.name): media_attachments: symbolic link to \"real\", \(folder)",
          "\(bag.name): actor.json: symbolic link to \"real/\", \(folder)",
          "\(bag.name): hard: link to \"real/files/\", \(folder)",
          "\(bag.name): implied: symbolic link to \"other\", \(folder)",
          "\(bag.name): via-link: symbolic link to \"media_attachments\", \(folder)",
        ])
    }
  }

  @Test("A fifo or device is left out with a warning, and a link to one says what it leads to")
  func devices() throws {
    let bags = try bags { tar in
      tar.header(name: "outbox.json", size: 0, type: "6")
      tar.header(name: "tty", size: 0, type: "3")
      tar.header(name: "disk", size: 0, type: "4")
      tar.symlink("actor.json", to: "tty")
      tar.header(name: "likes.json", size: 0, type: "6")
      tar.file("likes.json", [1])
    }
    for bag in bags {
      #expect(bag.members.map(\.name) == ["likes.json"])
      #expect(
        bag.warnings.map(\.description) == [
          "\(bag.name): outbox.json: a fifo (named pipe), not a regular file; left out",
          "\(bag.name): tty: a character device, not a regular file; left out",
          "\(bag.name): disk: a block device, not a regular file; left out",
          "\(bag.name): actor.json: symbolic link to \"tty\", which leads to a character "
            + "device, not a regular file; left out",
        ])
    }
  }
}
