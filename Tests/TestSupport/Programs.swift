import Foundation

/// The package's root folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Runs `arguments` through `/usr/bin/env` (the first names a program on
/// PATH: `git`, `clang`, `swiftc`), in `directory` when given: its exit
/// status and what it printed on both streams, in the order it printed it.
func runProgram(_ arguments: [String], in directory: URL? = nil) throws
  -> (status: Int32, output: String)
{
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Whether `program` runs here (`clang` need not be installed).
func programExists(_ program: String) -> Bool {
  (try? runProgram([program, "--version"]).status) == 0
}
