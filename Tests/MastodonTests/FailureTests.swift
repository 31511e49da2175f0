import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

@Suite("Inputs that cannot be read fail with one message naming the place")
struct FailureTests {
  private func zipError(_ members: [RawZip.Member]) throws -> String? {
    let folder = try TemporaryFolder()
    let path = try folder.write(RawZip(members: members).bytes, to: "archive.zip")
    return loadError(path, name: "archive.zip")?.description
  }

  /// The error reading a statuses array of `elements`, or nil.
  private func statusesError(_ elements: [String]) throws -> String? {
    let folder = try TemporaryFolder()
    let path = try folder.write("[" + elements.joined(separator: ",") + "]", to: "notes.json")
    return loadError(path, name: "notes.json")?.description
  }

  @Test("An array with no status in it is bad data, naming what its first element lacks")
  func noStatusInArray() throws {
    let account = #""account":{"id":"1","username":"alice","acct":"alice"}"#
    #expect(
      try statusesError([#"{"id":"1","text":"a Misskey note"}"#, #"{"id":"2"}"#])
        == "notes.json: statuses[0].account: not a list of Mastodon statuses: its first element "
        + "has no account, and none of its 2 elements is a status")
    #expect(
      try statusesError(["7"])
        == "notes.json: statuses[0]: not a list of Mastodon statuses: its only element is a "
        + "number, not an object")
    #expect(
      try statusesError([#"{\#(account)}"#])
        == "notes.json: statuses[0].id: not a list of Mastodon statuses: its only element has "
        + "no id")
    #expect(
      try statusesError([#"{"id":"1","account":{"id":"1"}}"#])
        == "notes.json: statuses[0].account: not a list of Mastodon statuses: its only element "
        + "has an account without acct")
    // One status among them is enough: the rest are skipped with warnings, as before.
    #expect(try statusesError(["7", #"{"id":"2",\#(account)}"#]) == nil)
    #expect(try statusesError([]) == nil)
  }

  @Test("A missing file cannot be opened (exit 66)")
  func missing() {
    let error = loadError("/nonexistent/archive.zip", name: "archive.zip")
    #expect(error?.description == "archive.zip: cannot open: No such file or directory")
    #expect(error?.exitStatus == 66)
  }

  @Test("An archive without outbox.json")
  func noOutbox() throws {
    #expect(
      try zipError([.stored("actor.json", Array("{}".utf8))])
        == "archive.zip: no outbox.json in this archive")
    // The archive zipped inside another, as some browsers and mail keep it.
    #expect(
      try zipError([.stored("archive-2024.zip", Array("PK".utf8))])
        == "archive.zip: no outbox.json in this archive; the archive holds archive-2024.zip: "
        + "if that is the export, extract it and open that")
  }

  @Test("Malformed JSON in outbox.json names the member, line and column (exit 65)")
  func malformedOutbox() throws {
    let outbox = Array("{\"orderedItems\": [\n  {\"type\": }\n]}".utf8)
    let folder = try TemporaryFolder()
    let path = try folder.write(
      RawZip(members: [.deflated("outbox.json", outbox)]).bytes, to: "a.zip")
    let error = loadError(path, name: "archive.zip")
    #expect(error?.description == "archive.zip:outbox.json:2:12: malformed JSON: expected a value")
    #expect(error?.exitStatus == 65)
  }

