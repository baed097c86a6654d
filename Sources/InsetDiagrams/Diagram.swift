import Foundation
import InsetModel

/// A resolved scene drawn as an SVG diagram, to scale: the screen with its
/// unsafe regions shaded, the bars, the root view and the view under test,
/// its safe area and layout margins, a scroll view's content insets, a table's
/// first cells, a flow layout's first items, and SwiftUI inset contents. A
/// legend names each layer and its values; every non-zero edge of an inset is
/// labelled with its length, and no two labels overlap. A window smaller
/// than the screen is drawn inside it, with a window's corners.
///
///     let svg = Diagram(scene: scene, resolution: scene.resolve(), title: "iPhone X").svg()
///
/// Pure: it returns text and does no I/O.
public struct Diagram: Sendable {
  /// The scene drawn.
  public var scene: LayoutScene
  /// The scene's resolution, whose values the picture shows.
  public var resolution: Resolution
  /// The line above the picture, e.g. `Scenarios/bars.md:43: iPhone X`.
  public var title: String
  /// Lines under the title, e.g. what a failing row expected.
  public var notes: [String]
  /// Prefixes the SVG's own ids; give each diagram of one page its own.
  public var id: String

  /// Creates the drawing of `scene` as `resolution` resolves it, with
  /// `title` above it and each of `notes` (what a failing row expected)
  /// under the title; `id` prefixes the SVG's own ids.
  public init(
    scene: LayoutScene, resolution: Resolution, title: String, notes: [String] = [],
    id: String = ""
  ) {
    self.scene = scene
    self.resolution = resolution
    self.title = title
    self.notes = notes
    self.id = id
  }

  /// One legend entry.
  struct LegendItem {
    var color: String
    var dash: String?
    var fill: Bool
    var label: String
    /// The model quantity the item shows, one of ``drawnQuantities`` (`nil`
    /// for what is drawn from the scene itself: hardware, the keyboard).
    var quantity: Quantity? = nil
  }

  /// The quantities a diagram draws, declared in one place: a test checks
  /// that each is drawn (its legend names it) wherever the derivation
  /// records it, and that nothing else is. A new output with geometry is
  /// drawn by adding it here and to ``svg()``; the others are listed in
  /// `Tests/InsetDiagramsTests` as not drawn, with the reason.
  public static let drawnQuantities: Set<Quantity> = [
    .windowSafeAreaInsets, .navigationBarFrame, .tabBarFrame, .toolbarFrame, .rootFrame,
    .rootSafeAreaInsets, .childSafeAreaInsets, .frame, .cellContentViewFrame,
    .effectiveSectionInset, .compositionalItemFrames, .adjustedContentInset, .safeAreaInsets,
    .layoutMargins, .insetContentFrames, .swiftUIFrame, .swiftUISafeAreaInsets,
    .verticalBarFrame, .windowControlsFrame, .reservedRegions, .keyboardLayoutGuideFrame,
    .scrollGeometryContentInsets,
  ]

