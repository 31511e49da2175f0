import ListKit

/// A section laid out a part at a time: as far as the view needs at once, and the rest a slice
/// at a time between events, so that a text of megabytes opens at once and keys never wait.
///
/// After every event the shell lays each such section of the current screen out a screen
/// beyond the view (``layOut(throughLine:)``), and between events a little more
/// (``layOutMore(until:)``), telling the adapter each time it grew. Its height meanwhile is
/// what is laid out, and a line saying how far it is.
protocol GradualSection: SectionController {
  /// Whether some of the section is still to be laid out.
  var hasLayoutLeft: Bool { get }

  /// Lays the section's item out at least through one of its lines; returns whether its
  /// height changed.
  func layOut(throughLine line: Int) -> Bool

  /// Lays more of the section out, until a moment; returns whether its height changed.
  func layOutMore(until deadline: ContinuousClock.Instant) -> Bool
}
