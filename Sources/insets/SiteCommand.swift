import Foundation
import InsetScenarios
import InsetSite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `insets site`.
enum SiteCommand {
  static let command = Command(
    name: "site",
    abstract: "Write the device reference site (static HTML) into a folder.",
    usage: ["site DIR"],
    arguments: [("DIR", "The folder to write into; created if missing.")],
    examples: ["insets site site"],
    discussion: """
      Writes an index of every device (the rows of `insets devices`), a page per
      device (its safe areas, bars, margins and readable width on each OS version
      it runs, each number with how sure it is and a link to its facts and
      sources, the scenario rows that reproduce each table, and drawings), a page
      per OS version of what it changed, a page per key, and the facts and
      sources pages. Static HTML and CSS: open DIR/index.html from disk or
      publish DIR on any static host (docs/site.md).

      Every number is an output of the scenario row printed beside it, evaluated
      as `insets run` evaluates it. Each file is written atomically; a file whose
      contents are already the same is left untouched, and files in DIR that the
      site does not write are left alone. Nothing is written outside DIR: a
      symbolic link inside DIR is not followed.
      """,
    exitCodes: [
      (0, "the site is written"), (1, "a file could not be written (each is reported)"),
      (2, "usage error (no DIR, or DIR is not a folder)"),
    ],
    run: run)

  static func run(_ arguments: ParsedArguments) -> Int32 {
    guard arguments.positionals.count == 1, let dir = arguments.positionals.first,
      !dir.isEmpty
    else {
      let problem =
        arguments.positionals.isEmpty
        ? "site needs DIR, the folder to write into"
        : "unexpected argument `\(Command.quote(arguments.positionals[1]))`"
      Tool.printError(UsageError(problem, command: "site").text)
      return 2
    }
    var info = stat()
    if stat(dir, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else {
        Tool.printError(
          UsageError(
            "`\(Command.quote(dir))` is not a folder: give a folder (or a new name)",
            command: "site"
          ).text)
        return 2
      }
    } else {
      do {
        try FileManager.default.createDirectory(
          atPath: dir, withIntermediateDirectories: true)
      } catch {
        Tool.printError("error: cannot create \(dir): \(error.localizedDescription)")
        return 1
      }
    }
    let clock = ContinuousClock()
    let start = clock.now
    let files = ReferenceSite.files(generator: "insets site (insets \(Tool.version))")
    let generated = clock.now
    let paths = files.keys.sorted()
    let outcomes = writeAll(paths.map { (path: $0, bytes: Array((files[$0] ?? "").utf8)) }, in: dir)
    var written = 0
    var unchanged = 0
    var failed = 0
    // Files that fail for one reason (a folder of the site replaced by a
    // link: every page in it) are reported once, with their count.
    var failures: [(problem: String, first: String, count: Int)] = []
    for (path, outcome) in zip(paths, outcomes) {
      switch outcome {
      case .written: written += 1
      case .unchanged: unchanged += 1
      case .failed(let problem):
        failed += 1
        if let i = failures.firstIndex(where: { $0.problem == problem }) {
          failures[i].count += 1
        } else {
          failures.append((problem, join(dir, path), 1))
        }
      }
    }
    for failure in failures {
      Tool.printError(
        "error: cannot write \(failure.first)"
          + (failure.count > 1 ? " and \(failure.count - 1) more files" : "")
          + ": \(failure.problem)")
    }
    let done = clock.now
    print(
      "site: \(files.count) files in \(dir) (\(written) written, \(unchanged) unchanged"
        + (failed > 0 ? ", \(failed) failed" : "") + "): generated in "
        + seconds(generated - start) + ", written in " + seconds(done - generated))
    return failed == 0 ? 0 : 1
  }

  /// What writing one file did.
  enum Outcome: Sendable {
    case written, unchanged
    case failed(String)
  }

  /// Writes each file inside `dir` (``write(_:to:in:)``), eight at a time:
  /// each write waits on the disk twice (the file's contents, then its
  /// folder's entry), and the disk takes waits together, so that writing
  /// in parallel is several times faster. Folders are made first, one by
  /// one. The outcomes are in the order of `files`.
  static func writeAll(_ files: [(path: String, bytes: [UInt8])], in dir: String) -> [Outcome] {
    let outcomes = OrderedResults<Outcome>(count: files.count)
    var made: Set<Substring> = []
    for file in files {
      guard let slash = file.path.lastIndex(of: "/"), made.insert(file.path[..<slash]).inserted
      else { continue }
      // A problem is reported with each file the folder would hold.
      _ = makeFolders(of: file.path, in: dir)
    }
    let threads = min(8, files.count)
    let group = DispatchGroup()
    for worker in 0..<threads {
      group.enter()
      let thread = Thread {
        for i in stride(from: worker, to: files.count, by: threads) {
          outcomes.set(i, write(files[i].bytes, to: files[i].path, in: dir))
        }
        group.leave()
      }
      thread.start()
    }
    group.wait()
    return outcomes.all
  }

  /// Writes `bytes` to `path` (relative, `/`-separated) inside `dir`,
  /// creating its folders: atomically, keeping an existing file's mode and
  /// owner, and never through a symbolic link (which could lead out of
  /// `dir`). An existing file with the same contents is left untouched.
  static func write(_ bytes: [UInt8], to path: String, in dir: String) -> Outcome {
    if let problem = makeFolders(of: path, in: dir) { return .failed(problem) }
    let target = join(dir, path)
    var info = stat()
    if lstat(target, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFREG else {
        return .failed("it is not a regular file (a symbolic link is not followed)")
      }
      if Int(info.st_size) == bytes.count, let old = FileManager.default.contents(atPath: target),
        old.elementsEqual(bytes)
      {
        return .unchanged
      }
    }
    if let problem = ScenarioFiles.write(bytes, to: target) { return .failed(problem) }
    return .written
  }

  /// Makes the folders of `path` (relative, `/`-separated) inside `dir`
  /// that are missing; a problem, or nil. A path that leads out of `dir`
  /// (`..`, an absolute path) and a symbolic link on the way are refused.
  static func makeFolders(of path: String, in dir: String) -> String? {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    guard !path.hasPrefix("/"),
      components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
    else { return "not a path inside the folder" }
    var folder = dir
    for component in components.dropLast() {
      folder = join(folder, String(component))
      var info = stat()
      if lstat(folder, &info) == 0 {
        guard info.st_mode & S_IFMT == S_IFDIR else {
          return "\(folder) is not a folder (a symbolic link is not followed)"
        }
      } else if mkdir(folder, 0o777) != 0 {
        return "cannot create the folder \(folder) (\(String(cString: strerror(errno))))"
      }
    }
    return nil
  }

  /// `dir/path`, without doubling a trailing slash.
  static func join(_ dir: String, _ path: String) -> String {
    dir.hasSuffix("/") ? dir + path : dir + "/" + path
  }

  /// `1.23 s`.
  static func seconds(_ duration: Duration) -> String {
    let (whole, attoseconds) = duration.components
    let value = Double(whole) + Double(attoseconds) / 1e18
    return String(format: "%.2f s", value)
  }
}
