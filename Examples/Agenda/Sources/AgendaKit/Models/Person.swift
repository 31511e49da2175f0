/// Someone who takes part in appointments.
public struct Person: Hashable, Sendable {
  /// The person's identity.
  public var id: String
  /// The name shown.
  public var name: String

  /// Creates a person.
  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }
}
