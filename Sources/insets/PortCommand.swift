import Foundation
import InsetPort

/// `insets port`: the file I/O around InsetPort (reading sources, walking
/// folders, writing tables); everything it judges comes from InsetPort.
enum PortCommand {
  static let command = Command(
    name: "port",
    abstract: "Find hard-coded insets, device checks and deprecated inset APIs in legacy code.",
    usage: [
      "port [--format text|json|github|sarif] [--verbose] [--tables FOLDER] PATH ...",
      "port --diff [--verbose] PATH ...",
    ],
    arguments: [
      (
        "PATH",
        "A Swift (.swift), Objective-C (.m, .mm, .h), storyboard or XIB\n"
          + "file, or a folder searched recursively for them in sorted path\n"
          + "order. Hidden folders are skipped; a symbolic link is followed\n"
          + "only when it stays inside the folder."
      )
    ],
    options: [
      Command.Option(
        names: ["--format"], value: "FORMAT",
        help: "text (default), json, github (workflow annotations, then\n"
          + "the summary line), or sarif (a SARIF 2.1.0 log for GitHub code\n"
          + "scanning and other viewers)."),
      Command.Option(
        names: ["--verbose"], value: nil,
        help: "Text: give each finding its whole sweep (by how much the number\n"
          + "is wrong, the screen where it is most wrong, the screens not\n"
          + "swept and why) instead of its counts and the caveats once at\n"
          + "the end."),
      Command.Option(
        names: ["--diff"], value: nil,
        help: "Print, instead of the report, a unified diff of the mechanical\n"
          + "rewrites (bar arithmetic to safe-area reads, the layout guides\n"
          + "to the safe-area layout guide, automaticallyAdjustsScrollView-\n"
          + "Insets off to contentInsetAdjustmentBehavior .never), each\n"
          + "checked on every screen against the table --tables writes.\n"
          + "`git apply` applies it; no source file is written. The\n"
          + "findings it cannot rewrite surely, each with why, and the\n"
          + "summary, go to standard error; exit status 1 while any finding\n"
          + "is left."),
      Command.Option(
        names: ["--tables"], value: "FOLDER",
        help: "Also write, for each source file with findings the model can\n"
          + "check, a scenario table FOLDER/PATH.md pinning what the code\n"
          + "assumes: `insets run FOLDER` fails its rows where the code is\n"
          + "wrong. Nothing is written outside FOLDER: a symbolic link in it\n"
          + "that leads out refuses the write (exit status 1) before anything\n"
          + "is created. Each file is written atomically, replacing the table\n"
          + "of an earlier run (a table whose source no longer has findings\n"
          + "is left)."),
    ],
    examples: [
      "insets port Tests/PortSamples/clean",
      "insets port --format github docs/porting/ListViewController-ported.swift",
    ],
    discussion: """
      OUTPUT (text):
        FILE:LINE:COLUMN: warning: MESSAGE     a finding: what the code assumes, on how
                                               many screens it is right, short (UIKit's
                                               number is larger) or over, what to read
                                               instead (--verbose: by how much, where)
        FILE:LINE:COLUMN: note: MESSAGE        what insets port cannot judge
        FILE:LINE:COLUMN: error: MESSAGE       a file that is not UTF-8 text, or over
                                               the 8 MB insets port reads from one file
        [N] CAVEAT                             once each, what lines marked [N] share
        FOLDER/PATH.md: table written          with --tables, one per table
        port: N findings, M notes in K files   always the last line
      Sources are read as text and never run or changed. The sweep covers every
      device of the catalog (`insets devices`) in portrait and landscape, each
      at the newest iOS version it runs. `insets port Tests/PortSamples/legacy`
      shows findings of every kind (and exits 1); docs/porting.md walks through
      a port. `--` treats every later argument as a path.
      """,
    exitCodes: [
      (0, "no findings (notes do not count)"),
      (1, "a finding, a file that could not be read, or tables not written"),
      (2, "usage error (unknown option, missing path, a file of another kind)"),
    ],
    run: run)

