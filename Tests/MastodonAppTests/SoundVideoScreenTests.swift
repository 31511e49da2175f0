import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("A sound takes one line with its length; a video of no size a modest frame")
struct SoundVideoScreenTests {
  /// Alice's archive of a post with a video and a voice note, neither with a size, each with a
  /// duration, as the tester's `VIDEOTEST` post has them.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    let clip = "media_attachments/files/888/000/001/original/clip.mp4"
    let voice = "media_attachments/files/888/000/003/original/voice.mp3"
    export.media = [
      (clip, Array("not a video".utf8)),
      (voice, [0x49, 0x44, 0x33] + [UInt8](repeating: 0, count: 100)),
    ]
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>VIDEOTEST my cat and a voice note</p>",
      attachments: [
        .init(url: clip, mediaType: "video/mp4", alt: "cat jumping", duration: "PT12.5S"),
        .init(url: voice, mediaType: "audio/mpeg", duration: "PT1M3S"),
      ])
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("The entry screen: the video's frame of 5 lines and its length, the sound's one line")
  func entryScreen() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 80, height: 24))
    expectScreen(
      try app.press("j<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                                       ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  VIDEOTEST my cat and a voice note",
        "",
        "  ┌───────────────────────────────────────────────────────────────────────────┐",
        "  │                                                                           │",
        "  │                             ▶ video clip.mp4                              │",
        "  │                                                                           │",
        "  └───────────────────────────────────────────────────────────────────────────┘",
        "  ▶ clip.mp4 · 0:12 · “cat jumping”",
        "  ♪ voice.mp3 · 1:03",
        "",
        "  Posted 2023-01-01 10:00 UTC",
        "  https://example.social/@alice/1",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/5 author",
      ])
  }

  @Test("A REST status's video and sound take their length from meta.original.duration")
  func restDuration() throws {
    let folder = try TemporaryFolder()
    let media =
      #","media_attachments":[{"id":"1","type":"video","url":"https://files.example/clip.mp4","#
      + #""description":null,"meta":{"original":{"duration":3725.2}}},"#
      + #"{"id":"2","type":"audio","url":"https://files.example/voice.mp3","description":"hello","#
      + #""meta":{"original":{"duration":3.0}}}]"#
    let path = try folder.write(
      "[" + APIStatuses.status(1, "2023-01-01T10:00:00.000Z", "<p>Listen</p>", extra: media)
        + "]", to: "statuses")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 20))
    expectScreen(
      try app.press("j<Enter>"),
      [
        "statuses › Feed › Entry by alice                          ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  Listen",
        "",
        "  ┌───────────────────────────────────────────────────────────┐",
        "  │                                                           │",
        "  │       ▶ video clip.mp4 (files.example, not fetched)       │",
        "  │                                                           │",
        "  └───────────────────────────────────────────────────────────┘",
        "  ▶ clip.mp4 · 1:02:05",
        "  ♪ voice.mp3 (files.example, not fetched) · 0:03 · “hello”",
        "",
        "  Posted 2023-01-01 10:00 UTC",
        "  https://example.social/@alice/1",
        "",
        "",
        "",
        "",
        " 1/5 author",
      ])
  }
}
