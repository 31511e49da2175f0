import Foundation
import Testing

@Suite("Standard input redirected from a regular file is refused by its size before it is read")
struct StandardInputSizeTests {
  @Test(
    "A document of 1 GiB and a byte on standard input: exit 65 at once, with the size",
    arguments: [#"{"feed":["#, #"{"@context":"x","#, #"[{"id":"1","#])
  func overLimit(start: String) throws {
    // A sparse file: the size without the disk or the time.
    let path = try ListTUIProcess.temporaryFile(start)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: (1 << 30) + 1)
    try handle.close()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = try Self.run(["-", "--dump"], standardInput: path)
    #expect(output.status == 65)
    #expect(
      output.stderr == "listtui: <stdin>: too large (1073741825 bytes; the limit is 1073741824)\n")
  }

  @Test("A small regular file on standard input is read as before")
  func underLimit() throws {
    let text = #"{"users":[{"id":"u","nickname":"n"}],"feed":[]}"#
    let path = try ListTUIProcess.temporaryFile(text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = try Self.run(["-", "--dump"], standardInput: path)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stderr.isEmpty)
  }

  /// Runs the binary with standard input opened on the file at `path`.
  static func run(_ arguments: [String], standardInput path: String) throws -> ListTUIProcess.Output
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ListTUIProcess.binary)
    process.arguments = arguments
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    try process.run()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ListTUIProcess.Output(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }
}
