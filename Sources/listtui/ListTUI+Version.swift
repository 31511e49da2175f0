extension ListTUI {
  /// Why the arguments are a usage error for `--version`, if they are: it prints the version
  /// alone, so anything beside it is a mistake (`--version extra`), not to be passed over.
  ///
  /// `--help` (or `-h`) anywhere wins, as swift-argument-parser has it: `listtui feed.json
  /// --help` prints the help. After `--` an argument is a file's name, never `--version`.
  static func versionMisuse(in arguments: [String]) -> String? {
    let options = arguments.prefix { $0 != "--" }
    let helpNames: Set<String> = ["--help", "-h"]
    guard options.contains("--version"), !options.contains(where: helpNames.contains) else {
      return nil
    }
    guard let other = arguments.first(where: { $0 != "--version" }) else { return nil }
    return "--version takes no other argument, but was given \(quoted(other))"
  }
}
