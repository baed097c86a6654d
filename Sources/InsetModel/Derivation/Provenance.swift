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
    /// ``Provenance/documented``: from Apple's documentation, SDK headers or WWDC sessions.
    case documented
    /// ``Provenance/measured``: measured and published by two or more independent sources.
    case measured
    /// ``Provenance/singleSource``: published by a single source.
    case singleSource = "single source"
    /// ``Provenance/inferred(_:)``: inferred from documented facts.
    case inferred
    /// ``Provenance/assumption(key:)``: a named, switchable default.
    case assumption
    /// ``Provenance/definition``: the scenario-table contract's own definition.
    case definition

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
///
/// A citation can also say what it is worth to its fact's class (``role``):
/// a ``Provenance/measured`` fact rests on two or more ``Role/print(by:)``
/// citations by different people, a ``Provenance/singleSource`` fact on
/// exactly one ``Role/singleSource(_:)`` citation.
///
///     Citation.print(.dimmmensions, by: "Marc Bouchenoire").role
///     // .print(by: "Marc Bouchenoire")
public struct Citation: Sendable, Hashable, CustomStringConvertible {
  /// The source cited, a bibliography entry.
  public var source: Source
  /// Where in the source, when it matters (a time in a session, a section).
  public var locator: String?
  /// What the citation is worth to its fact's class, when it carries the class: an independent
  /// printed value of a measured fact, or the one source of a single-source fact. `nil` for a
  /// citation that documents, supports or gives context.
  public var role: Role?

  /// What a citation is worth to its fact's class.
  public enum Role: Sendable, Hashable {
    /// An independent printed value: `by` (a person or project) printed the fact's value on a
    /// simulator or a device, and published the print. A project that copies another's print,
    /// or a hand-written table of constants, is not one.
    case print(by: String)
    /// The one source a single-source fact rests on, and what it is (one print, a library's
    /// table of constants, a statement without a print).
    case singleSource(String)
  }

  /// Creates a citation of `source`, at `locator` when it matters (a time in a session, a section),
  /// with the `role` it plays in its fact's class, if any.
  public init(_ source: Source, at locator: String? = nil, role: Role? = nil) {
    self.source = source
    self.locator = locator
    self.role = role
  }

  /// A citation of a value `by` printed on a simulator or a device: one of a measured fact's
  /// independent prints.
  public static func print(_ source: Source, by printer: String, at locator: String? = nil)
    -> Citation
  {
    Citation(source, at: locator, role: .print(by: printer))
  }

  /// The one source a single-source fact rests on; `what` says what it is (one print, a table of
  /// constants, a statement).
  public static func single(_ source: Source, _ what: String, at locator: String? = nil)
    -> Citation
  {
    Citation(source, at: locator, role: .singleSource(what))
  }

  /// Two citations are the same when they cite the same place in the same source, whatever role
  /// each plays in its own fact's class: lists that gather several facts' citations (a key's
  /// sources) name each place once.
  public static func == (a: Citation, b: Citation) -> Bool {
    a.source == b.source && a.locator == b.locator
  }

  /// Hashes the source and the locator, the parts equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(source)
    hasher.combine(locator)
  }

  /// Who printed the value, when the citation is an independent print.
  public var printer: String? {
    if case .print(let printer) = role { printer } else { nil }
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
  /// How sure the model is of the fact.
  public let provenance: Provenance
  /// The sources the fact rests on, each with where in it.
  public let citations: [Citation]
  /// Where sources disagree: each side and the choice made.
  public let disagreement: String?
  /// The id of an assumption's fact that this fact settles where it applies: a derivation that
  /// cites both names the assumption because its key can still pin the value, but with the key
  /// unset the value is this fact's, not the assumption's. `nil` for most facts.
  ///
  ///     Facts.glassLandscapeHomeIndicator.settles  // "screen.landscapeHomeIndicator"
  public let settles: String?

  /// Creates a fact: its stable `id`, its area, its statement, how sure the model is of it and its
  /// citations; `disagreement` says where sources disagree and what the model chose; `settles`
  /// names the assumption's fact whose value this one gives where it applies, if any.
  public init(
    _ id: String, _ area: Area, _ statement: String, _ provenance: Provenance,
    _ citations: [Citation], disagreement: String? = nil, settles: String? = nil
  ) {
    self.id = id
    self.area = area
    self.statement = statement
    self.provenance = provenance
    self.citations = citations
    self.disagreement = disagreement
    self.settles = settles
  }

  /// The parts of the model, in the order the facts document follows.
  public enum Area: String, Sendable, Hashable, CaseIterable {
    /// The scenario-table contract: what the tables define (a bare screen, a view that fills its
    /// superview), not facts about UIKit.
    case contract = "The scenario-table contract"
    /// Screens, windows and devices: screen sizes, status bars, sensor housings, home indicators,
    /// size classes and the OS versions each device runs.
    case screen = "Screens, windows and devices"
    /// Navigation, tab and tool bars and their containers.
    case bars = "Bars and containers"
    /// How `safeAreaInsets` pass from the root view to subviews and child view controllers.
    case safeArea = "Safe-area propagation"
    /// `layoutMargins`, `directionalLayoutMargins`, `systemMinimumLayoutMargins` and the readable
    /// content guide.
    case margins = "Layout margins"
    /// `UIScrollView`: `contentInsetAdjustmentBehavior`, `adjustedContentInset`, offsets and scroll
    /// indicators.
    case scrollView = "Scroll views"
    /// `UITableView`: cells, content views, separators and sections.
    case tableView = "Table views"
    /// `UICollectionView`: flow and compositional layouts and lists.
    case collectionView = "Collection views"
    /// SwiftUI's safe area, padding, scroll and frame modifiers.
    case swiftUI = "SwiftUI"
    /// iPadOS 26 windows, the iPhone Duo, layout regions and reserved regions.
    case windows = "Windows, foldables, layout regions and reserved regions"
    /// The iOS 7–10 world: `topLayoutGuide`, `bottomLayoutGuide` and
    /// `automaticallyAdjustsScrollViewInsets`.
    case legacy = "iOS 7–10"
    /// View-controller hierarchies, presentations, split views and the keyboard.
    case hierarchy = "View-controller hierarchies, presentations, split views and the keyboard"
  }
}
