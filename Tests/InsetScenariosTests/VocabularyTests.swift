import InsetScenarios
import Testing

@Suite("Vocabulary")
struct VocabularyTests {
  let vocabulary = Vocabulary.standard

  @Test func keysAreUniqueAndOutputsEndInAQuestionMark() {
    let names = vocabulary.keys.map(\.name)
    #expect(Set(names).count == names.count)
    for key in vocabulary.keys {
      #expect(key.name.hasSuffix("?") == (key.role == .output), "\(key.name)")
      #expect(!key.meaning.isEmpty, "\(key.name) has no meaning")
      if key.role == .output {
        #expect(!key.facts.isEmpty, "\(key.name) rests on no fact")
        #expect(!key.quantities.isEmpty, "\(key.name) reads no quantity")
      }
      if key.role == .input { #expect(!key.defaultValue.isEmpty, "\(key.name) has no default") }
    }
  }

  /// The contract's keys for issue 2 are all known.
  @Test(arguments: [
    "scenario", "view", "frame", "safeAreaInsets", "safeAreaInsets?", "navigationBar",
    "automaticallyAdjustsScrollViewInsets", "contentInsetAdjustmentBehavior", "contentInset",
    "contentSize", "alwaysBounceVertical", "alwaysBounceHorizontal", "isContentScrollView",
    "adjustedContentInset?", "contentOffset?", "maximumContentOffset?",
  ])
  func contractKeyIsKnown(name: String) {
    #expect(vocabulary[name] != nil)
  }

  @Test func scrollViewKeysInferAScrollView() {
    for name in ["contentInset", "contentSize", "adjustedContentInset?", "contentOffset?"] {
      #expect(vocabulary[name]?.section == .scrollView, "\(name)")
    }
    #expect(vocabulary["safeAreaInsets?"]?.section == .view)
  }

  @Test func suggestions() {
    #expect(vocabulary.suggestion(for: "contentInsets") == "contentInset")
    #expect(
      vocabulary.suggestion(for: "contentinsetadjustmentbehavior")
        == "contentInsetAdjustmentBehavior")
    #expect(vocabulary.suggestion(for: "adjustedContentInsets?") == "adjustedContentInset?")
    #expect(vocabulary.suggestion(for: "navigationbar") == "navigationBar")
    #expect(vocabulary.suggestion(for: "xyzzy") == nil)
  }
}

@Suite("Keys reference")
struct KeysReferenceTests {
  /// Scenarios/keys.md is the generated reference; regenerate it with
  /// `swift run insets keys > Scenarios/keys.md`.
  @Test func checkedInReferenceEqualsTheGeneratedOne() throws {
    let url = packageRoot.appendingPathComponent("Scenarios/keys.md")
    let checkedIn = try String(contentsOf: url, encoding: .utf8)
    #expect(
      checkedIn == KeysReference.markdown(),
      "Scenarios/keys.md is stale: run `swift run insets keys > Scenarios/keys.md`")
  }

  @Test func everyKeyIsListed() {
    let text = KeysReference.markdown()
    for key in Vocabulary.standard.keys {
      #expect(text.contains("| `\(key.name)` |"), "\(key.name)")
    }
    #expect(text.contains("| `itemFrame[N]?` |"))
  }
}
