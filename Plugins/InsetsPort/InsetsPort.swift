import Foundation
import PackagePlugin

/// `swift package insets-port`: runs `insets port` on the package's own
/// source targets (or the `--target` ones), without installing the tool.
/// Every other argument is passed to `insets port` (`--format sarif`,
/// `--diff`, …). The report goes to standard output; the plugin fails when
/// `insets port` exits with findings (status 1) or a usage error (2).
///
/// The tool runs in the package's folder on paths relative to it, so that
/// what it prints (a diff's `a/…` and `b/…` names, SARIF locations) is
/// relative to the package root. A plugin's free text and its standard
/// error reach the terminal as one stream, so the plugin reads the tool's
/// two streams apart: standard output is printed as is (the report, the
/// diff), and each line of the tool's standard error (the findings `--diff`
/// leaves, its summary) becomes a diagnostic, which SwiftPM prints apart
/// from the output. `swift package insets-port --diff > port.diff` then
/// holds the diff alone, which `git apply` applies from the package root.
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
    let root = context.package.directoryURL.standardizedFileURL.path
    let prefix = root.hasSuffix("/") ? root : root + "/"
    for case let target as SourceModuleTarget in targets {
      for file in target.sourceFiles where kinds.contains(file.url.pathExtension.lowercased()) {
        let path = file.url.standardizedFileURL.path
        files.append(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
      }
    }
    guard !files.isEmpty else {
      Diagnostics.error("insets-port: no Swift, Objective-C, storyboard or XIB files to read")
      return
    }
    // The plugin builds the tool when it runs rather than declaring it a
    // dependency: SwiftPM builds a command plugin's dependencies a second
    // time, for the host, on every `swift build` and `swift test` of this
    // package, which doubled the build of every library the tool uses.
    let build = try packageManager.build(
      .product("insets"), parameters: .init(configuration: .debug, logging: .concise))
    guard build.succeeded,
      let tool = build.builtArtifacts.first(where: {
        $0.kind == .executable && $0.url.lastPathComponent == "insets"
      })
    else {
      Diagnostics.error("insets-port: the insets tool did not build:\n" + build.logText)
      return
    }
    let arguments = extractor.remainingArguments
    let process = Process()
    process.executableURL = tool.url
    process.currentDirectoryURL = context.package.directoryURL
    process.arguments = ["port"] + arguments + ["--"] + files.sorted()
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    // Standard error is read on its own thread while standard output is
    // read here, so that neither pipe fills and stalls the tool.
    let errorText = ErrorLines(errors.fileHandleForReading)
    errorText.start()
    let out = FileHandle.standardOutput
    try process.run()
    while true {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      out.write(chunk)
    }
    process.waitUntilExit()
    for line in errorText.finish() where !line.isEmpty {
      // `FILE:LINE:COLUMN: warning: MESSAGE` becomes a warning that reads
      // `FILE:LINE:COLUMN: MESSAGE` (SwiftPM writes the `warning:` itself;
      // it shows no file a plugin gives it apart on every platform).
      if let message = Self.unmarked(line, "warning") {
        Diagnostics.warning(message)
      } else if let message = Self.unmarked(line, "error") {
        Diagnostics.error(message)
      } else if line.hasPrefix("error: ") {
        Diagnostics.error(String(line.dropFirst("error: ".count)))
      } else if process.terminationStatus != 0 {
        // The caveats the warnings point to (`[1] …`) and the summary go
        // with them; SwiftPM shows no remark unless asked to.
        Diagnostics.warning(line)
      } else {
        Diagnostics.remark(line)
      }
    }
    let diff = arguments.contains("--diff")
    switch process.terminationStatus {
    case 0: return
    // With `--diff`, findings left are the warnings above, not a failure of the diff.
    case 1 where diff: return
    case 1: Diagnostics.error("insets port: findings (see above)")
    default: Diagnostics.error("insets port exited with status \(process.terminationStatus)")
    }
  }
}

extension InsetsPort {
  /// `FILE:LINE:COLUMN: KIND: MESSAGE` without its `KIND: `; nil for
  /// another line.
  ///
  ///     unmarked("A.swift:3:9: warning: `64` …", "warning")  // "A.swift:3:9: `64` …"
  static func unmarked(_ line: String, _ kind: String) -> String? {
    guard let marker = line.range(of: ": \(kind): ") else { return nil }
    return line[..<marker.lowerBound] + ": " + line[marker.upperBound...]
  }
}

/// The lines a pipe carries, read to its end on a thread of their own.
final class ErrorLines: @unchecked Sendable {
  private let handle: FileHandle
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) { self.handle = handle }

  func start() {
    Thread.detachNewThread { [self] in
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        data.append(chunk)
      }
      done.signal()
    }
  }

  /// Waits for the end of the pipe, then gives its lines.
  func finish() -> [String] {
    done.wait()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }
}