  /// The SVG document, with its title, the picture at the left and the
  /// legend at the right.
  ///
  /// - Complexity: O(n) in what the scene holds (a hierarchy's nodes, a
  ///   table's first cells, a layout's first items).
  public func svg() -> String {
    var canvas = Canvas(resolution: resolution, idPrefix: id)
    var legend: [LegendItem] = []
    let r = resolution
    let screen = CGRect(origin: .zero, size: r.screenSize)

    // The screen and its unsafe regions.
    canvas.rect(screen, stroke: "none", fill: "#ffffff", width: 0)
    let window = r.windowSafeAreaInsets
    canvas.shadeOutside(screen, insets: window, fill: "#d8d8d8")
    if !window.isZero {
      legend.append(
        LegendItem(
          color: "#d8d8d8", dash: nil, fill: true, label: "window unsafe area \(window)",
          quantity: .windowSafeAreaInsets))
      canvas.edgeLabels(outer: screen, insets: window, color: "#555", at: 0.9)
    }
    canvas.hardware(scene: scene, resolution: r)
    if r.screen.statusBarHeight > 0 {
      canvas.label(
        "status bar \(PointNotation.format(r.screen.statusBarHeight))",
        x: screen.minX + max(8, canvas.cornerRadius * 0.8),
        y: min(r.screen.statusBarHeight, 20) * 0.75, color: "#444", anchor: .start, small: true)
    }
    if r.screen.homeIndicatorInset > 0, canvas.reachesScreenBottom {
      legend.append(
        LegendItem(
          color: "#222", dash: nil, fill: true,
          label: "home indicator \(PointNotation.format(r.screen.homeIndicatorInset))"))
    }

    // The keyboard and the bars cover the content, as on screen.
    canvas.onOverlay = true
    if let setup = scene.swiftUI, setup.keyboardHeight > 0 {
      let height = setup.keyboardHeight
      let keyboard = CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
      canvas.rect(keyboard, stroke: "#7f8c8d", fill: "#7f8c8d", opacity: 0.45)
      canvas.label(
        "keyboard \(PointNotation.format(height))", x: keyboard.midX, y: keyboard.midY,
        color: "#2c3e50")
      legend.append(
        LegendItem(
          color: "#7f8c8d", dash: nil, fill: true, label: "keyboard \(PointNotation.format(height))"
        ))
    }

    // MARK: The UIKit keyboard.
    drawKeyboard(canvas: &canvas, legend: &legend)

    // The bars.
    let bars: [(String, CGRect?, Quantity)] = [
      ("navigation bar", r.containers.navigationBarFrame, .navigationBarFrame),
      ("tab bar", r.containers.tabBarFrame, .tabBarFrame),
      ("toolbar", r.containers.toolbarFrame, .toolbarFrame),
    ]
    for (name, frame, quantity) in bars {
      guard let frame else { continue }
      canvas.rect(frame, stroke: "#3d6fd6", fill: "#5b8def", opacity: 0.3)
      canvas.label(
        "\(name) \(PointNotation.format(frame.height))", x: frame.maxX - 6, y: frame.midY,
        color: "#1f4aa8", anchor: .end, small: true)
      legend.append(
        LegendItem(
          color: "#5b8def", dash: nil, fill: true,
          label: "\(name) \(GeometryNotation.format(frame))", quantity: quantity))
    }

    // MARK: Window controls, a vertical strip, reserved regions.
    drawWindowLayers(canvas: &canvas, legend: &legend)

    canvas.onOverlay = false

    // MARK: Every level of a hierarchy.
    drawHierarchy(canvas: &canvas, legend: &legend)

    // The root view and its safe area.
    let root = r.rootFrame
    if root != screen {
      canvas.rect(root, stroke: "#555", fill: nil, dash: "10 6", width: 1.5)
      legend.append(
        LegendItem(
          color: "#555", dash: "10 6", fill: false,
          label: "root view \(GeometryNotation.format(root))", quantity: .rootFrame))
    }

    if let swiftUI = r.swiftUI {
      drawSwiftUI(
        swiftUI, insetContentFrames: r.insetContentFrames, hosting: root, canvas: &canvas,
        legend: &legend)
    } else {
      drawView(canvas: &canvas, legend: &legend)
    }

    let safeRoot = root.inset(by: r.rootSafeAreaInsets)
    if r.swiftUI == nil, r.view.frame != CGRect(origin: .zero, size: root.size) {
      canvas.rect(safeRoot, stroke: "#2e9d4f", fill: nil, dash: "3 5", width: 1)
      legend.append(
        LegendItem(
          color: "#2e9d4f", dash: "3 5", fill: false,
          label: "root safe area \(r.rootSafeAreaInsets)", quantity: .rootSafeAreaInsets))
    }
    return canvas.document(title: title, notes: notes, legend: legend)
  }

