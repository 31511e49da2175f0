import Archive
import ArchiveTestSupport
import Testing

@Suite("A gzip stream inflates as its bytes arrive, members as one, and says where it breaks")
struct GzipStreamTests {
  /// A generator that gives the same numbers every run.
  private struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Everything `compressed` inflates to, fed to the stream `inputPart` bytes at a time
  /// (random sizes up to it with `random`) into room of `room` bytes.
  private static func inflate(
    _ compressed: [UInt8], inputPart: Int = 1 << 16, room: Int = 1 << 16,
    random: inout Seeded
  ) throws(GzipFailure) -> [UInt8] {
    guard let stream = GzipStream() else { return [] }
    var output: [UInt8] = []
    var block = [UInt8](repeating: 0, count: room)
    var start = 0
    var end = 0
    while true {
      if start == end, end < compressed.count {
        end = min(compressed.count, end + Int.random(in: 1...inputPart, using: &random))
      }
      let size = Int.random(in: 1...room, using: &random)
      var result: Result<GzipStream.Step, GzipFailure>?
      compressed[start..<end].withUnsafeBytes { input in
        block.withUnsafeMutableBytes { output in
          result = Result { () throws(GzipFailure) in
            try stream.inflate(
              input, into: UnsafeMutableRawBufferPointer(rebasing: output[..<size]))
          }
        }
      }
      guard let step = try result?.get() else { return output }
      start += step.consumed
      output += block[..<step.produced]
      if step.produced == 0, start == end, end == compressed.count {
        try stream.finish()
        return output
      }
    }
  }

  /// Everything `compressed` inflates to, or the failure's message.
  private static func result(_ compressed: [UInt8]) -> Result<[UInt8], GzipFailure> {
    var random = Seeded(state: 1)
    return Result { () throws(GzipFailure) in try inflate(compressed, random: &random) }
  }

  /// `bytes` cut into members at `cuts`, each compressed on its own, one after another.
  private static func members(_ bytes: [UInt8], cuts: [Int]) -> [UInt8] {
    let bounds = [0] + cuts.sorted() + [bytes.count]
    return zip(bounds, bounds.dropFirst()).flatMap { Gzip.compress(Array(bytes[$0..<$1])) }
  }

  @Test("Random text in random members, fed in random parts into random room, is itself again")
  func roundTrip() throws {
    var random = Seeded(state: 42)
    for round in 0..<200 {
      let count = Int.random(in: 0...(round < 150 ? 5_000 : 300_000), using: &random)
      let text =
        round.isMultiple(of: 2)
        ? Samples.noise(count, seed: UInt64(round + 1)) : Samples.text(count)
      let cuts = (0..<Int.random(in: 0...4, using: &random)).map { _ in
        Int.random(in: 0...count, using: &random)
      }
      let compressed = Self.members(text, cuts: cuts)
      let inflated = try Self.inflate(
        compressed, inputPart: Int.random(in: 1...70_000, using: &random),
        room: Int.random(in: 1...70_000, using: &random), random: &random)
      #expect(inflated == text, "round \(round): \(count) bytes cut at \(cuts.sorted())")
    }
  }

  @Test("Cut short anywhere inside a member, it says so at the end of what came")
  func truncatedEverywhere() {
    let first = Gzip.compress(Array("{\"feed\":[".utf8))
    let whole = first + Gzip.compress(Samples.text(2_000))
    for length in 1..<whole.count where length != first.count {
      guard case .failure(let failure) = Self.result(Array(whole.prefix(length))) else {
        Issue.record("\(length) bytes inflated")
        continue
      }
      #expect(failure.kind == .truncated && failure.offset == length, "\(length)")
    }
    #expect(Self.result(Array(whole.prefix(first.count))) == .success(Array("{\"feed\":[".utf8)))
  }

  @Test("The messages of a truncated and a corrupt stream name the compressed byte")
  func messages() throws {
    let text = Samples.text(10_000)
    let compressed = Gzip.compress(text)
    var badCRC = compressed
    badCRC[badCRC.count - 8] ^= 0xFF
    var badBlock = compressed
    badBlock[10] = 0xFF
    var badHeader = compressed
    badHeader[2] = 7
    let messages = [
      Array(compressed.prefix(100)), badCRC, badBlock, badHeader,
      compressed + Array("garbage".utf8),
      compressed + [0x1F], compressed + [0, 0, 0, 0x1F, 0x8B],
    ].map { bytes -> String in
      switch Self.result(bytes) {
      case .success: "inflated"
      case .failure(let failure): failure.message
      }
    }
    #expect(
      messages == [
        "truncated gzip data (it ends at compressed byte 100, inside a member)",
        "corrupt gzip data at compressed byte \(compressed.count - 4) (incorrect data check)",
        "corrupt gzip data at compressed byte 11 (invalid block type)",
        "corrupt gzip data at compressed byte 4 (unknown compression method)",
        "corrupt gzip data at compressed byte \(compressed.count) "
          + "(not another gzip member after the end of the last)",
        "truncated gzip data (it ends at compressed byte \(compressed.count + 1), inside a member)",
        "corrupt gzip data at compressed byte \(compressed.count + 3) "
          + "(not another gzip member after the end of the last)",
      ])
  }

  @Test("Zero bytes after the last member are padding, passed over as gunzip does")
  func zeroPadding() {
    let text = Samples.text(1_000)
    #expect(Self.result(Gzip.compress(text) + [UInt8](repeating: 0, count: 600)) == .success(text))
  }

  @Test("The prefix a file's start inflates to tells a tar from anything else")
  func inflatedPrefix() {
    let text = Samples.text(10_000)
    let compressed = Gzip.compress(text)
    let prefix = GzipStream.inflatedPrefix(of: compressed, count: 263)
    #expect(prefix.bytes == Array(text.prefix(263)))
    #expect(prefix.failed == false)
    let short = GzipStream.inflatedPrefix(of: Array(compressed.prefix(12)), count: 263)
    #expect(short.failed == false)
    #expect(GzipStream.inflatedPrefix(of: [0x1F, 0x8B, 7, 0], count: 263).failed)
  }
}
