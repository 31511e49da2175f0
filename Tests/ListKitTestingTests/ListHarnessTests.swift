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
}
