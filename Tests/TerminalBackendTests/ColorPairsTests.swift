import Testing

@testable import TerminalBackend

@Suite("Colour pairs")
struct ColorPairsTests {
  /// The pairs defined, in order, as (pair, foreground, background).
  final class Definitions {
    var calls: [[Int32]] = []
  }

  func makePairs(limit: Int, failing: Set<Int32> = []) -> (ColorPairs, Definitions) {
    let definitions = Definitions()
    let pairs = ColorPairs(limit: limit) { pair, foreground, background in
      definitions.calls.append([pair, foreground, background])
      return !failing.contains(pair)
    }
    return (pairs, definitions)
  }

  @Test("pairs are defined on first use, numbered from 1, and reused after")
  func onDemand() {
    let (pairs, definitions) = makePairs(limit: 256)
    #expect(definitions.calls.isEmpty)
    #expect(pairs.number(foreground: 1, background: -1) == 1)
    #expect(pairs.number(foreground: -1, background: 237) == 2)
    #expect(pairs.number(foreground: 1, background: -1) == 1)
    #expect(pairs.number(foreground: -1, background: 1) == 3)
    #expect(definitions.calls == [[1, 1, -1], [2, -1, 237], [3, -1, 1]])
    #expect(pairs.count == 3)
  }

  @Test("the default colours are pair 0 and never defined")
  func defaultPair() {
    let (pairs, definitions) = makePairs(limit: 256)
    #expect(pairs.number(foreground: -1, background: -1) == 0)
    #expect(definitions.calls.isEmpty)
  }

  @Test("when the pairs run out, new colours fall back to pair 0")
  func exhausted() {
    let (pairs, definitions) = makePairs(limit: 3)
    #expect(pairs.number(foreground: 1, background: -1) == 1)
    #expect(pairs.number(foreground: 2, background: -1) == 2)
    #expect(pairs.number(foreground: 3, background: -1) == 0)
    #expect(pairs.number(foreground: 1, background: -1) == 1)
    #expect(definitions.calls.count == 2)
  }

  @Test("a pair curses refuses falls back to pair 0 and is not remembered")
  func refused() {
    let (pairs, _) = makePairs(limit: 256, failing: [1])
    #expect(pairs.number(foreground: 1, background: -1) == 0)
    #expect(pairs.count == 0)
  }

  @Test("with extended pairs, every pair the terminal has can be used, past 32767")
  func limit() {
    #expect(ColorSupport.pairLimit(colorPairs: 65536) == 65536)
    #expect(ColorSupport.pairLimit(colorPairs: 256) == 256)
    #expect(ColorSupport.pairLimit(colorPairs: -1) == 0)
  }

  @Test("running out marks the pairs full; a reset numbers them from 1 again")
  func resetWhenFull() {
    let (pairs, definitions) = makePairs(limit: 3)
    #expect(pairs.number(foreground: 1, background: -1) == 1)
    #expect(pairs.number(foreground: 2, background: -1) == 2)
    #expect(!pairs.isFull)
    #expect(pairs.number(foreground: 3, background: -1) == 0)
    #expect(pairs.isFull)
    pairs.reset()
    #expect(!pairs.isFull)
    #expect(pairs.resets == 1)
    #expect(pairs.count == 0)
    #expect(pairs.number(foreground: 3, background: -1) == 1)
    #expect(pairs.number(foreground: 1, background: -1) == 2)
    #expect(definitions.calls == [[1, 1, -1], [2, 2, -1], [1, 3, -1], [2, 1, -1]])
  }

  @Test("a pair curses refuses is not a sign of running out")
  func refusedIsNotFull() {
    let (pairs, _) = makePairs(limit: 256, failing: [1])
    #expect(pairs.number(foreground: 1, background: -1) == 0)
    #expect(!pairs.isFull)
  }
}
