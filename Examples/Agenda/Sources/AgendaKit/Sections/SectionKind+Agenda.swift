import ListKit

extension SectionKind {
  /// A day: its header and its appointments.
  static let day: SectionKind = "day"
  /// An appointment at a time, as an item of a day.
  static let timed: SectionKind = "timed"
  /// An appointment that takes the whole day, as an item of a day.
  static let allDay: SectionKind = "all-day"
  /// The row of people.
  static let people: SectionKind = "people"
  /// The notes after the days.
  static let notes: SectionKind = "notes"
  /// A past appointment, as an item of the past.
  static let past: SectionKind = "past"
}
