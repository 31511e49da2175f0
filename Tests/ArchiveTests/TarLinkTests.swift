import Archive
import ArchiveTestSupport
import Testing

@Suite("Links in a tar are followed within the archive, never to the file system")
struct TarLinkTests {
  private static let picture = Samples.noise(3000)
  private static let path = "media_attachments/files/1/original/"

  /// A tar with the outbox and a picture stored as files, then `links` added by `add`.
  private func tar(_ add: (inout TarBuilder) -> Void) -> [UInt8] {
    var tar = TarBuilder()
    tar.file("export/data/outbox-file.json", Samples.outbox)
    tar.file(Self.path + "a.png", Self.picture)
    add(&tar)
    tar.end()
    return tar.bytes
  }

  /// The archive opened as a tar and as a tar.gz.
  private func bags(_ bytes: [UInt8]) throws -> [MemberBag] {
    let folder = try TemporaryFolder()
    return [
      try ArchiveReader.open(path: folder.write(bytes, to: "a.tar")),
      try ArchiveReader.open(path: folder.write(Gzip.compress(bytes), to: "a.tar.gz")),
    ]
  }

  @Test("An outbox stored as a hard link, and a picture as a symbolic link, read as their files")
  func linksRead() throws {
    let bytes = tar { tar in
      tar.header(name: "outbox.json", size: 0, type: "1", link: "export/data/outbox-file.json")
      tar.symlink(Self.path + "b.png", to: "a.png")
      tar.symlink("pictures/c.png", to: "../" + Self.path + "./a.png")
    }
    for bag in try bags(bytes) {
      #expect(bag.warnings.isEmpty, "\(bag.warnings)")
      #expect(
        bag.members.map(\.name) == [
          "export/data/outbox-file.json", Self.path + "a.png", "outbox.json", Self.path + "b.png",
          "pictures/c.png",
        ])
      #expect(try bag.read(#require(bag.member(named: "outbox.json"))) == Samples.outbox)
      #expect(try bag.read(#require(bag.member(named: Self.path + "b.png"))) == Self.picture)
      #expect(try bag.read(#require(bag.member(named: "pictures/c.png"))) == Self.picture)
      #expect(bag.member(named: "outbox.json")?.size == Samples.outbox.count)
    }
  }

  @Test("A chain of links is followed to the file; a GNU long link target and pax linkpath too")
  func chains() throws {
    let long = "media_attachments/" + String(repeating: "x", count: 120) + "/d.png"
    let bytes = tar { tar in
      tar.symlink("one.png", to: Self.path + "a.png")
      tar.symlink("two.png", to: "one.png")
      tar.header(name: "three.png", size: 0, type: "1", link: "two.png")
      tar.gnuLongName(long)
      tar.file("././@LongLink", Array("../files/1/original/a.png".utf8) + [0], type: "K")
      tar.symlink("truncated-name", to: "ignored")
      tar.pax([("linkpath", "two.png")])
      tar.symlink("four.png", to: "ignored")
    }
    for bag in try bags(bytes) {
      #expect(bag.warnings.isEmpty, "\(bag.warnings)")
      for name in ["one.png", "two.png", "three.png", long, "four.png"] {
        #expect(try bag.read(#require(bag.member(named: name))) == Self.picture, "\(name)")
      }
    }
  }

  @Test("Links outside the archive, to nothing, or in a loop are left out, each with a warning")
  func brokenLinks() throws {
    let folder = try TemporaryFolder()
    // A real file on disk: an absolute link to it must not reach it.
    let onDisk = try folder.write(Self.picture, to: "on-disk.png")
    let bytes = tar { tar in
      tar.symlink("absolute.png", to: onDisk)
      tar.symlink("climbing.png", to: "../../on-disk.png")
      tar.symlink("gone.png", to: "nowhere.png")
      tar.header(name: "hard-gone.png", size: 0, type: "1", link: "nowhere.png")
      tar.symlink("loop-a", to: "loop-b")
      tar.symlink("loop-b", to: "loop-a")
      tar.symlink("folder", to: "media_attachments")
    }
    for bag in try bags(bytes) {
      #expect(bag.members.map(\.name) == ["export/data/outbox-file.json", Self.path + "a.png"])
      #expect(
        bag.warnings.map(\.description) == [
          "\(bag.name): absolute.png: symbolic link to \"\(onDisk)\", outside the archive; left out",
          "\(bag.name): climbing.png: symbolic link to \"../../on-disk.png\", outside the archive; "
            + "left out",
          "\(bag.name): gone.png: symbolic link to \"nowhere.png\", which is not in the archive; "
            + "left out",
          "\(bag.name): hard-gone.png: link to \"nowhere.png\", which is not in the archive; "
            + "left out",
          "\(bag.name): loop-a: symbolic link to \"loop-b\", through more than 16 links (a loop?); "
            + "left out",
          "\(bag.name): loop-b: symbolic link to \"loop-a\", through more than 16 links (a loop?); "
            + "left out",
          "\(bag.name): folder: symbolic link to \"media_attachments\", which leads to a folder: "
            + "links to folders are not followed; left out",
        ])
    }
  }

  @Test("A link to an absolute name the archive holds is followed: that name is a member")
  func absoluteMemberName() throws {
    var tar = TarBuilder()
    tar.file("/opt/mastodon/" + Self.path + "a.png", Self.picture)
    tar.symlink("/opt/mastodon/" + Self.path + "b.png", to: "/opt/mastodon/" + Self.path + "a.png")
    tar.end()
    for bag in try bags(tar.bytes) {
      #expect(bag.warnings.isEmpty, "\(bag.warnings)")
      let member = try #require(bag.member(endingWith: Self.path + "b.png"))
      #expect(try bag.read(member) == Self.picture)
    }
  }

  @Test("The last of a name is the member, a link or a file, whichever comes last")
  func lastOfName() throws {
    let bytes = tar { tar in
      tar.symlink("x.png", to: Self.path + "a.png")
      tar.file("x.png", [1, 2, 3])
      tar.file("y.png", [4, 5, 6])
      tar.symlink("y.png", to: Self.path + "a.png")
    }
    for bag in try bags(bytes) {
      #expect(try bag.read(#require(bag.member(named: "x.png"))) == [1, 2, 3])
      #expect(try bag.read(#require(bag.member(named: "y.png"))) == Self.picture)
      #expect(bag.repeatedNames == ["x.png": 2, "y.png": 2])
    }
  }
}
