/// HTML whose elements nest no deeper than ``keptDepth``: deeper markup is read as lines.
///
/// libxml2 stops reading a document whose elements nest more than 256 deep (128 levels of
/// `<ul><li>`, say), and keeps only what came before. Such a document is read again from this
/// form: the markup down to ``keptDepth`` elements is kept as it is, so quotes, lists and
/// links there read as they would; below it, every block (a paragraph, a list item, a quote)
/// is a line of its own, a table's cells are a space apart, `<br>` and `<img>` (whose text is
/// its `alt`) are kept, and every other tag is dropped with its text kept, as are
/// `<script>`, `<style>` and the like with their content. No word is lost either way.
///
/// Depth is counted as libxml2 builds its tree, roughly: the elements it treats as empty, a
/// `<p>` or `<li>` that the next one closes, and an end tag that cannot close what is open
/// above its element are taken into account; where unsure, an element is counted as open. Where the count still falls short of libxml2's,
/// ``keptDepth`` leaves room to spare; past that, ``FlatMarkup`` is the last resort.
enum DeepMarkup {
  /// The deepest element kept as markup: well within libxml2's 256, so that the html and body
  /// elements it adds, and the implied ends it reads differently, keep it within.
  static let keptDepth = 200

  /// How many of the innermost open elements an end tag, or a start tag that closes one, is
  /// matched against.
  ///
  /// libxml2 keeps fewer open. One that matches none of them is ignored, and what follows
  /// counts as deeper than it may be: it is read as lines sooner, never as more markup.
  static let searchLimit = 512

  /// The elements libxml2 2.9's HTML parser knows to be empty: they nest nothing.
  private static let empty: Set<String> = [
    "area", "base", "basefont", "br", "col", "embed", "frame", "hr", "img", "input", "isindex",
    "link", "meta", "param",
  ]

  /// The elements whose text libxml2 reads raw, up to their end tag.
  private static let raw: Set<String> = ["script", "style"]

  /// The elements that are a block of their own: a line of its own below the kept depth.
  private static let blocks: Set<String> = [
    "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "section", "article", "header", "footer",
    "main", "nav", "aside", "figure", "figcaption", "details", "summary", "table", "dl", "dt",
    "dd", "address", "center", "ul", "ol", "li", "blockquote", "pre", "tr", "caption", "hr",
    "br",
  ]

  /// The open elements a start tag closes when it is the innermost, some of those of libxml2's
  /// `htmlStartClose`: one it closes that is left out here counts as deeper than it is, which
  /// is safe.
  private static let closedBy: [String: Set<String>] = {
    var closed: [String: Set<String>] = [
      "li": ["p", "li"], "td": ["p", "td", "th"], "th": ["p", "td", "th"],
      "tr": ["p", "td", "th", "tr"], "a": ["a"], "option": ["option"], "dt": ["p", "dd"],
      "dd": ["p", "dt"],
    ]
    let closingP = [
      "p", "div", "ul", "ol", "dl", "table", "pre", "blockquote", "h1", "h2", "h3", "h4", "h5",
      "h6", "hr", "address", "center", "caption", "form",
    ]
    for name in closingP { closed[name, default: []].insert("p") }
    return closed
  }()

  /// How strongly an open element resists an end tag of another: as libxml2's
  /// `htmlEndPriority`, an end tag closes nothing above its element that has a higher one.
  private static func endPriority(_ name: String) -> Int {
    switch name {
    case "div": 150
    case "td", "th": 160
    case "tr": 170
    case "thead", "tbody", "tfoot": 180
    case "table": 190
    case "head", "body": 200
    case "html": 220
    default: 100
    }
  }

