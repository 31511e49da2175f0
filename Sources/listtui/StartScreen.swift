import ArgumentParser

/// The screen the app starts on.
enum StartScreen: String, ExpressibleByArgument, CaseIterable {
  case feed
  case profile
}
