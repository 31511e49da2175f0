import CPng

/// PNG through libpng's progressive reader, as 8-bit RGBA: reduced row by row as it is read
/// when it can be, else at full size.
///
/// The reader (`cpng_read_progressive`, in CPng's `progressive.h`) keeps libpng's `setjmp` in
/// C and reports failure as a return value with a message, so no error unwinds through Swift.
/// A first read stops where the image data starts, which lets the size be checked against
/// ``DecodeLimits`` before any pixel buffer exists; a second decodes the rows into one.
/// Palette, grey, 16-bit and transparency are converted to RGBA as libpng's simplified API
/// converts them.
///
/// A PNG that is not interlaced, wanted smaller than it is, has each row averaged into the
/// smaller image as it comes (the box filter of ``PixelImage/resized(to:)``, to the same
/// size, so the same pixels): memory is that image and a row, and the size is held to
/// ``DecodeLimits/maxStreamedPixels``. An interlaced one revisits every row in its seven
/// passes, so it is decoded whole and then reduced, as is one wanted at full size.
///
/// An Exif orientation in an `eXIf` chunk is applied, as a JPEG's is.
///
/// A file cut short, or damaged in its image data, gives the rows decoded before the fault and
/// grey below them, marked damaged, as a JPEG does. An interlaced file fills every row once its
/// first pass is in, in blocks that later passes refine. A file that fails before its first
/// row is an error.
enum PNGDecoder {
  /// Decodes a PNG, whole or as far as it goes, reduced to cover `needed` of it, and turned
  /// upright as its `eXIf` chunk says.
  static func decode(
    _ bytes: [UInt8], covering needed: (PixelSize) -> PixelSize, limits: DecodeLimits
  ) throws(PictureError) -> DecodedImage {
    let orientation = ExifOrientation(png: bytes) ?? .up
    let result = bytes.withUnsafeBufferPointer { buffer -> Result<DecodedImage, PictureError> in
      Result { () throws(PictureError) in
        try decode(
          buffer, covering: { orientation.turned(needed(orientation.turned($0))) },
          limits: limits)
      }
    }
    return try result.get().oriented(orientation)
  }

  /// Decodes from memory that stays valid throughout.
  private static func decode(
    _ buffer: UnsafeBufferPointer<UInt8>, covering needed: (PixelSize) -> PixelSize,
    limits: DecodeLimits
  ) throws(PictureError) -> DecodedImage {
    guard let base = buffer.baseAddress else { throw .empty }
    var read = cpng_read()
    cpng_read_progressive(base, buffer.count, &read)
    guard read.has_header != 0 else {
      // Cut before its image data, a file still says its size in its first chunk: one too
      // large is said to be, as when it is whole.
      if let (size, interlaced) = header(buffer) {
        _ = try plan(size, interlaced: interlaced, covering: needed, limits: limits)
      }
      throw .corrupt(message(of: &read, otherwise: "the PNG ends before its image data"))
    }
    let size = PixelSize(width: Int(read.width), height: Int(read.height))
    let target = try plan(size, interlaced: read.interlaced != 0, covering: needed, limits: limits)
    guard let target else {
      let (image, isDamaged) = try decodeWhole(base, count: buffer.count, header: read)
      return ImageDecoder.reduced(image, format: .png, covering: needed, isDamaged: isDamaged)
    }
    let (image, isDamaged) = try decodeReduced(
      base, count: buffer.count, to: target, header: read)
    return DecodedImage(image: image, originalSize: size, format: .png, isDamaged: isDamaged)
  }

  /// The reduced size to read an image of `size` into, row by row; nil to decode it whole.
  ///
  /// Throws if it is too large to be decoded the way it would be.
  private static func plan(
    _ size: PixelSize, interlaced: Bool, covering needed: (PixelSize) -> PixelSize,
    limits: DecodeLimits
  ) throws(PictureError) -> PixelSize? {
    guard size.width > 0, size.height > 0 else {
      throw .corrupt("the header gives a size of \(size.width)×\(size.height)")
    }
    let target = ImageDecoder.reducedSize(of: size, covering: needed(size))
    guard !interlaced, target != size else {
      try limits.check(width: size.width, height: size.height, .whole)
      return nil
    }
    try limits.check(width: size.width, height: size.height, .streamed)
    try limits.check(output: target, of: size)
    return target
  }

