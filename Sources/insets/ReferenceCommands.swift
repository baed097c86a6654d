import Foundation
import InsetModel
import InsetScenarios

/// `insets keys`, `insets devices` and `insets sources`: references
/// generated from the model.
enum ReferenceCommands {
  static let keys = Command(
    name: "keys",
    abstract: "Print the key reference (Scenarios/keys.md), generated from the vocabulary.",
    usage: ["keys"],
    examples: ["insets keys"],
    discussion: "Every key (input or output), its type, default, meaning, provenance and sources.",
    run: { _ in
      print(KeysReference.markdown(), terminator: "")
      return 0
    })

  static let devices = Command(
    name: "devices",
    abstract: "List the device catalog: sizes, scales, insets per orientation, sources.",
    usage: ["devices"],
    examples: ["insets devices"],
    discussion: "A value that rests on a single source is marked so.",
    run: { _ in
      print(DeviceTable.markdown(), terminator: "")
      return 0
    })

  static let sources = Command(
    name: "sources",
    abstract: "Print the bibliography and how many facts rest on each provenance class.",
    usage: ["sources"],
    examples: ["insets sources"],
    discussion: "The same text as docs/bibliography.md, which a test keeps equal to it.",
    run: { _ in
      print(SourcesReference.markdown(), terminator: "")
      return 0
    })
}