  /// The UIKit view under test and what it holds: the child controller's
  /// frame, the view, the scroll content at rest and the scroll view's
  /// insets, then the safe area and the layout margins.
  func drawView(canvas: inout Canvas, legend: inout [LegendItem]) {
    let r = resolution
    let origin = CGPoint(
      x: r.rootFrame.minX + (r.child?.frame.minX ?? 0),
      y: r.rootFrame.minY + (r.child?.frame.minY ?? 0))
    if let child = r.child {
      let frame = child.frame.offsetBy(dx: r.rootFrame.minX, dy: r.rootFrame.minY)
      canvas.rect(frame, stroke: "#8e6c3a", fill: nil, dash: "12 4", width: 1.5)
      legend.append(
        LegendItem(
          color: "#8e6c3a", dash: "12 4", fill: false,
          label:
            "child view controller \(GeometryNotation.format(child.frame)), safe area \(child.safeAreaInsets)",
          quantity: .childSafeAreaInsets))
    }
    let view = r.view.frame.offsetBy(dx: origin.x, dy: origin.y)
    canvas.rect(view, stroke: "#222", fill: nil, width: 1.5)
    legend.append(
      LegendItem(
        color: "#222", dash: nil, fill: false,
        label: "\(r.view.kind.rawValue) \(GeometryNotation.format(r.view.frame))", quantity: .frame)
    )

    if let s = r.scrollView {
      // Scroll content at rest, clipped to the view.
      canvas.beginClip(view)
      let contentOrigin = CGPoint(
        x: view.minX - s.contentOffset.x, y: view.minY - s.contentOffset.y)
      drawTableRows(in: view, contentOrigin: contentOrigin, canvas: &canvas, legend: &legend)
      drawFlowItems(in: view, contentOrigin: contentOrigin, canvas: &canvas, legend: &legend)
      drawCompositionalItems(
        in: view, contentOrigin: contentOrigin, canvas: &canvas, legend: &legend)
      canvas.endClip()
      drawScrollInsets(s, of: view, canvas: &canvas, legend: &legend)
    }
    drawSafeAreaAndMargins(of: view, canvas: &canvas, legend: &legend)
  }

  /// A table's rows at rest (at most 60), the asked row's content view and
  /// separator filled.
  func drawTableRows(
    in view: CGRect, contentOrigin: CGPoint, canvas: inout Canvas, legend: inout [LegendItem]
  ) {
    guard let cell = scene.tableViewCell(in: resolution) else { return }
    // At most 60 rows, counted without converting an unchecked number
    // (a frame 1e21 tall, a row 0.001 tall).
    let ratio = (view.height / max(1, scene.tableView.rowHeight)).rounded(.up)
    let rows = ratio.isFinite && ratio > 0 ? Int(min(ratio, 59)) + 1 : 1
    for i in 0..<rows {
      let frame = CGRect(
        x: cell.frame.minX,
        y: CGFloat(i) * scene.tableView.rowHeight + scene.tableView.sectionHeaderHeight
          + cell.section.headerY,  // the top gap and the header's padding
        width: cell.frame.width, height: scene.tableView.rowHeight
      )
      .offsetBy(dx: contentOrigin.x, dy: contentOrigin.y)
      canvas.rect(frame, stroke: "#9bd3c7", fill: "#e8f6f3", width: 0.5)
      if i == scene.tableView.row {
        let content = cell.contentViewFrame.offsetBy(dx: frame.minX, dy: frame.minY)
        canvas.rect(content, stroke: "#16a085", fill: "#16a085", opacity: 0.25, width: 1.2)
        if let separator = cell.separatorFrame {
          canvas.rect(
            separator.offsetBy(dx: frame.minX, dy: frame.minY), stroke: "#0e6655",
            fill: "#0e6655", width: 0.5)
        }
      }
    }
    legend.append(
      LegendItem(
        color: "#16a085", dash: nil, fill: true,
        label:
          "row \(scene.tableView.row) content view \(GeometryNotation.format(cell.contentViewFrame))",
        quantity: .cellContentViewFrame))
  }

  /// A flow layout's items (at most 200) and its first section's inset.
  func drawFlowItems(
    in view: CGRect, contentOrigin: CGPoint, canvas: inout Canvas, legend: inout [LegendItem]
  ) {
    guard let layout = scene.flowLayout(in: resolution) else { return }
    Self.drawItems(
      count: layout.setup.numberOfItems, frame: { layout.frame(ofItem: $0) }, in: view,
      contentOrigin: contentOrigin, stopPastTrailingEdge: true, canvas: &canvas)
    let section = CGRect(
      origin: contentOrigin, size: CGSize(width: layout.crossExtent, height: view.height))
    if scene.collectionView.scrollDirection == .vertical {
      canvas.rect(
        section.inset(by: layout.effectiveSectionInset.masked(to: .horizontal)),
        stroke: "#b7950b", fill: nil, dash: "6 3", width: 1)
    }
    legend.append(
      LegendItem(
        color: "#f7dc6f", dash: nil, fill: true,
        label:
          "items, section inset \(layout.effectiveSectionInset) (\(layout.itemsInFirstLine) per line)",
        quantity: .effectiveSectionInset))
  }

