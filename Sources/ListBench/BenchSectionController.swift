import ListKit

/// A row of the list benchmarks: one section per element, drawn as one line of text.
final class BenchSectionController: SectionController {
  private var element = WorkloadElement(id: 0, content: 0)

  var kind: SectionKind { "bench" }
  var numberOfItems: Int { 1 }
  func height(forItem index: Int, width: Int) -> Int { element.id % 3 == 0 ? 2 : 1 }

  func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    buffer.draw("row \(element.id) · version \(element.content)", in: buffer.area)
    if buffer.height > 1 {
      buffer.draw(
        "a second line for every third row", in: Rect(x: 0, y: 1, width: buffer.width, height: 1))
    }
  }

  func didUpdate(to object: any Diffable) {
    func open<T: Diffable>(_ value: T) -> WorkloadElement? {
      T.self == WorkloadElement.self
        ? unsafeBitCast(value, to: WorkloadElement.self) : value as? WorkloadElement
    }
    if let element = open(object) { self.element = element }
  }
}
