import Foundation
import Testing

@Suite("The listtui binary without a terminal: --dump, exit statuses and bad data")
struct CommandLineTests {
  @Test("--dump prints the screen at a size after the keys, as plain text")
  func dumpAfterKeys() throws {
    let output = try ListTUIProcess.run([
      ListTUIProcess.fixture("screens.json"), "--dump", "--size", "40x6", "--keys",
      "j<Right><Right>",
    ])
    #expect(output.status == 0)
    #expect(output.stderr == "")
    #expect(
      output.stdout == """
        screens.json › Feed               ? help
                                               ┃
          History 3
        >  はるママ  ainame [taro]

         2/7 history

        """)
    #expect(!output.stdout.contains("\u{1B}"))
  }

  @Test("--dump whose screen cannot be written (a full disk) says so and exits 74")
  func dumpToFullDisk() throws {
    let output = try ListTUIProcess.run(
      ["--dump"], launcher: ["/bin/sh", "-c", #"exec "$0" "$@" > /dev/full"#])
    #expect(output.status == 74)
    #expect(
      output.stderr
        == "listtui: cannot write the screen to standard output: No space left on device\n")
  }

  @Test(
    "--help and --version that cannot be written (a full disk) say so and exit 74",
    arguments: ["--help", "--version"])
  func helpToFullDisk(option: String) throws {
    let output = try ListTUIProcess.run(
      [option], launcher: ["/bin/sh", "-c", #"exec "$0" "$@" > /dev/full"#])
    #expect(output.status == 74)
    #expect(output.stderr == "listtui: cannot write to standard output: No space left on device\n")
    let written = try ListTUIProcess.run([option])
    #expect(written.status == 0 && written.stderr == "")
    #expect(written.stdout.hasPrefix(option == "--help" ? "OVERVIEW: " : "listtui "))
  }

  @Test("A message that cannot be written (standard error full or closed) keeps the exit status")
  func complainToFullDisk() throws {
    // A document with a warning, which --dump writes to standard error.
    let document = try ListTUIProcess.temporaryFile(
      #"{"users":[{"id":"u","nickname":"n"}],"feed":[{"id":"a","user":"u","comment":"x","mentions":["zz"]}]}"#
    )
    for redirect in ["2>/dev/full", "2>&-"] {
      let launcher = ["/bin/sh", "-c", #"exec "$0" "$@" "# + redirect]
      #expect(try ListTUIProcess.run(["/nonexistent.json"], launcher: launcher).status == 66)
      let warned = try ListTUIProcess.run([document, "--dump"], launcher: launcher)
      #expect(warned.status == 0 && warned.stdout.contains("> n"), "\(warned.stdout)")
    }
  }

  @Test("With no file, --dump shows the bundled demo's feed")
  func bundledDemo() throws {
    let output = try ListTUIProcess.run(["--dump"])
    #expect(output.status == 0)
    let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 24)
    #expect(lines.first?.hasPrefix("demo.json (bundled) › Feed") == true)
    #expect(lines.last?.hasPrefix(" 1/") == true)
  }

  @Test("`-` reads the document from standard input")
  func standardInput() throws {
    let document =
      #"{"users":[{"id":"u","nickname":"solo"}],"feed":[{"id":"f","user":"u","comment":"from stdin"}]}"#
    let output = try ListTUIProcess.run(["-", "--dump", "--size", "30x4"], input: document)
    #expect(output.status == 0)
    #expect(
      output.stdout
        == "<stdin> › Feed          ? help\n> solo                       ┃\n  from stdin\n 1/1 entry · lines 1–2/3\n"
    )
  }

  @Test("Malformed JSON exits 65 naming the file, line and column")
  func malformed() throws {
    let path = try ListTUIProcess.temporaryFile(
      "{\n  \"feed\": [\n    {\"id\": \"f1\" \"user\": \"u1\"}\n  ]\n}\n")
    let output = try ListTUIProcess.run([path, "--dump"])
    #expect(output.status == 65)
    #expect(
      output.stderr
        == "listtui: \(path):3:17: malformed JSON: expected ',' or '}' after an object member\n")
    #expect(output.stdout == "")
  }

  @Test(
    "A wrong type or a missing field exits 65 naming the path",
    arguments: [
      (
        #"{"feed":[{"id":"a","user":"u","comment":"x"},{"id":"b","user":7,"comment":"y"}]}"#,
        "feed[1].user: expected a string, found a number"
      ),
      (#"{"users":[{"id":"u1"}]}"#, #"users[0]: missing required field "nickname""#),
      (
        #"{"promos":[{"id":"p","title":2}]}"#,
        "promos[0].title: expected a string, found a number"
      ),
      ("\"a string\"", "not a listtui document, Mastodon archive or list of statuses"),
      ("", "empty: no document to show"),
      (
        #"[{"id":"9abc","text":"hello","createdAt":"2024-01-01T00:00:00.000Z","visibility":"public"}]"#,
        "statuses[0].account: not a list of Mastodon statuses: its only element has no account"
      ),
    ])
  func invalid(document: String, message: String) throws {
    let path = try ListTUIProcess.temporaryFile(document)
    let output = try ListTUIProcess.run([path, "--dump"])
    #expect(output.status == 65)
    #expect(output.stderr == "listtui: \(path): \(message)\n")
  }

  @Test("An empty array is an empty list of statuses: it opens, saying so, and exits 0")
  func emptyArray() throws {
    let output = try ListTUIProcess.run(
      [try ListTUIProcess.temporaryFile("[]"), "--dump", "--size", "40x3"])
    #expect(output.status == 0)
    #expect(output.stderr == "")
    #expect(output.stdout.hasSuffix(" empty document\n"))
  }

  @Test("An input that cannot be opened exits 66")
  func cannotOpen() throws {
    let missing = try ListTUIProcess.run(["/nonexistent/feed.json", "--dump"])
    #expect(missing.status == 66)
    #expect(
      missing.stderr == "listtui: /nonexistent/feed.json: cannot open: No such file or directory\n")
    // A folder is read as an extracted Mastodon archive: one without an outbox is bad data.
    let folder = try ListTUIProcess.temporaryFile("{}", name: "not-an-archive.json")
    let directory = try ListTUIProcess.run([
      URL(fileURLWithPath: folder).deletingLastPathComponent().path, "--dump",
    ])
    #expect(directory.status == 65)
    #expect(
      directory.stderr.hasSuffix(
        ": no outbox.json in this folder, nor in a folder directly inside it\n"))
  }

  @Test(
    "Usage errors exit 64",
    arguments: [
      ["--bogus"], ["--dump", "--size", "0x5"], ["--dump", "--size", "wide"],
      ["--dump", "--keys", "<Nope>"], ["--dump", "--user", "nobody"], ["--screen", "sideways"],
    ])
  func usage(arguments: [String]) throws {
    let output = try ListTUIProcess.run(arguments)
    #expect(output.status == 64)
    // A value not in the document is said on one line, as other errors are; a malformed
    // option with the usage.
    if arguments.contains("--user") {
      #expect(output.stderr.hasPrefix("listtui: no user with") && !output.stderr.contains("Usage:"))
    } else {
      #expect(output.stderr.contains("Error:"))
    }
  }

  @Test("A mistake in --keys is a usage error that names it")
  func keysMistake() throws {
    let unclosed = try ListTUIProcess.run(["--dump", "--keys", "jj<Enter"])
    #expect(unclosed.status == 64)
    #expect(unclosed.stderr.contains("--keys: unclosed <Enter in key notation"))
    let control = try ListTUIProcess.run(["--dump", "--keys", "<C-ä>"])
    #expect(control.status == 64)
    #expect(control.stderr.contains("--keys: <C-ä> in key notation is no control chord"))
  }

  @Test("Recoverable problems load the rest, count warnings in the status line and list them")
  func warnings() throws {
    let document = """
      {"me":"u1","users":[{"id":"u1","nickname":"boo"},{"id":"u1","nickname":"again"}],
       "history":["u1","ghost"],
       "feed":[{"id":"f1","user":"u1","comment":"kept"},{"id":"f2","user":"u9","comment":"lost"}],
       "promos":[{"id":"p1","title":"Far","position":40}]}
      """
    let path = try ListTUIProcess.temporaryFile(document)
    let output = try ListTUIProcess.run([path, "--dump", "--size", "60x14"])
    #expect(output.status == 0)
    let warnings = output.stderr.split(separator: "\n")
    #expect(
      warnings
        == [
          #"listtui: \#(path): warning: users[1].id: duplicate user id "u1" (first at users[0]); dropped"#,
          #"listtui: \#(path): warning: history[1]: unknown user "ghost"; dropped"#,
          #"listtui: \#(path): warning: feed[1].user: unknown user "u9"; entry skipped"#,
          #"listtui: \#(path): warning: promos[0].position: position 40 is past the end of the feed (1 entry); placed at the end"#,
        ].map { Substring($0) })
    #expect(output.stdout.contains("  kept"))
    #expect(!output.stdout.contains("lost"))
    #expect(output.stdout.contains("★ Promo · Far"))
    #expect(output.stdout.split(separator: "\n").last?.hasSuffix("⚠ 4 warnings") == true)
  }

  @Test("Control and escape characters from the data are shown, never sent raw")
  func escapesAreVisible() throws {
    let document =
      #"{"users":[{"id":"u","nickname":"bad\u001b[31m"}],"feed":[{"id":"f","user":"u","comment":"bell\u0007 and\u009b csi"}]}"#
    let path = try ListTUIProcess.temporaryFile(document)
    let output = try ListTUIProcess.run([path, "--dump", "--size", "40x4"])
    #expect(output.status == 0)
    #expect(!output.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!output.stdout.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
    #expect(output.stdout.contains("bad␛[31m"))
    #expect(output.stdout.contains("bell␇ and� csi"))
  }

  @Test("Usage errors escape what they quote: addresses, the file's name, the values typed")
  func usageErrorsAreEscaped() throws {
    let document =
      #"{"users":[{"id":"u1","nickname":"bob","address":"bob@one\u001b]52;c;QUFB\u0007.example"},{"id":"u2","nickname":"bob","address":"bob@two\u001b[2J.example"}],"feed":[]}"#
    let path = try ListTUIProcess.temporaryFile(document, name: "evil\u{1B}]52;c;QUFB\u{7}.json")
    func isRaw(_ text: String) -> Bool {
      text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F }
    }
    let twins = try ListTUIProcess.run([path, "--user", "bob", "--dump"])
    #expect(twins.status == 64)
    #expect(!isRaw(twins.stderr), "\(twins.stderr.debugDescription)")
    #expect(twins.stderr.contains(#"@bob@one\u001B]52;c;QUFB\u0007.example"#))
    #expect(twins.stderr.contains(#"evil\u001B]52;c;QUFB\u0007.json"#))
    let unknown = try ListTUIProcess.run([path, "--user", "no\u{1B}[2Jbody", "--dump"])
    #expect(unknown.status == 64)
    #expect(!isRaw(unknown.stderr), "\(unknown.stderr.debugDescription)")
    #expect(unknown.stderr.contains(#""no\u001B[2Jbody""#), "\(unknown.stderr)")
    for arguments in [["--size", "\u{1B}[2J"], ["--screen", "\u{1B}[2J"], ["--\u{1B}[2J"]] {
      let typed = try ListTUIProcess.run(arguments + ["--dump"])
      #expect(typed.status == 64)
      #expect(!isRaw(typed.stderr), "\(arguments): \(typed.stderr.debugDescription)")
      #expect(typed.stderr.contains(#"\u001B[2J"#), "\(typed.stderr)")
    }
  }

  @Test(
    "A document in UTF-16 or UTF-32 says so and how to convert it",
    arguments: [
      ("UTF-16LE", [0xFF, 0xFE], String.Encoding.utf16LittleEndian),
      ("UTF-16BE", [0xFE, 0xFF], .utf16BigEndian), ("UTF-16LE", [], .utf16LittleEndian),
      ("UTF-32LE", [0xFF, 0xFE, 0x00, 0x00], .utf32LittleEndian),
    ] as [(String, [UInt8], String.Encoding)])
  func wideEncoding(name: String, mark: [UInt8], encoding: String.Encoding) throws {
    let text = #"{"users":[{"id":"u","nickname":"n"}],"feed":[]}"#
    let bytes = mark + Array(try #require(text.data(using: encoding)))
    let folder = FileManager.default.temporaryDirectory.appending(path: "listtui-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appending(path: "wide.json").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let output = try ListTUIProcess.run([path, "--dump"])
    #expect(output.status == 65)
    #expect(
      output.stderr
        == "listtui: \(path): written in \(name), not UTF-8: convert it first (iconv -f \(name) -t UTF-8)\n"
    )
  }

  @Test("The input file is only read, never written")
  func inputUntouched() throws {
    let text =
      #"{"users":[{"id":"u","nickname":"n"}],"feed":[{"id":"f","user":"u","comment":"c"}]}"#
    let path = try ListTUIProcess.temporaryFile(text)
    let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    _ = try ListTUIProcess.run([path, "--dump", "--keys", "jj<Enter>/x<Esc>q"])
    let after = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    #expect(before == after)
  }

  @Test("--help and --version work")
  func helpAndVersion() throws {
    let help = try ListTUIProcess.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: listtui"))
    #expect(help.stdout.contains("--dump"))
    let version = try ListTUIProcess.run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("listtui "))
  }
}
