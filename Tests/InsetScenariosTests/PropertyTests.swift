import Foundation
import InsetModel
import Testing

@testable import InsetScenarios

/// The seed: `INSETS_PROPERTY_SEED`, or a fixed default so runs repeat.
let propertySeed: UInt64 = {
  if let text = ProcessInfo.processInfo.environment["INSETS_PROPERTY_SEED"], let seed = UInt64(text)
  {
    return seed
  }
  return 20_261_121
}()

/// A random UIKit scene on a device, with bars, a view, a scroll view.
func randomScene(_ g: inout Generator) -> LayoutScene {
  var s = LayoutScene()
  if g.int(0...5) > 0 {
    let device = g.pick(DeviceCatalog.all)
    s.screen.device = device
    // A version the device runs: iOS 11's safe areas to Liquid Glass.
    let first = max(device.firstOS, OSVersions.safeAreasArrived)
    let last = device.lastOS ?? OSVersions.newestMajor
    let major = g.int(first...last)
    s.screen.iOSVersion =
      major == OSVersions.newestMajor ? g.pick([27, OSVersions.newest]) : CGFloat(major)
    // Now and then an app built with an older SDK, or opting out of Liquid Glass.
    if major >= 26, g.chance(4) {
      s.screen.sdkVersion = CGFloat(g.int(OSVersions.safeAreasArrived...25))
    }
    if major >= 26, g.chance(4) { s.screen.designRequiresCompatibility = true }
  }
  if g.chance(8) { s.screen.scale = g.pick([1, 2, 3, 1.5]) }
  s.assumptions.automaticAdjustsInTabBarController = g.int(0...5) > 0
  s.screen.orientation = g.pick(Orientation.allCases)
  if g.int(0...3) == 0 { s.screen.statusBar = g.pick(StatusBarSetting.allCases) }
  s.controller.navigationBar = g.pick(NavigationBarState.allCases)
  s.controller.tabBar = g.pick(TabBarState.allCases)
  if g.int(0...4) == 0 { s.controller.toolbar = .visible }
  s.controller.prefersLargeTitles = g.int(0...3) == 0
  s.controller.isTranslucent = g.int(0...3) > 0
  s.controller.edgesForExtendedLayout = RectEdge(rawValue: UInt8(g.int(0...15)))
  s.controller.extendedLayoutIncludesOpaqueBars = g.bool()
  if g.int(0...3) == 0 { s.controller.additionalSafeAreaInsets = g.insets(0...30) }
  s.view.kind = g.pick(ViewKind.allCases)
  // Now and then a view that does not fill the root: inside it, or
  // overhanging one or more of its edges.
  if g.chance(4) {
    s.view.frame = CGRect(
      x: g.points(-100...300), y: g.points(-100...600), width: g.length(50...1_000),
      height: g.length(50...1_500))
  }
  s.view.layoutDirection = g.pick(UserInterfaceLayoutDirection.allCases)
  if g.bool() { s.view.layoutMargins = .absolute(g.insets(0...40)) }
  s.view.preservesSuperviewLayoutMargins = g.int(0...3) == 0
  s.view.insetsLayoutMarginsFromSafeArea = g.int(0...3) > 0
  s.scrollView.contentInsetAdjustmentBehavior = g.pick(ContentInsetAdjustmentBehavior.allCases)
  s.scrollView.contentInset = g.insets(-20...60)
  s.scrollView.contentSize = CGSize(width: g.points(0...3000), height: g.points(0...3000))
  s.scrollView.alwaysBounceVertical = g.int(0...4) == 0
  s.scrollView.alwaysBounceHorizontal = g.int(0...4) == 0
  s.scrollView.isContentScrollView = g.int(0...4) > 0
  s.controller.automaticallyAdjustsScrollViewInsets = g.int(0...4) > 0
  return s
}

@Suite("Properties")
struct PropertyTests {
  static let sceneCount = 10_000

