/// Removes from HTML what a browser's tokenizer reads as a comment, before libxml2 parses it.
///
/// libxml2 2.9's HTML parser knows only `<!-- … -->` and `<!DOCTYPE …>`, and ends a comment at
/// `-->` alone; it shows `<![CDATA[…]]>`, `<!foo>`, `</3>` and `</>` as text. The HTML
/// standard's tokenizer reads, in text:
///
/// - `<!--` as a comment that ends at the first `-->` or `--!>` (or at the end), and `<!-->`
///   and `<!--->` as empty comments;
/// - any other `<!` (a CDATA section outside SVG and MathML, a DOCTYPE, `<!foo>`) as a bogus
///   comment that ends at the first `>`, so `<![CDATA[a>b]]>` leaves `b]]>`;
/// - `</` before anything but a letter or `>` as a bogus comment too, and `</>` as nothing.
///
/// Each is removed here, and nothing else: tags (with the quoted values of their attributes)
/// and the text of `<script>`, `<style>`, `<textarea>` and the other elements whose content is
/// not markup are passed over whole.
enum HTMLComments {
  /// The elements whose content runs to their end tag, as text.
  private static let rawText: Set<String> = [
    "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript",
  ]

  private static let commentStart = Array("<!--".utf8)

  /// `html` without its comments, bogus comments and declarations.
  static func removed(from html: String) -> String {
    var html = html
    guard html.withUTF8(mayHaveComments) else { return html }
    let bytes = Array(html.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var kept = 0
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count else {
        index += 1
        continue
      }
      let next = bytes[index + 1]
      var end: Int?
      if next == UInt8(ascii: "!") {
        end = endOfDeclaration(in: bytes, from: index)
      } else if next == UInt8(ascii: "/"), index + 2 < bytes.count,
        !FlatMarkup.isLetter(bytes[index + 2])
      {
        // `</>` is nothing; `</` before anything else that is not a letter, a bogus comment.
        end = endOfBogusComment(in: bytes, from: index + 2)
      }
      if let end {
        output += bytes[kept..<index]
        kept = end
        index = end
      } else if FlatMarkup.isLetter(next) || next == UInt8(ascii: "/") {
        index = endOfElement(in: bytes, tagFrom: index + 1)
      } else {
        index += 1
      }
    }
    output += bytes[kept...]
    return String(decoding: output, as: UTF8.self)
  }

  /// Whether the bytes hold a `<!` or a `</` that is not before a letter: most posts hold
  /// neither, and are then passed on as they are.
  private static func mayHaveComments(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "<") {
        let next = bytes[index + 1]
        if next == UInt8(ascii: "!") { return true }
        if next == UInt8(ascii: "/"),
          index + 2 >= bytes.count || !FlatMarkup.isLetter(bytes[index + 2])
        {
          return true
        }
      }
      index += 1
    }
    return false
  }

  /// The index just past the comment or bogus comment that starts with `<!` at `start`.
  private static func endOfDeclaration(in bytes: [UInt8], from start: Int) -> Int {
    guard bytes[start...].starts(with: commentStart) else {
      return endOfBogusComment(in: bytes, from: start + 2)
    }
    let body = start + 4
    if body < bytes.count, bytes[body] == UInt8(ascii: ">") { return body + 1 }
    if bytes[body...].starts(with: Array("->".utf8)) { return body + 2 }
    // One pass for both ends, so that many comments cost one reading of the text.
    var index = body
    while index + 2 < bytes.count {
      if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-") {
        if bytes[index + 2] == UInt8(ascii: ">") { return index + 3 }
        if bytes[index + 2] == UInt8(ascii: "!"), index + 3 < bytes.count,
          bytes[index + 3] == UInt8(ascii: ">")
        {
          return index + 4
        }
      }
      index += 1
    }
    return bytes.count
  }

  /// The index just past the first `>` at or after `start`, or the end of the bytes.
  private static func endOfBogusComment(in bytes: [UInt8], from start: Int) -> Int {
    bytes[start...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? bytes.count
  }

  /// The index just past a tag whose name (or `/` and name) starts at `start`, and past the
  /// text of an element whose content is not markup up to its end tag.
  private static func endOfElement(in bytes: [UInt8], tagFrom start: Int) -> Int {
    let end = FlatMarkup.endOfTag(in: bytes, from: start)
    let (name, isClosing) = FlatMarkup.tagName(in: bytes[start..<min(end, bytes.count)])
    guard !isClosing, rawText.contains(name) else { return end }
    // The end tag itself is read as a tag in turn, from its `<`.
    let close = FlatMarkup.end(of: "</\(name)", in: bytes, from: end)
    return close < bytes.count ? close - name.utf8.count - 2 : close
  }
}
