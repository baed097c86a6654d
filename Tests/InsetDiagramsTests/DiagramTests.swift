import Foundation
import InsetDiagrams
import InsetModel
import InsetScenarios
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Collects the text of every `<text>` element of an SVG.
final class TextCollector: NSObject, XMLParserDelegate, @unchecked Sendable {
  var texts: [String] = []
  var elements: [String: Int] = [:]
  private var current: String?

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    elements[name, default: 0] += 1
    if name == "text" { current = "" }
  }
  func parser(_ parser: XMLParser, foundCharacters string: String) { current? += string }
  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    if name == "text", let text = current { texts.append(text) }
    if name == "text" { current = nil }
  }
}

func parse(_ svg: String) throws -> TextCollector {
  let parser = XMLParser(data: Data(svg.utf8))
  let collector = TextCollector()
  parser.delegate = collector
  try #require(parser.parse(), "not well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
  return collector
}

@Suite("Diagrams")
struct DiagramTests {
  /// A scene on iOS 16 (these devices' last version), unless `configure`
  /// says otherwise.
  func scene(_ configure: (inout LayoutScene) -> Void) -> LayoutScene {
    var scene = LayoutScene()
    scene.screen.iOSVersion = 16
    configure(&scene)
    return scene
  }

  @Test func aBarredScreenIsWellFormedAndLabelledWithItsValues() throws {
    let s = scene {
      $0.screen.device = DeviceCatalog.device(named: "iPhone X")
      $0.controller.navigationBar = .visible
      $0.controller.tabBar = .visible
    }
    let r = s.resolve()
    let svg = Diagram(scene: s, resolution: r, title: "iPhone X & bars <test>").svg()
    let parsed = try parse(svg)
    #expect(parsed.elements["svg"] == 1)
    #expect(parsed.texts.contains("iPhone X & bars <test>"))
    // The legend states each layer's values as the resolution has them.
    #expect(parsed.texts.contains("safeAreaInsets \(r.view.safeAreaInsets)"))
    #expect(parsed.texts.contains("layoutMargins \(r.view.layoutMargins)"))
    #expect(parsed.texts.contains("navigation bar {{0, 44}, {375, 44}}"))
    #expect(parsed.texts.contains("tab bar {{0, 729}, {375, 83}}"))
    #expect(parsed.texts.contains("window unsafe area {44, 0, 34, 0}"))
    // Every non-zero edge of the view's safe area is labelled with its length.
    for edge in Side.allCases where r.view.safeAreaInsets[edge] != 0 {
      #expect(parsed.texts.contains(PointNotation.format(r.view.safeAreaInsets[edge])), "\(edge)")
    }
    #expect(parsed.texts.contains("88"))
    #expect(parsed.texts.contains("83"))
  }

  @Test func scrollContentCellsAndItemsAreDrawn() throws {
    let table = scene {
      $0.screen.device = DeviceCatalog.device(named: "iPhone X")
      $0.screen.orientation = .landscapeLeft
      $0.view.kind = .tableView
      $0.scrollView.contentSize = CGSize(width: 812, height: 2000)
    }
    let tableText = try parse(Diagram(scene: table, resolution: table.resolve(), title: "t").svg())
      .texts
    #expect(tableText.contains("adjustedContentInset {0, 0, 21, 0}"))
    #expect(tableText.contains("row 0 content view {{44, 0}, {724, 43.667}}"))

    let grid = scene {
      $0.screen.device = DeviceCatalog.device(named: "iPhone X")
      $0.screen.orientation = .landscapeLeft
      $0.view.kind = .collectionView
      $0.collectionView.itemSize = CGSize(width: 100, height: 100)
      $0.collectionView.numberOfItems = 30
      $0.collectionView.sectionInsetReference = .fromSafeArea
    }
    let gridSVG = Diagram(scene: grid, resolution: grid.resolve(), title: "g").svg()
    let gridText = try parse(gridSVG)
    #expect(gridText.texts.contains("items, section inset {0, 44, 0, 44} (6 per line)"))
    #expect(gridText.elements["rect", default: 0] > 30)
  }

  @Test func swiftUIInsetsAndTheKeyboard() throws {
    let s = scene {
      $0.screen.device = DeviceCatalog.device(named: "iPhone 13")
      var setup = SwiftUISetup()
      setup.keyboardHeight = 336
      setup.modifiers = [
        .safeAreaInset(
          edge: .bottom, alignment: .center, spacing: 0, content: InsetContent(length: 44))
      ]
      $0.swiftUI = setup
    }
    let texts = try parse(
      Diagram(scene: s, resolution: s.resolve(), title: "s", notes: ["a note"]).svg()
    ).texts
    #expect(texts.contains("keyboard 336"))
    #expect(texts.contains("safeAreaInset content 0 {{0, 464}, {390, 44}}"))
    #expect(texts.contains("SwiftUI view {{0, 47}, {390, 417}}"))
    #expect(texts.contains("a note"))
  }

  @Test func degenerateScenesStillGiveWellFormedSVG() throws {
    let s = scene {
      $0.screen.screenSize = CGSize(width: 0, height: 0)
      $0.view.frame = CGRect(x: -50, y: -50, width: -10, height: 1e12)
      $0.view.kind = .scrollView
      $0.scrollView.contentInset = Insets(all: -1e6)
    }
    _ = try parse(Diagram(scene: s, resolution: s.resolve(), title: "\u{1}odd\u{7}").svg())
  }
}

