import JSON

/// Counts the items of an ActivityStreams collection such as `likes.json` or
/// `bookmarks.json`, and keeps the addresses of the first of them.
enum CollectionCounter {
  /// The most addresses kept of a collection: a profile lists these, and counts the rest.
  static let addressLimit = 1_000

  /// What a collection holds.
  struct Summary: Equatable {
    /// The number of elements of the last `orderedItems` (or `items`), else `totalItems`.
    var count: Int
    /// The addresses of the first elements that have one (a string, or an object's `id`), up
    /// to ``addressLimit``.
    var addresses: [String] = []
    /// The elements that name no address (a number, an empty string, an object without an
    /// `id`), and the place and kind of the first: `orderedItems[3]`, `a number`.
    var unusable = 0
    var firstUnusable: (place: String, found: String)?

    static func == (lhs: Summary, rhs: Summary) -> Bool {
      lhs.count == rhs.count && lhs.addresses == rhs.addresses && lhs.unusable == rhs.unusable
    }
  }

  /// What the collection in `bytes` holds, or `nil` when they are not such a collection.
  static func count(_ bytes: [UInt8]) -> Summary? {
    bytes.withUnsafeBufferPointer { buffer -> Summary? in
      var reader = JSONReader(buffer)
      var listed: Summary?
      var total: Int?
      do throws(DecodingFailure) {
        guard try reader.peekKind() == .object else { return nil }
        var object = try reader.beginObject()
        while let name = try reader.nextMemberName(in: &object) {
          var isList = false
          if name == "orderedItems" || name == "items" { isList = try reader.peekKind() == .array }
          switch name {
          case _ where isList:
            listed = try list(named: name, in: &reader)
          case "totalItems":
            total = try reader.readValue().int
          default:
            try reader.skipValue()
          }
        }
      } catch {
        return nil
      }
      return listed ?? total.map { Summary(count: $0) }
    }
  }

  /// The array the reader is at, each element counted and the first addresses kept.
  private static func list(
    named name: String, in reader: inout JSONReader
  ) throws(DecodingFailure) -> Summary {
    var summary = Summary(count: 0)
    var array = try reader.beginArray()
    while try reader.nextElement(in: &array) {
      let kind = try reader.peekKind()
      var address: String?
      switch kind {
      case .string, .object:
        let element = try reader.readValue()
        address = element.string ?? element["id"]?.string
      default:
        try reader.skipValue()
      }
      if let address, !address.isEmpty {
        if summary.addresses.count < addressLimit { summary.addresses.append(address) }
      } else {
        summary.unusable += 1
        if summary.firstUnusable == nil {
          let found =
            kind == .string
            ? "an empty string" : kind == .object ? "an object without an id" : kind.phrase
          summary.firstUnusable = ("\(name)[\(summary.count)]", found)
        }
      }
      summary.count += 1
    }
    return summary
  }
}
