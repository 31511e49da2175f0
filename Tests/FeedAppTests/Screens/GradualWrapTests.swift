import AppCore
import FeedModel
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("A very long post opens at once and is wrapped between key presses")
struct GradualWrapTests {
  let size = Size(width: 40, height: 8)

  /// The app on a post of 3,000 numbered lines, at 40x8.
  func app(wakeup: Wakeup? = nil) -> HeadlessDriver<AppShell> {
    LongPostTests.app(lines: 3_000, size: size, wakeup: wakeup)
  }

  @Test("The post's screen shows its first lines at once, with the rest still to wrap")
  func firstScreen() throws {
    let driver = app()
    try driver.press("j<Enter>")
    #expect(driver.app.hasLayoutLeft)
    expectScreen(
      driver.frame,
      [
        "… › Feed › Entry by writer        ? help",
        "> writer                               ┃",
        "",
        "  line 1 of the long post",
        "  line 2 of the long post",
        "  line 3 of the long post",
        "  line 4 of the long post",
        " 1/3 author",
      ])
    // Drawing wraps nothing: it only reads.
    let frame = driver.frame
    #expect(driver.frame == frame)
    #expect(driver.app.hasLayoutLeft)
  }

  @Test("Keys that move by lines and pages never reach the end of what is wrapped")
  func pagesAhead() throws {
    let driver = app()
    try driver.press("j<Enter>jj" + String(repeating: "<PgDn>", count: 60))
    expectScreen(
      driver.frame,
      [
        "… › Feed › Entry by writer        ? help",
        "> line 302 of the long post",
        "  line 303 of the long post",
        "  line 304 of the long post",
        "  line 305 of the long post",
        "  line 306 of the long post",
        "  line 307 of the long post            ┃",
        " 2/3 comment · lines 302–307/315",
      ])
  }

  @Test("End follows the wrapping to the end; PgUp after it goes back a page from there")
  func endThenPageUp() throws {
    let driver = app()
    try driver.press("j<Enter>G")
    expectScreen(
      driver.frame,
      [
        "… › Feed › Entry by writer        ? help",
        "  line 218 of the long post",
        "  line 219 of the long post",
        "  line 220 of the long post",
        "  … wrapping the text: 7%",
        "",
        "> Posted 2016-12-19 12:44 UTC          ┃",
        " 3/3 details",
      ])
    LongPostTests.finishLayout(driver)
    let end = [
      "… › Feed › Entry by writer        ? help",
      "  line 2997 of the long post",
      "  line 2998 of the long post",
      "  line 2999 of the long post",
      "  line 3000 of the long post",
      "",
      "> Posted 2016-12-19 12:44 UTC          ┃",
      " 3/3 details",
    ]
    expectScreen(driver.frame, end)
    try driver.press("<PgUp>")
    expectScreen(
      driver.frame,
      [
        "… › Feed › Entry by writer        ? help",
        "> line 2992 of the long post",
        "  line 2993 of the long post",
        "  line 2994 of the long post",
        "  line 2995 of the long post",
        "  line 2996 of the long post",
        "  line 2997 of the long post           ┃",
        " 2/3 comment · lines 2992–2997/3000",
      ])
    try driver.press("G")
    expectScreen(driver.frame, end)
  }

  @Test("Another key after End stops following the end")
  func keyStopsFollowing() throws {
    let driver = app()
    try driver.press("j<Enter>Gk")
    let stopped = driver.frame
    LongPostTests.finishLayout(driver)
    // The same lines of text, only the scroll bar's thumb smaller.
    func words(_ screen: Buffer) -> [String] {
      screen.lines.map { $0.filter { $0 != "┃" }.split(separator: " ").joined(separator: " ") }
    }
    // The status line says how many lines the text has, which grew.
    #expect(words(driver.frame).dropLast() == words(stopped).dropLast())
    #expect(!driver.frame.lines.contains("  line 3000 of the long post"))
  }

  @Test("A resize wraps the text again at the new width, the view at the same line of it")
  func resize() throws {
    let driver = app()
    try driver.press("j<Enter>j" + String(repeating: "<C-d>", count: 10))
    let before = driver.frame
    expectScreen(
      before,
      [
        "… › Feed › Entry by writer        ? help",
        "> line 31 of the long post",
        "  line 32 of the long post             ┃",
        "  line 33 of the long post",
        "  line 34 of the long post",
        "  line 35 of the long post",
        "  line 36 of the long post",
        " 2/3 comment · lines 31–36/201",
      ])
    driver.resize(to: Size(width: 20, height: 8))
    expectScreen(
      driver.frame,
      [
        "… › Entry b…  ? help",
        "> line 16 of the",
        "  long post        ┃",
        "  line 17 of the",
        "  long post",
        "  line 18 of the",
        "  long post",
        " 2/3 comment",
      ])
    LongPostTests.finishLayout(driver)
    try driver.press("G")
    expectScreen(
      driver.frame,
      [
        "… › Entry b…  ? help",
        "  long post",
        "  line 3000 of the",
        "  long post",
        "",
        "> Posted 2016-12-19",
        "  12:44 UTC        ┃",
        " 3/3 details",
      ])
  }

  @Test("Between events the app wakes itself for the next slice, until the text is wrapped")
  func wakesItself() throws {
    let wakeup = Wakeup()
    let driver = app(wakeup: wakeup)
    #expect(!wakeup.wait(milliseconds: 0))
    try driver.press("j<Enter>G")
    var slices = 0
    while driver.app.hasLayoutLeft {
      #expect(wakeup.wait(milliseconds: 1_000))
      driver.takePendingWork(waitingUpTo: 1_000)
      slices += 1
    }
    #expect(slices > 0)
    #expect(!wakeup.wait(milliseconds: 0))
    #expect(driver.frame.lines[4] == "  line 3000 of the long post")
  }

  @Test(
    "A resize at the end of a long post wraps a moment's worth at once; the view follows the end as the rest is wrapped"
  )
  func resizeAtEnd() throws {
    let driver = LongPostTests.app(lines: 60_000, size: size)
    try driver.press("j<Enter>G")
    LongPostTests.finishLayout(driver)
    #expect(driver.frame.lines.contains("  line 60000 of the long post"))
    driver.resize(to: Size(width: 30, height: 8))
    // Only a moment's worth is wrapped at once: far from all of it (the view's place needed
    // 99% before), and the view shows the end of what is wrapped.
    #expect(driver.app.hasLayoutLeft)
    let progress = driver.frame.lines.first { $0.hasPrefix("  … wrapping the text: ") }
    let percent = progress.flatMap { Int($0.dropFirst(23).dropLast()) } ?? 100
    #expect(percent < 90, "\(driver.frame.lines)")
    LongPostTests.finishLayout(driver)
    #expect(driver.frame.lines.contains("  line 60000 of the long post"), "\(driver.frame.lines)")
  }

  @Test("q, ^C and Esc act at once while the text is being wrapped")
  func leaveAtOnce() throws {
    for (keys, quits) in [("q", true), ("<C-c>", true), ("<Esc>", false)] {
      let driver = app()
      try driver.press("j<Enter>")
      #expect(driver.app.hasLayoutLeft)
      try driver.press(keys)
      #expect(driver.hasQuit == quits)
      if !quits {
        #expect(driver.frame.lines[0].hasSuffix("long.json › Feed                  ? help"))
        #expect(!driver.app.hasLayoutLeft)
      }
    }
  }
}
