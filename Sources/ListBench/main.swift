#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `make bench`: a release build that prints one `bench: NAME key=value ...` line per
// measurement. With no arguments, runs each benchmark in a process of its own, so that each
// `peak_mb` is that benchmark's alone; with names, runs only those, in this process.

let benchmarks: [(name: String, run: () -> Void)] = [
  ("diff", DiffBenchmark.run),
  ("frame", ListBenchmarks.frame),
  ("update", ListBenchmarks.update),
  ("binding-update", BindingBenchmark.run),
  ("keys", KeysBenchmark.run),
  ("deep-stack", DeepStackBenchmark.run),
  ("resize", ResizeBenchmark.run),
  ("picture", PictureBenchmark.run),
  ("picture-keys", PictureKeysBenchmark.run),
  ("open-100k", { OpenBenchmark.run(count: 100_000) }),
  ("open-1m", { OpenBenchmark.run(count: 1_000_000) }),
  ("open-1m-japanese", { OpenBenchmark.run(count: 1_000_000, japanese: true) }),
  ("open-history", { OpenBenchmark.run(count: 100_000, users: 100_000) }),
  ("filter-100k", { FilterBenchmark.run(count: 100_000) }),
  ("filter-1m", { FilterBenchmark.run(count: 1_000_000) }),
  ("filter-burst", { FilterBurstBenchmark.run(count: 1_000_000) }),
  ("archive", { ArchiveBenchmark.run(count: 20_000) }),
  ("statuses", StatusesBenchmark.run),
  ("long-post", LongPostBenchmark.run),
  ("long-fields", LongFieldsBenchmark.run),
  ("huge-post", HugePostBenchmark.run),
  ("poll-keys-10", { PollKeysBenchmark.run(options: 10) }),
  ("poll-keys-1000", { PollKeysBenchmark.run(options: 1_000) }),
  ("dump-1000", DumpBenchmark.run),
]

let selected = Array(CommandLine.arguments.dropFirst())
if selected.isEmpty {
  for benchmark in benchmarks {
    var pid: pid_t = 0
    let arguments = [CommandLine.arguments[0], benchmark.name]
    var argv = arguments.map { strdup($0) } + [nil]
    if posix_spawn(&pid, CommandLine.arguments[0], nil, nil, &argv, environ) == 0 {
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    for pointer in argv { free(pointer) }
  }
} else {
  for name in selected {
    // A name runs that benchmark, or when none has it, those it begins (`open`: every `open-…`).
    let exact = benchmarks.filter { $0.name == name }
    let matches = exact.isEmpty ? benchmarks.filter { $0.name.hasPrefix(name + "-") } : exact
    guard !matches.isEmpty else {
      print("unknown benchmark \(name); known: \(benchmarks.map(\.name).joined(separator: ", "))")
      exit(64)
    }
    for match in matches { match.run() }
  }
}
