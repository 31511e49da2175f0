import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

@Suite("An optional member the archive cannot give is a warning; the posts still open")
struct UnreadableMemberTests {
  /// An export of two posts, liking and bookmarking one post each, following one account.
  private func export() -> MastodonExport {
    var export = MastodonExport()
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>first</p>")
    export.note(id: 2, published: "2023-01-02T10:00:00Z", html: "<p>second</p>")
    export.likes = ["https://other.example/users/bob/statuses/1"]
    export.bookmarks = ["https://other.example/users/bob/statuses/2"]
    export.following = ["bob@other.example"]
    return export
  }

  /// The export as a zip of deflated members, each passed through `damage` first, with
  /// `following_accounts.csv` in it; read.
  private func load(
    damaging damage: (inout RawZip.Member) -> Void
  ) throws -> DocumentSnapshot {
    let export = export()
    let files = export.files + [("following_accounts.csv", Array(export.followingCSV.utf8))]
    let members = files.map { file in
      var member = RawZip.Member.deflated(file.name, file.bytes)
      damage(&member)
      return member
    }
    let folder = try TemporaryFolder()
    let path = try folder.write(RawZip(members: members).bytes, to: "archive.zip")
    return try MastodonTests.load(path, name: "archive.zip")
  }

  /// The export as Mastodon's tar (the outbox, likes, bookmarks, then the actor), cut short.
  ///
  /// The cut falls halfway through `member`'s data or, with `beforeHeader`, just before its
  /// header, between members; read as a tar or, with `gzip`, as a tar.gz.
  private func load(
    tarCutIn member: String, gzip: Bool = false, beforeHeader: Bool = false
  ) throws -> DocumentSnapshot {
    let export = export()
    let tar = export.tarBytes()
    let data = try #require(export.files.first { $0.name == member }).bytes
    let start = try #require(tar.firstRange(of: data)).lowerBound
    let cut = Array(tar.prefix(beforeHeader ? start - 512 : start + data.count / 2))
    let folder = try TemporaryFolder()
    let path = try folder.write(gzip ? Gzip.compress(cut) : cut, to: "archive")
    return try MastodonTests.load(path, name: "archive")
  }

  @Test(
    "A tar cut short in likes.json opens with its posts; one warning says where, one what is lost")
  func cutInLikes() throws {
    let snapshot = try load(tarCutIn: "likes.json")
    #expect(
      snapshot.warnings.map(\.description) == [
        "likes.json: truncated or corrupt (unexpected end of data); "
          + "the archive is cut short in this member: it and any after it are left out",
        "actor.json: not found before the archive is cut short; the profile is left out",
      ])
    #expect(Array(snapshot.document.feed).map(\.comment) == ["second", "first"])
    let me = try #require(snapshot.document.me.flatMap(snapshot.document.user))
    #expect(me.stats.map(\.label) == ["posts", "boosts"])
  }

  @Test(
    "A tar cut between members, with no end block, opens with one warning for the whole archive",
    arguments: [false, true])
  func cutBetweenMembers(gzip: Bool) throws {
    let snapshot = try load(tarCutIn: "likes.json", gzip: gzip, beforeHeader: true)
    #expect(
      snapshot.warnings.map(\.description) == [
        "truncated or corrupt (no end-of-archive block after its last member); "
          + "the archive is cut short after its last whole member: any after it are left out",
        "actor.json: not found before the archive is cut short; the profile is left out",
      ])
    #expect(Array(snapshot.document.feed).map(\.comment) == ["second", "first"])
  }

  @Test("A tar.gz cut short in actor.json counts the likes and bookmarks before it")
  func cutInActor() throws {
    let snapshot = try load(tarCutIn: "actor.json", gzip: true)
    #expect(
      snapshot.warnings.map(\.description) == [
        "actor.json: truncated or corrupt (unexpected end of data); "
          + "the archive is cut short in this member: it and any after it are left out",
        "actor.json: cut short; the profile is left out",
      ])
    #expect(Array(snapshot.document.feed).map(\.comment) == ["second", "first"])
    let me = try #require(snapshot.document.me.flatMap(snapshot.document.user))
    #expect(me.stats.map(\.label) == ["posts", "boosts", "likes", "bookmarks"])
  }

  @Test("A tar cut short in outbox.json still fails, naming it")
  func cutInOutbox() throws {
    #expect {
      try load(tarCutIn: "outbox.json")
    } throws: { error in
      (error as? DocumentError)?.description
        == "archive: outbox.json: truncated or corrupt (unexpected end of data)"
    }
  }

  @Test("An encrypted actor.json leaves the profile out, with a warning naming why")
  func encryptedActor() throws {
    let snapshot = try load { member in
      if member.name == Array("actor.json".utf8) { member.flags = 1 }
    }
    #expect(
      snapshot.warnings.map(\.description) == [
        "actor.json: encrypted members are not supported; the profile is left out"
      ])
    #expect(Array(snapshot.document.feed).map(\.comment) == ["second", "first"])
    let me = try #require(snapshot.document.me.flatMap(snapshot.document.user))
    #expect(me.address == "@alice@example.social")
    #expect(me.stats.map(\.label) == ["posts", "boosts", "likes", "bookmarks"])
  }

  @Test("likes.json with a bad checksum and bookmarks.json compressed another way are not counted")
  func uncountedCollections() throws {
    let snapshot = try load { member in
      if member.name == Array("likes.json".utf8) { member.crc ^= 1 }
      if member.name == Array("bookmarks.json".utf8) { member.method = 12 }
    }
    #expect(
      snapshot.warnings.map(\.description) == [
        "likes.json: truncated or corrupt (CRC-32 mismatch); not counted",
        "bookmarks.json: unsupported compression method 12 (bzip2); not counted",
      ])
    let me = try #require(snapshot.document.me.flatMap(snapshot.document.user))
    #expect(me.stats.map(\.label) == ["posts", "boosts"])
    #expect(me.following.count == 1)
  }

  @Test("A following_accounts.csv over the size limit leaves Following out")
  func oversizedFollowing() throws {
    let snapshot = try load { member in
      if member.name == Array("following_accounts.csv".utf8) { member.size = 0xFFFF_FFF0 }
    }
    #expect(
      snapshot.warnings.map(\.description) == [
        "following_accounts.csv: too large (4294967280 bytes; the limit is 1073741824); "
          + "whom you follow is left out"
      ])
    let me = try #require(snapshot.document.me.flatMap(snapshot.document.user))
    #expect(me.following.isEmpty)
    #expect(me.stats.map(\.label) == ["posts", "boosts", "likes", "bookmarks"])
  }

  @Test("An outbox.json that cannot be read still fails the whole archive")
  func unreadableOutbox() throws {
    #expect {
      try load { member in
        if member.name == Array("outbox.json".utf8) { member.flags = 1 }
      }
    } throws: { error in
      (error as? DocumentError)?.description
        == "archive.zip: outbox.json: encrypted members are not supported"
    }
  }
}
