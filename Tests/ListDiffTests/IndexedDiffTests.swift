import ListDiff
import Testing

@Suite("Diffs of identities kept apart from their elements")
struct IndexedDiffTests {
  /// The hashes the cases are diffed with: Swift's own, one that collides often, and one that
  /// always does, so that every probe compares identities.
  static let hashes: [(name: String, hash: @Sendable (Int) -> Int)] = [
    ("hashValue", { $0.hashValue }),
    ("weak", { ($0 % 3) << 40 | $0 % 5 }),
    ("constant", { _ in 42 }),
  ]

  /// Expects two results of the same diff to agree in every list and lookup.
  static func expect(
    _ result: DiffResult<Int>, equals expected: DiffResult<Int>, ids: [Int], _ context: String
  ) {
    #expect(result.inserts == expected.inserts, "\(context)")
    #expect(result.deletes == expected.deletes, "\(context)")
    #expect(result.updates == expected.updates, "\(context)")
    #expect(result.moves == expected.moves, "\(context)")
    #expect(result.duplicateOldIndexes == expected.duplicateOldIndexes, "\(context)")
    #expect(result.duplicateNewIndexes == expected.duplicateNewIndexes, "\(context)")
    for id in Set(ids) {
      #expect(result.oldIndex(for: id) == expected.oldIndex(for: id), "\(id), \(context)")
      #expect(result.newIndex(for: id) == expected.newIndex(for: id), "\(id), \(context)")
    }
  }

  @Test(
    "Identities with their hashes diff as the elements do, whatever the hash",
    arguments: DiffCase.Shape.allCases)
  func sameAsElements(shape: DiffCase.Shape) {
    for number in 0..<200 {
      var rng = SplitMix64(seed: 0xD1FF &+ UInt64(number) &* 0x100 &+ UInt64(shape.hashValueStable))
      let testCase = DiffCase(shape, using: &rng)
      let old = testCase.old
      let new = testCase.new
      let expected = diff(old, new)
      for (name, hash) in Self.hashes {
        let oldIDs = old.map(\.id)
        let newIDs = new.map(\.id)
        let result = diff(
          oldIDs: oldIDs, oldHashes: oldIDs.map(hash), newIDs: newIDs,
          newHashes: newIDs.map(hash), hash: hash,
          isContentEqual: { old[$0].content == new[$1].content })
        let context = "\(name) hash, old \(old) new \(new)"
        Self.expect(result, equals: expected, ids: oldIDs + newIDs, context)
      }
    }
  }

  @Test(
    "An index built first, for any count of new elements, diffs as the whole diff does",
    arguments: DiffCase.Shape.allCases)
  func fromIndex(shape: DiffCase.Shape) {
    for number in 0..<200 {
      var rng = SplitMix64(seed: 0x1DE8 &+ UInt64(number) &* 0x100 &+ UInt64(shape.hashValueStable))
      let testCase = DiffCase(shape, using: &rng)
      let old = testCase.old
      let new = testCase.new
      let expected = diff(old, new)
      for (name, hash) in Self.hashes {
        let oldIDs = old.map(\.id)
        let newIDs = new.map(\.id)
        // The count of new elements is only a guess of the table's size: wrong on purpose.
        let guess = Int(rng.next() % 3) == 0 ? 0 : newIDs.count
        let index = DiffIndex(
          oldIDs: oldIDs, oldHashes: oldIDs.map(hash), newCount: guess, hash: hash)
        let result = diff(
          from: index, newIDs: newIDs, newHashes: newIDs.map(hash),
          isContentEqual: { old[$0].content == new[$1].content })
        let context = "\(name) hash, guess \(guess), old \(old) new \(new)"
        Self.expect(result, equals: expected, ids: oldIDs + newIDs, context)
      }
    }
  }