  /// The model's invariants over 10,000 random scenes.
  @Test func modelInvariants() {
    var g = Generator(seed: propertySeed)
    var checked = 0
    for i in 0..<Self.sceneCount {
      let scene = randomScene(&g)
      // Described only for a failure (a scene's description is costly).
      func context() -> String { "seed \(propertySeed), scene \(i): \(scene)" }
      let r = scene.resolve()
      checked += 1

      // 1. The recording tracer changes nothing: one code path.
      var tracer = RecordingTracer()
      #expect(scene.resolve(tracer: &tracer) == r, "\(context())")

      // 2. Safe areas are never negative, and a view's never exceeds its root's
      //    where the view lies inside the root.
      let root = r.rootSafeAreaInsets
      let v = r.view.safeAreaInsets
      #expect(Side.allCases.allSatisfy { v[$0] >= 0 }, "\(context())")
      #expect(Side.allCases.allSatisfy { v[$0] <= max(0, root[$0]) + 1e-9 }, "\(context())")

      // 3. The window's safe area is within the screen.
      let w = r.windowSafeAreaInsets
      #expect(
        w.vertical <= r.screenSize.height && w.horizontal <= r.screenSize.width, "\(context())")

      // 4. Layout margins measured from the safe area are the others plus it.
      if !scene.view.preservesSuperviewLayoutMargins {
        let own =
          scene.view.layoutMargins?.absolute(in: scene.view.layoutDirection)
          ?? Insets(all: scene.screen.iOSVersion >= 27.1 ? 0 : 8)
        let expected = scene.view.insetsLayoutMarginsFromSafeArea ? own + v : own
        #expect(
          r.view.layoutMargins.isApproximatelyEqual(to: expected, tolerance: 1e-9), "\(context())")
      }

