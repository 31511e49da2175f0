import ListKit

/// Times ListKit: drawing one frame of a huge list, and applying the diff workload as an
/// update.
enum ListBenchmarks {
  /// `bench: frame`: lay out and draw one 80x24 frame after a jump to the middle of a list
  /// of a million sections.
  static func frame() {
    let count = 1_000_000
    let source = BenchDataSource((0..<count).map { WorkloadElement(id: $0, content: 0) })
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 80, height: 24))
    adapter.performUpdates()
    var buffer = Buffer(width: 80, height: 24)
    var random = LinearCongruential(seed: 7)
    let us =
      Measure.medianMilliseconds(runs: 201) {
        let target = count / 2 + random.next(below: 1_000) - 500
        adapter.select(source.objects[target])
        adapter.render(into: &buffer, in: buffer.area)
      } * 1_000
    print("bench: frame n=\(count) us=\(Measure.format(us, decimals: 1))")
  }

  /// `bench: update`: `performUpdates` from the workload's old list to its new one.
  static func update() {
    let count = 100_000
    let workload = DiffWorkload(count: count)
    let source = BenchDataSource(workload.old)
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 80, height: 24))
    var times: [Double] = []
    for _ in 0..<21 {
      // Each list is handed over as a new array, converted before the clock starts; the
      // adapter frees the one it replaces.
      source.objects = workload.old
      adapter.performUpdates()
      adapter.select(workload.old[count / 2])
      source.objects = workload.new
      times.append(Measure.medianMilliseconds(runs: 1) { adapter.performUpdates() })
    }
    let ms = times.sorted()[times.count / 2]
    print("bench: update n=\(count) ms=\(Measure.format(ms)) sections=\(adapter.sectionCount)")
  }
}
