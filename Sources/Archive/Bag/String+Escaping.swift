import TextEscaping

extension String {
  /// The text with control characters and the format characters that reorder or hide text
  /// written as JSON escapes them (`\u001B`, `\u200F`), so that a name taken from an archive
  /// cannot drive the terminal it is printed on, nor change how the message around it reads.
  var escapingControlCharacters: String { escapedForMessage(quotes: false) }
}
