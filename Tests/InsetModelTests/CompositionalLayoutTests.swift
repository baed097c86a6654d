import Foundation
import InsetModel
import Testing

@Suite("Compositional layout and lists (issue 18)")
struct CompositionalLayoutTests {
  func environment(
    width: CGFloat = 812, safe: Insets = Insets(top: 0, left: 44, bottom: 21, right: 44),
    adjusted: Insets = Insets(top: 0, left: 0, bottom: 21, right: 0),
    direction: UserInterfaceLayoutDirection = .leftToRight, iOS: CGFloat = 18
  ) -> CompositionalEnvironment {
    CompositionalEnvironment(
      boundsSize: CGSize(width: width, height: 375), adjustedContentInset: adjusted,
      safeAreaInsets: safe, layoutMargins: safe + Insets(all: 8),
      readableContentGuide: CGRect(x: 70, y: 8, width: 672, height: 338), direction: direction,
      iOSVersion: iOS, scale: 3, systemMinimumSideMargin: 16)
  }

  func grid() -> CompositionalLayoutSetup {
    var s = CompositionalLayoutSetup()
    s.itemSize = LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1))
    s.groupSize = LayoutSize(width: .fractionalWidth(1), height: .absolute(100))
    return s
  }

  func layout(
    _ s: CompositionalLayoutSetup, items: Int? = 8, sections: Int = 1,
    _ e: CompositionalEnvironment? = nil, assumptions: Assumptions = Assumptions()
  ) -> CompositionalLayout {
    var counts = FlowLayoutSetup()
    counts.numberOfItems = items
    counts.numberOfSections = sections
    var t = NoTrace()
    return CompositionalLayoutRules.resolve(
      s, counts: counts, environment: e ?? environment(), assumptions: assumptions, tracer: &t)
  }

  @Test(arguments: [
    (
      ContentInsetsReference.automatic, ContentInsetsReference.safeArea, 18.0,
      ContentInsetsReference.safeArea
    ),
    (.automatic, .none, 18, .none),
    (.automatic, .automatic, 18, .safeArea),
    (.layoutMargins, .none, 18, .layoutMargins),
    (.none, .none, 13, .safeArea),
  ])
  func referencesResolve(
    section: ContentInsetsReference, configuration: ContentInsetsReference, iOS: Double,
    expected: ContentInsetsReference
  ) {
    #expect(
      CompositionalLayoutRules.reference(
        section: section, configuration: configuration, iOSVersion: CGFloat(iOS)) == expected)
  }

  @Test func referenceInsetsAreNotCountedTwice() {
    let safe = Insets(top: 0, left: 44, bottom: 21, right: 44)
    let i = CompositionalLayoutRules.referenceInsets(
      .safeArea, safeAreaInsets: safe, layoutMargins: .zero, readableContentGuide: .zero,
      boundsWidth: 812, adjustedContentInset: Insets(top: 0, left: 50, bottom: 21, right: 30))
    #expect(i == Insets(top: 0, left: 0, bottom: 0, right: 14))
  }

  @Test func aGridByReference() {
    var s = grid()
    #expect(layout(s).frame(ofItem: 0) == CGRect(x: 44, y: 0, width: 181, height: 100))
    s.contentInsetsReference = .readableContent
    #expect(layout(s).frame(ofItem: 1) == CGRect(x: 238, y: 0, width: 168, height: 100))
    s.contentInsetsReference = .none
    #expect(layout(s).contentSize == CGSize(width: 812, height: 200))
    #expect(layout(s, items: nil).contentSize == nil)
    #expect(layout(s, items: nil).frame(ofItem: 1_000_000) != nil)
    #expect(layout(s).frame(ofItem: 8) == nil)
    #expect(layout(s).frame(ofItem: -1) == nil)
  }

  @Test func rightToLeftMirrors() {
    let ltr = layout(grid())
    let rtl = layout(grid(), environment(direction: .rightToLeft))
    for i in 0..<8 {
      let a = ltr.frame(ofItem: i)
      let b = rtl.frame(ofItem: i)
      #expect(b?.minX == a.map { 812 - $0.maxX }, "item \(i)")
    }
  }

  @Test func degenerateSizesNeverTrapOrLoop() {
    var s = grid()
    s.itemSize = LayoutSize(width: .absolute(0), height: .absolute(0))
    s.interItemSpacing = 0
    #expect(layout(s).itemsPerGroup == 1)
    s.itemSize = LayoutSize(width: .absolute(.infinity), height: .absolute(1))
    #expect(layout(s).itemsPerGroup == 1)
    s.itemSize = LayoutSize(width: .absolute(1), height: .absolute(1))
    #expect(layout(s).itemsPerGroup == 724)
    s.itemSize = LayoutSize(width: .absolute(1e-9), height: .absolute(1))
    #expect(layout(s).itemsPerGroup == 10_000)
    s.groupItemCount = 5
    #expect(layout(s).itemsPerGroup == 5)
    s.groupItemCount = 0
    #expect(layout(s).itemsPerGroup >= 1)
  }

  @Test func missingSizesGiveNoItems() {
    var s = CompositionalLayoutSetup()
    s.itemSize = LayoutSize(width: .absolute(10), height: .absolute(10))
    #expect(layout(s).frame(ofItem: 0) == nil)
    #expect(layout(s).contentSize == nil)
  }

  @Test func listDefaultsAndCells() throws {
    var s = CompositionalLayoutSetup()
    s.listAppearance = .insetGrouped
    let l = layout(s, items: 3)
    #expect(l.frame(ofItem: 0) == CGRect(x: 60, y: 20, width: 692, height: 44))
    #expect(l.contentSize == CGSize(width: 812, height: 20 + 132 + 10))
    let cell = try #require(
      CompositionalLayoutRules.listCell(
        l, isList: true, environment: environment(), assumptions: Assumptions()))
    #expect(cell.layoutMargins == Insets(top: 8, left: 16, bottom: 8, right: 16))
    #expect(cell.separatorLayoutGuideFrame.minX == 16)
    s.listAppearance = .plain
    #expect(layout(s, items: 3).frame(ofItem: 0) == CGRect(x: 44, y: 0, width: 724, height: 44))
  }

  @Test func listHeaderPadding() {
    let a = Assumptions()
    #expect(
      CompositionalLayoutRules.automaticListHeaderTopPadding(.plain, iOSVersion: 15, assumptions: a)
        == 22)
    #expect(
      CompositionalLayoutRules.automaticListHeaderTopPadding(.plain, iOSVersion: 14, assumptions: a)
        == 0)
    #expect(
      CompositionalLayoutRules.automaticListHeaderTopPadding(
        .grouped, iOSVersion: 18, assumptions: a) == nil)
    var s = CompositionalLayoutSetup()
    s.listAppearance = .plain
    s.headerMode = .supplementary
    s.boundaryHeaderHeight = 28
    let l = layout(s, items: 2, sections: 2)
    let header = l.headerFrame(inSection: 1)
    #expect(
      header?.minY == 160, "\(String(describing: header)) \(String(describing: l.sectionHeight))")
    #expect(l.footerFrame() == nil)
  }

  @Test func problemsNameWhatIsMissing() {
    var scene = LayoutScene()
    scene.view.kind = .collectionView
    scene.compositional = CompositionalLayoutSetup()
    #expect(scene.problems().contains { $0.message.contains("has no default") })
    scene.compositional = grid()
    #expect(scene.problems().isEmpty)
    scene.collectionView.itemSize = CGSize(width: 1, height: 1)
    #expect(scene.problems().contains { $0.message.contains("flow-layout keys") })
    scene.collectionView = FlowLayoutSetup()
    scene.screen.iOSVersion = 12
    #expect(scene.problems().contains { $0.message.contains("iOS 13") })
    scene.screen.iOSVersion = 15
    var list = CompositionalLayoutSetup()
    list.listAppearance = .grouped
    list.headerMode = .supplementary
    scene.compositional = list
    let messages = scene.problems().map(\.message)
    #expect(messages.contains { $0.contains("list header's height") })
    #expect(messages.contains { $0.contains("automatic `headerTopPadding`") })
  }

  @Test func sceneResolvesTheCompositionalLayoutInsteadOfTheFlowLayout() {
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: "iPhone X")
    scene.screen.iOSVersion = 16
    scene.screen.orientation = .landscapeLeft
    scene.view.kind = .collectionView
    scene.compositional = grid()
    scene.collectionView.numberOfItems = 20
    let r = scene.resolve()
    #expect(r.flowLayout == nil)
    #expect(scene.compositionalLayout(in: r)?.contentSize == CGSize(width: 812, height: 500))
    #expect(r.scrollView?.adjustedContentInset == Insets(top: 0, left: 0, bottom: 21, right: 0))
    var tracer = RecordingTracer()
    #expect(scene.resolve(tracer: &tracer) == r)
    #expect(tracer.steps.contains { $0.quantity == .compositionalItemFrames })
  }
}
