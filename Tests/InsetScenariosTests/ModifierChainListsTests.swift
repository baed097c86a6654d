import Foundation
import InsetModel
import InsetScenarios
import Testing

@Suite("SwiftUI modifier chain: scroll views, frames (issue 18)")
struct ModifierChainListsTests {
  func parse(_ text: String) throws -> SwiftUIModifier? {
    try ModifierChain.parse(text).modifiers.first
  }

  @Test func contentMarginsForms() throws {
    #expect(try parse(".contentMargins(20)") == .contentMargins(.edges(.all, 20), .automatic))
    #expect(
      try parse(".contentMargins(20, for: .scrollIndicators)")
        == .contentMargins(.edges(.all, 20), .scrollIndicators))
    #expect(
      try parse(".contentMargins(.horizontal, 20, for: .scrollContent)")
        == .contentMargins(.edges(.horizontal, 20), .scrollContent))
    #expect(
      try parse(".contentMargins([.top, .leading], 8)")
        == .contentMargins(.edges([.top, .leading], 8), .automatic))
    #expect(
      try parse(
        ".contentMargins(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), for: .automatic)")
        == .contentMargins(
          .insets(DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), .automatic))
  }

  @Test func safeAreaBarIsSafeAreaInsetsSpelling() throws {
    #expect(
      try parse(".safeAreaBar(edge: .bottom, spacing: 0) { 50 }")
        == .safeAreaBar(
          edge: .bottom, alignment: .center, spacing: 0, content: InsetContent(length: 50)))
  }

  @Test func frameForms() throws {
    #expect(
      try parse(".frame(width: 300, height: 200)")
        == .frame(width: 300, height: 200, alignment: .center))
    #expect(try parse(".frame(height: 44)") == .frame(width: nil, height: 44, alignment: .center))
    #expect(try parse(".frame()") == .frame(width: nil, height: nil, alignment: .center))
    #expect(
      try parse(".frame(width: nil, height: 10, alignment: .bottomTrailing)")
        == .frame(width: nil, height: 10, alignment: .bottomTrailing))
    #expect(
      try parse(".containerRelativeFrame([.horizontal, .vertical], alignment: .top)")
        == .containerRelativeFrame([.horizontal, .vertical], alignment: .top))
    #expect(
      try parse(".containerRelativeFrame(.vertical)")
        == .containerRelativeFrame(.vertical, alignment: .center))
  }

  @Test(arguments: [
    (".contentMargins(.horizontal, nil)", 29, "`nil` content margin"),
    (".contentMargins(20, for: .scrollContents)", 25, "did you mean `.scrollContent`?"),
    (".contentMargins(20, in: .scrollContent)", 20, "`for:`"),
    (
      ".contentMargins(.all, EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))", 22,
      "not modelled"
    ),
    (".frame(width: -1)", 14, "must not be negative"),
    (".frame(maxWidth: 10)", 7, "unknown label `maxWidth:`"),
    (".frame(height: 10, width: 10)", 19, "must come before"),
    (".frame(width: 10, alignment: .middle)", 29, "found `.middle`"),
    (".containerRelativeFrame(.horizontal, count: 3)", 37, "not modelled"),
    (".containerRelativeFrame(.diagonal)", 24, "axis set"),
    (".safeAreaBar(edge: .middle) { 4 }", 19, "found `.middle`"),
    (".framed(width: 1)", 1, "did you mean `.frame`?"),
  ])
  func errorsAreLocatedAtTheToken(text: String, offset: Int, message: String) {
    do {
      _ = try ModifierChain.parse(text)
      Issue.record("`\(text)` parsed")
    } catch {
      #expect(error.offset == offset, "`\(text)`: \(error.message) at \(error.offset)")
      #expect(error.message.contains(message), "`\(text)`: \(error.message)")
    }
  }

  @Test func printingIsStable() throws {
    for text in [
      ".contentMargins(.horizontal, 20.5, for: .scrollIndicators).safeAreaBar(edge: .top, alignment: .leading, spacing: nil) { 30 × 10 }",
      ".frame(width: 1, alignment: .topTrailing).containerRelativeFrame([.horizontal, .vertical])",
      ".contentMargins(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))",
    ] {
      let chain = try ModifierChain.parse(text)
      #expect(try ModifierChain.parse(chain.formatted) == chain, "\(chain.formatted)")
    }
  }

  @Test func innermostContentMarginsWinPerEdgeAndPlacement() {
    let margins = SwiftUILayout.contentMargins(
      [
        .contentMargins(.edges(.top, 5), .scrollContent),
        .contentMargins(.edges(.all, 20), .automatic),
        .contentMargins(.edges(.leading, 99), .scrollIndicators),
      ], direction: .rightToLeft)
    #expect(margins.content == Insets(top: 5, left: 20, bottom: 20, right: 20))
    #expect(margins.indicators == Insets(top: 20, left: 20, bottom: 20, right: 20))
  }

  @Test func versionsAreChecked() {
    var scene = LayoutScene()
    scene.screen.iOSVersion = 16
    var setup = SwiftUISetup()
    setup.modifiers = [
      .contentMargins(.edges(.all, 1), .automatic),
      .safeAreaBar(edge: .top, alignment: .center, spacing: 0, content: InsetContent(length: 1)),
    ]
    scene.swiftUI = setup
    let messages = scene.problems().map(\.message)
    #expect(messages.contains { $0.contains("`.contentMargins` arrived in iOS 17") })
    #expect(messages.contains { $0.contains("`.safeAreaBar` arrived in iOS 26") })
  }
}
