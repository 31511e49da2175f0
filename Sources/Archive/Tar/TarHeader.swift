import TextEscaping

/// One 512-byte tar header block, decoded (ustar, GNU and the old v7 layout).
struct TarHeader {
  /// The type flag: `0` or NUL regular, `1` hard link, `2` symbolic link, `L` GNU long name,
  /// `K` GNU long link target, `x` pax, `g` global pax, others.
  var type: UInt8
  /// The name, joined with the ustar prefix when there is one.
  var name: String
  /// The size field.
  var size: Int
  /// The link target of a hard link (type `1`) or symbolic link (type `2`); empty otherwise.
  var link: String

  /// The size of a header block.
  static let blockSize = 512

  /// The largest member size accepted: 1 EiB, more than any file system holds.
  ///
  /// Small enough that a size, its padding and the offset it is skipped from never overflow;
  /// GNU's base-256 size field can say up to 2^88.
  static let maxSize = 1 << 60

  /// Decodes `block`, or explains why it is not a valid header.
  ///
  /// The checksum must match, counted either unsigned or signed as old tars did.
  init(_ block: [UInt8]) throws(TarFailure) {
    guard let checksum = Self.octal(block, 148, 8) else {
      throw TarFailure(reason: "bad tar header checksum field")
    }
    var unsigned = 0
    var signed = 0
    for (index, byte) in block.enumerated() {
      let value = (148..<156).contains(index) ? 0x20 : byte
      unsigned += Int(value)
      signed += Int(Int8(bitPattern: value))
    }
    guard checksum == unsigned || checksum == signed else {
      throw TarFailure(reason: "bad tar header checksum")
    }
    guard let size = Self.number(block, 124, 12), size <= Self.maxSize else {
      throw TarFailure(reason: "bad tar size field")
    }
    type = block[156]
    self.size = size
    var name = Self.string(block, 0, 100)
    let isPOSIX = block[257..<263].elementsEqual("ustar\0".utf8)
    if isPOSIX {
      let prefix = Self.string(block, 345, 155)
      if !prefix.isEmpty { name = prefix + "/" + name }
    }
    self.name = name
    link = Self.string(block, 157, 100)
  }

  /// Whether `block` is all zeros, which marks the end of the archive.
  static func isEndBlock(_ block: [UInt8]) -> Bool {
    block.allSatisfy { $0 == 0 }
  }

  /// The text of a NUL-terminated field, decoded as a path is: UTF-8, with each byte that is
  /// not (a Latin-1 `caf\xE9`) kept as itself, as messages write it (see
  /// `String(decodingPath:)`).
  static func string(_ block: [UInt8], _ start: Int, _ count: Int) -> String {
    let field = block[start..<(start + count)]
    let end = field.firstIndex(of: 0) ?? field.endIndex
    return String(decodingPath: field[..<end])
  }

  /// A numeric field: octal digits, or GNU's base-256 form.
  ///
  /// Base-256 is used when the high bit of the first byte is set. `nil` if malformed or
  /// negative.
  static func number(_ block: [UInt8], _ start: Int, _ count: Int) -> Int? {
    let first = block[start]
    guard first & 0x80 != 0 else { return octal(block, start, count) }
    guard first == 0x80 else { return nil }
    var value = 0
    for byte in block[(start + 1)..<(start + count)] {
      guard value <= (Int.max >> 8) else { return nil }
      value = value << 8 | Int(byte)
    }
    return value
  }

  /// An octal field, with leading spaces and a NUL or space terminator; empty is zero.
  static func octal(_ block: [UInt8], _ start: Int, _ count: Int) -> Int? {
    var value = 0
    var index = start
    let end = start + count
    while index < end, block[index] == 0x20 { index += 1 }
    while index < end, (0x30...0x37).contains(block[index]) {
      guard value <= (Int.max >> 3) else { return nil }
      value = value << 3 | Int(block[index] - 0x30)
      index += 1
    }
    while index < end {
      guard block[index] == 0 || block[index] == 0x20 else { return nil }
      index += 1
    }
    return value
  }
}
