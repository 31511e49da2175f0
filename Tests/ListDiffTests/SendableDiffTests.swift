import ListDiff
import Testing

@Suite("Diffs made on one thread and read on another")
struct SendableDiffTests {
  @Test("A diff made in a detached task is read here: its changes, moves and lookups")
  func resultCrossesThreads() async {
    let old = (0..<2_000).map { "item \($0)" }
    let new = Array(old.reversed().dropFirst(10)) + ["fresh"]
    let result = await Task.detached { diff(old, new) }.value
    #expect(result.deletes.count == 10 && result.inserts == [1_990])
    #expect(result.moves.count == 1_989)
    #expect(result.newIndex(for: "item 0") == 1_989 && result.oldIndex(for: "fresh") == nil)
  }

  @Test("Boxed keys made here are hashed and compared by many tasks at once")
  func keysCrossTasks() async {
    struct Name: Diffable, Equatable {
      var id: String
      var diffID: String { id }
    }
    let keys = (0..<500).map { Name(id: "name \($0)").diffKey }
    let counts = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<4 {
        group.addTask {
          var seen = Set<DiffKey>()
          for key in keys { seen.insert(key) }
          return keys.filter { seen.contains($0) && $0.base == AnyHashable($0.base) }.count
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(counts == [500, 500, 500, 500])
  }

  @Test("An index built in a detached task is diffed here, and by several tasks at once")
  func indexCrossesThreads() async {
    let ids = Array(0..<5_000)
    let hash: @Sendable (Int) -> Int = { $0 &* 31 }
    let index = await Task.detached {
      DiffIndex(oldIDs: ids, oldHashes: ids.map(hash), newCount: ids.count, hash: hash)
    }.value
    // Each task diffs its own copy of the index against different new identities: the copies
    // get tables of their own before they are written.
    let results = await withTaskGroup(of: (Int, DiffResult<Int>).self) { group in
      for shift in 1...4 {
        group.addTask {
          let newIDs = ids.map { $0 + shift * 10_000 } + ids.prefix(shift)
          return (
            shift,
            diff(
              from: index, newIDs: newIDs, newHashes: newIDs.map(hash),
              isContentEqual: { _, _ in true })
          )
        }
      }
      var results: [Int: DiffResult<Int>] = [:]
      for await (shift, result) in group { results[shift] = result }
      return results
    }
    for (shift, result) in results {
      #expect(result.deletes.count == ids.count - shift, "\(shift)")
      #expect(result.inserts.count == ids.count, "\(shift)")
      #expect(result.newIndex(for: shift * 10_000) == 0, "\(shift)")
      #expect(result.newIndex(for: (shift % 4 + 1) * 10_000) == nil, "\(shift)")
      #expect(result.duplicateNewIndexes.isEmpty, "\(shift)")
    }
  }
}
