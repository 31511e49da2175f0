import ArchiveTestSupport
import Foundation
import Testing

@Suite("Half-transparent pictures blend with the background tmux answers for (OSC 11)")
struct TerminalBackgroundTests {
  /// A PNG of `width`×`height` pixels whose left half is white and right half red, both at
  /// half opacity.
  static func semiTransparentPNG(width: Int = 64, height: Int = 32) -> [UInt8] {
    var raw: [UInt8] = []
    for _ in 0..<height {
      raw.append(0)  // No filter.
      for x in 0..<width { raw += x < width / 2 ? [255, 255, 255, 128] : [255, 0, 0, 128] }
    }
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in raw {
      (a, b) = ((a + UInt32(byte)) % 65521, (b + (a + UInt32(byte)) % 65521) % 65521)
    }
    let zlib = [0x78, 0x9C] + Gzip.rawDeflate(raw) + bigEndian(b << 16 | a)
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let body = Array(type.utf8) + data
      return bigEndian(UInt32(data.count)) + body + bigEndian(Gzip.crc(body))
    }
    let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
      + chunk("IDAT", zlib) + chunk("IEND", [])
  }

  /// The four bytes of `value`, most significant first.
  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  /// The palette colours of the picture's cells once it is drawn: the first screen with no
  /// frame left, run with `environment` in a tmux whose windows have `style`.
  func pictureColors(
    environment: [String: String] = [:], windowStyle: String? = nil
  ) async throws -> Set<StyledScreen.Color> {
    let folder = try TemporaryFolder()
    try folder.write(Self.semiTransparentPNG(), to: "semi.png")
    let document = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": [{"id": "e", "user": "u1", "comment": "c", "image": "semi.png"}]}"#,
      to: "doc.json")
    let app = try await ListTUISession(
      arguments: [document], environment: environment,
      tmuxOptions: windowStyle.map { ["window-style": $0] } ?? [:])
    defer { app.close() }
    // Read once the app is idle: the answer to the question about the background, which
    // draws the picture again over the colour it names, may come after the picture landed.
    let text = try await app.settledStyledScreen()
    #expect(!text.contains("▣"), "the picture was not drawn:\n\(text)")
    let colors = Set(
      StyledScreen(text).visibleRows.dropFirst(3).prefix(9).flatMap { $0 }.flatMap {
        [$0.foreground, $0.background]
      })
    return colors
  }

  @Test("tmux answering white: half-white is white and half-red pink, not grey and maroon")
  func answeredWhite() async throws {
    let colors = try await pictureColors(windowStyle: "bg=#ffffff")
    #expect(colors.isSuperset(of: [.indexed(231), .indexed(210)]), "\(colors)")
    #expect(colors.isDisjoint(with: [.indexed(244), .indexed(88)]), "\(colors)")
  }

  @Test("no answer: black is assumed, as before; COLORFGBG's light background is taken")
  func noAnswer() async throws {
    let dark = try await pictureColors()
    #expect(dark.isSuperset(of: [.indexed(244), .indexed(88)]), "\(dark)")
    let light = try await pictureColors(environment: ["COLORFGBG": "0;15"])
    #expect(light.isSuperset(of: [.indexed(231), .indexed(210)]), "\(light)")
  }
}
