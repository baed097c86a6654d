import Foundation
import InsetModel
import InsetScenarios
import Testing

@Suite("Window and region notation")
struct WindowNotationTests {
  @Test(arguments: [
    ("safeArea", LayoutRegion.safeArea(cornerAdaptation: nil)),
    (".safeArea()", .safeArea(cornerAdaptation: nil)),
    (".safeArea(cornerAdaptation: nil)", .safeArea(cornerAdaptation: nil)),
    (".margins(cornerAdaptation: .horizontal)", .margins(cornerAdaptation: .horizontal)),
    ("readableContent(cornerAdaptation: vertical)", .readableContent(cornerAdaptation: .vertical)),
    (".bar(onEdge: .trailing, extent: 84)", .bar(onEdge: .trailing, extent: 84)),
    (".bar(onEdge: top, extent: 44.5)", .bar(onEdge: .top, extent: 44.5)),
  ])
  func layoutRegions(text: String, value: LayoutRegion) throws {
    let parsed = try LayoutRegion.parse(text)
    #expect(parsed == value)
    #expect(try LayoutRegion.parse(parsed.formatted) == value)
  }

  @Test(arguments: [
    ".margin", ".safeArea(cornerAdaptation: .diagonal)", ".safeArea(corner: .vertical)",
    ".bar(onEdge: .middle, extent: 4)", ".bar(onEdge: .top)", ".bar(onEdge: .top, extent: -1)",
    ".margins(cornerAdaptation: .horizontal", ".safeArea(.horizontal)",
  ])
  func malformedLayoutRegions(text: String) {
    #expect(notationError(LayoutRegion.self, text) != nil, "\(text)")
  }

  @Test func aMisspeltRegionIsSuggested() {
    #expect(notationError(LayoutRegion.self, ".margin")?.contains("`.margins`") == true)
  }

  @Test func theBareIPhoneDuoAsksForADisplay() {
    let message = notationError(Device.self, "iPhone Duo")
    #expect(message?.contains("`iPhone Duo (folded)`") == true)
    #expect(message?.contains("`iPhone Duo (unfolded)`") == true)
  }

  /// `assumeDuoInnerStripTrailing` is a bool: `yes`, `no`, `true`, `false`
  /// or empty (the default, `no`), and only the inner display's
  /// `landscapeRight` reads it.
  @Test func theDuoStripAssumptionParsesAsABool() {
    let lines = runLines(
      """
      | device | orientation | assumeDuoInnerStripTrailing | windowSafeAreaInsets? | verticalBarEdge? |
      |---|---|---|---|---|
      | iPhone Duo (unfolded) | landscapeRight | | {0, 84, 34, 0} | leading |
      | iPhone Duo (unfolded) | landscapeRight | no | {0, 84, 34, 0} | leading |
      | iPhone Duo (unfolded) | landscapeRight | false | {0, 84, 34, 0} | leading |
      | iPhone Duo (unfolded) | landscapeRight | yes | {0, 0, 34, 84} | trailing |
      | iPhone Duo (unfolded) | landscapeRight | true | {0, 0, 34, 84} | trailing |
      | iPhone Duo (unfolded) | landscapeLeft | yes | {0, 0, 34, 84} | trailing |
      | iPhone Duo (folded) | landscapeRight | yes | {0, 84, 34, 0} | leading |
      """)
    #expect(lines == ["scenarios: 7 passed, 0 failed"])
    let key = Vocabulary.standard["assumeDuoInnerStripTrailing"]
    #expect(key?.role == .input)
    #expect(key?.facts.map(\.id) == ["windows.duoInnerStripSide"])
  }

  @Test func aDuoStripAssumptionThatIsNotABoolIsLocated() {
    let lines = runLines(
      """
      | device | orientation | assumeDuoInnerStripTrailing | windowSafeAreaInsets? |
      |---|---|---|---|
      | iPhone Duo (unfolded) | landscapeRight | trailing | {0, 0, 34, 84} |
      | iPhone Duo (unfolded) | landscapeRight | yes | {0, 0, 34, 84} |
      """)
    #expect(
      lines == [
        "t.md:3:44: error: `assumeDuoInnerStripTrailing`: expected a bool `yes` or `no` (also "
          + "`true` or `false`), found `trailing`",
        "scenarios: 1 passed, 1 failed",
      ])
  }

  @Test func aMisspeltDuoStripAssumptionIsSuggested() {
    let lines = runLines(
      """
      | device | orientation | assumeDuoStripTrailing | windowSafeAreaInsets? |
      |---|---|---|---|
      | iPhone Duo (unfolded) | landscapeRight | yes | {0, 0, 34, 84} |
      """)
    #expect(
      lines == [
        "t.md:1:26: error: unknown key `assumeDuoStripTrailing` (did you mean "
          + "`assumeDuoInnerStripTrailing`?)",
        "scenarios: 0 passed, 1 failed",
      ])
  }

  @Test func samplesParse() throws {
    var g = SeededGenerator(seed: 16)
    for _ in 0..<200 {
      let region = LayoutRegion.sample(&g)
      #expect(try LayoutRegion.parse(region.formatted).matches(region))
    }
  }
}
