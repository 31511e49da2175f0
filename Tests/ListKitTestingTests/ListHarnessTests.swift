import ListKit
import ListKitTesting
import Testing

@Suite("List harness")
struct ListHarnessTests {
  @Test("Loads, draws, takes keys and updates, keeping the data source alive")
  func drivesAList() throws {
    let harness = ListHarness(
      dataSource: Words(["alpha", "beta", "gamma"]), size: Size(width: 12, height: 3))
    expectScreen(harness.screen, ["> alpha", "  beta", "  gamma"], record: false)
    try harness.press("j")
    expectScreen(harness.screen, ["  alpha", "> beta", "  gamma"], record: false)
    (harness.dataSource as? Words)?.words.insert(Word(text: "aleph"), at: 0)
    let update = harness.update()
    #expect(update.inserted == 1)
    // The selection keeps its line on screen: the new word is above the view.
    expectScreen(harness.screen, ["  alpha", "> beta", "  gamma"], record: false)
    try harness.press("kk")
    expectScreen(harness.screen, ["> aleph", "  alpha", "  beta"], record: false)
  }

  @Test("A resize lays the list out at the new size")
  func resize() {
    let harness = ListHarness(
      dataSource: Words(["alpha", "beta", "gamma"]), size: Size(width: 12, height: 3))
    let screen = harness.send([.resize(width: 5, height: 2)])
    #expect(harness.size == Size(width: 5, height: 2))
    #expect(harness.adapter.viewport == Size(width: 5, height: 2))
    expectScreen(screen, ["> alp", "  bet"], record: false)
  }

  @Test("The warnings of the first load are recorded, and those of later updates")
  func warningsFromTheFirstLoad() {
    let words = Words(["alpha", "beta", "alpha"])
    let harness = ListHarness(dataSource: words, size: Size(width: 12, height: 3))
    #expect(harness.warnings == ["object 2 repeats the identity Word(alpha) and was dropped"])
    words.words.append(Word(text: "beta"))
    harness.update()
    #expect(harness.warnings.count == 3 && harness.warnings.last?.contains("object 3") == true)
  }

  @Test("An adapter a screen configured keeps its spacing, gutter and warnings under the harness")
  func existingAdapter() {
    var seen: [String] = []
    let words = Words(["alpha", "beta", "alpha"])
    let adapter = ListAdapter(dataSource: words)
    adapter.sectionSpacing = 1
    adapter.gutterWidth = 3
    adapter.onWarning = { seen.append($0) }
    let harness = ListHarness(adapter: adapter, size: Size(width: 12, height: 4))
    #expect(harness.adapter === adapter)
    expectScreen(harness.screen, [">  alpha", "", "   beta", ""], record: false)
    #expect(harness.warnings == ["object 2 repeats the identity Word(alpha) and was dropped"])
    #expect(seen == harness.warnings)
    // The data source is the harness's to keep, as with init(dataSource:size:).
    #expect(harness.dataSource as? Words === words)
  }
}
