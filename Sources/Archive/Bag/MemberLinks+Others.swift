extension MemberLinks {
  /// The names of an archive that are neither regular files nor links: its folders (listed,
  /// or implied by a member's name, as `a` and `a/b` by `a/b/c.png`), devices and fifos.
  ///
  /// The folders implied by names are gathered only once a link is found to lead to nothing,
  /// which is rare: most archives with links never pay for them.
  struct Others {
    private let listed: [String: SpecialMember.Kind]
    private let names: [String]
    private var implied: Set<String>?

    /// The others of an archive with `specialFiles`, whose regular files and links are named
    /// `names`.
    init(specialFiles: [SpecialMember], names: [String]) {
      var listed: [String: SpecialMember.Kind] = [:]
      for special in specialFiles { listed[special.name] = special.kind }
      self.listed = listed
      self.names = names
    }

    /// What `path` names when it is no regular file nor link: a folder, a device or a fifo;
    /// `nil` when it names nothing in the archive.
    mutating func kind(of path: String) -> SpecialMember.Kind? {
      var path = Substring(path)
      while path.hasSuffix("/") { path = path.dropLast() }
      guard !path.isEmpty else { return nil }
      if let kind = listed[String(path)] { return kind }
      if implied == nil { implied = Self.folders(of: names) }
      return implied?.contains(String(path)) == true ? .folder : nil
    }

    /// Every folder that `names` lie in, at any depth.
    private static func folders(of names: [String]) -> Set<String> {
      var folders: Set<String> = []
      for name in names {
        var index = name.endIndex
        while let slash = name[..<index].lastIndex(of: "/") {
          guard folders.insert(String(name[..<slash])).inserted else { break }
          index = slash
        }
      }
      return folders
    }
  }
}
