import Foundation
import Testing

/// What the compiler says of an app's `wakeup`, checked by type-checking an outside file
/// against the built AppCore module: a wake-up of the wrong type is an error, not a silent
/// default that the loop never watches.
@Suite("An app's wake-up, as the compiler sees it")
struct WakeupConformanceTests {
  /// An app around a `wakeup` declaration.
  static func app(named name: String, _ declaration: String) -> String {
    """
    final class \(name): TerminalApp {
      \(declaration)
      func handle(_ event: Event) -> AppResponse { .continue }
      func render(size: Size) -> Buffer { Buffer(width: size.width, height: size.height) }
    }

    """
  }

  /// The folder of the built modules, beside the test binary.
  static func modules() throws -> URL {
    var places = [URL(fileURLWithPath: CommandLine.arguments[0])]
    places += Bundle.allBundles.map(\.bundleURL)
    if let executable = Bundle.main.executableURL { places.append(executable) }
    let folder = places.map {
      $0.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("Modules")
    }.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("AppCore.swiftmodule").path)
    }
    return try #require(folder, "no AppCore.swiftmodule beside the test binary: \(places)")
  }

  /// Type-checks `source` after `import AppCore`: whether it compiled, and what was said.
  static func typeCheck(_ source: String) throws -> (compiled: Bool, output: String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wakeup-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("App.swift")
    try Data(("import AppCore\n\n" + source).utf8).write(to: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", "6", "-I", try modules().path,
      "-module-cache-path", folder.appendingPathComponent("cache").path, file.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus == 0, output)
  }

  @Test("`let wakeup = Wakeup()` and no wakeup at all do not compile; `Wakeup?` does")
  func wrongTypeIsAnError() throws {
    let good = try Self.typeCheck(
      Self.app(named: "Quiet", "let wakeup: Wakeup? = nil")
        + Self.app(named: "Woken", "let wakeup: Wakeup? = Wakeup()"))
    #expect(good.compiled, "\(good.output)")
    let nonOptional = try Self.typeCheck(Self.app(named: "Trap", "let wakeup = Wakeup()"))
    #expect(!nonOptional.compiled)
    #expect(nonOptional.output.contains("type 'Trap' does not conform to protocol 'TerminalApp'"))
    #expect(nonOptional.output.contains("candidate has non-matching type 'Wakeup'"))
    let missing = try Self.typeCheck(Self.app(named: "Forgot", "var title = \"\""))
    #expect(!missing.compiled)
    #expect(missing.output.contains("type 'Forgot' does not conform to protocol 'TerminalApp'"))
  }
}
