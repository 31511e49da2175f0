/// A random pair of collections to diff, of one of several shapes.
struct DiffCase {
  /// The kinds of case the property tests cover.
  enum Shape: CaseIterable {
    case edits, duplicates, emptyOld, emptyNew, allNew, reversed, single, shuffled
  }

  var old: [Element]
  var new: [Element]

  /// Makes a case of the given shape from a seeded generator.
  init(_ shape: Shape, using rng: inout SplitMix64) {
    switch shape {
    case .edits:
      old = DiffCase.distinct(count: Int.random(in: 0...30, using: &rng), using: &rng)
      new = DiffCase.edited(old, using: &rng)
    case .duplicates:
      let pool = Int.random(in: 1...6, using: &rng)
      func draw(_ rng: inout SplitMix64) -> [Element] {
        (0..<Int.random(in: 0...14, using: &rng)).map { _ in
          Element(
            id: Int.random(in: 0..<pool, using: &rng), content: Int.random(in: 0...1, using: &rng))
        }
      }
      old = draw(&rng)
      new = draw(&rng)
    case .emptyOld:
      old = []
      new = DiffCase.distinct(count: Int.random(in: 0...20, using: &rng), using: &rng)
    case .emptyNew:
      old = DiffCase.distinct(count: Int.random(in: 0...20, using: &rng), using: &rng)
      new = []
    case .allNew:
      old = DiffCase.distinct(count: Int.random(in: 0...20, using: &rng), using: &rng)
      new = old.map { Element(id: $0.id + 1000, content: 0) }.shuffled(using: &rng)
    case .reversed:
      old = DiffCase.distinct(count: Int.random(in: 0...25, using: &rng), using: &rng)
      new = old.reversed().map {
        Element(id: $0.id, content: Int.random(in: 0...3, using: &rng) == 0 ? 1 : 0)
      }
    case .single:
      old = [Element(id: Int.random(in: 0...1, using: &rng), content: 0)]
      new = [
        Element(id: Int.random(in: 0...1, using: &rng), content: Int.random(in: 0...1, using: &rng))
      ]
    case .shuffled:
      old = DiffCase.distinct(count: Int.random(in: 0...40, using: &rng), using: &rng)
      new = old.shuffled(using: &rng)
    }
  }

  /// Elements with distinct identities in random order.
  static func distinct(count: Int, using rng: inout SplitMix64) -> [Element] {
    Array((0..<60).shuffled(using: &rng).prefix(count)).map { Element(id: $0, content: 0) }
  }

  /// `old` with random deletes, moves, content updates and fresh inserts.
  static func edited(_ old: [Element], using rng: inout SplitMix64) -> [Element] {
    var new = old.filter { _ in Int.random(in: 0..<5, using: &rng) != 0 }
    for _ in 0..<Int.random(in: 0...4, using: &rng) where !new.isEmpty {
      let element = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
      new.insert(element, at: Int.random(in: 0...new.count, using: &rng))
    }
    for index in new.indices where Int.random(in: 0..<6, using: &rng) == 0 {
      new[index].content = 1
    }
    for fresh in 100..<(100 + Int.random(in: 0...5, using: &rng)) {
      new.insert(Element(id: fresh, content: 0), at: Int.random(in: 0...new.count, using: &rng))
    }
    return new
  }
}
