/// A promotional card placed among the feed entries.
public struct Promo: Hashable, Sendable, Identifiable {
  /// The number of feed entries shown above a promo when the document gives no position.
  public static let defaultPosition = 2

  /// The promo's unique id within the document.
  public var id: String
  /// The headline, if given.
  public var title: String?
  /// The body text, if given.
  public var body: String?
  /// The promo's 0-based row among the feed entries: 2 means it follows the second entry.
  ///
  /// Once loaded, it is between 0 and the number of feed entries, inclusive.
  public var position: Int

  /// Creates a promo.
  public init(id: String, title: String? = nil, body: String? = nil, position: Int = 2) {
    self.id = id
    self.title = title
    self.body = body
    self.position = position
  }
}
