import Foundation
import InsetModel
import Testing

@Suite("Insets arithmetic")
struct EdgeInsetsTests {
  @Test func additionIsEdgeWise() {
    let a = Insets(top: 88, left: 0, bottom: 34, right: 0)
    let b = Insets(top: 10, left: -5, bottom: 0.5, right: 2.25)
    #expect(a + b == Insets(top: 98, left: -5, bottom: 34.5, right: 2.25))
    #expect(a - b == Insets(top: 78, left: 5, bottom: 33.5, right: -2.25))
    #expect(-b == Insets(top: -10, left: 5, bottom: -0.5, right: -2.25))
  }

  @Test func zeroIsTheIdentityAndNegativeZeroIsZero() {
    let a = Insets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(a + .zero == a)
    #expect(Insets(all: -0.0) == .zero)
    #expect(Insets(all: -0.0).isZero)
    #expect(!Insets(top: 0, left: 0, bottom: 0.001, right: 0).isZero)
  }

  @Test func maskedKeepsOnlyTheGivenEdges() {
    let a = Insets(top: 88, left: 44, bottom: 21, right: 44)
    #expect(a.masked(to: .vertical) == Insets(top: 88, left: 0, bottom: 21, right: 0))
    #expect(a.masked(to: .horizontal) == Insets(top: 0, left: 44, bottom: 0, right: 44))
    #expect(a.masked(to: []) == .zero)
    #expect(a.masked(to: .all) == a)
  }

  @Test func maxAndMinAreEdgeWise() {
    let a = Insets(top: -1, left: 8, bottom: 0.5, right: 20)
    let b = Insets(top: 0, left: 16, bottom: 0.25, right: -20)
    #expect(Insets.max(a, b) == Insets(top: 0, left: 16, bottom: 0.5, right: 20))
    #expect(Insets.min(a, b) == Insets(top: -1, left: 8, bottom: 0.25, right: -20))
  }

  @Test func subscriptReadsAndWritesEachEdge() {
    var a = Insets.zero
    for (i, edge) in Side.allCases.enumerated() { a[edge] = CGFloat(i + 1) }
    #expect(a == Insets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(a[.bottom] == 3)
    #expect(a.horizontal == 6)
    #expect(a.vertical == 4)
  }

  @Test func approximateEqualityIsNotEquality() {
    let a = Insets(top: 43.667, left: 0, bottom: 0, right: 0)
    let b = Insets(top: 43.666_666, left: 0, bottom: 0, right: 0)
    #expect(a != b)
    #expect(a.isApproximatelyEqual(to: b, tolerance: 0.01))
    #expect(!a.isApproximatelyEqual(to: b, tolerance: 0.0001))
  }

  @Test func mirroringSwapsLeftAndRight() {
    let a = Insets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(a.mirrored == Insets(top: 1, left: 4, bottom: 3, right: 2))
    #expect(a.mirrored.mirrored == a)
  }

  @Test func insettingARectMovesEachEdgeInward() {
    let rect = CGRect(x: 0, y: 0, width: 375, height: 812)
    let insets = Insets(top: 88, left: 0, bottom: 34, right: 0)
    #expect(rect.inset(by: insets) == CGRect(x: 0, y: 88, width: 375, height: 690))
  }

  @Test func negativeInsetsGrowARectAndNothingIsClamped() {
    let rect = CGRect(x: 10, y: 10, width: 20, height: 20)
    #expect(rect.inset(by: Insets(all: -5)) == CGRect(x: 5, y: 5, width: 30, height: 30))
    let over = rect.inset(by: Insets(all: 15))
    #expect(over.size.width == -10)
    #expect(over.size.height == -10)
    #expect(over.origin == CGPoint(x: 25, y: 25))
  }

  @Test func fractionalInsets() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 44)
    let r = rect.inset(by: Insets(top: 0, left: 0.5, bottom: 1.0 / 3.0, right: 0.25))
    #expect(abs(r.size.height - (44 - 1.0 / 3.0)) < 1e-12)
    #expect(r.size.width == 99.25)
    #expect(r.origin.x == 0.5)
  }
}

@Suite("DirectionalInsets")
struct DirectionalEdgeInsetsTests {
  @Test func leadingIsLeftInLeftToRightAndRightInRightToLeft() {
    let d = DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 5)
    #expect(d.absolute(in: .leftToRight) == Insets(top: 0, left: 20, bottom: 0, right: 5))
    #expect(d.absolute(in: .rightToLeft) == Insets(top: 0, left: 5, bottom: 0, right: 20))
  }

  @Test(arguments: UserInterfaceLayoutDirection.allCases)
  func conversionIsABijection(direction: UserInterfaceLayoutDirection) {
    let samples = [
      Insets(top: 1, left: -2, bottom: 3.5, right: 0),
      Insets(top: -0.0, left: 1e6, bottom: -1e6, right: 1.0 / 3.0),
      .zero,
    ]
    for insets in samples {
      let directional = DirectionalInsets(insets, in: direction)
      #expect(directional.absolute(in: direction) == insets)
    }
  }

  @Test func additionIsEdgeWise() {
    let a = DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(a + a == DirectionalInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
    #expect(a + .zero == a)
  }
}

@Suite("RectEdge")
struct RectEdgeTests {
  @Test func setsAndEdges() {
    let edges: RectEdge = [.top, .right]
    #expect(edges.contains(.top))
    #expect(!edges.contains(.left))
    #expect(edges.edges == [.top, .right])
    #expect(RectEdge.all.edges == Side.allCases)
    #expect(RectEdge(.bottom) == .bottom)
    #expect(Side.top.opposite == .bottom)
    #expect(Side.left.opposite == .right)
  }

  @Test func description() {
    #expect(RectEdge.all.description == "all")
    #expect(RectEdge().description == "none")
    #expect(RectEdge.vertical.description == "[top, bottom]")
  }
}

@Suite("PointNotation")
struct PointNotationTests {
  @Test(arguments: [
    (44.0, "44"), (-10.0, "-10"), (53.667, "53.667"), (43.666_666_6, "43.667"),
    (-0.0, "0"), (0.0004, "0"), (-0.0004, "0"), (0.5, "0.5"), (2.9999, "3"), (1e6, "1000000"),
    (-1.25, "-1.25"), (1.0 / 3.0, "0.333"),
  ])
  func formats(value: Double, text: String) {
    #expect(PointNotation.format(CGFloat(value)) == text)
  }

  @Test func geometry() {
    #expect(
      Insets(top: 88, left: 0, bottom: 34.5, right: -0.0).description == "{88, 0, 34.5, 0}")
    #expect(
      GeometryNotation.format(CGRect(x: 44, y: 0, width: 724, height: 44)) == "{{44, 0}, {724, 44}}"
    )
    #expect(GeometryNotation.format(CGPoint(x: 0, y: -88)) == "{0, -88}")
  }
}
