import FeedModel

/// Mastodon's follows export, `following_accounts.csv`.
///
/// A header line (`Account address,Show boosts,Notify on new posts,Languages`), then one
/// account per line. Older exports have no header and list addresses only. Mastodon writes
/// each address as `user@host`, and its import takes one leading `@` as well; a line that is
/// not CSV, or whose address has another shape, is skipped, with the reason.
enum FollowingCSV {
  /// What one line of the file gives.
  enum Row {
    /// A followed account's address, such as `@bob@other.example`.
    case account(String)
    /// A line left out, numbered from 1, and why, such as `malformed CSV: a quote is not
    /// closed`.
    case skipped(line: Int, reason: String)
  }

  /// The rows of the file, in order; blank lines and the header give none.
  static func rows(_ bytes: [UInt8]) -> [Row] {
    var text = Substring(String(decoding: bytes, as: UTF8.self))
    if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
    // Lines end in `\n` or `\r\n`; in a file that has no `\n`, in `\r`, as Ruby's CSV reads.
    // Split by scalars: `\r\n` is one Character, which a `\n` would not split.
    let separator: Unicode.Scalar = text.unicodeScalars.contains("\n") ? "\n" : "\r"
    let lines = text.unicodeScalars.split(separator: separator, omittingEmptySubsequences: false)
    var column = 0
    var isFirst = true
    var rows: [Row] = []
    for (index, scalars) in lines.enumerated() {
      let line = Substring(scalars.last == "\r" ? scalars.dropLast() : scalars)
      if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
      // Only the first line that is not blank may be the header.
      defer { isFirst = false }
      let fields: [String]
      switch Self.fields(line) {
      case .success(let found): fields = found
      case .failure(let problem):
        rows.append(.skipped(line: index + 1, reason: "malformed CSV: \(problem.reason)"))
        continue
      }
      if isFirst,
        let header = fields.firstIndex(where: {
          $0.trimmingSpaces.lowercased() == "account address"
        })
      {
        column = header
        continue
      }
      let written = column < fields.count ? fields[column].trimmingSpaces : ""
      if written.isEmpty {
        rows.append(.skipped(line: index + 1, reason: "no account address"))
      } else if let address = AccountAddress.fromAcct(written) {
        rows.append(.account(address))
      } else {
        let reason = "not an account address (user@host): \(written.quotedForMessage)"
        rows.append(.skipped(line: index + 1, reason: reason))
      }
    }
    return rows
  }

  /// Why a line is not CSV.
  struct Malformed: Error {
    /// The reason, such as `a quote is not closed`.
    var reason: String
  }

  /// The fields of one CSV line, with double-quoted fields unquoted (`""` is a quote in one),
  /// or why it is not CSV: a quote left open, one inside an unquoted field, or text after a
  /// closing quote.
  static func fields(_ line: Substring) -> Result<[String], Malformed> {
    enum State { case fieldStart, unquoted, quoted, quoteInQuoted }
    var fields: [String] = []
    var field = String.UnicodeScalarView()
    var state = State.fieldStart
    for scalar in line.unicodeScalars {
      switch (state, scalar) {
      case (.fieldStart, "\""): state = .quoted
      case (.fieldStart, ","), (.unquoted, ","), (.quoteInQuoted, ","):
        fields.append(String(field))
        field = String.UnicodeScalarView()
        state = .fieldStart
      case (.unquoted, "\""): return .failure(Malformed(reason: "a quote inside an unquoted field"))
      case (.quoted, "\""): state = .quoteInQuoted
      case (.quoteInQuoted, "\""):
        field.append(scalar)
        state = .quoted
      case (.quoteInQuoted, _): return .failure(Malformed(reason: "text after a closing quote"))
      case (.fieldStart, _), (.unquoted, _):
        field.append(scalar)
        state = .unquoted
      case (.quoted, _): field.append(scalar)
      }
    }
    if state == .quoted { return .failure(Malformed(reason: "a quote is not closed")) }
    fields.append(String(field))
    return .success(fields)
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
