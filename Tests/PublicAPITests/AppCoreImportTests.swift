import AppCore
import Testing

/// An app written with `import AppCore` alone: events, keys, sizes and buffers come with it.
private final class Echo: TerminalApp {
  private var last = "nothing yet"
  let wakeup: Wakeup? = nil

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

/// An app that records the batches it is handed and draws them.
private final class BatchRecorder: TerminalApp {
  let wakeup: Wakeup? = nil
  private var batch: [String] = []
  private(set) var batches: [String] = []

  func willHandleBatch() { batch = [] }

  func handle(_ event: Event) -> AppResponse {
    batch.append(event.notation)
    return event.key == .character("q") ? .quit : .continue
  }

  func didHandleBatch() { batches.append(batch.joined()) }

  func render(size: Size) -> Buffer {
    var buffer = Buffer(width: size.width, height: size.height)
    buffer.write(batches.last ?? "", x: 0, y: 0)
    return buffer
  }
}

@Suite("HeadlessDriver batches")
struct HeadlessDriverBatchTests {
  @Test("keys pressed one at a time are a batch each; asOneBatch makes them one, closed once")
  func batches() throws {
    let app = BatchRecorder()
    let driver = HeadlessDriver(app: app, size: Size(width: 8, height: 1))
    #expect(app.batches.isEmpty)
    #expect(try driver.press("ab").lines == ["b"])
    #expect(try driver.press("cde", asOneBatch: true).lines == ["cde"])
    driver.takePendingWork()
    #expect(app.batches == ["a", "b", "cde", ""])
    try driver.press("fq", asOneBatch: true)
    #expect(driver.hasQuit)
    #expect(app.batches == ["a", "b", "cde", ""])
  }
}
