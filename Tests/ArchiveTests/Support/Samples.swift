/// Content for test members.
enum Samples {
  /// A small outbox-like JSON text.
  static let outbox = Array(
    #"{"type":"OrderedCollection","totalItems":1,"orderedItems":[{"type":"Create"}]}"#.utf8)

  /// `count` bytes that compress poorly, the same every run (a linear congruential sequence).
  static func noise(_ count: Int, seed: UInt64 = 1) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 33)
    }
  }

  /// `count` bytes of repetitive text that compress well.
  static func text(_ count: Int) -> [UInt8] {
    let line = Array("{\"id\":\"https://example.social/users/alice/statuses/1\"},\n".utf8)
    return (0..<count).map { line[$0 % line.count] }
  }
}
