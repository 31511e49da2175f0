extension StatusMessage {
  /// What Enter says on a line naming a post that is not in the document: its address, then
  /// shorter forms for narrow screens.
  ///
  /// `Not in this document: https://x.example/@bob/1`, `Not in this document`, `Not in
  /// document`, `Not here`; with no address (a document's reply that names only an entry),
  /// the forms without one.
  static func notInDocument(_ address: String) -> StatusMessage {
    guard !address.trimmingSpaces.isEmpty else {
      return StatusMessage("Not in this document", or: "Not in document", "Not here")
    }
    return StatusMessage(
      "Not in this document: \(address)", or: "Not in this document", "Not in document",
      "Not here")
  }
}
