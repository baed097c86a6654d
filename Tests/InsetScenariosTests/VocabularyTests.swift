import Foundation
import InsetModel
import Testing

@testable import InsetScenarios

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

@Suite("Vocabulary against the model")
struct VocabularyModelTests {
  /// Every output key's explanation is a real recorded step: in every
  /// bundled row where an output is checked, one of the quantities its key
  /// names was recorded by the derivation. And every output key is checked
  /// somewhere in the bundled scenarios.
  @Test func everyOutputKeyReadsARecordedStep() throws {
    var covered: Set<String> = []
    let files = try ScenarioFiles.discover([packageRoot.appendingPathComponent("Scenarios").path])
    for file in files.files {
      guard case .success(let bytes) = ScenarioFiles.read(file) else { continue }
      let document = try MarkdownReader.read(bytes, file: file)
      for table in document.tables where !table.isSkipped {
        var evaluator = TableEvaluator(table: table, file: file)
        guard evaluator.runs else { continue }
        for row in table.rows {
          let evaluation = evaluator.evaluate(row, options: .explain)
          let recorded = Set(evaluation.steps.map(\.quantity))
          for output in evaluation.outputs where output.actual != nil {
            let name = output.key.name.replacingOccurrences(
              of: #"\[[0-9]+\]\?"#, with: "[N]?", options: .regularExpression)
            covered.insert(name)
            #expect(
              !recorded.isDisjoint(with: output.key.quantities),
              "\(file):\(row.line): `\(output.key.name)` reads \(output.key.quantities.map(\.rawValue)), none recorded"
            )
          }
        }
      }
    }
    let outputs =
      Vocabulary.standard.keys.filter { $0.role == .output }.map(\.name)
      + Vocabulary.allIndexedOutputs.map { $0.base + "[N]?" }
    for name in outputs {
      #expect(covered.contains(name), "no bundled scenario checks `\(name)`")
    }
  }

  /// Every input key's default is what the scene holds when the key's cell
  /// is empty: writing the default into the cell changes no output. (An
  /// output may become available: a child key puts a child view controller
  /// in the scene, whose safe area can then be read.)
  @Test func writingADefaultChangesNoOutput() throws {
    let outputs = Vocabulary.standard.keys.filter { $0.role == .output }
    func described(_ scene: LayoutScene) -> [String?] {
      let resolution = scene.resolve()
      return outputs.map { $0.describe(scene, resolution)?.text }
    }
    for key in Vocabulary.standard.keys where key.role == .input {
      guard (try? key.parse(key.defaultValue)) != nil else { continue }  // a default in words
      let table = try MarkdownReader.read(
        Array("| \(key.name) | screenSize? |\n|---|---|\n| \(key.defaultValue) | |\n".utf8),
        file: "t.md"
      ).tables[0]
      var evaluator = TableEvaluator(table: table, file: "t.md")
      let set = try #require(evaluator.evaluate(table.rows[0], options: .check).scene)
      var unset = LayoutScene()
      unset.view.kind = set.view.kind
      if key.section == .swiftUI { unset.swiftUI = SwiftUISetup() }
      for (output, (a, b)) in zip(outputs, zip(described(set), described(unset)))
      where a != nil && b != nil {
        #expect(a == b, "`\(key.name)` default `\(key.defaultValue)` changes `\(output.name)`")
      }
    }
  }
}

@Suite("Generated documents")
struct GeneratedDocumentTests {
  func read(_ path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func bibliographyIsGenerated() throws {
    #expect(
      try read("docs/bibliography.md") == SourcesReference.markdown(),
      "docs/bibliography.md is stale: run `swift run insets sources > docs/bibliography.md`")
  }

