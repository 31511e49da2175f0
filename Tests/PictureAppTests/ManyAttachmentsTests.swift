import FeedApp
import ListKit
import Pictures
import Testing

@Suite("An entry with many attachments")
struct ManyAttachmentsTests {
  @Test("the 20th of 20 pictures is drawn when it comes into view, not left as a frame saying …")
  func lastOfTwenty() throws {
    let folder = try PictureFolder()
    let photo = try ImageEncoder.png(TestImages.plain(width: 32, height: 16, TestImages.red))
    for index in 1...20 { try folder.write(photo, to: "p\(index).png") }
    let media = (1...20).map { #"{"path": "p\#($0).png", "description": "picture \#($0)"}"# }
    let path = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": [{"id": "e", "user": "u1", "#
        + #""comment": "twenty", "media": ["# + media.joined(separator: ",") + "]}]}",
      to: "doc.json")
    let app = try PictureApp(path: path, size: Size(width: 40, height: 16))
    let screen = try app.press("<Enter>G")
    #expect(screen.lines.contains { $0.contains("▣ p20.png · “picture 20”") })
    #expect(!screen.lines.contains { $0.contains("…") }, "\(screen.lines)")
    #expect(screen.colouredArea(rows: 0..<16) != nil, "the picture's cells are drawn")
  }
}