  static func run(_ arguments: ParsedArguments) -> Int32 {
    let paths = arguments.positionals
    let format: PortFormat
    let sources: [(path: String, language: SourceLanguage)]
    do throws(UsageError) {
      format = try arguments.choice(
        "--format", default: PortFormat.text, naming: "format", command: "port")
      guard !paths.isEmpty else { throw UsageError("port needs a PATH to read", command: "port") }
      sources = try self.sources(paths)
    } catch {
      Tool.printError(error.text)
      return 2
    }
    // Each file is read, judged and reported while it is read: the
    // analysis hands its findings on in parts, which the report writes as
    // they come (the JSON and SARIF documents too, their totals last), so
    // that a run's memory is that of its largest file (its bytes, its
    // distinct texts and a window of its tokens) and its sweeps, not of a
    // file's findings or of the whole tree. The sweeps are
    // shared by every file (``SweepCache``). The diff, and the tables of
    // `--tables`, are made from a file's whole report.
    let verbose = arguments.flags.contains("--verbose")
    let diffing = arguments.flags.contains("--diff")
    let tablesFolder = arguments.values["--tables"]
    let gathers = diffing || tablesFolder != nil
    var sweeps = SweepCache()
    var stream = PortReportStream(format: format, verbose: verbose)
    var caveats = PortCaveats()
    var tables: [(source: String, markdown: String)] = []
    var problems = 0
    var diffCounts = (rewritten: 0, hunks: 0, left: 0)
    if !diffing { print(stream.start(), terminator: "") }
    for source in sources {
      var whole = PortFileReport(file: source.path, language: source.language, findings: [])
      var text: String?
      func take(_ part: PortFileReport) {
        if !diffing { stream.write(part) { print($0, terminator: "") } }
        guard gathers else { return }
        whole.problem = whole.problem ?? part.problem
        whole.findings += part.findings
        whole.sweeps.merge(part.sweeps) { kept, _ in kept }
      }
      var bytes: [UInt8] = []
      var unreadable: PortProblem?
      switch read(source.path) {
      case .failure(let problem): unreadable = problem
      case .success(let read): bytes = read
      }
      if let unreadable {
        take(
          PortFileReport(
            file: source.path, language: source.language, findings: [], problem: unreadable))
      } else {
        if diffing { text = String(decoding: bytes, as: UTF8.self) }
        // Given up to the analysis, which frees them once they are lexed.
        PortAnalyzer.analyze(
          file: source.path, bytes: consume bytes, language: source.language, sweeps: &sweeps
        ) { take($0) }
      }
      if diffing {
        if whole.problem != nil { problems += 1 }
        let result = diff(whole, text: text, verbose: verbose, sweeps: &sweeps, caveats: &caveats)
        if !result.diff.isEmpty { print(result.diff, terminator: "") }
        for line in result.left { Tool.printError(line) }
        diffCounts.rewritten += result.rewritten
        diffCounts.hunks += result.hunks
        diffCounts.left += result.kept
        continue
      }
      print(stream.endFile(), terminator: "")
      if tablesFolder != nil, let markdown = PortTables.markdown(whole) {
        tables.append((source.path, markdown))
      }
    }
    if diffing {
      for line in caveats.lines { Tool.printError(line) }
      let (rewritten, hunks, left) = diffCounts
      Tool.printError(
        "port --diff: \(rewritten) finding\(rewritten == 1 ? "" : "s") rewritten in \(hunks) "
          + "edit\(hunks == 1 ? "" : "s"), \(left) left")
      return left == 0 && problems == 0 ? 0 : 1
    }
    var written: [String] = []
    if let tablesFolder {
      switch writeTables(tables, to: tablesFolder) {
      case .success(let paths): written = paths
      case .failure(let problem):
        // A refused or failed write is not a usage error: status 1. A
        // document begun is ended, so that what was written parses.
        if format == .json || format == .sarif { print(stream.finish(), terminator: "") }
        Tool.printError("error: cannot write the tables: \(problem.message)")
        return 1
      }
    }
    print(stream.finish(written: written), terminator: "")
    return stream.findingCount == 0 && stream.problemCount == 0 ? 0 : 1
  }

