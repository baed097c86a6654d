import Foundation

/// Scenario tables that pin what a source file assumes, so that `insets run`
/// reproduces each failure and `insets explain` / `insets draw` show it.
///
/// One table per distinct assumption of the file. Each row is one screen of
/// the sweep; its output cell holds UIKit's value with the code's numbers on
/// the edges the code hard-codes, so the row passes where the code is right
/// and fails, on exactly those edges, where it is wrong. Rows are one screen
/// per distinct value UIKit gives, a screen where the code is right first.
/// The keys are the vocabulary's (`device`, `orientation`, `navigationBar`,
/// `rootSafeAreaInsets?` …), so the tables run with today's `insets run`.
public enum PortTables {
  /// The Markdown of `report`'s tables, or nil when no finding can be swept.
  ///
  ///     let report = PortAnalyzer.analyze(
  ///       file: "Feed.swift", bytes: Array("view.frame.origin.y = 64".utf8), language: .swift)
  ///     PortTables.markdown(report)  // "# What `Feed.swift` assumes …| iPhone X | portrait | …"
  ///
  /// - Complexity: O(findings × screens).
  public static func markdown(_ report: PortFileReport, maxRows: Int = 8) -> String? {
    var groups: [(assumption: CodeAssumption, findings: [Finding])] = []
    for finding in report.warnings {
      guard let assumption = finding.assumption, report.sweeps[assumption] != nil else { continue }
      if let index = groups.firstIndex(where: { $0.assumption == assumption }) {
        groups[index].findings.append(finding)
      } else {
        groups.append((assumption, [finding]))
      }
    }
    guard !groups.isEmpty else { return nil }
    var out = """
      # What `\(report.file)` assumes

      Written by `insets port`. Each table pins what lines of the file assume
      UIKit gives, on one screen for each value UIKit gives across the device
      catalog: a row passes where the code is right and fails where it is wrong.
      `insets run` runs the tables; `insets explain FILE:LINE` shows where
      UIKit's numbers come from, and `insets draw FILE:LINE` draws the screen.
      Write the tables again after changing the code rather than editing them.

      """
    for group in groups {
      guard let sweep = report.sweeps[group.assumption] else { continue }
      out += "\n" + section(group.assumption, group.findings, sweep, report, maxRows: maxRows)
    }
    return out
  }

  static func section(
    _ assumption: CodeAssumption, _ findings: [Finding], _ sweep: SweepResult,
    _ report: PortFileReport, maxRows: Int
  ) -> String {
    let first = findings[0]
    let lines = findings.map { "\($0.line)" }
    let heading =
      "## `\(first.code.isEmpty ? first.kind.rawValue : first.code)` at line"
      + (lines.count == 1 ? " " : "s ") + lines.joined(separator: ", ")
    var out = heading + "\n\n"
    out += wrap(report.message(first).replacingOccurrences(of: "|", with: "\\|")) + "\n\n"

    let bars = assumption.bars
    let key: String
    switch assumption {
    case .navigationBarHeight: key = "navigationBarHeight?"
    case .scrollViewNotAdjusted: key = "adjustedContentInset?"
    case .insets(_, _, _, let reading) where reading == .adjustedContentInset:
      key = "adjustedContentInset?"
    default: key = "rootSafeAreaInsets?"
    }
    let rows = chooseRows(sweep, maxRows: maxRows)
    let versions = rows.contains { $0.screen.iOSVersion != nil }
    var header = ["scenario", "device", "orientation"]
    if versions { header.append("iOSVersion") }
    if bars.navigationBar { header.append("navigationBar") }
    if bars.largeTitles { header.append("prefersLargeTitles") }
    if bars.tabBar { header.append("tabBar") }
    if case .nothingCoversView = assumption { header.append("edgesForExtendedLayout") }
    if case .scrollViewNotAdjusted = assumption {
      header.append("automaticallyAdjustsScrollViewInsets")
    }
    if assumption.readsScrollView { header.append("contentSize") }
    header.append(key)
    out += "| " + header.joined(separator: " | ") + " |\n"
    out += "|" + String(repeating: "---|", count: header.count) + "\n"
    for check in rows {
      var cells = [
        check.screen.label + (check.isRight ? ": right" : ": UIKit gives \(values(check.actual))"),
        check.screen.device, check.screen.orientation,
      ]
      if versions { cells.append(check.screen.iOSVersion.map(PortNumber.format) ?? "") }
      if bars.navigationBar { cells.append("visible") }
      if bars.largeTitles { cells.append("yes") }
      if bars.tabBar { cells.append("visible") }
      if case .nothingCoversView = assumption { cells.append("none") }
      if case .scrollViewNotAdjusted = assumption { cells.append("no") }
      if assumption.readsScrollView {
        cells.append("{0, \(PortNumber.format(DeviceSweep.contentHeight))}")
      }
      cells.append(check.expected(pinning: assumption.pinnedEdges))
      out += "| " + cells.joined(separator: " | ") + " |\n"
    }
    return out
  }

  /// A screen where the code is right (if any), then one screen per other
  /// value UIKit gives, in the sweep's order, at most `maxRows`.
  static func chooseRows(_ sweep: SweepResult, maxRows: Int) -> [ScreenCheck] {
    var chosen: [ScreenCheck] = []
    var seen: [[Double]] = []
    if let right = sweep.right.first {
      chosen.append(right)
      seen.append(right.actual)
    }
    for check in sweep.checks where !check.isRight && chosen.count < maxRows {
      if !seen.contains(where: { same($0, check.actual) }) {
        chosen.append(check)
        seen.append(check.actual)
      }
    }
    let order = Dictionary(
      sweep.checks.enumerated().map { ($0.element.screen, $0.offset) },
      uniquingKeysWith: { a, _ in a })
    return chosen.sorted { (order[$0.screen] ?? 0) < (order[$1.screen] ?? 0) }
  }

  static func same(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= PortNumber.tolerance }
  }

  static func values(_ v: [Double]) -> String {
    v.count == 4
      ? "{" + v.map(PortNumber.format).joined(separator: ", ") + "}"
      : v.map(PortNumber.format).joined(separator: " and ")
  }

  /// Wraps prose at 80 columns.
  static func wrap(_ text: String) -> String {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if !current.isEmpty, current.count + 1 + word.count > 80 {
        lines.append(current)
        current = ""
      }
      current += (current.isEmpty ? "" : " ") + word
    }
    if !current.isEmpty { lines.append(current) }
    return lines.joined(separator: "\n")
  }

  /// Where the table for `source` goes inside the tables folder: the source
  /// path with `.md` added, without `.`, `..`, empty or leading `/`
  /// components, so that it can never leave the folder.
  ///
  ///     PortTables.tablePath(for: "../App/Feed.swift")  // "App/Feed.swift.md"
  public static func tablePath(for source: String) -> String {
    let parts = source.split(separator: "/").filter { $0 != "." && $0 != ".." && !$0.isEmpty }
    let path = parts.joined(separator: "/")
    return (path.isEmpty ? "source" : path) + ".md"
  }
}
