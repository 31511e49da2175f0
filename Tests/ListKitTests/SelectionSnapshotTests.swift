import ListKit
import ListKitTesting
import Testing

@Suite("A ListSelection is a value taken when it was read")
struct SelectionSnapshotTests {
  @Test("A selection kept across an update that shrinks its section says what it said, safely")
  func keptAcrossUpdate() throws {
    let events = [2, 4, 6].map { Event(id: $0, title: "e\($0)") }
    let source = AgendaSource([Day(id: 1, events: events)])
    let harness = ListHarness(dataSource: source, size: Size(width: 20, height: 6))
    harness.adapter.select(identity: ObjectIdentity(Day.self, id: 1), itemIdentity: 6)
    let kept = try #require(harness.adapter.selection)
    source.days = [Day(id: 1, events: [events[0]])]
    harness.update()
    #expect(kept.itemPositionText == "3/3")
    #expect(kept.itemCount == 3)
    #expect(kept.kind == "day")
    #expect(kept.itemIdentity == AnyHashable(6))
    #expect(kept.itemIdentity(as: Int.self) == 6)
    #expect(kept.item == 2)
    #expect(kept.positionText == "3/3")
    let now = try #require(harness.adapter.selection)
    #expect(now.itemPositionText == "1/1" && now.itemIdentity == AnyHashable(2))
  }
}
