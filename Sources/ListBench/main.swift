// `make bench`: a release build that prints one `bench: NAME key=value ...` line per
// measurement. Pass names (diff, frame, update, keys) to run only those.

let selected = Set(CommandLine.arguments.dropFirst())

func wanted(_ name: String) -> Bool { selected.isEmpty || selected.contains(name) }

if wanted("diff") { DiffBenchmark.run() }
if wanted("frame") { ListBenchmarks.frame() }
if wanted("update") { ListBenchmarks.update() }
if wanted("keys") { KeysBenchmark.run() }
if wanted("picture") { PictureBenchmark.run() }