      // 5. Directional margins read back are the absolute ones in the direction.
      #expect(
        r.view.directionalLayoutMargins
          == DirectionalInsets(r.view.layoutMargins, in: scene.view.layoutDirection),
        "\(context())")

      guard let s = r.scrollView else { continue }
      let inset = scene.scrollView.contentInset
      switch scene.scrollView.contentInsetAdjustmentBehavior {
      case .never:
        // 6. .never gives contentInset.
        #expect(s.adjustedContentInset == inset, "\(context())")
        // 7. …and passes the whole safe area on.
        #expect(s.passedSafeAreaInsets == v, "\(context())")
      case .always:
        // 8. .always gives contentInset + the safe area, and passes nothing on.
        #expect(s.adjustedContentInset == inset + v, "\(context())")
        #expect(s.passedSafeAreaInsets == .zero, "\(context())")
      case .scrollableAxes, .automatic:
        // 9. A scrollable axis is adjusted on both its edges.
        if s.scrollsVertically {
          #expect(s.adjustedContentInset.top == inset.top + v.top, "\(context())")
          #expect(s.adjustedContentInset.bottom == inset.bottom + v.bottom, "\(context())")
        }
        if s.scrollsHorizontally {
          #expect(s.adjustedContentInset.left == inset.left + v.left, "\(context())")
        }
      }
      // 10. Adjusted is at least contentInset when the safe area is not negative.
      #expect(Side.allCases.allSatisfy { s.adjustedContentInset[$0] >= inset[$0] }, "\(context())")
      // 11. The scroll range never ends before it starts.
      #expect(
        s.maximumContentOffset.x >= s.contentOffset.x
          && s.maximumContentOffset.y >= s.contentOffset.y, "\(context())")
      // 12. What is passed on plus what is folded is the safe area.
      #expect(s.passedSafeAreaInsets + v.masked(to: s.adjustedEdges) == v, "\(context())")
      // 13. A cell's content view lies within the cell, where the cell's
      //     safe area fits in it (an additionalSafeAreaInsets wider than the
      //     screen is added as given: no source says what UIKit does).
      if let cell = scene.tableViewCell(in: r), cell.safeAreaInsets.horizontal <= cell.frame.width {
        let bounds = CGRect(origin: .zero, size: cell.frame.size)
        #expect(
          cell.contentViewFrame.minX >= bounds.minX - 1e-9
            && cell.contentViewFrame.maxX <= bounds.maxX + 1e-9, "\(context())")
      }
    }
    #expect(checked == Self.sceneCount)
  }

  /// 14. Mirroring a scene left to right mirrors every inset it gives.
  @Test func mirroringMirrorsEveryOutput() {
    var g = Generator(seed: propertySeed &+ 1)
    for i in 0..<2_000 {
      var scene = LayoutScene()
      let size = CGSize(width: g.points(200...1000), height: g.points(200...1400))
      scene.screen.screenSize = size
      scene.controller.rootSafeAreaInsets = g.insets(0...80)
      let x = g.points(0...100)
      let y = g.points(0...100)
      scene.view.frame = CGRect(
        x: x, y: y, width: max(1, size.width - x - g.points(0...100)),
        height: max(1, size.height - y - g.points(0...100)))
      scene.view.kind = g.pick([ViewKind.scrollView, .tableView, .plain])
      scene.view.layoutMargins = .absolute(g.insets(0...30))
      scene.view.preservesSuperviewLayoutMargins = g.bool()
      scene.scrollView.contentInset = g.insets(-10...40)
      scene.scrollView.contentSize = CGSize(width: g.points(0...2000), height: g.points(0...2000))
      scene.scrollView.contentInsetAdjustmentBehavior = g.pick(
        ContentInsetAdjustmentBehavior.allCases)

      var mirror = scene
      mirror.controller.rootSafeAreaInsets = scene.controller.rootSafeAreaInsets?.mirrored
      if let f = scene.view.frame {
        mirror.view.frame = CGRect(
          x: size.width - f.maxX, y: f.minY, width: f.width, height: f.height)
      }
      mirror.view.layoutMargins = scene.view.layoutMargins.map {
        .absolute($0.absolute(in: .leftToRight).mirrored)
      }
      mirror.scrollView.contentInset = scene.scrollView.contentInset.mirrored

      let a = scene.resolve()
      let b = mirror.resolve()
      let context = "seed \(propertySeed &+ 1), scene \(i)"
      #expect(
        b.view.safeAreaInsets.isApproximatelyEqual(
          to: a.view.safeAreaInsets.mirrored, tolerance: 1e-9), "\(context)")
      #expect(
        b.view.layoutMargins.isApproximatelyEqual(
          to: a.view.layoutMargins.mirrored, tolerance: 1e-9), "\(context)")
      #expect(b.rootLayoutMargins == a.rootLayoutMargins.mirrored, "\(context)")
      if let sa = a.scrollView, let sb = b.scrollView {
        #expect(
          sb.adjustedContentInset.isApproximatelyEqual(
            to: sa.adjustedContentInset.mirrored, tolerance: 1e-9), "\(context)")
        #expect(
          sb.passedSafeAreaInsets.isApproximatelyEqual(
            to: sa.passedSafeAreaInsets.mirrored, tolerance: 1e-9), "\(context)")
      }
    }
  }

  /// 15. SwiftUI ignoring every region and edge gives the whole hosting view,
  ///     whose edges are the band's outer ones: a reader there reads zero on
  ///     every edge. A bare view fills the safe area and reads the hosting
  ///     view's whole safe area; `geometrySafeAreaInsets` is the same reading.
  ///     Mutations caught: the overlap (0.9.0) reads the insets when ignoring
  ///     and zero when bare; an alias computed apart drifts.
  @Test func ignoringEverythingGivesTheFullScreen() {
    var g = Generator(seed: propertySeed &+ 2)
    for i in 0..<2_000 {
      var scene = randomScene(&g)
      var setup = SwiftUISetup()
      setup.keyboardHeight = g.int(0...2) == 0 ? g.points(0...400) : 0
      setup.modifiers = [.ignoresSafeArea(regions: .all, edges: .all)]
      scene.swiftUI = setup
      let r = scene.resolve()
      let context = "seed \(propertySeed &+ 2), scene \(i)"
      #expect(r.swiftUI?.frame == r.rootFrame, "\(context)")
      #expect(r.swiftUI?.safeAreaInsets == .zero, "\(context)")
      #expect(r.swiftUI?.geometrySafeAreaInsets == r.swiftUI?.safeAreaInsets, "\(context)")

      // The bare view: inside the safe area, reading all of it beyond its edges
      // (a safe area deeper than the view on both sides of an axis leaves the
      // view no room, and is skipped).
      scene.swiftUI?.modifiers = []
      let bare = scene.resolve()
      let root = Insets.max(.zero, bare.rootSafeAreaInsets)
      guard root.top + root.bottom <= bare.rootFrame.height,
        root.left + root.right <= bare.rootFrame.width,
        let readout = bare.swiftUI?.safeAreaInsets.absolute(in: scene.view.layoutDirection)
      else { continue }
      #expect(readout.top == root.top, "\(context)")
      #expect(readout.left == root.left, "\(context)")
      #expect(readout.right == root.right, "\(context)")
      // The keyboard, from the screen's bottom, can only deepen the bottom.
      #expect(readout.bottom >= root.bottom, "\(context)")
      #expect(bare.swiftUI?.geometrySafeAreaInsets == bare.swiftUI?.safeAreaInsets, "\(context)")
    }
  }

  /// 16. Notation round-trips: printing then parsing gives the value back
  ///     within the tolerance.
  @Test func notationRoundTrips() throws {
    var g = Generator(seed: propertySeed &+ 3)
    for _ in 0..<2_000 {
      let insets = g.insets(-500...500)
      #expect(try Insets.parse(insets.formatted).matches(insets))
      let rect = CGRect(
        x: g.points(-100...100), y: g.points(-100...100), width: g.points(0...900),
        height: g.points(0...900))
      #expect(try CGRect.parse(rect.formatted).matches(rect))
    }
  }

  /// 17–18. `record` then `run` passes, and `record` changes no byte outside
  ///        output cells, on random tables.
  @Test func recordThenRunPassesAndTouchesOnlyOutputCells() throws {
    var g = Generator(seed: propertySeed &+ 4)
    let outputs = [
      "windowSafeAreaInsets?", "rootSafeAreaInsets?", "safeAreaInsets?", "layoutMargins?",
      "adjustedContentInset?", "contentOffset?", "maximumContentOffset?", "rootFrame?",
      "topLayoutGuide?", "legacyContentInset?",
    ]
    for t in 0..<60 {
      let chosen = outputs.filter { _ in g.bool() }
      let header =
        [
          "scenario", "device", "iOSVersion", "orientation", "navigationBar", "tabBar",
          "contentSize", "contentInset",
        ] + chosen
      var text =
        "# Table \(t)\r\n\r\nSome prose | with a pipe.\r\n\r\n| " + header.joined(separator: " | ")
        + " |\r\n|"
        + String(repeating: "---|", count: header.count) + "\r\n"
      for row in 0..<20 {
        // The iPhone Duo runs iOS 27.1 only, and its unprobed set-ups (a
        // toolbar held tall) are errors (Scenarios/foldable.md).
        let device = g.pick(DeviceCatalog.all.filter { $0.foldableDisplay == nil })
        let version = g.int(max(device.firstOS, 11)...(device.lastOS ?? 27))
        var cells = [
          "row \(row)", device.name, String(version), g.pick(["portrait", "landscape", ""]),
          g.pick(["visible", "none", "hidden", ""]),
          // From iPadOS 18 a regular-width iPad's tab bar is unmeasured (an error).
          device.idiom == .pad && version >= 18 ? "none" : g.pick(["visible", "none"]),
          "{\(g.int(0...900)), \(g.int(0...3000))}",
          g.pick(["", "zero", "{1, 2, 3, 4}"]),
        ]
        cells += chosen.map { _ in g.pick(["", " ", "   "]) }
        text += "|" + cells.map { " \($0) " }.joined(separator: "|") + "|\r\n"
      }
      let before = Array(text.utf8)
      guard case .recorded(let after, _) = Recorder().record(bytes: before, file: "t.md") else {
        if case .refused(let d) = Recorder().record(bytes: before, file: "t.md") {
          Issue.record(
            "table \(t) refused (seed \(propertySeed &+ 4)): \(d.first?.description ?? "")")
        }
        continue
      }
      let report = ScenarioRunner().run(bytes: after, file: "t.md")
      #expect(
        report.failed == 0,
        "table \(t), seed \(propertySeed &+ 4): \(TextReport.lines(RunReport(files: [report])).first ?? "")"
      )
      #expect(report.passed == 20)
      // Outside the output cells, every byte is as it was.
      let old = try MarkdownReader.read(before, file: "t.md").tables[0]
      let new = try MarkdownReader.read(after, file: "t.md").tables[0]
      let inputs = header.indices.filter { !header[$0].hasSuffix("?") }
      for (a, b) in zip(old.rows, new.rows) {
        for i in inputs {
          #expect(Array(before[a.cells[i].byteRange]) == Array(after[b.cells[i].byteRange]))
        }
      }
      let lastOld = old.rows.last.map { $0.cells.last?.byteRange.upperBound ?? 0 } ?? 0
      let lastNew = new.rows.last.map { $0.cells.last?.byteRange.upperBound ?? 0 } ?? 0
      #expect(
        Array(before[..<(old.rows.first?.cells.first?.byteRange.lowerBound ?? 0)])
          == Array(after[..<(new.rows.first?.cells.first?.byteRange.lowerBound ?? 0)]))
      #expect(Array(before[lastOld...]) == Array(after[lastNew...]))
    }
  }

  /// 19. `UIScrollView`'s adjustment, edge by edge and in both directions,
  ///     against an oracle written from the header's words rather than read
  ///     back from the model: an axis scrolls when `contentSize` is strictly
  ///     larger than the frame or it always bounces (a table view bounces
  ///     vertically unless told not to); `.scrollableAxes` adjusts exactly
  ///     the two edges of each scrolling axis; `.automatic` adds top and
  ///     bottom when the compatibility rule holds; `.always` every edge;
  ///     `.never` none. An edge that must not be adjusted is checked too, and
  ///     half of the scenes put `contentSize` exactly at, or a hair past,
  ///     the frame's size, where `>` and `>=` part.
  @Test func adjustmentMatchesTheHeaderEdgeByEdge() {
    var g = Generator(seed: propertySeed &+ 5)
    var adjustedSomewhere = 0
    var leftAlone = 0
    for i in 0..<4_000 {
      var scene = randomScene(&g)
      scene.view.kind = g.pick([ViewKind.scrollView, .tableView, .collectionView])
      if g.bool() { scene.scrollView.alwaysBounceVertical = g.pick([nil, true, false]) }
      // Content exactly as large as the frame, a hair larger, or smaller.
      let frame = scene.resolve().view.frame.size
      func near(_ length: CGFloat) -> CGFloat {
        g.pick([length, length, length.nextUp, length + 0.5, length - 0.5, max(0, length - 100)])
      }
      if g.bool() {
        scene.scrollView.contentSize = CGSize(width: near(frame.width), height: near(frame.height))
      }
      let r = scene.resolve()
      guard let s = r.scrollView else {
        Issue.record("scene \(i): a \(scene.view.kind) has no scroll view")
        continue
      }
      // Described only for a failure (a scene's description is costly).
      func context() -> String { "seed \(propertySeed &+ 5), scene \(i): \(scene)" }
      let size = r.view.frame.size
      let content = s.contentSize
      let bouncesVertically =
        scene.scrollView.alwaysBounceVertical ?? (scene.view.kind == .tableView)
      let vertical = content.height > size.height || bouncesVertically
      let horizontal = content.width > size.width || scene.scrollView.alwaysBounceHorizontal
      let inNavigation =
        scene.controller.navigationBar != .none || scene.controller.toolbar == .visible
      let inTabBar =
        scene.controller.tabBar != .none && scene.assumptions.automaticAdjustsInTabBarController
      let rule =
        (inNavigation || inTabBar) && scene.controller.automaticallyAdjustsScrollViewInsets
        && scene.scrollView.isContentScrollView
      let expected: Set<Side>
      switch scene.scrollView.contentInsetAdjustmentBehavior {
      case .never: expected = []
      case .always: expected = Set(Side.allCases)
      case .scrollableAxes, .automatic:
        var edges: Set<Side> = []
        if horizontal { edges.formUnion([.left, .right]) }
        if vertical { edges.formUnion([.top, .bottom]) }
        if scene.scrollView.contentInsetAdjustmentBehavior == .automatic && rule {
          edges.formUnion([.top, .bottom])
        }
        expected = edges
      }
      let safe = r.view.safeAreaInsets
      let inset = scene.scrollView.contentInset
      for side in Side.allCases {
        let adjusted = expected.contains(side)
        #expect(
          s.adjustedContentInset[side] == inset[side] + (adjusted ? safe[side] : 0),
          "\(side) should \(adjusted ? "" : "not ")be adjusted; \(context())")
        // What a scroll view passes to its subviews is the complement.
        #expect(
          s.passedSafeAreaInsets[side] == (adjusted ? 0 : safe[side]),
          "\(side) passed on; \(context())")
        if safe[side] != 0 { if adjusted { adjustedSomewhere += 1 } else { leftAlone += 1 } }
      }
      // The resting offset and the end of the range, per axis.
      let a = s.adjustedContentInset
      #expect(s.contentOffset == CGPoint(x: -a.left, y: -a.top), "\(context())")
      #expect(
        s.maximumContentOffset
          == CGPoint(
            x: max(-a.left, content.width + a.right - size.width),
            y: max(-a.top, content.height + a.bottom - size.height)), "\(context())")
    }
    // Both sides of every rule were reached.
    #expect(adjustedSomewhere > 1_000 && leftAlone > 1_000)
  }

  /// 20. Every input key's samples parse, and rows drawn at random from the
  ///     whole vocabulary (so a new key joins without editing this test)
  ///     agree with themselves: each output's printed value, written back
  ///     as the expected value, matches; the derivation with a recording
  ///     tracer gives the same resolution as without; and every printed
  ///     value is finite or reported as an error.
  @Test func randomRowsFromTheVocabularyAgreeWithThemselves() throws {
    var g = Generator(seed: propertySeed &+ 6)
    let inputs = Vocabulary.standard.keys.filter { $0.role == .input }
    let outputs = Vocabulary.standard.keys.filter { $0.role == .output }
    for key in inputs {
      for _ in 0..<50 {
        let text = key.sampleText(&g)
        if text.isEmpty { continue }  // an empty cell: the default
        #expect((try? key.parse(text)) != nil, "`\(key.name)` sample `\(text)` does not parse")
      }
    }
    var clean = 0
    var checked = 0
    for t in 0..<900 {
      // A few keys of one or two sections, as a real table has.
      let sections = Set([
        g.pick(ScenarioKey.Section.allCases), g.pick(ScenarioKey.Section.allCases),
      ])
      var chosen: [ScenarioKey] = []
      var properties: Set<String> = []
      for key in inputs where (sections.contains(key.section) && g.chance(3)) || g.chance(40) {
        if properties.insert(key.property).inserted { chosen.append(key) }
      }
      let header = ["scenario"] + chosen.map(\.name) + ["safeAreaInsets?"]
      let cells =
        ["row \(t)"] + chosen.map { $0.sampleText(&g).replacingOccurrences(of: "|", with: "\\|") }
        + [""]
      let text = Self.table(header, cells)
      guard let (scene, resolution) = try Self.cleanRow(text) else { continue }
      clean += 1
      #expect(scene.resolve() == resolution, "row \(t): \(text)")
      for key in outputs {
        guard let described = key.describe(scene, resolution), described.isFinite else { continue }
        checked += 1
        do {
          var bytes = described.text
          let check = bytes.withUTF8 { cell in
            Result { () throws(OutputFailure) in try key.check(cell, scene, resolution) }
          }
          guard case .match = try check.get() else {
            Issue.record(
              "row \(t): `\(key.name)` printed `\(described.text)` but does not match it; \(text)")
            continue
          }
        } catch {
          Issue.record(
            "row \(t): `\(key.name)` printed `\(described.text)`, which fails: \(error); \(text)")
        }
      }
    }
    // Most rows are scenes the model can answer, and they reach many outputs.
    #expect(clean > 300, "only \(clean) of 900 random rows evaluated cleanly")
    #expect(checked > 5_000)
  }

  /// 21. A resolve keeps the SwiftUI fold's scroll view for the outputs that
  ///     read it (``LayoutScene/swiftUIScroll(in:)``); what it keeps is what
  ///     folding the chain again gives, over random SwiftUI rows of the
  ///     vocabulary's samples (a scroll view or a list in one row of two).
  @Test func theKeptSwiftUIScrollViewIsTheFoldsOwn() throws {
    var g = Generator(seed: propertySeed &+ 7)
    let inputs = Vocabulary.standard.keys.filter {
      $0.role == .input && ($0.section == .swiftUI || $0.section == .screen)
    }
    var scrolls = 0
    for t in 0..<300 {
      var chosen = inputs.filter { $0.section == .swiftUI ? g.chance(2) : g.chance(4) }
      chosen.removeAll { $0.name == "swiftUIView" }
      let view = g.chance(2) ? (g.chance(2) ? "scrollView" : "list") : "plain"
      let header = ["scenario", "swiftUIView"] + chosen.map(\.name)
      let cells =
        ["row \(t)", view]
        + chosen.map { $0.sampleText(&g).replacingOccurrences(of: "|", with: "\\|") }
      let text = Self.table(header, cells)
      guard let (scene, resolution) = try Self.cleanRow(text) else { continue }
      let kept = scene.swiftUIScroll(in: resolution)
      #expect(resolution.swiftUI?.isFolded == true, "row \(t): \(text)")
      #expect(kept == scene.swiftUILayout(in: resolution)?.scrollResolution(), "row \(t): \(text)")
      if kept != nil { scrolls += 1 }
    }
    #expect(scrolls > 50, "only \(scrolls) rows had a SwiftUI scroll view")
  }

  /// 22. Resolving scene after scene in one scratch's memory (as a table's
  ///     rows are) gives each scene's own resolution, whatever the scene
  ///     before left behind: random one-level scenes, with a hierarchy of
  ///     two to four nodes in one of three; recycling a copy of a
  ///     resolution leaves the resolution whole. Resolved over the last
  ///     scene's resolution in place, a scene's resolution is its own too
  ///     (no field of the last one is left), and a copy kept of the last
  ///     one is left whole.
  @Test func aReusedScratchResolvesAsAFreshResolve() {
    var g = Generator(seed: propertySeed &+ 8)
    var scratch = ResolveScratch()
    var kept = Resolution()
    var lastFresh: Resolution?
    var chains = 0
    for t in 0..<600 {
      var scene = randomScene(&g)
      if g.chance(3) {
        var nodes = [HierarchyNode(.navigationController), HierarchyNode(.viewController)]
        if g.chance(2) { nodes.insert(HierarchyNode(.tabBarController), at: 0) }
        if g.chance(2) { nodes.append(HierarchyNode(.tableView)) }
        scene.hierarchy = Hierarchy(nodes)
        chains += 1
      }
      let fresh = scene.resolve()
      let reused = scene.resolve(scratch: &scratch)
      #expect(reused == fresh, "scene \(t)")
      // A copy recycled leaves the resolution it was copied from whole.
      let copy = reused
      scratch.recycle(copy)
      #expect(reused == fresh, "scene \(t): recycling a copy changed the original")
      scratch.recycle(reused)
      let keptCopy = kept
      scene.resolve(into: &kept, scratch: &scratch)
      #expect(kept == fresh, "scene \(t): resolved over the last scene's resolution")
      if let lastFresh {
        #expect(keptCopy == lastFresh, "scene \(t): resolving in place changed a copy")
      }
      lastFresh = fresh
    }
    #expect(chains > 100)
  }

  /// A table of one row: `header`'s keys over `cells`.
  static func table(_ header: [String], _ cells: [String]) -> String {
    "| " + header.joined(separator: " | ") + " |\n|"
      + String(repeating: "---|", count: header.count) + "\n| " + cells.joined(separator: " | ")
      + " |\n"
  }

  /// The scene and resolution of the one row of `text`, evaluated in full;
  /// nil when its table does not run or the row has an error.
  static func cleanRow(_ text: String) throws -> (LayoutScene, Resolution)? {
    let table = try MarkdownReader.read(Array(text.utf8), file: "t.md").tables[0]
    var evaluator = TableEvaluator(table: table, file: "t.md")
    guard evaluator.runs else { return nil }
    let e = evaluator.evaluate(table.rows[0], options: .explain)
    guard e.errors.isEmpty, let scene = e.scene, let resolution = e.resolution else { return nil }
    return (scene, resolution)
  }
}
