extension Terminal {
  /// Reads past the rest of a mouse report that curses announced as `KEY_MOUSE` without
  /// reading it, as it does when the mouse is off (`--no-mouse`) and a report comes anyway,
  /// say from a program before that left reporting on: its characters are never keys.
  ///
  /// An SGR report (`ESC [ < 0 ; 10 ; 22 M`) goes on to its `M` or `m`; an X10 report
  /// (`ESC [ M` and three bytes) is three codes.
  func discardMouseReport() {
    guard let first = nextCode(waitingMilliseconds: KeyDecoder.sequenceCharacterWait) else {
      return
    }
    let isDigit = (0x30...0x39).contains(first.value) && !first.isFunctionKey
    var read = 1
    var code = first
    while read < 32 {
      if isDigit ? code.value == 0x4D || code.value == 0x6D : read == 3 { return }
      guard let next = nextCode(waitingMilliseconds: KeyDecoder.sequenceCharacterWait) else {
        return
      }
      code = next
      read += 1
    }
  }
}
