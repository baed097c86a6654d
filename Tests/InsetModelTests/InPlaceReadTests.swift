import Foundation
import Testing

@testable import InsetModel

/// The fold and the checks read a chain's nodes in place (a node is a large
/// value); what they read must be what the array holds.
@Suite("Nodes read in place")
struct InPlaceReadTests {
  /// A chain with two presented view controllers and two navigation
  /// controllers, so that first and last differ for every test below.
  private var chain: Hierarchy {
    var sheet = HierarchyNode(.viewController)
    sheet.presentation = PresentationSetup(style: .pageSheet)
    var form = HierarchyNode(.viewController, name: "form")
    form.presentation = PresentationSetup(style: .formSheet)
    return Hierarchy([
      HierarchyNode(.navigationController), sheet, HierarchyNode(.navigationController),
      form, HierarchyNode(.view, name: "content"),
    ])
  }

  /// Tests of a node that first and last tell apart on ``chain``.
  private static let tests: [@Sendable (HierarchyNode) -> Bool] = [
    { $0.presentation != nil }, { $0.kind == .navigationController },
    { $0.kind.isViewController }, { $0.name != nil }, { _ in false }, { _ in true },
  ]

  @Test func firstAndLastIndexAgreeWithTheArray() {
    let h = chain
    let tests = Self.tests
    for test in tests {
      #expect(h.firstIndex(where: test) == h.nodes.firstIndex(where: test))
      #expect(h.lastIndex(where: test) == h.nodes.lastIndex(where: test))
      #expect(h.contains(where: test) == h.nodes.contains(where: test))
    }
    #expect(h.firstIndex { $0.presentation != nil } == 1)
    #expect(h.lastIndex { $0.presentation != nil } == 3)
    #expect(h.index(of: .name("content")) == 4)
    #expect(h.index(of: .name("form")) == 3)
    #expect(h.index(of: .name("none")) == nil)
  }

