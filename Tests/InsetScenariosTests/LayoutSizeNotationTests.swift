import Foundation
import InsetModel
import Testing

@testable import InsetScenarios

@Suite("Layout size notation (issue 18)")
struct LayoutSizeNotationTests {
  @Test func parsesSwiftSpelling() throws {
    let s = try LayoutSize.parse("{.fractionalWidth(0.5), .absolute(100)}")
    #expect(s == LayoutSize(width: .fractionalWidth(0.5), height: .absolute(100)))
    let t = try LayoutSize.parse("{ estimated(44) , fractionalHeight( 1 ) }")
    #expect(t == LayoutSize(width: .estimated(44), height: .fractionalHeight(1)))
    #expect(try LayoutSize.parse(s.formatted) == s)
  }

  @Test(arguments: [
    ("{.fractionalwidth(1), .absolute(1)}", 1, "did you mean `.fractionalWidth`?"),
    ("{.absolute(1)}", 13, "`,` and a height dimension"),
    ("{.absolute(1), .absolute(2), .absolute(3)}", 27, "`}` after the height"),
    ("{.absolute(-1), .absolute(2)}", 11, "must not be negative"),
    ("{.absolute(1 pt), .absolute(2)}", 13, "`pt`"),
    (".absolute(1), .absolute(2)", 0, "`{`"),
    ("{.absolute(1), .absolute(2)} x", 29, "the end of the cell"),
    ("{.absolute 1, .absolute(2)}", 11, "`(` after `.absolute`"),
  ])
  func errorsAreLocatedAtTheToken(text: String, offset: Int, message: String) {
    do {
      _ = try LayoutSize.parse(text)
      Issue.record("\(text) parsed")
    } catch {
      #expect(error.offset == offset, "\(text): \(error.message)")
      #expect(message.isEmpty || error.message.contains(message), "\(error.message)")
    }
  }

  @Test func matchesWithinTheToleranceAndOnlyTheSameKind() {
    let a = LayoutSize(width: .absolute(10), height: .estimated(44))
    #expect(a.matches(LayoutSize(width: .absolute(10.005), height: .estimated(44))))
    #expect(!a.matches(LayoutSize(width: .fractionalWidth(10), height: .estimated(44))))
  }
}
