import Foundation
import InsetModel
import Testing

@Suite("Resolution shape")
struct ResolutionTests {
  /// A resolution is the fold's nodes and one box of its other fields,
  /// which are plain data but for a compositional layout kept out of line:
  /// a copy retains the one array and the one box, and a copy of the box
  /// (a write to a shared resolution) copies bytes and one more box. Its
  /// mirror shows the fields by name, as the benchmarks' sum reads them.
  @Test func resolutionIsTheFoldsNodesAndOneBox() {
    #expect(!_isPOD(Resolution.self))
    #expect(_isPOD(ScreenResolution.self))
    #expect(_isPOD(ContainerResolution.self))
    #expect(_isPOD(ChildResolution.self))
    #expect(_isPOD(ViewResolution.self))
    #expect(_isPOD(ScrollViewResolution.self))
    #expect(_isPOD(FlowLayoutResolution.self))
    #expect(_isPOD(RegionResolution.self))
    #expect(_isPOD(CellResolution.self))
    // Stored: the fold's layout and one reference, whatever the fields hold.
    #expect(
      MemoryLayout<Resolution>.size
        <= MemoryLayout<HierarchyLayout>.stride + MemoryLayout<AnyObject>.size)
    let resolution = Mirror(reflecting: LayoutScene().resolve())
    #expect(resolution.displayStyle == .struct)
    #expect(resolution.children.count == 15)
    let references = resolution.children.filter { !isPOD(type(of: $0.value)) }
    #expect(references.map(\.label) == ["hierarchyLayout", "compositional"])
  }

  private func isPOD(_ type: Any.Type) -> Bool {
    func open<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    return _openExistential(type, do: open)
  }

  func landscapeTable() -> LayoutScene {
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: "iPhone X")
    scene.screen.orientation = .landscapeLeft
    scene.view.kind = .tableView
    scene.scrollView.contentSize = CGSize(width: 812, height: 2000)
    return scene
  }

  @Test func tableViewCellIsTheSceneRowInItsResolution() {
    let scene = landscapeTable()
    let cell = scene.tableViewCell(in: scene.resolve())
    #expect(cell?.safeAreaInsets == Insets(top: 0, left: 44, bottom: 0, right: 44))
    #expect(cell?.contentViewFrame.minX == 44)
    #expect(cell?.contentViewFrame.width == 724)
    // A one-pixel separator at scale 3 leaves 44 - 1/3.
    #expect(abs((cell?.contentViewFrame.height ?? 0) - (44 - 1.0 / 3)) < 1e-9)
  }

  @Test func partsOfOtherKindsAreNil() {
    var scene = landscapeTable()
    let table = scene.resolve()
    #expect(scene.flowLayout(in: table) == nil)
    #expect(scene.swiftUILayout(in: table) == nil)
    scene.view.kind = .scrollView
    #expect(scene.tableViewCell(in: scene.resolve()) == nil)
  }

  @Test func flowLayoutUsesTheResolvedSectionInset() {
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: "iPhone X")
    scene.screen.orientation = .landscapeLeft
    scene.view.kind = .collectionView
    scene.collectionView.itemSize = CGSize(width: 100, height: 100)
    scene.collectionView.numberOfItems = 30  // Scenarios/collection-view.md, "fromSafeArea"
    scene.collectionView.sectionInsetReference = .fromSafeArea
    let r = scene.resolve()
    let layout = scene.flowLayout(in: r)
    #expect(
      r.flowLayout?.effectiveSectionInset
        == Insets(top: 0, left: 44, bottom: 0, right: 44))
    #expect(layout?.effectiveSectionInset == r.flowLayout?.effectiveSectionInset)
    #expect(layout?.crossExtent == 812)
    #expect(layout?.frame(ofItem: 0)?.minX == 44)
    #expect(layout?.itemsInFirstLine == 6)
    #expect(layout?.contentSize == CGSize(width: 812, height: 540))
    #expect(layout?.frame(ofItem: 30) == nil)
  }

  @Test func swiftUILayoutFoldsOverTheRootView() {
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: "iPhone X")
    var setup = SwiftUISetup()
    setup.modifiers = [
      .safeAreaInset(
        edge: .bottom, alignment: .center, spacing: 0, content: InsetContent(length: 50))
    ]
    scene.swiftUI = setup
    let r = scene.resolve()
    let layout = scene.swiftUILayout(in: r)
    #expect(layout?.hostingFrame == r.rootFrame)
    #expect(layout?.container == r.rootSafeAreaInsets)
    #expect(
      layout?.insetContentFrame(0) == CGRect(x: 0, y: 812 - 34 - 50, width: 375, height: 50))
    // The view lays out inside the safe area, grown by the inset content: a
    // GeometryReader filling it reads the status bar's 44 above and the inset
    // content with the home indicator below.
    #expect(r.swiftUI?.frame == CGRect(x: 0, y: 44, width: 375, height: 812 - 44 - 34 - 50))
    #expect(
      r.swiftUI?.safeAreaInsets == DirectionalInsets(top: 44, leading: 0, bottom: 84, trailing: 0))
  }
}
