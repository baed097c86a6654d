import Foundation
import InsetModel
import InsetScenarios
import Testing

@testable import InsetDiagrams

/// What a drawing's picture holds, read back from its SVG: each label's box
/// (as the canvas measures text), the hardware's shapes, the screen around a
/// smaller window, and the legend's lines.
struct DrawnPicture {
  struct Label {
    var text: String
    var box: CGRect
  }
  var labels: [Label] = []
  var hardware: [CGRect] = []
  var screen: CGRect?
  var legend: [String] = []

  init(_ svg: String) {
    func attribute(_ name: String, in element: Substring) -> String? {
      guard let r = element.range(of: " \(name)=\"") else { return nil }
      return String(element[r.upperBound...].prefix { $0 != "\"" })
    }
    func number(_ name: String, in element: Substring) -> CGFloat {
      attribute(name, in: element).flatMap(Double.init).map { CGFloat($0) } ?? 0
    }
    func rect(_ element: Substring) -> CGRect {
      CGRect(
        x: number("x", in: element), y: number("y", in: element),
        width: number("width", in: element), height: number("height", in: element))
    }
    func unescape(_ text: Substring) -> String {
      text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }
    for part in svg.components(separatedBy: "<text").dropFirst() {
      let element = Substring(part)
      guard let close = element.firstIndex(of: ">"), let end = element.range(of: "</text>") else {
        continue
      }
      let head = element[..<close]
      let text = unescape(element[element.index(after: close)..<end.lowerBound])
      if attribute("class", in: head) == "label" {
        let anchor = attribute("text-anchor", in: head).flatMap(Canvas.Anchor.init) ?? .start
        labels.append(
          Label(
            text: text,
            box: Canvas.textBox(
              text, x: number("x", in: head), y: number("y", in: head),
              size: number("font-size", in: head), anchor: anchor,
              bold: attribute("font-weight", in: head) == "bold")))
      } else if attribute("dominant-baseline", in: head) == "middle" {
        legend.append(text)
      }
    }
    for part in svg.components(separatedBy: "<rect").dropFirst() {
      let element = Substring(part.prefix { $0 != ">" })
      switch attribute("class", in: element) {
      case "hardware": hardware.append(rect(element))
      case "screen": screen = rect(element)
      default: break
      }
    }
  }

  /// Each pair of labels that overlap, and each label over the hardware.
  var collisions: [String] {
    var out: [String] = []
    for (i, a) in labels.enumerated() {
      for b in labels[(i + 1)...] where Canvas.overlap(a.box, b.box) {
        out.append("\"\(a.text)\" \(a.box) and \"\(b.text)\" \(b.box)")
      }
      for shape in hardware where Canvas.overlap(a.box, shape) {
        out.append("\"\(a.text)\" \(a.box) over the hardware \(shape)")
      }
    }
    return out
  }
}

/// A row's scene and resolution, or `nil` when the row has an error.
func drawnRow(_ header: String, _ cells: String) throws -> (LayoutScene, Resolution)? {
  let columns = header.split(separator: "|").count
  let text =
    "| \(header) |\n|\(String(repeating: "---|", count: columns))\n| \(cells) |\n"
  guard
    case .row(let explanation) = try Explainer.explain(
      bytes: Array(text.utf8), file: "t.md", line: 3, outputs: [], traced: false),
    explanation.diagnostics.isEmpty, let scene = explanation.evaluation.scene,
    let resolution = explanation.evaluation.resolution
  else { return nil }
  return (scene, resolution)
}

@Suite("Labels apart")
struct LabelPlacementTests {
  /// The scenes the issue saw overlap: a phone's node labels on the Dynamic
  /// Island, a sheet's corner, a tab bar with a navigation controller and
  /// table, in both orientations.
  @Test(arguments: [
    (
      "device | hierarchy",
      "iPhone 17 Pro | UITabBarController > UINavigationController > UIViewController > UITableView"
    ),
    (
      "device | orientation | hierarchy",
      "iPhone 17 Pro | landscape | UITabBarController > UINavigationController > UIViewController > UITableView"
    ),
    (
      "device | hierarchy",
      "iPhone 17 Pro | UINavigationController > UIViewController > UINavigationController(modalPresentationStyle: .pageSheet, detent: .medium()) > UITableViewController"
    ),
    (
      "device | hierarchy",
      "iPad Pro 13-inch (M5) | UINavigationController > UIViewController > UINavigationController(modalPresentationStyle: .formSheet) > UITableViewController"
    ),
    (
      "device | navigationBar | swiftUIView | modifiers",
      "iPhone 17 Pro | visible | list | .safeAreaInset(edge: .bottom) { 60 }"
    ),
  ])
  func theIssuesScenesDrawTheirLabelsApart(header: String, cells: String) throws {
    let (scene, resolution) = try #require(try drawnRow(header, cells))
    let picture = DrawnPicture(Diagram(scene: scene, resolution: resolution, title: "t").svg())
    #expect(picture.labels.count >= 5)
    #expect(picture.collisions.isEmpty, "\(picture.collisions)")
  }

