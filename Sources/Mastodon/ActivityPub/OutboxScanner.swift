import JSON

/// One element of an outbox's `orderedItems`, found but not read: where its bytes are, and
/// what the reader needs to order it and count it.
struct OutboxItem {
  /// Its index in `orderedItems`, for warnings.
  var index: Int
  /// Its bytes within the outbox.
  var range: Range<Int>
  /// The activity's `published` (or its object's, when the activity has none), as written.
  var published: String?
  /// The activity's `type`, such as `Create`.
  var type: String?
  /// The activity's `actor`, when it is a string.
  var actor: String?
}

/// Finds the items of an outbox without reading them into trees: each item's top-level
/// `type`, `actor` and `published` are read and everything else is skipped, so the posts can
/// be read newest first, and the first screen read before the rest.
///
/// Skipping checks the JSON as thoroughly as reading it would, so reading an item found here
/// cannot fail on its syntax. When `orderedItems` occurs twice the last one wins, as for any
/// repeated key.
enum OutboxScanner {
  /// The items of the outbox in `bytes`, in order.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<[OutboxItem], DecodingFailure> {
    var reader = JSONReader(bytes)
    var items: [OutboxItem] = []
    do throws(DecodingFailure) {
      let kind = try reader.peekKind()
      guard kind == .object else {
        throw DecodingFailure.invalid(
          path: nil, message: "expected an object (an OrderedCollection), found \(kind.phrase)")
      }
      var object = try reader.beginObject()
      while let name = try reader.nextMemberName(in: &object) {
        guard name == "orderedItems", try reader.peekKind() == .array else {
          try reader.skipValue()
          continue
        }
        items = []
        var array = try reader.beginArray()
        while try reader.nextElement(in: &array) {
          items.append(try item(index: items.count, in: &reader))
        }
      }
      try reader.finish()
      return .success(items)
    } catch {
      return .failure(JSONReader.firstSyntaxError(in: bytes) ?? error)
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
      case "object" where item.published == nil && next == .object:
        objectDate = try reader.readValue()["published"]?.string
      default: try reader.skipValue()
      }
    }
    item.published = item.published ?? objectDate
    item.range = item.range.lowerBound..<reader.offset
    return item
  }
}
