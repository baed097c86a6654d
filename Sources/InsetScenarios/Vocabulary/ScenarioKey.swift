import Foundation
import InsetModel

/// One column key of a scenario table: its name, whether it is an input or an
/// expected output, its notation and default, what it means in UIKit, and how
/// it sets a ``LayoutScene`` or reads a ``Resolution``.
///
/// A key is immutable and shared by every row of its column, so it is a class:
/// walking a row's keys copies references, not a dozen strings and closures
/// each (the engine benchmark ran half as fast with a struct).
public final class ScenarioKey: Sendable {
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
  /// For an output, checks a cell's text against the scene's resolution.
  let check: @Sendable (String, LayoutScene, Resolution) throws(OutputFailure) -> OutputCheck
  /// For an output, the computed value in the notation, or nil where the
  /// scene has none.
  let describe: @Sendable (LayoutScene, Resolution) -> String?

  /// An input key of type `V`.
  static func input<V: ScenarioValue>(
    _ name: String, _ section: Section, _ type: V.Type, default defaultValue: String,
    meaning: String, source: String, property: String? = nil,
    set: @escaping @Sendable (inout LayoutScene, V) -> Void
  ) -> ScenarioKey {
    ScenarioKey(
      name: name, role: .input, section: section, notation: V.notation,
      defaultValue: defaultValue, meaning: meaning, source: source, property: property ?? name,
      quantities: [],
      parse: { (text) throws(NotationError) in
        let value = try V.parse(text)
        return ParsedInput { set(&$0, value) }
      },
      check: { _, _, _ throws(OutputFailure) in .match }, describe: { _, _ in nil })
  }

  /// An output key of type `V`; `read` gives `nil` where the value does not
  /// exist for the scene, which is an error located at the cell.
  static func output<V: ScenarioValue>(
    _ name: String, _ section: Section, _ type: V.Type, meaning: String, source: String,
    unavailable: String = "", from quantities: [String]? = nil,
    read: @escaping @Sendable (Resolution) -> V?
  ) -> ScenarioKey {
    output(
      name, section, type, meaning: meaning, source: source, unavailable: unavailable,
      from: quantities, readInScene: { _, resolution in read(resolution) })
  }

  /// An output key read from the resolution with its scene: for values that
  /// need the scene's own lists (a flow layout's items, a SwiftUI chain).
  static func output<V: ScenarioValue>(
    _ name: String, _ section: Section, _ type: V.Type, meaning: String, source: String,
    unavailable: String = "", from quantities: [String]? = nil,
    readInScene read: @escaping @Sendable (LayoutScene, Resolution) -> V?
  ) -> ScenarioKey {
    ScenarioKey(
      name: name, role: .output, section: section, notation: V.notation, defaultValue: "",
      meaning: meaning, source: source, property: name,
      quantities: quantities ?? [String(name.dropLast())],
      parse: { _ throws(NotationError) in ParsedInput { _ in } },
      check: { (text, scene, resolution) throws(OutputFailure) in
        let expected: V
        do throws(NotationError) {
          expected = try V.parse(text)
        } catch {
          throw .notation(error)
        }
        guard let actual = read(scene, resolution) else { throw .unavailable(unavailable) }
        return actual.matches(expected)
          ? .match : .mismatch(expected: expected.formatted, actual: actual.formatted)
      },
      describe: { read($0, $1)?.formatted })
  }

  /// The `scenario` label.
  static let label = ScenarioKey(
    name: "scenario", role: .label, section: .label, notation: "free text",
    defaultValue: "none", meaning: "labels the row in reports", source: "contract",
    property: "scenario", quantities: [],
    parse: { _ throws(NotationError) in ParsedInput { _ in } },
    check: { _, _, _ throws(OutputFailure) in .match }, describe: { _, _ in nil })

  private init(
    name: String, role: Role, section: Section, notation: String, defaultValue: String,
    meaning: String, source: String, property: String, quantities: [String],
    parse: @escaping @Sendable (String) throws(NotationError) -> ParsedInput,
    check: @escaping @Sendable (String, LayoutScene, Resolution) throws(OutputFailure) -> OutputCheck,
    describe: @escaping @Sendable (LayoutScene, Resolution) -> String?
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
  let set: @Sendable (inout LayoutScene) -> Void

  init(_ set: @escaping @Sendable (inout LayoutScene) -> Void) { self.set = set }
}

/// Parsed input cells of one table, by column and text: rows repeat their
/// devices, enums and sizes, and each distinct text is parsed once.
struct InputCache {
  struct Key: Hashable {
    var column: Int
    var text: String
  }
  var entries: [Key: Result<ParsedInput, NotationError>] = [:]
  /// For each column, the earlier columns whose keys set the same UIKit
  /// property (worked out once per table, not per row).
  var samePropertyBefore: [[Int]]?

  /// ``samePropertyBefore`` for `keys`.
  ///
  /// - Complexity: O(keys): one dictionary from each property to the input
  ///   columns that set it so far (a property has at most a few keys, and a
  ///   header repeats none).
  static func samePropertyBefore(_ keys: [ScenarioKey]) -> [[Int]] {
    var inputColumns: [String: [Int]] = [:]
    var result: [[Int]] = []
    result.reserveCapacity(keys.count)
    for (i, key) in keys.enumerated() {
      result.append(inputColumns[key.property] ?? [])
      if key.role == .input { inputColumns[key.property, default: []].append(i) }
    }
    return result
  }
}

/// A set of key sections, as bits: a row's sections are gathered for every
/// row, and a `Set` of a string-backed enum hashes strings to do it.
struct SectionSet: Sendable, Equatable {
  private var bits: UInt16 = 0

  init() {}
  init(_ sections: [ScenarioKey.Section]) { for s in sections { insert(s) } }

  mutating func insert(_ section: ScenarioKey.Section) { bits |= Self.bit(section) }
  func contains(_ section: ScenarioKey.Section) -> Bool { bits & Self.bit(section) != 0 }

  private static func bit(_ section: ScenarioKey.Section) -> UInt16 {
    switch section {
    case .label: 1 << 0
    case .screen: 1 << 1
    case .controller: 1 << 2
    case .view: 1 << 3
    case .scrollView: 1 << 4
    case .tableView: 1 << 5
    case .collectionView: 1 << 6
    case .swiftUI: 1 << 7
    case .assumption: 1 << 8
    }
  }
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
