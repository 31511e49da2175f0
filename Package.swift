// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "listtui",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ListDiff", targets: ["ListDiff"]),
    .library(name: "Render", targets: ["Render"]),
    .library(name: "Input", targets: ["Input"]),
    .library(name: "AppCore", targets: ["AppCore"]),
    .library(name: "ListKit", targets: ["ListKit"]),
    .library(name: "TerminalBackend", targets: ["TerminalBackend"]),
    .executable(name: "listtui", targets: ["listtui"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // Pure O(n) diff with minimal moves. No Foundation, no UI.
    .target(name: "ListDiff"),

    // Screen buffer, cells, styles and display width. No curses.
    .target(name: "Render"),

    // Events from the terminal: keys, mouse, resize, paste; and key notation. No dependencies.
    .target(name: "Input"),

    // An app as terminal loops and headless drivers run it: events in, frames out. No curses.
    .target(name: "AppCore", dependencies: ["Render", "Input"]),

    // Adapter, section controllers, layout, selection and key routing. No curses.
    .target(name: "ListKit", dependencies: ["ListDiff", "Render", "Input"]),

    // ncursesw, wrapped for Swift. Only TerminalBackend imports it.
    .systemLibrary(
      name: "CNcursesw",
      pkgConfig: "ncursesw",
      providers: [.apt(["libncurses-dev"])]
    ),

    // What Swift cannot import from curses, and the crash guard that restores the tty.
    .target(name: "CTerminal", dependencies: ["CNcursesw"]),

    // Draws a Render.Buffer on a real terminal and decodes keys and mouse events.
    .target(
      name: "TerminalBackend", dependencies: ["CNcursesw", "CTerminal", "Render", "Input", "AppCore"]),

    // A pull reader of JSON bytes that reports line and column, and a tree for varied shapes.
    .target(name: "JSON"),

    // The document model: users, a compact feed store, promos; the builder readers fill.
    .target(name: "FeedModel"),

    // The listtui JSON format, read as it arrives.
    .target(name: "ListtuiFormat", dependencies: ["FeedModel", "JSON"]),

    // The listtui app: screens, their section controllers, loading and the shell.
    .target(
      name: "FeedApp",
      dependencies: ["AppCore", "ListKit", "Render", "FeedModel", "JSON", "ListtuiFormat"]),

    .executableTarget(
      name: "listtui",
      dependencies: [
        "AppCore", "FeedApp", "FeedModel", "TerminalBackend", "ListKit", "Render",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      plugins: ["EmbedResources"]
    ),

    // Build tool that compiles Resources/*.json into the app, so the binary is self-contained.
    .executableTarget(name: "ResourceEmbedder"),
    .plugin(
      name: "EmbedResources",
      capability: .buildTool(),
      dependencies: ["ResourceEmbedder"]
    ),

    .executableTarget(
      name: "ListBench",
      dependencies: ["AppCore", "ListDiff", "ListKit", "Render", "FeedApp", "FeedModel"]
    ),

    // Assertions and fixtures shared by the test targets.
    .target(name: "ListTestSupport", dependencies: ["Render", "ListKit"]),

    .testTarget(name: "ListDiffTests", dependencies: ["ListDiff"]),
    .testTarget(name: "RenderTests", dependencies: ["Render", "ListTestSupport"]),
    .testTarget(name: "ListKitTests", dependencies: ["ListKit", "Render", "ListTestSupport"]),
    .testTarget(
      name: "FeedAppTests",
      dependencies: ["FeedApp", "ListKit", "Render", "ListTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "TerminalBackendTests", dependencies: ["TerminalBackend", "AppCore", "Input", "Render"]),
    .testTarget(name: "EndToEndTests", dependencies: ["ListTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