  /// A layout's items at rest, at most 200 (or `count`), from the first
  /// until one starts below the view (or, with `stopPastTrailingEdge`,
  /// past its trailing edge too).
  static func drawItems(
    count: Int?, frame: (Int) -> CGRect?, in view: CGRect, contentOrigin: CGPoint,
    stopPastTrailingEdge: Bool, canvas: inout Canvas
  ) {
    var shown = 0
    let limit = count.map { min($0, 200) } ?? 200
    while shown < limit, let item = frame(shown) {
      let frame = item.offsetBy(dx: contentOrigin.x, dy: contentOrigin.y)
      if frame.minY > view.maxY || (stopPastTrailingEdge && frame.minX > view.maxX) { break }
      canvas.rect(frame, stroke: "#b7950b", fill: "#f7dc6f", opacity: 0.85, width: 0.8)
      shown += 1
    }
  }

  /// A compositional layout's header and items (at most 200). A list's
  /// cells are its items; separators, cell margins and SwiftUI scroll insets
  /// are not drawn.
  func drawCompositionalItems(
    in view: CGRect, contentOrigin: CGPoint, canvas: inout Canvas, legend: inout [LegendItem]
  ) {
    guard let layout = scene.compositionalLayout(in: resolution) else { return }
    if let header = layout.headerFrame() {
      canvas.rect(
        header.offsetBy(dx: contentOrigin.x, dy: contentOrigin.y), stroke: "#7d3c98",
        fill: "#d2b4de", opacity: 0.8, width: 0.8)
    }
    Self.drawItems(
      count: layout.itemCount, frame: { layout.frame(ofItem: $0) }, in: view,
      contentOrigin: contentOrigin, stopPastTrailingEdge: false, canvas: &canvas)
    legend.append(
      LegendItem(
        color: "#f7dc6f", dash: nil, fill: true,
        label: "compositional items, .\(layout.reference.rawValue)",
        quantity: .compositionalItemFrames))
  }

  /// The scroll view's adjusted content inset and its own content inset.
  func drawScrollInsets(
    _ s: ScrollViewResolution, of view: CGRect, canvas: inout Canvas,
    legend: inout [LegendItem]
  ) {
    let adjusted = view.inset(by: s.adjustedContentInset)
    canvas.rect(adjusted, stroke: "#e67e22", fill: nil, dash: "8 4", width: 1.5)
    canvas.edgeLabels(outer: view, insets: s.adjustedContentInset, color: "#c0631a", at: 0.3)
    legend.append(
      LegendItem(
        color: "#e67e22", dash: "8 4", fill: false,
        label: "adjustedContentInset \(s.adjustedContentInset)", quantity: .adjustedContentInset))
    if !scene.scrollView.contentInset.isZero {
      canvas.rect(
        view.inset(by: scene.scrollView.contentInset), stroke: "#c0392b", fill: nil, dash: "2 3",
        width: 1)
      legend.append(
        LegendItem(
          color: "#c0392b", dash: "2 3", fill: false,
          label: "contentInset \(scene.scrollView.contentInset)"))
    }
  }

  /// The view's safe area and layout margins, each edge labelled.
  func drawSafeAreaAndMargins(of view: CGRect, canvas: inout Canvas, legend: inout [LegendItem]) {
    let r = resolution
    let safe = view.inset(by: r.view.safeAreaInsets)
    canvas.rect(safe, stroke: "#2e9d4f", fill: "#2e9d4f", opacity: 0.06, dash: "3 5", width: 1.5)
    canvas.edgeLabels(outer: view, insets: r.view.safeAreaInsets, color: "#1e7a3a", at: 0.5)
    legend.append(
      LegendItem(
        color: "#2e9d4f", dash: "3 5", fill: false,
        label: "safeAreaInsets \(r.view.safeAreaInsets)", quantity: .safeAreaInsets))
    let margins = view.inset(by: r.view.layoutMargins)
    canvas.rect(margins, stroke: "#8e44ad", fill: nil, dash: "1 3", width: 1.5)
    canvas.edgeLabels(outer: view, insets: r.view.layoutMargins, color: "#8e44ad", at: 0.72)
    legend.append(
      LegendItem(
        color: "#8e44ad", dash: "1 3", fill: false, label: "layoutMargins \(r.view.layoutMargins)",
        quantity: .layoutMargins))
  }

