import Foundation
import Testing

@Suite("--user and --screen profile in a document's own terms: its addresses and its me")
struct UserOptionTests {
  @Test(
    "An address the document writes without its first @ is found with or without one, in any case",
    arguments: ["bob@x.example", "@bob@x.example", "BOB@X.example"])
  func addressWrittenWithoutAt(_ user: String) throws {
    let document = try ListTUIProcess.temporaryFile(
      #"{"users":[{"id":"u1","nickname":"bob","fullName":"Bob X","address":"bob@x.example"},"#
        + #"{"id":"u2","nickname":"bob","fullName":"Bob Y","address":"@bob@y.example"}],"#
        + #""feed":[]}"#)
    let output = try ListTUIProcess.run([document, "--user", user, "--dump", "--size", "40x6"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("Bob X"), "\(output.stdout)")
  }

  @Test(
    "A nickname or address holding a bidi override is found as the screen shows it",
    arguments: ["bob@x.example", "@BOB@x.example", "bob"])
  func bidiOverride(_ user: String) throws {
    let document = try ListTUIProcess.temporaryFile(
      #"{"users":[{"id":"u1","nickname":"b\u202Eob","fullName":"Bob X","#
        + #""address":"b\u202Eob@x.example"},{"id":"u2","nickname":"ann"}],"feed":[]}"#)
    let output = try ListTUIProcess.run([document, "--user", user, "--dump", "--size", "40x6"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("Bob X"), "\(output.stdout)")
  }

  @Test("A nickname on two servers is refused with both addresses as the app shows them")
  func ambiguousNicknameListsAddresses() throws {
    let document = try ListTUIProcess.temporaryFile(
      #"{"users":[{"id":"u1","nickname":"bob","address":"bob@x.example"},"#
        + #"{"id":"u2","nickname":"bob","address":"@bob@y.example"}],"feed":[]}"#)
    let output = try ListTUIProcess.run([document, "--user", "bob", "--dump"])
    #expect(output.status == 64)
    #expect(
      output.stderr.hasPrefix(
        #"listtui: "bob" names 2 users in \#(document): @bob@x.example, @bob@y.example; "#
          + "give the address\n"),
      "\(output.stderr)")
  }

  @Test("--screen profile with a me that names no user says so, as the warning about it does")
  func unknownMe() throws {
    let document = try ListTUIProcess.temporaryFile(#"{"me":"u9"}"#)
    let output = try ListTUIProcess.run([document, "--screen", "profile", "--dump"])
    #expect(output.status == 64)
    #expect(
      output.stderr.hasPrefix(
        #"listtui: --screen profile needs --user, as \#(document): me: unknown user "u9"; ignored"#
          + "\n"),
      "\(output.stderr)")
  }
}
