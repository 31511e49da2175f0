/// A page the list scrolled by (PgDn, ^D…), with where the view and the selection were before
/// and after, so that the opposite page right after it goes back exactly.
struct PageStep {
  /// The lines scrolled: down when positive.
  var lines: Int
  /// The first line in view and the selected row before the step.
  var before: (scrollTop: Int, row: Int?)
  /// The same after the step.
  var after: (scrollTop: Int, row: Int?)
  /// What the rows before and after held, by identity: an update that moved them (rows
  /// inserted above) makes the step stale, where rows added below, as a document loads, do
  /// not.
  var keys: (before: SelectionKey?, after: SelectionKey?)
}
