// Uses InsetModel, InsetScenarios, InsetDiagrams, InsetScenariosTesting,
// InsetPort and InsetReports unqualified next to a module that declares SwiftUI's, UIKit's and Swift
// Testing's names (`AppleNamesStandIn`). If a public name of the library
// clashed with one of them, an unqualified use below would be ambiguous and
// this target would not compile.
import AppleNamesStandIn
import Foundation
import InsetDiagrams
import InsetModel
import InsetPort
import InsetReports
import InsetScenarios
import InsetScenariosTesting
import XCTest

/// Every public type of the library named in type position, where Swift
/// cannot pick between two modules' declarations by overload: a clash is a
/// compile error here ("ambiguous for type lookup"), not a silent choice.
/// (A call such as `Insets(top:left:bottom:right:)` would still compile next
/// to a same-named type with other initialisers.)
struct EveryPublicName {
  var scene: LayoutScene
  var resolution: Resolution
  var insets: Insets
  var directional: DirectionalInsets
  var side: Side
  var edges: RectEdge
  var direction: UserInterfaceLayoutDirection
  var orientation: Orientation
  var regions: SwiftUISafeAreaRegions
  var swiftUIEdge: SwiftUIEdge
  var swiftUIEdges: SwiftUIEdgeSet
  var modifier: SwiftUIModifier
  var sizeClass: SizeClass
  var device: Device
  var flow: FlowLayout
  var location: TextLocation
  var cell: MarkdownCell
  var row: MarkdownRow
  var table: MarkdownTable
  var diagnostic: Diagnostic
  var located: ReportJSON.Located
  var annotation: GitHubAnnotation.Command
  var reportText: ReportText.Type
  var report: RunReport
  var diagram: Diagram
  var key: ScenarioKey
  var vocabulary: Vocabulary
  // MARK: Issue 16
  var windowSetup: WindowSetup
  var windowingControlStyle: WindowingControlStyle
  var windowControls: WindowControlsVisibility
  var hinge: HingeStatus
  var verticalBarBehavior: VerticalBarBehavior
  var verticalBarEdge: VerticalBarEdge
  var foldable: FoldableDisplay
  var controlsPlacement: WindowControlsPlacement
  var windowGeometry: WindowGeometry
  var adaptivityAxis: AdaptivityAxis
  var regionEdge: RegionEdge
  var layoutRegion: LayoutRegion
  var regionView: RegionView
  var reservedRegionKind: ReservedRegionKind
  var reservedRegionOptions: ReservedRegionQueryOptions
  var mirroring: ReservedRegionMirroring
  var regionQuery: RegionQuery
  var reservedRegion: ViewReservedRegion
  var regionResolution: RegionResolution
  var regionTarget: RegionTarget
  // Issue 18
  var compositional: CompositionalLayoutSetup
  var compositionalLayout: CompositionalLayout
  var layoutSize: LayoutSize
  var reference: ContentInsetsReference
  var placement: SwiftUIContentMarginPlacement
  var swiftUIView: SwiftUIView
  var frameAlignment: FrameAlignment
  var axes: SwiftUIAxes
  var indicators: ScrollIndicatorInsets
  var swiftUIScroll: SwiftUIScrollResolution
  // MARK: Issue 19 (InsetPort)
  var bars: Bars
  var assumption: CodeAssumption
  var deviceFacts: DeviceFacts
  var finding: Finding
  var findingKind: FindingKind
  var findingSeverity: FindingSeverity
  var insetEdge: Side
  var insetReading: InsetReading
  var insetValues: Insets
  var lexProblem: LexProblem
  var markup: MarkupElement
  var portFileReport: PortFileReport
  var portFormat: PortFormat
  var portProblem: PortProblem
  var portReport: PortReport
  var portStream: PortReportStream
  var screenAnswer: ScreenAnswer
  var screenCheck: ScreenCheck
  var screenReading: ScreenReading
  var language: SourceLanguage
  var sweepResult: SweepResult
  var sweepScreen: SweepScreen
  var sweepSetup: SweepSetup
  var token: Token
  var unanswered: UnansweredScreen
  var namespaces:
    (
      CodeRules.Type, DeviceSweep.Type, InterfaceBuilderRules.Type, Lexer.Type, PortAnalyzer.Type,
      PortGitHubReport.Type, PortJSONReport.Type, PortNumber.Type, PortTables.Type,
      PortTextReport.Type, Sweep.Type, XMLScanner.Type
    )
}

