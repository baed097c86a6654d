import Foundation
import InsetModel
import InsetScenarios

/// `insets keys`, `insets devices` and `insets sources`: references
/// generated from the model.
enum ReferenceCommands {
  static let keys = Command(
    name: "keys",
    abstract: "Print the key reference (Scenarios/keys.md), generated from the vocabulary.",
    usage: ["keys [--summary]", "keys WORD..."],
    options: [
      Command.Option(
        names: ["--summary"], value: nil,
        help: "Print the shorter key tables of Scenarios/README.md instead.")
    ],
    examples: ["insets keys", "insets keys --summary", "insets keys Stage Manager"],
    discussion: "Every key (input or output), its type, default, meaning, provenance and sources. "
      + "With words, the keys whose name or meaning holds them all, after the keys that model "
      + "what the words name under another name (Stage Manager, NavigationStack, Slide Over).",
    run: { arguments in
      if !arguments.positionals.isEmpty {
        print(KeysReference.search(arguments.positionals.joined(separator: " ")), terminator: "")
        return 0
      }
      print(
        arguments.flags.contains("--summary") ? KeysReference.summary() : KeysReference.markdown(),
        terminator: "")
      return 0
    })

  static let devices = Command(
    name: "devices",
    abstract: "List the device catalog: sizes, scales, insets per orientation, sources.",
    usage: ["devices"],
    examples: ["insets devices"],
    discussion: "A value that rests on a single source is marked so.",
    run: { arguments in
      if let extra = arguments.positionals.first {
        Tool.printError(
          UsageError("unexpected argument `\(Command.quote(extra))`", command: "devices").text)
        return 2
      }
      print(DeviceTable.markdown(), terminator: "")
      return 0
    })

  static let sources = Command(
    name: "sources",
    abstract: "Print the bibliography and how many facts rest on each provenance class.",
    usage: ["sources [--facts]"],
    options: [
      Command.Option(
        names: ["--facts"], value: nil,
        help: "Print the facts the model rests on (docs/facts.md) instead.")
    ],
    examples: ["insets sources", "insets sources --facts"],
    discussion: """
      The same text as docs/bibliography.md (with --facts, docs/facts.md); a
      test keeps both files equal to it.
      """,
    run: { arguments in
      if let extra = arguments.positionals.first {
        Tool.printError(
          UsageError("unexpected argument `\(Command.quote(extra))`", command: "sources").text)
        return 2
      }
      print(
        arguments.flags.contains("--facts")
          ? SourcesReference.factsMarkdown() : SourcesReference.markdown(), terminator: "")
      return 0
    })
}
