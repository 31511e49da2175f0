import ArgumentParser
import FeedApp
import Foundation
import ListKit

/// `listtui`: browse a feed document in the terminal.
@main
struct ListTUI: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "listtui",
    abstract: "Browse a feed document in the terminal.",
    discussion: """
      With no FILE, opens the bundled demo document. Arrow keys (or j/k) move, Enter opens, \
      Esc goes back, / filters the feed, ? lists every key and q quits.

      Exit status: 0 success, 64 usage error, 65 bad data, 66 input cannot be opened.
      """,
    version: "listtui 0.1.0")

  @Argument(help: "A JSON feed document, or - to read one from standard input.")
  var file: String?

  @Option(help: "The screen to start on: feed or profile (of --user, else of \"me\").")
  var screen: StartScreen = .feed

  @Option(help: ArgumentHelp("Start on this user's profile.", valueName: "id"))
  var user: String?

  @Flag(help: "Print the screen as plain text and exit, without a terminal.")
  var dump = false

  @Option(help: ArgumentHelp("The screen size for --dump.", valueName: "WxH"))
  var size = ScreenSize(width: 80, height: 24)

  @Option(
    help: ArgumentHelp(
      "Keys to press before --dump prints, in vim notation: jj<Enter>, <Down>, <C-d>.",
      valueName: "keys"))
  var keys = ""

  @Flag(help: "Do not use the mouse.")
  var noMouse = false

  func validate() throws {
    do {
      _ = try Key.sequence(from: keys)
    } catch {
      throw ValidationError("--keys: \(error)")
    }
  }

  func run() throws {
    let source = documentSource
    let loaded: LoadedDocument
    do {
      loaded = try DocumentLoader().load(source)
    } catch {
      FileHandle.standardError.write(Data("listtui: \(error)\n".utf8))
      throw ExitCode(error.exitStatus)
    }
    let start = try startRoutes(in: loaded.document, name: source.displayName)
    let theme = TerminalEnvironment.wantsColor ? Theme.color : Theme.monochrome
    if dump {
      let shell = AppShell(
        document: loaded.document, warnings: loaded.warnings, start: start, theme: theme,
        size: size.size)
      for warning in loaded.warnings {
        FileHandle.standardError.write(
          Data("listtui: \(source.displayName): warning: \(warning)\n".utf8))
      }
      print(DumpRunner.run(shell, keys: (try? Key.sequence(from: keys)) ?? [], size: size.size))
    } else {
      try Interactive.run(mouse: !noMouse) { size in
        AppShell(
          document: loaded.document, warnings: loaded.warnings, start: start, theme: theme,
          size: size)
      }
    }
  }

  /// Where the document comes from: a file, standard input, or the bundled demo.
  var documentSource: DocumentSource {
    switch file {
    case nil: .text(BundledResources.demoJSON, name: "demo.json (bundled)")
    case "-": .standardInput
    case let path?: .file(path: path)
    }
  }

  /// The screens to open: the feed, then a profile if asked for.
  func startRoutes(in document: Document, name: String) throws -> [Route] {
    guard screen == .profile || user != nil else { return [.feed] }
    guard let id = user.map({ UserID($0) }) ?? document.me else {
      throw ValidationError("--screen profile needs --user, as \(name) names no \"me\"")
    }
    guard document.user(id) != nil else {
      throw ValidationError("no user \(String(reflecting: id.rawValue)) in \(name)")
    }
    return [.feed, .profile(id)]
  }
}
