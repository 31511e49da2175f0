import Foundation
import Testing

/// Mastodon REST API answers other than an array of statuses, given as they were saved.
@Suite("Mastodon REST answers: a status, search results, notifications, errors")
struct RESTAnswerTests {
  static let account =
    #"{"id":"9","username":"alice","acct":"alice@x.example","display_name":"Alice"}"#
  static let status =
    #"{"id":"1","created_at":"2024-03-10T12:00:00.000Z","account":"# + account
    + #","content":"<p>one status</p>","visibility":"public"}"#
  /// The same status, its members in another order: `account` first.
  static let statusSorted =
    #"{"account":"# + account
    + #","content":"<p>one status</p>","created_at":"2024-03-10T12:00:00.000Z","id":"1","visibility":"public"}"#
  static let notification =
    #"{"id":"5","type":"mention","created_at":"2024-03-10T12:00:00.000Z","account":"# + account
    + #","status":"# + status + "}"

  /// The screen of a feed of the one status, past its author's profile summary.
  static let screen = """
    doc.json › Feed                   ? help

    > Alice · 2024-03-10 12:00 UTC
      one status                           ┃
                                           ┃
     2/2 entry

    """

  /// Runs the binary on a file holding `document` with --dump at 40x6, after `j`.
  private func dump(_ document: String) throws -> (ListTUIProcess.Output, String) {
    let path = try ListTUIProcess.temporaryFile(document)
    return (try ListTUIProcess.run([path, "--dump", "--size", "40x6", "--keys", "j"]), path)
  }

  @Test(
    "A list of notifications, grouped notifications or a notification is refused (65), saying what it is and how to get its statuses",
    arguments: [
      (
        "[" + notification + "]",
        "statuses[0].type: a list of notifications (GET /api/v1/notifications), not of "
          + "statuses: take out the statuses they are about first: jq '[.[].status | select(.)]'"
      ),
      (
        #"{"accounts":["# + account + #"],"statuses":["# + status
          + #"],"notification_groups":[{"group_key":"ungrouped-5","type":"mention"}]}"#,
        "grouped notifications (GET /api/v2/notifications), not a list of statuses: "
          + "to open the statuses they are about: jq .statuses"
      ),
      (
        notification,
        "a notification (GET /api/v1/notifications/:id), not a status: "
          + "to open the status it is about: jq '[.status | select(.)]'"
      ),
    ])
  func refused(document: String, message: String) throws {
    let (output, path) = try dump(document)
    #expect(output.status == 65)
    #expect(output.stderr == "listtui: \(path): \(message)\n")
    #expect(output.stdout == "")
  }

