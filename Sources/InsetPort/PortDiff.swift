import Foundation

/// The mechanical rewrites of a port as a unified diff: the findings whose
/// rewrite is checked become hunks, the others stay findings.
///
/// A rewrite is checked against the finding's sweep: on every screen the
/// model answers (every row the `--tables` table for the finding would
/// have), the rewritten code must read what the table needs. A safe-area
/// read must equal UIKit's value on the pinned edges (so that the row
/// passes with the read in place of the number); `.never` in place of
/// `automaticallyAdjustsScrollViewInsets = false` must leave the scroll
/// view's insets at what the code assumed (zero). A rewrite that fails on
/// any screen is not a hunk.
///
///     let report = PortAnalyzer.analyze(file: "Feed.swift", bytes: bytes, language: .swift)
///     let plan = PortDiff.plan(report)
///     PortDiff.unifiedDiff(path: "Feed.swift", text: text, edits: plan.edits)
///     // "--- a/Feed.swift\n+++ b/Feed.swift\n@@ -12,7 +12,7 @@ …"
///
/// - Complexity: O(n) in the file, plus one model resolve per screen for
///   each distinct assumption with a rewrite.
public enum PortDiff {
  /// What a port's diff does with one file's findings.
  public struct Plan: Sendable, Hashable {
    /// The edits of the checked rewrites, in source order, each once.
    public var edits: [SourceEdit]
    /// The findings the edits replace.
    public var rewritten: [Finding]
    /// The warnings left: no rewrite, or one that failed its check.
    public var kept: [Finding]
    /// Why each of ``kept`` has no hunk, in a phrase: "it runs in
    /// `viewDidLoad`, before the first layout pass sets the safe area …".
    public var reasons: [Finding: String] = [:]

    /// Why `finding` has no hunk; nil for a rewritten finding.
    public func reason(_ finding: Finding) -> String? { reasons[finding] }
  }

  /// The plan for `report`: each warning's rewrite checked against its
  /// sweep (notes are never rewritten).
  public static func plan(_ report: PortFileReport) -> Plan {
    var sweeps = SweepCache()
    return plan(report, sweeps: &sweeps)
  }

  /// The plan for `report`, taking each rewrite's check from `sweeps` (and
  /// keeping there the ones it makes): the files of one run share them.
  public static func plan(_ report: PortFileReport, sweeps cache: inout SweepCache) -> Plan {
    var edits: [SourceEdit] = []
    var seen: Set<SourceEdit> = []
    var rewritten: [Finding] = []
    var kept: [Finding] = []
    var riders: [Finding] = []
    var reasons: [Finding: String] = [:]
    for finding in report.warnings {
      if let rewrite = finding.rewrite, finding.assumption == nil, !rewrite.edits.isEmpty {
        // A finding with nothing to sweep (a device check by name) goes
        // with the checked rewrite it is part of, if there is one.
        riders.append(finding)
        continue
      }
      guard let rewrite = finding.rewrite, let assumption = finding.assumption,
        let sweep = report.sweeps[assumption]
      else {
        kept.append(finding)
        reasons[finding] = finding.noRewriteReason ?? defaultReason(finding)
        continue
      }
      guard cache.passes(rewrite.reads, assumption, sweep) else {
        kept.append(finding)
        reasons[finding] =
          "the rewrite would not read what the code assumed on every screen the model answers "
          + "(checked against the table `--tables` writes): judge it by hand"
        continue
      }
      rewritten.append(finding)
      for edit in rewrite.edits where seen.insert(edit).inserted { edits.append(edit) }
    }
    for finding in riders {
      if let rewrite = finding.rewrite, rewrite.edits.allSatisfy(seen.contains) {
        rewritten.append(finding)
      } else {
        kept.append(finding)
        reasons[finding] = "the expression it is part of is not rewritten"
      }
    }
    rewritten.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    kept.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    edits.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    // Two rewrites touching the same text: neither is sure.
    var clean: [SourceEdit] = []
    for edit in edits {
      if let last = clean.last, last.line == edit.line, last.column + last.length > edit.column {
        let warnings = report.warnings
        var all: [Finding: String] = [:]
        for finding in warnings {
          all[finding] =
            "two rewrites of the file touch the same text at \(edit.line):\(edit.column), so "
            + "none of the file's is sure"
        }
        return Plan(edits: [], rewritten: [], kept: warnings, reasons: all)
      }
      clean.append(edit)
    }
    return Plan(edits: clean, rewritten: rewritten, kept: kept, reasons: reasons)
  }

  /// Why a finding the rules wrote no rewrite for has none, from what it is.
  static func defaultReason(_ finding: Finding) -> String {
    switch finding.kind {
    case .deviceCheck:
      return "a device check is a decision about the layout, not a number to replace"
    case .screenBounds:
      return "the view's or the window's bounds replace it, which only the code's author knows"
    case .statusBarRead:
      return "what reads the status bar's frame decides what replaces it"
    case .edgesForExtendedLayout:
      return "what the view should extend under is the author's choice"
    default:
      break
    }
    if finding.assumption == nil {
      return "not swept, so no rewrite can be checked"
    }
    switch finding.assumption {
    case .insets(_, _, _, .adjustedContentInset)?:
      return "a scroll view's inset is deleted, not replaced: UIKit adds the safe area itself"
    case .navigationBarHeight?:
      return "a bar's height is read from the bar, which the code must reach"
    default:
      return "no mechanical rewrite is sure here: the number is not a whole position, a "
        + "height's arithmetic or a constraint to the root view"
    }
  }

