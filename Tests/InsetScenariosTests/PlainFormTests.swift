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

  /// The reader a key makes once for its column (``ScenarioValue/plainReader()``)
  /// gives the parser's answer for every case name, with and without its
  /// dot, and for near misses (a prefix, a longer name, another case,
  /// another letter case); it reads names of any length.
  static func readerAgrees<V: ScenarioEnum>(_ type: V.Type) -> [String] {
    let read = V.plainReader()
    var wrong: [String] = []
    var texts = ["", ".", "..", "a", "0", " ", "automaticautomaticX"]
    for value in V.allCases {
      let name = value.rawValue
      texts += [
        name, "." + name, name.uppercased(), name + "x", String(name.dropLast()), ".." + name,
        String(name.dropFirst()), name + name, " " + name,
      ]
    }
    for text in texts {
      var bytes = text
      let fast = bytes.withUTF8 { read($0) }
      if fast != parsed(V.self, text) { wrong.append(text) }
    }
    return wrong
  }

  @Test func enumReadersAgreeWithTheParser() {
    #expect(Self.readerAgrees(ContentInsetAdjustmentBehavior.self).isEmpty)
    #expect(Self.readerAgrees(ViewKind.self).isEmpty)
    #expect(Self.readerAgrees(SizeClass.self).isEmpty)
    #expect(Self.readerAgrees(NavigationBarState.self).isEmpty)
    #expect(Self.readerAgrees(ListAppearance.self).isEmpty)
    #expect(Self.readerAgrees(ContentInsetsReference.self).isEmpty)
    #expect(Self.readerAgrees(SplitViewDisplayMode.self).isEmpty)
    // A name longer than 15 bytes, which `parsePlain` leaves to the parser.
    let long = SplitViewDisplayMode.oneBesideSecondary
    var text = long.rawValue
    #expect(text.utf8.count > 15)
    #expect(Self.plain(SplitViewDisplayMode.self, text) == nil)
    #expect(text.withUTF8 { SplitViewDisplayMode.plainReader()($0) } == long)
  }

  @Test func aClassicSplitNameIsLeftToTheParser() {
    // `allVisible` is no case's raw value: the parser reads it.
    #expect(Self.plain(SplitViewDisplayMode.self, "allVisible") == nil)
    #expect(Self.parsed(SplitViewDisplayMode.self, "allVisible") == .oneBesideSecondary)
    // The column's reader knows the classic names, as the parser does.
    let read = SplitViewDisplayMode.plainReader()
    for (name, _) in SplitViewDisplayMode.classicNames {
      for text in [name, "." + name, name + "x", String(name.dropLast()), name.uppercased()] {
        var bytes = text
        #expect(
          bytes.withUTF8 { read($0) } == Self.parsed(SplitViewDisplayMode.self, text), "\(text)")
      }
    }
    var classic = "primaryHidden"
    #expect(classic.withUTF8 { read($0) } == .secondaryOnly)
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