final class NameClashTests: XCTestCase {
  func testTheLibraryReadsUnqualifiedNextToAppleNames() throws {
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: "iPhone X")
    scene.screen.iOSVersion = 16  // the iPhone X runs iOS 11–16 (its bars before Liquid Glass)
    scene.screen.orientation = Orientation.landscapeLeft
    scene.controller.navigationBar = .visible
    scene.view.kind = .scrollView
    scene.view.layoutDirection = UserInterfaceLayoutDirection.rightToLeft
    scene.scrollView.contentSize = CGSize(width: 812, height: 2000)
    scene.scrollView.contentInset = Insets(top: 1, left: 2, bottom: 3, right: 4)
    let margins = DirectionalInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    scene.view.layoutMargins = .directional(margins)
    let resolution: Resolution = scene.resolve()
    let side: Side = .top
    let edges: RectEdge = [.top, .bottom]
    XCTAssertEqual(resolution.scrollView?.adjustedContentInset[side], 33)
    XCTAssertTrue(edges.contains(side))

    var setup = SwiftUISetup()
    setup.modifiers = [
      .ignoresSafeArea(regions: SwiftUISafeAreaRegions.container, edges: SwiftUIEdgeSet.all)
    ]
    scene.swiftUI = setup
    XCTAssertEqual(scene.resolve().swiftUI?.frame.height, 375)

    let location = TextLocation(line: 1, column: 2)
    let cell = MarkdownCell(text: "x", location: location, byteRange: 0..<1)
    let row = MarkdownRow(line: 1, cells: [cell], endColumn: 3)
    XCTAssertEqual(row.cells.first?.text, "x")
    XCTAssertFalse(Diagram(scene: scene, resolution: scene.resolve(), title: "t").svg().isEmpty)
  }
}

/// The same guard for names added later: no public type declared anywhere
/// under `Sources/` may share a name with one the stand-in declares. (The
/// struct above makes the compiler check today's names; this catches a new
/// one before anyone lists it there.)
final class PublicNamesTests: XCTestCase {
  func testNoPublicTypeSharesANameWithSwiftUIUIKitOrTesting() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let standIn = try String(
      contentsOf: root.appendingPathComponent("Tests/AppleNamesStandIn/AppleNames.swift"),
      encoding: .utf8)
    let apple = Set(Self.publicTypeNames(in: standIn))
    XCTAssertGreaterThan(apple.count, 50)
    var ours: [String: String] = [:]
    let sources = root.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(atPath: sources.path)
    while let relative = files?.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      let text = try String(
        contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
      for name in Self.publicTypeNames(in: text) { ours[name] = relative }
    }
    XCTAssertGreaterThan(ours.count, 40)
    for (name, file) in ours.sorted(by: { $0.key < $1.key }) where apple.contains(name) {
      XCTFail("Sources/\(file) declares public `\(name)`, which SwiftUI, UIKit or Testing has")
    }
  }

  /// The names after `public struct|enum|class|protocol|typealias` at the
  /// top level (an unindented line; nested types cannot clash).
  static func publicTypeNames(in text: String) -> [String] {
    var names: [String] = []
    for line in text.split(separator: "\n") where line.first != " " {
      let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" })
      guard let publicIndex = words.firstIndex(of: "public") else { continue }
      var i = publicIndex + 1
      while i < words.count, ["final", "indirect"].contains(words[i]) { i += 1 }
      guard i + 1 < words.count,
        ["struct", "enum", "class", "protocol", "typealias"].contains(words[i])
      else { continue }
      names.append(String(words[i + 1]))
    }
    return names
  }
}
