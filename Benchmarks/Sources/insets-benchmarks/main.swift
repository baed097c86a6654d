import AllocationCounter
import Foundation
import InsetModel
import InsetScenarios

// The benchmarks: each formula against the same arithmetic written inline,
// a full resolve, allocations per resolve, the flow layout at growing sizes,
// the scenario engine on generated tables, and `insets run` on Scenarios/.
// Run with `swift run -c release insets-benchmarks [--json FILE] [--quick]`.

let arguments = CommandLine.arguments.dropFirst()
let quick = arguments.contains("--quick")
let jsonPath: String = {
  if let i = arguments.firstIndex(of: "--json"), arguments.index(after: i) < arguments.endIndex {
    return arguments[arguments.index(after: i)]
  }
  return "benchmark-results.json"
}()

/// One measured quantity.
struct Result: Codable {
  var name: String
  /// `nil` when it could not be measured (then absent from the JSON).
  var value: Double?
  var unit: String
  var target: String
  var met: Bool?
}
var results: [Result] = []

@MainActor func record(
  _ name: String, _ value: Double?, _ unit: String, target: String = "", met: Bool? = nil
) {
  results.append(Result(name: name, value: value, unit: unit, target: target, met: met))
}

/// Nanoseconds per iteration: the median of `runs` timings of `iterations` calls.
func nanoseconds(iterations: Int, runs: Int = 7, _ body: (Int) -> Void) -> Double {
  var samples: [Double] = []
  for _ in 0..<runs {
    let clock = ContinuousClock()
    let start = clock.now
    body(iterations)
    let elapsed = clock.now - start
    let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    samples.append(ns / Double(iterations))
  }
  return samples.sorted()[samples.count / 2]
}

/// Keeps a value alive and opaque to the optimizer.
@inline(never) func sink(_ value: CGFloat) -> CGFloat { value }

func random(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range)) }
func randomInsets(_ range: ClosedRange<Double> = 0...90) -> Insets {
  Insets(top: random(range), left: random(range), bottom: random(range), right: random(range))
}

let iterations = quick ? 200_000 : 5_000_000

// `--profile-engine`: only the engine on 10^4 rows, for a profiler.
if arguments.contains("--profile-engine") {
  var text =
    "| scenario | device | orientation | navigationBar | contentSize | adjustedContentInset? | contentOffset? |\n|---|---|---|---|---|---|---|\n"
  for i in 0..<10_000 {
    text +=
      "| row \(i) | iPhone X | \(i % 2 == 0 ? "portrait" : "landscape") | visible | {375, 2000} | | |\n"
  }
  print(ScenarioRunner().run(bytes: Array(text.utf8), file: "g.md").passed)
  exit(0)
}

// `--profile-resolve`: only resolve, for a profiler.
if arguments.contains("--profile-resolve") {
  var scene = LayoutScene()
  scene.screen.device = DeviceCatalog.device(named: "iPhone X")
  scene.controller.navigationBar = .visible
  scene.controller.tabBar = .visible
  scene.view.kind = .scrollView
  scene.scrollView.contentSize = CGSize(width: 375, height: 2000)
  var acc: CGFloat = 0
  for _ in 0..<20_000 { acc += scene.resolve().view.safeAreaInsets.top }
  print(sink(acc))
  exit(0)
}
let mask = 1023

// MARK: Formulas against inline arithmetic

struct ScrollInput {
  var contentInset: Insets
  var safe: Insets
  var contentSize: CGSize
  var frameSize: CGSize
  var bounceH: Bool
  var bounceV: Bool
  var compatibility: Bool
}
let scrollInputs = (0...mask).map { _ in
  ScrollInput(
    contentInset: randomInsets(-20...40), safe: randomInsets(),
    contentSize: CGSize(width: random(0...1000), height: random(0...3000)),
    frameSize: CGSize(width: random(300...900), height: random(300...900)),
    bounceH: Bool.random(), bounceV: Bool.random(), compatibility: Bool.random())
}

@MainActor func compare(_ name: String, library: (Int) -> Void, inline: (Int) -> Void) {
  let lib = nanoseconds(iterations: iterations, library)
  let hand = nanoseconds(iterations: iterations, inline)
  let ratio = lib / max(hand, 1e-6)
  record("\(name): library", lib, "ns/call")
  record("\(name): inline", hand, "ns/call")
  record("\(name): ratio", ratio, "×", target: "≤ 1.1", met: ratio <= 1.1)
  allocations(name) {
    library(10_000)
  }
}

