import JSON

extension JSONValue {
  /// The object at `key`; when the member is there and not `null` but is no object, `warn` is
  /// called with the key and what was found, as in `expected an object, found a string`, and
  /// the result is `nil`.
  func object(_ key: String, warn: (_ key: String, _ problem: String) -> Void) -> JSONValue? {
    guard let value = self[key], !value.isNull else { return nil }
    guard value.members == nil else { return value }
    warn(key, "expected an object, found \(value.kind.phrase)")
    return nil
  }

  /// The objects of the array at `key`, each with its offset in the array, by which a warning
  /// about it names it (`media_attachments[2].url`, even after others were left out); when
  /// the member is there and not `null` but is no
  /// array, `warn` is called with the key and what was found (`expected an array, found an
  /// object`) and there are none, and for each element that is no object, with its place
  /// (`media_attachments[2]`) and what it is (`expected an object, found a number`).
  func objectList(
    _ key: String, warn: (_ key: String, _ problem: String) -> Void
  ) -> [(offset: Int, element: JSONValue)] {
    guard let value = self[key], !value.isNull else { return [] }
    guard let elements = value.array else {
      warn(key, "expected an array, found \(value.kind.phrase)")
      return []
    }
    var objects: [(offset: Int, element: JSONValue)] = []
    for (offset, element) in elements.enumerated() {
      if element.members != nil {
        objects.append((offset, element))
      } else {
        warn("\(key)[\(offset)]", "expected an object, found \(element.kind.phrase)")
      }
    }
    return objects
  }

  /// The string at `key`, as the API writes every text and address; when the member is there
  /// and not `null` but is no string, `warn` is called with the key and what was found, as in
  /// `expected text, found a number`, and the result is `nil`.
  func string(_ key: String, warn: (_ key: String, _ problem: String) -> Void) -> String? {
    guard let value = self[key], !value.isNull else { return nil }
    if let text = value.string { return text }
    warn(key, "expected text, found \(value.kind.phrase)")
    return nil
  }

  /// The boolean at `key`; when the member is there and not `null` but is no boolean, `warn`
  /// is called with the key and what was found, as in `expected a boolean, found a string`,
  /// and the result is `nil`.
  func flag(_ key: String, warn: (_ key: String, _ problem: String) -> Void) -> Bool? {
    guard let value = self[key], !value.isNull else { return nil }
    if let flag = value.bool { return flag }
    warn(key, "expected a boolean, found \(value.kind.phrase)")
    return nil
  }
}

extension JSONValue {
  /// The objects at `key`, each with its offset (0 for one object), written as one object or
  /// an array of them, as ActivityStreams
  /// writes `tag`, `attachment` and a poll's options; when the member is there and not `null`
  /// but is neither, `warn` is called with the key and what was found (`expected an object or
  /// an array, found a string`) and there are none, and for each element of the array that
  /// is no object, with its place (`tag[2]`) and what it is.
  func objectOrList(
    _ key: String, warn: (_ key: String, _ problem: String) -> Void
  ) -> [(offset: Int, element: JSONValue)] {
    guard let value = self[key], !value.isNull else { return [] }
    if value.members != nil { return [(0, value)] }
    guard value.array != nil else {
      warn(key, "expected an object or an array, found \(value.kind.phrase)")
      return []
    }
    return objectList(key, warn: warn)
  }
}
