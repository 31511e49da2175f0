import ListDiff
import Testing

@Suite("Named diff examples")
struct DiffExampleTests {
  @Test("Moving D to the front of ABCD is exactly one move")
  func moveToFront() {
    let result = diff(Array("ABCD"), Array("DABC"))
    #expect(result.moves == [Move(from: 3, to: 0)])
    #expect(result.inserts.isEmpty && result.deletes.isEmpty && result.updates.isEmpty)
  }

  @Test("Heckel's 1978 example: the block LIKE SNOW , moves and nothing else does")
  func heckelsExample() {
    let old =
      "MUCH WRITING IS LIKE SNOW , A MASS OF LONG WORDS AND PHRASES FALLS UPON THE RELEVANT FACTS COVERING UP THE DETAILS ."
      .split(separator: " ").map(String.init)
    let new =
      "A MASS OF LATIN WORDS FALLS UPON THE RELEVANT FACTS LIKE SOFT SNOW , COVERING UP THE DETAILS ."
      .split(separator: " ").map(String.init)
    let result = diff(old, new)
    // MUCH WRITING IS, LONG, AND PHRASES go; so does the second THE, a duplicate identity.
    #expect(result.deletes == [0, 1, 2, 9, 11, 12, 20])
    #expect(result.duplicateOldIndexes == [20])
    // LATIN and SOFT arrive, and the second THE of new, also a duplicate.
    #expect(result.inserts == [3, 11, 16])
    #expect(result.duplicateNewIndexes == [16])
    #expect(result.moves == [Move(from: 3, to: 10), Move(from: 4, to: 12), Move(from: 5, to: 13)])
  }

  @Test("Diffing empty collections reports no changes")
  func empty() {
    let result = diff([Int](), [Int]())
    #expect(!result.hasChanges)
    #expect(result.oldCount == 0 && result.newCount == 0)
  }

  @Test("A changed content with the same identity is an update, not a delete and insert")
  func update() {
    let old = [Element(id: 1, content: 0), Element(id: 2, content: 0)]
    let new = [Element(id: 1, content: 0), Element(id: 2, content: 5)]
    let result = diff(old, new)
    #expect(result.updates == [1])
    #expect(result.inserts.isEmpty && result.deletes.isEmpty && result.moves.isEmpty)
  }

  @Test(
    "An element that moved and changed is a move and an update, or a delete and insert in a batch")
  func movedAndUpdated() {
    let old = [Element(id: 1, content: 0), Element(id: 2, content: 0), Element(id: 3, content: 0)]
    let new = [Element(id: 3, content: 9), Element(id: 1, content: 0), Element(id: 2, content: 0)]
    let result = diff(old, new)
    #expect(result.moves == [Move(from: 2, to: 0)])
    #expect(result.updates == [2])
    let batch = result.batchUpdates
    #expect(batch.deletes == [2] && batch.inserts == [0] && batch.moves.isEmpty)
    #expect(batch.reloads.isEmpty)
  }

  @Test("Duplicate identities never trap: the first occurrence wins and the rest are reported")
  func duplicates() {
    let result = diff(["a", "b", "a", "c"], ["a", "a", "c", "c"])
    #expect(result.duplicateOldIndexes == [2])
    #expect(result.duplicateNewIndexes == [1, 3])
    #expect(result.deletes == [1, 2])
    #expect(result.inserts == [1, 3])
    #expect(result.oldIndex(for: "a") == 0 && result.newIndex(for: "a") == 0)
    #expect(result.newIndex(for: "c") == 2)
  }

  @Test("Lookups map identities and indexes both ways")
  func lookups() {
    let result = diff(["x", "y", "z"], ["z", "w", "x"])
    #expect(result.oldIndex(for: "y") == 1 && result.newIndex(for: "y") == nil)
    #expect(result.oldIndex(for: "w") == nil && result.newIndex(for: "w") == 1)
    #expect(result.newIndex(forOld: 2) == 0 && result.oldIndex(forNew: 2) == 0)
    #expect(result.newIndex(forOld: 99) == nil && result.oldIndex(forNew: -1) == nil)
  }

  @Test("Identifiable and Equatable types get Diffable's requirements for free")
  func defaultConformances() {
    struct Row: Identifiable, Equatable, Diffable {
      var id: String
      var title: String
    }
    let result = diff([Row(id: "a", title: "one")], [Row(id: "a", title: "two")])
    #expect(result.updates == [0])
  }

  @Test("A result describes its changes by index, and a sectioned one by path")
  func descriptions() {
    #expect(
      "\(diff(Array("ABCD"), Array("DABX")))"
        == "inserts [3] deletes [2] updates [] moves [3->0]")
    #expect(
      "\(diff(Array("AA"), Array("A")))"
        == "inserts [] deletes [1] updates [] moves [] repeated in old [1]")
  }
}
