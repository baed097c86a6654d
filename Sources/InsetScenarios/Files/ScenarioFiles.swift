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
          // A named pipe, a device or a socket (or a link to one) would block
          // or never end: passed over with a note.
          if let kind = notARegularFile(full) {
            discovery.notes.append(
              Diagnostic(
                file: full, location: TextLocation(line: 1, column: 1),
                message: "\(kind), not a file: skipped", severity: .note))
            continue
          }
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
  /// it does not exist, is a folder, a named pipe, a device or a socket
  /// (which would block the read, or never end), or cannot be opened.
  ///
  /// It is opened without blocking and checked again once open, so that a
  /// named pipe put in the file's place between the check and the open is
  /// refused too, never waited on.
  static func openForReading(_ file: String) -> Result<Int32, Diagnostic> {
    var info = stat()
    guard stat(file, &info) == 0 else {
      return .failure(
        errno == ENOENT || errno == ENOTDIR
          ? error(file, "does not exist") : error(file, "cannot be read (\(describeErrno()))"))
    }
    if let kind = kind(of: info.st_mode) { return .failure(error(file, "is \(kind), not a file")) }
    let fd = Foundation.open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else {
      return .failure(error(file, "cannot be read (check its permissions)"))
    }
    var opened = stat()
    guard fstat(fd, &opened) == 0, kind(of: opened.st_mode) == nil else {
      let kind = self.kind(of: opened.st_mode) ?? "no regular file"
      close(fd)
      return .failure(error(file, "is \(kind), not a file"))
    }
    // Reads block again (a regular file never waits, but a network file
    // system may).
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    return .success(fd)
  }

  /// What a file of mode `mode` is when it is not a regular file (`a
  /// folder`, `a named pipe (FIFO)`); nil for a regular file.
  static func kind(of mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a named pipe (FIFO)"
    case S_IFCHR, S_IFBLK: return "a device"
    case S_IFSOCK: return "a socket"
    default: return "no regular file"
    }
  }

  /// What `path` (a link followed) is when it is not a regular file; nil
  /// for a regular file, or one that cannot be looked at (opening it then
  /// says why).
  static func notARegularFile(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return kind(of: info.st_mode)
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
  /// the file (`insets record` prints them as `insets run` does) and the
  /// cells it changes; with `dryRun`, the same but nothing is written.
  public static func recording(
    file: String, recorder: Recorder = Recorder(), dryRun: Bool = false
  ) -> Recorder.Recording {
    let bytes: [UInt8]
    switch read(file) {
    case .success(let b): bytes = b
    case .failure(let error): return Recorder.Recording(outcome: .refused([error]))
    }
    var recording = recorder.recording(bytes: bytes, file: file)
    guard case .recorded(let new, let cells) = recording.outcome, cells > 0, !dryRun else {
      return recording
    }
    if let problem = write(new, to: file) {
      recording.outcome = .refused([
        Diagnostic(
          file: file, location: TextLocation(line: 1, column: 1),
          message: problem + "; it is unchanged")
      ])
      recording.changes = []
      recording.lines = []
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
    try explain(file: file, line: line, outputs: [], vocabulary: vocabulary)
  }

  /// Explains only the `outputs` named of the row at `line` of `file`
  /// (``Explainer/explain(bytes:file:line:outputs:vocabulary:traced:)``).
  ///
  /// - Throws: ``Explainer/UsageError`` when the file cannot be read, has
  ///   no row there, or a name is no output.
  public static func explain(
    file: String, line: Int, outputs: [String], vocabulary: Vocabulary = .standard,
    traced: Bool = true
  ) throws(Explainer.UsageError) -> Explainer.Found {
    switch read(file) {
    case .success(let bytes):
      return try Explainer.explain(
        bytes: bytes, file: file, line: line, outputs: outputs, vocabulary: vocabulary,
        traced: traced)
    case .failure(let error):
      throw Explainer.UsageError(message: "\(file): \(error.message)")
    }
  }

  /// Writes `bytes` to `path` atomically: a temporary file beside it, flushed
  /// to disk, given the old file's mode, owner and group, renamed over it,
  /// and the folder flushed. A link is followed: its target is replaced.
  /// Returns a problem, a sentence that names "the file", or nil.
  ///
  /// It refuses a file with no write permission bit, even for root, whom
  /// `access(2)` lets write anything (rather than replace what the user
  /// protected), a file this user may not write, a file with more than one
  /// hard link (a rename would split them, and an in-place write would not
  /// be atomic), and anything but a regular file.
  ///
  /// The temporary file is `.insets-XXXXXX` (short, so that a file name of
  /// 255 bytes still has room beside it), locked with `flock(2)` while it is
  /// written: a process killed before the rename leaves it unlocked, and
  /// ``removeAbandonedTemporaries(besides:)`` removes it later.
  public static func write(_ bytes: [UInt8], to path: String) -> String? {
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    var old = stat()
    let exists = stat(target, &old) == 0
    if exists {
      if let kind = kind(of: old.st_mode) { return "the file is \(kind), not a file" }
      let mode = String(old.st_mode & 0o7777, radix: 8)
      if old.st_mode & 0o222 == 0 || access(target, W_OK) != 0 {
        return "the file is read-only (mode \(mode)): make it writable to record into it"
      }
      if old.st_nlink > 1 {
        return "the file has \(old.st_nlink) hard links: replacing it atomically would split "
          + "them"
      }
    }
    let folder = (target as NSString).deletingLastPathComponent
    let directory = folder.isEmpty ? "." : folder
    guard let (fd, temporary) = lockedTemporary(in: directory) else {
      return "cannot create a temporary file beside the file (\(describeErrno()))"
    }
    func fail(_ what: String) -> String {
      let problem = "\(what) (\(describeErrno()))"
      unlink(temporary)
      close(fd)
      return problem
    }
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeBytes { buffer in
        systemWrite(fd, buffer.baseAddress.map { $0 + written }, buffer.count - written)
      }
      if n < 0 {
        if errno == EINTR { continue }
        return fail("cannot write the new contents beside the file")
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
    guard rename(temporary, target) == 0 else {
      return fail("cannot replace the file")
    }
    // Closing releases the lock, after the rename: the temporary's name is
    // gone by then.
    guard close(fd) == 0 else { return "cannot close the new file (\(describeErrno()))" }
    let folderFD = open(directory, O_RDONLY | O_DIRECTORY)
    if folderFD >= 0 {
      _ = fsync(folderFD)
      close(folderFD)
    }
    return nil
  }

  /// The prefix of a temporary file's name; six random characters follow.
  static let temporaryPrefix = ".insets-"

  /// Whether `name` is a temporary file's: the prefix and six characters
  /// `mkstemp(3)` chooses from.
  static func isTemporaryName(_ name: Substring) -> Bool {
    guard name.hasPrefix(temporaryPrefix) else { return false }
    let tail = name.utf8.dropFirst(temporaryPrefix.utf8.count)
    return tail.count == 6
      && tail.allSatisfy { b in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b)
          || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b)
      }
  }

  /// A new temporary file in `directory`, open and locked, with its path;
  /// nil when none can be made (errno says why).
  static func lockedTemporary(in directory: String) -> (Int32, String)? {
    for _ in 0..<8 {
      var template = Array((directory + "/" + temporaryPrefix + "XXXXXX").utf8CString)
      let fd = template.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { mkstemp($0) } ?? -1
      }
      guard fd >= 0 else { return nil }
      let path = String(
        decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      // Another record's clean-up may have taken it between its creation and
      // the lock (it saw an unlocked temporary): then its name is gone, and
      // another is made.
      var info = stat()
      guard flock(fd, LOCK_EX) == 0, fstat(fd, &info) == 0 else {
        close(fd)
        unlink(path)
        return nil
      }
      if info.st_nlink > 0 { return (fd, path) }
      close(fd)
    }
    return nil
  }

  /// Removes the temporary files an interrupted ``write(_:to:)`` (a
  /// process killed before its rename) left beside `files`: in each file's
  /// folder, every regular file named `.insets-XXXXXX`, owned by this user,
  /// that no live writer holds locked. Returns the paths removed.
  ///
  /// - Complexity: one listing of each distinct folder.
  public static func removeAbandonedTemporaries(besides files: [String]) -> [String] {
    var folders: [String] = []
    var seen: Set<String> = []
    for file in files {
      let target = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
      let folder = (target as NSString).deletingLastPathComponent
      let directory = folder.isEmpty ? "." : folder
      if seen.insert(directory).inserted { folders.append(directory) }
    }
    var removed: [String] = []
    for directory in folders {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
        continue
      }
      for name in names.sorted() where isTemporaryName(Substring(name)) {
        let path = directory + "/" + name
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { continue }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
          info.st_uid == geteuid(), flock(fd, LOCK_EX | LOCK_NB) == 0
        else { continue }
        if unlink(path) == 0 { removed.append(path) }
      }
    }
    return removed
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
