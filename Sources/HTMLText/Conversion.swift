/// One conversion: walks the tree of an ``HTMLDocument`` without recursion, however deep,
/// and lays its content out through a ``TextLayout``.
struct Conversion {
  /// The text being built.
  private(set) var layout = TextLayout()
  /// Whether to leave out Mastodon's `quote-inline` fallback (`RE: <a href=…>…</a>`), as its
  /// web UI does when it shows the quoted post.
  var hidesQuoteFallback = false

  private struct List {
    var ordered: Bool
    var next: Int
  }

  private var lists: [List] = []
  private var itemDepth = 0

  private static let skipped: Set<String> = [
    "script", "style", "head", "title", "template", "noscript", "iframe", "object", "embed",
    "video", "audio", "svg", "annotation", "annotation-xml",
  ]
  private static let blocks: Set<String> = [
    "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "section", "article", "header", "footer",
    "main", "nav", "aside", "figure", "figcaption", "details", "summary", "table", "dl", "dt",
    "dd", "address", "center",
  ]

  /// Lays out `root` and everything below it, in document order.
  mutating func walk(_ root: HTMLNode) {
    var node: HTMLNode? = root
    while let current = node {
      let entered = visit(current)
      if entered, let child = current.firstChild {
        node = child
        continue
      }
      if entered { leave(current) }
      var cursor = current
      node = nil
      while cursor != root {
        if let next = cursor.next {
          node = next
          break
        }
        guard let parent = cursor.parent else { break }
        leave(parent)
        cursor = parent
      }
    }
  }

  /// Handles a node on the way down; returns whether to enter its children (and later
  /// ``leave(_:)`` it).
  private mutating func visit(_ node: HTMLNode) -> Bool {
    if node.isText {
      layout.append(node.text)
      return false
    }
    guard node.isElement else { return false }
    let name = node.name
    if Self.skipped.contains(name) { return false }
    switch name {
    case "br":
      layout.lineBreak()
      return false
    case "img":
      image(node)
      return false
    case "hr":
      layout.boundary(blankLine: itemDepth == 0)
      layout.append("---")
      layout.boundary(blankLine: itemDepth == 0)
      return false
    case "span" where node.hasClass("invisible"):
      return false
    case _ where hidesQuoteFallback && node.hasClass("quote-inline"):
      return false
    case "a":
      layout.openSpan(linkKind(node))
    case "del", "s", "strike":
      layout.openStrike()
    case "ul", "ol":
      layout.boundary(blankLine: lists.isEmpty && itemDepth == 0)
      let start = node.attribute("start").flatMap { Int($0.trimmingSpaces) } ?? 1
      lists.append(List(ordered: name == "ol", next: start))
    case "li":
      item(node)
    case "blockquote":
      layout.boundary(blankLine: itemDepth == 0)
      layout.pushPrefix("> ")
    case "pre":
      layout.boundary(blankLine: itemDepth == 0)
      layout.preformatted += 1
    case "tr", "caption":
      // A row is a line, as in a text browser; so is a caption, above it.
      layout.boundary(blankLine: false)
    case "td", "th":
      layout.cellGap()
    default:
      if Self.blocks.contains(name) { layout.boundary(blankLine: itemDepth == 0) }
    }
    return true
  }

  /// Handles an element on the way up, after its children.
  private mutating func leave(_ node: HTMLNode) {
    guard node.isElement else { return }
    let name = node.name
    switch name {
    case "a":
      layout.closeSpan()
    case "del", "s", "strike":
      layout.closeStrike()
    case "span" where node.hasClass("ellipsis"):
      layout.append("…")
    case "ul", "ol":
      _ = lists.popLast()
      layout.boundary(blankLine: lists.isEmpty && itemDepth == 0)
    case "li":
      layout.popPrefix()
      itemDepth -= 1
      layout.boundary(blankLine: false)
    case "blockquote":
      layout.popPrefix()
      layout.boundary(blankLine: itemDepth == 0)
    case "pre":
      layout.preformatted -= 1
      layout.boundary(blankLine: itemDepth == 0)
    case "tr", "caption":
      layout.boundary(blankLine: false)
    default:
      if Self.blocks.contains(name) { layout.boundary(blankLine: itemDepth == 0) }
    }
  }

  private mutating func item(_ node: HTMLNode) {
    layout.boundary(blankLine: false)
    if lists.isEmpty { lists.append(List(ordered: false, next: 1)) }
    let index = lists.count - 1
    if let value = node.attribute("value").flatMap({ Int($0.trimmingSpaces) }) {
      lists[index].next = value
    }
    let marker = lists[index].ordered ? "\(lists[index].next). " : "• "
    lists[index].next += 1
    itemDepth += 1
    layout.startItem(marker: marker)
  }

  private mutating func image(_ node: HTMLNode) {
    guard let alt = node.attribute("alt"), !alt.isEmpty else { return }
    let isEmoji = node.hasClass("custom-emoji") || node.hasClass("emojione")
    let code = alt.trimmingCharacters(in: ":")
    if isEmoji, !code.isEmpty {
      layout.openSpan(.customEmoji(code))
      layout.append(":\(code):")
      layout.closeSpan()
    } else {
      layout.append(alt)
    }
  }

  private func linkKind(_ node: HTMLNode) -> MarkedText.Kind {
    let href = node.attribute("href") ?? ""
    if node.hasClass("hashtag") { return .hashtag(href) }
    if node.hasClass("mention") { return .mention(href) }
    return .link(href)
  }
}

extension String {
  /// The text without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }

  /// The text without leading and trailing `character`s.
  fileprivate func trimmingCharacters(in character: Character) -> String {
    String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
  }
}
