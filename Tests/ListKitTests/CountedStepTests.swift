import Input
import ListKit
import ListKitTesting
import Render
import Testing

/// Rows of given heights, each line drawn with the row's number and the line's, so that a
/// screen tells exactly which lines of which rows are in view.
private struct Heights: Diffable, Equatable {
  var id: String
  var heights: [Int]
  var diffID: String { id }
}

private final class HeightsController: ModelSectionController<Heights> {
  let spacing: Int
  init(spacing: Int) {
    self.spacing = spacing
    super.init()
  }
  override var numberOfItems: Int { model?.heights.count ?? 0 }
  override var itemSpacing: Int { spacing }
  override func height(forItem index: Int, width: Int) -> Int {
    (model?.heights[index] ?? 1) + spacing
  }
  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    for line in 0..<buffer.height {
      buffer.write("\(model?.id ?? "") \(index).\(line)", x: 0, y: line)
    }
  }
}

private final class HeightsSource: ListAdapterDataSource {
  let sections: [Heights]
  let spacing: Int
  init(sections: [Heights], spacing: Int) {
    self.sections = sections
    self.spacing = spacing
  }
  func objects(for adapter: ListAdapter) -> [any Diffable] { sections }
  func sectionController(for object: any Diffable) -> any SectionController {
    HeightsController(spacing: spacing)
  }
  func emptyView(for adapter: ListAdapter) -> (any EmptyView)? { nil }
}

@Suite("A count of j or k is that many single steps, through rows taller than the view too")
struct CountedStepTests {
  private static func screen(_ adapter: ListAdapter) -> [String] {
    var buffer = Buffer(width: 16, height: adapter.viewport.height)
    adapter.render(into: &buffer, in: buffer.area)
    return buffer.lines + ["selected \(adapter.selection?.position ?? 0)"]
  }

  private static func adapter(
    _ source: HeightsSource, height: Int, sectionSpacing: Int = 0
  ) -> ListAdapter {
    let adapter = ListAdapter(dataSource: source)
    adapter.dispatcher = .counting
    adapter.sectionSpacing = sectionSpacing
    adapter.setViewport(Size(width: 16, height: height))
    adapter.performUpdates()
    return adapter
  }

  private static func press(_ adapter: ListAdapter, _ notation: String) throws {
    for key in try Key.sequence(from: notation) { adapter.handle(key) }
  }

  @Test("nj is j n times and nk is k n times: the same screen, for random lists, views and n")
  func countIsRepetition() throws {
    var random = SeededRandom(seed: 2026)
    for round in 0..<300 {
      let sections = (0..<Int.random(in: 1...3, using: &random)).map { number in
        Heights(
          id: "s\(number)",
          heights: (0..<Int.random(in: 1...8, using: &random)).map { _ in
            // Mostly short rows, some taller than any view tried.
            Bool.random(using: &random)
              ? Int.random(in: 1...3, using: &random) : Int.random(in: 1...30, using: &random)
          })
      }
      let source = HeightsSource(sections: sections, spacing: Int.random(in: 0...1, using: &random))
      let height = Int.random(in: 2...12, using: &random)
      let gap = Int.random(in: 0...2, using: &random)
      let start = "j" + String(repeating: "j", count: Int.random(in: 0...40, using: &random))
      let count = Int.random(in: 2...60, using: &random)
      for (key, name) in [("j", "<Down>"), ("k", "<C-p>"), ("<C-n>", "<C-j>"), ("<Up>", "<C-k>")] {
        for pressed in [key, name] {
          let counted = Self.adapter(source, height: height, sectionSpacing: gap)
          let stepped = Self.adapter(source, height: height, sectionSpacing: gap)
          try Self.press(counted, start + "\(count)" + pressed)
          try Self.press(stepped, start + String(repeating: pressed, count: count))
          #expect(
            Self.screen(counted) == Self.screen(stepped),
            "round \(round): \(count)\(pressed) at height \(height) after \(start.count) j")
        }
      }
    }
  }

  @Test("5j within a row taller than the view scrolls five lines, as jjjjj does; 3k back three")
  func tallRowLines() throws {
    let source = HeightsSource(sections: [Heights(id: "t", heights: [2, 20, 2])], spacing: 0)
    let adapter = Self.adapter(source, height: 4)
    try Self.press(adapter, "j5j")
    #expect(
      Self.screen(adapter) == ["> t 1.5", "  t 1.6", "  t 1.7", "  t 1.8", "selected 2"],
      "\(Self.screen(adapter))")
    try Self.press(adapter, "3k")
    #expect(
      Self.screen(adapter) == ["> t 1.2", "  t 1.3", "  t 1.4", "  t 1.5", "selected 2"],
      "\(Self.screen(adapter))")
  }

  @Test("9999999j and 9999999k go to either end at once, through rows of thousands of lines")
  func hugeCount() throws {
    let source = HeightsSource(
      sections: [Heights(id: "h", heights: (0..<3_000).map { $0 % 1000 == 0 ? 50_000 : 1 })],
      spacing: 0)
    let adapter = Self.adapter(source, height: 5)
    let clock = ContinuousClock()
    let elapsed = try clock.measure {
      try Self.press(adapter, "9999999j")
      #expect(adapter.selection?.position == 3_000)
      try Self.press(adapter, "9999999k")
      #expect(adapter.selection?.position == 1 && adapter.scrollTop == 0)
    }
    #expect(elapsed < .seconds(2), "\(elapsed)")
  }
}
