import Foundation
import InsetModel
import InsetReports
import Testing

@testable import InsetPort

@Suite("Device sweep")
struct SweepTests {
  static let top64 = CodeAssumption.insets(
    top: 64, bottom: nil, bars: Bars(navigationBar: true), reading: .safeArea)

  /// A phone's screen at the newest version it runs: the iPhone X's is 16.
  static func screen(_ device: String, landscape: Bool = false, iOS version: Double? = nil)
    -> SweepScreen
  {
    SweepScreen(device: device, landscape: landscape, iOSVersion: version)
  }

  @Test func theScreensAreEveryDeviceBothWaysAtAVersionItRuns() {
    let devices = DeviceSweep.devices.count
    let older = DeviceSweep.screens.filter { $0.iOSVersion == 13 }
    #expect(DeviceSweep.screens.count == 2 * devices + older.count)
    #expect(Set(older.map(\.device)) == ["iPhone XR", "iPhone 11"])
    // Each device at the newest version it runs: the iPhone X's last is 16,
    // the iPhone 17 runs the model's newest (27.1, written as no version).
    #expect(DeviceSweep.screens.contains(Self.screen("iPhone X", iOS: 16)))
    #expect(DeviceSweep.screens.contains(Self.screen("iPhone XR", iOS: 18)))
    #expect(DeviceSweep.screens.contains(Self.screen("iPhone 17")))
    #expect(!DeviceSweep.screens.contains(Self.screen("iPhone X")))
    // So the model answers for every screen with no bars: no version a
    // device does not run.
    for screen in DeviceSweep.screens {
      guard case .reading = DeviceSweep.answer(SweepSetup(bars: .none), on: screen) else {
        Issue.record("\(screen.label): no reading")
        continue
      }
    }
    // The XR's top before iOS 14 ([qmui-helper], [sst-view], [df-devices]).
    let xr13 = Self.screen("iPhone XR", iOS: 13)
    #expect(DeviceSweep.read(SweepSetup(bars: .none), on: xr13)?.rootSafeAreaInsets.top == 44)
    #expect(DeviceSweep.read(SweepSetup(bars: .none), on: Self.screen("nope")) == nil)
    #expect(DeviceSweep.answer(SweepSetup(bars: .none), on: Self.screen("nope")) == nil)
    // A version the device does not run is no reading, and the model says why.
    guard
      case .unanswered(let why) = DeviceSweep.answer(
        SweepSetup(bars: .none), on: Self.screen("iPhone X", iOS: 27.1))
    else {
      Issue.record("the iPhone X on iOS 27.1 was answered")
      return
    }
    #expect(why == "iPhone X runs iOS 11–16, not iOS 27.1")
  }

