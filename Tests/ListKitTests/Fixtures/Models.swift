import ListDiff

/// A group of text items with an optional header and footer.
///
/// An item with several lines is that many lines tall.
struct Group: Diffable, Equatable {
  var id: String
  var title: String?
  var items: [String]
  var footer: String?
  var collapsible = false
  /// Items that cannot hold the selection.
  var unselectable: Set<Int> = []

  var diffID: String { id }
}

/// A one-line rule that cannot be selected.
struct Divider: Diffable, Equatable {
  var id: String
  var diffID: String { id }
}

/// A horizontal strip of names, like a user history row.
struct Strip: Diffable, Equatable {
  var id: String
  var names: [String]
  var diffID: String { id }
}

/// A row of chips, one of them chosen.
struct Chips: Diffable, Equatable {
  var id: String
  var ids: [String]
  var active: String
  var diffID: String { id }
}

/// A list of many one-line items, counted as they are drawn.
struct Numbers: Diffable, Equatable {
  var id: String
  var count: Int
  var diffID: String { id }
}
