import Foundation
import InsetModel
import Testing

/// Presentations, split views, GeometryProxy and the iPhone Duo held against their printed
/// measurements: where a print exists the model gives it, and elsewhere it refuses, naming the
/// key to pin.
@Suite("Measured presentations, split views, GeometryProxy and the Duo")
struct MeasuredPresentationTests {
  func scene(_ device: String, _ nodes: [HierarchyNode], iOS: CGFloat? = nil) -> LayoutScene {
    HierarchyTests().scene(device, nodes, iOS: iOS)
  }

  func card(_ device: String, _ value: CGFloat) -> LayoutScene {
    var node = HierarchyNode(.viewController)
    node.presentation = PresentationSetup(style: .pageSheet)
    node.presentation?.detent = .custom(value)
    return scene(device, [HierarchyNode(.viewController), node])
  }

  func presented(_ s: LayoutScene) throws -> PresentationResolution {
    let layout = try #require(s.hierarchyLayout(in: s.resolve()))
    return try #require(layout.nodes.last?.presentation)
  }

  func messages(_ s: LayoutScene) -> [String] { s.problems().map(\.message) }

  // MARK: Liquid Glass cards under 200 pt

  @Test(arguments: [(10, 0), (100, 11), (144, 31.333), (200, 34), (288, 34), (400, 34)])
  func aCardReadsThePrintedBottomInset(_ value: CGFloat, _ bottom: CGFloat) throws {
    let s = card("iPhone 16", value)
    let p = try presented(s)
    #expect(p.safeAreaInsets == Insets(top: 0, left: 0, bottom: bottom, right: 0))
    #expect(!p.bottomInsetUnprinted)
    #expect(messages(s).isEmpty, "\(messages(s))")
  }

  /// Between and beside the printed heights nothing is interpolated: the row is refused, the
  /// message names the printed heights and the key. Mutation tried: answering 150 with a linear
  /// interpolation between 144 and 200 makes `bottomInsetUnprinted` false and fails here.
  @Test(arguments: [0, 9.5, 50, 99, 101, 120, 143.9, 150, 199.5] as [CGFloat])
  func anUnprintedCardHeightIsRefused(_ value: CGFloat) throws {
    let s = card("iPhone 16", value)
    #expect(try presented(s).bottomInsetUnprinted)
    let refusal = try #require(messages(s).first { $0.contains("assumeGlassCardBottomInset") })
    #expect(refusal.contains("10 → 0, 100 → 11, 144 → 31.333"))
    #expect(refusal.contains("at \(PointNotation.format(value))"))
  }

  @Test func theRowsInsetAnswersAnUnprintedHeight() throws {
    var s = card("iPhone 16", 150)
    s.assumptions.glassCardBottomInset = 20
    #expect(try presented(s).safeAreaInsets.bottom == 20)
    #expect(messages(s).isEmpty)
    // A printed height wins over the row's assumption.
    var printed = card("iPhone 16", 100)
    printed.assumptions.glassCardBottomInset = 20
    #expect(try presented(printed).safeAreaInsets.bottom == 11)
  }

  @Test func aPrintedHeightOnAnotherPhoneIsRefused() throws {
    let s = card("iPhone 17", 100)
    #expect(try presented(s).bottomInsetUnprinted)
    #expect(messages(s).contains { $0.contains("assumeGlassCardBottomInset") })
  }

  @Test func beforeLiquidGlassASmallSheetReadsTheWholeInset() throws {
    var s = card("iPhone 14 Pro", 100)
    s.screen.iOSVersion = 18
    #expect(try presented(s).safeAreaInsets.bottom == 34)
    #expect(messages(s).isEmpty)
  }

  // MARK: Split views

