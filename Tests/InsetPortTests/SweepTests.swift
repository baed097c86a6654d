import Foundation
import Testing

@testable import InsetPort

@Suite("Device sweep")
struct SweepTests {
  static let top64 = CodeAssumption.insets(
    top: 64, bottom: nil, bars: Bars(navigationBar: true), reading: .safeArea)

  @Test func theScreensAreEveryDeviceBothWaysAndTheOlderInsets() {
    let devices = DeviceSweep.devices.count
    let older = DeviceSweep.screens.filter { $0.iOSVersion != nil }
    #expect(DeviceSweep.screens.count == 2 * devices + older.count)
    #expect(Set(older.map(\.device)) == ["iPhone XR", "iPhone 11"])
    #expect(older.allSatisfy { $0.iOSVersion == 13 })
    // The XR's top before iOS 14 (uikit-facts §8).
    let xr13 = SweepScreen(device: "iPhone XR", landscape: false, iOSVersion: 13)
    #expect(DeviceSweep.read(SweepSetup(bars: .none), on: xr13)?.rootSafeAreaInsets.top == 44)
    #expect(
      DeviceSweep.read(SweepSetup(bars: .none), on: SweepScreen(device: "nope", landscape: false))
        == nil)
  }

  @Test func sixtyFourIsRightOnTheHomeButtonPhonesInPortrait() {
    let result = Sweep.run(Self.top64)
    #expect(result.checks.count == DeviceSweep.screens.count)
    let right = result.right.map(\.screen)
    #expect(right.count == 9)
    #expect(right.allSatisfy { !$0.landscape })
    #expect(right.map(\.device).contains("iPhone 8"))
    // iPhone X: 88; 14 Pro: 97.667 (the Dynamic Island's overlap); landscape: 32.
    let x = result.checks.first { $0.screen == SweepScreen(device: "iPhone X", landscape: false) }
    #expect(x?.actual == [88])
    #expect(x?.shortfall == 24)
    #expect(x?.expected(pinning: [.top]) == "{64, 0, 34, 0}")
    let xLandscape = result.checks.first {
      $0.screen == SweepScreen(device: "iPhone X", landscape: true)
    }
    #expect(xLandscape?.expected(pinning: [.top]) == "{64, 44, 21, 44}")
    #expect(xLandscape?.shortfall == -32)
    let pro = result.checks.first {
      $0.screen == SweepScreen(device: "iPhone 14 Pro", landscape: false)
    }
    #expect(abs((pro?.actual.first ?? 0) - 97.667) < 0.01)
    #expect(result.sentence.hasPrefix("right on 9 of \(result.checks.count) screens; short by "))
    #expect(result.sentence.contains("over by 20–32 pt on"))
  }

  @Test func barsAndLegacyReadings() {
    // A tab bar: 49 on the home-button phones in portrait, 83 on the iPhone X.
    let tab = Sweep.run(.insets(top: nil, bottom: 49, bars: Bars(tabBar: true), reading: .safeArea))
    #expect(tab.right.contains { $0.screen == SweepScreen(device: "iPhone 8", landscape: false) })
    #expect(
      tab.checks.first { $0.screen == SweepScreen(device: "iPhone X", landscape: false) }?.actual
        == [83])
    // A navigation bar: 50 on an iPad, 32 on a compact phone in landscape.
    let bar = Sweep.run(.navigationBarHeight(44))
    #expect(
      bar.checks.first { $0.screen == SweepScreen(device: "iPad Air 2", landscape: false) }?.actual
        == [50])
    #expect(bar.checks.allSatisfy { $0.actualInsets == nil })
    // The status bar is the safe area's top except under a Dynamic Island (54 against 59).
    let status = Sweep.run(.statusBarIsSafeTop)
    let wrong = status.checks.filter { !$0.isRight }
    #expect(wrong.count == 8)
    #expect(wrong.allSatisfy { !$0.screen.landscape && $0.shortfall == 5 })
    // The bottom guide misses the home indicator.
    let bottom = Sweep.run(.bottomLayoutGuideIsSafeBottom)
    #expect(
      bottom.checks.first { $0.screen == SweepScreen(device: "iPhone X", landscape: false) }?
        .assumed == [0])
    // Turning the adjustment off turns nothing off.
    #expect(Sweep.run(.scrollViewNotAdjusted).right.isEmpty)
    // An empty `edgesForExtendedLayout` leaves the home indicator and the sides.
    let edges = Sweep.run(.nothingCoversView)
    #expect(edges.right.contains { $0.screen == SweepScreen(device: "iPhone 8", landscape: false) })
    #expect(
      edges.checks.first { $0.screen == SweepScreen(device: "iPhone X", landscape: true) }?.actual
        == [0, 44, 21, 44])
  }

  @Test func scrollViewReadingsUseTheAdjustedContentInset() {
    let result = Sweep.run(
      .insets(
        top: 64, bottom: 49, bars: Bars(navigationBar: true, tabBar: true),
        reading: .adjustedContentInset))
    let x = result.checks.first { $0.screen == SweepScreen(device: "iPhone X", landscape: true) }
    // The sides are not content insets in landscape (porting-table).
    #expect(x?.actualInsets == InsetValues(top: 32, left: 0, bottom: 53, right: 0))
    #expect(x?.expected(pinning: [.top, .bottom]) == "{64, 0, 49, 0}")
  }

  @Test func numbersAsTheTablesWriteThem() {
    #expect(PortNumber.format(44) == "44")
    #expect(PortNumber.format(97.666_666) == "97.667")
    #expect(PortNumber.format(-0.0) == "0")
    #expect(PortNumber.format(0.5) == "0.5")
    #expect(
      PortNumber.format(InsetValues(top: 1, left: 2, bottom: 3.25, right: 0)) == "{1, 2, 3.25, 0}")
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
      Port.analyze(file: "App/Feed.swift", bytes: Array(source.utf8), language: .swift),
      Port.analyze(file: "App/Bad.swift", bytes: [0x61, 0x0A, 0x62, 0xFF], language: .swift),
    ])
  }

  @Test func decodingSaysWhereTextStops() {
    #expect(throws: Never.self) { try Port.decode(Array("a = 64".utf8)).get() }
    #expect(
      Port.decode([0x61, 0x0A, 0x62, 0xFF])
        == .failure(
          PortProblem(line: 2, column: 2, message: "not UTF-8 text (byte 0xFF)")))
    #expect(
      Port.decode([0x61, 0x00])
        == .failure(
          PortProblem(line: 1, column: 2, message: "a binary file (a NUL byte), not source")))
    // Overlong, surrogate, truncated.
    #expect((try? Port.decode([0xC0, 0x80]).get()) == nil)
    #expect((try? Port.decode([0xED, 0xA0, 0x80]).get()) == nil)
    #expect((try? Port.decode([0x61, 0xE2, 0x82]).get()) == nil)
    #expect((try? Port.decode(Array("é ✓ 𝄞".utf8)).get()) == "é ✓ 𝄞")
    #expect((try? Port.decode([0xEF, 0xBB, 0xBF, 0x61]).get())?.unicodeScalars.count == 2)
  }

  @Test func textLines() {
    let lines = PortTextReport.lines(Self.report())
    #expect(lines.count == 5)
    #expect(
      lines[0].hasPrefix(
        "App/Feed.swift:1:44: warning: `64` in `contentInset.top` stands for the status bar and a "
          + "navigation bar: right on 9 of "))
    #expect(lines[0].hasSuffix("; read `adjustedContentInset.top`"))
    #expect(
      lines[1]
        == "App/Feed.swift:2:26: note: cannot judge whether `20` in `topConstraint.constant` is "
        + "a margin or the status bar; if it is a bar, read `view.safeAreaInsets`")
    #expect(lines[3] == "App/Bad.swift:2:2: error: not UTF-8 text (byte 0xFF)")
    #expect(lines[4] == "port: 2 findings, 1 note in 2 files, 1 unreadable")
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
    #expect(sweep["right"] as? Int == 9)
    let wrong = try #require(sweep["wrong"] as? [[String: Any]])
    #expect(wrong.count == (sweep["screens"] as? Int ?? 0) - 9)
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
    #expect(PortGitHubReport.data("50% a\nb") == "50%25 a%0Ab")
    #expect(PortGitHubReport.property("a:b,c") == "a%3Ab%2Cc")
  }

  @Test func tablesPinWhatTheCodeAssumes() throws {
    let file = Self.report().files[0]
    let markdown = try #require(PortTables.markdown(file))
    #expect(markdown.hasPrefix("# What `App/Feed.swift` assumes\n"))
    // One table per assumption: the scroll view's 64, then the frame's 64.
    #expect(markdown.components(separatedBy: "\n## ").count == 3)
    #expect(markdown.contains("## `64` at line 1\n"))
    #expect(
      markdown.contains(
        "| scenario | device | orientation | navigationBar | contentSize | adjustedContentInset? |")
    )
    #expect(
      markdown.contains(
        "| iPhone SE (1st generation) portrait: right | iPhone SE (1st generation) | portrait | "
          + "visible | {0, 2000} | {64, 0, 0, 0} |"))
    #expect(
      markdown.contains(
        "| iPhone X portrait: UIKit gives 88 | iPhone X | portrait | visible | {0, 2000} | "
          + "{64, 0, 34, 0} |"))
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
      SweepScreen(device: "iPhone XR", landscape: false),
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
      markdown.contains("| iPhone XR portrait: right | iPhone XR | portrait |  | {48, 0, 34, 0} |"))
    #expect(
      markdown.contains(
        "| iPhone XR portrait, iOS 13: UIKit gives 44 | iPhone XR | portrait | 13 | {48, 0, 34, 0} |"
      ))
  }
}
