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
    .library(name: "ListKitTesting", targets: ["ListKitTesting"]),
    .library(name: "Pictures", targets: ["Pictures"]),
    .executable(name: "listtui", targets: ["listtui"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Tests only: an independent zip writer to build the archives the reader is tested on.
    .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    // `make docs` only: DocC archives of the library products.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
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

    // ncursesw, wrapped for Swift. Only TerminalBackend imports it. No pkg-config: its
    // -D_XOPEN_SOURCE flags made every build warn (see DECISIONS.md); the module map links it.
    .systemLibrary(name: "CNcursesw"),

    // What Swift cannot import from curses, and the crash guard that restores the tty.
    .target(name: "CTerminal", dependencies: ["CNcursesw"]),

    // Draws a Render.Buffer on a real terminal and decodes keys and mouse events.
    .target(
      name: "TerminalBackend",
      dependencies: ["CNcursesw", "CTerminal", "Render", "Input", "AppCore"]),

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
      dependencies: ["Render", "CChafa", "CTurboJPEG", "CPng", "CWebP", "CStb", "TextEscaping"]
    ),

    // Draws the bundled demo pictures into Resources/pictures/ (run by hand, output committed).
    .executableTarget(name: "DemoPictureGenerator", dependencies: ["Pictures"]),

    // A pull reader of JSON bytes that reports line and column, and a tree for varied shapes.
    .target(name: "JSON"),

    // A prefetch hint, which Swift cannot express: C's `__builtin_prefetch`, inline.
    .target(name: "CPrefetch"),

    // The document model: users, a compact feed store, promos; the builder readers fill.
    // Escaping text from an input for messages: one rule for the archive reader and the model;
    // and paths that are not UTF-8, kept byte for byte in a String.
    .target(name: "TextEscaping"),
    .target(name: "FeedModel", dependencies: ["CPrefetch", "TextEscaping"]),

    // The listtui JSON format, read as it arrives.
    .target(name: "ListtuiFormat", dependencies: ["FeedModel", "JSON"]),

    // zlib, wrapped for Swift. Only Archive imports it (and the tests that write gzip).
    .systemLibrary(
      name: "CLibz",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]
    ),

    // A read-only "bag of members" over a zip, a tar.gz, a tar or a folder, read on demand.
    // Knows nothing of JSON, Mastodon or the screen.
    .target(name: "Archive", dependencies: ["CLibz", "TextEscaping"]),

    // libxml2, wrapped for Swift. Only HTMLText imports it.
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),

    // Mastodon's HTML (posts, bios, profile fields) to plain text, through libxml2's parser;
    // Render measures preformatted text for its tab stops.
    .target(name: "HTMLText", dependencies: ["CLibXML2", "Render"]),

    // Mastodon exports (ActivityStreams outbox archives) and REST API statuses, read into the
    // document model. Knows nothing of curses or ListKit.
    .target(
      name: "Mastodon", dependencies: ["Archive", "HTMLText", "FeedModel", "JSON", "TextEscaping"]),

    // The listtui app: screens, their section controllers, loading and the shell.
    .target(
      name: "FeedApp",
      dependencies: [
        "AppCore", "Archive", "ListKit", "Render", "FeedModel", "JSON", "ListtuiFormat", "Mastodon",
        "Pictures", "TextEscaping",
      ]),

    .executableTarget(
      name: "listtui",
      dependencies: [
        "AppCore", "FeedApp", "FeedModel", "TerminalBackend", "ListKit", "Pictures", "Render",
        "TextEscaping", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      plugins: ["EmbedResources"]
    ),

    // One function per fuzz target, each driving the app's real code on any bytes: a whole
    // document loaded and browsed, a picture decoded and drawn, HTML to text, an archive read.
    .target(
      name: "FuzzTargets",
      dependencies: [
        "AppCore", "Archive", "FeedApp", "FeedModel", "HTMLText", "Pictures", "Render",
      ]
    ),
    // libFuzzer's entry when built with `-DFUZZING` (`make fuzz`); otherwise a main that
    // replays files through a target.
    .executableTarget(
      name: "listtui-fuzz", dependencies: ["FuzzTargets"], path: "Sources/ListtuiFuzz"),

    // Build tool that compiles Resources/*.json into the app, so the binary is self-contained.
    .executableTarget(name: "ResourceEmbedder"),
    .plugin(
      name: "EmbedResources",
      capability: .buildTool(),
      dependencies: ["ResourceEmbedder"]
    ),

    .executableTarget(
      name: "ListBench",
      dependencies: [
        "AppCore", "ListDiff", "ListKit", "Render", "FeedApp", "FeedModel", "Pictures",
        "TerminalBackend", "ArchiveTestSupport",
      ]
    ),

    // Screen, style and cell assertions with record mode, and a list harness, for the tests of
    // apps and section controllers built on ListKit. Swift Testing; no curses.
    .target(name: "ListKitTesting", dependencies: ["ListKit", "Render", "AppCore"]),

    .testTarget(name: "ListDiffTests", dependencies: ["ListDiff"]),
    .testTarget(name: "RenderTests", dependencies: ["Render", "ListKitTesting"]),
    .testTarget(name: "ListKitTests", dependencies: ["ListKit", "Render", "ListKitTesting"]),
    .testTarget(
      name: "ListKitTestingTests", dependencies: ["ListKitTesting", "ListKit", "AppCore", "Render"]),
    // Imports the library products only as an outside package would: no @testable.
    .testTarget(
      name: "PublicAPITests",
      dependencies: ["ListDiff", "Render", "Input", "AppCore", "ListKit", "ListKitTesting"]),
    // The README's tutorial snippets against the example's compiled sources.
    .testTarget(name: "DocumentationTests"),
    .testTarget(
      name: "FeedAppTests",
      dependencies: [
        "AppCore", "FeedApp", "FeedModel", "ListtuiFormat", "ListKit", "Render", "ListKitTesting",
        "Pictures",
      ],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "TerminalBackendTests", dependencies: ["TerminalBackend", "AppCore", "Input", "Render"]),
    // CPng and CWebP for the libraries' own whole-file decoders, to compare with.
    .testTarget(name: "PicturesTests", dependencies: ["Pictures", "Render", "CPng", "CWebP"]),
    // Pictures in the whole app: generated images beside a document, drawn in whole screens.
    .testTarget(
      name: "PictureAppTests",
      dependencies: [
        "AppCore", "FeedApp", "FeedModel", "ListKit", "Pictures", "Render", "ListKitTesting",
        "ArchiveTestSupport",
      ]),
    .testTarget(
      name: "EndToEndTests", dependencies: ["ArchiveTestSupport"],
      // The slow link the tests run the app through (see SlowLinkAnswerTests).
      exclude: ["Support/lagpty.py"]),
    // Builders of zip, tar and gzip files, and temporary folders, for the archive tests.
    .target(
      name: "ArchiveTestSupport",
      dependencies: ["Archive", "CLibz", .product(name: "ZIPFoundation", package: "ZIPFoundation")]
    ),
    .testTarget(
      name: "ArchiveTests", dependencies: ["Archive", "ArchiveTestSupport", "TextEscaping"]),
    .testTarget(name: "HTMLTextTests", dependencies: ["HTMLText"]),
    .testTarget(
      name: "MastodonTests",
      dependencies: ["Mastodon", "FeedModel", "JSON", "Archive", "ArchiveTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    // Every committed fuzz input (Fuzz/corpus, Fuzz/regressions) replayed through its target.
    .testTarget(name: "FuzzRegressionTests", dependencies: ["FuzzTargets"]),
    // The app on Mastodon exports the tests build: whole screens through the real loader.
    .testTarget(
      name: "MastodonAppTests",
      dependencies: [
        "AppCore", "FeedApp", "FeedModel", "ListKit", "Render", "Pictures", "ListKitTesting",
        "ArchiveTestSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