  /// The bytes of the file at `path`, or why they cannot be read.
  static func read(_ path: String) -> Result<[UInt8], PortProblem> {
    // The size first: a file over the limit is refused before it is read.
    var info = stat()
    if stat(path, &info) == 0, let problem = PortAnalyzer.sizeProblem(Int(info.st_size)) {
      return .failure(problem)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(PortProblem(line: 1, column: 1, message: "cannot read the file"))
    }
    return .success([UInt8](data))
  }

  /// `--diff` on one file: its checked rewrites as a unified diff (for
  /// standard output), and what is left as the text report's lines, each
  /// with why it has no hunk (for standard error).
  static func diff(
    _ file: PortFileReport, text: String?, verbose: Bool, sweeps: inout SweepCache,
    caveats: inout PortCaveats
  ) -> (diff: String, left: [String], rewritten: Int, hunks: Int, kept: Int) {
    if let problem = file.problem {
      return (
        "", ["\(file.file):\(problem.line):\(problem.column): error: \(problem.message)"], 0, 0, 0
      )
    }
    let plan = PortDiff.plan(file, sweeps: &sweeps)
    var out = ""
    var rewritten = 0
    var hunks = 0
    var kept = plan.kept.count
    if let text,
      let diff = PortDiff.unifiedDiff(path: diffPath(file.file), text: text, edits: plan.edits)
    {
      out = diff
      hunks = plan.edits.count
      rewritten = plan.rewritten.count
    } else {
      kept += plan.rewritten.count
    }
    let texts =
      verbose ? plan.kept.map(file.message) : file.briefMessages(plan.kept, caveats: &caveats)
    var left: [String] = []
    for (finding, message) in zip(plan.kept, texts) {
      let reason = plan.reason(finding).map { "; no hunk: " + $0 } ?? ""
      left.append("\(file.file):\(finding.line):\(finding.column): warning: " + message + reason)
    }
    return (out, left, rewritten, hunks, kept)
  }

  /// A path as a diff names it: relative to the current folder when it is
  /// below it (`git apply` runs there), otherwise as given without its
  /// leading `/` (a diff's names are relative: `a/…`, never `a//…`).
  static func diffPath(_ path: String) -> String {
    let here = FileManager.default.currentDirectoryPath
    let prefix = here.hasSuffix("/") ? here : here + "/"
    if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    var name = Substring(path)
    while name.hasPrefix("/") { name = name.dropFirst() }
    return String(name)
  }