@Suite("Diagrams of extreme scenes")
struct ExtremeDiagramTests {
  /// Every number the notation accepts draws, or the scene is refused before
  /// drawing: huge, tiny, negative and fractional frames, sizes and scales
  /// (`draw` once trapped converting a 1e21 pt tall table to Int).
  @Test(arguments: [1e21, -1e21, 1e300, -1e300, 1e-9, -0.0, 0.001, 0.5, 12_345.678])
  func anyNumberDraws(value: Double) throws {
    let v = CGFloat(value)
    for kind in ViewKind.allCases {
      var scene = LayoutScene()
      scene.screen.device = DeviceCatalog.device(named: "iPhone 17")
      scene.controller.navigationBar = .visible
      scene.view.kind = kind
      scene.view.frame = CGRect(x: 0, y: v, width: 402, height: v)
      scene.scrollView.contentSize = CGSize(width: v, height: v)
      scene.tableView.rowHeight = v
      scene.collectionView.itemSize = CGSize(width: v, height: v)
      scene.collectionView.numberOfItems = 3
      let svg = Diagram(scene: scene, resolution: scene.resolve(), title: "\(value)").svg()
      #expect(svg.hasSuffix("</svg>\n"), "\(kind) \(value)")
      // No attribute holds a number SVG cannot read.
      #expect(!svg.contains("\"nan\"") && !svg.contains("\"inf\"") && !svg.contains("\"-inf\""))
    }
    var bare = LayoutScene()
    bare.screen.screenSize = CGSize(width: v, height: v)
    bare.screen.scale = v
    #expect(
      Diagram(scene: bare, resolution: bare.resolve(), title: "bare").svg().hasSuffix("</svg>\n"))
  }
}

@Suite("What diagrams draw")
struct DrawnQuantityTests {
  /// `Diagram.drawnQuantities` is the truth: over every bundled scenario
  /// row, each legend entry names a declared quantity, and each declared
  /// quantity the derivation records for a row is in that row's legend
  /// (reserved regions and the keyboard guide are drawn when there is one
  /// to draw); every declared quantity is drawn somewhere; and no two of
  /// a drawing's labels overlap.
  @Test func theDeclarationIsWhatIsDrawn() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let discovered = try ScenarioFiles.discover([root.appendingPathComponent("Scenarios").path])
    var seen: Set<Quantity> = []
    var rows = 0
    for file in discovered.files {
      guard case .success(let bytes) = ScenarioFiles.read(file) else { continue }
      let document = try MarkdownReader.read(bytes, file: file)
      for table in document.tables where !table.isSkipped {
        var evaluator = TableEvaluator(table: table, file: file)
        guard evaluator.runs else { continue }
        for row in table.rows {
          let e = evaluator.evaluate(row, options: .explain)
          guard e.errors.isEmpty, let scene = e.scene, let resolution = e.resolution else {
            continue
          }
          rows += 1
          let svg = Diagram(scene: scene, resolution: resolution, title: "t").svg()
          let drawn = Set(
            svg.components(separatedBy: "data-quantity=\"").dropFirst().compactMap {
              $0.split(separator: "\"").first.flatMap { Quantity(rawValue: String($0)) }
            })
          #expect(drawn.isSubset(of: Diagram.drawnQuantities), "\(file):\(row.line)")
          // No two labels overlap, and none covers the hardware.
          let collisions = DrawnPicture(svg).collisions
          #expect(collisions.isEmpty, "\(file):\(row.line): \(collisions)")
          seen.formUnion(drawn)
          // What a diagram leaves out because another item already shows it:
          // the root view when it is the screen, the root's safe area when
          // the view fills the root (or a SwiftUI view stands for it), a
          // zero window inset, and a SwiftUI row's UIKit view.
          var redundant: Set<Quantity> = [
            .reservedRegions, .keyboardLayoutGuideFrame, .windowControlsFrame, .verticalBarFrame,
            .childSafeAreaInsets, .insetContentFrames, .compositionalItemFrames,
            .effectiveSectionInset, .cellContentViewFrame,
          ]
          if resolution.rootFrame == CGRect(origin: .zero, size: resolution.screenSize) {
            redundant.insert(.rootFrame)
          }
          if resolution.swiftUI != nil
            || resolution.view.frame == CGRect(origin: .zero, size: resolution.rootFrame.size)
          {
            redundant.insert(.rootSafeAreaInsets)
          }
          if resolution.windowSafeAreaInsets.isZero { redundant.insert(.windowSafeAreaInsets) }
          if resolution.swiftUI != nil {
            redundant.formUnion([.frame, .safeAreaInsets, .layoutMargins])
          }
          let recorded = Set(e.steps.map(\.quantity)).intersection(Diagram.drawnQuantities)
            .subtracting(redundant)
          #expect(
            recorded.isSubset(of: drawn),
            "\(file):\(row.line): recorded but not drawn: \(recorded.subtracting(drawn).map(\.rawValue))"
          )
        }
      }
    }
    #expect(rows > 500)
    #expect(
      Diagram.drawnQuantities.subtracting(seen).isEmpty,
      "declared but never drawn: \(Diagram.drawnQuantities.subtracting(seen).map(\.rawValue))")
  }
}
