/// The updates asked of a ``ListAdapter`` while one was running, to run when it ends.
struct DeferredUpdates {
  /// How many rounds of updates asked for by updates run before the adapter stops.
  static let roundLimit = 100

  /// Whether ``ListAdapter/performUpdates()`` was asked for.
  var update = false
  /// Whether ``ListAdapter/reloadData()`` was asked for: it covers the rest.
  var reloadData = false
  /// The objects ``ListAdapter/reload(_:)`` was asked to replace, in order.
  var reloads: [any Diffable] = []

  /// Whether nothing was asked for.
  var isEmpty: Bool { !update && !reloadData && reloads.isEmpty }
}
