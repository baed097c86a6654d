import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one place the engine touches the file system: finding scenario files,
/// reading them, and writing a file atomically. Everything else takes text
/// and returns values.
///
/// What it promises: it reads and writes only under the paths it is given (a
/// link inside a given folder that leads out of it is skipped with a note; a
/// file named directly may be a link, and is followed); a write replaces the
/// file atomically (a reader, or a crash at any moment, sees the old file or
/// the new one), keeps its mode, owner and group, and is flushed to disk
/// with its folder before it returns.
public enum ScenarioFiles {
  /// A path that cannot be run at all: the tool exits with status 2.
  public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the path, as the tool prints it.
    public var message: String
    public var description: String { message }
  }

  /// The files found for some paths, and notes on what was passed over.
  public struct Discovery: Sendable {
    /// The files to run, in the order found: each path in the order given, a folder's files in
    /// sorted path order.
    public var files: [String]
    /// Links that lead out of their folder, skipped: located notes.
    public var notes: [Diagnostic]
  }

  /// The files to run for `paths`: a folder gives every `*.md` file below it,
  /// searched recursively in sorted path order (hidden files and folders, whose
  /// names start with `.`, are passed over, and so is a link that leads out of
  /// the folder); a file is run whatever its name. Paths keep the order they
  /// were given in.
  ///
  /// - Throws: ``UsageError`` for a path that does not exist.
  public static func discover(_ paths: [String]) throws(UsageError) -> Discovery {
    var discovery = Discovery(files: [], notes: [])
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw UsageError(message: "no such file or folder: \(path)")
      }
      guard isDirectory.boolValue else {
        discovery.files.append(path)
        continue
      }
      let root = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
      var found: [String] = []
      if let enumerator = manager.enumerator(atPath: path) {
        while let relative = enumerator.nextObject() as? String {
          let components = relative.split(separator: "/")
          if components.contains(where: { $0.hasPrefix(".") }) { continue }
          guard relative.hasSuffix(".md") else { continue }
          let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
          var childIsDirectory: ObjCBool = false
          guard manager.fileExists(atPath: full, isDirectory: &childIsDirectory),
            !childIsDirectory.boolValue
          else { continue }
          let target = URL(fileURLWithPath: full).resolvingSymlinksInPath().standardizedFileURL.path
          guard target == root || target.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            discovery.notes.append(
              Diagnostic(
                file: full, location: TextLocation(line: 1, column: 1),
                message: "a link to \(target), outside \(path): skipped (name it directly to "
                  + "run it)", severity: .note))
            continue
          }
          found.append(full)
        }
      }
      discovery.files += found.sorted()
    }
    return discovery
  }

  /// Runs every file of `paths`. A file that cannot be read gives an error
  /// located at its first line; the other files still run.
  public static func run(
    _ paths: [String], runner: ScenarioRunner = ScenarioRunner()
  ) throws(UsageError) -> RunReport {
    let discovery = try discover(paths)
    var reports: [FileReport] = []
    for file in discovery.files {
      reports.append(run(file: file, runner: runner))
    }
    return RunReport(files: reports, notes: discovery.notes)
  }

  /// Runs one file, read a part at a time: its memory is a part of the file
  /// and the rows that fail, however long the file.
  public static func run(file: String, runner: ScenarioRunner = ScenarioRunner()) -> FileReport {
    switch openForReading(file) {
    case .success(let fd):
      defer { close(fd) }
      return runner.run(descriptor: fd, file: file)
    case .failure(let error):
      return FileReport(file: file, rows: [], diagnostics: [error], unattachedErrors: 1)
    }
  }

  /// A file's bytes, or an error located at its first line.
  public static func read(_ file: String) -> Result<[UInt8], Diagnostic> {
    switch openForReading(file) {
    case .success(let fd):
      defer { close(fd) }
      guard let bytes = contents(of: fd) else {
        return .failure(error(file, "cannot be read (\(describeErrno()))"))
      }
      return .success(bytes)
    case .failure(let error): return .failure(error)
    }
  }

  /// The file opened for reading, or an error located at its first line:
  /// it does not exist, is a folder, or cannot be opened.
  static func openForReading(_ file: String) -> Result<Int32, Diagnostic> {
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory)
    if exists, isDirectory.boolValue { return .failure(error(file, "is a folder, not a file")) }
    guard exists else { return .failure(error(file, "does not exist")) }
    let fd = Foundation.open(file, O_RDONLY)
    guard fd >= 0 else {
      return .failure(error(file, "cannot be read (check its permissions)"))
    }
    return .success(fd)
  }

  /// The whole of an open file, read straight into one array (no `Data`
  /// copy in between, so a 180 MB table costs 180 MB); nil if it cannot be
  /// read.
  static func contents(of fd: Int32) -> [UInt8]? {
    var info = stat()
    guard fstat(fd, &info) == 0 else { return nil }
    // The size stat gives, plus one byte to see the end, in one part; then
    // small parts up to the end (a file that grows while it is read), so
    // that seeing the end does not double the array.
    var parts = FileParts(descriptor: fd, size: max(Int(clamping: info.st_size), 0) + 1)
    var bytes: [UInt8] = []
    while true {
      guard let n = parts.read(into: &bytes) else { return nil }
      if n == 0 { return bytes }
      parts.size = 1 << 16
    }
  }

  /// Records into a file on disk: reads it, records, and writes it back
  /// atomically when a cell changed.
  public static func record(file: String, recorder: Recorder = Recorder()) -> Recorder.Outcome {
    recording(file: file, recorder: recorder).outcome
  }

  /// ``record(file:recorder:)``, with the reader's warnings and notes about
  /// the file (`insets record` prints them as `insets run` does).
  public static func recording(file: String, recorder: Recorder = Recorder())
    -> Recorder.Recording
  {
    let bytes: [UInt8]
    switch read(file) {
    case .success(let b): bytes = b
    case .failure(let error): return Recorder.Recording(outcome: .refused([error]))
    }
    var recording = recorder.recording(bytes: bytes, file: file)
    guard case .recorded(let new, let cells) = recording.outcome, cells > 0 else {
      return recording
    }
    if let problem = write(new, to: file) {
      recording.outcome = .refused([error(file, problem + "; it is unchanged")])
    }
    return recording
  }

  /// Explains the row at `line` of `file`.
  ///
  /// - Throws: ``Explainer/UsageError`` when the file cannot be read or has
  ///   no row there.
  public static func explain(file: String, line: Int, vocabulary: Vocabulary = .standard)
    throws(Explainer.UsageError) -> Explainer.Found
  {
    switch read(file) {
    case .success(let bytes):
      return try Explainer.explain(bytes: bytes, file: file, line: line, vocabulary: vocabulary)
    case .failure(let error):
      throw Explainer.UsageError(message: "\(file): \(error.message)")
    }
  }

  /// Writes `bytes` to `path` atomically: a temporary file beside it, flushed
  /// to disk, given the old file's mode, owner and group, renamed over it,
  /// and the folder flushed. A link is followed: its target is replaced.
  /// Returns a problem, or nil.
  ///
  /// It refuses a file that is read-only for the user (rather than replace
  /// what the user protected) and a file with more than one hard link (a
  /// rename would split them, and an in-place write would not be atomic).
  public static func write(_ bytes: [UInt8], to path: String) -> String? {
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    var old = stat()
    let exists = stat(target, &old) == 0
    if exists {
      if access(target, W_OK) != 0 {
        return "the file is read-only (mode \(String(old.st_mode & 0o7777, radix: 8))): make it "
          + "writable to record into it"
      }
      if old.st_nlink > 1 {
        return "the file has \(old.st_nlink) hard links: replacing it atomically would split "
          + "them"
      }
    }
    let folder = (target as NSString).deletingLastPathComponent
    let directory = folder.isEmpty ? "." : folder
    var template = Array(
      (directory + "/." + (target as NSString).lastPathComponent + ".insets-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard fd >= 0 else { return "cannot create a file beside it (\(describeErrno()))" }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    func fail(_ what: String) -> String {
      let problem = "\(what) (\(describeErrno()))"
      close(fd)
      unlink(temporary)
      return problem
    }
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeBytes { buffer in
        systemWrite(fd, buffer.baseAddress.map { $0 + written }, buffer.count - written)
      }
      if n < 0 {
        if errno == EINTR { continue }
        return fail("cannot write beside the file")
      }
      written += n
    }
    if exists {
      guard fchmod(fd, old.st_mode & 0o7777) == 0 else {
        return fail("cannot keep the file's mode")
      }
      if old.st_uid != geteuid() || old.st_gid != getegid() {
        guard fchown(fd, old.st_uid, old.st_gid) == 0 else {
          return fail("cannot keep the file's owner and group")
        }
      }
    } else {
      let mask = umask(0)
      umask(mask)
      _ = fchmod(fd, 0o666 & ~mask)
    }
    guard fsync(fd) == 0 else { return fail("cannot flush the new contents to disk") }
    guard close(fd) == 0 else {
      unlink(temporary)
      return "cannot close the new file (\(describeErrno()))"
    }
    guard rename(temporary, target) == 0 else {
      let problem = "cannot replace the file (\(describeErrno()))"
      unlink(temporary)
      return problem
    }
    let folderFD = open(directory, O_RDONLY | O_DIRECTORY)
    if folderFD >= 0 {
      _ = fsync(folderFD)
      close(folderFD)
    }
    return nil
  }

  /// `write(2)`, named apart from this type's own `write`.
  static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(fd, buffer, count)
    #else
      Darwin.write(fd, buffer, count)
    #endif
  }

  static func describeErrno() -> String {
    String(cString: strerror(errno))
  }

  static func error(_ file: String, _ reason: String) -> Diagnostic {
    Diagnostic(
      file: file, location: TextLocation(line: 1, column: 1), message: "the file \(reason)")
  }
}