  @Test func factsAreGenerated() throws {
    #expect(
      try read("docs/facts.md") == SourcesReference.factsMarkdown(),
      "docs/facts.md is stale: run `swift run insets sources --facts > docs/facts.md`")
  }

  @Test func readmeKeyTablesAreGenerated() throws {
    let text = try read("Scenarios/README.md")
    let start = "<!-- generated: keys (by `insets keys --summary`; a test keeps it equal) -->\n"
    let end = "<!-- end generated: keys -->"
    let region = try #require(text.range(of: start)).upperBound
    let stop = try #require(text.range(of: end)).lowerBound
    #expect(
      String(text[region..<stop]) == String(KeysReference.summary().drop(while: { $0 == "\n" })),
      "Scenarios/README.md's key tables are stale: paste `swift run insets keys --summary`")
  }

  /// The README's provenance counts are the model's.
  @Test func readmeProvenanceCountsAreGenerated() throws {
    let text = try read("README.md")
    let start = "<!-- generated: provenance (by `insets sources`; a test keeps it equal) -->\n"
    let region = try #require(text.range(of: start)).upperBound
    let stop = try #require(text.range(of: "<!-- end generated: provenance -->")).lowerBound
    #expect(
      String(text[region..<stop]) == "<!-- insets:skip -->\n" + SourcesReference.countsTable(),
      "README.md's provenance counts are stale: run scripts/generate-docs.sh")
  }

  /// Every `[tag]` cited in the documents, the scenarios and the code's
  /// comments (every module's, InsetPort's too) is a bibliography entry, and
  /// none points outside the repository for a source.
  @Test func everyCitedTagResolves() throws {
    let tags = Set(Source.allCases.map(\.rawValue))
    var files = ["README.md"]
    let documents = try ScenarioFiles.discover([
      packageRoot.appendingPathComponent("Scenarios").path,
      packageRoot.appendingPathComponent("docs").path,
    ])
    files += documents.files.map { String($0.dropFirst(packageRoot.path.count + 1)) }
    let sources = FileManager.default.enumerator(
      atPath: packageRoot.appendingPathComponent("Sources").path)
    var code: [String] = []
    while let relative = sources?.nextObject() as? String {
      if relative.hasSuffix(".swift") { code.append("Sources/" + relative) }
    }
    #expect(code.contains("Sources/InsetPort/BarNumbers.swift"))
    files += code.sorted()
    let pattern = try NSRegularExpression(pattern: #"\[([a-z0-9]+(?:-[a-z0-9]+)+)\]"#)
    for file in files {
      var text = try read(file)
      if file.hasSuffix(".swift") {
        // Comments only: `bytes[i-1]` in code is no citation.
        text = text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
          line.range(of: "//").map { String(line[$0.lowerBound...]) }
        }.joined(separator: "\n")
      }
      let range = NSRange(text.startIndex..., in: text)
      let unknown = pattern.matches(in: text, range: range).compactMap { match in
        Range(match.range(at: 1), in: text).map { String(text[$0]) }
      }.filter { !tags.contains($0) }
      #expect(unknown.isEmpty, "\(file) cites \(unknown.map { "[\($0)]" }), which are no entries")
      for outside in ["uikit-facts", "shared/spec", "SEED 00"] {
        #expect(!text.contains(outside), "\(file) points to \(outside), outside the repository")
      }
    }
  }
}

/// `insets keys WORD...`: the words people use find the keys that model them.
@Suite("Key search")
struct KeySearchTests {
  @Test func everyTermNamesKeysThatExist() {
    for term in KeysReference.terms {
      for name in term.keys {
        #expect(Vocabulary.standard[name] != nil, "\(term.words[0]) names `\(name)`, no key")
      }
    }
  }

  @Test func stageManagerFindsTheWindowFrameAndSaysWhatIsNotModelled() {
    let out = KeysReference.search("Stage Manager")
    #expect(out.contains("| `windowFrame` | input |"))
    #expect(out.contains("iPadOS 16–18 are not modelled"))
  }

  @Test func navigationStackFindsTheNavigationBarKeys() {
    let out = KeysReference.search("NavigationStack")
    #expect(out.contains("| `navigationBar` | input |"))
    #expect(out.contains("| `prefersLargeTitles` | input |"))
  }

  @Test func plainWordsSearchNamesAndMeanings() {
    let out = KeysReference.search("separator frame")
    #expect(out.contains("`separatorFrame?`"))
    #expect(!out.contains("`windowFrame`"))
    #expect(
      KeysReference.search("xyzzy") == "no key mentions `xyzzy`: `insets keys` lists them all\n")
  }
}
