extension DiffResult: CustomStringConvertible {
  /// The changes, by index: `inserts [2] deletes [1] updates [] moves [3->0]`, with the
  /// repeated identities when there are any.
  public var description: String {
    var text = "inserts \(inserts) deletes \(deletes) updates \(updates) moves \(moves)"
    if !duplicateOldIndexes.isEmpty { text += " repeated in old \(duplicateOldIndexes)" }
    if !duplicateNewIndexes.isEmpty { text += " repeated in new \(duplicateNewIndexes)" }
    return text
  }
}

extension SectionedDiffResult: CustomStringConvertible {
  /// The sections' changes, then the items' by path: `sections: inserts [] … items: inserts
  /// [1.0] deletes [] updates [0.2] moves [0.1->1.1]`.
  public var description: String {
    var text =
      "sections: \(sections) items: inserts \(itemInserts) deletes \(itemDeletes) "
      + "updates \(itemUpdates) moves \(itemMoves)"
    if !duplicateOldItems.isEmpty { text += " repeated in old \(duplicateOldItems)" }
    if !duplicateNewItems.isEmpty { text += " repeated in new \(duplicateNewItems)" }
    return text
  }
}
