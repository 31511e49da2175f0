import Foundation

/// Runs the real `listtui` binary and collects what it printed and how it exited.
struct ListTUIProcess {
  /// What a run printed, and its exit status.
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The package's root folder, found from this source file.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The binary under test: `$LISTTUI_BIN`, else the debug build in `.build`.
  static var binary: String {
    if let path = ProcessInfo.processInfo.environment["LISTTUI_BIN"], !path.isEmpty { return path }
    return packageRoot.appending(path: ".build/debug/listtui").path
  }

  /// A fixture document's path.
  static func fixture(_ name: String) -> String {
    packageRoot.appending(path: "Tests/FeedAppTests/Fixtures/\(name)").path
  }

  /// Runs the binary with arguments and optional standard input, and waits for it.
  ///
  /// `launcher`, if given, is a program and its arguments that run the binary: the binary's
  /// path and `arguments` follow them.
  static func run(
    _ arguments: [String], input: String? = nil, launcher: [String] = []
  ) throws -> Output {
    try run(arguments, bytes: input.map { Data($0.utf8) }, launcher: launcher)
  }

  /// Runs the binary with arguments and optional bytes on standard input, and waits for it.
  static func run(
    _ arguments: [String], bytes input: Data?, launcher: [String] = []
  ) throws -> Output {
    let process = Process()
    let command = launcher + [binary]
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = command.dropFirst() + arguments
    process.environment = ProcessInfo.processInfo.environment.merging(["TZ": "UTC"]) { $1 }
    let stdout = Pipe()
    let stderr = Pipe()
    let stdin = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    process.standardInput = input == nil ? FileHandle.nullDevice : stdin
    try process.run()
    if let input {
      stdin.fileHandleForWriting.write(input)
      try stdin.fileHandleForWriting.close()
    }
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }

  /// Writes text to a new temporary file and returns its path.
  static func temporaryFile(_ text: String, name: String = "doc.json") throws -> String {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "listtui-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appending(path: name)
    try Data(text.utf8).write(to: url)
    return url.path
  }
}
