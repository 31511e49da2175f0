/// How many colours the frames being drawn are shown in, for whatever draws them to read.
///
/// `TerminalLoop` and `HeadlessDriver` set ``current`` to the terminal's count (0 without
/// colour, as `NO_COLOR` asks; 8, 16, 256…) around every call into the app, so drawing code
/// that the app never told the count still knows it: `ListAdapter.theme` reads it to fit its
/// theme to the terminal. Anywhere else it is 256.
///
/// ```swift
/// ColorCount.$current.withValue(8) {
///   adapter.theme.selection  // reverse video: no grey bar on 8 colours
/// }
/// ```
public enum ColorCount {
  /// The colours of the frames being drawn: 256 unless a loop or driver says otherwise.
  @TaskLocal public static var current = 256
}
