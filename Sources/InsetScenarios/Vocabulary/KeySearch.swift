import InsetModel

extension KeysReference {
  /// Words people use for what the notation models under another name, and
  /// the keys that model it: `insets keys Stage Manager` finds `windowFrame`.
  /// Each says what is and is not modelled.
  static let terms: [(words: [String], keys: [String], note: String)] = [
    (
      ["stage manager", "free-form window", "freeform window", "windowed app"],
      ["windowFrame", "screenSize", "windowControls"],
      "iPadOS 26's free-form windows (Stage Manager included) are a `windowFrame` on an iPad at "
        + "iOS 26 or later; Stage Manager's windows on iPadOS 16–18 are not modelled"
    ),
    (
      ["split view", "slide over", "multitasking"],
      ["multitasking"],
      "iPadOS 9–18's Split View and Slide Over panes; from iPadOS 26 a window is a `windowFrame`"
    ),
    (
      ["navigationstack", "navigationview", "navigation stack", "navigationsplitview"],
      ["navigationBar", "prefersLargeTitles", "modifiers", "hierarchy"],
      "SwiftUI's NavigationStack hosts its content under a UIKit navigation bar: a SwiftUI row "
        + "(`modifiers`) with `navigationBar` (and `prefersLargeTitles` for a large title); a "
        + "NavigationSplitView is a split view in `hierarchy`"
    ),
    (
      ["notch", "dynamic island", "sensor housing", "home indicator"],
      ["device", "windowSafeAreaInsets?", "statusBarHeight?"],
      "name the `device`: its top and bottom insets follow (`insets devices` lists them)"
    ),
    (
      ["liquid glass", "ios 26 design", "uidesignrequirescompatibility"],
      ["iOSVersion", "sdkVersion", "UIDesignRequiresCompatibility"],
      "Liquid Glass bars apply from iOS 26 to an app built with the iOS 26 SDK or later, unless "
        + "`UIDesignRequiresCompatibility` keeps the earlier ones"
    ),
  ]

  /// The keys a search for `query` finds: those whose name or meaning holds
  /// every word of it (case-insensitive), after the terms above whose words
  /// it names, as a Markdown table; a line that says so when nothing matches.
  ///
  ///     KeysReference.search("Stage Manager")
  ///     // names `windowFrame`, and says Stage Manager before iPadOS 26 is not modelled
  ///
  /// - Complexity: O(keys × words).
  public static func search(_ query: String, vocabulary: Vocabulary = .standard) -> String {
    let needle = query.lowercased()
    let words = needle.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard !words.isEmpty else { return "" }
    var out = ""
    var named: [String] = []
    for term in terms where term.words.contains(where: { needle.contains($0) }) {
      out += "\(query): \(term.note).\n"
      named += term.keys
    }
    let indexed = Vocabulary.allIndexedOutputs.map { $0.key(0) }
    let all = vocabulary.keys + indexed
    let found = all.filter { key in
      named.contains(key.name)
        || words.allSatisfy {
          key.name.lowercased().contains($0) || key.meaning.lowercased().contains($0)
        }
    }
    guard !found.isEmpty else {
      return out + "no key mentions `\(query)`: `insets keys` lists them all\n"
    }
    out += "\n| key | role | meaning |\n|---|---|---|\n"
    for key in found {
      out += "| `\(key.name)` | \(key.role.rawValue) | \(cell(key.meaning)) |\n"
    }
    return out
  }
}