  @Test func sixtyFourIsRightOnTheHomeButtonPhonesBeforeLiquidGlass() {
    let result = Sweep.run(Self.top64)
    #expect(result.checks.count + result.unanswered.count == DeviceSweep.screens.count)
    // Every screen answers: the iPhone Duo held tall has the probe's 134.
    #expect(result.unanswered.isEmpty)
    let right = result.right.map(\.screen)
    #expect(right.count == 7)
    #expect(right.allSatisfy { !$0.landscape && ($0.iOSVersion ?? 27.1) < 26 })
    #expect(right.contains(Self.screen("iPhone 8", iOS: 16)))
    // iPhone X: 88; 14 Pro: 113 under Liquid Glass (59 + 54), 97.667 on
    // iOS 18 (the Dynamic Island's overlap); landscape: 32.
    let x = result.checks.first { $0.screen == Self.screen("iPhone X", iOS: 16) }
    #expect(x?.actual == [88])
    #expect(x?.shortfall == 24)
    #expect(x?.expected(pinning: [.top]) == "{64, 0, 34, 0}")
    let xLandscape = result.checks.first {
      $0.screen == Self.screen("iPhone X", landscape: true, iOS: 16)
    }
    #expect(xLandscape?.expected(pinning: [.top]) == "{64, 44, 21, 44}")
    #expect(xLandscape?.shortfall == -32)
    let pro = result.checks.first { $0.screen == Self.screen("iPhone 14 Pro") }
    #expect(pro?.actual == [113])
    let pro18 = DeviceSweep.read(
      SweepSetup(bars: Bars(navigationBar: true)), on: Self.screen("iPhone 14 Pro", iOS: 18))
    #expect(abs((pro18?.rootSafeAreaInsets.top ?? 0) - 97.667) < 0.01)
    // The home-button phones that run iOS 26 get the 54 pt bar: 74.
    let se = result.checks.first { $0.screen == Self.screen("iPhone SE (2nd generation)") }
    #expect(se?.actual == [74])
    #expect(result.sentence.hasPrefix("right on 7 of \(result.checks.count) screens; short by "))
    // Over only on iOS 15–18 phones in landscape and the 32-pt bars: the SE's
    // Liquid Glass bar in landscape ends at 78 (24 + 54), short of 64.
    #expect(result.sentence.contains("over by 20–32 pt on"))
    #expect(
      result.sentence.contains(
        "short by 6–70 pt on 146 (most on iPhone Duo (unfolded) portrait: UIKit gives 134)"))
    #expect(!result.sentence.contains("not swept"))
  }

  @Test func barsAndLegacyReadings() {
    // A tab bar: 49 on the home-button phones in portrait, 83 on the iPhone X.
    let tab = Sweep.run(.insets(top: nil, bottom: 49, bars: Bars(tabBar: true), reading: .safeArea))
    #expect(tab.right.contains { $0.screen == Self.screen("iPhone 8", iOS: 16) })
    #expect(tab.checks.first { $0.screen == Self.screen("iPhone X", iOS: 16) }?.actual == [83])
    // From iPadOS 18 a regular-width iPad's tab bar floats: not swept before
    // Liquid Glass, said; from iPadOS 26 the prints answer it.
    #expect(!tab.unanswered.isEmpty)
    #expect(tab.unanswered.allSatisfy { $0.screen.device.hasPrefix("iPad") })
    #expect(tab.unanswered.allSatisfy { $0.reason.contains("tab bar floats at the top") })
    #expect(tab.unanswered.allSatisfy { ($0.screen.iOSVersion ?? 27.1) < 26 })
    #expect(
      tab.checks.allSatisfy {
        !$0.screen.device.hasPrefix("iPad") || ($0.screen.iOSVersion ?? 27.1) < 18
          || ($0.screen.iOSVersion ?? 27.1) >= 26
      })
    #expect(
      tab.checks.contains {
        $0.screen.device.hasPrefix("iPad") && ($0.screen.iOSVersion ?? 27.1) >= 26
      })
    #expect(
      tab.sentence.contains(
        "; not swept on \(tab.unanswered.count) screens the model has no numbers for (iPad "))
    // A navigation bar: 50 on an iPad, 32 on a compact phone in landscape,
    // 54 under Liquid Glass.
    let bar = Sweep.run(.navigationBarHeight(44))
    #expect(bar.checks.first { $0.screen == Self.screen("iPad Air 2", iOS: 15) }?.actual == [50])
    #expect(
      bar.checks.first { $0.screen == Self.screen("iPhone 8", landscape: true, iOS: 16) }?.actual
        == [32])
    #expect(bar.checks.first { $0.screen == Self.screen("iPhone 17") }?.actual == [54])
    #expect(bar.checks.allSatisfy { $0.actualInsets == nil })
    // The status bar is the safe area's top except under a Dynamic Island (54 against 59).
    let status = Sweep.run(.statusBarIsSafeTop)
    let wrong = status.checks.filter { !$0.isRight }
    #expect(wrong.count == 8)
    #expect(wrong.allSatisfy { !$0.screen.landscape && $0.shortfall == 5 })
    // The bottom guide misses the home indicator.
    let bottom = Sweep.run(.bottomLayoutGuideIsSafeBottom)
    #expect(bottom.checks.first { $0.screen == Self.screen("iPhone X", iOS: 16) }?.assumed == [0])
    // Turning the adjustment off turns nothing off.
    #expect(Sweep.run(.scrollViewNotAdjusted).right.isEmpty)
    // An empty `edgesForExtendedLayout` leaves the home indicator and the sides.
    let edges = Sweep.run(.nothingCoversView)
    #expect(edges.right.contains { $0.screen == Self.screen("iPhone 8", iOS: 16) })
    #expect(
      edges.checks.first { $0.screen == Self.screen("iPhone X", landscape: true, iOS: 16) }?.actual
        == [0, 44, 21, 44])
  }

  @Test func scrollViewReadingsUseTheAdjustedContentInset() {
    let result = Sweep.run(
      .insets(
        top: 64, bottom: 49, bars: Bars(navigationBar: true, tabBar: true),
        reading: .adjustedContentInset))
    let x = result.checks.first { $0.screen == Self.screen("iPhone X", landscape: true, iOS: 16) }
    // The sides are not content insets in landscape: `.automatic` adjusts a
    // vertically scrolling view's top and bottom only
    // ([ad-contentinsetadjustmentbehavior-automatic]).
    #expect(x?.actualInsets == Insets(top: 32, left: 0, bottom: 53, right: 0))
    #expect(x?.expected(pinning: [.top, .bottom]) == "{64, 0, 49, 0}")
  }

  @Test func numbersAsTheTablesWriteThem() {
    #expect(PortNumber.format(44) == "44")
    #expect(PortNumber.format(97.666_666) == "97.667")
    #expect(PortNumber.format(-0.0) == "0")
    #expect(PortNumber.format(0.5) == "0.5")
    #expect(
      PortNumber.format(Insets(top: 1, left: 2, bottom: 3.25, right: 0)) == "{1, 2, 3.25, 0}")
  }
}

