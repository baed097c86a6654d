/// How sure the model is of a number or a rule.
///
/// Every fact the model rests on carries one, and `explain`, `insets keys`,
/// `insets devices` and `insets sources` show it, so that the weakest parts
/// of the model are visible at a glance.
public enum Provenance: Sendable, Hashable, CustomStringConvertible {
  /// Documented by Apple: its documentation, its SDK headers or a WWDC session.
  case documented
  /// Measured and published by two or more independent sources.
  case measured
  /// Published by a single source.
  case singleSource
  /// Inferred from documented facts; the text says from which.
  case inferred(String)
  /// A choice where sources are silent or disagree: a named, switchable
  /// default, with the scenario-table key that switches it.
  case assumption(key: String)
  /// Defined by this project's scenario-table contract (a bare screen's
  /// size, what an empty cell means), not a fact about UIKit.
  case definition

  /// The class, without its detail, for counting.
  public var kind: Kind {
    switch self {
    case .documented: .documented
    case .measured: .measured
    case .singleSource: .singleSource
    case .inferred: .inferred
    case .assumption: .assumption
    case .definition: .definition
    }
  }

  /// The provenance classes, strongest first.
  public enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
    case documented, measured
    case singleSource = "single source"
    case inferred, assumption, definition

    public static func < (a: Kind, b: Kind) -> Bool {
      allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
  }

  /// A short form for a line of `explain`: `documented`, `measured`,
  /// `single source`, `inferred`, `assumption assumeX`, `definition`.
  public var shortDescription: String {
    switch self {
    case .assumption(let key): "assumption `\(key)`"
    default: kind.rawValue
    }
  }

  /// `documented`, `measured (2+ sources)`, `single source`,
  /// `inferred from …`, `assumption (assumeX)`, `definition`.
  public var description: String {
    switch self {
    case .documented: "documented by Apple"
    case .measured: "measured (2+ independent sources)"
    case .singleSource: "single source"
    case .inferred(let from): "inferred from \(from)"
    case .assumption(let key): "assumption (`\(key)`)"
    case .definition: "definition (scenario-table contract)"
    }
  }
}

/// A source and where in it: `wwdc18-235` at `~315 s`, a header at a line.
///
///     Citation(.wwdc18Session235, at: "~315 s").description  // "wwdc18-235 ~315 s"
public struct Citation: Sendable, Hashable, CustomStringConvertible {
  public var source: Source
  /// Where in the source, when it matters (a time in a session, a section).
  public var locator: String?

  public init(_ source: Source, at locator: String? = nil) {
    self.source = source
    self.locator = locator
  }

  /// The tag, then the locator.
  public var description: String {
    locator.map { "\(source.rawValue) \($0)" } ?? source.rawValue
  }
}

/// One fact the model rests on: a number or a rule, in the project's own
/// words, with its sources and how sure the model is of it.
///
/// Facts are grouped as the model is (``Fact/Area``); `docs/facts.md` and
/// `insets sources` are generated from ``Facts/all``.
///
///     Facts.navigationBarHeightsIOS12.provenance  // .measured
public struct Fact: Sendable, Hashable, Identifiable {
  /// A stable name, e.g. `bars.navigationBar.ios12`.
  public let id: String
  /// The part of the model it belongs to.
  public let area: Area
  /// The fact, with its numbers.
  public let statement: String
  public let provenance: Provenance
  public let citations: [Citation]
  /// Where sources disagree: each side and the choice made.
  public let disagreement: String?

  public init(
    _ id: String, _ area: Area, _ statement: String, _ provenance: Provenance,
    _ citations: [Citation], disagreement: String? = nil
  ) {
    self.id = id
    self.area = area
    self.statement = statement
    self.provenance = provenance
    self.citations = citations
    self.disagreement = disagreement
  }

  /// The parts of the model, in the order the facts document follows.
  public enum Area: String, Sendable, Hashable, CaseIterable {
    case contract = "The scenario-table contract"
    case screen = "Screens, windows and devices"
    case bars = "Bars and containers"
    case safeArea = "Safe-area propagation"
    case margins = "Layout margins"
    case scrollView = "Scroll views"
    case tableView = "Table views"
    case collectionView = "Collection views"
    case swiftUI = "SwiftUI"
    // MARK: Issue 16
    case windows = "Windows, foldables, layout regions and reserved regions"
    case legacy = "iOS 7–10"
    // MARK: Issue 17
    case hierarchy = "View-controller hierarchies, presentations, split views and the keyboard"
  }
}
