import Foundation
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
    #expect(text.contains("├── windowSafeAreaInsets = {44, 0, 34, 0}"))
  }
}
