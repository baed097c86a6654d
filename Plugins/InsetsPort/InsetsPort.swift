import Foundation
import PackagePlugin

/// `swift package insets-port`: runs `insets port` on the package's own
/// source targets (or the `--target` ones), without installing the tool.
/// Every other argument is passed to `insets port` (`--format sarif`,
/// `--diff`, …). The report goes to standard output; the plugin fails when
/// `insets port` exits with findings (status 1) or a usage error (2).
///
///     swift package insets-port
///     swift package insets-port --target App --format sarif > port.sarif
///     swift package insets-port --target App --diff > port.diff
@main
struct InsetsPort: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let targets =
      names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    // The source targets' files `insets port` reads (a binary target has
    // none); storyboards and XIBs are among a target's resources.
    let kinds: Set<String> = ["swift", "m", "mm", "h", "storyboard", "xib"]
    var files: [String] = []
    for case let target as SourceModuleTarget in targets {
      for file in target.sourceFiles where kinds.contains(file.url.pathExtension.lowercased()) {
        files.append(file.url.path)
      }
    }
    guard !files.isEmpty else {
      Diagnostics.error("insets-port: no Swift, Objective-C, storyboard or XIB files to read")
      return
    }
    let tool = try context.tool(named: "insets")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["port"] + extractor.remainingArguments + ["--"] + files.sorted()
    try process.run()
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: return
    case 1: Diagnostics.error("insets port: findings (see above)")
    default: Diagnostics.error("insets port exited with status \(process.terminationStatus)")
    }
  }
}