  @Test func aTripleColumnSplitAsksForItsPrimaryWidth() {
    var split = HierarchyNode(.splitViewController)
    split.split = SplitViewSetup()
    split.split?.style = .tripleColumn
    split.split?.preferredDisplayMode = .twoBesideSecondary
    split.split?.preferredSupplementaryColumnWidth = 320
    let iPad = "iPad Pro (12.9-inch) (6th generation)"
    let s = scene(iPad, [split, HierarchyNode(.viewController)], iOS: 17)
    #expect(messages(s).contains { $0.contains("give `preferredPrimaryColumnWidth`") })
    split.split?.preferredPrimaryColumnWidth = 300
    #expect(messages(scene(iPad, [split, HierarchyNode(.viewController)], iOS: 17)).isEmpty)
    split.split?.preferredPrimaryColumnWidth = nil
    split.split?.preferredPrimaryColumnWidthFraction = 0.25
    #expect(messages(scene(iPad, [split, HierarchyNode(.viewController)], iOS: 17)).isEmpty)
  }

  // MARK: GeometryProxy.safeAreaInsets

  func swiftUI(_ device: String, _ modifiers: [SwiftUIModifier]) -> SwiftUIResolution? {
    var s = LayoutScene()
    s.screen.device = DeviceCatalog.device(named: device)
    var setup = SwiftUISetup()
    setup.modifiers = modifiers
    s.swiftUI = setup
    return s.resolve().swiftUI
  }

