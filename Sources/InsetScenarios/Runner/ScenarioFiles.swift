import Foundation

/// Finds and runs scenario files on disk.
public enum ScenarioFiles {
  /// A path that cannot be run at all: the tool exits with status 2.
  public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  /// The files to run for `paths`: a folder gives every `*.md` file below it,
  /// searched recursively in sorted path order (hidden files and folders, whose
  /// names start with `.`, are passed over); a file is run whatever its name.
  /// Paths keep the order they were given in.
  ///
  /// - Throws: ``UsageError`` for a path that does not exist.
  public static func discover(_ paths: [String]) throws(UsageError) -> [String] {
    var files: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw UsageError(message: "no such file or folder: \(path)")
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      var found: [String] = []
      if let enumerator = manager.enumerator(atPath: path) {
        while let relative = enumerator.nextObject() as? String {
          let components = relative.split(separator: "/")
          if components.contains(where: { $0.hasPrefix(".") }) { continue }
          guard relative.hasSuffix(".md") else { continue }
          let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
          var childIsDirectory: ObjCBool = false
          if manager.fileExists(atPath: full, isDirectory: &childIsDirectory),
            !childIsDirectory.boolValue
          {
            found.append(full)
          }
        }
      }
      files += found.sorted()
    }
    return files
  }

  /// Runs every file of `paths`. A file that cannot be read gives an error
  /// located at its first line; the other files still run.
  public static func run(
    _ paths: [String], runner: ScenarioRunner = ScenarioRunner()
  ) throws(UsageError) -> RunReport {
    let files = try discover(paths)
    var reports: [FileReport] = []
    for file in files {
      reports.append(run(file: file, runner: runner))
    }
    return RunReport(files: reports)
  }

  /// Runs one file.
  public static func run(file: String, runner: ScenarioRunner = ScenarioRunner()) -> FileReport {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return unreadable(file, "is a folder, not a file")
    }
    guard let data = FileManager.default.contents(atPath: file) else {
      return unreadable(file, "cannot be read (check that it exists and its permissions)")
    }
    return runner.run(bytes: [UInt8](data), file: file)
  }

  static func unreadable(_ file: String, _ reason: String) -> FileReport {
    FileReport(
      file: file, rows: [],
      diagnostics: [
        Diagnostic(
          file: file, location: TextLocation(line: 1, column: 1), message: "the file \(reason)")
      ], unattachedErrors: 1)
  }
}
