import Dispatch
import ListDiff

/// The kept controllers and layouts of an update, moved to their sections' new indexes on
/// another thread while the adapter tells the changed and new sections' controllers of their
/// objects on its own.
///
/// Telling calls the controllers' own code, so it stays on the caller's thread; moving the
/// kept ones reads only plain slots, layout words and the diff's index maps, so a second core
/// can do it meanwhile. Whichever thread claims the work first does it (see ``WorkClaim``).
///
/// `@unchecked Sendable`: the other thread reads `slots` (plain words: references held without
/// counting, never followed here), `layout` (`Sendable`) and `result`, whose index maps are
/// arrays of integers that nothing changes once the diff is made, and writes only `placed`;
/// the caller reads `placed` only after it has itself done the work or waited for the other
/// thread to finish, which it says after the write. The caller's own copies of the slots and
/// the layout are values: whatever it changes meanwhile, the other thread's stay as they were.
/// `LargeUpdateTests` runs updates through it under the thread sanitizer.
final class ConcurrentPlacement: @unchecked Sendable {
  /// What was placed: the kept slots, and the kept layouts if they could be kept.
  typealias Placed = (slots: [ControllerStore.Slot], layout: ListLayout.Placement?)

  private let slots: [ControllerStore.Slot]
  private let layout: ListLayout?
  private let result: DiffResult<ObjectIdentity>
  private var placed: Placed?
  private let claim = WorkClaim()

  /// Starts placing the kept slots and, if given, the kept layouts of `layout`.
  init(
    slots: [ControllerStore.Slot], layout: ListLayout?, result: DiffResult<ObjectIdentity>
  ) {
    self.slots = slots
    self.layout = layout
    self.result = result
    DispatchQueue.global(qos: .userInteractive).async { [self] in
      guard claim.claimForOtherThread() else { return }
      placed = place()
      claim.finish()
    }
  }

  /// What was placed: here if the other thread has not started, else once it has.
  func take() -> Placed {
    if claim.claimForCaller() { return place() }
    guard let placed else { preconditionFailure("the other thread placed nothing") }
    self.placed = nil
    return placed
  }

  /// Places the kept slots and layouts.
  private func place() -> Placed {
    (
      ControllerStore.arrangingKept(slots, for: result),
      layout.map { ListLayout.Placement(keptFrom: $0, for: result) }
    )
  }
}
