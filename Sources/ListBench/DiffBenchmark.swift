import ListDiff

/// Times ListDiff on the workload at several sizes, and Swift's own
/// `difference(from:)` on the smallest, printing one `bench:` line per measurement.
enum DiffBenchmark {
  static func run() {
    var listDiffAtTenThousand = 0.0
    for (count, runs) in [(10_000, 21), (100_000, 11), (1_000_000, 5)] {
      let workload = DiffWorkload(count: count)
      var result = diff(workload.old, workload.new)
      // The moves are found when first asked for: asked for here, so they are timed.
      var moves = result.moves.count
      let ms = Measure.medianMilliseconds(runs: runs) {
        result = diff(workload.old, workload.new)
        moves = result.moves.count
      }
      if count == 10_000 { listDiffAtTenThousand = ms }
      print(
        "bench: diff n=\(count) ms=\(Measure.format(ms)) inserts=\(result.inserts.count)"
          + " deletes=\(result.deletes.count) updates=\(result.updates.count)"
          + " moves=\(moves) moved_on_purpose=\(workload.movedCount)"
          + " peak_mb=\(Measure.format(Measure.peakMegabytes(), decimals: 0))")
    }

    let workload = DiffWorkload(count: 10_000)
    var moves = 0
    let stdlibMs = Measure.medianMilliseconds(runs: 3) {
      let difference = workload.new.difference(from: workload.old).inferringMoves()
      moves = difference.reduce(0) { count, change in
        if case .insert(_, _, associatedWith: .some) = change { return count + 1 }
        return count
      }
    }
    print(
      "bench: stdlib-diff n=10000 ms=\(Measure.format(stdlibMs)) moves=\(moves)"
        + " listdiff_ms=\(Measure.format(listDiffAtTenThousand))"
        + " ratio=\(Measure.format(stdlibMs / listDiffAtTenThousand, decimals: 1))")
  }
}