  /// The source files under `paths`: files as given, folders walked.
  static func sources(_ paths: [String]) throws(UsageError) -> [(
    path: String, language: SourceLanguage
  )] {
    var result: [(path: String, language: SourceLanguage)] = []
    let manager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw UsageError("no such file or folder: \(Command.quote(path))", command: "port")
      }
      if !isFolder.boolValue {
        let ext = URL(fileURLWithPath: path).pathExtension
        guard let language = SourceLanguage(pathExtension: ext) else {
          throw UsageError(
            "not a Swift, Objective-C, storyboard or XIB file: \(Command.quote(path))",
            command: "port")
        }
        result.append((path, language))
        continue
      }
      let root = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
      var found: [(path: String, language: SourceLanguage)] = []
      var visited: Set<String> = [root]
      walk(path, root: root, visited: &visited, into: &found)
      result += found.sorted { $0.path < $1.path }
    }
    return result
  }

  /// Collects the source files under `folder`, skipping hidden entries and
  /// following a symbolic link only when it resolves inside `root`.
  static func walk(
    _ folder: String, root: String, visited: inout Set<String>,
    into found: inout [(path: String, language: SourceLanguage)]
  ) {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      guard var type = fileType(path) else { continue }
      if type == .typeSymbolicLink {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard isInside(target, root), let resolved = fileType(target) else { continue }
        type = resolved
      }
      if type == .typeDirectory {
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted else { continue }
        walk(path, root: root, visited: &visited, into: &found)
      } else if type == .typeRegular,
        let language = SourceLanguage(pathExtension: URL(fileURLWithPath: name).pathExtension)
      {
        found.append((path, language))
      }
    }
  }

  /// Whether the resolved `path` is `root` or below it.
  static func isInside(_ path: String, _ root: String) -> Bool {
    path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  /// Writes each file's tables into `folder` (atomically, never outside it)
  /// and returns the paths written.
  ///
  /// Every table's path is checked before anything is created: a folder on
  /// the way that is a symbolic link leading out of `folder`, or that is not
  /// a folder, or a table that exists and is not a regular file, refuses the
  /// whole write, and then nothing is created or written.
  static func writeTables(_ sources: [(source: String, markdown: String)], to folder: String)
    -> Result<[String], PortProblem>
  {
    let manager = FileManager.default
    func problem(_ message: String) -> Result<[String], PortProblem> {
      .failure(PortProblem(line: 0, column: 0, message: message))
    }
    let here = manager.currentDirectoryPath
    var tables: [(relative: String, markdown: String)] = []
    for (file, markdown) in sources {
      // A path under the current folder is written relative to it.
      var source = file
      if source.hasPrefix(here + "/") { source = String(source.dropFirst(here.count + 1)) }
      tables.append((PortTables.tablePath(for: source), markdown))
    }
    guard !tables.isEmpty else { return .success([]) }
    let base = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
    // The folder as given may itself be a link (the caller named it); below
    // it, every step must stay inside where it resolves to.
    let root = URL(fileURLWithPath: base).resolvingSymlinksInPath().path
    if let type = fileType(base), type != .typeDirectory,
      !(type == .typeSymbolicLink && isFolder(root))
    {
      return problem("\(base) is not a folder: nothing written")
    }
    for table in tables {
      var path = base
      let components = table.relative.split(separator: "/").map(String.init)
      for (k, component) in components.enumerated() {
        path += "/" + component
        guard let type = fileType(path) else { break }  // created below: nothing to check
        let isLast = k == components.count - 1
        if type == .typeSymbolicLink {
          let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
          if isLast {
            return problem("\(path) is a symbolic link: nothing written")
          }
          guard isInside(target, root) else {
            return problem(
              "\(path) is a symbolic link to \(target), outside \(base): nothing written")
          }
          guard isFolder(target) else {
            return problem("\(path) is not a folder: nothing written")
          }
        } else if isLast ? type != .typeRegular : type != .typeDirectory {
          return problem(
            "\(path) is not a \(isLast ? "regular file" : "folder"): nothing written")
        }
      }
    }
    var written: [String] = []
    for table in tables {
      let target = URL(fileURLWithPath: base).appendingPathComponent(table.relative)
      let parent = target.deletingLastPathComponent()
      do {
        try manager.createDirectory(at: parent, withIntermediateDirectories: true)
      } catch {
        return problem("\(parent.path): \(error.localizedDescription)")
      }
      if let failure = Tool.write(table.markdown, to: target.path) {
        return problem("\(target.path): \(failure)")
      }
      written.append(base + "/" + table.relative)
    }
    return .success(written)
  }

  /// The type of the entry at `path`, not following a final symbolic link;
  /// nil when there is none. Read with `lstat`, not `FileManager`'s
  /// attributes, which look up the owner's name: in the static executable
  /// docs/ci.md builds, that lookup loads the C library's name-service
  /// modules of the machine it runs on, which may not be the ones it was
  /// linked with.
  static func fileType(_ path: String) -> FileAttributeType? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .typeRegular
    case S_IFDIR: return .typeDirectory
    case S_IFLNK: return .typeSymbolicLink
    case S_IFCHR: return .typeCharacterSpecial
    case S_IFBLK: return .typeBlockSpecial
    case S_IFSOCK: return .typeSocket
    default: return .typeUnknown
    }
  }

  /// Whether `path` (links followed) is a folder.
  static func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
  }
}
