import Foundation
import InsetModel

/// One column key of a scenario table: its name, whether it is an input or an
/// expected output, its notation and default, what it means in UIKit, and how
/// it sets a ``Scene`` or reads a ``Resolution``.
public struct ScenarioKey: Sendable {
  /// What a column does.
  public enum Role: String, Sendable {
    /// The optional `scenario` label.
    case label
    /// Something app code sets (or a pinned assumption).
    case input
    /// Something app code reads back; the key ends in `?`.
    case output
  }

  /// The contract's section a key belongs to; the view kind is inferred from it.
  public enum Section: String, Sendable, CaseIterable {
    case label, screen, controller, view, scrollView, tableView, collectionView, swiftUI, assumption
  }

  /// The header text, e.g. `contentInset` or `adjustedContentInset?`.
  public let name: String
  public let role: Role
  public let section: Section
  /// The notation, as error messages name it.
  public let notation: String
  /// The default, in words (inputs).
  public let defaultValue: String
  /// What the key means, in UIKit's terms.
  public let meaning: String
  /// Where the rule or default comes from.
  public let source: String
  /// The UIKit property the key expresses: two input keys with the same
  /// property may not both be set in one row.
  public let property: String

  /// For an output, the derivation steps it reads, first found wins (for
  /// `explain`'s tree).
  public let quantities: [String]

  /// Parses an input cell into what it sets; parsing is separate from setting
  /// so that a table parses each distinct text of a column once.
  let parse: @Sendable (String) throws(NotationError) -> ParsedInput
  let check: @Sendable (String, Resolution) throws(OutputFailure) -> OutputCheck
  /// For an output, the computed value in the notation, or nil where the
  /// scene has none.
  let describe: @Sendable (Resolution) -> String?

  /// An input key of type `V`.
  static func input<V: ScenarioValue>(
    _ name: String, _ section: Section, _ type: V.Type, default defaultValue: String,
    meaning: String, source: String, property: String? = nil,
    set: @escaping @Sendable (inout Scene, V) -> Void
  ) -> ScenarioKey {
    ScenarioKey(
      name: name, role: .input, section: section, notation: V.notation,
      defaultValue: defaultValue, meaning: meaning, source: source, property: property ?? name,
      quantities: [],
      parse: { (text) throws(NotationError) in
        let value = try V.parse(text)
        return ParsedInput { set(&$0, value) }
      },
      check: { _, _ throws(OutputFailure) in .match }, describe: { _ in nil })
  }

  /// An output key of type `V`; `read` gives `nil` where the value does not
  /// exist for the scene, which is an error located at the cell.
  static func output<V: ScenarioValue>(
    _ name: String, _ section: Section, _ type: V.Type, meaning: String, source: String,
    unavailable: String = "", from quantities: [String]? = nil,
    read: @escaping @Sendable (Resolution) -> V?
  ) -> ScenarioKey {
    ScenarioKey(
      name: name, role: .output, section: section, notation: V.notation, defaultValue: "",
      meaning: meaning, source: source, property: name,
      quantities: quantities ?? [String(name.dropLast())],
      parse: { _ throws(NotationError) in ParsedInput { _ in } },
      check: { (text, resolution) throws(OutputFailure) in
        let expected: V
        do throws(NotationError) {
          expected = try V.parse(text)
        } catch {
          throw .notation(error)
        }
        guard let actual = read(resolution) else { throw .unavailable(unavailable) }
        return actual.matches(expected)
          ? .match : .mismatch(expected: expected.formatted, actual: actual.formatted)
      },
      describe: { read($0)?.formatted })
  }

  /// The `scenario` label.
  static let label = ScenarioKey(
    name: "scenario", role: .label, section: .label, notation: "free text",
    defaultValue: "none", meaning: "labels the row in reports", source: "contract",
    property: "scenario", quantities: [],
    parse: { _ throws(NotationError) in ParsedInput { _ in } },
    check: { _, _ throws(OutputFailure) in .match }, describe: { _ in nil })

  private init(
    name: String, role: Role, section: Section, notation: String, defaultValue: String,
    meaning: String, source: String, property: String, quantities: [String],
    parse: @escaping @Sendable (String) throws(NotationError) -> ParsedInput,
    check: @escaping @Sendable (String, Resolution) throws(OutputFailure) -> OutputCheck,
    describe: @escaping @Sendable (Resolution) -> String?
  ) {
    self.name = name
    self.role = role
    self.section = section
    self.notation = notation
    self.defaultValue = defaultValue
    self.meaning = meaning
    self.source = source
    self.property = property
    self.quantities = quantities
    self.parse = parse
    self.check = check
    self.describe = describe
  }
}

/// What an input cell sets, once parsed.
struct ParsedInput: Sendable {
  let set: @Sendable (inout Scene) -> Void

  init(_ set: @escaping @Sendable (inout Scene) -> Void) { self.set = set }
}

/// Parsed input cells of one table, by column and text: rows repeat their
/// devices, enums and sizes, and each distinct text is parsed once.
struct InputCache {
  struct Key: Hashable {
    var column: Int
    var text: String
  }
  var entries: [Key: Result<ParsedInput, NotationError>] = [:]
}

/// The result of checking one output cell.
enum OutputCheck: Sendable, Equatable {
  case match
  case mismatch(expected: String, actual: String)
}

/// Why an output cell could not be checked.
enum OutputFailure: Error, Sendable {
  /// The expected value does not follow the notation.
  case notation(NotationError)
  /// The scene has no such value (e.g. `adjustedContentInset?` of a plain view).
  case unavailable(String)
}
