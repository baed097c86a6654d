import Foundation
import InsetModel
import Testing

@testable import InsetScenarios

/// A value's plain form, read from a cell's bytes with no `String`, gives
/// what the full parser gives wherever it gives anything, and leaves to
/// the parser what it does not read.
@Suite("Plain forms of enums, bools and whole numbers")
struct PlainFormTests {
  static func plain<V: ScenarioValue>(_ type: V.Type, _ text: String) -> V? {
    var text = text
    return text.withUTF8 { V.parsePlain($0) }
  }

  static func parsed<V: ScenarioValue>(_ type: V.Type, _ text: String) -> V? {
    try? V.parse(text)
  }

  /// Every case of `V`, with and without its dot, and near misses.
  static func enumAgrees<V: ScenarioEnum>(_ type: V.Type) -> [String] {
    var wrong: [String] = []
    var texts: [String] = []
    for value in V.allCases {
      texts += [
        value.rawValue, "." + value.rawValue, value.rawValue.uppercased(),
        value.rawValue + "x", String(value.rawValue.dropLast()), ".." + value.rawValue,
      ]
    }
    texts += ["", ".", "a", "0", "automaticautomaticX"]
    for text in texts {
      let fast = plain(V.self, text)
      // Where the plain form answers, it is the parser's answer.
      if let fast, parsed(V.self, text) != fast { wrong.append(text) }
      // A case name of at most 15 bytes is always read plainly.
      let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
      if name.utf8.count <= 15, V(rawValue: name) != nil, fast == nil { wrong.append(text) }
    }
    return wrong
  }

  @Test func enumsAgreeWithTheParser() {
    #expect(Self.enumAgrees(ContentInsetAdjustmentBehavior.self).isEmpty)
    #expect(Self.enumAgrees(ViewKind.self).isEmpty)
    #expect(Self.enumAgrees(SizeClass.self).isEmpty)
    #expect(Self.enumAgrees(SplitViewDisplayMode.self).isEmpty)
    #expect(Self.enumAgrees(NavigationBarState.self).isEmpty)
  }

  @Test func aClassicSplitNameIsLeftToTheParser() {
    // `allVisible` is no case's raw value: the parser reads it.
    #expect(Self.plain(SplitViewDisplayMode.self, "allVisible") == nil)
    #expect(Self.parsed(SplitViewDisplayMode.self, "allVisible") == .oneBesideSecondary)
  }

  @Test func boolsAgreeWithTheParser() {
    for text in ["yes", "no", "true", "false", "YES", "No", "True", "y", "", "yess", "nope", "0"] {
      if let fast = Self.plain(Bool.self, text) {
        #expect(Self.parsed(Bool.self, text) == fast, "\(text)")
      }
    }
    #expect(Self.plain(Bool.self, "yes") == true)
    #expect(Self.plain(Bool.self, "no") == false)
    #expect(Self.plain(Bool.self, "true") == true)
    #expect(Self.plain(Bool.self, "false") == false)
    #expect(Self.plain(Bool.self, "YES") == nil)  // left to the parser, which reads it
    #expect(Self.parsed(Bool.self, "YES") == true)
  }

  @Test func wholeNumbersAgreeWithTheParser() {
    let texts = [
      "0", "7", "007", "123456789", "1234567890", "-1", "+1", "1.0", "", " 1", "1e3", "٣",
    ]
    for text in texts {
      #expect(Self.plain(Int.self, text) == Self.parsed(Int.self, text), "\(text)")
    }
    #expect(Self.plain(Int.self, "123456789") == 123_456_789)
  }

  @Test func aToleranceIsSeenWhereTheSplitSeesOne() throws {
    for text in ["677.3 ±0.05", "1 +- 2", "{1, 2} ±1", "44", "{1, -2}", "+-", "a±", "-+1", "±"] {
      var bytes = text
      let may = bytes.withUTF8 { CellTolerance.mayHold($0) }
      let split = try? CellTolerance.split(text)
      // Where no `±` or `+-` is seen, the split finds no tolerance.
      if !may { #expect(split?.tolerance == nil && split?.value == text, "\(text)") }
    }
    var plain = "{88, 0, 34, 0}"
    #expect(!plain.withUTF8 { CellTolerance.mayHold($0) })
    var marked = "677.3 ±0.05"
    #expect(marked.withUTF8 { CellTolerance.mayHold($0) })
  }
}
