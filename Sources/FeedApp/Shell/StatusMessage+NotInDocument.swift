extension StatusMessage {
  /// What Enter says on a line naming a post that is not in the document: its address, then
  /// shorter forms for narrow screens.
  ///
  /// `Not in this document: https://x.example/@bob/1`, `Not in this document`, `Not in
  /// document`, `Not here`.
  static func notInDocument(_ address: String) -> StatusMessage {
    StatusMessage(
      "Not in this document: \(address)", or: "Not in this document", "Not in document",
      "Not here")
  }
}
