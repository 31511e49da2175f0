import Foundation
import ListKit
import ListKitTesting
import Pictures
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("A frame says truly why there is no picture: no pixels, not a file, a link loop")
struct FrameReasonTests {
  /// A GIF of an 8×4 screen: `emptyFrames` frames of 0×0 pixels, then, when `full`, one frame
  /// covering the screen in white.
  static func gif(emptyFrames: Int, full: Bool) -> [UInt8] {
    var bytes = Array("GIF89a".utf8) + [8, 0, 4, 0, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
    for _ in 0..<emptyFrames {
      // Code size 2: a clear code and the end, in one byte.
      bytes += [0x2C, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x02, 0x01, 0x2C, 0x00]
    }
    if full {
      bytes += [0x2C, 0, 0, 0, 0, 8, 0, 4, 0, 0, 0x02]
      // Each pixel (colour 1) its own 3-bit code after a clear code, then the end.
      let codes = Array(repeating: [4, 1], count: 32).flatMap { $0 } + [5]
      var data: [UInt8] = []
      var accumulator = 0
      var bits = 0
      for code in codes {
        accumulator |= code << bits
        bits += 3
        while bits >= 8 {
          data.append(UInt8(accumulator & 0xFF))
          accumulator >>= 8
          bits -= 8
        }
      }
      if bits > 0 { data.append(UInt8(accumulator & 0xFF)) }
      bytes += [UInt8(data.count)] + data + [0]
    }
    return bytes + [0x3B]
  }

  /// A document of one entry a picture for each of `names`, in `folder`.
  private func document(_ names: [String], in folder: PictureFolder) throws -> String {
    let entries = names.enumerated().map { index, name in
      #"{"id": "e\#(index)", "user": "u1", "comment": "\#(name)", "media": [{"path": "\#(name)", "width": 320, "height": 80}]}"#
    }
    return try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": ["#
        + entries.joined(separator: ",") + "]}", to: "doc.json")
  }

  @Test("a GIF whose first frame is 0×0 shows its first frame with pixels; one with none says so")
  func emptyGIFFrames() throws {
    let folder = try PictureFolder()
    try folder.write(Self.gif(emptyFrames: 1, full: true), to: "zeroframes.gif")
    try folder.write(Self.gif(emptyFrames: 1, full: false), to: "onlyzero.gif")
    let path = try document(["zeroframes.gif", "onlyzero.gif"], in: folder)
    let app = try PictureApp(path: path, size: Size(width: 40, height: 16), colorCount: 0)
    expectScreen(
      app.screen(),
      [
        "doc.json › Feed                   ? help",
        "> n                                    ┃",
        "  zeroframes.gif                       ┃",
        "            ████████████████           ┃",
        "            ████████████████           ┃",
        "            ████████████████           ┃",
        "            ████████████████           ┃",
        "  zeroframes.gif                       ┃",
        "                                       ┃",
        "  n                                    ┃",
        "  onlyzero.gif                         ┃",
        "        ┌──────────────────────┐       ┃",
        "        │  ▣ (empty picture)   │       ┃",
        "        │                      │",
        "        └──────────────────────┘",
        " 1/2 entry",
      ])
  }

  @Test(
    "a folder, a FIFO and a device say (not a file), a link loop (link loop), a dangling link (missing)"
  )
  func notAFile() throws {
    let folder = try PictureFolder()
    let at = { (name: String) in folder.url.appending(path: name).path }
    try FileManager.default.createDirectory(
      atPath: at("dir.png"), withIntermediateDirectories: false)
    #expect(mkfifo(at("fifo.jpg"), 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: at("null.png"), withDestinationPath: "/dev/null")
    try FileManager.default.createSymbolicLink(
      atPath: at("loop1.png"), withDestinationPath: "loop2.png")
    try FileManager.default.createSymbolicLink(
      atPath: at("loop2.png"), withDestinationPath: "loop1.png")
    try FileManager.default.createSymbolicLink(
      atPath: at("gone.png"), withDestinationPath: "nothing.png")
    let path = try document(
      ["dir.png", "fifo.jpg", "null.png", "loop1.png", "gone.png"], in: folder)
    let app = try PictureApp(path: path, size: Size(width: 40, height: 40))
    expectScreen(
      app.screen(),
      [
        "doc.json › Feed                   ? help",
        "> n                                    ┃",
        "  dir.png                              ┃",
        "        ┌──────────────────────┐       ┃",
        "        │ ▣ dir.… (not a file) │       ┃",
        "        │                      │       ┃",
        "        └──────────────────────┘       ┃",
        "  dir.png                              ┃",
        "                                       ┃",
        "  n                                    ┃",
        "  fifo.jpg                             ┃",
        "        ┌──────────────────────┐       ┃",
        "        │ ▣ fifo… (not a file) │       ┃",
        "        │                      │       ┃",
        "        └──────────────────────┘       ┃",
        "  fifo.jpg                             ┃",
        "                                       ┃",
        "  n                                    ┃",
        "  null.png                             ┃",
        "        ┌──────────────────────┐       ┃",
        "        │ ▣ null… (not a file) │       ┃",
        "        │                      │       ┃",
        "        └──────────────────────┘       ┃",
        "  null.png                             ┃",
        "                                       ┃",
        "  n                                    ┃",
        "  loop1.png                            ┃",
        "        ┌──────────────────────┐       ┃",
        "        │ ▣ loop1… (link loop) │       ┃",
        "        │                      │       ┃",
        "        └──────────────────────┘       ┃",
        "  loop1.png                            ┃",
        "                                       ┃",
        "  n                                    ┃",
        "  gone.png                             ┃",
        "        ┌──────────────────────┐       ┃",
        "        │ ▣ gone.png (missing) │       ┃",
        "        │                      │",
        "        └──────────────────────┘",
        " 1/5 entry",
      ])
    let plain = try PictureApp(path: path, size: Size(width: 40, height: 14), pictures: false)
    expectScreen(
      plain.screen(),
      [
        "doc.json › Feed                   ? help",
        "> n                                    ┃",
        "  dir.png                              ┃",
        "  ▣ dir.png (not a file)               ┃",
        "                                       ┃",
        "  n                                    ┃",
        "  fifo.jpg                             ┃",
        "  ▣ fifo.jpg (not a file)              ┃",
        "",
        "  n",
        "  null.png",
        "  ▣ null.png (not a file)",
        "",
        " 1/5 entry",
      ])
  }

  @Test("a media type gifv is a video, as in statuses and archives; types are read in any case")
  func gifv() throws {
    let folder = try PictureFolder()
    let path = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": [{"id": "f", "user": "u1", "comment": "c", "media": [{"path": "loop.mp4", "type": "gifv"}, {"path": "clip.mp4", "type": "Video"}, {"path": "x.mp4", "type": "unknown"}]}]}"#,
      to: "doc.json")
    let app = try PictureApp(path: path, size: Size(width: 40, height: 12), pictures: false)
    expectScreen(
      try app.press("<Enter>"),
      [
        "doc.json › Feed › Entry by n      ? help",
        "> n",
        "",
        "  c",
        "",
        "  ▶ loop.mp4 (missing)",
        "  ▶ clip.mp4 (missing)",
        "  ▣ x.mp4 (missing)",
        "",
        "",
        "",
        " 1/5 author",
      ])
  }
}
