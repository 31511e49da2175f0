import Archive
import ArchiveTestSupport
import Testing

@Suite("Looking members up by name and by path suffix")
struct MemberLookupTests {
  private func bag(_ names: [String]) throws -> (TemporaryFolder, MemberBag) {
    let folder = try TemporaryFolder()
    let members = names.enumerated().map { RawZip.Member.stored($1, [UInt8($0)]) }
    let path = try folder.write(RawZip(members: members).bytes, to: "x.zip")
    return (folder, try ArchiveReader.open(path: path))
  }

  @Test("Suffixes match whole path components, from media_attachments/ or any prefix")
  func suffixes() throws {
    let (_, bag) = try bag([
      "/opt/mastodon/public/system/media_attachments/files/000/001/original/a.jpg",
      "media_attachments/files/000/002/original/b.png",
      "xmedia_attachments/files/000/003/original/c.gif",
    ])
    let first = bag.member(endingWith: "media_attachments/files/000/001/original/a.jpg")
    #expect(first?.name.hasPrefix("/opt/mastodon") == true)
    #expect(bag.member(endingWith: "/media_attachments/files/000/002/original/b.png")?.size == 1)
    #expect(bag.member(endingWith: "original/b.png")?.name.hasSuffix("002/original/b.png") == true)
    #expect(bag.member(endingWith: "media_attachments/files/000/003/original/c.gif") == nil)
    #expect(bag.member(endingWith: "iginal/b.png") == nil)
    #expect(bag.member(endingWith: "") == nil)
    #expect(bag.member(endingWith: "original/") == nil)
  }

  @Test("Case-insensitive suffixes match upper-case extensions, and only when asked")
  func caseInsensitive() throws {
    let (_, bag) = try bag(["media_attachments/files/1/original/PHOTO.JPG", "avatar.png"])
    #expect(bag.member(endingWith: "files/1/original/photo.jpg") == nil)
    let found = bag.member(endingWith: "files/1/original/photo.jpg", caseInsensitive: true)
    #expect(found?.name == "media_attachments/files/1/original/PHOTO.JPG")
    #expect(bag.member(endingWith: "AVATAR.PNG", caseInsensitive: true)?.name == "avatar.png")
  }

  @Test("Exact names ignore a leading ./ and nothing else")
  func exactNames() throws {
    let (_, bag) = try bag(["./outbox.json", "sub/actor.json"])
    #expect(bag.members.map(\.name) == ["outbox.json", "sub/actor.json"])
    #expect(bag.member(named: "./outbox.json")?.name == "outbox.json")
    #expect(bag.member(named: "outbox.json")?.name == "outbox.json")
    #expect(bag.member(named: "actor.json") == nil)
    #expect(bag.member(named: "Outbox.json") == nil)
  }

  @Test("A member of another bag is refused")
  func foreignMember() throws {
    let (_, one) = try bag(["a.json"])
    let (_, other) = try bag(["b.json"])
    let foreign = try #require(other.member(named: "b.json"))
    let error = archiveError { () throws(ArchiveError) in try one.read(foreign) }
    #expect(error?.member == "b.json")
    #expect(error?.message == "not a member of this archive")
  }
}
