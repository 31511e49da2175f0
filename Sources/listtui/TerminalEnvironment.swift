import ArgumentParser
import Foundation
import TerminalBackend

/// What the environment says about the terminal.
enum TerminalEnvironment {
  /// Whether to use colour: not when `NO_COLOR` is set to anything but the empty string.
  static var wantsColor: Bool {
    let value = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
    return value.isEmpty
  }

  /// Whether `TERM` names the Linux console (`linux`, `linux-16color`), which has no
  /// clipboard and prints the characters of a control sequence it does not know.
  static var isLinuxConsole: Bool {
    ProcessInfo.processInfo.environment["TERM"]?.hasPrefix("linux") == true
  }

  /// Refuses terminals that cannot show the app: `TERM=dumb`, or `TERM` set to nothing; and
  /// draws a newer terminal that this host's terminfo does not know as a kindred one it does.
  ///
  /// Curses takes an empty `TERM` for none, and its error says that `TERM` is not set; this
  /// says what is wrong. An unset `TERM`, and one with no kin (`TERM=nonexistent`), are left
  /// to curses, which refuses them. Logged in over SSH from kitty, Ghostty, Alacritty, WezTerm
  /// or foot, whose entries the host often lacks, `TERM` is set to `xterm-256color` (or
  /// `xterm`) for the run, with a note: those terminals draw what xterm's entry sends; a
  /// `tmux-direct` becomes `tmux-256color`, and either unknown to an older host
  /// `screen-256color`.
  static func checkTerminal() throws {
    let term = ProcessInfo.processInfo.environment["TERM"]
    if term == "dumb" {
      ListTUI.complain("TERM=dumb cannot show a full-screen list; use --dump for plain text")
      throw ExitCode(66)
    }
    if term == "" {
      ListTUI.complain("unknown terminal type (TERM is empty)")
      throw ExitCode(66)
    }
    if let term, !Terminal.knowsType(term), let kin = kindredType(of: term) {
      ListTUI.complain("no terminfo entry for TERM=\(term) on this host; drawing as \(kin)")
      setenv("TERM", kin, 1)
    }
  }

  /// Says, on one line of standard error, that the locale's character set is not UTF-8 and
  /// that listtui draws in UTF-8 all the same; nothing where it is UTF-8.
  ///
  /// Said before the screen is taken, so that it is there above the prompt after the quit.
  /// Most terminals are UTF-8 where the locale says otherwise (`LANG=C`, `env -i`, a
  /// container); one that really is not (ISO-8859-1) shows the frame's lines and symbols
  /// garbled, and this names why.
  static func noteLocale() {
    let characterSet = Terminal.environmentCharacterSet
    guard !characterSet.isUTF8 else { return }
    let name = characterSet.name.isEmpty ? "unknown" : characterSet.name
    ListTUI.complain(
      "the locale's character set is \(name), not UTF-8; drawing in UTF-8 anyway "
        + "(set LANG or LC_ALL to a UTF-8 locale, such as C.UTF-8, to match the terminal)")
  }

  /// Terminals whose types are no `xterm-` name, and that draw what xterm's entry sends.
  static let xtermLike: Set<String> = [
    "alacritty", "contour", "foot", "ghostty", "kitty", "rio", "wezterm",
  ]

  /// A type the host knows that draws a terminal of an unknown type: xterm's for an
  /// `xterm-…`, `…-256color` or `…-direct` type or a terminal of ``xtermLike`` (plain `xterm`,
  /// of 8 colours, for an `xterm-16color` or `xterm-88color`), tmux's or screen's 256 colours
  /// for `tmux-256color` or `tmux-direct`, else screen's; nil for any other.
  static func kindredType(of term: String) -> String? {
    let candidates: [String]
    let fewerColors = ["8color", "16color", "88color"].contains { term.hasSuffix($0) }
    // A `-direct` type has millions of colours: 256 draw it best where it has no entry.
    let manyColors = term.contains("256") || term.hasSuffix("-direct")
    if term.hasPrefix("tmux") {
      candidates = manyColors ? ["tmux-256color", "screen-256color", "screen"] : ["screen"]
    } else if fewerColors, term.hasPrefix("xterm-") {
      // Fewer than 256 colours: xterm's 8, never colours the terminal does not have.
      candidates = ["xterm"]
    } else if term.hasPrefix("xterm-") || manyColors
      || xtermLike.contains(term.split(separator: "-").first.map(String.init) ?? term)
    {
      candidates = ["xterm-256color", "xterm"]
    } else {
      return nil
    }
    return candidates.first(where: Terminal.knowsType)
  }
}
