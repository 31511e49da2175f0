import Archive
import ArchiveTestSupport
import Testing

@Suite("Symbolic links in a zip (zip -y, ditto) are followed within the archive, as a tar's")
struct ZipLinkTests {
  private static let picture = Samples.noise(3000)
  private static let path = "media_attachments/files/1/original/"

  /// A member made on Unix with the mode `mode`.
  private static func unix(_ member: RawZip.Member, mode: UInt32) -> RawZip.Member {
    var member = member
    member.versionMadeBy = 3 << 8 | 20
    member.externalAttributes = mode << 16
    return member
  }

  /// A symbolic link `name` to `target`, stored or deflated, as `zip -y` writes one.
  private static func link(
    _ name: String, to target: String, deflate: Bool = false
  )
    -> RawZip.Member
  {
    let data = Array(target.utf8)
    return unix(deflate ? .deflated(name, data) : .stored(name, data), mode: 0o120777)
  }

  /// The zip of the picture, `a.png`, and `members` after it, opened.
  private func bag(_ members: [RawZip.Member]) throws -> MemberBag {
    let folder = try TemporaryFolder()
    let picture = Self.unix(.deflated(Self.path + "a.png", Self.picture), mode: 0o100644)
    let path = try folder.write(RawZip(members: [picture] + members).bytes, to: "l.zip")
    return try ArchiveReader.open(path: path)
  }

  @Test("A link to a member, beside it or up and down folders, stored or deflated, reads as it")
  func linksRead() throws {
    let bag = try bag([
      Self.link(Self.path + "b.png", to: "a.png"),
      Self.link("pictures/c.png", to: "../" + Self.path + "./a.png", deflate: true),
    ])
    #expect(bag.warnings.isEmpty, "\(bag.warnings)")
    #expect(bag.leftOut.isEmpty)
    #expect(
      bag.members.map(\.name) == [Self.path + "a.png", Self.path + "b.png", "pictures/c.png"])
    for name in [Self.path + "b.png", "pictures/c.png"] {
      let member = try #require(bag.member(named: name))
      #expect(member.size == Self.picture.count)
      #expect(try bag.read(member) == Self.picture, "\(name)")
    }
  }

  @Test("A chain of links is followed to the file")
  func chain() throws {
    let bag = try bag([
      Self.link("one.png", to: Self.path + "a.png"),
      Self.link("two.png", to: "one.png"),
      Self.link("three.png", to: "two.png"),
    ])
    #expect(bag.warnings.isEmpty, "\(bag.warnings)")
    for name in ["one.png", "two.png", "three.png"] {
      #expect(try bag.read(#require(bag.member(named: name))) == Self.picture, "\(name)")
    }
  }

  @Test("Links outside the archive, absolute, to nothing, in a loop or to a folder are left out")
  func brokenLinks() throws {
    var folderEntry = RawZip.Member.stored("media_attachments/", [])
    folderEntry = Self.unix(folderEntry, mode: 0o040755)
    let bag = try bag([
      folderEntry,
      Self.link(Self.path + "absolute.png", to: "/etc/passwd"),
      Self.link("climbing.png", to: "../../on-disk.png"),
      Self.link("gone.png", to: "nowhere.png"),
      Self.link("loop-a", to: "loop-b"),
      Self.link("loop-b", to: "loop-a"),
      Self.link("folder", to: "media_attachments"),
      Self.link(Self.path + "empty.png", to: ""),
    ])
    #expect(bag.members.map(\.name) == [Self.path + "a.png"])
    #expect(
      bag.warnings.map(\.description) == [
        "\(bag.name): \(Self.path)absolute.png: symbolic link to \"/etc/passwd\", outside the "
          + "archive; left out",
        "\(bag.name): climbing.png: symbolic link to \"../../on-disk.png\", outside the archive; "
          + "left out",
        "\(bag.name): gone.png: symbolic link to \"nowhere.png\", which is not in the archive; "
          + "left out",
        "\(bag.name): loop-a: symbolic link to \"loop-b\", through more than 16 links (a loop?); "
          + "left out",
        "\(bag.name): loop-b: symbolic link to \"loop-a\", through more than 16 links (a loop?); "
          + "left out",
        "\(bag.name): folder: symbolic link to \"media_attachments\", which leads to a folder: "
          + "links to folders are not followed; left out",
        "\(bag.name): \(Self.path)empty.png: symbolic link to \"\", which is not in the archive; "
          + "left out",
      ])
    #expect(bag.member(endingWith: "original/absolute.png") == nil)
    #expect(
      bag.leftOut(endingWith: "ORIGINAL/Absolute.png", caseInsensitive: true)?.reason
        == "link outside the archive")
    #expect(
      bag.leftOut.map(\.reason) == [
        "link outside the archive", "link outside the archive", "link to nothing", "link loop",
        "link loop", "link to a folder", "link to nothing",
      ])
  }

  @Test("A link with a damaged target is left out, saying so; a fifo is no member")
  func unreadableTarget() throws {
    var damaged = Self.link("bad.png", to: "a.png")
    damaged.crc ^= 1
    let fifo = Self.unix(.stored("pipe", []), mode: 0o010644)
    let bag = try bag([damaged, fifo])
    #expect(bag.members.map(\.name) == [Self.path + "a.png"])
    #expect(
      bag.warnings.map(\.description) == [
        "\(bag.name): bad.png: symbolic link whose target cannot be read: truncated or corrupt "
          + "(CRC-32 mismatch); left out",
        "\(bag.name): pipe: a fifo (named pipe), not a regular file; left out",
      ])
  }
}
