/// Writes tar streams byte by byte: ustar headers (with a name prefix), GNU long names, pax
/// headers, special entries and the end blocks.
public struct TarBuilder {
  /// An empty stream.
  public init() {}

  /// The stream so far.
  public private(set) var bytes: [UInt8] = []

  /// A regular file; `prefix` goes in the ustar prefix field.
  public mutating func file(
    _ name: String, _ data: [UInt8], prefix: String = "", type: Character = "0"
  ) {
    header(name: name, size: data.count, type: type, prefix: prefix)
    append(data)
  }

  /// A regular file with text content.
  public mutating func file(_ name: String, text: String) {
    file(name, Array(text.utf8))
  }

  /// A folder entry.
  public mutating func folder(_ name: String) {
    header(name: name, size: 0, type: "5")
  }

  /// A symbolic link entry.
  public mutating func symlink(_ name: String, to target: String) {
    header(name: name, size: 0, type: "2", link: target)
  }

  /// A GNU long-name entry (`././@LongLink`, type `L`) naming the next entry.
  public mutating func gnuLongName(_ name: String) {
    let data = Array(name.utf8) + [0]
    header(name: "././@LongLink", size: data.count, type: "L")
    append(data)
  }

  /// A pax extended header (type `x`) for the next entry.
  public mutating func pax(_ records: [(String, String)]) {
    var data: [UInt8] = []
    for (key, value) in records {
      let body = " \(key)=\(value)\n"
      var length = body.utf8.count + 1
      while String(length).count + body.utf8.count != length { length += 1 }
      data += Array("\(length)\(body)".utf8)
    }
    header(name: "PaxHeaders/x", size: data.count, type: "x")
    append(data)
  }

  /// The two zero blocks that end an archive.
  public mutating func end() {
    bytes += [UInt8](repeating: 0, count: 1024)
  }

  /// A header block with the given fields and a correct checksum.
  public mutating func header(
    name: String, size: Int, type: Character, prefix: String = "", link: String = ""
  ) {
    var block = [UInt8](repeating: 0, count: 512)
    put(&block, 0, 100, Array(name.utf8))
    put(&block, 100, 8, Array("0000644\0".utf8))
    put(&block, 108, 8, Array("0000000\0".utf8))
    put(&block, 116, 8, Array("0000000\0".utf8))
    put(&block, 124, 12, Array(octal(size, digits: 11).utf8) + [0])
    put(&block, 136, 12, Array("14200000000\0".utf8))
    put(&block, 148, 8, Array("        ".utf8))
    block[156] = type.asciiValue ?? 0x30
    put(&block, 157, 100, Array(link.utf8))
    put(&block, 257, 6, Array("ustar\0".utf8))
    put(&block, 263, 2, Array("00".utf8))
    put(&block, 345, 155, Array(prefix.utf8))
    let sum = block.reduce(0) { $0 + Int($1) }
    put(&block, 148, 8, Array(octal(sum, digits: 6).utf8) + [0, 0x20])
    bytes += block
  }

  private mutating func append(_ data: [UInt8]) {
    bytes += data
    bytes += [UInt8](repeating: 0, count: (512 - data.count % 512) % 512)
  }

  private func put(_ block: inout [UInt8], _ start: Int, _ count: Int, _ value: [UInt8]) {
    for (index, byte) in value.prefix(count).enumerated() { block[start + index] = byte }
  }

  private func octal(_ value: Int, digits: Int) -> String {
    let text = String(value, radix: 8)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
