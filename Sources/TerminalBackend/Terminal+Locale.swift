import CTerminal

extension Terminal {
  /// The character set of the locale the environment names (`LC_ALL`, `LC_CTYPE` or `LANG`),
  /// as the C library names it (`UTF-8`, `ANSI_X3.4-1968` for `C`, `ISO-8859-1`), and whether
  /// it is UTF-8.
  ///
  /// A ``Terminal`` draws in UTF-8 whatever this says: it switches the character set to UTF-8
  /// where the environment's is another (see `ct_use_utf8_locale`), since most terminals are
  /// UTF-8 even where the locale is `C`, as under `env -i` or in a container. A program may
  /// say so where it is not UTF-8, as `listtui` does, for a terminal that really is not.
  /// The locale in force is left as it is.
  public static var environmentCharacterSet: (name: String, isUTF8: Bool) {
    var name = [CChar](repeating: 0, count: 128)
    let isUTF8 = ct_environment_codeset(&name, name.count) != 0
    let bytes = name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return (String(decoding: bytes, as: UTF8.self), isUTF8)
  }
}
