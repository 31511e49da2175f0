import JSON

/// One element of an outbox's `orderedItems`, found but not read: where its bytes are, and
/// what the reader needs to order it and count it.
struct OutboxItem {
  /// Its index in `orderedItems`, for warnings.
  var index: Int
  /// Its bytes within the outbox.
  var range: Range<Int>
  /// The date the item is shown with, as written, and so sorted by: a `Create`'s post's own
  /// `published` (its object's, as the entry shows it), else the activity's; any other
  /// activity's `published`, else its object's.
  var published: String?
  /// The activity's `type`, such as `Create`.
  var type: String?
  /// The activity's `actor`, when it is a string.
  var actor: String?
  /// The id of the activity's object, when the object is inlined with one: for a `Create`,
  /// the post's address, which replies and quotes name it by.
  var objectID: String?
}

/// Finds the items of an outbox without reading them into trees: each item's top-level
/// `type`, `actor` and `published`, and its object's `id` (and `published`), are read and
/// everything else is skipped, so the posts can be read newest first, the first screen read
/// before the rest, and a reply to one of the owner's posts known as one whenever it is read.
///
/// Skipping checks the JSON as thoroughly as reading it would, so reading an item found here
/// cannot fail on its syntax. When `orderedItems` occurs twice the last one wins, as for any
/// repeated key. A `Collection`'s `items` are read as an `OrderedCollection`'s `orderedItems`
/// are, when there is no `orderedItems`.
enum OutboxScanner {
  /// How many items are scanned between two reports of progress.
  static let progressInterval = 2_048

  /// The items of the outbox in `bytes`, in order, the name of the array that holds them
  /// (`orderedItems`, or `items`), and why the scan stopped early, if it did.
  ///
  /// After malformed JSON, the items whole before it are kept, for the reader to show what it
  /// can; a wrong shape (no object, no `orderedItems` array) keeps none.
  ///
  /// `progress` is told how many bytes are scanned every ``progressInterval`` items, for a
  /// status line: the scan of a large outbox takes seconds before its first entry is read.
  static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, progress: (_ bytesScanned: Int) -> Void = { _ in }
  ) -> (
    items: [OutboxItem], list: String, failure: DecodingFailure?
  ) {
    var reader = JSONReader(bytes)
    var items: [OutboxItem] = []
    var list = "orderedItems"
    var found = false
    var isPaged = false
    var hasActivity = false
    var firstOther: JSONValueKind?
    do throws(DecodingFailure) {
      let kind = try reader.peekKind()
      guard kind == .object else {
        throw DecodingFailure.invalid(
          path: nil, message: "expected an object (an OrderedCollection), found \(kind.phrase)")
      }
      var object = try reader.beginObject()
      while let name = try reader.nextMemberName(in: &object) {
        // `items` only until `orderedItems` is found: an ordered list is the one to read.
        guard name == "orderedItems" || name == "items" && !(found && list == "orderedItems")
        else {
          if name == "first" { isPaged = true }
          try reader.skipValue()
          continue
        }
        let kind = try reader.peekKind()
        guard kind == .array else {
          throw DecodingFailure.invalid(
            path: name, message: "expected an array of activities, found \(kind.phrase)")
        }
        found = true
        list = name
        items = []
        firstOther = nil
        hasActivity = false
        var array = try reader.beginArray()
        while try reader.nextElement(in: &array) {
          let kind = try reader.peekKind()
          if kind == .object { hasActivity = true } else { firstOther = firstOther ?? kind }
          items.append(try item(index: items.count, in: &reader))
          if items.count % progressInterval == 0 { progress(reader.offset) }
        }
      }
      try reader.finish()
      guard found else {
        throw DecodingFailure.invalid(
          path: nil,
          message: isPaged
            ? "no orderedItems or items: a paged collection, whose pages are not read"
            : "no orderedItems or items: not an outbox with its activities")
      }
      // A collection of addresses, such as likes.json or bookmarks.json, is no outbox.
      if !hasActivity, let other = firstOther {
        throw DecodingFailure.invalid(
          path: list,
          message: "expected activities, found \(other.phrase) and no activity: not an outbox")
      }
      return (items, list, nil)
    } catch {
      // Malformed JSON anywhere is the error to name, before any wrong shape.
      guard let syntax = JSONReader.firstSyntaxError(in: bytes) else { return ([], list, error) }
      // The scan checked every item it kept: those before the error are whole.
      if case .malformed = error { return (items, list, syntax) }
      return ([], list, syntax)
    }
  }

  /// The item that starts at the reader's offset, read past.
  private static func item(
    index: Int, in reader: inout JSONReader
  ) throws(DecodingFailure)
    -> OutboxItem
  {
    let kind = try reader.peekKind()
    var item = OutboxItem(index: index, range: reader.offset..<reader.offset)
    guard kind == .object else {
      try reader.skipValue()
      item.range = item.range.lowerBound..<reader.offset
      return item
    }
    var object = try reader.beginObject()
    var objectDate: String?
    while let name = try reader.nextMemberName(in: &object) {
      let next = try reader.peekKind()
      switch name {
      case "published" where next == .string: item.published = try reader.readString()
      case "type" where next == .string: item.type = try reader.readString()
      case "actor" where next == .string: item.actor = try reader.readString()
      case "object" where next == .object:
        (item.objectID, objectDate) = try objectFields(in: &reader)
      default: try reader.skipValue()
      }
    }
    // Sorted by the date shown: a post's own, which its entry shows, unless it has none.
    if item.type == "Create", let objectDate, !objectDate.isEmpty {
      item.published = objectDate
    } else {
      item.published = item.published ?? objectDate
    }
    item.range = item.range.lowerBound..<reader.offset
    return item
  }

  /// The `id` and `published` of the object that starts at the reader's offset, read past.
  private static func objectFields(
    in reader: inout JSONReader
  ) throws(DecodingFailure) -> (id: String?, published: String?) {
    var object = try reader.beginObject()
    var fields: (id: String?, published: String?) = (nil, nil)
    while let name = try reader.nextMemberName(in: &object) {
      let next = try reader.peekKind()
      switch name {
      case "id" where next == .string: fields.id = try reader.readString()
      case "published" where next == .string: fields.published = try reader.readString()
      default: try reader.skipValue()
      }
    }
    return fields
  }
}
