import Archive
import ArchiveTestSupport
import Testing
import TextEscaping

@Suite("A tar member's name that is not UTF-8 keeps its bytes")
struct TarRawNameTests {
  /// A tar of `actor.json` in a folder whose name is `caf` and the Latin-1 `é` (0xE9).
  static func latin1Tar() -> [UInt8] {
    var tar = TarBuilder()
    tar.file("cafX/actor.json", text: "{}")
    tar.end()
    var bytes = tar.bytes
    // The X becomes 0xE9, and the header's checksum is made again.
    bytes[3] = 0xE9
    bytes.replaceSubrange(148..<156, with: Array("        ".utf8))
    let sum = bytes[0..<512].reduce(0) { $0 + Int($1) }
    let digits = String(sum, radix: 8)
    let field = String(repeating: "0", count: 6 - digits.count) + digits
    bytes.replaceSubrange(148..<156, with: Array(field.utf8) + [0, 0x20])
    return bytes
  }

  @Test("A Latin-1 name is written with \\xE9 in messages, and found by its bytes")
  func latin1Name() throws {
    let folder = try TemporaryFolder()
    let bag = try ArchiveReader.open(
      path: folder.write(Gzip.compress(Self.latin1Tar()), to: "nonutf8.tar.gz"))
    let name = try #require(bag.members.first?.name)
    #expect(name.escapedForMessage(quotes: false) == "caf\\xE9/actor.json")
    #expect(name.pathBytes == Array("caf".utf8) + [0xE9] + Array("/actor.json".utf8))
    #expect(bag.member(named: String(decodingPath: name.pathBytes)) != nil)
  }
}
