import ArchiveTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("An archive piped on standard input leaves no copy behind, however the app ends")
struct SpoolCleanupTests {
  @Test(
    "The copy in TMPDIR has no name while it is made and read: nothing is left after quitting early",
    arguments: Array(WayOut.all.prefix(3)))
  func quitWhileCopying(way: WayOut) async throws {
    let folder = try TemporaryFolder()
    let spool = try TemporaryFolder()
    var export = MastodonExport()
    for id in 1...200 {
      export.note(
        id: id, published: "2023-01-01T10:00:00Z",
        html: "<p>Post \(id) \(String(repeating: "x", count: 200))</p>")
    }
    let bytes = export.tarGzipBytes()
    let half = bytes.count / 2
    let head = try folder.write(Array(bytes[..<half]), to: "head.bin")
    let tail = try folder.write(Array(bytes[half...]), to: "tail.bin")
    let marker = folder.file("go")
    // Whatever happens, the sender is let go, so that it does not wait on after the test.
    defer { _ = FileManager.default.createFile(atPath: marker, contents: Data()) }
    let sender =
      "sh -c 'cat \(head); while [ ! -e \(marker) ]; do sleep 0.05; done; cat \(tail)'"
    let app = try await ListTUISession(
      arguments: ["-"], environment: ["TMPDIR": spool.path], inputCommand: sender,
      waitForLoading: false)
    defer { app.close() }
    // Half the archive is in: the copy is being made, and the screen waits for it.
    let waiting = try await app.tmux.wait { try app.screen().contains { $0.contains("Loading…") } }
    let screen = try app.screen().joined(separator: "\n")
    #expect(waiting, "\(screen)")
    try await Task.sleep(for: .milliseconds(300))
    let during = try FileManager.default.contentsOfDirectory(atPath: spool.path)
    #expect(during.isEmpty, "the copy has a name while it is made: \(during)")
    if let keys = way.keys {
      try app.tmux.tmux(["send-keys", "-t", "e2e"] + keys)
    } else {
      #expect(kill(try await app.pid(), way.signal) == 0)
    }
    // The shell waits for the whole pipeline: the sender is let go once the app has ended.
    try await Task.sleep(for: .milliseconds(200))
    _ = FileManager.default.createFile(atPath: marker, contents: Data())
    #expect(try await app.exitStatus() == way.status)
    let left = try FileManager.default.contentsOfDirectory(atPath: spool.path)
    #expect(left.isEmpty, "\(way.testDescription) left the copy behind: \(left)")
    #expect(try app.modes() == .restored)
  }
}
