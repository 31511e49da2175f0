import ListDiff
import Testing

/// The seed of the whole run: `LISTDIFF_SEED=n swift test` replays a reported failure.
let propertySeed: UInt64 = {
  let text = ProcessInfoLite.environment("LISTDIFF_SEED")
  return text.flatMap { UInt64($0) } ?? 0x5EED_2026
}()

@Suite("Diff properties over random cases")
struct DiffPropertyTests {
  static let casesPerShape = 1_500

  @Test(
    "Applying the result to old gives new, with minimal moves and exact lookups",
    arguments: DiffCase.Shape.allCases)
  func applyingGivesNew(shape: DiffCase.Shape) throws {
    for number in 0..<Self.casesPerShape {
      let seed = propertySeed &+ UInt64(number) &* 0x1_0000 &+ UInt64(shape.hashValueStable)
      var rng = SplitMix64(seed: seed)
      let testCase = DiffCase(shape, using: &rng)
      let failure = check(testCase)
      #expect(
        failure == nil,
        "LISTDIFF_SEED=\(propertySeed), case seed \(seed) (\(shape)): \(failure ?? "")")
      if failure != nil { return }
    }
  }

  /// Checks every property of one case; returns what failed, or nil.
  func check(_ testCase: DiffCase) -> String? {
    let old = testCase.old
    let new = testCase.new
    let result = diff(old, new)
    let context = "old \(old) new \(new)"
    do {
      let applied = try apply(result, to: old, new: new)
      guard applied == new else { return "applied \(applied) ≠ new; \(context)" }
      let batched = try apply(result.batchUpdates, to: old, new: new)
      guard batched == new else { return "batch applied \(batched) ≠ new; \(context)" }
    } catch {
      return "\(error); \(context)"
    }

    let firstOld = firstIndexes(of: old)
    let firstNew = firstIndexes(of: new)
    let keptInNewOrder = new.indices.compactMap { index -> Int? in
      guard firstNew[new[index].id] == index else { return nil }
      return firstOld[new[index].id]
    }
    let minimalMoves = keptInNewOrder.count - longestIncreasingLength(keptInNewOrder)
    guard result.moves.count == minimalMoves else {
      return "\(result.moves.count) moves, minimal is \(minimalMoves); \(context)"
    }
    let duplicateOld = old.indices.filter { firstOld[old[$0].id] != $0 }
    let duplicateNew = new.indices.filter { firstNew[new[$0].id] != $0 }
    guard result.duplicateOldIndexes == duplicateOld, result.duplicateNewIndexes == duplicateNew
    else { return "duplicates reported wrongly; \(context)" }
    for id in Set(old.map(\.id) + new.map(\.id)) {
      guard result.oldIndex(for: id) == firstOld[id], result.newIndex(for: id) == firstNew[id]
      else { return "lookup of \(id) wrong; \(context)" }
    }
    return nil
  }

  func firstIndexes(of elements: [Element]) -> [Int: Int] {
    var first: [Int: Int] = [:]
    for (index, element) in elements.enumerated() where first[element.id] == nil {
      first[element.id] = index
    }
    return first
  }

  @Test("The property run covers at least 10,000 cases")
  func caseCount() {
    #expect(Self.casesPerShape * DiffCase.Shape.allCases.count >= 10_000)
  }
}

extension DiffCase.Shape {
  /// A hash that is the same in every run, unlike `hashValue`.
  var hashValueStable: Int { DiffCase.Shape.allCases.firstIndex(of: self) ?? 0 }
}
