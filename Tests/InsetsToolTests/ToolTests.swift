import Foundation
import Testing

private let passing = """
  # Passing
  | scenario | safeAreaInsets | contentSize | adjustedContentInset? |
  |---|---|---|---|
  | tall | {88, 0, 34, 0} | {375, 2000} | {88, 0, 34, 0} |
  """

private let failing = """
  # Failing
  | scenario | safeAreaInsets | contentSize | adjustedContentInset? |
  |---|---|---|---|
  | wrong | {88, 0, 34, 0} | {375, 2000} | {0, 0, 0, 0} |
  """

@Suite("insets tool, end to end")
struct ToolTests {
  @Test func runsTheBundledScenariosByDefault() throws {
    let run = try insets(["run"])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    let last = try #require(run.lines.last)
    #expect(last.hasPrefix("scenarios: "))
    #expect(last.hasSuffix(" passed, 0 failed"))
    #expect(run.lines.count == 1)
  }

  @Test func passingFileExitsZero() throws {
    let dir = try folder(["a.md": passing])
    let run = try insets(["run", "a.md"], in: dir)
    #expect(run.status == 0)
    #expect(run.lines == ["scenarios: 1 passed, 0 failed"])
    #expect(run.stderr.isEmpty)
  }

  @Test func failedRowExitsOneWithTheContractLine() throws {
    let dir = try folder(["a.md": passing, "b.md": failing])
    let run = try insets(["run", "."], in: dir)
    #expect(run.status == 1)
    #expect(
      run.lines == [
        "./b.md:4: failed: adjustedContentInset? expected {0, 0, 0, 0}, got {88, 0, 34, 0}",
        "scenarios: 1 passed, 1 failed",
      ])
  }

  @Test func foldersAreSearchedRecursivelyInSortedOrder() throws {
    let dir = try folder([
      "z.md": failing, "sub/b.md": failing, "sub/a.md": failing, "notes.txt": failing,
      ".hidden/c.md": failing,
    ])
    let run = try insets(["run", "."], in: dir)
    #expect(run.status == 1)
    let files: [String] = run.lines.dropLast().map { line in
      line.split(separator: ":").first.map(String.init) ?? ""
    }
    #expect(files == ["./sub/a.md", "./sub/b.md", "./z.md"])
    #expect(run.lines.last == "scenarios: 0 passed, 3 failed")
  }

  @Test func errorsAreLocatedAndOtherTablesStillRun() throws {
    let dir = try folder([
      "bad.md": """
      # Misspelt
      | contentInsets | adjustedContentInset? |
      |---|---|
      | zero | zero |

      # Short row
      | contentInset | adjustedContentInset? |
      |---|---|
      | zero |

      # Bad notation
      | contentInset | adjustedContentInset? |
      |---|---|
      | {1, 2, 3} | zero |

      # Still runs
      | contentInset | adjustedContentInset? |
      |---|---|
      | {1, 2, 3, 4} | {1, 2, 3, 4} |
      """
    ])
    let run = try insets(["run", "bad.md"], in: dir)
    #expect(run.status == 1)
    #expect(
      run.lines == [
        "bad.md:2:3: error: unknown key `contentInsets` (did you mean `contentInset`?)",
        "bad.md:9:9: error: ragged row: 1 cell, but the header has 2",
        "bad.md:14:3: error: `contentInset`: insets take 4 numbers {top, left, bottom, right}, found 3",
        "scenarios: 1 passed, 3 failed",
      ])
  }

  @Test func missingPathIsAUsageError() throws {
    let run = try insets(["run", "no/such/place"])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("no such file or folder: no/such/place"))
  }

  @Test func missingDefaultFolderIsAUsageError() throws {
    let dir = try folder([:])
    let run = try insets(["run"], in: dir)
    #expect(run.status == 2)
    #expect(run.stderr.contains("no such file or folder: Scenarios"))
  }

  /// A misspelt command gets the nearest one, as unknown keys do.
  @Test func aMisspeltCommandGetsTheNearest() throws {
    let run = try insets(["runn"])
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("error: unknown command `runn` (did you mean `run`?)\n"))
    #expect(
      try insets(["help", "explian"]).stderr.hasPrefix(
        "error: unknown command `explian` (did you mean `explain`?)\n"))
    #expect(try insets(["xyzzy"]).stderr.hasPrefix("error: unknown command `xyzzy`\n"))
  }

  @Test func unknownFlagAndCommandAreUsageErrors() throws {
    #expect(try insets(["run", "--frobnicate"]).status == 2)
    #expect(try insets(["--frobnicate"]).status == 2)
    #expect(try insets(["frobnicate"]).status == 2)
    #expect(try insets([]).status == 2)
  }

  /// `--jobs N` decides rows on N threads and reports the same, in the
  /// same order; anything but a whole number from 1 to 64 is a usage error
  /// that names the option.
  @Test func jobsReportTheSameAndAreChecked() throws {
    // Enough rows to be shared out, with failures among them.
    var rows = ""
    for i in 0..<400 {
      let top = 20 + i % 60
      let expected = i % 37 == 5 ? "{0, 0, 0, 0}" : "{\(top), 0, 34, 0}"
      rows += "| r\(i) | {\(top), 0, 34, 0} | {375, 2000} | \(expected) |\n"
    }
    let table = """
      # Many
      | scenario | safeAreaInsets | contentSize | adjustedContentInset? |
      |---|---|---|---|

      """ + rows
    let dir = try folder(["a.md": table])
    let one = try insets(["run", "--jobs", "1", "--format", "json", "a.md"], in: dir)
    #expect(one.status == 1)
    for jobs in ["2", "7", "64"] {
      let many = try insets(["run", "--jobs", jobs, "--format", "json", "a.md"], in: dir)
      #expect(many.status == 1)
      #expect(many.stdout == one.stdout, "--jobs \(jobs)")
    }
    let text = try insets(["run", "--jobs", "3", "a.md"], in: dir)
    #expect(text.lines.last == "scenarios: 389 passed, 11 failed")
    for bad in ["0", "65", "-1", "two", "1.5", ""] {
      let run = try insets(["run", "--jobs", bad, "a.md"], in: dir)
      #expect(run.status == 2, "--jobs \(bad)")
      #expect(run.stderr.contains("--jobs takes a whole number from 1 to 64"), "\(run.stderr)")
    }
  }

  @Test func helpDescribesTheTool() throws {
    let help = try insets(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: insets <command>"))
    #expect(help.stdout.contains("insets help <command>"))
    #expect(help.stdout.contains("  run               Run every scenario table"))
    let helpRun = try insets(["help", "run"])
    #expect(helpRun.status == 0)
    #expect(helpRun.stdout.contains("USAGE: insets run [--format"))
    #expect(try insets(["help", "frobnicate"]).status == 2)
    let runHelp = try insets(["run", "--help"])
    #expect(runHelp.status == 0)
    #expect(runHelp.stdout.contains("scenarios: N passed, M failed"))
    #expect(runHelp.stdout.contains("Default: Scenarios/"))
  }

  @Test func doubleDashTakesPathsThatLookLikeFlags() throws {
    let dir = try folder(["-odd.md": passing])
    let run = try insets(["run", "--", "-odd.md"], in: dir)
    #expect(run.status == 0)
    #expect(run.lines == ["scenarios: 1 passed, 0 failed"])
  }

  @Test func runWritesNothing() throws {
    let dir = try folder(["b.md": failing])
    let before = try Data(contentsOf: dir.appendingPathComponent("b.md"))
    _ = try insets(["run", "b.md"], in: dir)
    let after = try Data(contentsOf: dir.appendingPathComponent("b.md"))
    #expect(before == after)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["b.md"])
  }

  @Test func aFolderGivenAsAFileAndAnUnreadableFile() throws {
    let dir = try folder(["ok.md": passing])
    let locked = dir.appendingPathComponent("locked.md")
    try Data(passing.utf8).write(to: locked)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked.path)
    }
    let run = try insets(["run", "locked.md", "ok.md"], in: dir)
    if FileManager.default.isReadableFile(atPath: locked.path) {
      // Running as root: permissions do not stop reading.
      #expect(run.status == 0)
    } else {
      #expect(run.status == 1)
      #expect(run.lines.first?.hasPrefix("locked.md:1:1: error: the file cannot be read") == true)
      #expect(run.lines.last == "scenarios: 1 passed, 1 failed")
    }
  }

  @Test func devicesListsTheCatalog() throws {
    let run = try insets(["devices"])
    #expect(run.status == 0)
    #expect(run.lines.first?.hasPrefix("| device | runs | size | scale | portrait |") == true)
    let x = try #require(run.lines.first { $0.hasPrefix("| iPhone X |") })
    #expect(x.contains("| iOS 11–16 | {375, 812} | 3 | {44, 0, 34, 0} | {0, 44, 21, 44} |"))
    #expect(
      run.lines.contains {
        $0.hasPrefix("| iPad Pro (11-inch) (2nd generation)") && $0.contains("{32, 0, 25, 0}")
      })
    // A device whose numbers rest on one source says so.
    #expect(
      run.lines.contains { $0.hasPrefix("| iPhone 17e |") && $0.contains("**single source**") })
    #expect(run.stdout.contains("the iPhone 18 Pro (iOS 27) has no published measurement"))
    #expect(try insets(["devices", "--bogus"]).status == 2)
  }

  @Test func recordFillsBlankOutputsThenRunPasses() throws {
    let blank = """
      # Blank
      | scenario | device | iOSVersion | navigationBar | rootSafeAreaInsets? | navigationBarHeight? |
      |---|---|---|---|---|---|
      | x | iPhone X | 16 | visible | | |
      """
    let dir = try folder([
      "t.md": blank,
      "bad.md": failing.replacingOccurrences(of: "safeAreaInsets |", with: "safeAreaInset |"),
    ])
    let record = try insets(["record", "t.md"], in: dir)
    #expect(record.status == 0)
    #expect(record.lines == ["t.md: 2 cells recorded", "record: 2 cells in 1 file, 0 refused"])
    let text = try String(contentsOf: dir.appendingPathComponent("t.md"), encoding: .utf8)
    #expect(text.contains("| x | iPhone X | 16 | visible | {88, 0, 34, 0} | 44 |"))
    #expect(try insets(["run", "t.md"], in: dir).status == 0)
    // No temporary file is left behind.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["bad.md", "t.md"])

    let before = try Data(contentsOf: dir.appendingPathComponent("bad.md"))
    let refused = try insets(["record", "bad.md"], in: dir)
    #expect(refused.status == 1)
    // A header in error refuses its table's rows, which stay as they are.
    #expect(refused.lines.contains("bad.md: 0 cells recorded; 1 row refused (an error), unchanged"))
    #expect(refused.lines.last == "record: 0 cells in 1 file, 0 refused, 1 row refused")
    #expect(try Data(contentsOf: dir.appendingPathComponent("bad.md")) == before)
    #expect(try insets(["record"], in: dir).status == 2)
    #expect(try insets(["record", "--bogus", "t.md"], in: dir).status == 2)
  }

  @Test func explainPrintsTheTreeAndExitsOnTheRow() throws {
    let dir = try folder(["b.md": failing])
    let run = try insets(["explain", "b.md:4"], in: dir)
    #expect(run.status == 1)
    #expect(run.stdout.contains("adjustedContentInset? = {88, 0, 34, 0}   ✗ expected {0, 0, 0, 0}"))
    #expect(run.stdout.contains("└── adjustedContentInset [1 UIScrollView] = {88, 0, 34, 0}"))
    #expect(try insets(["explain", "b.md:2"], in: dir).status == 2)
    let adHoc = try insets([
      "explain", "device=iPhone 8", "iOSVersion=16", "windowSafeAreaInsets?={20, 0, 0, 0}",
    ])
    #expect(adHoc.status == 0)
  }

  @Test func formatsAndColour() throws {
    let dir = try folder(["b.md": failing])
    let json = try insets(["run", "--format", "json", "b.md"], in: dir)
    #expect(json.status == 1)
    #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any])
    let junit = try insets(["run", "--format=junit", "b.md"], in: dir)
    #expect(junit.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
    let github = try insets(["run", "--format", "github", "b.md"], in: dir)
    #expect(github.lines.first?.hasPrefix("::error file=b.md,line=4,title=wrong::") == true)
    #expect(try insets(["run", "--format", "yaml", "b.md"], in: dir).status == 2)
    #expect(try insets(["run", "--format"], in: dir).status == 2)
    // A pipe is not a terminal: no colour.
    #expect(!(try insets(["run", "b.md"], in: dir)).stdout.contains("\u{1B}["))
  }

  @Test func htmlReportIsSelfContainedWithDiagramsForFailedRows() throws {
    let dir = try folder(["a.md": passing, "b.md": failing])
    let run = try insets(["run", "--html", "report.html", "."], in: dir)
    #expect(run.status == 1)
    #expect(run.lines.last == "scenarios: 1 passed, 1 failed")
    let html = try String(contentsOf: dir.appendingPathComponent("report.html"), encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.components(separatedBy: "<svg").count - 1 == 1)
    #expect(!html.contains("<script"))
    #expect(!html.contains("<link"))
    #expect(
      html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").range(of: "http") == nil
    )
    #expect(html.contains("adjustedContentInset?</code> expected <code>{0, 0, 0, 0}</code>"))
  }

  @Test func drawWritesAnSVG() throws {
    let dir = try folder(["b.md": failing])
    let run = try insets(["draw", "b.md:4", "-o", "b.svg"], in: dir)
    #expect(run.status == 0)
    let svg = try String(contentsOf: dir.appendingPathComponent("b.svg"), encoding: .utf8)
    #expect(svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains("adjustedContentInset? expected {0, 0, 0, 0}, got {88, 0, 34, 0}"))
    let stdout = try insets(["draw", "device=iPhone 8", "iOSVersion=16", "navigationBar=visible"])
    #expect(stdout.status == 0)
    #expect(stdout.stdout.contains("navigation bar {{0, 20}, {375, 44}}"))
    #expect(try insets(["draw"]).status == 2)
    #expect(try insets(["draw", "b.md:1"], in: dir).status == 2)
  }

  /// The README's picture is the drawing of its example row. Re-record it with
  /// `INSETS_RECORD_GOLDEN=1 swift test --filter readmePicture`.
  /// The README's `explain` transcript is the tool's own output, abridged:
  /// each line it shows is a whole line of the output, in the output's
  /// order, and `…` stands for the lines it leaves out.
  @Test func readmeExplainTranscriptIsTheToolsOwnOutput() throws {
    let page = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let command = "$ swift run insets explain docs/examples/hard-coded.md:9\n"
    let after = try #require(page.components(separatedBy: command).dropFirst().first)
    let shown = try #require(after.components(separatedBy: "```").first)
      .split(separator: "\n").map(String.init).filter { $0 != "…" }
    #expect(shown.count > 5)
    let run = try insets(["explain", "docs/examples/hard-coded.md:9"])
    var rest = run.lines[...]
    for line in shown {
      guard let at = rest.firstIndex(of: line) else {
        Issue.record("README's explain transcript is stale: \(line)")
        return
      }
      rest = rest[(at + 1)...]
    }
  }

  @Test func readmePictureIsTheDrawingOfItsExample() throws {
    let run = try insets(["draw", "docs/examples/hard-coded.md:9"])
    #expect(run.status == 0)
    let golden = packageRoot.appendingPathComponent("docs/walkthrough.svg")
    if ProcessInfo.processInfo.environment["INSETS_RECORD_GOLDEN"] == "1" {
      try Data(run.stdout.utf8).write(to: golden, options: .atomic)
    }
    let expected = try String(contentsOf: golden, encoding: .utf8)
    #expect(run.stdout == expected, "docs/walkthrough.svg is stale: re-record it (see the comment)")
    // And the example fails as the README says.
    let failing = try insets(["run", "docs/examples"])
    #expect(failing.status == 1)
    #expect(
      failing.lines.first
        == "docs/examples/hard-coded.md:9: failed: adjustedContentInset? expected {64, 0, 49, 0}, got {116, 0, 83, 0}"
    )
  }
}