  /// Whether code that reads `reads` passes, on every screen `sweep`
  /// answers, what the table for `assumption` asks (see ``PortDiff``).
  public static func check(
    _ reads: Rewrite.Reads, _ assumption: CodeAssumption, _ sweep: SweepResult
  )
    -> Bool
  {
    guard !sweep.checks.isEmpty else { return false }
    var setup = SweepSetup(for: assumption)
    switch reads {
    case .safeArea:
      let edges = assumption.pinnedEdges
      guard !edges.isEmpty, !assumption.readsScrollView else { return false }
      for check in sweep.checks {
        guard let reading = DeviceSweep.read(setup, on: check.screen) else { return false }
        let values = edges.map { Double(reading.rootSafeAreaInsets[$0]) }
        guard PortTables.same(values, check.actual) else { return false }
      }
    case .neverAdjusted:
      guard case .scrollViewNotAdjusted = assumption else { return false }
      setup.neverAdjusts = true
      for check in sweep.checks {
        guard let adjusted = DeviceSweep.read(setup, on: check.screen)?.adjustedContentInset
        else { return false }
        guard PortTables.same([Double(adjusted.top), Double(adjusted.bottom)], check.assumed)
        else { return false }
      }
    }
    return true
  }

  /// `text` with `edits` made, or nil when an edit does not fit its line.
  public static func apply(_ edits: [SourceEdit], to text: String) -> String? {
    var lines = split(text)
    for (line, group) in Dictionary(grouping: edits, by: \.line) {
      guard line >= 1, line <= lines.count, let changed = apply(group, to: lines[line - 1]) else {
        return nil
      }
      lines[line - 1] = changed
    }
    return lines.joined()
  }

  /// A unified diff of `edits` to `text`, the file at `path`, with three
  /// lines of context; nil when there is nothing to change or an edit does
  /// not fit. `git apply` (and `patch -p1`) applies it to `path`.
  public static func unifiedDiff(path: String, text: String, edits: [SourceEdit], context: Int = 3)
    -> String?
  {
    guard !edits.isEmpty else { return nil }
    let old = split(text)
    var new = old
    let byLine = Dictionary(grouping: edits, by: \.line)
    for (line, group) in byLine {
      guard line >= 1, line <= old.count, let changed = apply(group, to: old[line - 1]) else {
        return nil
      }
      new[line - 1] = changed
    }
    let changed = byLine.keys.sorted().filter { new[$0 - 1] != old[$0 - 1] }
    guard !changed.isEmpty else { return nil }
    // Hunks: each changed line with its context, overlapping ones merged.
    var hunks: [ClosedRange<Int>] = []
    for line in changed {
      let range = max(1, line - context)...min(old.count, line + context)
      if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
        hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        hunks.append(range)
      }
    }
    var name = path
    while name.hasPrefix("./") { name.removeFirst(2) }
    var out = "--- a/\(name)\n+++ b/\(name)\n"
    let changedSet = Set(changed)
    func emit(_ prefix: String, _ line: Substring) {
      out += prefix + line
      // (Bytes: "\r\n" is one Character, which `hasSuffix("\n")` misses.)
      let last = line.utf8.last
      if last != 0x0A && last != 0x0D { out += "\n\\ No newline at end of file\n" }
    }
    for hunk in hunks {
      out += "@@ -\(hunk.lowerBound),\(hunk.count) +\(hunk.lowerBound),\(hunk.count) @@\n"
      for line in hunk {
        if changedSet.contains(line) {
          emit("-", old[line - 1])
          emit("+", new[line - 1])
        } else {
          emit(" ", old[line - 1])
        }
      }
    }
    return out
  }

  /// The lines of `text`, each with its line break (LF, CR LF or CR).
  static func split(_ text: String) -> [Substring] {
    var lines: [Substring] = []
    var start = text.startIndex
    var i = text.startIndex
    let utf8 = text.utf8
    while i < text.endIndex {
      let b = utf8[i]
      let next = utf8.index(after: i)
      if b == 0x0A || (b == 0x0D && (next == text.endIndex || utf8[next] != 0x0A)) {
        lines.append(text[start..<next])
        start = next
      }
      i = next
    }
    if start < text.endIndex { lines.append(text[start...]) }
    return lines
  }

  /// One line with `edits` (all on it) made, right to left so that each
  /// edit's column stays the line's; nil when one falls outside the line
  /// or two overlap.
  static func apply(_ edits: [SourceEdit], to line: Substring) -> Substring? {
    var scalars = Array(line.unicodeScalars)
    var limit = scalars.count
    for edit in edits.sorted(by: { $0.column > $1.column }) {
      let start = edit.column - 1
      let end = start + edit.length
      guard start >= 0, edit.length >= 0, end <= limit else { return nil }
      scalars.replaceSubrange(start..<end, with: edit.replacement.unicodeScalars)
      limit = start
    }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars)
    return Substring(String(text))
  }
}
