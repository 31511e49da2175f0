import ListKit

/// Something on the agenda: a meeting at a time, or a whole day's event such as a holiday.
///
/// Its `id` is its identity: the list keeps the selection on an appointment by it while the
/// appointment is renamed, re-sorted or moved to another day.
public struct Appointment: Diffable, Equatable, Sendable {
  /// When an appointment takes place within its day.
  public enum Time: Equatable, Sendable {
    /// The whole day.
    case allDay
    /// From `start` to `end`, in minutes after midnight.
    case at(start: Int, end: Int)
  }

  /// The appointment's identity.
  public var id: String
  /// What it is.
  public var title: String
  /// When it takes place.
  public var time: Time
  /// The ids of the people who take part.
  public var people: [String]

  /// Creates an appointment.
  public init(id: String, title: String, time: Time, people: [String] = []) {
    self.id = id
    self.title = title
    self.time = time
    self.people = people
  }

  /// The identity the diff tracks.
  public var diffID: String { id }

  /// Whether it takes the whole day.
  public var isAllDay: Bool { time == .allDay }
}
