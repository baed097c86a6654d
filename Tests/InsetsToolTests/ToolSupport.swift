import Foundation

// What the tool's end-to-end tests share: the built
// binary, a run of it, and scratch folders.

/// The built `insets` binary: beside the test bundle (the test target depends
/// on the tool, so it is built first), or in `.build/debug`.
func insetsBinary() throws -> URL {
  var candidates: [URL] = []
  if let executable = Bundle.main.executableURL {
    candidates.append(executable.deletingLastPathComponent().appendingPathComponent("insets"))
  }
  candidates.append(
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("insets"))
  candidates.append(packageRoot.appendingPathComponent(".build/debug/insets"))
  for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
    return candidate
  }
  throw ToolError(message: "the insets binary was not found; looked at \(candidates.map(\.path))")
}

struct ToolError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// What one run of the tool printed and returned.
struct ToolRun {
  var status: Int32
  var stdout: String
  var stderr: String
  var lines: [String] {
    stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }
}

/// Runs `insets` with `arguments` in `directory`; with a `timeout` (in
/// seconds), a run still going then is killed and the test fails with what
/// it printed, rather than hang (a tool that waits on a named pipe).
func insets(_ arguments: [String], in directory: URL = packageRoot, timeout: Double? = nil)
  throws -> ToolRun
{
  let process = Process()
  process.executableURL = try insetsBinary()
  process.arguments = arguments
  process.currentDirectoryURL = directory
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  if let timeout {
    let pid = process.processIdentifier
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
      if process.isRunning { kill(pid, SIGKILL) }
    }
  }
  // Standard error is read while standard output is: a tool that fills one
  // pipe while the other is read would otherwise wait forever.
  let errorData = LockedData()
  let reader = DispatchGroup()
  DispatchQueue.global().async(group: reader) {
    errorData.set(err.fileHandleForReading.readDataToEndOfFile())
  }
  let stdout = out.fileHandleForReading.readDataToEndOfFile()
  reader.wait()
  let stderr = errorData.get()
  process.waitUntilExit()
  if timeout != nil, process.terminationReason == .uncaughtSignal {
    throw ToolError(message: "insets \(arguments) did not finish in time")
  }
  return ToolRun(
    status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
    stderr: String(decoding: stderr, as: UTF8.self))
}

/// A fresh temporary folder holding `files` (name → contents; a name may
/// have folders, which are made).
func folder(_ files: [String: String]) throws -> URL {
  try folder(bytes: files.mapValues { Array($0.utf8) })
}

/// A fresh temporary folder holding `files` (name → bytes), inside the
/// process's ``scratchRoot`` (removed when the tests end).
func folder(bytes files: [String: [UInt8]]) throws -> URL {
  let dir = try scratchFolder("folder")
  for (name, bytes) in files {
    let url = dir.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }
  return dir
}

/// Bytes one thread writes and another reads after it is done.
final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()
  func set(_ value: Data) { lock.withLock { data = value } }
  func get() -> Data { lock.withLock { data } }
}
