import JSON

/// Counts the items of an ActivityStreams collection such as `likes.json` or
/// `bookmarks.json`, and keeps their addresses.
enum CollectionCounter {
  /// The number of elements of the last `orderedItems` (or `items`), else `totalItems`, with
  /// the address of each element that has one (a string, or an object's `id`), or `nil` when
  /// the bytes are not such a collection.
  static func count(_ bytes: [UInt8]) -> (count: Int, addresses: [String])? {
    bytes.withUnsafeBufferPointer { buffer -> (count: Int, addresses: [String])? in
      var reader = JSONReader(buffer)
      var counted: Int?
      var total: Int?
      var addresses: [String] = []
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
            addresses = []
            while try reader.nextElement(in: &array) {
              let element = try reader.readValue()
              if let address = element.string ?? element["id"]?.string, !address.isEmpty {
                addresses.append(address)
              }
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
      guard let count = counted ?? total else { return nil }
      return (count, addresses)
    }
  }
}
