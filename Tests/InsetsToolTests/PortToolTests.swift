import Foundation
import Testing

// End-to-end tests of `insets port`: the built binary on Tests/PortSamples
// and on temporary folders (helpers in ToolSupport.swift).

private let legacySwift = Array(
  "tableView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0)\n".utf8)

@Suite("insets port, end to end")
struct PortToolTests {
  @Test func legacySamplesAreFoundAndTheCleanOnesAreNot() throws {
    let legacy = try insets(["port", "Tests/PortSamples/legacy"])
    #expect(legacy.status == 1, "\(legacy.stderr)")
    #expect(legacy.stderr.isEmpty)
    #expect(legacy.lines.last == "port: 57 findings, 0 notes in 4 files")
    let findings = legacy.lines.dropLast()
    #expect(
      findings.allSatisfy {
        ($0.hasPrefix("Tests/PortSamples/legacy/") && $0.contains(": warning: "))
          || $0.hasPrefix("[")
      })
    // Sorted path order, and each file's findings in line order.
    let files = findings.filter { !$0.hasPrefix("[") }.map { $0.split(separator: ":")[0] }
    #expect(files == files.sorted())
    // One line a finding: its verdict in counts, the caveat it shares said
    // once at the end ([1]), and (in `viewWillLayoutSubviews`, before the
    // safe area is set) where to move it.
    let frameLine = try #require(
      findings.first { $0.hasPrefix("Tests/PortSamples/legacy/FeedViewController.swift:77:22: ") })
    #expect(
      frameLine.hasPrefix(
        "Tests/PortSamples/legacy/FeedViewController.swift:77:22: warning: `64` assigned to "
          + "`frame.origin.y` stands for the status bar and a navigation bar: right on 7 of "))
    #expect(
      frameLine.hasSuffix(
        "; move it to `viewDidLayoutSubviews` and read `view.safeAreaInsets.top` there (in "
          + "`viewWillLayoutSubviews` the safe area is still zero)"))
    #expect(!frameLine.contains("most on"))
    // The caveats the lines point to, once each, numbered from 1.
    let caveats = findings.filter { $0.hasPrefix("[") }
    for (k, caveat) in caveats.enumerated() {
      #expect(caveat.hasPrefix("[\(k + 1)] "))
      #expect(findings.contains { !$0.hasPrefix("[") && $0.contains(" [\(k + 1)]") })
    }
    #expect(Set(caveats).count == caveats.count)
    // --verbose: the whole sweep on each line, no caveats.
    let verbose = try insets(["port", "--verbose", "Tests/PortSamples/legacy"])
    #expect(verbose.lines.dropLast().allSatisfy { !$0.hasPrefix("[") })
    #expect(verbose.stdout.contains("(most on "))

    let clean = try insets(["port", "Tests/PortSamples/clean"])
    #expect(clean.status == 0, "\(clean.stdout)")
    #expect(clean.lines == ["port: 0 findings, 0 notes in 4 files"])
  }

  @Test func formats() throws {
    let json = try insets(["port", "--format", "json", "Tests/PortSamples/legacy/Main.storyboard"])
    #expect(json.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["findings"] as? Int == 6)
    let github = try insets(["port", "--format=github", "Tests/PortSamples/legacy/Main.storyboard"])
    #expect(github.status == 1)
    #expect(
      github.lines.first?.hasPrefix(
        "::warning file=Tests/PortSamples/legacy/Main.storyboard,line=18,") == true)
    #expect(github.lines.last == "port: 6 findings, 0 notes in 1 file")
  }

  @Test func tablesReproduceEachFailureWithInsetsRun() throws {
    let dir = try folder(bytes: ["Legacy/Feed.swift": legacySwift])
    let port = try insets(["port", "--tables", "out", "Legacy"], in: dir)
    #expect(port.status == 1)
    #expect(
      port.lines.suffix(2) == [
        "out/Legacy/Feed.swift.md: table written", "port: 2 findings, 0 notes in 1 file",
      ])
    let table = try String(
      contentsOf: dir.appendingPathComponent("out/Legacy/Feed.swift.md"), encoding: .utf8)
    #expect(
      table.contains("| iPhone X portrait, iOS 16: UIKit gives 88 | iPhone X | portrait | 16 |"))
    // The rows fail where 64 and 49 are wrong, and pass (one row each) where they are right.
    let run = try insets(["run", "out"], in: dir)
    #expect(run.status == 1)
    let failed = run.lines.filter { $0.contains(": failed: ") }
    #expect(!failed.isEmpty)
    #expect(failed.allSatisfy { $0.hasPrefix("out/Legacy/Feed.swift.md:") })
    #expect(
      failed.contains {
        $0.hasSuffix("adjustedContentInset? expected {64, 0, 34, 0}, got {88, 0, 34, 0}")
      })
    let summary = try #require(run.lines.last)
    #expect(summary.hasPrefix("scenarios: 2 passed, "))
    // explain shows where UIKit's number comes from.
    let line = try #require(failed.first?.split(separator: ":")[1])
    let explain = try insets(["explain", "out/Legacy/Feed.swift.md:\(line)"], in: dir)
    #expect(explain.status == 1)
    #expect(explain.stdout.contains("adjustedContentInset? = "))
  }

  @Test func usageErrors() throws {
    let dir = try folder(bytes: ["notes.txt": Array("64".utf8)])
    #expect(try insets(["port"]).status == 2)
    #expect(try insets(["port", "--frobnicate", "x"]).status == 2)
    #expect(try insets(["port", "--format", "xml", "Tests/PortSamples"]).status == 2)
    #expect(try insets(["port", "--tables"]).status == 2)
    let missing = try insets(["port", "no/such/place"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("no such file or folder: no/such/place"))
    let text = try insets(["port", "notes.txt"], in: dir)
    #expect(text.status == 2)
    #expect(text.stderr.contains("not a Swift, Objective-C, storyboard or XIB file: notes.txt"))
    let help = try insets(["port", "--help"])
    #expect(help.status == 0)
    #expect(
      help.stdout.contains(
        "USAGE: insets port [--format text|json|github|sarif] [--verbose] [--tables FOLDER] PATH ..."
      ))
    #expect(try insets(["--help"]).stdout.contains("\n  port              Find hard-coded insets"))
    #expect(try insets(["help", "port"]).stdout == help.stdout)
  }

  /// A file over the size limit is an error at its first line; the run
  /// reads the others and exits 1.
  @Test func aFileOverTheLimitIsAnErrorNotDeathByMemory() throws {
    var big = [UInt8](repeating: 0x20, count: 9 * 1_048_576)
    big.replaceSubrange(0..<24, with: Array("view.frame.origin.y = 64".utf8))
    let dir = try folder(bytes: ["a/Big.swift": big, "a/Small.swift": legacySwift])
    let run = try insets(["port", "a"], in: dir)
    #expect(run.status == 1)
    #expect(
      run.lines.contains(
        "a/Big.swift:1:1: error: 9 MB, over the 8 MB insets port reads from one file: a "
          + "generated or minified file? Leave it out, or split it"))
    #expect(run.lines.contains { $0.hasPrefix("a/Small.swift:1:44: warning: `64`") })
    #expect(run.lines.last == "port: 2 findings, 0 notes in 2 files, 1 unreadable")
  }

  /// The text report prints a file's findings a slice at a time (so that
  /// a file of 100,000 findings never holds 100,000 lines): a file with
  /// more findings than a slice prints each once, in order, with each
  /// caveat numbered once across the slices.
  @Test func aFileOfManyFindingsPrintsEachOnce() throws {
    var text = "final class Checks: UIViewController {\n  func check() {\n"
    for k in 0..<5_000 {
      text += "    if UIScreen.main.bounds.height == \(k % 2 == 0 ? 568 : 812) { top\(k) = 20 }\n"
    }
    text += "  }\n}\n"
    let dir = try folder(bytes: ["a/Checks.swift": Array(text.utf8)])
    let run = try insets(["port", "a/Checks.swift"], in: dir)
    #expect(run.status == 1)
    let findings = run.lines.filter { $0.hasPrefix("a/Checks.swift:") }
    #expect(findings.count == 10_000)
    // Two findings a line, lines 3 to 5,002, in order: the device check
    // at column 39, then the 20 after it.
    let places = findings.map {
      $0.split(separator: ":").dropFirst().prefix(2).compactMap { Int($0) }
    }
    #expect(places.map { $0.first ?? 0 } == (3...5_002).flatMap { [$0, $0] })
    #expect(
      places.indices.allSatisfy { index in
        guard let column = places[index].last else { return false }
        return index % 2 == 0 ? column == 39 : column > 39
      })
    #expect(findings[0].contains("not swept [1]") && findings[2].contains("not swept [2]"))
    // Past the first slice (4,096 findings), the same caveats' numbers.
    #expect(findings[4_096].contains("not swept [1]") && findings[9_998].contains("not swept [2]"))
    let caveats = run.lines.filter { $0.hasPrefix("[") }
    #expect(caveats.count == 2)
    #expect(caveats.first?.hasPrefix("[1] 568 pt") == true)
    #expect(caveats.last?.hasPrefix("[2] 812 pt") == true)
    #expect(run.lines.last == "port: 10000 findings, 0 notes in 1 file")
  }

  @Test func badInputIsLocatedNotACrash() throws {
    let dir = try folder(bytes: [
      "a.swift": [0x6C, 0x65, 0x74, 0x0A, 0x78, 0xFF, 0x31],
      "b.m": [0x00, 0x01, 0x02],
      "c.swift": legacySwift,
      "d.storyboard": Array("<document>\n<view id=".utf8),
    ])
    let run = try insets(["port", "."], in: dir)
    #expect(run.status == 1)
    #expect(run.lines.contains("./a.swift:2:2: error: not UTF-8 text (byte 0xFF)"))
    #expect(run.lines.contains("./b.m:1:1: error: a binary file (a NUL byte), not source"))
    #expect(
      run.lines.contains { $0.hasPrefix("./d.storyboard:2:10: note: cannot judge what follows:") })
    #expect(run.lines.last == "port: 2 findings, 1 note in 4 files, 2 unreadable")
  }

  @Test func foldersSkipHiddenFoldersAndLinksThatLeave() throws {
    let outside = try folder(bytes: ["far.swift": legacySwift])
    let dir = try folder(bytes: [
      "src/a.swift": legacySwift, ".git/b.swift": legacySwift, "src/.hidden/c.swift": legacySwift,
    ])
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: dir.appendingPathComponent("src/away").path, withDestinationPath: outside.path)
    try manager.createSymbolicLink(
      atPath: dir.appendingPathComponent("src/inside.swift").path,
      withDestinationPath: dir.appendingPathComponent("src/a.swift").path)
    try manager.createSymbolicLink(
      atPath: dir.appendingPathComponent("src/loop").path, withDestinationPath: dir.path + "/src")
    let run = try insets(["port", "src"], in: dir)
    #expect(run.status == 1)
    let files = Set(
      run.lines.dropLast().filter { !$0.hasPrefix("[") }.map { String($0.split(separator: ":")[0]) }
    )
    #expect(files == ["src/a.swift", "src/inside.swift"])
  }

  @Test func tablesAreNeverWrittenOutsideTheFolder() throws {
    let elsewhere = try folder(bytes: [:])
    let dir = try folder(bytes: ["a/x.swift": legacySwift])
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: dir.appendingPathComponent("out/a").path, withDestinationPath: elsewhere.path)
    let run = try insets(["port", "--tables", "out", "a/x.swift"], in: dir)
    // A refused write is not a usage error.
    #expect(run.status == 1)
    #expect(run.stderr.contains("out/a is a symbolic link to "))
    #expect(run.stderr.contains(", outside out: nothing written"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    // A table one folder further down: refused before the folder beyond the
    // link is created (it was created, then refused).
    let deeper = try folder(bytes: ["a/sub/y.swift": legacySwift])
    try FileManager.default.createDirectory(
      at: deeper.appendingPathComponent("out"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: deeper.appendingPathComponent("out/a").path, withDestinationPath: elsewhere.path)
    let refused = try insets(["port", "--tables", "out", "a/sub/y.swift"], in: deeper)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("nothing written"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    // Nothing at all is written when one table of several is refused.
    try Data(legacySwift).write(to: deeper.appendingPathComponent("b.swift"))
    let two = try insets(["port", "--tables", "out", "b.swift", "a/sub/y.swift"], in: deeper)
    #expect(two.status == 1)
    #expect(two.stderr.contains("nothing written"))
    #expect(
      !FileManager.default.fileExists(atPath: deeper.appendingPathComponent("out/b.swift.md").path))
    // A table that is a link is not written through, and its target is kept.
    let target = elsewhere.appendingPathComponent("kept.md")
    try Data("kept".utf8).write(to: target)
    let linked = try folder(bytes: ["b/z.swift": legacySwift])
    try FileManager.default.createDirectory(
      at: linked.appendingPathComponent("out/b"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: linked.appendingPathComponent("out/b/z.swift.md").path,
      withDestinationPath: target.path)
    let throughLink = try insets(["port", "--tables", "out", "b/z.swift"], in: linked)
    #expect(throughLink.status == 1)
    #expect(throughLink.stderr.contains("out/b/z.swift.md is a symbolic link: nothing written"))
    #expect(try String(contentsOf: target, encoding: .utf8) == "kept")
    // A link inside the folder that stays inside it is followed.
    let inside = try folder(bytes: ["c/w.swift": legacySwift])
    try FileManager.default.createDirectory(
      at: inside.appendingPathComponent("out/real"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: inside.appendingPathComponent("out/c").path,
      withDestinationPath: inside.appendingPathComponent("out/real").path)
    let followed = try insets(["port", "--tables", "out", "c/w.swift"], in: inside)
    #expect(followed.status == 1)  // the findings
    #expect(followed.stderr.isEmpty)
    #expect(
      FileManager.default.fileExists(
        atPath: inside.appendingPathComponent("out/real/w.swift.md").path))
    // A relative path that climbs out is written inside the folder.
    let climb = try insets(
      ["port", "--tables", "out2", "../\(dir.lastPathComponent)/a/x.swift"], in: dir)
    #expect(climb.status == 1)
    #expect(
      FileManager.default.fileExists(
        atPath: dir.appendingPathComponent("out2/\(dir.lastPathComponent)/a/x.swift.md").path))
  }

  @Test func theDocsWalkthroughShowsTheToolsOwnOutput() throws {
    let page = try String(
      contentsOf: packageRoot.appendingPathComponent("docs/porting.md"), encoding: .utf8)
    let legacy = try insets(["port", "docs/porting/ListViewController.swift"])
    #expect(legacy.status == 1)
    for line in legacy.lines {
      #expect(page.contains(line + "\n"), "docs/porting.md is stale: \(line)")
    }
    let ported = try insets(["port", "docs/porting/ListViewController-ported.swift"])
    #expect(ported.status == 0)
    #expect(page.contains(ported.stdout))
    // The table the page quotes is the one the tool writes.
    let dir = try folder(bytes: [
      "docs/porting/ListViewController.swift": [UInt8](
        try Data(
          contentsOf: packageRoot.appendingPathComponent("docs/porting/ListViewController.swift")))
    ])
    _ = try insets(
      ["port", "--tables", "port-tables", "docs/porting/ListViewController.swift"], in: dir)
    let table = try String(
      contentsOf: dir.appendingPathComponent(
        "port-tables/docs/porting/ListViewController.swift.md"),
      encoding: .utf8)
    let quoted = table.components(separatedBy: "## `64` at lines 9, 14\n\n").last?
      .components(separatedBy: "\n\n").dropFirst().first
    let rows = try #require(quoted)
    #expect(page.contains(rows), "docs/porting.md quotes a stale table")
    let run = try insets(["run", "port-tables"], in: dir)
    #expect(page.contains(try #require(run.lines.last)))
    // The diff section quotes the diff and what it leaves.
    let diff = try insets(["port", "--diff", "docs/porting/FeedViewController.swift"])
    #expect(diff.status == 1)
    #expect(page.contains("$ cat port.diff\n" + diff.stdout + "$ git apply port.diff\n"))
    for line in diff.stderr.split(separator: "\n") {
      #expect(page.contains(line + "\n"), "docs/porting.md is stale: \(line)")
    }
    for line in run.lines where page.contains(String(line.prefix(60))) {
      #expect(page.contains(line), "docs/porting.md is stale: \(line)")
    }
  }

  /// `--diff` on the corpus's legacy files: `git apply` applies it, the
  /// sources are untouched by the tool itself, and the result rescans with
  /// only what the diff said it left.
  @Test func theDiffAppliesWithGitAndTheResultRescansClean() throws {
    let names = ["TimelineViewController.swift", "InboxViewController.m"]
    var files: [String: [UInt8]] = [:]
    for name in names {
      files["App/\(name)"] = [UInt8](
        try Data(
          contentsOf: packageRoot.appendingPathComponent("Tests/PortCorpus/legacy/\(name)")))
    }
    let dir = try folder(bytes: files)
    let before = try insets(["port", "App"], in: dir)
    let diff = try insets(["port", "--diff", "App"], in: dir)
    #expect(diff.status == 1)  // some findings have no sure rewrite
    #expect(
      diff.stdout.hasPrefix("--- a/App/InboxViewController.m\n+++ b/App/InboxViewController.m\n@@ ")
    )
    #expect(diff.stdout.contains("+    let contentTop = view.safeAreaInsets.top  // expect:"))
    #expect(
      diff.stdout.contains(
        "+        make.top.equalTo(self.view.mas_safeAreaLayoutGuideTop).offset(8);"))
    // `viewDidLoad`'s `isIPhoneX ? 88 : 64` runs before the safe area is set.
    #expect(!diff.stdout.contains("let navTop: CGFloat = view.safeAreaInsets.top"))
    // The tool wrote nothing.
    for name in names {
      #expect(
        try Data(contentsOf: dir.appendingPathComponent("App/\(name)"))
          == Data(files["App/\(name)"] ?? []))
    }
    let left = diff.stderr.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("[") }
    let summary = try #require(left.last)
    #expect(summary.hasPrefix("port --diff: "))
    // Each finding left says why it has no hunk.
    for line in left.dropLast() {
      #expect(line.contains("; no hunk: "), "\(line)")
    }
    try Data(diff.stdout.utf8).write(to: dir.appendingPathComponent("port.diff"))
    let (status, output) = try runProgram(["git", "apply", "port.diff"], in: dir)
    #expect(status == 0, "\(output)")
    let after = try insets(["port", "App"], in: dir)
    // What is left is what the diff listed as left (or less: a 44 beside a
    // 49 that now reads the safe area is the app's own), nothing new.
    let leftLines = Set(left.dropLast().map { $0.components(separatedBy: ": warning: ")[0] })
    let afterLines = after.lines.dropLast().filter { $0.contains(": warning: ") }
    for line in afterLines {
      #expect(leftLines.contains(line.components(separatedBy: ": warning: ")[0]), "\(line)")
    }
    #expect(afterLines.count < before.lines.count - 1)
    // A file whose every finding has a sure rewrite rescans clean.
    let feed = try folder(bytes: [
      "Feed.swift": Array(
        """
        final class Feed: UIViewController {
          let tableView = UITableView()
          override func viewDidLoad() {
            super.viewDidLoad()
            automaticallyAdjustsScrollViewInsets = false
            banner.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true
          }
          override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            banner.frame.origin.y = 64
            let available = view.bounds.height - 64 - 49
            let top: CGFloat = isIPhoneX ? 88 : 64
            print(available, top)
          }
        }
        """.utf8)
    ])
    let feedDiff = try insets(["port", "--diff", "Feed.swift"], in: feed)
    #expect(feedDiff.status == 0, "\(feedDiff.stderr)")
    try Data(feedDiff.stdout.utf8).write(to: feed.appendingPathComponent("feed.diff"))
    #expect(try runProgram(["git", "apply", "feed.diff"], in: feed).status == 0)
    let clean = try insets(["port", "Feed.swift"], in: feed)
    #expect(clean.status == 0, "\(clean.stdout)")
    #expect(clean.lines == ["port: 0 findings, 0 notes in 1 file"])
    // A path given in full is named relative to the folder it runs in, as
    // `git apply` there needs (the plugin runs it in the package's root).
    let again = try folder(bytes: [
      "Sources/App/Feed.swift": Array(
        """
        final class Feed: UIViewController {
          override func viewDidLayoutSubviews() {
            banner.frame.origin.y = 64
          }
        }
        """.utf8)
    ])
    let full = again.appendingPathComponent("Sources/App/Feed.swift").path
    let named = try insets(["port", "--diff", full], in: again)
    #expect(named.stdout.hasPrefix("--- a/Sources/App/Feed.swift\n+++ b/Sources/App/Feed.swift\n"))
    try Data(named.stdout.utf8).write(to: again.appendingPathComponent("named.diff"))
    #expect(try runProgram(["git", "apply", "named.diff"], in: again).status == 0)
  }

  /// `--format sarif`: a SARIF 2.1.0 log with what code scanning needs.
  @Test func sarifHasTheSchemasRequiredFields() throws {
    let run = try insets(["port", "--format", "sarif", "Tests/PortSamples/legacy"])
    #expect(run.status == 1)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require(
      (runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "insets port")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.count == 57)
    for result in results {
      #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      #expect(["warning", "note", "error"].contains(result["level"] as? String ?? ""))
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
      let location = try #require((result["locations"] as? [[String: Any]])?.first)
      let physical = try #require(location["physicalLocation"] as? [String: Any])
      let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
      #expect(uri.hasPrefix("Tests/PortSamples/legacy/"))
      let region = try #require(physical["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1)
      #expect((region["startColumn"] as? Int ?? 0) >= 1)
    }
  }
}
