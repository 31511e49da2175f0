import Foundation
import PackagePlugin

/// Compiles the files in the package's top-level `Resources/` folder into the target as
/// Swift string constants, so the executable needs no resource bundle at run time.
///
/// `Resources/*.json` become raw string constants; the images in `Resources/pictures/`
/// become base64 text, decoded at first use.
@main
struct EmbedResources: BuildToolPlugin {
  /// The file name endings of embedded pictures.
  static let pictureExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "bmp"]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let resources = context.package.directoryURL.appending(path: "Resources")
    let names = try FileManager.default.contentsOfDirectory(atPath: resources.path())
      .filter { $0.hasSuffix(".json") }
      .sorted()
    let inputs = names.map { resources.appending(path: $0) }
    let pictureFolder = resources.appending(path: "pictures")
    let pictureNames =
      ((try? FileManager.default.contentsOfDirectory(atPath: pictureFolder.path())) ?? [])
      .filter { Self.pictureExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
      .sorted()
    let pictures = pictureNames.map { pictureFolder.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL.appending(path: "BundledResources.swift")
    let pictureArguments = pictures.isEmpty ? [] : ["--pictures"] + pictures.map { $0.path() }
    return [
      .buildCommand(
        displayName: "Embedding \((names + pictureNames).joined(separator: ", "))",
        executable: try context.tool(named: "ResourceEmbedder").url,
        arguments: [output.path()] + inputs.map { $0.path() } + pictureArguments,
        inputFiles: inputs + pictures,
        outputFiles: [output]
      )
    ]
  }
}
