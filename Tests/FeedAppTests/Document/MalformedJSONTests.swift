import FeedModel
import Testing

@testable import FeedApp

@Suite("Malformed JSON is reported at its exact line and column")
struct MalformedJSONTests {
  /// Loads `json` and returns the failure's description, checking it is a malformed failure.
  private func failure(_ json: String) -> String? {
    guard let error = loadingError(json) else { return nil }
    #expect(error.kind == .malformed)
    #expect(error.exitStatus == 65)
    return error.description
  }

  @Test("A missing comma between members is reported at the next member's quote")
  func missingComma() {
    #expect(
      failure("{\n  \"me\": \"u1\"\n  \"users\": []\n}")
        == "t.json:3:3: malformed JSON: expected ',' or '}' after an object member")
  }

  @Test("A missing comma between array elements is reported at the next element")
  func missingCommaInArray() {
    #expect(
      failure(#"{"history": ["u1" "u2"]}"#)
        == "t.json:1:19: malformed JSON: expected ',' or ']' after an array element")
  }

  @Test("A trailing comma is reported at the closing bracket")
  func trailingComma() {
    #expect(failure(#"{"users": [],}"#) == "t.json:1:14: malformed JSON: trailing comma before '}'")
    #expect(
      failure(#"{"history": ["u1",]}"#) == "t.json:1:19: malformed JSON: trailing comma before ']'")
  }

  @Test("An unterminated string is reported at its opening quote")
  func unterminatedString() {
    #expect(failure(#"{"me": "u1}"#) == "t.json:1:8: malformed JSON: unterminated string")
    #expect(failure(#"{"me": "u1\"#) == "t.json:1:8: malformed JSON: unterminated string")
  }

  @Test("A bad escape is reported at its backslash")
  func badEscape() {
    #expect(
      failure(#"{"me": "a\qb"}"#) == #"t.json:1:10: malformed JSON: invalid escape sequence '\q'"#)
    #expect(
      failure(#"{"me": "\u12G4"}"#)
        == #"t.json:1:9: malformed JSON: invalid \u escape, expected 4 hex digits"#)
    // A lone surrogate's escape is well-formed JSON: it reads as U+FFFD, and the document opens.
    #expect(failure(#"{"me": "\uD83D"}"#) == nil)
    #expect(failure(#"{"me": "x\uDE00\uD83D"}"#) == nil)
  }

  @Test("A bad number is reported at the character that breaks the grammar")
  func badNumber() {
    #expect(
      failure(#"{"promos": [{"id": "p", "position": 01}]}"#)
        == "t.json:1:37: malformed JSON: invalid number, leading zeros are not allowed")
    #expect(
      failure(#"{"x": -}"#)
        == "t.json:1:8: malformed JSON: invalid number, expected a digit after '-'")
    #expect(
      failure(#"{"x": 1.}"#)
        == "t.json:1:9: malformed JSON: invalid number, expected a digit after '.'")
    #expect(
      failure(#"{"x": 1e+}"#)
        == "t.json:1:10: malformed JSON: invalid number, expected a digit in the exponent")
    #expect(failure(#"{"x": +1}"#) == "t.json:1:7: malformed JSON: expected a value")
    #expect(failure(#"{"x": .5}"#) == "t.json:1:7: malformed JSON: expected a value")
  }

  @Test("A bad literal is reported at its start")
  func badLiteral() {
    #expect(
      failure(#"{"me": nul}"#) == "t.json:1:8: malformed JSON: invalid literal, expected 'null'")
    #expect(failure(#"{"x": True}"#) == "t.json:1:7: malformed JSON: expected a value")
  }

  @Test("Anything after the top-level value is garbage")
  func garbageAfterValue() {
    #expect(failure("{} x") == "t.json:1:4: malformed JSON: unexpected data after the JSON value")
    #expect(failure("{}\n}") == "t.json:2:1: malformed JSON: unexpected data after the JSON value")
    #expect(
      failure("{}{}")
        == "t.json:1:3: malformed JSON: a second JSON value follows the first: join them into "
        + "one first (jq -s add joins arrays, jq -s . gathers objects into one)")
  }

  @Test("Empty or blank input is named as such, not as a document of an unknown kind")
  func emptyInput() {
    #expect(loadingError("")?.description == "t.json: empty: no document to show")
    #expect(loadingError("\u{FEFF}")?.description == "t.json: empty: no document to show")
    #expect(
      loadingError(" \n\t\r\n ")?.description == "t.json: only blank space: no document to show")
    #expect(loadingError("")?.exitStatus == 65)
    #expect(
      loadingError(String(repeating: " ", count: 5000) + "x")?.description
        == "t.json: not a listtui document, Mastodon archive or list of statuses")
  }

  @Test("Input cut short inside the top-level object ends before the value")
  func cutShort() {
    #expect(
      failure("{\n  ")
        == "t.json:2:3: malformed JSON: unexpected end of input, expected a string key or '}'")
  }

  @Test("Truncated input is reported at its end with what was expected")
  func truncatedInput() {
    #expect(
      failure(#"{"users": [{"id": "u1""#)
        == "t.json:1:23: malformed JSON: unexpected end of input, "
        + "expected ',' or '}' after an object member")
    #expect(
      failure("{\"users\": [\n")
        == "t.json:2:1: malformed JSON: unexpected end of input, expected a value")
    #expect(
      failure(#"{"me": tru"#)
        == "t.json:1:11: malformed JSON: unexpected end of input, expected 'true'")
    #expect(
      failure(#"{"me""#)
        == "t.json:1:6: malformed JSON: unexpected end of input, expected ':' after an object key")
  }

  @Test("A raw control character inside a string is rejected where it is")
  func controlCharacterInString() {
    #expect(
      failure("{\"me\": \"a\tb\"}")
        == "t.json:1:10: malformed JSON: unescaped control character U+0009 in a string")
    #expect(
      failure("{\"me\": \"u1\n\"}")
        == "t.json:1:11: malformed JSON: unescaped control character U+000A in a string")
    #expect(
      failure("{\"me\": \"\u{1B}[31m\"}")
        == "t.json:1:9: malformed JSON: unescaped control character U+001B in a string")
  }

  @Test("Columns count Unicode scalars, not bytes, and skip a byte order mark")
  func columnsCountScalars() {
    #expect(
      failure(#"{"me": "日本", x}"#) == "t.json:1:14: malformed JSON: expected a string key after ','"
    )
    #expect(
      failure("{\"me\": \"👨‍👩‍👧\" x}")
        == "t.json:1:16: malformed JSON: expected ',' or '}' after an object member")
    #expect(failure("\u{FEFF}{,}") == "t.json:1:2: malformed JSON: expected a string key or '}'")
  }

  @Test("Invalid UTF-8 in a string is reported at the offending byte")
  func invalidUTF8() {
    let bytes = Array(#"{"me": "ab"#.utf8) + [0xFF] + Array(#""}"#.utf8)
    #expect(
      loadingError(bytes: bytes)?.description
        == "t.json:1:11: malformed JSON: invalid UTF-8 in a string")
    let overlong = Array(#"{"me": ""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8)
    #expect(loadingError(bytes: overlong)?.place == "1:9")
    let surrogate = Array(#"{"x": "é"#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8)
    #expect(loadingError(bytes: surrogate)?.place == "1:9")
    let outsideString = Array("{\n".utf8) + [0xE3, 0x81, 0x82] + Array("}".utf8)
    #expect(
      loadingError(bytes: outsideString)?.description
        == "t.json:2:1: malformed JSON: expected a string key or '}'")
  }

  @Test("Nesting deeper than 512 levels is rejected at the first bracket too deep")
  func tooDeep() {
    let json =
      "{\"x\": " + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}"
    #expect(failure(json) == "t.json:1:518: malformed JSON: nesting deeper than 512 levels")
  }

  @Test("A syntax error outranks a shape error found earlier in the text")
  func syntaxOutranksShape() {
    #expect(
      failure("[1, 2")
        == "t.json:1:6: malformed JSON: unexpected end of input, expected ',' or ']' after an array element"
    )
    #expect(
      failure(#"{"feed": [{"id": 1}], "me": "x" "#)
        == "t.json:1:33: malformed JSON: unexpected end of input, expected ',' or '}' after an object member"
    )
  }
}
