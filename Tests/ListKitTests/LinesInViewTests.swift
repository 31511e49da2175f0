import ListDiff
import ListKit
import ListKitTesting
import Render
import Testing

/// A block of numbered lines: `height` lines, the first `first`.
private struct Lines: Diffable, Equatable {
  var id: Int
  var height: Int
  var diffID: Int { id }
}

/// The lines each item was asked for, in order.
private final class Requests {
  var lines: [Range<Int>] = []
}

/// Draws only the lines asked for.
private final class WindowedController: SectionController {
  var block = Lines(id: 0, height: 1)
  let requests: Requests
  init(_ requests: Requests) { self.requests = requests }
  var numberOfItems: Int { 1 }
  func height(forItem index: Int, width: Int) -> Int { block.height }
  func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    render(item: index, lines: 0..<buffer.height, into: &buffer, context: context)
  }
  func render(
    item index: Int, lines: Range<Int>, into buffer: inout Buffer, context: RenderContext
  ) {
    requests.lines.append(lines)
    for line in lines { buffer.write("\(block.id).\(line)", x: 0, y: line - lines.lowerBound) }
  }
  func didUpdate(to object: any Diffable) { block = object as? Lines ?? block }
}

/// Draws the whole item, and leaves the lines in view to the default.
private final class WholeController: SectionController {
  var block = Lines(id: 0, height: 1)
  var numberOfItems: Int { 1 }
  func height(forItem index: Int, width: Int) -> Int { block.height }
  func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    for line in 0..<buffer.height { buffer.write("\(block.id).\(line)", x: 0, y: line) }
  }
  func didUpdate(to object: any Diffable) { block = object as? Lines ?? block }
}

private final class LinesSource: ListAdapterDataSource {
  let objects: [any Diffable]
  let windowed: Bool
  let requests = Requests()
  init(_ objects: [any Diffable], windowed: Bool) {
    self.objects = objects
    self.windowed = windowed
  }
  func objects(for adapter: ListAdapter) -> [any Diffable] { objects }
  func sectionController(for object: any Diffable) -> any SectionController {
    windowed ? WindowedController(requests) : WholeController()
  }
}

@Suite("Items are drawn only where they are in view")
struct LinesInViewTests {
  /// An adapter over blocks, in a view of a size.
  private func adapter(_ source: LinesSource, width: Int, height: Int) -> ListAdapter {
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: width, height: height))
    adapter.performUpdates()
    return adapter
  }

  private func screen(_ adapter: ListAdapter, width: Int, height: Int) -> Buffer {
    var buffer = Buffer(width: width, height: height)
    adapter.render(into: &buffer, in: buffer.area)
    return buffer
  }

  @Test("A row of a million lines is asked for the lines in view, and shows them")
  func tallRowDrawsWhatShows() throws {
    let source = LinesSource(
      [Lines(id: 1, height: 2), Lines(id: 2, height: 1_000_000), Lines(id: 3, height: 2)],
      windowed: true)
    let list = adapter(source, width: 12, height: 4)
    for key in try Key.sequence(from: "j<PageDown><PageDown>") { list.handle(key) }
    source.requests.lines = []
    expectScreen(
      screen(list, width: 12, height: 4), ["> 2.6", "  2.7", "  2.8", "  2.9"])
    #expect(source.requests.lines == [6..<10])
    for key in try Key.sequence(from: "<End>") { list.handle(key) }
    source.requests.lines = []
    expectScreen(
      screen(list, width: 12, height: 4), ["  2.999998", "  2.999999", "> 3.0", "  3.1"])
    #expect(source.requests.lines == [999_998..<1_000_000, 0..<2])
  }

  @Test(
    "Drawing only the lines in view shows what drawing whole rows and cutting them shows",
    arguments: 0..<200)
  func windowedMatchesWhole(seed: Int) throws {
    var random = SeededRandom(seed: UInt64(seed))
    let blocks: [any Diffable] = (0..<(1 + Int.random(in: 0..<6, using: &random))).map {
      Lines(id: $0, height: 1 + Int.random(in: 0..<12, using: &random))
    }
    let width = 8 + Int.random(in: 0..<8, using: &random)
    let height = 1 + Int.random(in: 0..<9, using: &random)
    let windowed = adapter(LinesSource(blocks, windowed: true), width: width, height: height)
    let whole = adapter(LinesSource(blocks, windowed: false), width: width, height: height)
    let keys = ["j", "k", "<PageDown>", "<PageUp>", "<C-d>", "<C-u>", "<End>", "<Home>"]
    for _ in 0..<12 {
      let key = try Key.sequence(from: keys[Int.random(in: 0..<keys.count, using: &random)])
      for press in key {
        windowed.handle(press)
        whole.handle(press)
      }
      #expect(
        screen(windowed, width: width, height: height).lines
          == screen(whole, width: width, height: height).lines)
    }
  }
}
