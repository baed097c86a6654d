import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// `insets port` against `mawk` on a generated tree of legacy code.
//
// The tree is the project's own port corpus (Tests/PortSamples/legacy and
// Tests/PortCorpus: Swift, Objective-C, storyboards), copied into folders
// until it holds at least 6 MB. Each copy starts with a comment line holding
// a number drawn at run time, so that no two copies are the same bytes and
// no run of the suite sees the same tree. mawk reads the same files for the
// same numbers (each bar-like literal the port rules look at: 20, 34, 44,
// 49, 64, 83, 88, 113, 116, 140, 171, as a whole number), which is the least
// a tool that finds them must do. Both are spawned in turn, `runs` times, on
// one core (`taskset` is not assumed: the port command runs on one thread);
// the figure is the ratio of their medians, target 5.
//
// Peak memory is measured through the suite's `--peak-of` copy of itself
// (a child spawned from the suite inherits its high-water mark): on the
// tree, against 4 × its largest file plus the tool's peak on one small file
// (the constant: the binary, the model's catalog, one sweep); and on one
// generated file of 100,000 device checks (5 MB), the same way.

/// Where mawk is installed, if it is.
func mawkPath() -> String? {
  ["/usr/bin/mawk", "/bin/mawk"].first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// The corpus files the tree is made of, read once: (name, bytes).
func portCorpus() -> [(name: String, bytes: [UInt8])] {
  let folders = [
    "Tests/PortSamples/legacy", "Tests/PortCorpus/legacy", "Tests/PortCorpus/modern",
    "Tests/PortCorpus/patch",
  ]
  let kinds: Set<String> = ["swift", "m", "h", "storyboard", "xib"]
  var files: [(String, [UInt8])] = []
  for folder in folders {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    for name in names where kinds.contains((name as NSString).pathExtension) {
      guard !name.contains(".patched."),
        let data = FileManager.default.contents(atPath: folder + "/" + name)
      else { continue }
      files.append((folder.replacingOccurrences(of: "/", with: "-") + "-" + name, [UInt8](data)))
    }
  }
  return files
}

/// Writes copies of `corpus` under `root` until they hold `bytes`: the
/// paths written, the total, and the largest file.
func writeTree(_ corpus: [(name: String, bytes: [UInt8])], under root: URL, bytes target: Int)
  -> (paths: [String], total: Int, largest: Int)
{
  var paths: [String] = []
  var total = 0
  var largest = 0
  var copy = 0
  while total < target, !corpus.isEmpty {
    let folder = root.appendingPathComponent("copy\(copy)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in corpus {
      // A first line that differs in every copy and every run.
      let mark: [UInt8] =
        file.name.hasSuffix(".storyboard") || file.name.hasSuffix(".xib")
        ? [] : Array("// copy \(copy), run mark \(UInt64.random(in: 0...UInt64.max))\n".utf8)
      let bytes = mark + file.bytes
      let path = folder.appendingPathComponent(file.name).path
      guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { continue }
      paths.append(path)
      total += bytes.count
      largest = max(largest, bytes.count)
    }
    copy += 1
  }
  return (paths, total, largest)
}

/// The mawk program that finds the same literals the port rules look at.
let mawkBarNumbers =
  "{ n += gsub(/(^|[^0-9A-Za-z_.])(20|34|44|49|64|83|88|113|116|140|171)([^0-9A-Za-z_.]|$)/, \"&\") }"
  + " END { print n }"

/// Wall seconds, exit status and peak resident bytes of `tool arguments`,
/// through the suite's `--peak-of` copy of itself.
func peakOf(_ tool: String, _ arguments: [String], scratch: URL) -> (
  seconds: Double, status: Int32, peak: Int
)? {
  let result = scratch.appendingPathComponent("peak-\(UInt64.random(in: 0...UInt64.max)).txt")
  guard spawn(CommandLine.arguments[0], ["--peak-of", result.path, tool] + arguments) != nil,
    let text = try? String(contentsOf: result, encoding: .utf8)
  else { return nil }
  let fields = text.split(separator: " ").map {
    $0.trimmingCharacters(in: .whitespacesAndNewlines)
  }
  guard fields.count == 3, let seconds = Double(fields[0]), let status = Int32(fields[1]),
    let peak = Int(fields[2])
  else { return nil }
  return (seconds, status, peak)
}

func portBenchmark(tool: String, folder: URL, runs: Int) {
  guard let mawk = mawkPath() else {
    print("mawk: not installed, so port's ratio to it is not measured")
    record("insets port ÷ mawk, generated tree", nil, "×", target: "≤ 5", met: nil)
    return
  }
  let corpus = portCorpus()
  guard !corpus.isEmpty else {
    print("port: no corpus here (run from the package root): not measured")
    record("insets port ÷ mawk, generated tree", nil, "×", target: "≤ 5", met: false)
    return
  }
  let root = folder.appendingPathComponent("port-tree")
  let tree = writeTree(corpus, under: root, bytes: 6_000_000)
  let megabytes = Double(tree.total) / 1_000_000
  record(
    "port tree: \(tree.paths.count) files, \(String(format: "%.1f", megabytes)) MB",
    single: megabytes, "MB", target: "≥ 5", met: megabytes >= 5)

  // Spawned in turn, so that both see the same moments of the machine.
  var port: [Double] = []
  var awk: [Double] = []
  for _ in 0..<runs {
    // Exit status 1: the tree has findings, as it should.
    if let run = spawn(tool, ["port", root.path]), run.status == 1 { port.append(run.seconds) }
    if let run = spawn(mawk, [mawkBarNumbers] + tree.paths), run.status == 0 {
      awk.append(run.seconds)
    }
  }
  guard port.count == runs, awk.count == runs else {
    print("insets port or mawk did not complete \(runs) clean runs on the tree: no ratio")
    record("insets port ÷ mawk, generated tree", nil, "×", target: "≤ 5", met: false)
    return
  }
  record("insets port, generated tree", Spread(port).scaled(1e3), "ms")
  record("mawk, the same files for the same numbers", Spread(awk).scaled(1e3), "ms")
  let ratio = Spread(port).median / Spread(awk).median
  record("insets port ÷ mawk, generated tree", single: ratio, "×", target: "≤ 5", met: ratio <= 5)

  // Memory: flat in the number of files. The constant is the tool's peak
  // on one copy of the corpus (the same files once: the binary, the
  // catalog, every sweep the tree needs); the tree, a hundred and more
  // copies, must stay under it plus 4 × its largest file, plus the list of
  // paths the walk sorts before reading (a path and its language, 256
  // bytes a file at most: the one thing a run keeps per file).
  let one = root.appendingPathComponent("copy0").path
  if let once = peakOf(tool, ["port", one], scratch: folder),
    let all = peakOf(tool, ["port", root.path], scratch: folder)
  {
    let limit = 4 * tree.largest + once.peak + 256 * tree.paths.count
    record(
      "insets port, one copy of the corpus (\(corpus.count) files): peak memory",
      single: Double(once.peak) / 1_048_576, "MB")
    record(
      "insets port, generated tree: peak memory", single: Double(all.peak) / 1_048_576, "MB",
      target: "≤ \(String(format: "%.1f", Double(limit) / 1_048_576))", met: all.peak <= limit)
  }

  // One large file: 100,000 device checks, 5 MB.
  let big = folder.appendingPathComponent("device-checks.swift")
  var text = "final class Checks: UIViewController {\n  func check() {\n"
  let heights = [568, 667, 736, 812, 844, 896, 926, 932]
  for k in 0..<100_000 {
    let height = heights[Int.random(in: 0..<heights.count)]
    text += "    if UIScreen.main.bounds.height == \(height) { top\(k) = 20 }\n"
  }
  text += "  }\n}\n"
  guard FileManager.default.createFile(atPath: big.path, contents: Data(text.utf8)) else { return }
  var portBig: [Double] = []
  var awkBig: [Double] = []
  for _ in 0..<max(1, runs / 2) {
    if let run = spawn(tool, ["port", big.path]), run.status == 1 { portBig.append(run.seconds) }
    if let run = spawn(mawk, [mawkBarNumbers, big.path]), run.status == 0 {
      awkBig.append(run.seconds)
    }
  }
  let bigMB = Double(text.utf8.count) / 1_000_000
  if !portBig.isEmpty, portBig.count == awkBig.count {
    record(
      "insets port, 100,000 device checks (\(String(format: "%.1f", bigMB)) MB)",
      Spread(portBig).scaled(1e3), "ms")
    let ratio = Spread(portBig).median / Spread(awkBig).median
    // No target: a file of nothing but findings is the worst case, not the
    // tree the 5× is for.
    record("insets port ÷ mawk, 100,000 device checks", single: ratio, "×")
  }
  if let run = peakOf(tool, ["port", big.path], scratch: folder) {
    let peak = Double(run.peak) / 1_048_576
    record("insets port, 100,000 device checks: peak memory", single: peak, "MB")
    // Linear in the file: the peak as a multiple of its size.
    record(
      "insets port, 100,000 device checks: peak ÷ file size",
      single: Double(run.peak) / Double(text.utf8.count), "×")
  }
  // Past the limit: an error, at once, in little memory.
  let over = folder.appendingPathComponent("over-the-limit.swift")
  if FileManager.default.createFile(
    atPath: over.path, contents: Data(repeating: 0x20, count: 9 * 1_048_576)),
    let run = peakOf(tool, ["port", over.path], scratch: folder)
  {
    let peak = Double(run.peak) / 1_048_576
    record(
      "insets port, a 9 MB file (over the 8 MB limit): peak memory", single: peak, "MB",
      target: "exit 1, ≤ 40", met: run.status == 1 && peak <= 40)
  }
}
