import Foundation
import InsetModel
import InsetScenarios
import Testing

/// The error a notation gives for `text`, as `offset: message`.
func notationError<V: ScenarioValue>(_ type: V.Type, _ text: String) -> String? {
  do {
    _ = try V.parse(text)
    return nil
  } catch {
    return "\(error.offset): \(error.message)"
  }
}

@Suite("Value notation")
struct NotationTests {
  @Test(arguments: [
    ("44", 44.0), ("-10", -10), ("+3", 3), ("53.667", 53.667), ("0.5", 0.5), (".5", 0.5),
    ("5.", 5), ("-0", 0), ("  7  ", 7), ("007", 7),
  ])
  func numbers(text: String, value: Double) throws {
    #expect(try CGFloat.parse(text) == CGFloat(value))
  }

  @Test(arguments: [
    ("1e5", "0: `1e5` is not a number: write a plain decimal such as `44`, `-10` or `53.667`"),
    ("1.2.3", "0: `1.2.3` is not a number: write a plain decimal such as `44`, `-10` or `53.667`"),
    ("nan", "0: numbers must be finite, found `nan`"),
    ("inf", "0: numbers must be finite, found `inf`"),
    ("-inf", "0: numbers must be finite, found `-inf`"),
    ("0x10", "0: `0x10` is not a number: write a plain decimal such as `44`, `-10` or `53.667`"),
    ("-", "0: `-` is not a number: write a plain decimal such as `44`, `-10` or `53.667`"),
    ("44pt", "0: `44pt` is not a number: write a plain decimal such as `44`, `-10` or `53.667`"),
    ("44 45", "3: unexpected `45` after the value"),
    ("abc", "0: expected a number such as `44`, `-10` or `53.667`, found `abc`"),
    ("{1}", "0: expected a number such as `44`, `-10` or `53.667`, found a list of 1 value"),
    ("", "0: expected a value"),
    ("1,000", "1: unexpected `,000` after the value"),
  ])
  func malformedNumbers(text: String, error: String) {
    #expect(notationError(CGFloat.self, text) == error)
  }

