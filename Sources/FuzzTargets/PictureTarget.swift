import Pictures
import Render

/// A picture as the app draws one: decoded by content (JPEG, PNG, GIF, WebP, BMP) at the
/// smallest scale that covers a small box, then drawn as libchafa symbols into it.
///
/// The colour mode is chosen by the input's length, so every mode the app has is drawn over
/// a run. A decoding error is a refusal.
///
/// ```swift
/// PictureTarget.run([0xFF, 0xD8, 0xFF])  // refused: the JPEG is corrupt: …
/// ```
public enum PictureTarget {
  /// The box the picture is fitted into, in cells.
  public static let box = Size(width: 12, height: 6)

  /// Decodes `bytes` and draws them fitted into ``box``; never traps.
  public static func run(_ bytes: [UInt8]) -> FuzzOutcome {
    let modes: [PictureColorMode] = [.indexed256, .indexed16, .indexed8, .none]
    let colors = modes[bytes.count % modes.count]
    do {
      let picture = try Picture(decoding: bytes, fitting: box, colors: colors)
      return .accepted("\(picture.size.width)x\(picture.size.height) cells in \(colors)")
    } catch {
      return .refused("\(error)")
    }
  }
}
