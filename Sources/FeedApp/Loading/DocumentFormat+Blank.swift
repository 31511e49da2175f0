import FeedModel
import JSON

extension DocumentFormat {
  /// The blank bytes JSON allows between values: space, tab, line feed, carriage return.
  private static let blankBytes: [UInt8] = [0x20, 0x0A, 0x0D, 0x09]

  /// How many bytes at the start of `prefix` are a byte order mark and blank space, counted on
  /// from `start`, a count already known to be blank.
  static func blankLength(of prefix: [UInt8], from start: Int) -> Int {
    var end = start
    if end == 0, prefix.starts(with: JSONReader.byteOrderMark) { end = 3 }
    while end < prefix.count, blankBytes.contains(prefix[end]) { end += 1 }
    return end
  }

  /// The format of the regular file at `path`, whose first ``sniffSize`` bytes are blank:
  /// read again from its start, a block at a time, keeping none of the blank space, up to what
  /// follows it.
  ///
  /// Only JSON can follow blank space: an archive's signature is at its first byte.
  static func detect(pastBlankIn path: String) throws(DocumentError) -> DocumentFormat {
    let input = try ByteInput.file(path: path)
    var text: [UInt8] = []
    var isAtStart = true
    while true {
      var block: [UInt8] = []
      let read = try input.read(upTo: 1 << 16, appendingTo: &block)
      if text.isEmpty {
        let blank =
          isAtStart
          ? blankLength(of: block, from: 0)
          : block.firstIndex { !blankBytes.contains($0) } ?? block.count
        text = Array(block[blank...])
      } else {
        text.append(contentsOf: block)
      }
      isAtStart = false
      let isAtEnd = read == 0
      if text.isEmpty {
        if isAtEnd { return .blank(isEmpty: false) }
        continue
      }
      let isComplete = isAtEnd || text.count >= sniffSize
      if let format = DocumentFormat(json: text, at: 0, isComplete: isComplete) { return format }
    }
  }
}
