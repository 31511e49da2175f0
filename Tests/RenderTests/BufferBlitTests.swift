import ListKitTesting
import Render
import Testing

@Suite("Buffer blit")
struct BufferBlitTests {
  @Test("copies a region to an offset, styles included")
  func offset() {
    var source = makeBuffer(width: 6, ["abcdef", "ghijkl", "mnopqr"])
    source.applyStyle(.bold, to: Rect(x: 1, y: 1, width: 1, height: 1))
    var screen = Buffer(width: 10, height: 3)
    screen.blit(source, from: Rect(x: 1, y: 1, width: 4, height: 2), to: Point(x: 3, y: 1))
    expectScreen(screen, ["", "   hijk", "   nopq"])
    #expect(screen[x: 3, y: 1].style == .bold)
    #expect(screen[x: 4, y: 1].style == .plain)
  }

  @Test("clips to the destination's edges")
  func clipDestination() {
    let source = makeBuffer(width: 4, ["abcd", "efgh", "ijkl"])
    var screen = Buffer(width: 6, height: 3)
    screen.blit(source, from: source.area, to: Point(x: 4, y: 1))
    screen.blit(source, from: source.area, to: Point(x: -2, y: -2))
    expectScreen(screen, ["kl", "    ab", "    ef"])
  }

  @Test("clips a source rectangle that leaves the source")
  func clipSource() {
    let source = makeBuffer(width: 4, ["abcd", "efgh"])
    var screen = Buffer(width: 6, height: 3)
    screen.blit(source, from: Rect(x: -1, y: -1, width: 3, height: 3), to: Point(x: 0, y: 0))
    expectScreen(screen, ["", " ab", " ef"])
  }

  @Test("a wide grapheme cut by the source rectangle becomes a blank")
  func wideCutBySource() {
    let source = makeBuffer(width: 6, ["日本語"])
    var screen = makeBuffer(width: 6, ["xxxxxx"])
    screen.blit(source, from: Rect(x: 1, y: 0, width: 4, height: 1), to: Point(x: 1, y: 0))
    expectScreen(screen, ["x 本 x"])
    expectConsistent(screen)
  }

  @Test("a wide grapheme cut by the destination edge becomes a blank")
  func wideCutByDestination() {
    let source = makeBuffer(width: 4, ["日本"])
    var screen = makeBuffer(width: 5, ["xxxxx", "xxxxx"])
    screen.blit(source, from: source.area, to: Point(x: 3, y: 0))
    screen.blit(source, from: source.area, to: Point(x: -1, y: 1))
    expectScreen(screen, ["xxx日", " 本xx"])
    expectConsistent(screen)
  }

  @Test("copying over half of a wide grapheme blanks its other half")
  func overwritesWide() {
    let source = makeBuffer(width: 2, ["ab"])
    var screen = makeBuffer(width: 6, ["日本語"])
    screen.blit(source, from: source.area, to: Point(x: 1, y: 0))
    expectScreen(screen, [" ab 語"])
    expectConsistent(screen)
  }

  @Test("copying from an empty region changes nothing")
  func emptyRegion() {
    let source = makeBuffer(width: 4, ["abcd"])
    var screen = makeBuffer(width: 4, ["wxyz"])
    let before = screen
    screen.blit(source, from: Rect(x: 5, y: 0, width: 2, height: 1), to: .zero)
    screen.blit(source, from: source.area, to: Point(x: 4, y: 0))
    screen.blit(Buffer(width: 0, height: 0), from: source.area, to: .zero)
    #expect(screen == before)
  }
}
