import Archive
import ArchiveTestSupport
import Testing

@Suite("Random links in a tar: each reads as a file of the archive, or is left out with a warning")
struct TarLinkPropertyTests {
  /// A random number generator that gives the same sequence every run.
  private struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  @Test(
    "Every link resolves to a regular file's content or is warned about, once", arguments: 0..<40)
  func randomLinks(seed: UInt64) throws {
    var random = Generator(state: seed &+ 1)
    let folders = ["", "a/", "a/b/", "c/"]
    let files = (0..<4).map { "\(folders[random.next(folders.count)])f\($0).png" }
    let links = (0..<8).map { "\(folders[random.next(folders.count)])l\($0).png" }
    let names = files + links
    var tar = TarBuilder()
    for (index, name) in files.enumerated() {
      tar.file(name, Samples.noise(50 + index, seed: UInt64(index)))
    }
    for link in links {
      let wanted = names[random.next(names.count)]
      let target: String
      switch random.next(4) {
      case 0:
        // Relative to the link's folder, climbing to the top first.
        let depth = link.split(separator: "/").count - 1
        target = String(repeating: "../", count: depth) + wanted
      case 1: target = "/" + wanted
      case 2: target = "../../../" + wanted
      default: target = wanted
      }
      if random.next(3) == 0 {
        tar.header(name: link, size: 0, type: "1", link: target)
      } else {
        tar.symlink(link, to: target)
      }
    }
    tar.end()
    let folder = try TemporaryFolder()
    let bag = try ArchiveReader.open(path: folder.write(tar.bytes, to: "a.tar"))
    let contents = Set((0..<files.count).map { Samples.noise(50 + $0, seed: UInt64($0)) })
    for member in bag.members {
      #expect(contents.contains(try bag.read(member)), "\(member.name)")
    }
    let warned = bag.warnings.compactMap(\.member)
    #expect(Set(warned).count == warned.count)
    #expect(Set(warned).isDisjoint(with: bag.members.map(\.name)))
    #expect(Set(warned).union(bag.members.map(\.name)) == Set(names))
  }
}
