/// A Swift snippet of the README: chunks of code that must appear, in order, in one source
/// file, where a line `// …` in the snippet stands for code left out.
struct Snippet: CustomStringConvertible {
  /// The snippet as written in the README.
  let text: String
  /// The README line the snippet starts on, counting from 1.
  let line: Int

  /// The pieces of code between the `// …` lines, without empty ones.
  var chunks: [String] {
    var chunks: [String] = []
    var current: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingSpaces == "// …" {
        chunks.append(current.joined(separator: "\n"))
        current = []
      } else {
        current.append(line)
      }
    }
    chunks.append(current.joined(separator: "\n"))
    return chunks.filter { !$0.trimmingSpaces.isEmpty }
  }

  /// Whether every chunk appears in `source`, each after the one before.
  func appears(in source: String) -> Bool {
    var rest = Substring(source)
    for chunk in chunks {
      guard let range = rest.range(of: chunk) else { return false }
      rest = rest[range.upperBound...]
    }
    return !chunks.isEmpty
  }

  /// The snippet's first line and where it is.
  var description: String {
    "README.md:\(line): \(text.split(separator: "\n").first.map(String.init) ?? "")"
  }

  /// The ```swift blocks of a section of a Markdown document: from the heading to the next
  /// heading of the same level.
  static func all(in markdown: String, section heading: String) -> [Snippet] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0 == heading }) else { return [] }
    let level = heading.prefix { $0 == "#" } + " "
    var snippets: [Snippet] = []
    var open: (line: Int, body: [Substring])?
    for index in (start + 1)..<lines.count {
      let line = lines[index]
      if open == nil, line.hasPrefix(level) { break }
      if var block = open {
        if line == "```" {
          snippets.append(Snippet(text: block.body.joined(separator: "\n"), line: block.line))
          open = nil
        } else {
          block.body.append(line)
          open = block
        }
      } else if line == "```swift" {
        open = (index + 2, [])
      }
    }
    return snippets
  }
}

extension StringProtocol {
  /// The text without spaces at either end.
  var trimmingSpaces: Substring {
    let text = Substring(self)
    guard let first = text.firstIndex(where: { $0 != " " }),
      let last = text.lastIndex(where: { $0 != " " })
    else { return "" }
    return text[first...last]
  }
}
