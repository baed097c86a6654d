import InsetModel

/// What `insets port` reports about a place in a source file.
public enum FindingKind: String, Sendable, Hashable, CaseIterable, Codable {
  /// A bar or inset number hard-coded in a layout position (`y: 64`,
  /// `constant = 49`, `height - 64`, `#define NAVBAR_HEIGHT 44`).
  case hardCodedInset
  /// A device check by screen size (`bounds.height == 812`, `nativeBounds`
  /// tables) or by a helper named for a device (`isIPhoneX`).
  case deviceCheck
  /// A read of the status bar's frame (`statusBarFrame`).
  case statusBarRead
  /// `topLayoutGuide`, deprecated in iOS 11, or a storyboard constraint to it.
  case topLayoutGuide
  /// `bottomLayoutGuide`, deprecated in iOS 11, or a storyboard constraint to it.
  case bottomLayoutGuide
  /// `automaticallyAdjustsScrollViewInsets`, deprecated in iOS 11.
  case automaticallyAdjustsScrollViewInsets
  /// `edgesForExtendedLayout` set to keep the view out from under the bars.
  case edgesForExtendedLayout
  /// `UIScreen.main.bounds` used as the view's size.
  case screenBounds
  /// A part of the file that could not be read (an unterminated comment or
  /// literal, malformed XML): always a note.
  case unreadable
}

/// How sure a finding is.
public enum FindingSeverity: String, Sendable, Hashable, Codable {
  /// A finding: the code assumes something that is not true everywhere.
  case warning
  /// What `insets port` cannot judge (a 20 that may be a margin, a file it
  /// cannot read to the end); it does not count as a finding.
  case note
}

/// The bars around the view a query is asked with.
public struct Bars: Sendable, Hashable, Codable {
  /// In a navigation controller with its bar shown.
  public var navigationBar: Bool
  /// In a tab bar controller.
  public var tabBar: Bool
  /// The navigation bar shows a large title, expanded.
  public var largeTitles: Bool

  /// The bars named; by default none.
  ///
  ///     Bars(navigationBar: true, tabBar: true)  // a navigation bar and a tab bar
  public init(navigationBar: Bool = false, tabBar: Bool = false, largeTitles: Bool = false) {
    self.navigationBar = navigationBar
    self.tabBar = tabBar
    self.largeTitles = largeTitles
  }

  /// No bars.
  public static let none = Bars()
}

/// Which property a hard-coded inset stands in for.
public enum InsetReading: String, Sendable, Hashable, Codable {
  /// The root view's `safeAreaInsets`.
  case safeArea
  /// A content scroll view's `adjustedContentInset` (a tall scroll view
  /// filling the root view).
  case adjustedContentInset
}

/// What a finding's code assumes UIKit gives, in terms the device sweep can
/// check on every screen of the catalog.
public enum CodeAssumption: Sendable, Hashable {
  /// The safe area's top and/or bottom are these numbers, with these bars.
  case insets(top: Double?, bottom: Double?, bars: Bars, reading: InsetReading)
  /// The navigation bar is this tall.
  case navigationBarHeight(Double)
  /// The status bar's height (`statusBarFrame`) is the safe area's top, with no bars.
  case statusBarIsSafeTop
  /// `topLayoutGuide.length` is the safe area's top, with no bars.
  case topLayoutGuideIsSafeTop
  /// `bottomLayoutGuide.length` is the safe area's bottom, with no bars.
  case bottomLayoutGuideIsSafeBottom
  /// With `automaticallyAdjustsScrollViewInsets` off, a tall scroll view under
  /// a navigation bar and a tab bar keeps its `contentInset` (zero) as
  /// `adjustedContentInset`.
  case scrollViewNotAdjusted
  /// With `edgesForExtendedLayout` empty, in a navigation controller, nothing
  /// covers the root view: its safe area is zero.
  case nothingCoversView

  /// The bars the sweep asks with.
  public var bars: Bars {
    switch self {
    case .insets(_, _, let bars, _): bars
    case .navigationBarHeight: Bars(navigationBar: true)
    case .statusBarIsSafeTop, .topLayoutGuideIsSafeTop, .bottomLayoutGuideIsSafeBottom: .none
    case .scrollViewNotAdjusted: Bars(navigationBar: true, tabBar: true)
    case .nothingCoversView: Bars(navigationBar: true)
    }
  }

