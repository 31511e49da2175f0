import AppCore
import ListKit
import ListKitTesting
import Testing

/// An app as the README's tutorial builds it: a list under a title line, drawn with the
/// adapter's theme, and no `start(colorCount:)` of its own.
private final class TutorialApp: TerminalApp {
  let words = Words(["alpha", "beta", "gamma"])
  let adapter: ListAdapter
  let wakeup: Wakeup? = nil

  init() {
    adapter = ListAdapter(dataSource: words)
    adapter.performUpdates()
  }

  func handle(_ event: Event) -> AppResponse {
    if case .resize(let width, let height) = event {
      adapter.setViewport(Size(width: width, height: height - 1))
    } else {
      adapter.handle(event)
    }
    return .continue
  }

  func render(size: Size) -> Buffer {
    var buffer = Buffer(width: size.width, height: size.height)
    buffer.draw(
      "Words", in: Rect(x: 0, y: 0, width: size.width, height: 1), style: adapter.theme.status)
    adapter.render(into: &buffer, in: Rect(x: 0, y: 1, width: size.width, height: size.height - 1))
    return buffer
  }
}

@Suite("The default theme fits the terminal's colours")
struct FittedThemeTests {
  static let reverseBar = Style(attributes: [.bold, .reverse])
  static let greyBar = Theme.color.selection
  static let status = Style(attributes: [.reverse])

  @Test(
    "On 8 and 16 colours and without colour, the selection is reverse video", arguments: [0, 8, 16])
  func fewColors(colorCount: Int) throws {
    let driver = HeadlessDriver(
      app: TutorialApp(), size: Size(width: 10, height: 4), colorCount: colorCount)
    try driver.press("j")
    expectScreen(driver, ["Words", "  alpha", "> beta", "  gamma"], record: false)
    expectStyles(
      driver.frame, ["ttttt", "", "rrrrrrrrrr", ""],
      legend: ["r": Self.reverseBar, "t": Self.status],
      record: false)
  }

  @Test("On 256 colours the selection is the grey bar")
  func manyColors() throws {
    let driver = HeadlessDriver(app: TutorialApp(), size: Size(width: 10, height: 4))
    try driver.press("j")
    expectStyles(
      driver.frame, ["ttttt", "", "gggggggggg", ""], legend: ["g": Self.greyBar, "t": Self.status],
      record: false)
  }

  @Test("A theme the app chose is kept on 8 colours")
  func chosenTheme() throws {
    let app = TutorialApp()
    var theme = Theme.color
    theme.selection = Style(background: .blue)
    app.adapter.theme = theme
    let driver = HeadlessDriver(app: app, size: Size(width: 10, height: 4), colorCount: 8)
    expectStyles(
      driver.frame, ["ttttt", "bbbbbbbbbb", "", ""],
      legend: ["b": theme.selection, "t": Self.status],
      record: false)
  }

  @Test("Outside a driver the adapter's theme is the one set")
  func outsideADriver() {
    let adapter = ListAdapter()
    #expect(adapter.theme == .color)
    #expect(ColorCount.$current.withValue(8) { adapter.theme } == .basicColor)
    #expect(ColorCount.$current.withValue(0) { adapter.theme } == .monochrome)
    adapter.theme = .monochrome
    #expect(ColorCount.$current.withValue(256) { adapter.theme } == .monochrome)
  }

  @Test("fitted(toColorCount:) changes only the default themes")
  func fitted() {
    #expect(Theme.color.fitted(toColorCount: 256) == .color)
    #expect(Theme.color.fitted(toColorCount: 16) == .basicColor)
    #expect(Theme.color.fitted(toColorCount: 0) == .monochrome)
    #expect(Theme.basicColor.fitted(toColorCount: 0) == .monochrome)
    #expect(Theme.monochrome.fitted(toColorCount: 256) == .monochrome)
  }
}