  /// Generated rows: every device of the catalog in turn, in an orientation,
  /// on a version and with a set-up drawn from a seeded generator (a tab bar
  /// and navigation stack, a sheet at the medium detent, a form sheet, a
  /// SwiftUI List or view with a bottom inset, a collection view, an iPad
  /// window smaller than the screen): no two labels of any drawing overlap,
  /// and none covers the sensor housing or the home indicator.
  @Test func generatedRowsDrawTheirLabelsApart() throws {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
    let setUps: [(String, String)] = [
      (
        "hierarchy",
        "UITabBarController > UINavigationController(prefersLargeTitles: true) > UIViewController > UITableView"
      ),
      (
        "hierarchy",
        "UINavigationController > UIViewController > UINavigationController(modalPresentationStyle: .pageSheet, detent: .medium()) > UITableViewController"
      ),
      (
        "hierarchy",
        "UIViewController > UINavigationController(modalPresentationStyle: .formSheet) > UICollectionViewController"
      ),
      (
        "navigationBar | swiftUIView | modifiers",
        "visible | list | .safeAreaInset(edge: .bottom) { 60 }"
      ),
      (
        "tabBar | modifiers",
        "visible | .safeAreaInset(edge: .top, spacing: 0) { 44 }.ignoresSafeArea(edges: .bottom)"
      ),
      ("navigationBar | tabBar | view", "visible | visible | collectionView"),
    ]
    var drawn = 0
    var labels = 0
    for (i, device) in DeviceCatalog.all.enumerated() {
      let orientation = ["portrait", "landscape"][next(2)]
      let (keys, values) = setUps[(i + next(setUps.count)) % setUps.count]
      var header = "device | orientation | \(keys)"
      var cells = "\(device.name) | \(orientation) | \(values)"
      if device.idiom == .pad, next(2) == 0 {
        header += " | iOSVersion | windowFrame | assumeWindowControlsWidth"
        let x = 40 * next(8)
        let y = 30 * next(8)
        cells += " | 26 | {{\(x), \(y)}, {\(500 + 20 * next(10)), \(400 + 20 * next(10))}} | 80"
      }
      guard let (scene, resolution) = try drawnRow(header, cells) else { continue }
      let picture = DrawnPicture(Diagram(scene: scene, resolution: resolution, title: "t").svg())
      #expect(picture.collisions.isEmpty, "\(cells): \(picture.collisions)")
      drawn += 1
      labels += picture.labels.count
    }
    #expect(drawn > 60, "\(drawn) rows drawn")
    #expect(labels > drawn * 4)
  }

  /// Placing a label where others are: it moves along its edge, not onto
  /// them, and a label with nowhere to go lands below every other.
  @Test func aLabelWhosePlaceIsTakenMovesToTheNearestFreePlace() throws {
    let (_, resolution) = try #require(try drawnRow("device", "iPhone 17 Pro"))
    var canvas = Canvas(resolution: resolution)
    canvas.label("116", x: 200, y: 58, color: "#000", bold: true)
    canvas.label("116", x: 200, y: 58, color: "#000", bold: true)
    #expect(canvas.placedLabels.count == 2)
    #expect(canvas.placedLabels[0].minY == canvas.placedLabels[1].minY, "moved along its line")
    #expect(!Canvas.overlap(canvas.placedLabels[0], canvas.placedLabels[1]))
    // A screen full of labels: the last one still finds a place of its own.
    for row in 0..<80 {
      for column in 0..<8 {
        canvas.label(
          "UINavigationController", x: CGFloat(column) * 60, y: CGFloat(row) * 11, color: "#000")
      }
    }
    for (i, a) in canvas.placedLabels.enumerated() {
      for b in canvas.placedLabels[(i + 1)...] { #expect(!Canvas.overlap(a, b)) }
    }
  }
}

@Suite("Windows in the screen")
struct WindowDrawingTests {
  static let pad = "iPad Pro 13-inch (M5)"

  /// An iPadOS 26 window smaller than the screen is its own rectangle in
  /// the screen, with a window's corners, not the device's; the home
  /// indicator is drawn, and listed, only where the window reaches the
  /// screen's bottom edge.
  @Test func aStageManagerWindowIsDrawnInTheScreenWithTheHomeIndicatorOnlyAtTheBottom() throws {
    let header = "device | orientation | windowFrame | assumeWindowControlsWidth | hierarchy"
    let stack = "UINavigationController > UIViewController > UITableView"
    let floating = try #require(
      try drawnRow(header, "\(Self.pad) | landscape | {{100, 150}, {700, 600}} | 80 | \(stack)"))
    let svg = Diagram(scene: floating.0, resolution: floating.1, title: "t").svg()
    let picture = DrawnPicture(svg)
    // The screen, 1376 × 1032 in landscape, around the window at its origin.
    #expect(picture.screen?.size == CGSize(width: 1376, height: 1032))
    let margin = try #require(picture.screen?.minX)
    let top = try #require(picture.screen?.minY)
    #expect(
      svg.contains(
        "translate(\(PointNotation.format(margin + 100)), \(PointNotation.format(top + 150)))"))
    #expect(svg.contains("rx=\"\(PointNotation.format(Canvas.windowCornerRadius))\""))
    #expect(picture.hardware.isEmpty, "a home indicator the window does not reach")
    #expect(!picture.legend.contains { $0.hasPrefix("home indicator") })

