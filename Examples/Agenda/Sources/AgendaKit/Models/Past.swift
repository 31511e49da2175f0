import ListKit

/// The appointments that took place before the agenda's days, most recent first: as many as
/// there were, none of them stored, each made from its number when it is drawn.
///
/// One object stands for all of them, so the list's diff sees one section however many there
/// are, and the section's controller keeps nothing per appointment.
public struct Past: Diffable, Sendable {
  /// How many appointments took place, numbered from 1, the oldest, to `count`, the latest.
  public var count: Int

  /// Creates the past appointments, numbered from 1 to `count`.
  public init(count: Int) { self.count = max(0, count) }

  /// There is one list of past appointments.
  public var diffID: String { "past" }

  /// The same appointments when there are as many, each being made from its number: one
  /// comparison, where comparing stored appointments would visit all 100,000.
  public func isContentEqual(to other: Past) -> Bool { count == other.count }

  /// The appointment numbered `number`, from 1 to ``count``, made from its number: the team's
  /// usual meetings in turn.
  public func appointment(number: Int) -> Appointment {
    let meeting = Self.meetings[(number - 1) % Self.meetings.count]
    return Appointment(
      id: "past-\(number)", title: meeting.title,
      time: .at(start: meeting.start, end: meeting.end))
  }

  /// The meetings past appointments are made of, with their times in minutes after midnight.
  private static let meetings: [(title: String, start: Int, end: Int)] = [
    ("Standup", 9 * 60 + 30, 9 * 60 + 45),
    ("Focus time", 10 * 60, 12 * 60),
    ("Planning", 11 * 60, 12 * 60),
    ("Lunch with Dee", 12 * 60 + 30, 13 * 60 + 30),
    ("Design review", 14 * 60, 15 * 60),
    ("Retrospective", 16 * 60, 17 * 60),
  ]
}
