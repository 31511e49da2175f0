extension String {
  /// Whether the text draws as nothing: it is empty, or holds only blank space and characters
  /// that are invisible by nature (Unicode's default-ignorable code points, such as a zero-width
  /// space or a joiner).
  public var drawsNothing: Bool {
    unicodeScalars.allSatisfy {
      $0.properties.isWhitespace || $0.properties.isDefaultIgnorableCodePoint
    }
  }
}
