import AppCore
import Pictures

extension AppShell {
  /// Takes the terminal's background colour (`Event.background(_:)`): pictures blend their
  /// half-transparent pixels with it, and those on screen are drawn again over it.
  ///
  /// No input of the user's: the status line's message, the filter and the view stay as they
  /// are. Until the terminal says, or when it never does, the background is taken to be black
  /// (or what `COLORFGBG` says, which the `listtui` command passes in the same way).
  func takeBackground(_ color: RGBColor) -> AppResponse {
    state.pictures?.background = RGBA(red: color.red, green: color.green, blue: color.blue)
    if !isHandlingBatch { askForPictures() }
    return .continue
  }
}