@Suite("Reports and tables")
struct ReportTests {
  static let source = """
    tableView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
    topConstraint.constant = 20
    view.frame.origin.y = 64
    """

  static func report() -> PortReport {
    PortReport(files: [
      PortAnalyzer.analyze(file: "App/Feed.swift", bytes: Array(source.utf8), language: .swift),
      PortAnalyzer.analyze(
        file: "App/Bad.swift", bytes: [0x61, 0x0A, 0x62, 0xFF], language: .swift),
    ])
  }

  @Test func decodingSaysWhereTextStops() {
    #expect(throws: Never.self) { try PortAnalyzer.decode(Array("a = 64".utf8)).get() }
    #expect(
      PortAnalyzer.decode([0x61, 0x0A, 0x62, 0xFF])
        == .failure(
          PortProblem(line: 2, column: 2, message: "not UTF-8 text (byte 0xFF)")))
    #expect(
      PortAnalyzer.decode([0x61, 0x00])
        == .failure(
          PortProblem(line: 1, column: 2, message: "a binary file (a NUL byte), not source")))
    // Overlong, surrogate, truncated.
    #expect((try? PortAnalyzer.decode([0xC0, 0x80]).get()) == nil)
    #expect((try? PortAnalyzer.decode([0xED, 0xA0, 0x80]).get()) == nil)
    #expect((try? PortAnalyzer.decode([0x61, 0xE2, 0x82]).get()) == nil)
    #expect((try? PortAnalyzer.decode(Array("é ✓ 𝄞".utf8)).get()) == "é ✓ 𝄞")
    #expect((try? PortAnalyzer.decode([0xEF, 0xBB, 0xBF, 0x61]).get())?.unicodeScalars.count == 2)
  }

  @Test func textLines() {
    let lines = PortTextReport.lines(Self.report())
    // One line a finding with its verdict in counts, then the caveats the
    // lines point to, each once, then the summary. (Which caveats there are
    // follows the model's screens: derived here, not written down.)
    let findingLines = lines.filter { $0.hasPrefix("App/") }
    let caveats = lines.filter { $0.hasPrefix("[") }
    #expect(findingLines.count + caveats.count + 1 == lines.count)
    #expect(
      lines[0].hasPrefix(
        "App/Feed.swift:1:44: warning: `64` in `contentInset.top` stands for the status bar and a "
          + "navigation bar: right on 7 of "))
    #expect(lines[0].hasSuffix("; read `adjustedContentInset.top`"))
    #expect(!lines[0].contains("most on"))
    #expect(
      lines[1]
        == "App/Feed.swift:2:26: note: cannot judge whether `20` in `topConstraint.constant` is "
        + "a margin or the status bar; if it is a bar, read `view.safeAreaInsets`")
    #expect(lines[3] == "App/Bad.swift:2:2: error: not UTF-8 text (byte 0xFF)")
    #expect(lines.last == "port: 2 findings, 1 note in 2 files, 1 unreadable")
    // Every caveat is pointed to and every pointer has its caveat, numbered
    // from 1 in the order first pointed to; one per distinct reason.
    for (k, caveat) in caveats.enumerated() {
      #expect(caveat.hasPrefix("[\(k + 1)] not swept on "))
      #expect(findingLines.contains { $0.contains(" not swept [\(k + 1)]") })
    }
    #expect(Set(caveats).count == caveats.count)
    let unanswered = Self.report().files.flatMap { $0.sweeps.values }.filter {
      !$0.unanswered.isEmpty
    }
    #expect(caveats.count == Set(unanswered.compactMap(\.unansweredSentence)).count)
    // --verbose: the whole sweep on the line, and no caveats.
    let verbose = PortTextReport.lines(Self.report(), verbose: true)
    #expect(verbose.count == findingLines.count + 1)
    #expect(verbose[0].contains("(most on "))
    #expect(!verbose.contains { $0.hasPrefix("[") })
    #expect(!Self.report().isClean)
    #expect(PortReport(files: []).summary == "port: 0 findings, 0 notes in 0 files")
  }

  @Test func jsonDocument() throws {
    let text = PortJSONReport.render(Self.report())
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["findings"] as? Int == 2)
    #expect(object["notes"] as? Int == 1)
    #expect(object["unreadable"] as? Int == 1)
    let files = try #require(object["files"] as? [[String: Any]])
    #expect(files.map { $0["file"] as? String } == ["App/Feed.swift", "App/Bad.swift"])
    let findings = try #require(files[0]["findings"] as? [[String: Any]])
    #expect(findings.map { $0["severity"] as? String } == ["warning", "note", "warning"])
    let sweep = try #require(findings[0]["sweep"] as? [String: Any])
    #expect(sweep["right"] as? Int == 7)
    let wrong = try #require(sweep["wrong"] as? [[String: Any]])
    #expect(wrong.count == (sweep["screens"] as? Int ?? 0) - 7)
    // Every screen has numbers for a navigation bar: none is listed apart.
    #expect((sweep["unanswered"] as? [[String: Any]] ?? []).isEmpty)
    #expect(findings[1]["sweep"] == nil)
    #expect(findings[1]["detail"] == nil)
    let errors = try #require(files[1]["errors"] as? [[String: Any]])
    #expect(errors.first?["line"] as? Int == 2)
  }

  @Test func gitHubAnnotations() {
    let lines = PortGitHubReport.lines(Self.report())
    #expect(
      lines[0].hasPrefix(
        "::warning file=App/Feed.swift,line=1,col=44,title=insets port%3A hardCodedInset::`64` in"))
    #expect(lines[1].hasPrefix("::notice file=App/Feed.swift,line=2,col=26,"))
    #expect(lines[3] == "::error file=App/Bad.swift,line=2,col=2::not UTF-8 text (byte 0xFF)")
    #expect(lines.last == "port: 2 findings, 1 note in 2 files, 1 unreadable")
    #expect(GitHubAnnotation.data("50% a\nb") == "50%25 a%0Ab")
    #expect(GitHubAnnotation.property("a:b,c") == "a%3Ab%2Cc")
  }

  @Test func tablesPinWhatTheCodeAssumes() throws {
    let file = Self.report().files[0]
    let markdown = try #require(PortTables.markdown(file))
    #expect(markdown.hasPrefix("# What `App/Feed.swift` assumes\n"))
    // One table per assumption: the scroll view's 64, then the frame's 64.
    #expect(markdown.components(separatedBy: "\n## ").count == 3)
    #expect(markdown.contains("## `64` at line 1\n"))
    // Each row pins the version its device runs (none: the model's 27.1).
    #expect(
      markdown.contains(
        "| scenario | device | orientation | iOSVersion | navigationBar | contentSize | "
          + "adjustedContentInset? |"))
    #expect(
      markdown.contains(
        "| iPhone SE (1st generation) portrait, iOS 15: right | iPhone SE (1st generation) | "
          + "portrait | 15 | visible | {0, 2000} | {64, 0, 0, 0} |"))
    #expect(
      markdown.contains(
        "| iPhone X portrait, iOS 16: UIKit gives 88 | iPhone X | portrait | 16 | visible | "
          + "{0, 2000} | {64, 0, 34, 0} |"))
    #expect(markdown.contains("| rootSafeAreaInsets? |"))
    // The row where the code is right comes first; every row is one value.
    let rows = markdown.split(separator: "\n").filter {
      $0.hasPrefix("| iPhone") || $0.hasPrefix("| iPad")
    }
    #expect(rows.count <= 16)
    #expect(PortTables.markdown(Self.report().files[1]) == nil)
  }

  @Test func tablePathsStayInTheFolder() {
    #expect(PortTables.tablePath(for: "App/Feed.swift") == "App/Feed.swift.md")
    #expect(PortTables.tablePath(for: "../../etc/x.m") == "etc/x.m.md")
    #expect(PortTables.tablePath(for: "/abs/./a//b.h") == "abs/a/b.h.md")
    #expect(PortTables.tablePath(for: "..") == "source.md")
  }
}

