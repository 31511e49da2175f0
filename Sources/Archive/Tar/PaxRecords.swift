import TextEscaping

/// The records of a pax extended header: `LEN key=value\n`, where LEN counts the whole record.
enum PaxRecords {
  /// The key–value pairs of `bytes`, later keys replacing earlier ones; `nil` if malformed.
  static func parse(_ bytes: [UInt8]) -> [String: String]? {
    var records: [String: String] = [:]
    var position = 0
    while position < bytes.count {
      if bytes[position] == 0 { break }
      var length = 0
      var cursor = position
      while cursor < bytes.count, (0x30...0x39).contains(bytes[cursor]) {
        guard length < 1 << 30 else { return nil }
        length = length * 10 + Int(bytes[cursor] - 0x30)
        cursor += 1
      }
      let end = position + length
      guard cursor < bytes.count, bytes[cursor] == 0x20, cursor < end, end <= bytes.count,
        bytes[end - 1] == 0x0A
      else { return nil }
      let record = bytes[(cursor + 1)..<(end - 1)]
      guard let equals = record.firstIndex(of: UInt8(ascii: "=")) else { return nil }
      let key = String(decoding: record[..<equals], as: UTF8.self)
      // A path in raw bytes (`hdrcharset=BINARY`) keeps those that are not UTF-8.
      records[key] = String(decodingPath: record[(equals + 1)...])
      position = end
    }
    return records
  }
}
