import Foundation
import Testing

@Suite("The command line's options: what they accept, what they refuse, and standard input")
struct OptionTests {
  @Test(
    "Options that only make sense together, or contradict each other, are usage errors (64)",
    arguments: [
      (["--keys", "j"], "--keys needs --dump"),
      (["--size", "40x12"], "--size needs --dump"),
      (["--screen", "feed", "--user", "u2", "--dump"], "--user opens a profile"),
      (["--dump", "--size", "40"], "--size"),
      (["--dump", "--keys", "<Nope>"], "unknown key <Nope>"),
    ])
  func usageErrors(_ arguments: [String], _ message: String) throws {
    let output = try ListTUIProcess.run([ListTUIProcess.fixture("polish.json")] + arguments)
    #expect(output.status == 64)
    #expect(output.stderr.contains(message), "\(output.stderr)")
    #expect(output.stdout.isEmpty)
  }

  @Test("--user takes a nickname as well as an id; an unknown one is named")
  func userByNickname() throws {
    let byNickname = try ListTUIProcess.run([
      ListTUIProcess.fixture("polish.json"), "--user", "ainame", "--dump", "--size", "40x4",
    ])
    let byID = try ListTUIProcess.run([
      ListTUIProcess.fixture("polish.json"), "--user", "u2", "--dump", "--size", "40x4",
    ])
    #expect(byNickname.status == 0)
    #expect(byNickname.stdout == byID.stdout)
    #expect(byNickname.stdout.hasPrefix("polish.json › Feed › ainame"))
    let unknown = try ListTUIProcess.run([
      ListTUIProcess.fixture("polish.json"), "--user", "nobody", "--dump",
    ])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains(#"no user with the id, nickname or address "nobody""#))
  }

  @Test(
    "--user takes an address as the app shows it, with or without its first @, in any case",
    arguments: ["bob@other.example", "@bob@other.example", "@Bob@OTHER.example"])
  func userByAddress(_ user: String) throws {
    let document = try ListTUIProcess.temporaryFile(
      #"{"users":[{"id":"u1","nickname":"bob","address":"@bob@one.example"},"#
        + #"{"id":"u2","nickname":"bob","fullName":"Bob Two","address":"@bob@other.example"}],"#
        + #""feed":[]}"#)
    let output = try ListTUIProcess.run([document, "--user", user, "--dump", "--size", "40x6"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.hasPrefix("doc.json › Feed › bob"))
    #expect(output.stdout.contains("Bob Two"))
    let other = try ListTUIProcess.run([
      document, "--user", "bob@third.example", "--dump",
    ])
    #expect(other.status == 64)
  }

  @Test("A nickname on two servers names the one on the browsing user's server, else is refused")
  func ambiguousNickname() throws {
    let users =
      #"{"id":"u1","nickname":"bob","address":"@bob@one.example"},"#
      + #"{"id":"u2","nickname":"bob","fullName":"Bob Two","address":"@bob@other.example"}"#
    let noMe = try ListTUIProcess.temporaryFile(#"{"users":[\#(users)],"feed":[]}"#)
    let ambiguous = try ListTUIProcess.run([noMe, "--user", "bob", "--dump"])
    #expect(ambiguous.status == 64)
    #expect(ambiguous.stderr.contains(#""bob" names 2 users in "#), "\(ambiguous.stderr)")
    #expect(ambiguous.stderr.contains("@bob@one.example, @bob@other.example; give the address"))
    let withMe = try ListTUIProcess.temporaryFile(
      #"{"me":"u3","users":[\#(users),{"id":"u3","nickname":"me","address":"@me@other.example"}],"#
        + #""feed":[]}"#)
    let local = try ListTUIProcess.run([withMe, "--user", "bob", "--dump", "--size", "40x6"])
    #expect(local.status == 0, "\(local.stderr)")
    #expect(local.stdout.contains("Bob Two"))
  }

  @Test(
    "--user takes an API account's id and profile addresses in a list of statuses",
    arguments: [
      ("100", "zoe"), ("https://one.example/@zoe", "zoe"), ("https://one.example/users/zoe", "zoe"),
      ("200", "bob"), ("https://two.example/users/bob", "bob"),
    ])
  func userByAlias(_ user: String, nickname: String) throws {
    let zoe =
      #"{"id":"100","username":"zoe","acct":"zoe","display_name":"Zoë","#
      + #""url":"https://one.example/@zoe","uri":"https://one.example/users/zoe"}"#
    // Bob is met first as a mention, without his URI, then as an account with it.
    let bob =
      #""id":"200","username":"bob","acct":"bob@two.example","url":"https://two.example/@bob""#
    let statuses = try ListTUIProcess.temporaryFile(
      #"[{"id":"2","created_at":"2024-03-02T10:00:00Z","content":"<p>hi</p>","account":\#(zoe),"#
        + #""mentions":[{\#(bob)}]},"#
        + #"{"id":"1","created_at":"2024-03-01T10:00:00Z","content":"<p>yo</p>","#
        + #""account":{\#(bob),"display_name":"Bob","uri":"https://two.example/users/bob"}}]"#,
      name: "statuses.json")
    let output = try ListTUIProcess.run([statuses, "--user", user, "--dump", "--size", "40x6"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.hasPrefix("statuses.json › Feed › \(nickname)"), "\(output.stdout)")
  }

  @Test("`listtui -` on a terminal says it is waiting for a document, then opens what is typed")
  func standardInputFromTerminal() async throws {
    let app = try await ListTUISession(arguments: ["-"], waitForScreen: false)
    defer { app.close() }
    let waiting = try await app.tmux.wait {
      try app.screen().first == "listtui: waiting for a document on standard input (end it with ^D)"
    }
    let before = try app.screen().joined(separator: "\n")
    #expect(waiting, "\(before)")
    try app.tmux.sendLiteral(
      #"{"users":[{"id":"u","nickname":"solo"}],"feed":[{"id":"f","user":"u","comment":"typed"}]}"#)
    try app.tmux.sendKeys("Enter", "C-d")
    let opened = try await app.tmux.wait {
      try texts(app.screen()).prefix(3) == [
        "<stdin> › Feed                                                            ? help",
        "> solo", "  typed",
      ]
    }
    let after = try app.screen().joined(separator: "\n")
    #expect(opened, "\(after)")
    try app.tmux.sendKeys("q")
    #expect(try await app.exitStatus() == 0)
  }
}
