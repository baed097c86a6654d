import Foundation
import InsetScenarios
import Testing

@Suite("Explain")
struct ExplainTests {
  @Test func adHocSceneShowsTheTreeBehindAnOutput() throws {
    let explanation = try Explainer.explain(assignments: [
      "device=iPhone X", "navigationBar=visible", "rootSafeAreaInsets?",
    ])
    #expect(explanation.isSuccess)
    #expect(explanation.outputs.map(\.key) == ["rootSafeAreaInsets?"])
    #expect(explanation.outputs.first?.actual == "{88, 0, 34, 0}")
    let text = explanation.render()
    #expect(
      text.contains("rootSafeAreaInsets? = {88, 0, 34, 0}\n└── rootSafeAreaInsets = {88, 0, 34, 0}")
    )
    #expect(text.contains("windowSafeAreaInsets = {44, 0, 34, 0}"))
    #expect(text.contains("[QMUI; SST; DF]"))
    #expect(text.contains("navigationBarFrame = {{0, 44}, {375, 44}}"))
  }

  @Test func aDepartingExpectationNamesTheNumbersThatDiffer() throws {
    let explanation = try Explainer.explain(assignments: [
      "device=iPhone 8", "navigationBar=visible", "rootSafeAreaInsets?={88, 0, 0, 0}",
    ])
    #expect(!explanation.isSuccess)
    #expect(explanation.outputs.first?.matches == false)
    #expect(
      explanation.render().contains(
        "rootSafeAreaInsets? = {64, 0, 0, 0}   ✗ expected {88, 0, 0, 0}; differs in top (64 here)"))
  }

  @Test func aTableRowIsFoundByItsLine() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(UUID())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let file = dir.appendingPathComponent("t.md").path
    try Data(
      "# T\n| scenario | device | windowSafeAreaInsets? |\n|---|---|---|\n| x | iPhone X | {44, 0, 34, 0} |\n"
        .utf8
    ).write(to: URL(fileURLWithPath: file))
    let explanation = try Explainer.explain(file: file, line: 4)
    #expect(explanation.scenario == "x")
    #expect(explanation.table == "T")
    #expect(explanation.isSuccess)
    #expect(throws: Explainer.UsageError.self) { try Explainer.explain(file: file, line: 2) }
  }

  @Test func badInputsAreDiagnosed() throws {
    let explanation = try Explainer.explain(assignments: ["devise=iPhone X"])
    #expect(
      explanation.diagnostics.map(\.message) == ["unknown key `devise` (did you mean `device`?)"])
    #expect(throws: Explainer.UsageError.self) { try Explainer.explain(assignments: ["device"]) }
  }

  @Test func noOutputPrintsEveryStep() throws {
    let text = try Explainer.explain(assignments: ["device=iPhone 12"]).render()
    #expect(text.contains("derivation\n  windowSafeAreaInsets = {47, 0, 34, 0}"))
  }
}
