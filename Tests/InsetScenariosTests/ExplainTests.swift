import Foundation
import InsetScenarios
import Testing

@Suite("Explain")
struct ExplainTests {
  @Test func adHocSceneShowsTheTreeBehindAnOutput() throws {
    let explanation = try Explainer.explain(assignments: [
      "device=iPhone X", "iOSVersion=16", "navigationBar=visible", "rootSafeAreaInsets?",
    ])
    #expect(explanation.isSuccess)
    #expect(explanation.evaluation.outputs.map(\.key.name) == ["rootSafeAreaInsets?"])
    #expect(explanation.evaluation.outputs.first?.actual == "{88, 0, 34, 0}")
    let text = explanation.render()
    #expect(
      text.contains(
        "rootSafeAreaInsets? = {88, 0, 34, 0}\n└── rootSafeAreaInsets [1 UIViewController] = {88, 0, 34, 0}"
      )
    )
    #expect(text.contains("windowSafeAreaInsets = {44, 0, 34, 0}"))
    #expect(text.contains("[screen.sensorHousing: measured; qmui-helper, sst-view, df-devices"))
    #expect(text.contains("[bars.heights: measured; safe-area-adaptation"))
    // The bar-height source's URL is printed with it.
    #expect(text.contains("[safe-area-adaptation] "))
    #expect(
      text.contains(
        "[qmui-helper] QMUI_iOS: QMUIHelper.m and QMUICommonDefines.h, Tencent: https://github.com/"
      ))
    #expect(text.contains("navigationBarFrame [0 UINavigationController] = {{0, 44}, {375, 44}}"))
  }

  @Test func aDepartingExpectationNamesTheNumbersThatDiffer() throws {
    let explanation = try Explainer.explain(assignments: [
      "device=iPhone 8", "iOSVersion=16", "navigationBar=visible",
      "rootSafeAreaInsets?={88, 0, 0, 0}",
    ])
    #expect(!explanation.isSuccess)
    #expect(
      explanation.evaluation.outputs.first?.status
        == .mismatch(expected: "{88, 0, 0, 0}", differing: ["top (64 here)"]))
    #expect(
      explanation.render().contains(
        "rootSafeAreaInsets? = {64, 0, 0, 0}   ✗ expected {88, 0, 0, 0}; differs in top (64 here)"))
  }

  @Test func aTableRowIsFoundByItsLine() throws {
    let dir = try scratchFolder("explain")
    let file = dir.appendingPathComponent("t.md").path
    try Data(
      "# T\n| scenario | device | windowSafeAreaInsets? |\n|---|---|---|\n| x | iPhone 17 | {62, 0, 34, 0} |\n"
        .utf8
    ).write(to: URL(fileURLWithPath: file))
    guard case .row(let explanation) = try ScenarioFiles.explain(file: file, line: 4) else {
      Issue.record("no row")
      return
    }
    #expect(explanation.evaluation.label == "x")
    #expect(explanation.evaluation.table == "T")
    #expect(explanation.isSuccess)
    #expect(throws: Explainer.UsageError.self) { try ScenarioFiles.explain(file: file, line: 2) }
    #expect(throws: Explainer.UsageError.self) {
      try ScenarioFiles.explain(file: file + "-missing", line: 4)
    }
  }

  @Test func badInputsAreDiagnosed() throws {
    let explanation = try Explainer.explain(assignments: ["devise=iPhone X"])
    #expect(
      explanation.diagnostics.map(\.message) == ["unknown key `devise` (did you mean `device`?)"])
    #expect(throws: Explainer.UsageError.self) { try Explainer.explain(assignments: ["device"]) }
  }

  @Test func noOutputPrintsEveryStep() throws {
    let text = try Explainer.explain(assignments: ["device=iPhone 12"]).render()
    #expect(text.contains("derivation\n  screenSize = {390, 844}\n"))
    #expect(text.contains("\n  windowSafeAreaInsets = {47, 0, 34, 0}\n"))
  }
}
