extension DocumentBuilder {
  /// The word for an entry in messages: "feed entry".
  var entryNoun: String { entryArrayName == "feed" ? "feed entry" : "entry" }

  /// Skips the entry at an input index with a warning, remembering the gap it leaves.
  func skip(index: Int, _ message: String, field: String = "") {
    warnAboutEntry(entryPlace(index, field), message)
    let total = (skips.last?.total ?? 0) + 1
    if let last = skips.last, last.position == writer.count {
      skips[skips.count - 1].total = total
    } else {
      skips.append((writer.count, total))
    }
  }

  /// The place of the element at `index` of the entry array, with `field` after it, as
  /// warnings name it: `feed[12].postedAt`, after the ``entryFile`` if there is one.
  func entryPlace(_ index: Int, _ field: String = "") -> String {
    placeInEntryFile("\(entryArrayName)[\(index)]\(field)")
  }

  /// A place in the entry array's file (`orderedItems[12].object`), as warnings name it: after
  /// the ``entryFile`` and `: `, if there is one; as given if not.
  public func placeInEntryFile(_ place: String) -> String {
    entryFile.map { "\($0): \(place)" } ?? place
  }

  /// The input index of the entry at a position.
  func inputIndex(ofPosition position: Int) -> Int {
    var low = 0
    var high = skips.count
    while low < high {
      let middle = (low + high) / 2
      if skips[middle].position <= position { low = middle + 1 } else { high = middle }
    }
    return position + (low > 0 ? skips[low - 1].total : 0)
  }
}