  /// The package's in-place reads (a pointer to each node, none copied)
  /// agree with the array's own searches, over every range of the chain.
  @Test func inPlaceReadsAgreeWithTheArrayOverEveryRange() {
    let h = chain
    let tests = Self.tests
    for test in tests {
      #expect(h.firstIndex(reading: { test($0.pointee) }) == h.nodes.firstIndex(where: test))
      #expect(h.lastIndex(reading: { test($0.pointee) }) == h.nodes.lastIndex(where: test))
      #expect(h.contains(reading: { test($0.pointee) }) == h.nodes.contains(where: test))
      for lower in 0...h.nodes.count {
        for upper in lower...h.nodes.count {
          let slice = h.nodes[lower..<upper]
          #expect(
            h.firstIndex(in: lower..<upper, reading: { test($0.pointee) })
              == slice.firstIndex(where: test))
          #expect(
            h.lastIndex(in: lower..<upper, reading: { test($0.pointee) })
              == slice.lastIndex(where: test))
        }
      }
    }
    // A range past the chain is clamped to it.
    #expect(h.firstIndex(in: 3..<99, reading: { $0.pointee.presentation != nil }) == 3)
    #expect(h.lastIndex(in: 0..<99, reading: { $0.pointee.kind == .view }) == 4)
    #expect(Hierarchy([]).firstIndex(reading: { _ in true }) == nil)
  }

  /// The compositional layout a resolve lays out once is the one a
  /// resolution without it is laid out with.
  @Test func theCompositionalLayoutKeptIsTheOneLaidOutOnDemand() {
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: "iPhone 16")
    scene.controller.navigationBar = .visible
    scene.view.kind = .collectionView
    var grid = CompositionalLayoutSetup()
    grid.itemSize = LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))
    grid.groupSize = LayoutSize(width: .fractionalWidth(1), height: .absolute(100))
    scene.compositional = grid
    scene.collectionView.numberOfItems = 9
    let resolution = scene.resolve()
    #expect(resolution.compositional != nil)
    var bare = resolution
    bare.compositional = nil
    let kept = scene.compositionalResolution(in: resolution)
    let onDemand = scene.compositionalResolution(in: bare)
    #expect(kept != nil)
    #expect(kept == onDemand)
    #expect(kept?.layout.frame(ofItem: 3) == CGRect(x: 196.5, y: 100, width: 196.5, height: 100))
    // A scene without one keeps none.
    scene.compositional = nil
    #expect(scene.resolve().compositional == nil)
  }

  /// A scene's compositional layout is copied on write: a field set on
  /// one copy is that copy's alone, and scenes compare by the layout's value.
  @Test func aCopiedScenesCompositionalLayoutIsItsOwn() {
    var a = LayoutScene()
    #expect(a.compositional == nil)
    a.compositionalSetup.interSectionSpacing = 10
    var b = a
    b.compositionalSetup.interSectionSpacing = 20
    #expect(a.compositionalSetup.interSectionSpacing == 10)
    #expect(b.compositionalSetup.interSectionSpacing == 20)
    #expect(a != b)
    var c = b
    c.compositionalSetup.interSectionSpacing = 10
    #expect(c == a)
    #expect(c.hashValue == a.hashValue)
    a.compositional = nil
    #expect(b.compositional?.interSectionSpacing == 20)
    #expect(c.compositional?.interSectionSpacing == 10)
  }

  @Test func theBorrowingSubscriptReadsEachElement() {
    let nodes = chain.nodes
    nodes.withUnsafeBufferPointer { b in
      #expect(b.indices.map { b[borrowing: $0].kind } == nodes.map(\.kind))
      #expect(b.indices.map { b[borrowing: $0].name } == nodes.map(\.name))
    }
  }

  /// `checkedResolve()` gives what `problems()` and `resolve()` give, one
  /// resolve for both, for a one-level scene and for a chain.
  @Test func checkedResolveIsProblemsThenResolve() {
    var oneLevel = LayoutScene()
    oneLevel.screen.device = DeviceCatalog.device(named: "iPhone 16")
    oneLevel.controller.navigationBar = .visible
    oneLevel.view.kind = .scrollView
    var chained = oneLevel
    chained.controller.navigationBar = .none
    chained.view.kind = .plain
    chained.hierarchy = Hierarchy([
      HierarchyNode(.tabBarController), HierarchyNode(.navigationController),
      HierarchyNode(.viewController), HierarchyNode(.tableView),
    ])
    for scene in [oneLevel, chained] {
      let (problems, resolution) = scene.checkedResolve()
      #expect(problems.isEmpty)
      #expect(resolution == scene.resolve())
      var resolved: Resolution?
      #expect(scene.problems(resolved: &resolved).isEmpty)
      #expect(resolved == nil || resolved == scene.resolve())
    }
    // A scene with problems hands out no resolution.
    var old = oneLevel
    old.screen.device = DeviceCatalog.device(named: "iPhone X")
    old.screen.iOSVersion = 27.1
    let (problems, resolution) = old.checkedResolve()
    #expect(!problems.isEmpty)
    #expect(resolution == nil)
    // A resolution of another chain handed in is not read: the checks fold
    // this one.
    var resolved: Resolution? = oneLevel.resolve()
    #expect(chained.problems(resolved: &resolved).isEmpty)
    #expect(resolved == chained.resolve())
  }

  /// Only the view controller on top of a navigation stack shows its title
  /// view: one set on a view controller inside it is refused.
  @Test func aTitleViewBelowTheTopOfTheStackIsRefused() {
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: "iPhone 8")
    scene.screen.iOSVersion = 12
    var search = HierarchyNode(.viewController)
    search.titleView = .searchBar
    scene.hierarchy = Hierarchy([
      HierarchyNode(.navigationController), search, HierarchyNode(.view),
    ])
    #expect(scene.problems().isEmpty)
    scene.hierarchy = Hierarchy([
      HierarchyNode(.navigationController), HierarchyNode(.viewController), search,
      HierarchyNode(.view),
    ])
    #expect(
      scene.problems().contains { $0.message.contains("on top of its stack") },
      "\(scene.problems().map(\.message))")
  }
}
