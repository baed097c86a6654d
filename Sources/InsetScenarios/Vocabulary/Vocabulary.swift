import Foundation
import InsetModel

/// The keys a scenario table may use: the one place that knows them.
///
/// Adding a UIKit property means one entry here (an input bound to the
/// scene's property by key path, or an output naming the `Quantity` it
/// reads), one field on `LayoutScene` or `Resolution`, one rule with its
/// derivation step in the model, and rows in `Scenarios/`. `insets keys`,
/// `Scenarios/keys.md`, the key tables of `Scenarios/README.md` and the
/// property tests' random scenes are generated from here.
public struct Vocabulary: Sendable {
  /// Every key, in reference order.
  public let keys: [ScenarioKey]
  private let index: [String: Int]

  /// Creates a vocabulary of `keys`, in reference order; where two share a name, the first is the
  /// one found.
  public init(keys: [ScenarioKey]) {
    self.keys = keys
    var index: [String: Int] = [:]
    for (i, key) in keys.enumerated() where index[key.name] == nil { index[key.name] = i }
    self.index = index
  }

  /// The key named exactly `name`, or an indexed output such as
  /// `itemFrame[7]?`.
  public subscript(name: String) -> ScenarioKey? {
    if let i = index[name] { return keys[i] }
    // A component of an output: `safeAreaInsets.top?`, `frame[2].origin.y?`.
    if let component = componentOutput(name) { return component }
    guard name.hasSuffix("]?"), let open = name.firstIndex(of: "[") else { return nil }
    let base = String(name[..<open])
    let digits = name[name.index(after: open)..<name.index(name.endIndex, offsetBy: -2)]
    // MARK: A hierarchy node may be named: `safeAreaInsets[card]?`.
    if let key = Self.namedNodeOutput(base: base, name: digits) { return key }
    guard let indexed = Self.allIndexedOutputs.first(where: { $0.base == base }), !digits.isEmpty,
      digits.count <= 9, digits.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
      let n = Int(digits)
    else { return nil }
    return indexed.key(n)
  }

  /// The closest key name to a misspelt one.
  public func suggestion(for name: String) -> String? {
    Suggestion.closest(
      to: name, among: keys.map(\.name) + Self.allIndexedOutputs.map { $0.base + "[N]?" })
  }

  /// An output that takes an index in brackets: `itemFrame[7]?`.
  public struct IndexedOutput: Sendable {
    /// The name before the brackets.
    public let base: String
    /// The key for one index.
    public let key: @Sendable (Int) -> ScenarioKey
  }

  /// Outputs that take an index in brackets.
  // MARK: The reserved regions' too.
  public static let indexedOutputs: [IndexedOutput] =
    coreIndexedOutputs + regionIndexedOutputs + lists2IndexedOutputs

  static let coreIndexedOutputs: [IndexedOutput] = [
    IndexedOutput(base: "itemFrame") { n in
      .output(
        "itemFrame[\(n)]?", .collectionView, CGRect.self,
        reads: [.itemsPerLine, .compositionalItemFrames],  // or a compositional layout's
        meaning: "item \(n)'s frame in section 0, in content coordinates",
        facts: [Facts.flowLayoutLines, Facts.flowLayoutLastLine],
        unavailable: "names no item: item \(n) is past `numberOfItems`, or the view is not a "
          + "collection view",
        readInScene: {
          $0.flowLayout(in: $1)?.frame(ofItem: n)
            ?? $0.compositionalLayout(in: $1)?.frame(ofItem: n)
        })
    },
    IndexedOutput(base: "insetContentFrame") { n in
      .output(
        "insetContentFrame[\(n)]?", .swiftUI, CGRect.self, reads: [.insetContentFrames],
        meaning: "the frame of `safeAreaInset` content \(n), outermost (last written) first, in "
          + "the window", facts: [Facts.safeAreaInset],
        unavailable: "names no `safeAreaInset` content: the chain has fewer than \(n + 1)",
        readInScene: { $0.swiftUILayout(in: $1)?.insetContentFrame(n) })
    },
  ]

  /// Every output that takes an index in brackets: ``indexedOutputs`` and
  /// the hierarchy's node outputs (`safeAreaInsets[2]?`).
  public static let allIndexedOutputs = indexedOutputs + nodeIndexedOutputs

  /// The vocabulary of this version of InsetModel.
  public static let standard = Vocabulary(
    keys: [ScenarioKey.label] + screenKeys + controllerKeys + childKeys + viewKeys + scrollViewKeys
      + tableViewKeys + collectionViewKeys + swiftUIKeys + assumptionKeys
      + windowKeys + windowControllerKeys + regionKeys + regionSwiftUIKeys + windowAssumptionKeys
      + hierarchyKeys + keyboardKeys + hierarchyAssumptionKeys + lists2Keys + questionKeys
      + questions2Keys)
}
