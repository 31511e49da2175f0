import ArchiveTestSupport
import Foundation
import ListKit
import Testing

@Suite("A picture in an archive is held to the 64 MB limit of a picture file on disk")
struct ArchivePictureLimitTests {
  private static let path = "media_attachments/files/1/original/"
  /// One byte over the limit.
  private static let overLimit = (64 << 20) + 1

  /// An export with one post showing `big.png`, and a small picture beside it.
  private func export() -> MastodonExport {
    var export = MastodonExport()
    export.displayName = "Alice"
    export.note(
      id: 1, published: "2024-01-01T10:00:00Z", html: "<p>A huge picture</p>",
      attachments: [.init(url: "/" + Self.path + "big.png")])
    return export
  }

  /// The label of the first picture frame on the app's first screen.
  private func frameLabel(_ path: String) throws -> String? {
    let screen = try PictureApp(path: path, size: Size(width: 80, height: 24)).screen()
    return screen.lines.first { $0.contains("▣") }
  }

  /// Makes `name` in `folder` a sparse file of `size` bytes: no disk, no time.
  private func sparse(_ name: String, size: Int, in folder: TemporaryFolder) throws {
    let path = try folder.write([0x89, 0x50, 0x4E, 0x47], to: name)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: UInt64(size))
    try handle.close()
  }

  @Test("a zip member declaring more than 64 MB is not inflated: the frame says too large")
  func zipMemberOverLimit() throws {
    let folder = try TemporaryFolder()
    let stored = Gzip.rawDeflate([0x89, 0x50, 0x4E, 0x47] + [UInt8](repeating: 0, count: 4096))
    let big = RawZip.Member(
      name: Array((Self.path + "big.png").utf8), stored: stored, method: 8, crc: 0,
      size: UInt32(Self.overLimit), compressedSize: UInt32(stored.count))
    let zip = RawZip(members: export().files.map { .deflated($0.name, $0.bytes) } + [big])
    let path = try folder.write(zip.bytes, to: "archive.zip")
    let label = try frameLabel(path)
    #expect(label?.contains("(file too large)") == true, "\(label ?? "no frame")")
  }

  @Test("a tar.gz member of more than 64 MB is not read: the frame says too large")
  func tarGzipMemberOverLimit() throws {
    let folder = try TemporaryFolder()
    var tar = TarBuilder()
    for file in export().files { tar.file(file.name, file.bytes) }
    // Not all zeros: a tar.gz that inflates 200 times its size is refused as a bomb.
    var state: UInt32 = 1
    var big = [UInt8](repeating: 0, count: Self.overLimit)
    for index in stride(from: 0, to: big.count, by: 32) {
      state = state &* 1_664_525 &+ 1_013_904_223
      big[index] = UInt8(truncatingIfNeeded: state >> 24)
    }
    tar.file(Self.path + "big.png", big)
    tar.end()
    let path = try folder.write(Gzip.compress(tar.bytes, level: 1), to: "archive.tar.gz")
    let label = try frameLabel(path)
    #expect(label?.contains("(file too large)") == true, "\(label ?? "no frame")")
  }

  /// The label of the frame of an extracted export whose `big.png` is a sparse file of
  /// `size` bytes, opened as its folder or, with `opening`, as that file in it.
  private func extractedLabel(size: Int, opening file: String = "") throws -> String? {
    let folder = try TemporaryFolder()
    let root = try export().writeFolder("archive", in: folder)
    try sparse("archive/" + Self.path + "big.png", size: size, in: folder)
    return try frameLabel(root + file)
  }

  @Test(
    "a file of more than 64 MB in an extracted export, or beside a bare outbox, is not read",
    arguments: ["", "/outbox.json"])
  func extractedFileOverLimit(opening file: String) throws {
    let label = try extractedLabel(size: Self.overLimit, opening: file)
    #expect(label?.contains("(file too large)") == true, "\(label ?? "no frame")")
  }

  @Test("a member of exactly 64 MB is read, and shown as what it holds")
  func memberAtLimit() throws {
    let label = try extractedLabel(size: 64 << 20)
    #expect(label?.contains("(file too large)") == false, "\(label ?? "no frame")")
  }
}