  /// What a SwiftUI scene's innermost view is called in a drawing: a
  /// `List`, a `ScrollView`, or a plain view.
  static func swiftUIName(_ view: SwiftUIView) -> String {
    switch view {
    case .plain: "SwiftUI view"
    case .scrollView: "ScrollView"
    case .list: "List"
    }
  }

  /// The most `safeAreaInset` contents a drawing draws, outermost first.
  static let drawnInsetContents = 200

  /// A SwiftUI scene in a hosting view at `hosting`: the innermost view and
  /// the inset contents, as the resolution holds them.
  func drawSwiftUI(
    _ s: SwiftUIResolution, insetContentFrames frames: [CGRect], hosting: CGRect,
    canvas: inout Canvas, legend: inout [LegendItem]
  ) {
    // The inset contents, outermost first. The first 200 are drawn, as a
    // flow layout's first 200 items are; the rest are counted in the legend
    // (50,000 drew a 13 MB picture no one can read).
    let notDrawn = max(0, frames.count - Self.drawnInsetContents)
    for (index, frame) in frames.prefix(Self.drawnInsetContents).enumerated() {
      canvas.rect(frame, stroke: "#c0392b", fill: "#e74c3c", opacity: 0.35, width: 1)
      if index < Self.namedNodes {
        canvas.label(
          "inset \(index)", x: frame.midX, y: frame.midY, color: "#922b21", small: true)
      }
      legend.append(
        LegendItem(
          color: "#e74c3c", dash: nil, fill: true,
          label: "safeAreaInset content \(index) \(GeometryNotation.format(frame))",
          quantity: .insetContentFrames))
    }
    if notDrawn > 0 {
      legend.append(
        LegendItem(
          color: "#e74c3c", dash: nil, fill: true,
          label: "and \(notDrawn) more safeAreaInset contents, not drawn",
          quantity: .insetContentFrames))
    }
    canvas.rect(s.frame, stroke: "#1a5276", fill: "#2e86c1", opacity: 0.12, width: 2)
    let view = scene.swiftUI?.view ?? .plain
    let name = Self.swiftUIName(view)
    let direction = scene.view.layoutDirection
    // What a GeometryReader filling the view reads: the safe area's band
    // beyond each edge of the view, labelled in that band.
    let reading = s.safeAreaInsets.absolute(in: direction)
    let beyond = Insets(
      top: -reading.top, left: -reading.left, bottom: -reading.bottom, right: -reading.right)
    canvas.edgeLabels(
      outer: s.frame.inset(by: beyond), insets: reading, color: "#1e7a3a", at: 0.5)
    // The view's edges from the hosting view's, where the reading does not
    // already say them.
    var reach = Insets(
      top: s.frame.minY - hosting.minY, left: s.frame.minX - hosting.minX,
      bottom: hosting.maxY - s.frame.maxY, right: hosting.maxX - s.frame.maxX)
    for side in Side.allCases where reach[side] == reading[side] { reach[side] = 0 }
    canvas.edgeLabels(outer: hosting, insets: reach, color: "#1a5276", at: 0.7)
    legend.append(
      LegendItem(
        color: "#2e86c1", dash: nil, fill: true,
        label: "\(name) \(GeometryNotation.format(s.frame))", quantity: .swiftUIFrame))
    legend.append(
      LegendItem(
        color: "#1e7a3a", dash: nil, fill: false,
        label: view.scrolls
          ? "\(name)'s safe area beyond its edges \(s.safeAreaInsets)"
          : "safeAreaInsets a GeometryReader in it reads \(s.safeAreaInsets)",
        quantity: .swiftUISafeAreaInsets))
    // A ScrollView's or List's content insets, labelled inside its frame.
    if let scroll = scene.swiftUIScroll(in: resolution) {
      let content = scroll.contentInsets.absolute(in: direction)
      canvas.rect(
        s.frame.inset(by: content), stroke: "#e67e22", fill: nil, dash: "8 4", width: 1.5)
      canvas.edgeLabels(outer: s.frame, insets: content, color: "#c0631a", at: 0.25)
      legend.append(
        LegendItem(
          color: "#e67e22", dash: "8 4", fill: false,
          label: "\(name) content insets (ScrollGeometry.contentInsets) \(scroll.contentInsets)",
          quantity: .scrollGeometryContentInsets))
    }
  }
}