  @Test func numbersPast1e308AreNotFinite() {
    let huge = "1" + String(repeating: "0", count: 309)
    #expect(
      notationError(CGFloat.self, huge)
        == "0: `1e309` is too large: numbers must be finite")
    #expect(notationError(CGFloat.self, "1" + String(repeating: "0", count: 300)) == nil)
  }

  @Test func insets() throws {
    #expect(
      try Insets.parse("{88, 0, 83, 0}") == Insets(top: 88, left: 0, bottom: 83, right: 0))
    #expect(
      try Insets.parse("{-1.5,2,\t3 ,4}") == Insets(top: -1.5, left: 2, bottom: 3, right: 4)
    )
    #expect(try Insets.parse("zero") == .zero)
    #expect(try Insets.parse(".zero") == .zero)
    #expect(try Insets.parse("{ 0 , 0 , 0 , 0 }") == .zero)
  }

  @Test(arguments: [
    ("{88, 0, 83}", "0: insets take 4 numbers {top, left, bottom, right}, found 3"),
    ("{88, 0, 83, 0, 1}", "0: insets take 4 numbers {top, left, bottom, right}, found 5"),
    ("{88, 0, 83, 0", "13: expected `,` or `}`, found the end of the cell"),
    ("{88; 0; 83; 0}", "3: expected `,` or `}`, found `;`"),
    ("{88, x, 83, 0}", "5: expected a number for `left` in insets, found `x`"),
    ("{88, {0}, 83, 0}", "5: expected a number for `left` in insets, found a list of 1 value"),
    ("{}", "0: insets take 4 numbers {top, left, bottom, right}, found 0"),
    ("{88, , 83, 0}", "5: unexpected `,`"),
    ("88, 0, 83, 0", "2: unexpected `, 0, 83, 0` after the value"),
    ("(88, 0, 83, 0)", "0: unexpected `(`"),
    ("zero zero", "5: unexpected `zero` after the value"),
    ("Zero", "0: expected insets, found `Zero`"),
    ("{88, 0, 83, 0}}", "14: unexpected `}` after the value"),
    ("{nan, 0, 0, 0}", "1: numbers must be finite, found `nan`"),
    ("{{{{{{{{{1}}}}}}}}}", "8: braces nest too deep"),
  ])
  func malformedInsets(text: String, error: String) {
    #expect(notationError(Insets.self, text) == error)
  }

  @Test func directionalInsets() throws {
    #expect(
      try DirectionalInsets.parse("{0, 20, 0, 5}")
        == DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 5))
    #expect(
      notationError(DirectionalInsets.self, "{0, 20}")
        == "0: directional insets take 4 numbers {top, leading, bottom, trailing}, found 2")
  }

  @Test func sizesPointsAndRects() throws {
    #expect(try CGSize.parse("{375, 2000}") == CGSize(width: 375, height: 2000))
    #expect(try CGPoint.parse("{0, -88}") == CGPoint(x: 0, y: -88))
    #expect(try CGRect.parse("{{44, 0}, {724, 44}}") == CGRect(x: 44, y: 0, width: 724, height: 44))
    #expect(try CGRect.parse("zero") == .zero)
    // Negative sizes are kept as written.
    #expect(try CGRect.parse("{{0, 0}, {-10, 5}}").size.width == -10)
    #expect(
      notationError(CGSize.self, "{375}") == "0: a size takes 2 numbers {width, height}, found 1")
    #expect(
      notationError(CGPoint.self, "{1, 2, 3}") == "0: a point takes 2 numbers {x, y}, found 3")
    #expect(
      notationError(CGRect.self, "{44, 0, 724, 44}")
        == "0: a rect takes an origin and a size {{x, y}, {width, height}}, found 4 values")
    #expect(
      notationError(CGRect.self, "{{44, 0}, 724}")
        == "10: expected a rect's size, found the number `724`")
    #expect(
      notationError(CGRect.self, "{{44}, {724, 44}}")
        == "1: a rect's origin takes 2 numbers {x, y}, found 1")
    #expect(
      notationError(CGRect.self, "44")
        == "0: expected a rect `{{x, y}, {width, height}}`, found the number `44`")
  }

  @Test func bools() throws {
    #expect(try Bool.parse("yes") == true)
    #expect(try Bool.parse("no") == false)
    #expect(try Bool.parse("true") == true)
    #expect(try Bool.parse("false") == false)
    #expect(try Bool.parse("YES") == true)
    #expect(
      notationError(Bool.self, "y")
        == "0: expected a bool `yes` or `no` (also `true` or `false`), found `y`")
    #expect(notationError(Bool.self, "1") != nil)
  }

  @Test func enums() throws {
    #expect(try ContentInsetAdjustmentBehavior.parse("scrollableAxes") == .scrollableAxes)
    #expect(try ContentInsetAdjustmentBehavior.parse(".never") == .never)
    #expect(
      notationError(ContentInsetAdjustmentBehavior.self, "scrollableAxis")
        == "0: expected one of `automatic`, `scrollableAxes`, `never`, `always`, found "
        + "`scrollableAxis` (did you mean `scrollableAxes`?)")
    #expect(
      notationError(ContentInsetAdjustmentBehavior.self, "Automatic")
        == "0: expected one of `automatic`, `scrollableAxes`, `never`, `always`, found "
        + "`Automatic` (did you mean `automatic`?)")
    #expect(
      notationError(ContentInsetAdjustmentBehavior.self, "UIScrollViewContentInsetAdjustmentNever")
        == "0: expected one of `automatic`, `scrollableAxes`, `never`, `always`, found "
        + "`UIScrollViewContentInsetAdjustmentNever`")
  }

  @Test func edgeSets() throws {
    #expect(try RectEdge.parse("all") == .all)
    #expect(try RectEdge.parse("none") == [])
    #expect(try RectEdge.parse("[]") == [])
    #expect(try RectEdge.parse("[top, bottom]") == .vertical)
    #expect(try RectEdge.parse("[.top,.left]") == [.top, .left])
    #expect(try RectEdge.parse("top") == .top)
    #expect(try RectEdge.parse("[top, top]") == .top)
    #expect(
      notationError(RectEdge.self, "[top, botom]")
        == "6: unknown edge `botom`: edges are top, left, bottom, right (did you mean `bottom`?)")
    #expect(
      notationError(RectEdge.self, "[top, bottom") == "12: expected `]` to close the edge list")
    #expect(
      notationError(RectEdge.self, "[top,]") == "5: expected an edge (top, left, bottom, right)")
  }

  @Test func formattingRoundTrips() throws {
    let insets = Insets(top: 43.667, left: -0.5, bottom: 0, right: 1_000_000)
    #expect(insets.formatted == "{43.667, -0.5, 0, 1000000}")
    #expect(try Insets.parse(insets.formatted) == insets)
    let rect = CGRect(x: -1, y: 0.25, width: 10, height: 0)
    #expect(try CGRect.parse(rect.formatted) == rect)
    #expect(RectEdge([.left, .right]).formatted == "[left, right]")
    #expect(true.formatted == "yes")
  }

  @Test func toleranceIsOneHundredthOfAPoint() {
    #expect(CGFloat(43.667).matches(43.666_666))
    #expect(CGFloat(10).matches(10.01))
    #expect(CGFloat(10).matches(9.99))
    #expect(!CGFloat(10).matches(10.011))
    #expect(!Insets(all: 1).matches(Insets(top: 1, left: 1, bottom: 1, right: 1.02)))
    #expect(
      CGRect(x: 0, y: 0, width: 1, height: 1).matches(CGRect(x: 0.005, y: 0, width: 1, height: 1)))
  }
}

@Suite("Suggestions")
struct SuggestionTests {
  @Test func closeNamesAreSuggested() {
    let names = ["contentInset", "contentSize", "adjustedContentInset?", "frame"]
    #expect(Suggestion.closest(to: "contentInsets", among: names) == "contentInset")
    #expect(Suggestion.closest(to: "ContentInset", among: names) == "contentInset")
    #expect(Suggestion.closest(to: "contnetInset", among: names) == "contentInset")
    #expect(Suggestion.closest(to: "adjustedContentInset", among: names) == "adjustedContentInset?")
    #expect(Suggestion.closest(to: "frme", among: names) == "frame")
    #expect(Suggestion.closest(to: "banana", among: names) == nil)
    #expect(Suggestion.closest(to: "", among: names) == nil)
  }
}
