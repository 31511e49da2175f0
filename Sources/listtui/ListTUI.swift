import ArgumentParser
import FeedApp
import FeedModel
import Foundation
import ListKit
import Render
import TextEscaping

/// `listtui`: browse a feed document or a Mastodon archive in the terminal.
@main
struct ListTUI: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "listtui",
    abstract: "Browse a feed document or a Mastodon archive in the terminal.",
    discussion: """
      With no FILE, opens the bundled demo document. Arrow keys (or j/k) move, Enter opens, \
      Esc goes back, / filters the feed, ! lists the warnings, ? lists every key and q quits.

      Exit status: 0 success, 64 usage error, 65 bad data, 66 input or terminal cannot be \
      opened, 74 output cannot be written; a signal ends it with 128 + its number, after the \
      terminal is restored.
      """,
    version: "listtui 0.2.0")

  @Argument(
    help: ArgumentHelp(
      "A listtui JSON document, a Mastodon archive (zip, tar.gz or folder), its outbox.json, a JSON array of Mastodon statuses, or - for standard input.",
      valueName: "file"))
  var file: String?

  @Option(help: "The screen to start on: feed or profile (of --user, else of \"me\").")
  var screen: StartScreen?

  @Option(
    help: ArgumentHelp(
      "Start on this user's profile: an id, a nickname or an address (bob@example.social); a saved timeline of API statuses is taken to be theirs.",
      valueName: "user"))
  var user: String?

  @Flag(help: "Print the screen as plain text and exit, without a terminal.")
  var dump = false

  @Option(help: ArgumentHelp("The screen size for --dump, 1 to 1000 each way.", valueName: "WxH"))
  var size: ScreenSize?

  @Option(
    help: ArgumentHelp(
      "Keys to press before --dump prints, in vim notation: jj<Enter>, <Down>, <C-d>.",
      valueName: "keys"))
  var keys: String?

  @Flag(help: "Do not use the mouse, so the terminal can select text.")
  var noMouse = false

  @Flag(help: "Draw no pictures: name each on a line of its own.")
  var noImages = false

  /// Parses the arguments as the system gave them, so that a path that is not UTF-8 is opened
  /// by its bytes (see `String(decodingPath:)`): `CommandLine.arguments` would have replaced
  /// them with U+FFFD.
  static func main() async {
    holdClosedStandardStreams()
    let arguments = (1..<Int(CommandLine.argc)).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return "" }
      let bytes = UnsafeBufferPointer(start: argument, count: strlen(argument))
      return String(decodingPath: bytes.lazy.map { UInt8(bitPattern: $0) })
    }
    if let misuse = versionMisuse(in: arguments) {
      complain(misuse)
      Self.exit(withError: ExitCode(64))
    }
    do {
      var command = try parseAsRoot(arguments)
      if var command = command as? AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
    } catch {
      // `--help` and `--version` are written here, so that a failed write is an error (74),
      // as `--dump`'s is; the parser's own print would exit 0 having written nothing.
      let message = fullMessage(for: error)
      let code = exitCode(for: error)
      if code == .success, !message.isEmpty {
        guard let reason = writeAll(message + "\n", to: STDOUT_FILENO) else { Self.exit() }
        complain("cannot write to standard output: \(reason)")
        Self.exit(withError: ExitCode(74))
      }
      // A usage error quotes what was typed (`--size $'\e[2J'`): escaped, as every message is.
      if !message.isEmpty { _ = writeAll(Self.escapedLines(message) + "\n", to: STDERR_FILENO) }
      Self.exit(withError: code)
    }
  }

  func validate() throws {
    if !dump, keys != nil { throw ValidationError("--keys needs --dump") }
    if !dump, size != nil { throw ValidationError("--size needs --dump") }
    if screen == .feed, user != nil {
      throw ValidationError("--user opens a profile: use it without --screen feed")
    }
    do {
      _ = try Key.sequence(from: keys ?? "")
    } catch {
      throw ValidationError("--keys: \(error)")
    }
  }

  /// Prints a screen with `--dump`; else runs in the terminal, on the main actor, which the
  /// terminal loop leaves free while it waits for a key.
  @MainActor
  func run() async throws {
    if dump {
      try runDump()
    } else {
      try await runInteractive()
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

  /// ``documentSource`` with a folder resolved to the export in it (see
  /// `DocumentLoader.resolve(_:)`); says why and exits 65 when there is none, or several.
  func resolvedDocumentSource() throws -> DocumentSource {
    do {
      return try DocumentLoader.resolve(documentSource)
    } catch {
      Self.complain("\(error)")
      throw ExitCode(error.exitStatus)
    }
  }

  /// Where the pictures come from: the bundled ones for the demo, else the document's own.
  var mediaSource: (any MediaSource)? { file == nil ? BundledMediaSource() : nil }

  /// Whether a profile is asked for.
  var wantsProfile: Bool { screen == .profile || user != nil }

  /// The screens to open in a document: the feed, then a profile if asked for.
  ///
  /// Without `--user`, the profile is of `me`: one the document does not name, or names as a
  /// user it does not hold (which its warning about `me` says), needs `--user`.
  func startRoutes(in snapshot: DocumentSnapshot, name: String) throws -> [Route] {
    guard wantsProfile else { return [.feed] }
    guard let id = try profileID(in: snapshot.document, name: name) else {
      if let unknown = snapshot.warnings.first(where: { $0.place == "me" }) {
        throw Self.lookupFailure("--screen profile needs --user, as \(name): \(unknown)")
      }
      throw Self.lookupFailure("--screen profile needs --user, as \(name) names no \"me\"")
    }
    return [.feed, .profile(id)]
  }

  /// The user asked for, by id (or another name its source gives it, such as an API account's
  /// id or profile address), else by nickname, else by address as the app shows it
  /// (`@bob@other.example`, with or without its first `@`), else by either as the screen
  /// draws it (controls as symbols, bidi overrides left out), or "me".
  func profileID(in document: Document, name: String) throws -> UserID? {
    guard let user else { return document.me }
    if document.user(UserID(user)) != nil { return UserID(user) }
    if let match = document.users.first(where: { $0.aliases.contains(user) }) { return match.id }
    let nickname = user.hasPrefix("@") ? String(user.dropFirst()) : user
    let named = document.users.filter { $0.nickname == nickname }
    if named.count > 1 {
      // One name on several servers: the one on the browsing user's own server, as a plain
      // name means there; else the address must say which.
      func host(_ user: User?) -> Substring? { user?.address?.split(separator: "@").last }
      let home = host(document.me.flatMap(document.user))
      let local = named.filter { home != nil && host($0) == home }
      if local.count == 1 { return local[0].id }
      let addresses = named.map { $0.address.map(Self.shownAddress) ?? $0.id.rawValue }
        .joined(separator: ", ")
      throw Self.lookupFailure(
        "\(Self.quoted(user)) names \(named.count) users in \(name): \(addresses); "
          + "give the address")
    }
    if let match = named.first { return match.id }
    if let match = document.users.first(where: {
      $0.nickname.lowercased() == nickname.lowercased()
    }) {
      return match.id
    }
    // Addresses are told apart whatever their case, as the fediverse does, and written with
    // or without their first @, in the document as on the command line.
    let address = Self.shownAddress(nickname).lowercased()
    if let match = document.users.first(where: {
      $0.address.map { Self.shownAddress($0).lowercased() } == address
    }) {
      return match.id
    }
    // Last, as the screen shows them: a name or an address holding controls, which the screen
    // draws as symbols or leaves out (bidi overrides), is found by what was copied from it.
    let shown = nickname.sanitizedForTerminal.lowercased()
    let shownAsAddress = Self.shownAddress(shown)
    if let match = document.users.first(where: {
      $0.nickname.sanitizedForTerminal.lowercased() == shown
        || $0.address.map { Self.shownAddress($0.sanitizedForTerminal).lowercased() }
          == shownAsAddress
    }) {
      return match.id
    }
    throw Self.lookupFailure(
      "no user with the id, nickname or address \(Self.quoted(user)) in \(name)")
  }

  /// Says why a value an option names is not in the document, as every other error is said,
  /// on one line (not as a usage error, with the whole usage after it), and gives the usage
  /// error's status, 64.
  static func lookupFailure(_ message: String) -> ExitCode {
    complain(message)
    return ExitCode(64)
  }

  /// A value typed on the command line, in quotes, escaped as messages escape text.
  static func quoted(_ value: String) -> String {
    "\"" + value.escapedForMessage(quotes: true) + "\""
  }

  /// An address as the app shows it, with its first `@`: `@bob@x.example` for `bob@x.example`.
  static func shownAddress(_ address: String) -> String {
    address.hasPrefix("@") ? address : "@" + address
  }

  /// Writes a line to standard error, as far as it can be written: a closed or full standard
  /// error (`2>&-`, `2>/dev/full`) loses the message, never the exit status.
  ///
  /// `FileHandle.write` traps on a failed write on Linux; `write(2)` reports it.
  ///
  /// Text from an input (a name, an address, a path, `TERM`) is escaped here, whatever the
  /// caller did: nothing in a message can drive the terminal.
  static func complain(_ message: String) {
    _ = writeAll("listtui: \(escapedLines(message))\n", to: STDERR_FILENO)
  }

  /// A message with its lines' control and format characters escaped (`\u001B`), its line
  /// breaks kept.
  static func escapedLines(_ message: String) -> String {
    message.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).escapedForMessage(quotes: false) }.joined(separator: "\n")
  }

  /// Writes all of a text to a file descriptor, again after a partial write or a signal;
  /// returns nil, or why it could not.
  static func writeAll(_ text: String, to descriptor: Int32) -> String? {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes = bytes.dropFirst(count)
      } else if count < 0, errno == EINTR {
        continue
      } else {
        return count < 0 ? String(cString: strerror(errno)) : "nothing was written"
      }
    }
    return nil
  }
}
