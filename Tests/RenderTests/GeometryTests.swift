import Render
import Testing

@Suite("Geometry")
struct GeometryTests {
  @Test("a rectangle clamps negative sizes to zero")
  func clamps() {
    let rect = Rect(x: 2, y: 3, width: -4, height: -1)
    #expect(rect.width == 0 && rect.height == 0)
    #expect(rect.isEmpty)
    #expect(
      Rect(origin: Point(x: 1, y: 2), size: Size(width: 3, height: 4))
        == Rect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test("edges, origin and size describe the covered cells")
  func edges() {
    let rect = Rect(x: 2, y: 3, width: 4, height: 5)
    #expect(rect.minX == 2 && rect.maxX == 6 && rect.minY == 3 && rect.maxY == 8)
    #expect(rect.origin == Point(x: 2, y: 3))
    #expect(rect.size == Size(width: 4, height: 5))
    #expect(!rect.isEmpty)
  }

  @Test("contains includes the top-left edge and excludes the bottom-right one")
  func contains() {
    let rect = Rect(x: 2, y: 3, width: 4, height: 5)
    #expect(rect.contains(Point(x: 2, y: 3)))
    #expect(rect.contains(Point(x: 5, y: 7)))
    #expect(!rect.contains(Point(x: 6, y: 7)))
    #expect(!rect.contains(Point(x: 5, y: 8)))
    #expect(!rect.contains(Point(x: 1, y: 3)))
    #expect(!Rect.zero.contains(.zero))
  }

  @Test("intersection is the shared area, empty when the rectangles do not overlap")
  func intersection() {
    let a = Rect(x: 0, y: 0, width: 10, height: 5)
    #expect(
      a.intersection(Rect(x: 5, y: 2, width: 10, height: 10))
        == Rect(x: 5, y: 2, width: 5, height: 3))
    #expect(
      a.intersection(Rect(x: -3, y: -3, width: 5, height: 5))
        == Rect(x: 0, y: 0, width: 2, height: 2))
    #expect(a.intersection(Rect(x: 10, y: 0, width: 3, height: 3)).isEmpty)
    #expect(a.intersection(a) == a)
  }

  @Test("inset shrinks each side and never below zero")
  func inset() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 5)
    #expect(rect.inset(left: 1, right: 2, top: 1) == Rect(x: 1, y: 1, width: 7, height: 4))
    #expect(rect.inset(by: 1) == Rect(x: 1, y: 1, width: 8, height: 3))
    #expect(rect.inset(by: 3).height == 0)
    #expect(rect.inset(by: -1) == Rect(x: -1, y: -1, width: 12, height: 7))
    #expect(rect.offsetBy(dx: 2, dy: -1) == Rect(x: 2, y: -1, width: 10, height: 5))
  }

  @Test("arithmetic saturates instead of trapping")
  func saturates() {
    let huge = Rect(x: Int.max - 1, y: Int.max, width: Int.max, height: Int.max)
    #expect(huge.maxX == Int.max && huge.maxY == Int.max)
    #expect(huge.inset(left: Int.max, right: Int.max).width == 0)
    #expect(huge.offsetBy(dx: Int.max).x == Int.max)
    let everything = Rect(x: Int.min, y: Int.min, width: Int.max, height: Int.max)
    #expect(everything.intersection(huge).isEmpty)
    #expect(
      Rect(x: -5, y: -5, width: Int.max, height: 9).intersection(
        Rect(x: 0, y: 0, width: 3, height: 3)) == Rect(x: 0, y: 0, width: 3, height: 3))
  }
}
