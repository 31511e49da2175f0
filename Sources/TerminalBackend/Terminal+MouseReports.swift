extension Terminal {
  /// Reads past the rest of a mouse report that curses announced as `KEY_MOUSE` without
  /// reading it, as it does for the terminfo entry's `kmous` while its own mouse is off: its
  /// characters are never keys.
  ///
  /// ``Terminal`` removes `kmous` from the keys curses decodes, so that reports arrive whole
  /// as characters; this is the fallback should a curses define it again.
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
