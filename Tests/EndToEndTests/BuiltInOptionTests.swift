import Testing

@Suite("--version alone prints the version; --help anywhere prints the help")
struct BuiltInOptionTests {
  @Test(
    "--version with anything beside it is a usage error, said on one line",
    arguments: [
      (["--version", "extra"], "\"extra\""), (["feed.json", "--version"], "\"feed.json\""),
      (["--dump", "--version"], "\"--dump\""),
    ])
  func versionWithMore(arguments: [String], quoted: String) throws {
    let output = try ListTUIProcess.run(arguments)
    #expect(output.status == 64)
    #expect(output.stdout == "")
    #expect(
      output.stderr == "listtui: --version takes no other argument, but was given \(quoted)\n")
  }

  @Test("What it quotes is escaped, as every message is")
  func versionQuotesEscaped() throws {
    let output = try ListTUIProcess.run(["--version", "\u{1B}[2J"])
    #expect(output.status == 64)
    #expect(!output.stderr.contains("\u{1B}"))
    #expect(output.stderr.hasPrefix("listtui: --version takes no other argument, but was given "))
  }

  @Test("--version alone, or twice, prints the version and exits 0")
  func versionAlone() throws {
    for arguments in [["--version"], ["--version", "--version"]] {
      let output = try ListTUIProcess.run(arguments)
      #expect(output.status == 0 && output.stderr == "")
      #expect(output.stdout == "listtui 0.2.0\n")
    }
  }

  @Test(
    "--help wins wherever it is and whatever is beside it, as in swift-argument-parser",
    arguments: [["--help", "extra"], ["feed.json", "--dump", "--help"], ["--version", "--help"]])
  func helpWithMore(arguments: [String]) throws {
    let output = try ListTUIProcess.run(arguments)
    #expect(output.status == 0 && output.stderr == "")
    #expect(output.stdout.hasPrefix("OVERVIEW: "))
  }

  @Test("After --, `--version` is a file's name")
  func versionAfterTerminator() throws {
    let output = try ListTUIProcess.run(["--dump", "--", "--version"])
    #expect(output.status == 66)
    #expect(output.stderr.hasPrefix("listtui: --version: cannot open"))
  }
}
