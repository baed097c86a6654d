import Foundation
import InsetModel

/// The rows of each section of a table, as `numberOfRowsInSections` writes
/// them: `{3, 0, 5}`.
public struct RowCounts: Sendable, Hashable {
  /// Each section's rows, in section order.
  public var counts: [Int]

  /// Creates the row counts, one per section.
  public init(_ counts: [Int]) { self.counts = counts }
}

extension RowCounts: ScenarioValue {
  public static var notation: String {
    "a list of row counts `{3, 0, 5}`, one whole number of 0 or more per section"
  }

  public static func parse(_ text: String) throws(NotationError) -> RowCounts {
    if let counts = FastNumbers.wholeNumbers(text),
      counts.count <= TableSectionRects.sectionCountLimit,
      counts.allSatisfy({ $0 <= FlowLayout.itemCountLimit })
    {
      return RowCounts(counts)
    }
    return try parseWithoutFastPath(text)
  }

  /// The full parser alone, for the test that holds the fast path to it.
  static func parseWithoutFastPath(_ text: String) throws(NotationError) -> RowCounts {
    let syntax = try ValueSyntax.parse(text)
    guard case .list(let items, let offset) = syntax else {
      throw NotationError(
        offset: syntax.offset, message: "expected \(notation), found \(syntax.shape)")
    }
    guard !items.isEmpty else {
      throw NotationError(offset: offset, message: "a table needs at least one section")
    }
    guard items.count <= TableSectionRects.sectionCountLimit else {
      throw NotationError(
        offset: offset,
        message: "a table holds at most \(TableSectionRects.sectionCountLimit) sections here, "
          + "found \(items.count)")
    }
    var counts: [Int] = []
    counts.reserveCapacity(items.count)
    for item in items {
      guard case .number(let v, _) = item, v >= 0, v <= Double(FlowLayout.itemCountLimit),
        v.rounded() == v
      else {
        throw NotationError(
          offset: item.offset,
          message: "expected a whole number of rows from 0 to \(FlowLayout.itemCountLimit), "
            + "found \(item.shape)")
      }
      counts.append(Int(v))
    }
    return RowCounts(counts)
  }

  public var formatted: String { "{" + counts.map(String.init).joined(separator: ", ") + "}" }
  public func matches(_ expected: RowCounts) -> Bool { counts == expected.counts }

  public static func sample(_ g: inout SeededGenerator) -> RowCounts {
    RowCounts((0...g.int(0...3)).map { _ in g.int(0...12) })
  }
}
