/// HTML reduced to paragraphs and line breaks: the last resort for markup nested too deeply for
/// libxml2, should it stop even in ``DeepMarkup``'s form.
///
/// libxml2 stops reading a document whose elements nest more than 256 deep, and keeps only what
/// came before, so a hostile post would lose the rest of its text without a word. Its text is
/// read again from this flat form: every tag but `<p>`, `</p>`, `<br>` and `<img>` (whose `alt`
/// is text) is left out, so nothing nests; comments go, as do `<script>`, `<style>` and the
/// like with their content. Entities are left for the parser to decode, and text is kept as it is. Links and mentions
/// lose their markup (a link's hidden parts show), not their words.
enum FlatMarkup {
  /// The elements whose content is not text, left out whole.
  static let skipped: Set<String> = [
    "script", "style", "head", "title", "template", "noscript", "iframe", "object", "embed",
    "svg",
  ]

  private static let commentStart = Array("<!--".utf8)

  /// `html` with only its paragraphs and line breaks as markup.
  static func flattened(_ html: String) -> String {
    let bytes = Array(html.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        output.append(bytes[index])
        index += 1
        continue
      }
      if bytes[index...].starts(with: commentStart) {
        index = end(of: "-->", in: bytes, from: index + 4)
        continue
      }
      let tagEnd = endOfTag(in: bytes, from: index + 1)
      let (name, isClosing) = tagName(in: bytes[(index + 1)..<min(tagEnd, bytes.count)])
      if name.isEmpty && !isClosing {
        // A `<` that starts no tag is text, as a browser reads it.
        output.append(bytes[index])
        index += 1
        continue
      }
      switch name {
      case "p": output += Array((isClosing ? "</p>" : "<p>").utf8)
      case "br": output += Array("<br>".utf8)
      case "img" where !isClosing: output += bytes[index..<tagEnd]
      default:
        if !isClosing && skipped.contains(name) {
          index = end(of: "</\(name)", in: bytes, from: tagEnd)
          index = endOfTag(in: bytes, from: index)
          continue
        }
      }
      index = tagEnd
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The index just past the `>` that ends a tag whose name starts at `start`, skipping `>`
  /// inside quoted attribute values; the end of the bytes if none does.
  static func endOfTag(in bytes: [UInt8], from start: Int) -> Int {
    var quote: UInt8?
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        return index + 1
      }
      index += 1
    }
    return bytes.count
  }

  /// The index just past the first `marker` at or after `start`, compared without case; the end
  /// of the bytes if there is none.
  static func end(of marker: String, in bytes: [UInt8], from start: Int) -> Int {
    let found = self.start(of: marker, in: bytes, from: start)
    return found < bytes.count ? found + marker.utf8.count : found
  }

  /// The index of the first `marker` at or after `start`, compared without case; the end of the
  /// bytes if there is none.
  static func start(of marker: String, in bytes: [UInt8], from start: Int) -> Int {
    let wanted = Array(marker.lowercased().utf8)
    var index = start
    while index + wanted.count <= bytes.count {
      if zip(bytes[index..<(index + wanted.count)], wanted).allSatisfy({ lowercase($0) == $1 }) {
        return index
      }
      index += 1
    }
    return bytes.count
  }

  /// A tag's name in lower case, and whether it closes an element, from the bytes after `<`.
  static func tagName(in tag: ArraySlice<UInt8>) -> (name: String, isClosing: Bool) {
    var rest = tag[...]
    let isClosing = rest.first == UInt8(ascii: "/")
    if isClosing { rest = rest.dropFirst() }
    let name = rest.prefix { isLetterOrDigit($0) }
    guard let first = name.first, isLetter(first) else { return ("", isClosing) }
    return (String(decoding: name.map(lowercase), as: UTF8.self), isClosing)
  }

  static func lowercase(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowercase(byte))
  }

  private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