  @Test(
    "A status and its thread's context piped one after the other (cat status.json context.json | listtui -) open as one thread"
  )
  func statusAndContext() throws {
    let parent = Self.status.replacingOccurrences(of: #""id":"1""#, with: #""id":"0""#)
      .replacingOccurrences(of: "12:00:00", with: "11:00:00")
      .replacingOccurrences(of: "one status", with: "the question")
    let asked = Self.status.replacingOccurrences(
      of: #""content""#, with: #""in_reply_to_id":"0","content""#)
    let reply = Self.status.replacingOccurrences(of: #""id":"1""#, with: #""id":"2""#)
      .replacingOccurrences(of: "12:00:00", with: "13:00:00")
      .replacingOccurrences(of: "one status", with: "the reply")
      .replacingOccurrences(of: #""content""#, with: #""in_reply_to_id":"1","content""#)
    let context = #"{"ancestors":["# + parent + #"],"descendants":["# + reply + "]}"
    let whole = try ListTUIProcess.run(
      ["-", "--dump", "--size", "40x8", "--keys", "j<Enter>"],
      input: asked + "\n" + context + "\n")
    #expect(whole.status == 0)
    #expect(whole.stderr == "")
    #expect(
      whole.stdout == """
        <stdin> › Feed › Entry by alice   ? help
        > alice · Alice · @alice@x.example     ┃
                                               ┃
          ↩ in reply to @alice@x.example       ┃
          Enter opens it                       ┃
            one status

         1/4 author

        """)
    // Alone, the reply answers a post not in the input, and a warning says which is missing.
    let alone = try ListTUIProcess.run(
      ["-", "--dump", "--size", "40x12", "--keys", "j<Enter>"], input: context)
    #expect(alone.status == 0)
    #expect(
      alone.stderr
        == "listtui: <stdin>: warning: a thread's context (GET /api/v1/statuses/:id/context) "
        + "without the status it was asked about, which its replies answer: to show it, give it "
        + "first (cat status.json context.json | listtui -)\n")
    #expect(
      alone.stdout == """
        <stdin> › Feed › Entry by alice   ? help
        > alice · Alice · @alice@x.example

          ↩ in reply to a post
          not in this document

          the reply

          Posted 2024-03-10 13:00 UTC


         1/4 author                 ⚠ 1 warning

        """)
  }

  @Test(
    "A timeline of two authors has no owner on top; --user names the owner, whose profile opens over the feed"
  )
  func ownerOption() throws {
    let bob = Self.status.replacingOccurrences(of: #""id":"1""#, with: #""id":"2""#)
      .replacingOccurrences(
        of: #""id":"9","username":"alice""#, with: #""id":"8","username":"bob""#
      )
      .replacingOccurrences(of: "alice@x.example", with: "bob@x.example")
      .replacingOccurrences(of: #""display_name":"Alice""#, with: #""display_name":"Bob""#)
      .replacingOccurrences(of: "12:00:00", with: "13:00:00")
    let path = try ListTUIProcess.temporaryFile("[" + bob + "," + Self.status + "]")
    let nobody = try ListTUIProcess.run([path, "--dump", "--size", "40x6"])
    #expect(nobody.status == 0)
    #expect(
      nobody.stdout == """
        doc.json › Feed                   ? help
        > Bob · 2024-03-10 13:00 UTC           ┃
          one status                           ┃

          Alice · 2024-03-10 12:00 UTC
         1/2 entry

        """)
    let alice = try ListTUIProcess.run(
      [path, "--dump", "--size", "40x8", "--user", "alice@x.example", "--keys", "<Esc>"])
    #expect(alice.status == 0)
    #expect(alice.stderr == "")
    #expect(
      alice.stdout == """
        doc.json › Feed                   ? help
        > alice · Alice                        ┃
                                               ┃
                                               ┃
          Bob · 2024-03-10 13:00 UTC           ┃
          one status

         1/3 profile summary

        """)
  }

  @Test("A server's error body says the server's error, escaped, whatever the order of its members")
  func serverError() throws {
    for document in [
      #"{"error":"The access token is invalid"}"#,
      #"{"error":"The access token is invalid","error_description":"\u001B[31mred"}"#,
      #"{"error_description":"x","error":"The access token is invalid"}"#,
    ] {
      let output = try ListTUIProcess.run(["-", "--dump"], input: document)
      #expect(output.status == 65)
      #expect(
        output.stderr.hasPrefix(
          #"listtui: <stdin>: the server answered with an error: "The access token is invalid""#),
        "\(output.stderr)")
      #expect(!output.stderr.contains("\u{1B}"))
    }
    let described = try ListTUIProcess.run(
      ["-", "--dump"], input: #"{"error":"e","error_description":"\u001B[31mred"}"#)
    #expect(
      described.stderr
        == #"listtui: <stdin>: the server answered with an error: "e" ("\u001B[31mred")"# + "\n")
  }

  @Test("A single status opens as a feed of one, whatever the order of its members")
  func singleStatus() throws {
    for document in [Self.status, Self.statusSorted] {
      let (output, _) = try dump(document)
      #expect(output.status == 0)
      #expect(output.stderr == "")
      #expect(output.stdout == Self.screen)
    }
  }

  @Test(
    "The statuses of search results or of {\"statuses\": […]} open as a list of statuses; the accounts and hashtags left out are warned of"
  )
  func statusesMember() throws {
    let (output, _) = try dump(#"{"statuses":["# + Self.status + "]}")
    #expect(output.status == 0)
    #expect(output.stderr == "")
    #expect(output.stdout == Self.screen)
    let (search, path) = try dump(
      #"{"accounts":["# + Self.account + #"],"statuses":["# + Self.status + #"],"hashtags":[]}"#)
    #expect(search.status == 0)
    #expect(
      search.stderr
        == "listtui: \(path): warning: 1 account is not shown: listtui shows statuses\n")
    #expect(
      search.stdout
        == Self.screen.replacingOccurrences(
          of: " 2/2 entry\n", with: " 2/2 entry                  ⚠ 1 warning\n"))
  }

  @Test(
    "Pages of statuses, or statuses a line each (jq -c '.[]'), saved one after another open as one list"
  )
  func severalValues() throws {
    let older = Self.status.replacingOccurrences(of: #""id":"1""#, with: #""id":"2""#)
      .replacingOccurrences(of: "2024-03-10", with: "2024-03-09")
      .replacingOccurrences(of: "one status", with: "an older one")
    for document in [
      "[" + Self.status + "]\n[" + older + "]\n", Self.status + "\n" + older + "\n",
    ] {
      let path = try ListTUIProcess.temporaryFile(document)
      let output = try ListTUIProcess.run([path, "--dump", "--size", "40x8", "--keys", "jj"])
      #expect(output.status == 0)
      #expect(output.stderr == "")
      #expect(
        output.stdout == """
          doc.json › Feed                   ? help
            Alice · 2024-03-10 12:00 UTC
            one status
                                                 ┃
          > Alice · 2024-03-09 12:00 UTC         ┃
            an older one                         ┃
                                                 ┃
           3/3 entry

          """)
    }
  }

  @Test("A server's error after the statuses is refused (65), naming its line")
  func errorAfterStatuses() throws {
    let (output, path) = try dump("[" + Self.status + "]\n" + #"{"error":"Too many requests"}"#)
    #expect(output.status == 65)
    #expect(
      output.stderr
        == "listtui: \(path): line 2: after the statuses, the server answered with an error: "
        + "\"Too many requests\"\n")
  }

  @Test("Gzipped JSON opens from a file, standard input redirected from it, or a pipe")
  func gzippedJSON() throws {
    let path = try ListTUIProcess.temporaryFile("[" + Self.status + "]")
    let options = #" --dump --size 40x6 --keys j"#
    let file = try ListTUIProcess.run(
      [path],
      launcher: ["/bin/sh", "-c", #"gzip -c < "$1" > "$1.gz" && exec "$0" "$1.gz""# + options])
    #expect(file.status == 0, "\(file.stderr)")
    #expect(
      file.stdout == """
        doc.json.gz › Feed                ? help

        > Alice · 2024-03-10 12:00 UTC
          one status                           ┃
                                               ┃
         2/2 entry

        """)
    for command in [
      #"gzip -c < "$1" > "$1.gz" && exec "$0" - < "$1.gz""#, #"gzip -c < "$1" | "$0" -"#,
    ] {
      let standardInput = try ListTUIProcess.run(
        [path], launcher: ["/bin/sh", "-c", command + options])
      #expect(standardInput.status == 0, "\(command): \(standardInput.stderr)")
      #expect(
        standardInput.stdout == """
          <stdin> › Feed                    ? help

          > Alice · 2024-03-10 12:00 UTC
            one status                           ┃
                                                 ┃
           2/2 entry

          """, "\(command)")
    }
  }

  @Test("Gzipped JSON cut short, or malformed inside, says where (65)")
  func brokenGzippedJSON() throws {
    let path = try ListTUIProcess.temporaryFile(
      "[" + Self.status + "]\n" + #"{"error":"Too many"}"#)
    let malformed = try ListTUIProcess.run(
      [path], launcher: ["/bin/sh", "-c", #"gzip -c < "$1" > "$1.gz" && exec "$0" "$1.gz" --dump"#])
    #expect(malformed.status == 65)
    #expect(
      malformed.stderr
        == "listtui: \(path).gz (inflated): line 2: after the statuses, the server answered with "
        + "an error: \"Too many\"\n")
    let cut = try ListTUIProcess.run(
      [path],
      launcher: [
        "/bin/sh", "-c", #"gzip -c < "$1" | head -c 60 > "$1.gz" && exec "$0" "$1.gz" --dump"#,
      ])
    #expect(cut.status == 65)
    #expect(
      cut.stderr
        == "listtui: \(path).gz: truncated gzip data (it ends at compressed byte 60, inside a member)\n"
    )
  }

}
