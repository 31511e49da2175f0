import Testing
import TextEscaping

@Suite("Paths that are not UTF-8, kept byte for byte in a String")
struct PathBytesCodecTests {
  @Test(
    "Any bytes come back whole; UTF-8 is its own text",
    arguments: [
      Array("archive-café.zip".utf8), [0x63, 0x61, 0x66, 0xE9], [0xFF, 0xFE, 0x80],
      [0xC3], [0xE2, 0x82], Array("a\u{10FFE9}b".utf8), [0xED, 0xA0, 0x80], [],
    ])
  func roundTrip(bytes: [UInt8]) {
    let path = String(decodingPath: bytes)
    #expect(path.pathBytes == bytes)
    let cString = path.withPathCString { start in
      Array(UnsafeBufferPointer(start: start, count: bytes.count + 1)).map { UInt8(bitPattern: $0) }
    }
    #expect(cString == bytes + [0])
    if let text = String(validating: bytes, as: UTF8.self),
      !text.unicodeScalars.contains(where: { $0.value >= 0x10_FF80 })
    {
      #expect(path == text)
    }
  }

  @Test("Messages and titles show a byte that is not UTF-8 as \\xE9")
  func shown() {
    let path = String(decodingPath: Array("caf".utf8) + [0xE9, 0x1B])
    #expect(path.showingStrayBytes == "caf\\xE9\u{1B}")
    #expect(path.escapedForMessage(quotes: false) == "caf\\xE9\\u001B")
  }
}