  @Test("In a folder, the place is a path: the folder and outbox.json joined with /")
  func malformedOutboxInFolder() throws {
    let folder = try TemporaryFolder()
    try folder.write("{\"orderedItems\": [\n  {\"type\": }\n]}", to: "outer/export/outbox.json")
    try folder.write("{\"orderedItems\": 7}", to: "shape/outbox.json")
    let expected = "malformed JSON: expected a value"
    for (path, name) in [
      (folder.file("outer/export"), "export"), (folder.file("outer/export") + "/", "export/"),
      (folder.file("outer"), "outer"),
    ] {
      let error = try #require(loadError(path, name: name))
      let file = name == "outer" ? "outer/export" : "export"
      #expect(error.description == "\(file)/outbox.json:2:12: \(expected)")
      // The status line names the input by its file name.
      #expect(error.location(naming: "export") == "export/outbox.json:2:12")
    }
    #expect(
      loadError(folder.file("shape"), name: "shape")?.description
        == "shape/outbox.json: orderedItems: expected an array of activities, found a number")
  }

  @Test("A corrupt outbox.json member names the member")
  func corruptMember() throws {
    var member = RawZip.Member.deflated("outbox.json", Array("{}".utf8))
    member.stored = [0xFF]
    member.compressedSize = 1
    #expect(
      try zipError([member])
        == "archive.zip: outbox.json: truncated or corrupt (invalid block type)")
  }

  @Test("A member's name is printed with its control characters escaped")
  func memberNameEscaped() throws {
    var member = RawZip.Member.deflated("\u{1B}[2J\u{0}/outbox.json", Array("{}".utf8))
    member.stored = [0xFF]
    member.compressedSize = 1
    #expect(
      try zipError([member])
        == "archive.zip: \\u001B[2J\\u0000/outbox.json: truncated or corrupt (invalid block type)")
  }

  @Test("A truncated archive fails as a whole")
  func truncated() throws {
    let folder = try TemporaryFolder()
    let bytes = RawZip(members: [.deflated("outbox.json", Array("{}".utf8))]).bytes
    let path = try folder.write(Array(bytes.prefix(40)), to: "a.zip")
    #expect(
      loadError(path, name: "archive.zip")?.description
        == "archive.zip: truncated or corrupt (no end of central directory record)")
  }

  @Test("An outbox that is not an object")
  func notACollection() throws {
    #expect(
      try zipError([.stored("outbox.json", Array("\"outbox\"".utf8))])
        == "archive.zip: outbox.json: expected an object (an OrderedCollection), found a string")
  }

  @Test(
    "orderedItems that is not an array, or is missing, is an error, not an empty archive",
    arguments: [
      (
        #"{"orderedItems":{"0":{}}}"#,
        "orderedItems: expected an array of activities, found an object"
      ),
      (
        #"{"orderedItems":"oops"}"#, "orderedItems: expected an array of activities, found a string"
      ),
      (
        #"{"type":"Collection","items":"oops"}"#,
        "items: expected an array of activities, found a string"
      ),
      (
        #"{"type":"OrderedCollection","totalItems":250}"#,
        "no orderedItems or items: not an outbox with its activities"
      ),
      (
        #"{"type":"OrderedCollection","first":"https://a.example/outbox?page=true"}"#,
        "no orderedItems or items: a paged collection, whose pages are not read"
      ),
      (
        #"{"id":"likes.json","type":"OrderedCollection","orderedItems":["https://b.example/1"]}"#,
        "orderedItems: expected activities, found a string and no activity: not an outbox"
      ),
    ])
  func itemsNotAnArray(outbox: String, message: String) throws {
    let error = try zipError([.stored("outbox.json", Array(outbox.utf8))])
    #expect(error == "archive.zip: outbox.json: \(message)")
  }

  @Test("A late syntax error in outbox.json keeps the activities before it, and then fails")
  func lateSyntaxError() throws {
    let note = { (id: Int) in
      #"{"type":"Create","actor":"https://a.example/users/zoe","published":"2024-01-0\#(id)T00:00:00Z","object":{"type":"Note","id":"https://a.example/users/zoe/statuses/\#(id)","content":"<p>post \#(id)</p>"}}"#
    }
    let outbox =
      "{\"orderedItems\": [\n" + (1...3).map(note).joined(separator: ",\n") + ",\n @@@ ]}"
    let folder = try TemporaryFolder()
    let path = try folder.write(
      RawZip(members: [.deflated("outbox.json", Array(outbox.utf8))]).bytes, to: "a.zip")
    let builder = DocumentBuilder()
    #expect {
      try MastodonReader.read(path: path, displayName: "a.zip", into: builder)
    } throws: { error in
      (error as? DocumentError)?.description
        == "a.zip:outbox.json:5:2: malformed JSON: expected a value"
    }
    let snapshot = builder.finish()
    #expect(Array(snapshot.document.feed).map(\.comment) == ["post 3", "post 2", "post 1"])
    #expect(snapshot.document.me == UserID("https://a.example/users/zoe"))
    // Nothing before the error: the error alone.
    let early = try zipError([.stored("outbox.json", Array("{\"orderedItems\": [ @@@ ]}".utf8))])
    #expect(early == "archive.zip:outbox.json:1:20: malformed JSON: expected a value")
  }

  @Test("Two exports in one zip: one is read, and the other is named in a warning")
  func twoExports() throws {
    let note =
      #"{"orderedItems":[{"type":"Create","actor":"https://a.example/users/zoe","object":{"type":"Note","id":"https://a.example/users/zoe/statuses/1","content":"<p>hi</p>"}}]}"#
    let folder = try TemporaryFolder()
    let path = try folder.write(
      RawZip(members: [
        .stored("archive-2023/outbox.json", Array(note.utf8)),
        .stored("archive-2024/outbox.json", Array(note.utf8)),
      ]).bytes, to: "a.zip")
    let snapshot = try load(path, name: "a.zip")
    #expect(Array(snapshot.document.feed).map(\.comment) == ["hi"])
    #expect(
      snapshot.warnings.map(\.description).contains(
        "archive-2024/outbox.json: another export's outbox; only archive-2023/outbox.json is read"))
  }

  @Test("A name twice in one zip: the last copy is read, and a warning says so")
  func repeatedMember() throws {
    func outbox(_ text: String) -> [UInt8] {
      Array(
        #"{"orderedItems":[{"type":"Create","actor":"https://a.example/users/zoe","object":{"type":"Note","id":"https://a.example/users/zoe/statuses/1","content":"<p>\#(text)</p>"}}]}"#
          .utf8)
    }
    let folder = try TemporaryFolder()
    let path = try folder.write(
      RawZip(members: [
        .stored("outbox.json", outbox("first")), .stored("outbox.json", outbox("second")),
        .stored("outbox.json", outbox("third")),
      ]).bytes, to: "a.zip")
    let snapshot = try load(path, name: "a.zip")
    #expect(Array(snapshot.document.feed).map(\.comment) == ["third"])
    #expect(
      snapshot.warnings.map(\.description).contains(
        "outbox.json: in the archive 3 times; the last copy is read"))
  }

  @Test("Without actor.json the owner is named from the activities, with a warning")
  func noActor() throws {
    let outbox =
      #"{"orderedItems":[{"type":"Create","actor":"https://a.example/users/zoe","object":{"type":"Note","id":"https://a.example/users/zoe/statuses/1","content":"<p>hi</p>"}}]}"#
    let folder = try TemporaryFolder()
    let path = try folder.write(
      RawZip(members: [.stored("outbox.json", Array(outbox.utf8))]).bytes, to: "a.zip")
    let snapshot = try load(path, name: "a.zip")
    #expect(
      snapshot.warnings.map(\.description) == ["actor.json: missing; the profile is left out"])
    let zoe = UserID("https://a.example/users/zoe")
    #expect(snapshot.document.me == zoe)
    #expect(snapshot.document.user(zoe)?.address == "@zoe@a.example")
    #expect(Array(snapshot.document.feed).map(\.comment) == ["hi"])
  }

  @Test("orderedItems given twice: the last wins; to and cc may be strings")
  func repeatedItems() throws {
    let note = { (id: Int) in
      #"{"type":"Create","actor":"https://a.example/users/zoe","to":"https://www.w3.org/ns/activitystreams#Public","cc":"https://a.example/users/zoe/followers","object":{"type":"Note","id":"https://a.example/users/zoe/statuses/\#(id)","content":"<p>\#(id)</p>"}}"#
    }
    let outbox =
      #"{"totalItems":99,"orderedItems":[\#(note(1))],"orderedItems":[\#(note(2)),\#(note(3))]}"#
    let folder = try TemporaryFolder()
    let path = try folder.write(outbox, to: "outbox.json")
    let feed = Array(try load(path, name: "outbox.json").document.feed)
    #expect(feed.map(\.comment) == ["3", "2"])
  }
}
