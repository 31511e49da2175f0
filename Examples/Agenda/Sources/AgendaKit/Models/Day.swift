import ListKit

/// A day of the agenda: one section of the list, its appointments the section's items.
public struct Day: Diffable, Equatable, Sendable {
  /// The date, as `2026-11-23`: the day's identity.
  public var id: String
  /// The date as shown, such as `Mon 23 Nov`.
  public var title: String
  /// The day's appointments, in the order shown.
  public var appointments: [Appointment]

  /// Creates a day.
  public init(id: String, title: String, appointments: [Appointment] = []) {
    self.id = id
    self.title = title
    self.appointments = appointments
  }

  /// The identity the diff tracks.
  public var diffID: String { id }
}
