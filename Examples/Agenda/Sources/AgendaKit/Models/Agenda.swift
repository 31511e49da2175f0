/// The agenda's data: days of appointments and the people in them.
///
/// Plain values, changed by the app: the list finds out what changed by diffing.
public struct Agenda: Equatable, Sendable {
  /// How appointments are ordered within a day.
  public enum Order: Equatable, Sendable {
    /// All-day appointments first, then by start time.
    case byTime
    /// By title.
    case byTitle
  }

  /// The days, in date order.
  public private(set) var days: [Day]
  /// Everyone who takes part.
  public var people: [Person]
  /// How each day's appointments are ordered.
  public private(set) var order = Order.byTime
  /// Free text shown after the days; none when empty.
  public var notes: String
  /// How many appointments took place before the days, shown after the notes.
  public var pastCount: Int

  /// Creates an agenda; each day's appointments are put in ``order``.
  public init(days: [Day], people: [Person], notes: String = "", pastCount: Int = 0) {
    self.days = days
    self.people = people
    self.notes = notes
    self.pastCount = pastCount
    sort(by: order)
  }

  /// Orders each day's appointments.
  public mutating func sort(by order: Order) {
    self.order = order
    for index in days.indices {
      days[index].appointments.sort { lhs, rhs in
        switch order {
        case .byTime: (Self.startMinute(lhs), lhs.title) < (Self.startMinute(rhs), rhs.title)
        case .byTitle: (lhs.title, Self.startMinute(lhs)) < (rhs.title, Self.startMinute(rhs))
        }
      }
    }
  }

  /// Moves an appointment to the day `offset` days later (earlier when negative), keeping the
  /// order; returns the new day's title, or nil if there is no such appointment or day.
  @discardableResult
  public mutating func move(appointment id: String, byDays offset: Int) -> String? {
    guard let from = days.firstIndex(where: { $0.appointments.contains { $0.id == id } }),
      days.indices.contains(from + offset), offset != 0,
      let index = days[from].appointments.firstIndex(where: { $0.id == id })
    else { return nil }
    let appointment = days[from].appointments.remove(at: index)
    days[from + offset].appointments.append(appointment)
    sort(by: order)
    return days[from + offset].title
  }

  /// The days with only the appointments a person takes part in, and without the days left
  /// empty; all days when `person` is nil.
  public func days(with person: String?) -> [Day] {
    guard let person else { return days }
    return days.compactMap { day in
      var day = day
      day.appointments.removeAll { !$0.people.contains(person) }
      return day.appointments.isEmpty ? nil : day
    }
  }

  /// The person with an id.
  public func person(_ id: String) -> Person? { people.first { $0.id == id } }

  /// All-day appointments sort before the first minute of the day.
  private static func startMinute(_ appointment: Appointment) -> Int {
    if case .at(let start, _) = appointment.time { return start }
    return -1
  }
}
