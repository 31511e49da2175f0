import JSON
import Testing

/// JSON allows the escape of a lone UTF-16 surrogate (`"\ud800"`), though it stands for no
/// character: it is read as U+FFFD, and the reader notes where, for a warning.
@Suite("JSON: a lone UTF-16 surrogate escape is U+FFFD, noted at its offset, not malformed")
struct LoneSurrogateTests {
  /// The string `json` holds, and the offsets of the escapes replaced.
  private func read(_ json: String) throws -> (String, [Int]) {
    let bytes = Array(json.utf8)
    return try bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(buffer)
      let value = try reader.readValue()
      try reader.finish()
      return (value.string ?? "", reader.replacedSurrogates)
    }
  }

  @Test("JSON: a lone high, a high before no low, a lone low, each is U+FFFD, at its offset")
  func reader() throws {
    #expect(try read(#""\ud800""#) == ("\u{FFFD}", [1]))
    #expect(try read(#""a\uD800b""#) == ("a\u{FFFD}b", [2]))
    #expect(try read(#""\ud800\u0041""#) == ("\u{FFFD}A", [1]))
    #expect(try read(#""x\udc00""#) == ("x\u{FFFD}", [2]))
    #expect(try read(#""\udc00\ud800""#) == ("\u{FFFD}\u{FFFD}", [1, 7]))
    // A high surrogate before a pair: the pair is still one character.
    #expect(try read(#""\ud800\ud83d\ude00""#) == ("\u{FFFD}😀", [1]))
    #expect(try read(#""\ud83d\ude00""#) == ("😀", []))
  }

  @Test("JSON: a member name too; skipping or checking a string notes nothing and passes")
  func namesAndSkipping() throws {
    let object = Array(#"{"k\udfff": "v"}"#.utf8)
    try object.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(buffer)
      let value = try reader.readValue()
      #expect(value["k\u{FFFD}"]?.string == "v")
      #expect(reader.replacedSurrogates == [3])
    }
    let bytes = Array(#"["\udfff", "\ud800x"]"#.utf8)
    try bytes.withUnsafeBufferPointer { buffer in
      var skipper = JSONReader(buffer)
      try skipper.skipValue()
      try skipper.finish()
      #expect(skipper.replacedSurrogates.isEmpty)
      #expect(JSONReader.firstSyntaxError(in: buffer) == nil)
    }
  }

  @Test("JSON: a high surrogate before a bad escape is still malformed")
  func badEscapeAfter() {
    let bytes = Array(#""\ud800\u12G4""#.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(buffer)
      #expect(throws: DecodingFailure.self) { try reader.readValue() }
    }
  }
}
