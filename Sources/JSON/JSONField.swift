/// The member names an object of a known shape can have; every other name is skipped.
public protocol JSONField: CaseIterable {
  /// The member's name in the JSON text.
  var name: StaticString { get }
}

/// A member name read from an object: one of the expected fields, or any other.
public enum JSONKey<Field: JSONField> {
  case known(Field)
  case unknown
}

/// The fields of an object whose members are all skipped.
public enum NoFields: JSONField {
  /// No name: there are no cases.
  public var name: StaticString { "" }
}
