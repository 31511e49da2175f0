import Foundation
import Testing

@Suite("Standard streams closed when listtui starts")
struct ClosedStandardStreamTests {
  /// Runs the binary through `sh -c` with `redirect` after it, ended after 20 seconds (exit
  /// 124) should it wait, and killed 5 seconds later should it not end then.
  private func run(_ arguments: [String], redirect: String) throws -> ListTUIProcess.Output {
    try ListTUIProcess.run(
      arguments,
      launcher: [
        "/usr/bin/timeout", "-k", "5", "20", "/bin/sh", "-c", #"exec "$0" "$@" "# + redirect,
      ])
  }

  @Test("`-` with standard input closed cannot open it (66), as with a write-only one")
  func closedStandardInput() throws {
    let closed = try run(["-", "--dump", "--size", "40x3"], redirect: "<&-")
    #expect(closed.status == 66)
    #expect(closed.stderr == "listtui: <stdin>: cannot open: Bad file descriptor\n")
    #expect(closed.stdout == "")
    let writeOnly = try run(["-", "--dump", "--size", "40x3"], redirect: "0>/dev/null")
    #expect(writeOnly.status == 66)
    #expect(writeOnly.stderr == closed.stderr)
  }

  @Test("A file opens with standard input closed; --dump with standard output closed exits 74")
  func closedOtherStreams() throws {
    let document = try ListTUIProcess.temporaryFile(
      #"{"users":[{"id":"u","nickname":"solo"}],"feed":[{"id":"f","user":"u","comment":"hi"}]}"#)
    let opened = try run([document, "--dump", "--size", "20x3"], redirect: "<&-")
    #expect(opened.status == 0)
    #expect(opened.stdout.contains("> solo"))
    let noOutput = try run([document, "--dump"], redirect: ">&-")
    #expect(noOutput.status == 74)
    #expect(
      noOutput.stderr
        == "listtui: cannot write the screen to standard output: Bad file descriptor\n")
  }
}
