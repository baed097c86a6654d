import Foundation
import InsetModel
import InsetScenarios
import Testing

/// The code of InsetScenarios' DocC pages (`InsetScenarios.docc`), as they
/// write it, with the values their comments promise.
@Suite("Documentation examples")
struct DocumentationExampleTests {
  /// The landing page.
  @Test func runnerExample() {
    let markdown = """
      | scenario | device | iOSVersion | navigationBar | tabBar | rootSafeAreaInsets? |
      |---|---|---|---|---|---|
      | iPhone X: 88 and 83 | iPhone X | 16 | visible | visible | {88, 0, 83, 0} |
      """
    let report = ScenarioRunner().run(bytes: Array(markdown.utf8), file: "bars.md")
    #expect(report.passed == 1)
    #expect(report.failed == 0)
  }

  /// "Recording and Explaining".
  @Test func recorderExample() {
    let table = """
      | scenario | device | iOSVersion | navigationBar | tabBar | rootSafeAreaInsets? |
      |---|---|---|---|---|---|
      | iPhone X: 88 and 83 | iPhone X | 16 | visible | visible |  |
      """
    switch Recorder().record(bytes: Array(table.utf8), file: "bars.md") {
    case .recorded(let bytes, let cells):
      #expect(cells == 1)
      #expect(String(decoding: bytes, as: UTF8.self).hasSuffix("| {88, 0, 83, 0} |"))
    case .refused(let diagnostics):
      Issue.record("refused: \(diagnostics)")
    }
  }

  /// "Recording and Explaining": the explained row.
  @Test func explainExample() throws {
    let explanation = try Explainer.explain(assignments: [
      "device=iPhone X", "iOSVersion=16", "navigationBar=visible",
      "rootSafeAreaInsets?={64, 0, 0, 0}",
    ])
    #expect(!explanation.isSuccess)
    let text = explanation.render()
    #expect(
      text.contains(
        "rootSafeAreaInsets? = {88, 0, 34, 0}   ✗ expected {64, 0, 0, 0}; differs in top (88 here), bottom (34 here)"
      ))
    #expect(
      text.contains("└── rootSafeAreaInsets [1 UIViewController] = {88, 0, 34, 0}"))
    #expect(
      text.contains("│       │   └── windowSafeAreaInsets = {44, 0, 34, 0}"))
  }

  /// Every `[tag]` the DocC catalogs cite is a bibliography entry, and no
  /// page points outside the repository for a source.
  @Test func everyCitedTagInTheCatalogsResolves() throws {
    let tags = Set(Source.allCases.map(\.rawValue))
    let sources = packageRoot.appendingPathComponent("Sources")
    var pages: [URL] = []
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
      let catalog = sources.appendingPathComponent(module).appendingPathComponent(
        "\(module).docc")
      guard let files = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else {
        continue
      }
      pages += files.filter { $0.hasSuffix(".md") }.map { catalog.appendingPathComponent($0) }
    }
    #expect(pages.count >= 15, "found only \(pages.count) catalog pages")
    let pattern = try NSRegularExpression(pattern: #"\[([a-z0-9]+(?:-[a-z0-9]+)+)\]"#)
    for page in pages {
      let text = try String(contentsOf: page, encoding: .utf8)
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        guard let r = Range(match.range(at: 1), in: text) else { continue }
        #expect(
          tags.contains(String(text[r])),
          "\(page.lastPathComponent) cites [\(text[r])], which is no entry")
      }
      for outside in ["uikit-facts", "shared/spec", "/work/shared", "SEED"] {
        #expect(
          !text.contains(outside),
          "\(page.lastPathComponent) points to \(outside), outside the repository")
      }
    }
  }
}
