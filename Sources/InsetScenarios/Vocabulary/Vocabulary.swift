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
  private let index: NameIndex

  /// Creates a vocabulary of `keys`, in reference order; where two share a name, the first is the
  /// one found.
  public init(keys: [ScenarioKey]) {
    self.keys = keys
    self.index = NameIndex(keys.map(\.name))
  }

  /// The key named exactly `name`, or an indexed output such as
  /// `itemFrame[7]?`, ready for a table's cells: an input set at its
  /// property's offset in the scene, an output with the release it arrived
  /// in, worked out here for the keys a table names rather than for every
  /// key when the vocabulary is built.
  public subscript(name: String) -> ScenarioKey? { unbound(name)?.bound() }

  /// The key named `name`, as the vocabulary holds or makes it.
  private func unbound(_ name: String) -> ScenarioKey? {
    if let i = index.first(name, among: keys) { return keys[i] }
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
    coreIndexedOutputs + regionIndexedOutputs + listSectionIndexedOutputs

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
          $0.readingFlow(in: $1) { $0.frame(ofItem: n) }
            ?? $0.readingCompositional(in: $1) { $0.layout.frame(ofItem: n) }
        })
    },
    IndexedOutput(base: "insetContentFrame") { n in
      .output(
        "insetContentFrame[\(n)]?", .swiftUI, CGRect.self, reads: [.insetContentFrames],
        meaning: "the frame of `safeAreaInset` content \(n), outermost (last written) first, in "
          + "the window", facts: [Facts.safeAreaInset],
        unavailable: "names no `safeAreaInset` content: the chain has fewer than \(n + 1)",
        read: { $0.insetContentFrame(n) })
    },
  ]

  /// Every output that takes an index in brackets: ``indexedOutputs`` and
  /// the hierarchy's node outputs (`safeAreaInsets[2]?`).
  public static let allIndexedOutputs = indexedOutputs + nodeIndexedOutputs

  /// The vocabulary of this version of InsetModel.
  public static let standard = Vocabulary(
    // The lists joined into one array, rather than by `+`, which made and
    // released an array for each.
    keys: Array(
      [
        [ScenarioKey.label], screenKeys, controllerKeys, childKeys, viewKeys, scrollViewKeys,
        tableViewKeys, collectionViewKeys, swiftUIKeys, assumptionKeys,
        windowKeys, windowControllerKeys, regionKeys, regionSwiftUIKeys, windowAssumptionKeys,
        hierarchyKeys, keyboardKeys, hierarchyAssumptionKeys, listSectionKeys, screenTraitKeys,
        viewDirectionKeys, splitViewStateKeys, presentationStateKeys, keyboardGuideKeys,
        textSizeAssumptionKeys,
        searchBarKeys,
      ].joined()))
}

/// The vocabulary's key names, for finding a key by name: an open-addressed
/// table of positions in the key list, hashed from a name's UTF-8 bytes
/// (``InputCache/hash(_:)``). Every `insets run` builds it for a few hundred
/// keys, where a `Dictionary`'s `Hasher` cost more than the rest of the
/// vocabulary's index.
struct NameIndex: Sendable {
  /// Each slot's position in the key list plus one, 0 for an empty slot; at
  /// least twice as many slots as names, a power of two.
  private let slots: [Int32]

  /// The index of `names`; where two are equal, the first is the one found.
  ///
  /// - Complexity: O(names), expected.
  init(_ names: [String]) {
    var count = 16
    while count < 2 * names.count { count *= 2 }
    var slots = [Int32](repeating: 0, count: count)
    for (position, name) in names.enumerated() {
      var slot = Self.slot(name, count)
      while slots[slot] != 0 {
        if names[Int(slots[slot]) - 1] == name { break }
        slot = (slot + 1) & (count - 1)
      }
      if slots[slot] == 0 { slots[slot] = Int32(truncatingIfNeeded: position + 1) }
    }
    self.slots = slots
  }

  /// The first position in `keys` (the list the index was built from) of
  /// the key named `name`.
  ///
  /// - Complexity: O(1) expected, one hash of `name`.
  func first(_ name: String, among keys: [ScenarioKey]) -> Int? {
    var slot = Self.slot(name, slots.count)
    while slots[slot] != 0 {
      let position = Int(slots[slot]) - 1
      if position < keys.count, keys[position].name == name { return position }
      slot = (slot + 1) & (slots.count - 1)
    }
    return nil
  }

  /// The first slot to look in for `name` among `count` slots.
  private static func slot(_ name: String, _ count: Int) -> Int {
    let hash =
      name.utf8.withContiguousStorageIfAvailable(InputCache.hash)
      ?? Array(name.utf8).withUnsafeBufferPointer(InputCache.hash)
    // The hash's low bit is always set; its high bits are well mixed.
    return Int(truncatingIfNeeded: hash >> 32) & (count - 1)
  }
}
