import ListKit
import Testing

@testable import FeedApp

@Suite("The title bar's trail of screens")
struct TrailTests {
  /// The trail as it was first made: crumbs dropped from the left, one at a time, until it fits.
  static func droppingFromTheLeft(_ crumbs: [String], width: Int) -> String {
    var kept = crumbs
    var dropped = false
    func text() -> String { ((dropped ? ["…"] : []) + kept).joined(separator: " › ") }
    while kept.count > 1, text().displayWidth > width {
      kept.removeFirst()
      dropped = true
    }
    return text().truncated(toWidth: width)
  }

  @Test("Keeps the most crumbs from the right that fit after …, as dropping from the left does")
  func sameAsDroppingFromTheLeft() {
    var random = SplitMix(seed: 0x7A11)
    let names = ["Feed", "a", "Entry by writer", "日本語のユーザー", "radioboo", "👨‍👩‍👧 family", ""]
    for _ in 0..<2_000 {
      let crumbs = (0..<Int.random(in: 1...12, using: &random)).map { _ in
        names[Int.random(in: 0..<names.count, using: &random)]
      }
      let width = Int.random(in: 1...70, using: &random)
      #expect(
        AppShell.trail(crumbs, width: width) == Self.droppingFromTheLeft(crumbs, width: width),
        "\(crumbs) at \(width)")
    }
  }

  @Test("A trail of a thousand screens is as quick to make as a short one")
  func deepTrail() {
    let crumbs = ["doc.json", "Feed"] + Array(repeating: "Entry by n", count: 1_000)
    #expect(AppShell.trail(crumbs, width: 40) == "… › Entry by n › Entry by n › Entry by n")
  }
}
