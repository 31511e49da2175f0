/// Days of events that change at random: events inserted, deleted, moved within a day and across
/// days, days inserted, deleted and reordered.
///
/// Every day keeps at least one event, and every event id is unique.
struct AgendaModel {
  var days: [Day] = []
  private var nextEvent = 0
  private var nextDay = 0

  /// Between one and five days of one to six events.
  init(random: inout SeededRandom) {
    for _ in 0..<Int.random(in: 1...5, using: &random) { days.append(makeDay(using: &random)) }
  }

  private mutating func makeEvent() -> Event {
    defer { nextEvent += 1 }
    return Event(id: nextEvent, title: "event \(nextEvent)")
  }

  private mutating func makeDay(using random: inout SeededRandom) -> Day {
    defer { nextDay += 1 }
    return Day(
      id: nextDay, events: (0..<Int.random(in: 1...6, using: &random)).map { _ in makeEvent() })
  }

  /// One to four random changes.
  mutating func mutate(using random: inout SeededRandom) {
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let day = Int.random(in: 0..<days.count, using: &random)
      switch Int.random(in: 0..<8, using: &random) {
      case 0, 1:
        let event = makeEvent()
        days[day].events.insert(
          event, at: Int.random(in: 0...days[day].events.count, using: &random))
      case 2, 3:
        guard days[day].events.count > 1 else { continue }
        days[day].events.remove(at: Int.random(in: 0..<days[day].events.count, using: &random))
      case 4:
        let from = Int.random(in: 0..<days[day].events.count, using: &random)
        let event = days[day].events.remove(at: from)
        days[day].events.insert(
          event, at: Int.random(in: 0...days[day].events.count, using: &random))
      case 5:
        // Across days.
        guard days[day].events.count > 1, days.count > 1 else { continue }
        let event = days[day].events.remove(
          at: Int.random(in: 0..<days[day].events.count, using: &random))
        let target = (day + Int.random(in: 1..<days.count, using: &random)) % days.count
        days[target].events.insert(
          event, at: Int.random(in: 0...days[target].events.count, using: &random))
      case 6:
        if days.count > 1, Bool.random(using: &random) {
          days.remove(at: day)
        } else {
          let new = makeDay(using: &random)
          days.insert(new, at: Int.random(in: 0...days.count, using: &random))
        }
      default:
        days.swapAt(day, Int.random(in: 0..<days.count, using: &random))
      }
    }
  }
}
