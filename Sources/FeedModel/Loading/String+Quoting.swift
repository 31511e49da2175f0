import TextEscaping

extension String {
  /// The text in double quotes, safe to print on a terminal: `"`, `\`, control characters and
  /// the format characters that reorder or hide text are escaped, so `u<ESC>[31m` becomes
  /// `"u\u001B[31m"`.
  public var quotedForMessage: String {
    "\"" + escapedForMessage(quotes: true) + "\""
  }

  /// The start of UTF-8 text quoted as ``quotedForMessage`` quotes it, cut after `limit`
  /// characters with `…`, for a value too long to print whole: `"xxxxxxxx…"`.
  public static func quotedStart(of utf8: [UInt8], limit: Int = 40) -> String {
    let text = String(decoding: utf8.prefix(limit * 4), as: UTF8.self)
    guard text.count > limit || utf8.count > limit * 4 else { return text.quotedForMessage }
    return "\"" + String(text.prefix(limit)).escapedForMessage(quotes: true) + "…\""
  }

  /// The text with control characters and the format characters that reorder or hide text
  /// written as JSON escapes them (`\u001B`, `\u200F`), so that nothing in it can drive a
  /// terminal, nor change how what is printed around it reads.
  public var escapingControlCharacters: String {
    escapedForMessage(quotes: false)
  }
}