/// Splits a command line as a shell would for the help examples: spaces
/// separate words, double quotes group them.
private func words(_ line: String) -> [String] {
  var result: [String] = []
  var current = ""
  var quoted = false
  var inWord = false
  for c in line {
    if c == "\"" {
      quoted.toggle()
      inWord = true
    } else if c == " " && !quoted {
      if inWord { result.append(current) }
      current = ""
      inWord = false
    } else {
      current.append(c)
      inWord = true
    }
  }
  if inWord { result.append(current) }
  return result
}

@Suite("insets tool: help, parity, files")
struct ToolContractTests {
  /// Every example of every help page runs, from a folder holding a copy of
  /// the bundled scenarios, and succeeds.
  @Test func everyHelpExampleRuns() throws {
    let top = try insets(["--help"])
    let commands = top.lines.drop { !$0.hasPrefix("COMMANDS:") }.dropFirst()
      .prefix { !$0.isEmpty }.compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(commands.count >= 7)
    let dir = try folder([:])
    // What the examples read: the scenarios, the docs' samples and the
    // porting samples.
    for path in ["Scenarios", "docs", "Tests/PortSamples"] {
      let target = dir.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: packageRoot.appendingPathComponent(path), to: target)
    }
    var examples = 0
    for command in commands {
      let help = try insets(["help", command])
      #expect(help.status == 0, "insets help \(command)")
      #expect(help.stdout == (try insets([command, "--help"])).stdout, "\(command)")
      let lines = help.lines.drop { $0 != "EXAMPLES:" }.dropFirst().prefix { !$0.isEmpty }
      for line in lines {
        let argv = words(line.trimmingCharacters(in: .whitespaces))
        guard argv.first == "insets" else { continue }
        examples += 1
        let run = try insets(Array(argv.dropFirst()), in: dir)
        #expect(
          run.status == 0, "`\(line)` exited \(run.status): \(run.stderr)\(run.lines.prefix(3))")
      }
    }
    #expect(examples >= 10)
  }

  /// `explain` reports a table's errors as `run` does: the same lines, exit 1.
  @Test func explainReportsErrorsAsRunDoes() throws {
    let dir = try folder([
      "header.md": "| device | device |\n|---|---|\n| iPhone 17 | iPhone 17 |\n",
      "ragged.md": "| device | scale? |\n|---|---|---|\n| iPhone 17 | 3 |\n",
    ])
    for file in ["header.md", "ragged.md"] {
      let run = try insets(["run", file], in: dir)
      let explain = try insets(["explain", "\(file):3"], in: dir)
      #expect(run.status == 1 && explain.status == 1, "\(file)")
      let error = try #require(run.lines.first)
      #expect(explain.lines.contains(error), "\(file): \(explain.lines)")
    }
    try Data([0x7C, 0x20, 0xFF, 0x0A]).write(to: dir.appendingPathComponent("binary.md"))
    let run = try insets(["run", "binary.md"], in: dir)
    let explain = try insets(["explain", "binary.md:1"], in: dir)
    #expect(explain.status == 1)
    #expect(explain.lines.first == run.lines.first)
    let missing = try insets(["explain", "missing.md:3"], in: dir)
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("missing.md: the file does not exist"))
    // A row with a bad cell: an error, exit 1, as `run` (not a usage error).
    let bad = try folder(["bad.md": "| device |\n|---|\n| iPhone 99 |\n"])
    #expect(try insets(["draw", "bad.md:3"], in: bad).status == 1)
    #expect(try insets(["explain", "bad.md:3"], in: bad).status == 1)
    // Control characters a user wrote never reach the terminal raw.
    let escaped = try insets(["run", "--format", "x\u{1B}[31m"], in: bad)
    #expect(escaped.status == 2)
    #expect(!escaped.stderr.contains("\u{1B}"))
  }

  /// `record` and `explain` print the reader's warnings and notes as `run`
  /// does: located, in file order; they change no exit status.
  @Test func recordAndExplainPrintTheReadersWarningsAndNotes() throws {
    let text = """
      <!-- insets:skip -->
      Prose.

      - | scenario | device | windowSafeAreaInsets? |
        |---|---|---|
        | listed | iPhone 17 | |

      | scenario | device | windowSafeAreaInsets? |
      |---|---|---|
      | top | iPhone 17 | |
      """
    let dir = try folder(["w.md": text])
    let warning =
      "w.md:1:1: warning: this `<!-- insets:skip -->` skips nothing: it applies only to a table "
      + "directly below it (blank lines aside)"
    let note =
      "w.md:4:3: note: this table is inside a list item: it is documentation and does not run"
    let run = try insets(["run", "w.md"], in: dir)
    let nothing =
      "w.md:10:3: warning: the row checks nothing: its output cells are blank (`insets record` "
      + "fills them)"
    #expect(run.lines == [warning, note, nothing, "scenarios: 0 passed, 0 failed"])

    let record = try insets(["record", "w.md"], in: dir)
    #expect(record.status == 0)
    #expect(
      record.lines == [
        warning, note, "w.md: 1 cell recorded", "record: 1 cell in 1 file, 0 refused",
      ])
    let recorded = try String(contentsOf: dir.appendingPathComponent("w.md"), encoding: .utf8)
    #expect(recorded.contains("| listed | iPhone 17 | |"))
    #expect(recorded.contains("| top | iPhone 17 | {62, 0, 34, 0} |"))

    let explain = try insets(["explain", "w.md:10"], in: dir)
    #expect(explain.status == 0)
    #expect(Array(explain.lines.prefix(3)) == ["w.md:10: top", warning, note])

    // A line of the table in the list item is no row: the note says why.
    let listed = try insets(["explain", "w.md:6"], in: dir)
    #expect(listed.status == 2)
    #expect(listed.stderr.contains(note + "\nerror: no scenario table row at w.md:6"))

    // A refused row prints its errors and the warnings in file order.
    let bad = try folder(["b.md": text.replacingOccurrences(of: "| top |", with: "| top | x |")])
    let refused = try insets(["record", "b.md"], in: bad)
    #expect(refused.status == 1)
    #expect(
      Array(refused.lines.prefix(3)).map { $0.prefix(8) } == ["b.md:1:1", "b.md:4:3", "b.md:10:"])
    #expect(refused.lines.contains("b.md: 0 cells recorded; 1 row refused (an error), unchanged"))
  }

  /// `record` keeps a file's mode, refuses a read-only file and a file with
  /// several hard links, and never follows a link out of a given folder.
  @Test func recordKeepsAndRefusesFiles() throws {
    let blank = "| device | windowSafeAreaInsets? |\n|---|---|\n| iPhone 17 | |\n"
    let dir = try folder(["keep.md": blank, "locked.md": blank, "linked.md": blank])
    let fm = FileManager.default
    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
    try fm.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path("keep.md"))
    #expect(try insets(["record", "keep.md"], in: dir).status == 0)
    #expect(try fm.attributesOfItem(atPath: path("keep.md"))[.posixPermissions] as? Int == 0o640)
    #expect(try String(contentsOfFile: path("keep.md"), encoding: .utf8).contains("{62, 0, 34, 0}"))

    // Refused as root too (most CI containers run as root, for whom access(2)
    // allows any write): the file has no write bit.
    try fm.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path("locked.md"))
    let locked = try insets(["record", "locked.md"], in: dir)
    #expect(locked.status == 1)
    #expect(
      locked.lines.first
        == "locked.md:1:1: error: the file is read-only (mode 444): make it writable to record "
        + "into it; it is unchanged")
    #expect(try String(contentsOfFile: path("locked.md"), encoding: .utf8) == blank)
    #expect(try fm.attributesOfItem(atPath: path("locked.md"))[.posixPermissions] as? Int == 0o444)

    try fm.linkItem(atPath: path("linked.md"), toPath: path("second-name.md"))
    let linked = try insets(["record", "linked.md"], in: dir)
    #expect(linked.status == 1)
    #expect(
      linked.lines.first
        == "linked.md:1:1: error: the file has 2 hard links: replacing it atomically would split "
        + "them; it is unchanged")
    #expect(try String(contentsOfFile: path("second-name.md"), encoding: .utf8) == blank)

    // A link inside a folder that leads out of it: skipped with a note.
    let outside = try folder(["outside.md": blank])
    let inside = try folder([:])
    try fm.createSymbolicLink(
      atPath: inside.appendingPathComponent("escape.md").path,
      withDestinationPath: outside.appendingPathComponent("outside.md").path)
    let escape = try insets(["record", "."], in: inside)
    #expect(escape.stdout.contains("note: a link to"))
    #expect(
      try String(contentsOf: outside.appendingPathComponent("outside.md"), encoding: .utf8) == blank
    )
    // Named directly, a link is followed and stays a link.
    #expect(try insets(["record", "escape.md"], in: inside).status == 0)
    #expect(
      try fm.destinationOfSymbolicLink(atPath: inside.appendingPathComponent("escape.md").path)
        == outside.appendingPathComponent("outside.md").path)
    #expect(
      try String(contentsOf: outside.appendingPathComponent("outside.md"), encoding: .utf8)
        .contains("{62, 0, 34, 0}"))
  }

  /// `record` killed at any moment leaves the file old or new, never a mix;
  /// the next `record` in the folder removes any temporary file a kill
  /// left. The kills land during the write: the test waits until the
  /// temporary file appears, then kills after 0 to 20 ms.
  @Test func recordKilledLeavesTheOldFileOrTheNewAndNoTemporary() throws {
    // Mostly prose, so that the write is of a few megabytes.
    let rows = "| scenario | device | orientation | rootSafeAreaInsets? |\n|---|---|---|---|\n"
    var text = rows
    for i in 0..<200 {
      text += "| row \(i) | iPhone 17 | \(i % 2 == 0 ? "portrait" : "landscape") | |\n"
    }
    text +=
      "\n" + String(repeating: "Prose that record copies as it is, byte for byte.\n", count: 60_000)
    // A small table beside it: recording it removes the folder's abandoned
    // temporaries, as recording the big file again would, in a tenth of the
    // debug tool's time (the reader's time is in the prose's bytes).
    let small = rows + "| small | iPhone 17 | portrait | |\n"
    let dir = try folder(["big.md": text, "copy.md": text, "small.md": small])
    #expect(try insets(["record", "copy.md"], in: dir).status == 0)
    let old = Data(text.utf8)
    let new = try Data(contentsOf: dir.appendingPathComponent("copy.md"))
    #expect(old != new)
    let binary = try insetsBinary()
    func temporaries() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: dir.path).filter {
        $0.hasPrefix(".insets-")
      }
    }
    for delay in [0, 0, 1_000, 2_000, 5_000, 10_000, 20_000] {
      try old.write(to: dir.appendingPathComponent("big.md"))
      let process = Process()
      process.executableURL = binary
      process.arguments = ["record", "big.md"]
      process.currentDirectoryURL = dir
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      while process.isRunning, try temporaries().isEmpty { usleep(200) }
      usleep(useconds_t(delay))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let after = try Data(contentsOf: dir.appendingPathComponent("big.md"))
      #expect(after == old || after == new, "killed after \(delay) µs: a mix of old and new")
      // The next run in the folder removes what a kill left.
      #expect(try insets(["record", "small.md"], in: dir).status == 0)
      #expect(try temporaries() == [], "killed after \(delay) µs: a temporary file remains")
    }
    // What the last kill left, recorded again, is the new file.
    #expect(try insets(["record", "big.md"], in: dir).status == 0)
    #expect(try temporaries() == [])
    #expect(try Data(contentsOf: dir.appendingPathComponent("big.md")) == new)
  }

  /// The next `record` removes an unlocked `.insets-XXXXXX` (a killed
  /// record's), keeps one a live writer holds locked, and keeps any other
  /// hidden file.
  @Test func recordRemovesOnlyAbandonedTemporaries() throws {
    let blank = "| device | windowSafeAreaInsets? |\n|---|---|\n| iPhone 17 | |\n"
    let dir = try folder([
      "t.md": blank, ".insets-Ab12Cd": "abandoned", ".insets-Live99": "a writer holds it",
      ".insets-notours": "seven characters", ".other": "kept",
    ])
    let live = open(dir.appendingPathComponent(".insets-Live99").path, O_RDONLY)
    #expect(live >= 0)
    defer { close(live) }
    #expect(flock(live, LOCK_EX) == 0)
    let run = try insets(["record", "t.md"], in: dir)
    #expect(run.status == 0)
    #expect(
      run.lines.first?.hasSuffix(
        "/.insets-Ab12Cd:1:1: note: removed a temporary file an interrupted record left") == true)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        == [".insets-Live99", ".insets-notours", ".other", "t.md"])
    // A dry run removes nothing.
    #expect(
      FileManager.default.createFile(
        atPath: dir.appendingPathComponent(".insets-Xy34Zw").path, contents: nil))
    #expect(try insets(["record", "--dry-run", "t.md"], in: dir).status == 0)
    #expect(
      FileManager.default.fileExists(atPath: dir.appendingPathComponent(".insets-Xy34Zw").path))
  }

  /// A file name of 250 bytes is recorded: the temporary's name is short.
  @Test func recordWritesBesideALongFileName() throws {
    let name = String(repeating: "n", count: 247) + ".md"
    #expect(name.utf8.count == 250)
    let blank = "| device | windowSafeAreaInsets? |\n|---|---|\n| iPhone 17 | |\n"
    let dir = try folder([name: blank])
    let run = try insets(["record", name], in: dir)
    #expect(run.status == 0, "\(run.stdout)")
    #expect(
      try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
        .contains("{62, 0, 34, 0}"))
  }

  /// `record` prints every written value it replaces, `FILE:LINE: KEY? old →
  /// new`; `--dry-run` prints the same and writes nothing; `--record` picks
  /// the cells written, as swift-snapshot-testing's record modes.
  @Test func recordPrintsWhatItReplacesAndHasModes() throws {
    let text = """
      | device | navigationBar | tabBar | rootSafeAreaInsets? | windowSafeAreaInsets? |
      |---|---|---|---|---|
      | iPhone 17 | visible | visible | {98, 0, 83, 0} | |
      | iPhone 17 | | | {62, 0, 34.0, 0} | |

      """
    let dir = try folder(["t.md": text])
    let file = dir.appendingPathComponent("t.md")
    // A dry run prints each line it would change, as a table diff.
    let dry = try insets(["record", "--dry-run", "t.md"], in: dir)
    #expect(dry.status == 0)
    #expect(
      dry.lines == [
        "--- t.md", "+++ t.md", "@@ -3,2 +3,2 @@",
        "-| iPhone 17 | visible | visible | {98, 0, 83, 0} | |",
        "-| iPhone 17 | | | {62, 0, 34.0, 0} | |",
        "+| iPhone 17 | visible | visible | {116, 0, 83, 0} | {62, 0, 34, 0} |",
        "+| iPhone 17 | | | {62, 0, 34.0, 0} | {62, 0, 34, 0} |",
        "t.md: 3 cells would be recorded (1 written value replaced)",
        "record --dry-run: 3 cells in 1 file would be recorded, 0 refused; nothing written",
      ])
    #expect(try String(contentsOf: file, encoding: .utf8) == text)
    let all = try insets(["record", "--dry-run", "--record", "all", "t.md"], in: dir)
    #expect(all.lines.contains("+| iPhone 17 | | | {62, 0, 34, 0}   | {62, 0, 34, 0} |"))
    #expect(try String(contentsOf: file, encoding: .utf8) == text)
    let missing = try insets(["record", "--record=missing", "t.md"], in: dir)
    #expect(missing.lines.first == "t.md: 2 cells recorded")
    #expect(try String(contentsOf: file, encoding: .utf8).contains("{98, 0, 83, 0}"))
    let failed = try insets(["record", "t.md"], in: dir)
    #expect(
      failed.lines == [
        "t.md:3: rootSafeAreaInsets? {98, 0, 83, 0} → {116, 0, 83, 0}",
        "t.md: 1 cell recorded (1 written value replaced)", "record: 1 cell in 1 file, 0 refused",
      ])
    #expect(try String(contentsOf: file, encoding: .utf8).contains("{62, 0, 34.0, 0}"))
    let bad = try insets(["record", "--record", "some", "t.md"], in: dir)
    #expect(bad.status == 2)
    #expect(
      bad.stderr.hasPrefix(
        "error: unknown record mode `some`: the record modes are missing, failed, all"))
    #expect(try insets(["record", "--only-empty", "--record", "all", "t.md"], in: dir).status == 2)
  }

  /// A named pipe, a device or a socket, named directly, found in a folder or
  /// behind a link, is refused or skipped by run, record and explain; none
  /// of them waits on it.
  @Test func blockingFilesAreRefusedNotWaitedOn() throws {
    let blank = "| device | windowSafeAreaInsets? |\n|---|---|\n| iPhone 17 | {62, 0, 34, 0} |\n"
    let dir = try folder(["t.md": blank])
    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
    #expect(mkfifo(path("pipe.md"), 0o644) == 0)
    #expect(symlink(path("pipe.md"), path("link.md")) == 0)
    #expect(symlink("/dev/zero", path("zero.md")) == 0)
    // A Unix socket, bound at a path.
    let sock = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(sock) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let socketPath = path("socket.md")
    #expect(socketPath.utf8.count < MemoryLayout.size(ofValue: address.sun_path))
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (i, b) in socketPath.utf8.enumerated() { raw[i] = b }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(sock, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    #expect(bound == 0)
    for (name, kind) in [
      ("pipe.md", "a named pipe (FIFO)"), ("link.md", "a named pipe (FIFO)"),
      ("zero.md", "a device"), ("socket.md", "a socket"),
    ] {
      let run = try insets(["run", name], in: dir, timeout: 20)
      #expect(run.status == 1)
      #expect(run.lines.first == "\(name):1:1: error: the file is \(kind), not a file")
      let record = try insets(["record", name], in: dir, timeout: 20)
      #expect(record.status == 1)
      #expect(record.lines.first == "\(name):1:1: error: the file is \(kind), not a file")
      let explain = try insets(["explain", "\(name):3"], in: dir, timeout: 20)
      #expect(explain.status == 2)
      #expect(explain.stderr.hasPrefix("error: \(name): the file is \(kind), not a file\n"))
    }
    // In a folder: skipped with a note, and the table beside them runs.
    let folderRun = try insets(["run", "."], in: dir, timeout: 20)
    #expect(folderRun.status == 0)
    #expect(
      folderRun.lines.contains("./pipe.md:1:1: note: a named pipe (FIFO), not a file: skipped"))
    #expect(folderRun.lines.contains("./zero.md:1:1: note: a device, not a file: skipped"))
    #expect(folderRun.lines.contains("./socket.md:1:1: note: a socket, not a file: skipped"))
    #expect(folderRun.lines.last == "scenarios: 1 passed, 0 failed")
    #expect(try insets(["record", "."], in: dir, timeout: 20).status == 0)
  }
}