    let bottom = try #require(
      try drawnRow(header, "\(Self.pad) | landscape | {{300, 200}, {700, 832}} | 80 | \(stack)"))
    let reaching = DrawnPicture(Diagram(scene: bottom.0, resolution: bottom.1, title: "t").svg())
    #expect(reaching.hardware.count == 1)
    #expect(reaching.legend.contains("home indicator 25"))
    // At the screen's centre, the window's bottom edge.
    let bar = try #require(reaching.hardware.first)
    #expect(abs(bar.midX + 300 - 688) < 0.01)
    #expect(abs(bar.maxY - 832 + 25 / 2 - 2.5) < 0.01)

    // Full screen: no screen around it, the device's corners, the indicator.
    let full = try #require(try drawnRow("device | hierarchy", "\(Self.pad) | \(stack)"))
    let whole = DrawnPicture(Diagram(scene: full.0, resolution: full.1, title: "t").svg())
    #expect(whole.screen == nil)
    #expect(whole.hardware.count == 1)
  }

  /// A phone draws its sensor housing and home indicator; a home-button
  /// phone neither, and square corners.
  @Test func phonesDrawTheirHardware() throws {
    let island = try #require(try drawnRow("device", "iPhone 17 Pro"))
    #expect(
      DrawnPicture(Diagram(scene: island.0, resolution: island.1, title: "t").svg()).hardware.count
        == 2)
    let legacy = try #require(try drawnRow("device | iOSVersion", "iPhone 7 | 10"))
    let svg = Diagram(scene: legacy.0, resolution: legacy.1, title: "t").svg()
    #expect(DrawnPicture(svg).hardware.isEmpty)
    #expect(
      svg.contains("<clipPath id=\"window\"><rect x=\"0\" y=\"0\" width=\"375\" height=\"667\"/>"))
  }
}

@Suite("SwiftUI drawings")
struct SwiftUIDrawingTests {
  /// A List is named a List, its content insets are drawn and each edge of
  /// them labelled; nothing calls it a GeometryReader.
  @Test func aListIsNamedAndItsContentInsetsLabelled() throws {
    let (scene, resolution) = try #require(
      try drawnRow(
        "device | navigationBar | swiftUIView | modifiers",
        "iPhone 17 Pro | visible | list | .safeAreaInset(edge: .bottom) { 60 }"))
    let picture = DrawnPicture(Diagram(scene: scene, resolution: resolution, title: "t").svg())
    #expect(picture.legend.contains("List {{0, 0}, {402, 874}}"))
    #expect(
      picture.legend.contains("List content insets (ScrollGeometry.contentInsets) {116, 0, 102, 0}")
    )
    #expect(!picture.legend.contains { $0.contains("GeometryReader") })
    let values = picture.labels.map(\.text)
    for edge in ["116", "102"] { #expect(values.contains(edge), "\(edge) in \(values)") }
  }

  /// A plain view: every non-zero edge of what a GeometryReader in it reads
  /// is labelled; a ScrollView is named one.
  @Test func aPlainViewsReadingIsLabelledOnEveryEdge() throws {
    let (scene, resolution) = try #require(
      try drawnRow(
        "device | orientation | navigationBar | modifiers",
        "iPhone 17 Pro | landscape | visible | .safeAreaInset(edge: .bottom, spacing: 0) { 60 }"))
    let picture = DrawnPicture(Diagram(scene: scene, resolution: resolution, title: "t").svg())
    let reading = try #require(resolution.swiftUI?.safeAreaInsets.absolute(in: .leftToRight))
    #expect(
      picture.legend.contains(
        "safeAreaInsets a GeometryReader in it reads \(try #require(resolution.swiftUI?.safeAreaInsets))"
      ))
    let values = picture.labels.map(\.text)
    var edges = 0
    for side in Side.allCases where reading[side] != 0 {
      #expect(values.contains(PointNotation.format(reading[side])), "\(side) in \(values)")
      edges += 1
    }
    #expect(edges >= 3)

    let (scrollScene, scrollResolution) = try #require(
      try drawnRow("device | swiftUIView", "iPhone 17 Pro | scrollView"))
    let scroll = DrawnPicture(
      Diagram(scene: scrollScene, resolution: scrollResolution, title: "t").svg())
    #expect(scroll.legend.contains("ScrollView {{0, 0}, {402, 874}}"))
  }
}
