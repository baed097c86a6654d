import Foundation

/// The folder a run of the tests keeps its temporary folders in
/// (`insets-tests-PID-XXXXXXXX` in the system's temporary folder, the last
/// part random: unique even where two runs in different containers share a
/// PID and `/tmp`). Short: a socket's path inside it must fit in 108 bytes.
private let scratchRootURL = FileManager.default.temporaryDirectory.appendingPathComponent(
  "insets-tests-\(getpid())-\(UUID().uuidString.prefix(8))")

/// The folder this test process writes its temporary folders in, removed
/// with everything in it when the process exits normally, so that the
/// folders made through ``scratchFolder(_:)`` (and ``folder(_:)``) are not
/// left behind whatever the test that made them did. (A run that fails
/// may end without it: its folders stay for a look.)
///
/// A `let` at file scope is made once, on first use, whichever thread asks.
let scratchRoot: URL = {
  // A C function: it reads the global rather than capturing anything.
  atexit { try? FileManager.default.removeItem(at: scratchRootURL) }
  return scratchRootURL
}()

/// A fresh, empty folder inside ``scratchRoot``, named `prefix-UUID`.
func scratchFolder(_ prefix: String = "t") throws -> URL {
  let dir = scratchRoot.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  return dir
}
