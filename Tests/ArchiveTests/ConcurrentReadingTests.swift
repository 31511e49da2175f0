import Archive
import ArchiveTestSupport
import Dispatch
import Synchronization
import Testing

@Suite("One bag read from many threads at once")
struct ConcurrentReadingTests {
  @Test("Concurrent reads of zip, tar.gz and folder members all return the right bytes")
  func concurrentReads() throws {
    let folder = try TemporaryFolder()
    let contents = (0..<8).map { Samples.noise(150_000 + $0 * 1000, seed: UInt64($0 + 10)) }
    let names = contents.indices.map { "media/\($0).bin" }
    var tar = TarBuilder()
    for (name, data) in zip(names, contents) {
      tar.file(name, data)
      try folder.write(data, to: "export/" + name)
    }
    tar.end()
    let zipPath = folder.file("a.zip")
    try ZipWriter.write(zip(names, contents).map { .init(name: $0, data: $1) }, to: zipPath)
    let paths = [
      zipPath, try folder.write(Gzip.compress(tar.bytes), to: "a.tgz"), folder.file("export"),
    ]
    for path in paths {
      let bag = try ArchiveReader.open(path: path)
      let members = names.compactMap { bag.member(named: $0) }
      #expect(members.count == names.count)
      let results = Results(count: 64)
      DispatchQueue.concurrentPerform(iterations: 64) { iteration in
        let index = (iteration * 5) % members.count
        let bytes = try? bag.read(members[index])
        results.set(iteration, bytes == contents[index])
      }
      #expect(results.all, "\(bag.format)")
    }
  }
}

/// Booleans written from many threads, behind a lock.
private final class Results: Sendable {
  private let values: Mutex<[Bool]>

  init(count: Int) { values = Mutex(Array(repeating: false, count: count)) }

  func set(_ index: Int, _ value: Bool) { values.withLock { $0[index] = value } }

  var all: Bool { values.withLock { $0.allSatisfy { $0 } } }
}
