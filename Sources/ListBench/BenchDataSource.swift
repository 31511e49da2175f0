import ListKit

/// A data source over workload elements, one section each.
///
/// It keeps its objects as the adapter takes them, as a data source that hands over a stored
/// array does, so that the benchmarks time the adapter rather than a conversion of each.
final class BenchDataSource: ListAdapterDataSource {
  var objects: [any Diffable]

  init(_ objects: [any Diffable]) { self.objects = objects }

  func objects(for adapter: ListAdapter) -> [any Diffable] { objects }

  func sectionController(for object: any Diffable) -> any SectionController {
    BenchSectionController()
  }
}
