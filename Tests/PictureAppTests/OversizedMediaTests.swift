import FeedModel
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
    let frames = try frameLabels(image: "huge.png", media: OversizedMedia())
    #expect(frames == ["▣ huge.png (file too large)"])
  }
}