@Suite("Releases")
struct ReleaseTests {
  /// `insets --version` is the newest version section of CHANGELOG.md
  /// (`## [x.y.z] - YYYY-MM-DD`), so a user's `.package(url:from:)` and the
  /// tool agree.
  @Test func versionIsTheNewestChangelogSection() throws {
    let changelog = try String(
      contentsOf: packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let sections = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") }
    let newest = try #require(sections.first { !$0.hasPrefix("## [Unreleased]") })
    let version = try #require(newest.split(separator: "]").first?.dropFirst(4))
    let run = try insets(["--version"])
    #expect(run.status == 0)
    #expect(run.stdout == "\(version)\n")
    // The section is dated, and nothing but `[Unreleased]` sits above it.
    #expect(
      newest.range(of: #"^## \[\d+\.\d+\.\d+\] - \d{4}-\d{2}-\d{2}$"#, options: .regularExpression)
        != nil)
    #expect(sections.first == "## [Unreleased]" || sections.first == newest)
  }

  /// The CI workflow users copy names the release `insets --version` prints,
  /// and no placeholder (an `OWNER` to replace, a URL to guess).
  @Test func theWorkflowNamesThisRelease() throws {
    let workflow = try String(
      contentsOf: packageRoot.appendingPathComponent("docs/ci/scenario-tables.yml"),
      encoding: .utf8)
    let line = try #require(
      workflow.split(separator: "\n").first {
        $0.trimmingCharacters(in: .whitespaces).hasPrefix("INSETS_VERSION:")
      })
    let value = line.split(separator: ":", maxSplits: 1)[1].split(separator: "#")[0]
      .trimmingCharacters(in: .whitespaces)
    #expect(try insets(["--version"]).stdout == value + "\n")
    #expect(!workflow.contains("OWNER"))
    #expect(!workflow.contains("git clone"))
    // The README's dependency line names no placeholder either.
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(!readme.contains("url: …"))
    #expect(readme.contains(".package(path: \"InsetModel\")"))
  }
}