@Suite("Tables for older iOS versions")
struct OlderVersionTableTests {
  @Test func aScreenAtAnEarlierVersionGetsTheVersionColumn() throws {
    let assumption = CodeAssumption.insets(top: 48, bottom: nil, bars: .none, reading: .safeArea)
    let screens = [
      SweepScreen(device: "iPhone XR", landscape: false, iOSVersion: 18),
      SweepScreen(device: "iPhone XR", landscape: false, iOSVersion: 13),
    ]
    let checks = try screens.map { screen in
      let reading = try #require(DeviceSweep.read(SweepSetup(for: assumption), on: screen))
      return try #require(Sweep.check(assumption, reading, on: screen))
    }
    let finding = Finding(
      kind: .hardCodedInset, line: 3, column: 9, code: "48", summary: "`48` …",
      replacement: "read `view.safeAreaInsets.top`", assumption: assumption)
    let report = PortFileReport(
      file: "XR.swift", language: .swift, findings: [finding],
      sweeps: [assumption: SweepResult(assumption: assumption, checks: checks)])
    let markdown = try #require(PortTables.markdown(report))
    #expect(
      markdown.contains("| scenario | device | orientation | iOSVersion | rootSafeAreaInsets? |"))
    #expect(
      markdown.contains(
        "| iPhone XR portrait, iOS 18: right | iPhone XR | portrait | 18 | {48, 0, 34, 0} |"))
    #expect(
      markdown.contains(
        "| iPhone XR portrait, iOS 13: UIKit gives 44 | iPhone XR | portrait | 13 | {48, 0, 34, 0} |"
      ))
  }
}