  @Test func theDuoProbesReadersReadWhatWasPrinted() throws {
    let root = try #require(swiftUI("iPhone Duo (folded)", []))
    #expect(root.frame == CGRect(x: 0, y: 0, width: 382, height: 644))
    #expect(
      root.geometrySafeAreaInsets == DirectionalInsets(top: 0, leading: 0, bottom: 34, trailing: 84)
    )
    // One reading: the contract's key gives the print too.
    #expect(root.safeAreaInsets == root.geometrySafeAreaInsets)
    let inset = try #require(
      swiftUI(
        "iPhone Duo (folded)",
        [.padding(.edges(.all, 50)), .frame(width: 382, height: 644, alignment: .center)]))
    #expect(inset.frame == CGRect(x: 50, y: 50, width: 282, height: 544))
    #expect(inset.safeAreaInsets == DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
  }

  /// Any padding moves the reader off the boundary on its edge, which then reads zero, while
  /// the other edges keep the safe area beyond them. Mutation tried: subtracting the padding
  /// from the inset instead of zeroing it (UIKit's overlap) reads 84 − p on the trailing edge
  /// and fails here.
  @Test(arguments: [1, 16, 33.5, 50, 83.9, 120] as [CGFloat])
  func aPaddedEdgeReadsZero(_ p: CGFloat) throws {
    let trailing = try #require(
      swiftUI(
        "iPhone Duo (folded)",
        [.padding(.edges(.trailing, p)), .frame(width: 382, height: 644, alignment: .center)]))
    #expect(
      trailing.safeAreaInsets == DirectionalInsets(top: 0, leading: 0, bottom: 34, trailing: 0))
    let bottom = try #require(
      swiftUI(
        "iPhone Duo (folded)",
        [.padding(.edges(.bottom, p)), .frame(width: 382, height: 644, alignment: .center)]))
    #expect(
      bottom.safeAreaInsets == DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: 84))
  }

  /// A reader whose edges are the screen's reads zero whether it or an ancestor ignores the
  /// safe area (the one print of it); one an ancestor's ignore lets into the band reads the
  /// distance out to the screen's edge. Mutations tried: the overlap (0.9.0's reading) gives
  /// {47, 0, 34, 0} for the ignoring reader; zeroing what an ancestor ignored gives 0 for the
  /// padded one.
  @Test(arguments: [0, 10, 30.5, 47] as [CGFloat])
  func anIgnoringReaderReadsOutToTheScreen(_ p: CGFloat) throws {
    let own = try #require(swiftUI("iPhone 13", [.ignoresSafeArea(regions: .all, edges: .all)]))
    #expect(own.safeAreaInsets == DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    let padded = try #require(
      swiftUI(
        "iPhone 13", [.padding(.edges(.top, p)), .ignoresSafeArea(regions: .all, edges: .all)]))
    #expect(padded.frame.minY == p)
    #expect(padded.safeAreaInsets == DirectionalInsets(top: p, leading: 0, bottom: 0, trailing: 0))
    #expect(padded.geometrySafeAreaInsets == padded.safeAreaInsets)
    // Past the safe area's edge the top is inside it and reads zero.
    let deep = try #require(
      swiftUI(
        "iPhone 13",
        [.padding(.edges(.top, 47 + p + 1)), .ignoresSafeArea(regions: .all, edges: .all)]))
    #expect(deep.safeAreaInsets.top == 0)
  }

  /// A ScrollView's reader was never printed: the alias has no value there.
  @Test func aScrollViewsReaderHasNoReading() throws {
    var s = LayoutScene()
    s.screen.device = DeviceCatalog.device(named: "iPhone 13")
    var setup = SwiftUISetup()
    setup.view = .scrollView
    s.swiftUI = setup
    let r = try #require(s.resolve().swiftUI)
    #expect(r.geometrySafeAreaInsets == nil)
  }

  // MARK: The Duo's navigation bars

  /// Held tall the navigation bar is the probe's: 134 at the top, with or without a large
  /// title, and the templates' 48-pt bar as the assumption's other value. Mutation caught:
  /// the other phones' 54-pt Liquid Glass bar gives 136.
  @Test(arguments: [false, true])
  func theDuoHeldTallReadsTheProbesNavigationBar(_ largeTitles: Bool) throws {
    var nav = HierarchyNode(.navigationController)
    nav.prefersLargeTitles = largeTitles
    var tall = scene("iPhone Duo (unfolded)", [nav, HierarchyNode(.viewController)])
    #expect(messages(tall).isEmpty, "\(messages(tall))")
    #expect(tall.resolve().rootSafeAreaInsets == Insets(top: 134, left: 0, bottom: 34, right: 0))
    tall.assumptions.duoTallNavigationBarHeight = 48
    #expect(tall.resolve().rootSafeAreaInsets == Insets(top: 130, left: 0, bottom: 34, right: 0))
    // Held wide the bars go into the strip: the assumption changes nothing there.
    tall.screen.orientation = .landscapeLeft
    #expect(tall.resolve().rootSafeAreaInsets.top == 82)
  }

  @Test func theDuosUnprintedNavigationBarsAreRefused() {
    var nav = HierarchyNode(.navigationController)
    nav.prefersLargeTitles = true
    var cover = scene("iPhone Duo (folded)", [nav, HierarchyNode(.viewController)])
    #expect(messages(cover).isEmpty, "\(messages(cover))")
    cover.hierarchyInputs.scrolledPastTop = true
    #expect(messages(cover).contains { $0.contains("collapsed large title") })
  }

  // MARK: The Duo's reserved regions

  @Test func theCoverListsTheCameraFirstAndSwiftUIDoesNotClip() throws {
    var s = LayoutScene()
    s.screen.device = DeviceCatalog.device(named: "iPhone Duo (folded)")
    s.regions.reservedRegionKind = .occlusion
    let uikit = try #require(s.reservedRegions(in: s.resolve()))
    #expect(uikit.map(\.entity) == ["camera", "status strip"])
    #expect(uikit.first?.frame == CGRect(x: 399.667, y: 29.333, width: 37, height: 37))
    var setup = SwiftUISetup()
    setup.modifiers = [
      .padding(.edges(.all, 50)), .frame(width: 382, height: 644, alignment: .center),
    ]
    s.swiftUI = setup
    let proxy = try #require(s.geometryReservedRegions(in: s.resolve()))
    #expect(
      proxy.map(\.frame) == [
        CGRect(x: 349.667, y: -20.667, width: 37, height: 37),
        CGRect(x: 332, y: -50, width: 84, height: 170),
      ])
    // UIKit's query for a view at the same frame meets neither.
    let clipped = ReservedRegionRules.query(
      uikit, kind: .occlusion, options: .none,
      viewFrame: CGRect(x: 50, y: 50, width: 282, height: 544),
      windowBounds: CGRect(x: 0, y: 0, width: 466, height: 678))
    #expect(clipped?.isEmpty == true)
  }
}
