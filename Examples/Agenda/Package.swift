// swift-tools-version: 6.0
import PackageDescription

// An app built on listtui's library products as any other package would: by path here, by URL
// elsewhere (`.package(url: "https://github.com/…/listtui", from: "0.2.0")`).
let package = Package(
  name: "Agenda",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "listtui", path: "../..")
  ],
  targets: [
    // The agenda: models, section controllers and the app. No curses.
    .target(
      name: "AgendaKit",
      dependencies: [
        .product(name: "ListKit", package: "listtui"),
        .product(name: "AppCore", package: "listtui"),
      ]
    ),
    // `agenda` opens the app in the terminal; `agenda --dump` prints a frame instead.
    .executableTarget(
      name: "agenda",
      dependencies: [
        "AgendaKit",
        .product(name: "AppCore", package: "listtui"),
        .product(name: "TerminalBackend", package: "listtui"),
      ]
    ),
    .testTarget(
      name: "AgendaKitTests",
      dependencies: [
        "AgendaKit",
        .product(name: "ListKit", package: "listtui"),
        .product(name: "AppCore", package: "listtui"),
        .product(name: "ListKitTesting", package: "listtui"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
