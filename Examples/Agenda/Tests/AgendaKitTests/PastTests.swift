import AppCore
import ListKit
import ListKitTesting
import Testing

@testable import AgendaKit

/// The 100,000 past appointments after the days: one section that stores none of them.
@Suite("The past")
struct PastTests {
  let driver = HeadlessDriver(app: AgendaApp(), size: Size(width: 46, height: 10))

  @Test("End reaches the oldest of 100,000 past appointments; the status counts the past's")
  func end() throws {
    // The row of people holds the selection first, and End would go to its last person.
    try driver.press("j<End>")
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "       #8  10:00–12:00  Focus time",
        "       #7  09:30–09:45  Standup",
        "       #6  16:00–17:00  Retrospective",
        "       #5  14:00–15:00  Design review",
        "       #4  12:30–13:30  Lunch with Dee",
        "       #3  11:00–12:00  Planning",
        "       #2  10:00–12:00  Focus time",
        ">      #1  09:30–09:45  Standup",
        " past 100000/100000 · m/M move · s sort · q …",
      ])
    try driver.press("kk")
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "       #8  10:00–12:00  Focus time",
        "       #7  09:30–09:45  Standup",
        "       #6  16:00–17:00  Retrospective",
        "       #5  14:00–15:00  Design review",
        "       #4  12:30–13:30  Lunch with Dee",
        ">      #3  11:00–12:00  Planning",
        "       #2  10:00–12:00  Focus time",
        "       #1  09:30–09:45  Standup",
        " past 99998/100000 · m/M move · s sort · q q…",
      ])
    try driver.press("<Home>")
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "  People",
        "> [Ana] Bo  Chen  Dee",
        "",
        "  ▾ Mon 23 Nov  3 appointments",
        "  09:30–09:45  Standup",
        "               Ana, Bo, Chen",
        "  10:00–12:00  Focus time",
        "  14:00–15:00  Design review",
        " people 1/100008 · m/M move · s sort · q quit",
      ])
  }

  @Test("From the row of people, G goes to its last person, and G again to the list's end")
  func endFromTheRow() throws {
    try driver.press("G")
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "  People",
        ">  Ana  Bo  Chen [Dee]",
        "",
        "  ▾ Mon 23 Nov  3 appointments",
        "  09:30–09:45  Standup",
        "               Ana, Bo, Chen",
        "  10:00–12:00  Focus time",
        "  14:00–15:00  Design review",
        " people 1/100008 · m/M move · s sort · q quit",
      ])
    try driver.press("G")
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "       #8  10:00–12:00  Focus time",
        "       #7  09:30–09:45  Standup",
        "       #6  16:00–17:00  Retrospective",
        "       #5  14:00–15:00  Design review",
        "       #4  12:30–13:30  Lunch with Dee",
        "       #3  11:00–12:00  Planning",
        "       #2  10:00–12:00  Focus time",
        ">      #1  09:30–09:45  Standup",
        " past 100000/100000 · m/M move · s sort · q …",
      ])
  }

  @Test("A reload that changes the count keeps the selection on the same appointment")
  func reloadKeepsSelection() throws {
    try driver.press("j<End>kk")
    driver.app.receive(pastCount: 100_050)
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "       #8  10:00–12:00  Focus time",
        "       #7  09:30–09:45  Standup",
        "       #6  16:00–17:00  Retrospective",
        "       #5  14:00–15:00  Design review",
        "       #4  12:30–13:30  Lunch with Dee",
        ">      #3  11:00–12:00  Planning",
        "       #2  10:00–12:00  Focus time",
        "       #1  09:30–09:45  Standup",
        " past 100048/100050 · m/M move · s sort · q …",
      ])
    driver.app.receive(pastCount: 99_990)
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "      #8  10:00–12:00  Focus time",
        "      #7  09:30–09:45  Standup",
        "      #6  16:00–17:00  Retrospective",
        "      #5  14:00–15:00  Design review",
        "      #4  12:30–13:30  Lunch with Dee",
        ">     #3  11:00–12:00  Planning",
        "      #2  10:00–12:00  Focus time",
        "      #1  09:30–09:45  Standup",
        " past 99988/99990 · m/M move · s sort · q qu…",
      ])
  }

  @Test("When the selected appointment is gone, the nearest one left takes the selection")
  func reloadWithoutTheSelected() throws {
    // The latest, #100000, is the past's first item, after the days' seven appointments.
    try driver.press("jjjjjjjj")
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "  all day      Chen's birthday",
        "  11:00–12:00  Planning",
        "               Bo, Chen",
        "",
        "  ▾ Past  100000 appointments",
        "> #100000  12:30–13:30  Lunch with Dee",
        "   #99999  11:00–12:00  Planning",
        "   #99998  10:00–12:00  Focus time",
        " past 1/100000 · m/M move · s sort · q quit",
      ])
    driver.app.receive(pastCount: 99_000)
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "  all day      Chen's birthday",
        "  11:00–12:00  Planning",
        "               Bo, Chen",
        "",
        "  ▾ Past  99000 appointments",
        "> #99000  16:00–17:00  Retrospective",
        "  #98999  14:00–15:00  Design review",
        "  #98998  12:30–13:30  Lunch with Dee",
        " past 1/99000 · m/M move · s sort · q quit",
      ])
    driver.app.receive(pastCount: 0)
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "  all day      Team offsite",
        "  12:30–13:30  Lunch with Dee",
        "               Dee",
        "",
        "  ▾ Wed 25 Nov  2 appointments",
        "  all day      Chen's birthday",
        "> 11:00–12:00  Planning",
        "               Bo, Chen",
        " timed 8/8 · m/M move · s sort · q quit",
      ])
  }

  @Test("An item's identity is its appointment's number, found again by arithmetic")
  func identities() {
    let controller = PastSectionController()
    controller.didUpdate(to: Past(count: 100_000))
    #expect(controller.identity(ofItem: 0) == AnyHashable(100_000))
    #expect(controller.identity(ofItem: 99_999) == AnyHashable(1))
    #expect(controller.index(ofItemIdentity: 100_000) == 0)
    #expect(controller.index(ofItemIdentity: 1) == 99_999)
    #expect(controller.index(ofItemIdentity: 0) == nil)
    #expect(controller.index(ofItemIdentity: 100_001) == nil)
    #expect(controller.index(ofItemIdentity: "standup") == nil)
    #expect(controller.itemMetrics(width: 40) == ItemMetrics(count: 100_000, height: 1))
  }
}
