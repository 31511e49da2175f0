import Render
import Testing

@Suite("Wrapping")
struct WrappingTests {
  @Test("wraps words at spaces")
  func words() {
    #expect("the quick brown fox".wrapped(toWidth: 10) == ["the quick", "brown fox"])
    #expect("the quick brown fox".wrapped(toWidth: 19) == ["the quick brown fox"])
    #expect("one two".wrapped(toWidth: 3) == ["one", "two"])
  }

  @Test("hard-breaks a word longer than the width")
  func longWord() {
    #expect("supercalifragilistic".wrapped(toWidth: 8) == ["supercal", "ifragili", "stic"])
    #expect("a verylongword b".wrapped(toWidth: 5) == ["a", "veryl", "ongwo", "rd b"])
  }

  @Test("wraps Indic text at spaces, though its letters with spacing marks are two columns")
  func indic() {
    #expect("नमस्ते दुनिया".wrapped(toWidth: 9) == ["नमस्ते", "दुनिया"])
    #expect("हिन्दी भाषा".wrapped(toWidth: 8) == ["हिन्दी", "भाषा"])
  }

  @Test("breaks CJK text between any two characters")
  func cjk() {
    #expect("日本語のテキスト".wrapped(toWidth: 6) == ["日本語", "のテキ", "スト"])
    #expect("日本語のテキスト".wrapped(toWidth: 5) == ["日本", "語の", "テキ", "スト"])
    #expect("hello 世界です".wrapped(toWidth: 8) == ["hello 世", "界です"])
  }

  @Test("keeps explicit line breaks, empty lines included")
  func newlines() {
    #expect("one\n\ntwo three".wrapped(toWidth: 20) == ["one", "", "two three"])
    #expect("a\r\nb".wrapped(toWidth: 5) == ["a", "b"])
    #expect("a\n".wrapped(toWidth: 5) == ["a", ""])
    #expect("first line\nsecond".wrapped(toWidth: 6) == ["first", "line", "second"])
  }

  @Test("wraps every grapheme onto its own line at width one")
  func widthOne() {
    #expect("ab c".wrapped(toWidth: 1) == ["a", "b", "c"])
    #expect("日x".wrapped(toWidth: 1) == ["…", "x"])
  }

  @Test("always returns at least one line")
  func atLeastOneLine() {
    #expect("".wrapped(toWidth: 10) == [""])
    #expect("   ".wrapped(toWidth: 10) == [""])
    #expect("abc".wrapped(toWidth: 0) == [""])
    #expect("abc".wrapped(toWidth: -1) == [""])
  }

  @Test("drops spaces at wrap points and keeps them elsewhere")
  func spaces() {
    #expect("aaa   bbb".wrapped(toWidth: 4) == ["aaa", "bbb"])
    #expect("a  b".wrapped(toWidth: 10) == ["a  b"])
    #expect("  indented text".wrapped(toWidth: 20) == ["  indented text"])
    #expect("trailing   ".wrapped(toWidth: 20) == ["trailing"])
  }

  @Test("does not break at a no-break space")
  func noBreakSpace() {
    #expect("a 10\u{A0}km".wrapped(toWidth: 5) == ["a", "10\u{A0}km"])
  }

  @Test("keeps emoji sequences whole")
  func emoji() {
    #expect("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧".wrapped(toWidth: 4) == ["👨‍👩‍👧👨‍👩‍👧", "👨‍👩‍👧"])
  }

  @Test("sanitizes each line")
  func sanitizes() {
    #expect("a\u{7}b \u{1B}[0m".wrapped(toWidth: 4) == ["a␇b", "␛[0m"])
  }

  @Test("A tab is white space up to the next stop of 8 columns in its line, dropped at a break")
  func tabs() {
    #expect("a\tb".wrapped(toWidth: 20) == ["a       b"])
    #expect("abcdefgh\tx".wrapped(toWidth: 20) == ["abcdefgh        x"])
    #expect("\tindented\n日本\t語".wrapped(toWidth: 20) == ["        indented", "日本    語"])
    #expect("a \tb".wrapped(toWidth: 20) == ["a       b"])
    #expect("aaaa\tbbbb".wrapped(toWidth: 10) == ["aaaa", "bbbb"])
    #expect("one two\tthree".wrapped(toWidth: 8) == ["one two", "three"])
    #expect("x\ty\tz".wrapped(toWidth: 3) == ["x", "y", "z"])
  }

  @Test("never returns a line wider than the width and loses no text", arguments: 1...16)
  func bound(width: Int) {
    let samples = [
      "the quick brown fox jumps over the lazy dog",
      "supercalifragilisticexpialidocious is long",
      "日本語のテキストと English words mixed",
      "lines\nwith\n\nbreaks and more words",
      "👨‍👩‍👧 family 🇯🇵 flag ❤️ heart",
      "columns\tof\tdata\t\tand\ttabs",
    ]
    for sample in samples {
      let lines = sample.wrapped(toWidth: width)
      #expect(!lines.isEmpty)
      for line in lines {
        #expect(line.displayWidth <= width, "\(sample) → \(line)")
      }
      if width >= 2 {
        let kept = lines.joined().filter { !$0.isWhitespace }
        #expect(kept == sample.filter { !$0.isWhitespace }, "\(sample)")
      }
    }
  }

  @Test("Closing punctuation never starts a line: it goes down with the character before it")
  func kinsoku() {
    #expect("趣味です。".wrapped(toWidth: 8) == ["趣味で", "す。"])
    #expect("はい、そうです".wrapped(toWidth: 4) == ["は", "い、", "そう", "です"])
    #expect("(日本)".wrapped(toWidth: 5) == ["(日", "本)"])
  }
}
