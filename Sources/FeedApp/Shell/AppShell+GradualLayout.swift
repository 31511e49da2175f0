import AppCore
import ListKit

extension AppShell {
  /// How long the work between events lays out at a time, so that a key waits at most about
  /// this long.
  static let layoutSlice = Duration.milliseconds(8)

  /// Whether the current screen still has sections to lay out, such as a long text being
  /// wrapped; the app does it between events, or ``takePendingWork()`` does it when driven
  /// without a terminal.
  public var hasLayoutLeft: Bool { !gradualSections.isEmpty }

  /// The current screen's sections that are laid out a part at a time and have some left.
  private var gradualSections: [any GradualSection] {
    current.adapter.sectionControllers.compactMap { controller in
      (controller as? any GradualSection).flatMap { $0.hasLayoutLeft ? $0 : nil }
    }
  }

  /// Lays the current screen's sections out as far as the view shows and a screen beyond it,
  /// so that the keys that move by a line or a page never reach the end of what is laid out.
  func layOutView() {
    let adapter = current.adapter
    let bottom = adapter.scrollTop + 2 * adapter.viewport.height
    for (section, controller) in adapter.sectionControllers.enumerated() {
      guard let gradual = controller as? any GradualSection, gradual.hasLayoutLeft,
        let row = adapter.layout.rowIndex(section: section, part: .item(0))
      else { continue }
      let line = bottom - adapter.layout.top(ofRow: row)
      if line >= 0, gradual.layOut(throughLine: line) { adapter.invalidateLayout(of: controller) }
    }
  }

  /// Lays more of the current screen's sections out, for one slice of time, then follows the
  /// end if End asked for it.
  func layOutMore() {
    let deadline = ContinuousClock.now + Self.layoutSlice
    for section in gradualSections where section.layOutMore(until: deadline) {
      current.adapter.invalidateLayout(of: section)
    }
    followEnd()
  }

  /// While End waits for the end of what is being laid out, shows the end laid out so far.
  func followEnd() {
    guard followsEnd else { return }
    current.adapter.perform(.bottom)
    if !hasLayoutLeft { followsEnd = false }
  }

  /// Asks for a wake-up soon while there is layout left, so that the loop comes back for it
  /// between events.
  func scheduleLayout() {
    if hasLayoutLeft { wakeup?.signal() }
  }
}
