import ListKit

/// A data source over workload elements, one section each.
final class BenchDataSource: ListAdapterDataSource {
  var objects: [WorkloadElement]

  init(_ objects: [WorkloadElement]) { self.objects = objects }

  func objects(for adapter: ListAdapter) -> [any Diffable] { objects }

  func sectionController(for object: any Diffable) -> any SectionController {
    BenchSectionController()
  }
}
