import Foundation
import Testing

@Suite("JSON in UTF-16 or UTF-32 without a byte order mark is told apart by its zero bytes")
struct WideEncodingDetectionTests {
  @Test(
    "The four patterns of RFC 4627, section 3, each named as iconv names it",
    arguments: [
      ("UTF-32BE", String.Encoding.utf32BigEndian), ("UTF-16BE", .utf16BigEndian),
      ("UTF-32LE", .utf32LittleEndian), ("UTF-16LE", .utf16LittleEndian),
    ] as [(String, String.Encoding)])
  func patterns(name: String, encoding: String.Encoding) throws {
    for text in [#"[]"#, #"{"feed":[]}"#, "\n [1]"] {
      let bytes = Array(try #require(text.data(using: encoding)))
      #expect(bytes.count == text.utf8.count * (name.hasPrefix("UTF-32") ? 4 : 2))
      let path = try Self.write(bytes)
      let output = try ListTUIProcess.run([path, "--dump"])
      #expect(output.status == 65)
      #expect(
        output.stderr
          == "listtui: \(path): written in \(name), not UTF-8: convert it first (iconv -f \(name) -t UTF-8)\n",
        "\(text.debugDescription)")
    }
  }

  @Test("The hostile tester's UTF-32LE array is not taken for UTF-16LE")
  func notUTF16() throws {
    let path = try Self.write([0x5B, 0, 0, 0, 0x5D, 0, 0, 0])
    let output = try ListTUIProcess.run([path, "--dump"])
    #expect(output.status == 65)
    #expect(output.stderr.contains("written in UTF-32LE"), "\(output.stderr)")
    #expect(!output.stderr.contains("UTF-16"), "\(output.stderr)")
  }

  @Test("Zero bytes beside something no document begins with are no encoding named")
  func otherBinary() throws {
    let path = try Self.write([0x01, 0, 0, 0, 0x02, 0, 0, 0])
    let output = try ListTUIProcess.run([path, "--dump"])
    #expect(output.status == 65)
    #expect(!output.stderr.contains("written in"), "\(output.stderr)")
  }

  /// Writes bytes to a new temporary file and returns its path.
  static func write(_ bytes: [UInt8]) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appending(path: "listtui-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appending(path: "wide.json").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }
}