  /// The edges the assumption pins; empty for a bar height.
  public var pinnedEdges: [Side] {
    switch self {
    case .insets(let top, let bottom, _, _):
      (top == nil ? [] : [.top]) + (bottom == nil ? [] : [.bottom])
    case .navigationBarHeight: []
    case .statusBarIsSafeTop, .topLayoutGuideIsSafeTop: [.top]
    case .bottomLayoutGuideIsSafeBottom: [.bottom]
    case .scrollViewNotAdjusted: [.top, .bottom]
    case .nothingCoversView: Side.allCases
    }
  }

  /// What the sweep measures, one name per number it compares:
  /// `adjustedContentInset.top`, `navigationBar.frame.height`.
  public var measured: [String] {
    switch self {
    case .navigationBarHeight: return ["navigationBar.frame.height"]
    case .scrollViewNotAdjusted:
      return ["adjustedContentInset.top", "adjustedContentInset.bottom"]
    default:
      let property = readsScrollView ? "adjustedContentInset" : "safeAreaInsets"
      return pinnedEdges.map { "\(property).\($0.rawValue)" }
    }
  }

  /// Whether the sweep reads a scroll view's `adjustedContentInset`.
  public var readsScrollView: Bool {
    switch self {
    case .insets(_, _, _, let reading): reading == .adjustedContentInset
    case .scrollViewNotAdjusted: true
    default: false
    }
  }
}

/// One thing `insets port` found, at a place in a file.
///
/// A finding's texts and assumption are kept in one storage that the
/// findings of a file which say the same share (the rules keep each
/// distinct one once): a file of 100,000 device checks holds a few dozen
/// such storages and 100,000 small positions, not 100,000 copies of each
/// text. Setting a property makes the finding its own storage; equality and
/// hashing are by value, as for any struct.
public struct Finding: Sendable, Hashable {
  /// What was found.
  public var kind: FindingKind
  /// A finding, or a note of what could not be judged.
  public var severity: FindingSeverity
  /// 1-based line of ``code``'s first character.
  public var line: Int
  /// 1-based column of ``code``'s first character, counting Unicode scalars.
  public var column: Int
  /// The mechanical rewrite `insets port --diff` may make, before it is
  /// checked (``PortDiff``); nil when there is none it is sure of.
  public var rewrite: Rewrite?
  /// The texts and assumption, shared by equal findings.
  var body: Body

  /// The source text found: `64`, `20 + 44`, `statusBarFrame`, a storyboard
  /// attribute's value.
  public var code: String {
    get { body.fields.code }
    set { body = body.with { $0.code = newValue } }
  }
  /// What the code does, in a phrase: "64 in `contentInset.top` stands for the
  /// status bar and a navigation bar".
  public var summary: String {
    get { body.fields.summary }
    set { body = body.with { $0.summary = newValue } }
  }
  /// What to read or use instead (from Scenarios/porting-ios10.md).
  public var replacement: String {
    get { body.fields.replacement }
    set { body = body.with { $0.replacement = newValue } }
  }
  /// What the sweep checks; nil when the model cannot judge it.
  public var assumption: CodeAssumption? {
    get { body.fields.assumption }
    set { body = body.with { $0.assumption = newValue } }
  }
  /// Said in place of a sweep: a fact from the device catalog, or why there
  /// is no sweep (said rather than guessed).
  public var detail: String? {
    get { body.fields.detail }
    set { body = body.with { $0.detail = newValue } }
  }
  /// Why the rules wrote no ``rewrite`` for this finding, when they know
  /// (it is in `viewDidLoad`, where the safe area is still zero; in a C
  /// function; the class declares no such scroll view).
  public var noRewriteReason: String? {
    get { body.fields.noRewriteReason }
    set { body = body.with { $0.noRewriteReason = newValue } }
  }

  /// A finding of `kind` whose ``code`` starts at `line`:`column`. It has no
  /// ``rewrite``; the rules that are sure of one set it afterwards.
  public init(
    kind: FindingKind, severity: FindingSeverity = .warning, line: Int, column: Int, code: String,
    summary: String, replacement: String, assumption: CodeAssumption? = nil,
    detail: String? = nil
  ) {
    self.kind = kind
    self.severity = severity
    self.line = line
    self.column = column
    self.body = Body(
      Fields(
        code: code, summary: summary, replacement: replacement, assumption: assumption,
        detail: detail, noRewriteReason: nil))
  }

