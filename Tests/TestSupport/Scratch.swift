import Foundation

/// The folder this test process writes its temporary files in: one a
/// process (`insets-tests-PID` in the system's temporary folder), removed
/// with everything in it when the process exits, so that a run of the
/// tests leaves nothing behind, whichever test made what.
///
/// A `let` at file scope is made once, on first use, whichever thread asks.
let scratchRoot: URL = {
  // A C function: it may capture nothing, so it names the folder again.
  atexit {
    try? FileManager.default.removeItem(
      at: FileManager.default.temporaryDirectory.appendingPathComponent(
        "insets-tests-\(getpid())"))
  }
  return FileManager.default.temporaryDirectory.appendingPathComponent(
    "insets-tests-\(getpid())")
}()

/// A fresh, empty folder inside ``scratchRoot``, named `prefix-UUID`.
func scratchFolder(_ prefix: String = "t") throws -> URL {
  let dir = scratchRoot.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  return dir
}
