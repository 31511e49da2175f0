import Pictures
import Testing

@Suite("Drawing pictures never waits on the file system")
struct PictureLookupTests {
  @Test("each location is resolved once, however often rows are drawn and keys pressed")
  func resolvedOnce() throws {
    let folder = try PictureFolder()
    try folder.write(
      try ImageEncoder.png(TestImages.plain(width: 32, height: 16, TestImages.green)), to: "a.png")
    let path = try folder.write(
      #"{"users": [{"id": "u", "nickname": "n"}], "feed": ["#
        + (0..<6).map { #"{"id": "f\#($0)", "user": "u", "comment": "c", "image": "a.png"}"# }
        .joined(separator: ",")
        + #", {"id": "g", "user": "u", "comment": "c", "image": "b.png"}]}"#,
      to: "doc.json")
    let media = CountingMediaSource(folder: folder.url.path)
    let app = try PictureApp(path: path, media: media)
    for _ in 0..<3 { try app.press("jjjjjjkkkkkk<End><Home>") }
    #expect(media.counts.withLock { $0 } == ["a.png": 1, "b.png": 1])
  }
}
