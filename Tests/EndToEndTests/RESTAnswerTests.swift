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
    "A list of notifications, grouped notifications, a notification or a context is refused (65), saying what it is and how to get its statuses",
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
      (
        #"{"ancestors":["# + status + #"],"descendants":[]}"#,
        "a thread's context (GET /api/v1/statuses/:id/context), not a list of statuses: "
          + "to open the statuses before and after the one asked about: "
          + "jq '.ancestors + .descendants'"
      ),
    ])
  func refused(document: String, message: String) throws {
    let (output, path) = try dump(document)
    #expect(output.status == 65)
    #expect(output.stderr == "listtui: \(path): \(message)\n")
    #expect(output.stdout == "")
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

  @Test("The statuses of search results or of {\"statuses\": […]} open as a list of statuses")
  func statusesMember() throws {
    for document in [
      #"{"statuses":["# + Self.status + "]}",
      #"{"accounts":["# + Self.account + #"],"statuses":["# + Self.status + #"],"hashtags":[]}"#,
    ] {
      let (output, _) = try dump(document)
      #expect(output.status == 0)
      #expect(output.stdout == Self.screen)
    }
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
