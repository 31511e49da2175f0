import JSON

/// Counts the items of an ActivityStreams collection such as `likes.json` or
/// `bookmarks.json`, without keeping them.
enum CollectionCounter {
  /// The number of elements of the last `orderedItems` (or `items`), else `totalItems`, or
  /// `nil` when the bytes are not such a collection.
  static func count(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { buffer -> Int? in
      var reader = JSONReader(buffer)
      var counted: Int?
      var total: Int?
      do throws(DecodingFailure) {
        guard try reader.peekKind() == .object else { return nil }
        var object = try reader.beginObject()
        while let name = try reader.nextMemberName(in: &object) {
          var isList = false
          if name == "orderedItems" || name == "items" { isList = try reader.peekKind() == .array }
          switch name {
          case _ where isList:
            var array = try reader.beginArray()
            var count = 0
            while try reader.nextElement(in: &array) {
              try reader.skipValue()
              count += 1
            }
            counted = count
          case "totalItems":
            total = try reader.readValue().int
          default:
            try reader.skipValue()
          }
        }
      } catch {
        return nil
      }
      return counted ?? total
    }
  }
}
