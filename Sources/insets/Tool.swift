import Foundation
import InsetDiagrams
import InsetModel
import InsetScenarios

/// The command line: a table of subcommands, each declared once
/// (``Command``), and the dispatch. Argument handling and I/O only:
/// everything the tool computes comes from InsetScenarios and InsetModel.
enum Tool {
  /// The version, equal to the newest version section of CHANGELOG.md (a
  /// test checks it).
  static let version = "0.16.0"

  /// Every subcommand, in the order the help lists them.
  static let commands: [Command] = [
    RunCommand.command, ExplainCommand.command, DrawCommand.command, RecordCommand.command,
    ReferenceCommands.keys, ReferenceCommands.devices, ReferenceCommands.sources,
    SiteCommand.command, PortCommand.command,
  ]

  /// The top-level help, listing the commands from the table.
  static var help: String {
    var out = """
      OVERVIEW: Compute and check UIKit and SwiftUI insets with scenario tables.

      A scenario table is a Markdown pipe table: each row is a screen set-up and
      the inset values it must produce. See Scenarios/README.md.

      USAGE: insets <command> [options]
             insets help <command>

      COMMANDS:

      """
    for command in commands { out += Command.row(command.name, command.abstract) }
    out += """

      OPTIONS:
        -h, --help        Show this help (or a command's: insets run --help).
        --version         Show the version.

      EXIT STATUS:
        0  success (every row passed)
        1  a row failed or a table had an error
        2  usage error (unknown option or command, missing path)

      """
    return out
  }

  /// Runs the tool and returns its exit status.
  static func main(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first else {
      printError("error: missing command\n\n" + help)
      return 2
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      print(help, terminator: "")
      return 0
    case "--version":
      print(version)
      return 0
    case "help":
      guard let name = rest.first else {
        print(help, terminator: "")
        return 0
      }
      guard let command = commands.first(where: { $0.name == name }), rest.count == 1 else {
        printError(
          UsageError(
            "unknown command `\(Command.quote(rest.joined(separator: " ")))`"
              + closestCommand(to: name)
          ).text)
        return 2
      }
      print(command.help, terminator: "")
      return 0
    default:
      guard let command = commands.first(where: { $0.name == first }) else {
        let isOption = first.hasPrefix("-")
        printError(
          UsageError(
            "unknown \(isOption ? "option" : "command") `\(Command.quote(first))`"
              + (isOption ? "" : closestCommand(to: first))
          ).text)
        return 2
      }
      switch command.parse(rest) {
      case .failure(let error):
        printError(error.text)
        return 2
      case .success(let parsed):
        if parsed.wantsHelp {
          print(command.help, terminator: "")
          return 0
        }
        return command.run(parsed)
      }
    }
  }

  /// ` (did you mean `run`?)` for a misspelt command, as unknown keys and
  /// classes get one; empty when none is close.
  static func closestCommand(to name: String) -> String {
    Suggestion.closest(to: name, among: commands.map(\.name) + ["help"])
      .map { " (did you mean `\($0)`?)" } ?? ""
  }

  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// `FILE:LINE` when FILE exists and LINE is a number.
  static func fileAndLine(_ argument: String) -> (String, Int)? {
    guard let colon = argument.lastIndex(of: ":"),
      let line = Int(argument[argument.index(after: colon)...]), line > 0,
      FileManager.default.fileExists(atPath: String(argument[..<colon]))
    else { return nil }
    return (String(argument[..<colon]), line)
  }

  /// Writes `text` to `path` atomically, keeping an existing file's mode and
  /// owner; returns a problem, or nil.
  static func write(_ text: String, to path: String) -> String? {
    ScenarioFiles.write(Array(text.utf8), to: path)
  }
}