  @Test("One index diffed against two new collections gives two results that share nothing")
  func indexUsedTwice() {
    let index = DiffIndex(oldIDs: [1, 2, 3], oldHashes: [1, 2, 3], newCount: 3, hash: { $0 })
    let first = diff(
      from: index, newIDs: [3, 4, 1], newHashes: [3, 4, 1], isContentEqual: { _, _ in true })
    let second = diff(
      from: index, newIDs: [5, 2], newHashes: [5, 2], isContentEqual: { _, _ in true })
    #expect(first.inserts == [1] && first.deletes == [1])
    #expect(first.newIndex(for: 4) == 1 && first.newIndex(for: 5) == nil)
    #expect(second.inserts == [0] && second.deletes == [0, 2])
    #expect(second.newIndex(for: 5) == 0 && second.newIndex(for: 2) == 1)
    #expect(second.newIndex(for: 4) == nil && second.newIndex(for: 3) == nil)
    // Identities only in the first new collection are not in the second's table.
    let one = diff(
      from: index, newIDs: [9, 8], newHashes: [9, 8], isContentEqual: { _, _ in true })
    let other = diff(
      from: index, newIDs: [8, 9], newHashes: [8, 9], isContentEqual: { _, _ in true })
    #expect(one.duplicateNewIndexes.isEmpty && other.duplicateNewIndexes.isEmpty)
    #expect(other.newIndex(for: 8) == 0 && other.newIndex(for: 9) == 1)
    // Each diff enters its new identities in a table of its own: one index serves any number.
    for fresh in 10..<100 {
      let result = diff(
        from: index, newIDs: [fresh, 2], newHashes: [fresh, 2], isContentEqual: { _, _ in true })
      #expect(result.inserts == [0] && result.newIndex(for: fresh) == 0)
    }
  }

  @Test("Without hashes given, identities are hashed by the closure")
  func hashedByClosure() {
    let result = diff(
      oldIDs: ["a", "b", "c"], newIDs: ["c", "a", "d"], hash: { $0.hashValue },
      isContentEqual: { _, _ in true })
    #expect(result.moves == [Move(from: 2, to: 0)])
    #expect(result.deletes == [1] && result.inserts == [2])
    #expect(result.newIndex(for: "d") == 2 && result.oldIndex(for: "b") == 1)
  }

  @Test("A table filled by many identities only in new grows, and finds every identity")
  func growing() {
    // Old and new share a few identities; the rest of new is fresh, so the table, sized for
    // the larger side and a quarter of the smaller, must grow while pairing.
    let old = Array(0..<3_000)
    let new = Array(2_900..<6_000)
    for (name, hash) in Self.hashes where name != "constant" {
      let result = diff(
        oldIDs: old, oldHashes: old.map(hash), newIDs: new, newHashes: new.map(hash),
        hash: hash, isContentEqual: { _, _ in true })
      #expect(result.deletes == Array(0..<2_900), "\(name)")
      #expect(result.inserts == Array(100..<3_100), "\(name)")
      #expect(result.moves.isEmpty, "\(name)")
      #expect(result.oldIndex(for: 2_950) == 2_950 && result.newIndex(for: 2_950) == 50, "\(name)")
      #expect(result.newIndex(for: 5_999) == 3_099 && result.oldIndex(for: 5_999) == nil, "\(name)")
      #expect(result.newIndex(for: 10) == nil && result.oldIndex(for: 10) == 10, "\(name)")
    }
  }

  @Test("Long lists with elements moved far back and far ahead get minimal moves")
  func longListsMinimalMoves() {
    var rng = SplitMix64(seed: 0x11575)
    for count in [200, 1_000, 2_000] {
      var new = Array(0..<count)
      // Moves to random places, as the benchmark's workload makes them, and a few runs of
      // reversed elements.
      for _ in 0..<(count / 10) {
        let element = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
        new.insert(element, at: Int.random(in: 0...new.count, using: &rng))
      }
      let start = Int.random(in: 0..<(count - 20), using: &rng)
      new[start..<(start + 20)].reverse()
      let result = diff(Array(0..<count), new)
      let minimal = count - longestIncreasingLength(new)
      #expect(result.moves.count == minimal, "\(count) elements")
      #expect(result.inserts.isEmpty && result.deletes.isEmpty)
    }
  }
}
