import AppCore
import Testing

/// An app written with `import AppCore` alone: events, keys, sizes and buffers come with it.
private final class Echo: TerminalApp {
  private var last = "nothing yet"

  func handle(_ event: Event) -> AppResponse {
    last = event.notation
    return event.key == .character("q") ? .quit : .continue
  }

  func render(size: Size) -> Buffer {
    var buffer = Buffer(width: size.width, height: size.height)
    buffer.write(last, x: 0, y: 0, style: Style(attributes: .bold))
    return buffer
  }
}

@Suite("AppCore on its own")
struct AppCoreImportTests {
  @Test("import AppCore brings Input and Render: an app needs nothing else")
  func appCoreAlone() throws {
    let driver = HeadlessDriver(app: Echo(), size: Size(width: 16, height: 1))
    #expect(driver.frame.lines == ["<Resize:16x1>"])
    #expect(try driver.press("<C-u>").lines == ["<C-u>"])
    #expect(try driver.press("q").lines == ["q"])
    #expect(driver.hasQuit)
  }
}