  /// What a finding says, apart from its place and rewrite.
  struct Fields: Sendable, Hashable {
    var code: String
    var summary: String
    var replacement: String
    var assumption: CodeAssumption?
    var detail: String?
    var noRewriteReason: String?
  }

  /// An immutable, shareable ``Fields``: compared and hashed by value.
  final class Body: Sendable, Hashable {
    let fields: Fields

    init(_ fields: Fields) { self.fields = fields }

    /// A new storage holding these fields changed by `change`.
    func with(_ change: (inout Fields) -> Void) -> Body {
      var fields = self.fields
      change(&fields)
      return Body(fields)
    }

    static func == (a: Body, b: Body) -> Bool { a === b || a.fields == b.fields }

    func hash(into hasher: inout Hasher) { hasher.combine(fields) }
  }
}

/// One replacement of text on one line of a source file.
public struct SourceEdit: Sendable, Hashable {
  /// 1-based line of the replaced text.
  public var line: Int
  /// 1-based column (Unicode scalars) where the replaced text starts.
  public var column: Int
  /// How many Unicode scalars are replaced.
  public var length: Int
  /// The new text.
  public var replacement: String

  /// An edit replacing `length` scalars at `line`:`column` with `replacement`.
  public init(line: Int, column: Int, length: Int, replacement: String) {
    self.line = line
    self.column = column
    self.length = length
    self.replacement = replacement
  }
}

/// A mechanical rewrite of a finding's code, and what the rewritten code
/// reads, so that it can be checked against the finding's sweep.
public struct Rewrite: Sendable, Hashable {
  /// What the rewritten code reads.
  public enum Reads: Sendable, Hashable {
    /// The safe area's insets on the assumption's pinned edges
    /// (`view.safeAreaInsets.top`, `view.safeAreaLayoutGuide.topAnchor`).
    case safeArea
    /// A scroll view with `contentInsetAdjustmentBehavior = .never`: its
    /// `adjustedContentInset` is its `contentInset`.
    case neverAdjusted
  }

  /// The edits, each on one line.
  public var edits: [SourceEdit]
  /// What the rewritten code reads.
  public var reads: Reads

  /// A rewrite making `edits`, after which the code reads `reads`.
  public init(edits: [SourceEdit], reads: Reads) {
    self.edits = edits
    self.reads = reads
  }
}

/// Finding bodies kept once: ``shared(_:)`` gives back an equal body (byte
/// for byte in its texts, ``ExactText``) met recently, so that the findings
/// of a file that say the same share one storage. A cache of 1,024 bodies,
/// two ways a set: bounded, never grown, and what repeats in a file (a
/// device check's dimension, a bar number in the same place) is met again
/// while it is still there; a body that is not met again costs one hash.
struct SharedBodies: Sendable {
  private var slots: [Finding.Body?] = Array(repeating: nil, count: 1_024)

  /// `body`, or the equal body kept before it.
  mutating func shared(_ body: Finding.Body) -> Finding.Body {
    var hasher = Hasher()
    let fields = body.fields
    hasher.combine(fields.assumption)
    hasher.combine(ExactText(fields.code))
    hasher.combine(ExactText(fields.summary))
    hasher.combine(ExactText(fields.replacement))
    hasher.combine(fields.detail.map(ExactText.init))
    hasher.combine(fields.noRewriteReason.map(ExactText.init))
    // Two ways a set: two bodies that hash alike are both kept.
    let first = Int(UInt(bitPattern: hasher.finalize()) % UInt(slots.count)) & ~1
    if let kept = slots[first], Self.same(kept.fields, fields) { return kept }
    if let kept = slots[first + 1], Self.same(kept.fields, fields) { return kept }
    // The most recent first; the one it displaces second.
    slots[first + 1] = slots[first]
    slots[first] = body
    return body
  }

  /// Whether two bodies' fields are equal, their texts byte for byte.
  static func same(_ x: Finding.Fields, _ y: Finding.Fields) -> Bool {
    func same(_ p: String?, _ q: String?) -> Bool {
      switch (p, q) {
      case (nil, nil): true
      case (let p?, let q?): ExactText(p) == ExactText(q)
      default: false
      }
    }
    return x.assumption == y.assumption && same(x.code, y.code) && same(x.summary, y.summary)
      && same(x.replacement, y.replacement) && same(x.detail, y.detail)
      && same(x.noRewriteReason, y.noRewriteReason)
  }
}