  /// Decodes every row into an image of the PNG's own size, as the first read, `header`,
  /// gave it.
  private static func decodeWhole(
    _ base: UnsafePointer<UInt8>, count: Int, header: cpng_read
  ) throws(PictureError) -> (image: PixelImage, isDamaged: Bool) {
    let width = Int(header.width)
    let height = Int(header.height)
    var read = header
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, filled in
      filled = output.count
      read.pixels = output.baseAddress
      cpng_read_progressive(base, count, &read)
      read.pixels = nil
      if !isWhole(read) { MissingRows.fill(output, width: width, from: Int(read.rows)) }
    }
    if !isWhole(read) && read.rows == 0 {
      throw .corrupt(message(of: &read, otherwise: "the PNG ends before its first row"))
    }
    return (PixelImage(unchecked: width, height: height, pixels: pixels), !isWhole(read))
  }

  /// Decodes the rows of a PNG that is not interlaced, as the first read, `header`, gave it,
  /// each averaged into an image of `target` as it comes.
  private static func decodeReduced(
    _ base: UnsafePointer<UInt8>, count: Int, to target: PixelSize, header: cpng_read
  ) throws(PictureError) -> (image: PixelImage, isDamaged: Bool) {
    let width = Int(header.width)
    var read = header
    // Each image column's output column: column x is in output column c when it falls in
    // [c * width / target.width, (c + 1) * width / target.width), as PixelImage.resized spans
    // them (every span has a column when reducing).
    var columns = [UInt32](repeating: 0, count: width)
    for column in 0..<target.width {
      let start = column * width / target.width
      let end = (column + 1) * width / target.width
      for x in start..<end { columns[x] = UInt32(column) }
    }
    var sums = [UInt64](repeating: 0, count: target.width * 4)
    let pixels = [UInt8](unsafeUninitializedCapacity: target.width * target.height * 4) {
      output, filled in
      filled = output.count
      columns.withUnsafeMutableBufferPointer { columns in
        sums.withUnsafeMutableBufferPointer { sums in
          read.pixels = output.baseAddress
          read.out_width = UInt32(target.width)
          read.out_height = UInt32(target.height)
          read.columns = columns.baseAddress
          read.sums = sums.baseAddress
          cpng_read_progressive(base, count, &read)
          read.pixels = nil
          read.columns = nil
          read.sums = nil
        }
      }
      if !isWhole(read) { MissingRows.fill(output, width: target.width, from: Int(read.out_rows)) }
    }
    if !isWhole(read) && read.rows == 0 {
      throw .corrupt(message(of: &read, otherwise: "the PNG ends before its first row"))
    }
    let image = PixelImage(unchecked: target.width, height: target.height, pixels: pixels)
    return (image, !isWhole(read))
  }

  /// The size and interlacing of the `IHDR` chunk, which a PNG starts with after its
  /// signature.
  private static func header(
    _ bytes: UnsafeBufferPointer<UInt8>
  ) -> (size: PixelSize, interlaced: Bool)? {
    guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
    func number(at offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    let size = PixelSize(width: number(at: 16), height: number(at: 20))
    return (size, bytes.count > 28 && bytes[28] != 0)
  }

  /// Whether every row of every pass arrived, and no check of the image data failed.
  ///
  /// A byte changed in the image data can leave the deflate stream decodable to its end, the
  /// rows after the change wrong; only the chunk's CRC, checked after its data, says so.
  private static func isWhole(_ read: cpng_read) -> Bool {
    read.complete != 0 && read.rows == read.height && read.data_damaged == 0
  }

  /// libpng's message for the read's failure, or `otherwise` when it stopped without one.
  private static func message(of read: inout cpng_read, otherwise: String) -> String {
    let text = withUnsafeBytes(of: &read.message) { raw in
      String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
    }
    return text.isEmpty ? otherwise : text
  }
}