  /// Whether a byte is HTML white space.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
  }

  /// `html` with its elements below ``keptDepth`` read as lines.
  static func capped(_ html: String) -> String {
    var state = State(bytes: Array(html.utf8))
    state.run()
    return String(decoding: state.output, as: UTF8.self)
  }

  /// One pass over the bytes.
  private struct State {
    let bytes: [UInt8]
    var output: [UInt8] = []
    /// The names of the open elements, outermost first.
    var open: [String] = []
    /// Whether text has been written below the kept depth since its last line break.
    var hasLine = false
    var index = 0

    init(bytes: [UInt8]) {
      self.bytes = bytes
      output.reserveCapacity(bytes.count)
    }

    mutating func run() {
      while index < bytes.count {
        let byte = bytes[index]
        guard byte == UInt8(ascii: "<") else {
          output.append(byte)
          if !DeepMarkup.isSpace(byte) { hasLine = true }
          index += 1
          continue
        }
        let tagEnd = FlatMarkup.endOfTag(in: bytes, from: index + 1)
        let tag = bytes[(index + 1)..<tagEnd]
        let (name, isClosing) = FlatMarkup.tagName(in: tag)
        if name.isEmpty {
          // A `<` that starts no tag is text, as a browser reads it.
          output.append(byte)
          index += 1
          continue
        }
        if isClosing {
          close(name, tag: index..<tagEnd)
          index = tagEnd
          continue
        }
        let inside = tag.last == UInt8(ascii: ">") ? tag.dropLast() : tag
        let nests = inside.last != UInt8(ascii: "/") && !DeepMarkup.empty.contains(name)
        if nests, open.count >= DeepMarkup.keptDepth, FlatMarkup.skipped.contains(name) {
          // Below the depth, what shows no text goes with its content, as in `FlatMarkup`.
          index = FlatMarkup.end(of: "</\(name)", in: bytes, from: tagEnd)
          index = FlatMarkup.endOfTag(in: bytes, from: index)
          continue
        }
        start(name, tag: index..<tagEnd, nests: nests)
        index = tagEnd
        if nests, DeepMarkup.raw.contains(name) {
          // Its text, up to its end tag, is not markup.
          let end = FlatMarkup.start(of: "</\(name)", in: bytes, from: tagEnd)
          output += bytes[tagEnd..<end]
          index = end
        }
      }
    }

    /// Whether the next element or text is below the kept depth.
    private var isDeep: Bool { open.count > DeepMarkup.keptDepth }

    private mutating func start(_ name: String, tag: Range<Int>, nests: Bool) {
      closeImplied(before: name)
      let deep = open.count >= DeepMarkup.keptDepth
      if nests { open.append(name) }
      guard deep else {
        output += bytes[tag]
        if DeepMarkup.blocks.contains(name) { hasLine = false }
        return
      }
      switch name {
      case "br":
        output += Array("<br>".utf8)
        hasLine = false
      case "img":
        output += bytes[tag]
        hasLine = true
      case "td", "th":
        output.append(UInt8(ascii: " "))
      default:
        if DeepMarkup.blocks.contains(name) { breakLine() }
      }
    }

    private mutating func close(_ name: String, tag: Range<Int>) {
      let priority = DeepMarkup.endPriority(name)
      guard let position = lastOpen(where: { $0 == name }),
        open[(position + 1)...].allSatisfy({ DeepMarkup.endPriority($0) <= priority })
      else {
        // libxml2 ignores it; so is it here, above the depth, where it does no harm.
        if !isDeep { output += bytes[tag] }
        return
      }
      let deep = position >= DeepMarkup.keptDepth
      open.removeSubrange(position...)
      if deep {
        if DeepMarkup.blocks.contains(name) { breakLine() }
      } else {
        output += bytes[tag]
        if DeepMarkup.blocks.contains(name) { hasLine = false }
      }
    }

    /// Closes what a start tag closes implicitly, as libxml2 does: the innermost open element
    /// while the tag closes it (``closedBy``).
    private mutating func closeImplied(before name: String) {
      guard let closed = DeepMarkup.closedBy[name] else { return }
      while let last = open.last, closed.contains(last) {
        if open.count > DeepMarkup.keptDepth { breakLine() }
        open.removeLast()
      }
    }

    /// The innermost open element that satisfies a predicate, among the innermost
    /// ``searchLimit``, so that a hundred thousand open elements cost no quadratic time.
    private func lastOpen(where predicate: (String) -> Bool) -> Int? {
      var position = open.count - 1
      while position >= max(0, open.count - DeepMarkup.searchLimit) {
        if predicate(open[position]) { return position }
        position -= 1
      }
      return nil
    }

    /// Below the kept depth, ends the line unless it is empty.
    private mutating func breakLine() {
      guard hasLine else { return }
      output += Array("<br>".utf8)
      hasLine = false
    }
  }
}
