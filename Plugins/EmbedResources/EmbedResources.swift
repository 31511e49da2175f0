import Foundation
import PackagePlugin

/// Compiles the files in the package's top-level `Resources/` folder into the target as
/// Swift string constants, so the executable needs no resource bundle at run time.
@main
struct EmbedResources: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let resources = context.package.directoryURL.appending(path: "Resources")
    let names = try FileManager.default.contentsOfDirectory(atPath: resources.path())
      .filter { $0.hasSuffix(".json") }
      .sorted()
    let inputs = names.map { resources.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL.appending(path: "BundledResources.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(names.joined(separator: ", "))",
        executable: try context.tool(named: "ResourceEmbedder").url,
        arguments: [output.path()] + inputs.map { $0.path() },
        inputFiles: inputs,
        outputFiles: [output]
      )
    ]
  }
}