/// An object that escapes (retained by hand) always takes a heap
/// allocation, through the Swift runtime's own path to `malloc`.
final class Probe { var value = 0 }
func allocateProbe() -> Int {
  let probe = Unmanaged.passRetained(Probe())
  defer { probe.release() }
  return probe.takeUnretainedValue().value
}

/// Whether the allocation counter sees this platform's allocations (it
/// interposes glibc's `malloc`): checked on an allocation that must happen, so
/// that a counter seeing nothing can never pass for zero allocations.
let allocationsAreCounted: Bool = {
  allocation_counter_start()
  _ = allocateProbe()
  return allocation_counter_stop() >= 1
}()
if !allocationsAreCounted {
  print("allocations: not measured (the counter interposes glibc's malloc; this is not glibc)")
}

@MainActor func allocations(_ name: String, target: Int = 0, _ body: () -> Void) {
  allocation_counter_start()
  body()
  let count = allocation_counter_stop()
  record(
    "\(name): allocations", allocationsAreCounted ? Double(count) : nil, "allocations",
    target: "\(target)", met: allocationsAreCounted && count <= target)
}

compare(
  "adjustedContentInset",
  library: { n in
    var acc: CGFloat = 0
    for i in 0..<n {
      let input = scrollInputs[i & mask]
      let axes = ContentInsetAdjustment.scrollableAxes(
        contentSize: input.contentSize, frameSize: input.frameSize,
        alwaysBounceHorizontal: input.bounceH, alwaysBounceVertical: input.bounceV)
      let edges = ContentInsetAdjustment.adjustedEdges(
        behavior: .automatic, scrollsHorizontally: axes.horizontal,
        scrollsVertically: axes.vertical,
        compatibilityRuleHolds: input.compatibility)
      acc +=
        ContentInsetAdjustment.adjustedContentInset(
          contentInset: input.contentInset, safeAreaInsets: input.safe, adjustedEdges: edges
        ).top
    }
    _ = sink(acc)
  },
  inline: { n in
    var acc: CGFloat = 0
    for i in 0..<n {
      let input = scrollInputs[i & mask]
      let h = input.contentSize.width > input.frameSize.width || input.bounceH
      let v =
        input.contentSize.height > input.frameSize.height || input.bounceV || input.compatibility
      let result = Insets(
        top: input.contentInset.top + (v ? input.safe.top : 0),
        left: input.contentInset.left + (h ? input.safe.left : 0),
        bottom: input.contentInset.bottom + (v ? input.safe.bottom : 0),
        right: input.contentInset.right + (h ? input.safe.right : 0))
      acc += result.top
    }
    _ = sink(acc)
  })

struct FrameInput {
  var bounds: CGRect
  var safe: Insets
  var frame: CGRect
  var own: Insets
  var superMargins: Insets
}
let frameInputs = (0...mask).map { _ in
  let bounds = CGRect(x: 0, y: 0, width: random(300...900), height: random(500...1000))
  return FrameInput(
    bounds: bounds, safe: randomInsets(),
    frame: CGRect(
      x: random(0...100), y: random(0...100), width: random(50...300), height: random(50...500)),
    own: randomInsets(0...20), superMargins: randomInsets(0...60))
}

compare(
  "subview safeAreaInsets",
  library: { n in
    var acc: CGFloat = 0
    for i in 0..<n {
      let input = frameInputs[i & mask]
      acc +=
        SafeAreaPropagation.subviewSafeAreaInsets(
          superviewBounds: input.bounds, superviewSafeAreaInsets: input.safe, frame: input.frame
        ).top
    }
    _ = sink(acc)
  },
  inline: { n in
    var acc: CGFloat = 0
    for i in 0..<n {
      let input = frameInputs[i & mask]
      let b = input.bounds
      let f = input.frame
      let s = input.safe
      let result = Insets(
        top: min(max(0, s.top), max(0, s.top - (f.minY - b.minY))),
        left: min(max(0, s.left), max(0, s.left - (f.minX - b.minX))),
        bottom: min(max(0, s.bottom), max(0, s.bottom - (b.maxY - f.maxY))),
        right: min(max(0, s.right), max(0, s.right - (b.maxX - f.maxX))))
      acc += result.top
    }
    _ = sink(acc)
  })

