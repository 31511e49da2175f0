import ListKit
import Render

/// `bench: binding-update`: one item of a single `ListBindingSectionController` section of
/// 100,000 view models changes, and `performUpdates` diffs the section's items, as an app
/// built on the library does when one row's content ticks.
enum BindingBenchmark {
  /// One row of the section: an identity and a content that changes.
  struct Row: Diffable, Equatable {
    var id: Int
    var title: String
    var progress: Int
    var diffID: Int { id }
  }

  /// The section's object: all its rows.
  struct Rows: Diffable, Equatable {
    var rows: [Row]
    var diffID: Int { 0 }
    func isContentEqual(to other: Rows) -> Bool { false }
  }

  /// A section of rows, one line each.
  final class RowsController: ListBindingSectionController<Rows, Row> {
    override func viewModels(for object: Rows) -> [Row] { object.rows }
    override func height(for row: Row, width: Int) -> Int { 1 }
    override func render(_ row: Row, into buffer: inout Buffer, context: RenderContext) {
      buffer.write(row.title, x: 0, y: 0)
    }
  }

  /// Hands the adapter one `Rows`.
  final class Source: ListAdapterDataSource {
    var rows: Rows
    init(_ rows: Rows) { self.rows = rows }
    func objects(for adapter: ListAdapter) -> [any Diffable] { [rows] }
    func sectionController(for object: any Diffable) -> any SectionController { RowsController() }
  }

  static func run() {
    let count = 100_000
    let rows = (0..<count).map { Row(id: $0, title: "row \($0)", progress: 0) }
    let source = Source(Rows(rows: rows))
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 80, height: 24))
    adapter.performUpdates()
    var times: [Double] = []
    for tick in 1...21 {
      source.rows.rows[count / 2].progress = tick
      times.append(Measure.medianMilliseconds(runs: 1) { adapter.performUpdates() })
    }
    let ms = times.sorted()[times.count / 2]
    print("bench: binding-update n=\(count) changed=1 ms=\(Measure.format(ms))")
  }
}
