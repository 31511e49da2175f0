import ListKit

/// Everyone on the agenda, shown as one horizontal row above the days.
public struct People: Diffable, Equatable, Sendable {
  /// The people, left to right.
  public var people: [Person]

  /// Creates the row.
  public init(_ people: [Person]) { self.people = people }

  /// There is one row of people.
  public var diffID: String { "people" }
}
