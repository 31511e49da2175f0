import ListDiff

/// An element of the diff workload: an identity and a content version.
struct WorkloadElement: Diffable, Hashable {
  var id: Int
  var content: Int

  var diffID: Int { id }
  func isContentEqual(to other: WorkloadElement) -> Bool { content == other.content }
}
