import FeedModel
import ListKit

/// Where words occur in a line of text, ignoring case, as column ranges: what the filter
/// matched, to be highlighted.
enum Highlighter {
  /// The columns of each occurrence of any of the words in a line.
  static func columns(of words: [String], in line: String) -> [Range<Int>] {
    guard !words.isEmpty else { return [] }
    let characters = Array(line)
    // Folded as the filter folds, a character at a time, so that a match found ignoring case
    // and accents is marked where it is.
    let folded = characters.map { SearchFolding.fold(String($0)) }
    var starts = [0]
    starts.reserveCapacity(characters.count + 1)
    for character in characters { starts.append(starts[starts.count - 1] + character.displayWidth) }
    var ranges: [Range<Int>] = []
    for word in words.map({ SearchFolding.fold($0) }) where !word.isEmpty {
      var start = 0
      while start < folded.count {
        var end = start
        var text: [UInt8] = []
        while end < folded.count, text.count < word.count {
          text += folded[end]
          end += 1
        }
        if text == word {
          ranges.append(starts[start]..<starts[end])
          start = end
        } else {
          start += 1
        }
      }
    }
    return ranges
  }

  /// Applies a style to the occurrences of the words in a line already written at `y`, from
  /// column `x`.
  static func apply(
    _ style: Style, to words: [String], in line: String, x: Int, y: Int, buffer: inout Buffer
  ) {
    for range in columns(of: words, in: line) {
      buffer.applyStyle(
        style, to: Rect(x: x + range.lowerBound, y: y, width: range.count, height: 1))
    }
  }
}
