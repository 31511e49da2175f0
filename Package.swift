// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "listtui",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ListDiff", targets: ["ListDiff"]),
    .library(name: "Render", targets: ["Render"]),
    .library(name: "ListKit", targets: ["ListKit"]),
    .library(name: "TerminalBackend", targets: ["TerminalBackend"]),
    .library(name: "Pictures", targets: ["Pictures"]),
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

    // Adapter, section controllers, layout, selection and key routing. No curses.
    .target(name: "ListKit", dependencies: ["ListDiff", "Render"]),

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
      name: "TerminalBackend", dependencies: ["CNcursesw", "CTerminal", "Render", "ListKit"]),

    // One Swift door per image library. Only Pictures imports them.
    .systemLibrary(
      name: "CChafa",
      pkgConfig: "chafa",
      providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]
    ),
    .systemLibrary(
      name: "CTurboJPEG",
      pkgConfig: "libturbojpeg",
      providers: [.apt(["libturbojpeg0-dev"])]
    ),
    .systemLibrary(name: "CPng", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(
      name: "CWebP",
      pkgConfig: "libwebpdemux",
      providers: [.apt(["libwebp-dev"])]
    ),
    .systemLibrary(name: "CStb", pkgConfig: "stb", providers: [.apt(["libstb-dev"])]),

    // Image files to Render cells: decode by content, libchafa symbols, a loader off the
    // main thread. No curses, no ListKit.
    .target(
      name: "Pictures",
      dependencies: ["Render", "CChafa", "CTurboJPEG", "CPng", "CWebP", "CStb"]
    ),

    // Draws the bundled demo pictures into Resources/pictures/ (run by hand, output committed).
    .executableTarget(name: "DemoPictureGenerator", dependencies: ["Pictures"]),

    // The listtui app: document, loader, screens and their section controllers.
    .target(name: "FeedApp", dependencies: ["ListKit", "Render"]),

    .executableTarget(
      name: "listtui",
      dependencies: [
        "FeedApp", "TerminalBackend", "ListKit", "Render",
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
      dependencies: ["ListDiff", "ListKit", "Render", "FeedApp", "Pictures"]
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
      name: "TerminalBackendTests", dependencies: ["TerminalBackend", "ListKit", "Render"]),
    .testTarget(name: "PicturesTests", dependencies: ["Pictures", "Render"]),
    .testTarget(name: "EndToEndTests", dependencies: ["ListTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