compare(
  "layoutMargins",
  library: { n in
    var acc: CGFloat = 0
    for i in 0..<n {
      let input = frameInputs[i & mask]
      acc +=
        LayoutMarginRules.layoutMargins(
          own: input.own, safeAreaInsets: input.safe, insetsFromSafeArea: true,
          preservesSuperviewLayoutMargins: true, superviewLayoutMargins: input.superMargins,
          superviewBounds: input.bounds, frame: input.frame
        ).top
    }
    _ = sink(acc)
  },
  inline: { n in
    var acc: CGFloat = 0
    for i in 0..<n {
      let input = frameInputs[i & mask]
      let b = input.bounds
      let f = input.frame
      let m = input.superMargins
      let result = Insets(
        top: max(input.own.top + input.safe.top, m.top - (f.minY - b.minY)),
        left: max(input.own.left + input.safe.left, m.left - (f.minX - b.minX)),
        bottom: max(input.own.bottom + input.safe.bottom, m.bottom - (b.maxY - f.maxY)),
        right: max(input.own.right + input.safe.right, m.right - (b.maxX - f.maxX)))
      acc += result.top
    }
    _ = sink(acc)
  })

compare(
  "effective section inset",
  library: { n in
    var acc: CGFloat = 0
    for i in 0..<n {
      let input = frameInputs[i & mask]
      acc +=
        FlowLayout.effectiveSectionInset(
          sectionInset: input.own, reference: .fromSafeArea,
          adjustedContentInset: input.superMargins,
          safeAreaInsets: input.safe, layoutMargins: input.safe
        ).left
    }
    _ = sink(acc)
  },
  inline: { n in
    var acc: CGFloat = 0
    for i in 0..<n {
      let input = frameInputs[i & mask]
      let a = input.superMargins
      let s = input.safe
      let inset = input.own
      let result = Insets(
        top: max(a.top, s.top + inset.top) - a.top, left: max(a.left, s.left + inset.left) - a.left,
        bottom: max(a.bottom, s.bottom + inset.bottom) - a.bottom,
        right: max(a.right, s.right + inset.right) - a.right)
      acc += result.left
    }
    _ = sink(acc)
  })

// MARK: A full resolve

var scene = LayoutScene()
scene.screen.device = DeviceCatalog.device(named: "iPhone X")
scene.controller.navigationBar = .visible
scene.controller.tabBar = .visible
scene.view.kind = .scrollView
scene.scrollView.contentSize = CGSize(width: 375, height: 2000)
let scenes = (0...mask).map { i -> LayoutScene in
  var s = scene
  s.scrollView.contentInset = Insets(all: CGFloat(i % 17))
  return s
}
let resolveNs = nanoseconds(iterations: quick ? 100_000 : 2_000_000) { n in
  var acc: CGFloat = 0
  for i in 0..<n { acc += scenes[i & mask].resolve().scrollView?.adjustedContentInset.top ?? 0 }
  _ = sink(acc)
}
record(
  "resolve (device + bars + view + scroll view)", resolveNs, "ns", target: "≤ 200",
  met: resolveNs <= 200)
allocations("resolve, no-op tracer (per 10,000)") {
  var acc: CGFloat = 0
  for i in 0..<10_000 { acc += scenes[i & mask].resolve().view.safeAreaInsets.top }
  _ = sink(acc)
}
// The other kinds of scene: their parts are plain data too.
do {
  var table = scene
  table.view.kind = .tableView
  table.tableView.numberOfRows = 40
  table.scrollView.contentSize = nil
  var collection = scene
  collection.view.kind = .collectionView
  collection.collectionView.numberOfItems = 100
  collection.scrollView.contentSize = nil
  var swiftUI = scene
  var setup = SwiftUISetup()
  setup.modifiers = [
    .safeAreaInset(
      edge: .bottom, alignment: .center, spacing: nil, content: InsetContent(length: 50)),
    .ignoresSafeArea(regions: .keyboard, edges: .all),
  ]
  swiftUI.swiftUI = setup
  for (name, variant) in [
    ("table view", table), ("collection view", collection), ("SwiftUI chain", swiftUI),
  ] {
    allocations("resolve, \(name) (per 10,000)") {
      var acc: CGFloat = 0
      for _ in 0..<10_000 { acc += variant.resolve().view.safeAreaInsets.top }
      _ = sink(acc)
    }
  }
}
do {
  allocation_counter_start()
  var acc = 0
  for i in 0..<1_000 {
    var tracer = RecordingTracer()
    _ = scenes[i & mask].resolve(tracer: &tracer)
    acc += tracer.steps.count
  }
  let count = allocation_counter_stop()
  record(
    "resolve, recording tracer", allocationsAreCounted ? Double(count) / 1_000 : nil,
    "allocations/resolve", target: "(explain only)")
  _ = sink(CGFloat(acc))
}

// MARK: Flow layout

