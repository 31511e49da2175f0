import AgendaKit
import AppCore
import ListKitTesting
import Testing

/// The whole app, headless, screen by screen.
///
/// To record a new screen, write `expectScreen(driver, [])` and run
/// `LISTKIT_RECORD=1 swift test`: the screen is written in place of the `[]` when the run ends.
@Suite("Agenda screens")
struct AgendaScreenTests {
  let driver = HeadlessDriver(app: AgendaApp(), size: Size(width: 46, height: 14))

  @Test("The first screen: the people, then each day's timed and all-day appointments")
  func firstScreen() {
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
        "               Ana, Dee",
        "",
        "  ▾ Tue 24 Nov  2 appointments",
        "  all day      Team offsite",
        " people 1/100008 · m/M move · s sort · q quit",
      ])
  }

  @Test("m moves the selected appointment to the next day, and the selection goes with it")
  func moveKeepsSelection() throws {
    try driver.press("jjj")
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "  People",
        "   Ana  Bo  Chen  Dee",
        "",
        "  ▾ Mon 23 Nov  3 appointments",
        "  09:30–09:45  Standup",
        "               Ana, Bo, Chen",
        "  10:00–12:00  Focus time",
        "> 14:00–15:00  Design review",
        "               Ana, Dee",
        "",
        "  ▾ Tue 24 Nov  2 appointments",
        "  all day      Team offsite",
        " timed 4/100008 · m/M move · s sort · q quit",
      ])
    try driver.press("m")
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "               Ana, Bo, Chen",
        "  10:00–12:00  Focus time",
        "",
        "  ▾ Tue 24 Nov  3 appointments",
        "  all day      Team offsite",
        "  12:30–13:30  Lunch with Dee",
        "               Dee",
        "> 14:00–15:00  Design review",
        "               Ana, Dee",
        "",
        "  ▾ Wed 25 Nov  2 appointments",
        "  all day      Chen's birthday",
        " timed 6/100008 · Moved to Tue 24 Nov",
      ])
    try driver.press("M")
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "  People",
        "   Ana  Bo  Chen  Dee",
        "",
        "  ▾ Mon 23 Nov  3 appointments",
        "  09:30–09:45  Standup",
        "               Ana, Bo, Chen",
        "  10:00–12:00  Focus time",
        "> 14:00–15:00  Design review",
        "               Ana, Dee",
        "",
        "  ▾ Tue 24 Nov  2 appointments",
        "  all day      Team offsite",
        " timed 4/100008 · Moved to Mon 23 Nov",
      ])
  }

  @Test("s sorts by title and back by time, the selection staying on its appointment")
  func sortKeepsSelection() throws {
    try driver.press("jj")
    try driver.press("s")
    expectScreen(
      driver,
      [
        " Agenda · by title",
        "  People",
        "   Ana  Bo  Chen  Dee",
        "",
        "  ▾ Mon 23 Nov  3 appointments",
        "  14:00–15:00  Design review",
        "               Ana, Dee",
        "> 10:00–12:00  Focus time",
        "  09:30–09:45  Standup",
        "               Ana, Bo, Chen",
        "",
        "  ▾ Tue 24 Nov  2 appointments",
        "  12:30–13:30  Lunch with Dee",
        " timed 3/100008 · m/M move · s sort · q quit",
      ])
    try driver.press("s")
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "  People",
        "   Ana  Bo  Chen  Dee",
        "",
        "  ▾ Mon 23 Nov  3 appointments",
        "  09:30–09:45  Standup",
        "               Ana, Bo, Chen",
        "> 10:00–12:00  Focus time",
        "  14:00–15:00  Design review",
        "               Ana, Dee",
        "",
        "  ▾ Tue 24 Nov  2 appointments",
        "  all day      Team offsite",
        " timed 3/100008 · m/M move · s sort · q quit",
      ])
  }

  @Test("Space collapses a day to its header, and again expands it")
  func collapse() throws {
    try driver.press("j<Space>")
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "  People",
        "   Ana  Bo  Chen  Dee",
        "",
        "> ▸ Mon 23 Nov  3 appointments",
        "",
        "  ▾ Tue 24 Nov  2 appointments",
        "  all day      Team offsite",
        "  12:30–13:30  Lunch with Dee",
        "               Dee",
        "",
        "  ▾ Wed 25 Nov  2 appointments",
        "  all day      Chen's birthday",
        " day 2/100006 · m/M move · s sort · q quit",
      ])
    try driver.press("<Space>")
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "  People",
        "   Ana  Bo  Chen  Dee",
        "",
        "  ▾ Mon 23 Nov  3 appointments",
        "> 09:30–09:45  Standup",
        "               Ana, Bo, Chen",
        "  10:00–12:00  Focus time",
        "  14:00–15:00  Design review",
        "               Ana, Dee",
        "",
        "  ▾ Tue 24 Nov  2 appointments",
        "  all day      Team offsite",
        " timed 2/100008 · m/M move · s sort · q quit",
      ])
  }

  @Test("Enter on a person shows only their appointments; Esc shows everyone's")
  func pickPerson() throws {
    try driver.press("ll<Enter>")
    expectScreen(
      driver,
      [
        " Agenda · by time · Chen",
        "  People",
        ">  Ana  Bo [Chen] Dee",
        "",
        "  ▾ Mon 23 Nov  1 appointment",
        "  09:30–09:45  Standup",
        "               Ana, Bo, Chen",
        "",
        "  ▾ Wed 25 Nov  2 appointments",
        "  all day      Chen's birthday",
        "  11:00–12:00  Planning",
        "               Bo, Chen",
        "",
        " people 1/4 · only Chen: Esc for all",
      ])
    try driver.press("<Esc>")
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "  People",
        ">  Ana  Bo [Chen] Dee",
        "",
        "  ▾ Mon 23 Nov  3 appointments",
        "  09:30–09:45  Standup",
        "               Ana, Bo, Chen",
        "  10:00–12:00  Focus time",
        "  14:00–15:00  Design review",
        "               Ana, Dee",
        "",
        "  ▾ Tue 24 Nov  2 appointments",
        "  all day      Team offsite",
        " people 1/100008 · m/M move · s sort · q quit",
      ])
  }

  @Test("A resize lays the list out again; the people row scrolls by whole names")
  func resize() throws {
    driver.resize(to: Size(width: 18, height: 8))
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "  People",
        "> [Ana] Bo  Chen ›",
        "",
        "  ▾ Mon 23 Nov  3…",
        "  09:30–09:45  St…",
        "               An…",
        " people 1/100008…",
      ])
    try driver.press("lll")
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "  People",
        "> ‹ Bo  Chen [Dee]",
        "",
        "  ▾ Mon 23 Nov  3…",
        "  09:30–09:45  St…",
        "               An…",
        " people 1/100008…",
      ])
  }

  @Test("A click selects the row under the pointer, below the title line")
  func click() {
    driver.send([.mouse(MouseEvent(.click, x: 4, y: 7))])
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "  People",
        "   Ana  Bo  Chen  Dee",
        "",
        "  ▾ Mon 23 Nov  3 appointments",
        "  09:30–09:45  Standup",
        "               Ana, Bo, Chen",
        "> 10:00–12:00  Focus time",
        "  14:00–15:00  Design review",
        "               Ana, Dee",
        "",
        "  ▾ Tue 24 Nov  2 appointments",
        "  all day      Team offsite",
        " timed 3/100008 · m/M move · s sort · q quit",
      ])
  }

  @Test("q quits")
  func quits() throws {
    try driver.press("jq")
    #expect(driver.hasQuit)
  }
}
