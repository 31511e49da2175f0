import CTurboJPEG

/// JPEG through TurboJPEG: scaled in the DCT domain, Exif orientation applied.
///
/// TurboJPEG reports errors as return values (its `setjmp` stays inside the library) and
/// keeps its messages rather than printing them. A warning, such as a file cut short, still
/// gives an image: what was decoded, the rest grey, as browsers show it; when the warning says
/// the data ended early or is corrupt, the image is marked damaged, so a screen can say so.
enum JPEGDecoder {
  /// Decodes a JPEG at the smallest DCT scale that covers `needed` of the upright image.
  static func decode(
    _ bytes: [UInt8], covering needed: (PixelSize) -> PixelSize, limits: DecodeLimits
  ) throws(PictureError) -> DecodedImage {
    guard let handle = tjInitDecompress() else { throw .corrupt("TurboJPEG did not start") }
    defer { tjDestroy(handle) }
    // Without its end marker, libjpeg says the file ends early even when every pixel is there.
    // Given one, it says so only of a file cut before its last pixel ("premature end of data
    // segment"), which is then labelled damaged. Anything after an end marker is never read.
    let input = bytes.suffix(2).elementsEqual([0xFF, 0xD9]) ? bytes : bytes + [0xFF, 0xD9]
    let result = input.withUnsafeBufferPointer { buffer -> Result<DecodedImage, PictureError> in
      Result { () throws(PictureError) in
        try decode(buffer, bytes: bytes, handle: handle, covering: needed, limits: limits)
      }
    }
    return try result.get()
  }

  /// Decodes with an open TurboJPEG handle.
  private static func decode(
    _ buffer: UnsafeBufferPointer<UInt8>, bytes: [UInt8], handle: tjhandle,
    covering needed: (PixelSize) -> PixelSize, limits: DecodeLimits
  ) throws(PictureError) -> DecodedImage {
    guard let base = buffer.baseAddress else { throw .empty }
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    let size = UInt(buffer.count)
    // A warning while the header is read (an unknown JFIF revision, bytes before a marker)
    // still gives the header: the decode below says whether it damages the picture.
    guard
      tjDecompressHeader3(handle, base, size, &width, &height, &subsampling, &colorspace) == 0
        || (tjGetErrorCode(handle) == TJERR_WARNING.rawValue && width > 0 && height > 0)
    else { throw .corrupt(message(handle)) }
    try limits.check(width: Int(width), height: Int(height), .scaled)
    // libjpeg-turbo 2.1 stops only past 500 scans (TJFLAG_LIMITSCANS), seconds too late.
    let scans = JPEGScans.count(in: buffer)
    guard scans <= limits.maxScans else { throw .tooManyScans(scans) }

    let orientation = ExifOrientation(jpeg: bytes) ?? .up
    let stored = PixelSize(width: Int(width), height: Int(height))
    let upright = orientation.swapsAxes ? stored.transposed : stored
    let wantedUpright = needed(upright)
    let wanted = orientation.swapsAxes ? wantedUpright.transposed : wantedUpright
    let scaled = scaledSize(of: stored, covering: wanted)

    let isCMYK = colorspace == TJCS_CMYK.rawValue || colorspace == TJCS_YCCK.rawValue
    let format = isCMYK ? TJPF_CMYK.rawValue : TJPF_RGBA.rawValue
    let flags = TJFLAG_FASTDCT | TJFLAG_FASTUPSAMPLE | TJFLAG_LIMITSCANS
    var failure: String?
    var isDamaged = false
    var pixels = [UInt8](unsafeUninitializedCapacity: scaled.width * scaled.height * 4) {
      output, count in
      count = output.count
      let status = tjDecompress2(
        handle, base, size, output.baseAddress, Int32(scaled.width), 0, Int32(scaled.height),
        format, flags)
      if status != 0 {
        if tjGetErrorCode(handle) == TJERR_WARNING.rawValue {
          isDamaged = isDamage(message(handle))
        } else {
          failure = message(handle)
        }
      }
    }
    if let failure { throw .corrupt(failure) }
    if isCMYK { convertInvertedCMYKToRGBA(&pixels) }
    let image = PixelImage(unchecked: scaled.width, height: scaled.height, pixels: pixels)
    return DecodedImage(
      image: image.oriented(orientation), originalSize: upright, format: .jpeg,
      isDamaged: isDamaged)
  }

  /// Whether libjpeg's warning may mean pixels are missing or wrong: any warning but the few
  /// that only remark on an oddity of the file's headers (an unknown JFIF revision or Adobe
  /// transform, a bad ICC profile marker, bytes to skip before a marker between segments).
  ///
  /// A decode that stops early, for data cut short (`Premature end of JPEG file`), corrupt
  /// (`Corrupt JPEG data: …`), or for a marker or table it cannot use (`Unsupported marker
  /// type`, `Bogus Huffman table definition`), leaves the rows it did not reach grey.
  static func isDamage(_ warning: String) -> Bool {
    if harmlessWarnings.contains(where: { warning.hasPrefix($0) }) { return false }
    // Bytes skipped before a marker between segments, as some cameras and editors leave; but
    // before a restart marker or the end, where the image data runs, they are data the
    // decoder lost its way in.
    let extraneous = "extraneous bytes before marker 0x"
    guard warning.hasPrefix("Corrupt JPEG data: "), let place = warning.firstRange(of: extraneous),
      let marker = UInt8(warning[place.upperBound...].prefix(2), radix: 16)
    else { return true }
    return (0xD0...0xD7).contains(marker) || marker == 0xD9
  }

  /// The beginnings of libjpeg's warnings that leave every pixel right.
  static let harmlessWarnings = [
    "Warning: unknown JFIF revision", "Unknown Adobe color transform",
    "Corrupt JPEG data: bad ICC marker",
  ]

  /// The smallest TurboJPEG scaling of `size` (at most 1/1) that covers `wanted`, as far as
  /// the full size does.
  static func scaledSize(of size: PixelSize, covering wanted: PixelSize) -> PixelSize {
    var count: Int32 = 0
    var best = size
    guard let factors = tjGetScalingFactors(&count) else { return best }
    for factor in UnsafeBufferPointer(start: factors, count: Int(count))
    where factor.num <= factor.denom {
      let num = Int(factor.num)
      let denom = Int(factor.denom)
      let candidate = PixelSize(
        width: (size.width * num + denom - 1) / denom,
        height: (size.height * num + denom - 1) / denom)
      let enough =
        candidate.width >= min(wanted.width, size.width)
        && candidate.height >= min(wanted.height, size.height)
      if enough && candidate.width * candidate.height < best.width * best.height {
        best = candidate
      }
    }
    return best
  }

  /// Turns Adobe-style (inverted) CMYK pixels into RGBA, in place.
  private static func convertInvertedCMYKToRGBA(_ pixels: inout [UInt8]) {
    var index = 0
    while index + 3 < pixels.count {
      let black = UInt16(pixels[index + 3])
      for channel in 0..<3 {
        pixels[index + channel] = UInt8(UInt16(pixels[index + channel]) * black / 255)
      }
      pixels[index + 3] = 255
      index += 4
    }
  }

  /// TurboJPEG's message for the last error on `handle`.
  private static func message(_ handle: tjhandle) -> String {
    guard let text = tjGetErrorStr2(handle) else { return "unreadable JPEG" }
    return String(cString: text)
  }
}
