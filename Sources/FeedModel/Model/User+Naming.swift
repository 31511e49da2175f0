extension User {
  /// Whether `name`, as a person types it (`--user`), names this user: its id or one of its
  /// ``aliases`` exactly, else its nickname or its address, whatever their case, with or
  /// without the address's first `@` (`alice`, `@bob@other.example`, `bob@other.example`).
  public func isNamed(_ name: String) -> Bool {
    if id.rawValue == name || aliases.contains(name) { return true }
    let bare = (name.hasPrefix("@") ? String(name.dropFirst()) : name).lowercased()
    if nickname.lowercased() == bare { return true }
    guard let address else { return false }
    return (address.hasPrefix("@") ? String(address.dropFirst()) : address).lowercased() == bare
  }
}
