import Foundation
import InsetModel
import InsetScenarios
import Testing

@Suite("SwiftUI modifier chain")
struct ModifierChainTests {
  @Test func fullSafeAreaInset() throws {
    let chain = try ModifierChain.parse(
      ".safeAreaInset(edge: .bottom, alignment: .center, spacing: 0) { 30 }")
    #expect(
      chain.modifiers == [
        .safeAreaInset(
          edge: .bottom, alignment: .center, spacing: 0, content: InsetContent(length: 30))
      ])
  }

  @Test func defaultsAndSizes() throws {
    #expect(
      try ModifierChain.parse(".safeAreaInset(edge: .top) { 30 × 20 }").modifiers == [
        .safeAreaInset(
          edge: .top, alignment: .center, spacing: nil,
          content: InsetContent(length: 20, breadth: 30))
      ])
    #expect(
      try ModifierChain.parse(".safeAreaInset(edge: .leading, spacing: nil){40 x 100}").modifiers
        == [
          .safeAreaInset(
            edge: .leading, alignment: .center, spacing: nil,
            content: InsetContent(length: 40, breadth: 100))
        ])
    #expect(
      try ModifierChain.parse(".safeAreaInset(edge: .top, spacing: -10) { 30.5 }").modifiers == [
        .safeAreaInset(
          edge: .top, alignment: .center, spacing: -10, content: InsetContent(length: 30.5))
      ])
  }

  @Test func ignoresSafeAreaForms() throws {
    func parse(_ text: String) throws -> SwiftUIModifier? {
      try ModifierChain.parse(text).modifiers.first
    }
    #expect(try parse(".ignoresSafeArea()") == .ignoresSafeArea(regions: .all, edges: .all))
    #expect(
      try parse(".ignoresSafeArea(.container)")
        == .ignoresSafeArea(regions: .container, edges: .all))
    #expect(
      try parse(".ignoresSafeArea(.keyboard, edges: .bottom)")
        == .ignoresSafeArea(regions: .keyboard, edges: .bottom))
    #expect(
      try parse(".ignoresSafeArea(edges: [.top, .bottom])")
        == .ignoresSafeArea(regions: .all, edges: .vertical))
    #expect(
      try parse(".ignoresSafeArea([.container, .keyboard], edges: .horizontal)")
        == .ignoresSafeArea(regions: .all, edges: .horizontal))
  }

  @Test func paddingForms() throws {
    func parse(_ text: String) throws -> SwiftUIModifier? {
      try ModifierChain.parse(text).modifiers.first
    }
    #expect(try parse(".padding()") == .padding(.edges(.all, nil)))
    #expect(try parse(".padding(20)") == .padding(.edges(.all, 20)))
    #expect(try parse(".padding(.horizontal, 20)") == .padding(.edges(.horizontal, 20)))
    #expect(try parse(".safeAreaPadding(.top)") == .safeAreaPadding(.edges(.top, nil)))
    #expect(try parse(".safeAreaPadding(.top, nil)") == .safeAreaPadding(.edges(.top, nil)))
    #expect(
      try parse(".safeAreaPadding(EdgeInsets(top: 8, leading: 20, bottom: 16, trailing: 20))")
        == .safeAreaPadding(
          .insets(DirectionalInsets(top: 8, leading: 20, bottom: 16, trailing: 20))))
  }

  @Test func chainsKeepWrittenOrder() throws {
    let chain = try ModifierChain.parse(
      "  .padding(.top, 10) .ignoresSafeArea()\t.safeAreaPadding(4)  ")
    #expect(chain.modifiers.count == 3)
    #expect(chain.modifiers.first == .padding(.edges(.top, 10)))
    #expect(chain.modifiers.last == .safeAreaPadding(.edges(.all, 4)))
  }

  @Test(arguments: [
    ("", "0: expected a modifier such as `.ignoresSafeArea()`"),
    ("ignoresSafeArea()", "0: expected `.` and a modifier, found `ignoresSafeArea`"),
    (
      ".offset(x: 50)",
      "1: unknown modifier `.offset`: the modifiers are `.safeAreaInset`, `.ignoresSafeArea`, `.safeAreaPadding`, `.padding`, `.safeAreaBar`, `.contentMargins`, `.frame`, `.containerRelativeFrame`"
    ),
    (".ignoresSafeArea", "16: expected `(` after `.ignoresSafeArea`, found the end of the cell"),
    (".ignoresSafeArea(.container", "27: expected `,` or `)`, found the end of the cell"),
    (
      ".ignoresSafeArea(edges: .middle)",
      "24: expected an edge set: `.all`, `.top`, `.bottom`, `.leading`, `.trailing`, `.horizontal`, `.vertical` or a list, found `.middle`"
    ),
    (".ignoresSafeArea(.container, .bottom)", "29: expected `edges:`, found `.`"),
    (
      ".safeAreaInset(edge: .top)",
      "26: expected the content's size in braces, such as `{ 30 }` or `{ 30 × 20 }`, found the end of the cell"
    ),
    (".safeAreaInset(edge: .top) { }", "29: expected the content's length, a number, found `}`"),
    (
      ".safeAreaInset(edge: .top) { 30 ",
      "32: expected `}` after the content's size, found the end of the cell"
    ),
    (
      ".safeAreaInset(edge: .up) { 30 }",
      "21: expected an edge `.top`, `.bottom`, `.leading` or `.trailing`, found `.up`"
    ),
    (
      ".safeAreaInset(edge: .leading, alignment: .trailing) { 30 }",
      "42: `edge: .leading` takes a `VerticalAlignment`: `.top`, `.center`, `.bottom`, found `.trailing`"
    ),
    (".safeAreaInset(spacing: 0, edge: .top) { 30 }", "15: expected `edge:` first"),
    (
      ".safeAreaInset(edge: .top, spacing: 0, alignment: .center) { 30 }",
      "39: `alignment:` must come before `spacing:`, as in Swift"
    ),
    (
      ".safeAreaInset(edge: .top, spaceing: 0) { 30 }",
      "27: unknown label `spaceing:`; the labels are `edge:`, `alignment:`, `spacing:` (did you mean `spacing:`?)"
    ),
    (
      ".safeAreaInset(edge: .top, spacing: x) { 30 }",
      "36: expected a value for `spacing:`, found `x`"
    ),
    (
      ".safeAreaInset(edge: .top) { 1e3 }",
      "29: `1e3` is not a number: write a plain decimal such as `44`, `-10` or `53.667`"
    ),
    (".safeAreaInset(edge: .top) { 30 }}", "33: expected `.` and a modifier, found `}`"),
    (".padding(EdgeInsets(top: 1, leading: 2, bottom: 3))", "49: expected `,`, found `)`"),
    (".padding(.horizontal 20)", "21: expected `,` or `)`, found `20`"),
  ])
  func malformedChains(text: String, expected: String) {
    #expect(notationError(ModifierChain.self, text) == expected)
  }

  @Test func formattingRoundTrips() throws {
    let text =
      ".safeAreaInset(edge: .bottom, alignment: .leading, spacing: -4) { 20 × 30 }"
      + ".ignoresSafeArea(.keyboard, edges: [.top, .bottom]).padding(.all, nil)"
      + ".safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))"
    let chain = try ModifierChain.parse(text)
    #expect(try ModifierChain.parse(chain.formatted) == chain)
  }
}