@Suite("Sweeps shared by a run")
struct SweepCacheTests {
  /// A shared cache gives every file the report a fresh analysis gives,
  /// and sweeps each assumption once however many files ask for it.
  @Test func aSharedCacheChangesNothingButTheWork() throws {
    var cache = SweepCache()
    var reports: [PortFileReport] = []
    for name in sampleNames {
      let url = samplesFolder.appendingPathComponent("legacy").appendingPathComponent(name)
      let bytes = [UInt8](try Data(contentsOf: url))
      let language = try #require(SourceLanguage(pathExtension: url.pathExtension))
      let shared = PortAnalyzer.analyze(
        file: name, bytes: bytes, language: language, sweeps: &cache)
      let fresh = PortAnalyzer.analyze(file: name, bytes: bytes, language: language)
      #expect(shared == fresh, "\(name)")
      reports.append(shared)
    }
    let distinct = Set(reports.flatMap { $0.sweeps.keys })
    #expect(cache.count == distinct.count)
    // The same files again add no sweep.
    for name in sampleNames {
      let url = samplesFolder.appendingPathComponent("legacy").appendingPathComponent(name)
      let bytes = [UInt8](try Data(contentsOf: url))
      let language = try #require(SourceLanguage(pathExtension: url.pathExtension))
      _ = PortAnalyzer.analyze(
        file: "copy/" + name, bytes: bytes, language: language, sweeps: &cache)
    }
    #expect(cache.count == distinct.count)
    // A plan with the shared checks is the plan with fresh ones.
    for report in reports {
      #expect(PortDiff.plan(report, sweeps: &cache) == PortDiff.plan(report))
    }
  }
}