for exponent in 3...6 {
  let n = Int(pow(10, Double(exponent)))
  var setup = FlowLayoutSetup()
  setup.numberOfItems = n
  setup.itemSize = CGSize(width: 100, height: 100)
  let layout = FlowLayout(
    setup, effectiveSectionInset: Insets(top: 0, left: 44, bottom: 0, right: 44),
    crossExtent: 812, singleItemLineCentred: true)
  let runs = exponent >= 6 ? 5 : 9
  let perItem =
    nanoseconds(iterations: 1, runs: runs) { _ in
      _ = sink(layout.frames()?.last?.maxY ?? 0)
    } / Double(n)
  let total = perItem * Double(n) / 1e6
  record("flow layout 10^\(exponent) items", perItem, "ns/item")
  if exponent == 6 {
    record("flow layout 10^6 items, total", total, "ms", target: "≤ 20", met: total <= 20)
  }
  if exponent == 4 {
    allocations("flow layout frames() of 10^4", target: 1) {
      _ = sink(layout.frames()?.count.cgFloat ?? 0)
    }
  }
}

extension Int { var cgFloat: CGFloat { CGFloat(self) } }

// MARK: The scenario engine

func table(rows: Int) -> [UInt8] {
  let devices = ["iPhone X", "iPhone 8", "iPhone 14 Pro", "iPad Pro (11-inch)", "iPhone 12"]
  var text =
    "# Generated\n\n| scenario | device | orientation | navigationBar | contentSize | adjustedContentInset? | contentOffset? |\n|---|---|---|---|---|---|---|\n"
  text.reserveCapacity(rows * 110)
  for i in 0..<rows {
    text +=
      "| row \(i) | \(devices[i % devices.count]) | \(i % 2 == 0 ? "portrait" : "landscape") | visible | {375, 2000} | | |\n"
  }
  return Array(text.utf8)
}
let runner = ScenarioRunner()
for exponent in 2...(quick ? 4 : 5) {
  let n = Int(pow(10, Double(exponent)))
  let bytes = table(rows: n)
  let ns = nanoseconds(iterations: 1, runs: exponent >= 5 ? 3 : 5) { _ in
    _ = runner.run(bytes: bytes, file: "generated.md").passed
  }
  let rowsPerSecond = Double(n) / (ns / 1e9)
  record(
    "engine, 10^\(exponent) rows", rowsPerSecond, "rows/s", target: "≥ 200,000",
    met: rowsPerSecond >= 200_000)
}

// MARK: insets run on Scenarios/

let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  .appendingPathComponent("insets")
if FileManager.default.isExecutableFile(atPath: tool.path),
  FileManager.default.fileExists(atPath: "Scenarios")
{
  let ms =
    nanoseconds(iterations: 1, runs: 5) { _ in
      let process = Process()
      process.executableURL = tool
      process.arguments = ["run", "Scenarios"]
      process.standardOutput = FileHandle.nullDevice
      try? process.run()
      process.waitUntilExit()
    } / 1e6
  record("insets run Scenarios/ (wall)", ms, "ms")
} else {
  // Never skipped in silence: run from the package root, where the tool is
  // built beside this benchmark.
  print("insets run Scenarios/: not measured (no \(tool.path), or no Scenarios/ here)")
  record("insets run Scenarios/ (wall)", nil, "ms", target: "measured", met: false)
}

// MARK: Report

func format(_ value: Double?) -> String {
  guard let value else { return "—" }
  return value >= 1000
    ? String(format: "%.0f", value)
    : value >= 10 ? String(format: "%.1f", value) : String(format: "%.3f", value)
}
let nameWidth = results.map(\.name.count).max() ?? 20
print(
  "benchmark".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
    + "  value        unit                  target          met")
for r in results {
  let met = r.met.map { $0 ? "yes" : "NO" } ?? ""
  print(
    r.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
      + format(r.value).padding(toLength: 12, withPad: " ", startingAt: 0) + " "
      + r.unit.padding(toLength: 21, withPad: " ", startingAt: 0) + " "
      + r.target.padding(toLength: 15, withPad: " ", startingAt: 0) + " " + met)
}
struct Document: Codable {
  var date: String
  var machine: String
  var results: [Result]
}
let document = Document(
  date: ISO8601DateFormatter().string(from: Date()),
  machine:
    "\(ProcessInfo.processInfo.processorCount) cores, \(ProcessInfo.processInfo.physicalMemory / 1_073_741_824) GiB, \(ProcessInfo.processInfo.operatingSystemVersionString)",
  results: results)
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
do {
  try encoder.encode(document).write(to: URL(fileURLWithPath: jsonPath), options: .atomic)
  print("\nJSON written to \(jsonPath)")
} catch {
  print("\nJSON not written to \(jsonPath): \(error.localizedDescription)")
  exit(1)
}
