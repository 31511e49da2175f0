import Testing

@testable import TerminalBackend

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("The codes the terminal turned into signals")
struct SignalCodesTests {
  /// Settings with signals on and the given intr, quit and susp characters.
  func settings(isig: Bool, intr: UInt8, quit: UInt8, susp: UInt8) -> termios {
    var settings = termios()
    if isig { settings.c_lflag |= tcflag_t(ISIG) }
    withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
      bytes[Int(VINTR)] = intr
      bytes[Int(VQUIT)] = quit
      bytes[Int(VSUSP)] = susp
    }
    return settings
  }

  @Test("^C, ^\\ and ^Z, or what stty made them, are SIGINT, SIGQUIT and SIGTSTP")
  func standard() {
    #expect(
      Terminal.signalCodes(of: settings(isig: true, intr: 3, quit: 0x1C, susp: 0x1A))
        == [3: SIGINT, 0x1C: SIGQUIT, 0x1A: SIGTSTP])
    #expect(
      Terminal.signalCodes(of: settings(isig: true, intr: 0x07, quit: 0x1C, susp: 0x1A))[7]
        == SIGINT)
  }

  @Test("With signals off (stty -isig), or a code disabled (stty susp undef), there is none")
  func off() {
    #expect(Terminal.signalCodes(of: settings(isig: false, intr: 3, quit: 0x1C, susp: 0x1A)) == [:])
    #expect(
      Terminal.signalCodes(of: settings(isig: true, intr: 3, quit: 0x1C, susp: 0)) == [
        3: SIGINT, 0x1C: SIGQUIT,
      ])
  }
}
