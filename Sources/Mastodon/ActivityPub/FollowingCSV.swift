/// Mastodon's follows export, `following_accounts.csv`.
///
/// A header line (`Account address,Show boosts,Notify on new posts,Languages`), then one
/// account per line. Older exports have no header and list addresses only.
enum FollowingCSV {
  /// The accounts' addresses as written (`bob@other.example`), in file order.
  static func addresses(_ bytes: [UInt8]) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    var column = 0
    var addresses: [String] = []
    for (number, line) in text.split(whereSeparator: \.isNewline).enumerated() {
      let fields = Self.fields(line)
      if number == 0,
        let header = fields.firstIndex(where: { $0.lowercased() == "account address" })
      {
        column = header
        continue
      }
      guard column < fields.count else { continue }
      let address = fields[column].trimmingSpaces
      if address.contains("@"), !address.contains(" ") { addresses.append(address) }
    }
    return addresses
  }

  /// The fields of one CSV line, with double-quoted fields unquoted.
  static func fields(_ line: Substring) -> [String] {
    var fields: [String] = []
    var field = ""
    var quoted = false
    var previousQuote = false
    for character in line {
      if quoted {
        if character == "\"" {
          quoted = false
          previousQuote = true
        } else {
          field.append(character)
        }
        continue
      }
      switch character {
      case "\"":
        if previousQuote { field.append("\"") }
        quoted = true
      case ",":
        fields.append(field)
        field = ""
      default:
        field.append(character)
      }
      previousQuote = false
    }
    fields.append(field)
    return fields
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
