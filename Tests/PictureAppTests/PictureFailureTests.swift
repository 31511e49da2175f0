import FeedModel
import ListKit
import ListKitTesting
import Pictures
import Testing

@Suite("Pictures that cannot be shown show a frame saying why")
struct PictureFailureTests {
  /// A PNG whose header claims `width`×`height` pixels, every checksum right.
  static func pngHeader(width: Int, height: Int) -> [UInt8] {
    func be32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(value >> (24 - 8 * $0) & 0xFF) } }
    func crc32(_ bytes: [UInt8]) -> UInt32 {
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
      }
      return ~crc
    }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let body = Array(type.utf8) + data
      return be32(data.count) + body + be32(Int(crc32(body)))
    }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0])
      + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
  }

  @Test(
    "on a narrow screen a frame cuts the file name short, or leaves it out, before the reason",
    arguments: [
      (44, "▣ a-long-picture-name-for-… (missing)"), (28, "▣ a-long-p… (missing)"),
      (20, "▣ (missing)"),
      (80, "▣ a-long-picture-name-for-a-narrow-screen.png (missing)"),
    ])
  func narrowFrameKeepsReason(width: Int, label: String) throws {
    let folder = try PictureFolder()
    let name = "a-long-picture-name-for-a-narrow-screen.png"
    let path = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": [{"id": "f", "user": "u1", "#
        + #""comment": "c", "image": "\#(name)"}]}"#, to: "doc.json")
    let screen = try PictureApp(path: path, size: Size(width: width, height: 16)).screen()
    let frame = screen.lines.first { $0.contains("▣") }?.trimmingCharacters(in: ["│", " ", "┃"])
    #expect(frame == label)
  }

  @Test(
    "a frame says why: an empty file, a damaged one, text, a picture refused as too large, a missing file, an address not fetched"
  )
  func failures() throws {
    let folder = try PictureFolder()
    let photo = try ImageEncoder.jpeg(
      TestImages.halves(width: 64, height: 48, TestImages.red, TestImages.blue))
    try folder.write([], to: "empty.png")
    try folder.write(Array(photo.prefix(photo.count / 2)), to: "truncated.jpg")
    try folder.write(
      [0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0x5A, count: 400), to: "corrupt.jpg")
    try folder.write(Self.pngHeader(width: 100_000, height: 100_000), to: "huge.png")
    try folder.write(Array("not a picture at all\n".utf8), to: "text.jpg")
    let names = [
      "empty.png", "truncated.jpg", "corrupt.jpg", "text.jpg", "huge.png", "missing.png",
      "https://media.example.com/a/b.png",
    ]
    let entries = names.enumerated().map { index, name in
      #"{"id": "f\#(index)", "user": "u1", "comment": "\#(name)", "image": "\#(name)"}"#
    }
    let path = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": ["#
        + entries.joined(separator: ",") + "]}", to: "doc.json")
    let screen = try PictureApp(path: path, size: Size(width: 60, height: 103)).screen()
    let frames = screen.lines.filter { $0.contains("▣") }.map {
      $0.trimmingCharacters(in: ["│", " "])
    }
    #expect(
      frames == [
        "▣ empty.png (empty file)",
        "▣ truncated.jpg (unreadable)",
        "▣ corrupt.jpg (unreadable)",
        "▣ text.jpg (not a picture)",
        "▣ huge.png (too large: 100000×100000)",
        "▣ missing.png (missing)",
        "▣ b.png (media.example.com, not fetched)",
      ])
    #expect(screen.colouredArea(rows: 0..<103) == nil, "no picture cells")
    // Each entry: byline, comment, a frame of 7 lines with the note in its middle, the
    // caption and a blank line; 57 columns less the gutter and the scrollbar's column.
    let blank = "  │" + String(repeating: " ", count: 55) + "│"
    for (index, name) in names.enumerated() {
      let top = 1 + 11 * index
      let caption = name.split(separator: "/").last.map(String.init) ?? name
      #expect(
        Array(screen.lines[top..<(top + 11)]) == [
          (index == 0 ? "> n" : "  n"), "  " + name,
          "  ┌" + String(repeating: "─", count: 55) + "┐", blank, blank,
          screen.lines[top + 5], blank, blank,
          "  └" + String(repeating: "─", count: 55) + "┘", "  " + caption, "",
        ])
    }
  }

  @Test("a JPEG of thousands of scans says so at once, and the pictures after it are drawn")
  func tooManyScans() throws {
    let folder = try PictureFolder()
    let photo = try ImageEncoder.jpeg(
      TestImages.halves(width: 640, height: 480, TestImages.red, TestImages.blue),
      progressive: true)
    // Its last scan, an AC refinement, repeated: each costs the decoder a pass over the image.
    let last = try #require(
      photo.indices.dropLast().last { photo[$0] == 0xFF && photo[$0 + 1] == 0xDA })
    let scan = photo[last..<(photo.count - 2)]
    let bomb = Array(photo.dropLast(2)) + (0..<1990).flatMap { _ in scan } + [0xFF, 0xD9]
    try folder.write(bomb, to: "bomb.jpg")
    try folder.write(
      ImageEncoder.jpeg(TestImages.halves(width: 64, height: 48, TestImages.red, TestImages.blue)),
      to: "after.jpg")
    let path = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": ["#
        + #"{"id": "a", "user": "u1", "comment": "bomb", "image": "bomb.jpg"},"#
        + #"{"id": "b", "user": "u1", "comment": "after", "image": "after.jpg"}]}"#,
      to: "doc.json")
    let start = ContinuousClock.now
    let screen = try PictureApp(path: path, size: Size(width: 60, height: 24)).screen()
    #expect(ContinuousClock.now - start < .seconds(2))
    let frames = screen.lines.filter { $0.contains("▣") }.map {
      $0.trimmingCharacters(in: ["│", " "])
    }
    #expect(frames == ["▣ bomb.jpg (too many scans: 2000)"])
    #expect(screen.colouredArea(rows: 11..<24) != nil, "the picture after it is drawn")
  }

  /// Media whose every file is there but may not be read, as a media source reports it.
  private struct DeniedMedia: MediaSource {
    func resolve(_ location: String) -> MediaResolution {
      .readable(key: location) {
        throw MediaReadError.permissionDenied("\(location): Permission denied")
      }
    }
  }

  @Test("a file that may not be read says so, (permission denied), not (missing)")
  func permissionDenied() throws {
    let frames = try frameLabels(image: "locked.png", media: DeniedMedia())
    #expect(frames == ["▣ locked.png (permission denied)"])
  }
}
