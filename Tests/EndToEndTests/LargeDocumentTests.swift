import Foundation
import Testing

@Suite("A JSON document over 1 GiB is refused before it is read")
struct LargeDocumentTests {
  @Test(
    "A listtui document, an outbox or a statuses array of 1 GiB and a byte: exit 65",
    arguments: [#"{"feed":["#, #"{"@context":"x","#, #"[{"id":"1","#])
  func overLimit(start: String) throws {
    // A sparse file: the size without the disk or the time.
    let path = try ListTUIProcess.temporaryFile(start)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: (1 << 30) + 1)
    try handle.close()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = try ListTUIProcess.run([path, "--dump"])
    #expect(output.status == 65)
    #expect(
      output.stderr == "listtui: \(path): too large (1073741825 bytes; the limit is 1073741824)\n")
  }
}
