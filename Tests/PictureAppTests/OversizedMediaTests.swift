import FeedModel
import ListKit
import Testing

@Suite("Bytes over the picture limit from any media source are refused as too large")
struct OversizedMediaTests {
  /// Media that hand over one byte more than the limit, as a source that does not keep it.
  private struct OversizedMedia: MediaSource {
    func resolve(_ location: String) -> MediaResolution {
      .readable(key: location) { [UInt8](repeating: 0, count: MediaResolution.byteLimit + 1) }
    }
  }

  @Test("a source that returns more than 64 MB shows (file too large), and nothing is decoded")
  func oversized() throws {
    let folder = try PictureFolder()
    let path = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": ["#
        + #"{"id": "a", "user": "u1", "comment": "c", "image": "huge.png"}]}"#,
      to: "doc.json")
    let screen = try PictureApp(
      path: path, size: Size(width: 60, height: 16), media: OversizedMedia()
    ).screen()
    let frames = screen.lines.filter { $0.contains("▣") }.map {
      $0.trimmingCharacters(in: ["│", " "])
    }
    #expect(frames == ["▣ huge.png (file too large)"])
  }
}
