import ListKit
import Testing

@Suite("A picture of a format not decoded says which, in its frame, shortened as other reasons are")
struct ForeignFormatFrameTests {
  /// The frame's label for `photo.heic`, an HEIC file's first bytes, at `width` columns.
  private func label(width: Int) throws -> String? {
    let folder = try PictureFolder()
    try folder.write(
      [0, 0, 0, 0x18] + Array("ftypheic\0\0\0\0mif1heic".utf8) + Array(repeating: 0, count: 64),
      to: "photo.heic")
    let path = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": [{"id": "f", "user": "u1", "#
        + #""comment": "c", "image": "photo.heic"}]}"#, to: "doc.json")
    let screen = try PictureApp(path: path, size: Size(width: width, height: 16)).screen()
    return screen.lines.first { $0.contains("▣") }?.trimmingCharacters(in: ["│", " ", "┃"])
  }

  @Test(
    "the format is named, then the short form drops it, then the name is cut, then goes",
    arguments: [
      (80, "▣ photo.heic (HEIC, not supported)"), (36, "▣ photo.heic (not supported)"),
      (30, "▣ phot… (not supported)"), (24, "▣ (not supported)"),
    ])
  func foreignFormat(width: Int, expected: String) throws {
    #expect(try label(width: width) == expected)
  }
}
