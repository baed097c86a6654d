import AllocationCounter
import Foundation
import InsetModel
import InsetScenarios

#if canImport(Glibc)
  import Glibc
#endif

// The benchmarks, each an honest measurement of what its name says:
//
// - every public formula against the same arithmetic written inline, and
//   against an empty loop that reads the same inputs: inputs drawn at run
//   time into an array before timing, every field of every result consumed,
//   the sum handed to a C function the optimiser cannot see through;
// - a full resolve over a varied mix of scenes;
// - heap allocations, counted by an interposed malloc;
// - the flow layout at growing sizes;
// - the scenario engine on generated tables whose every output cell is
//   filled and checked, against `mawk` splitting the same file into cells;
// - the built tool, spawned directly (posix_spawn), beside `/bin/true`
//   spawned the same way; its peak memory on a million rows.
//
// Run from the repository's root with
// `swift run --package-path Benchmarks -c release insets-benchmarks [--quick] [--json FILE]`
// (`--only PART` for one part, `--keep-files` to keep the generated tables,
// `--tool PATH` to time another build of the tool).

let arguments = CommandLine.arguments.dropFirst()

// `--peak-of OUT TOOL ARGS…`: spawn TOOL and write its wall seconds, exit
// status and peak resident bytes to OUT. The suite measures a process's peak
// memory through this small copy of itself: a child spawned from a process
// that already holds large tables inherits that process's high-water mark
// (posix_spawn's child shares its parent's memory until exec, and Linux keeps
// the larger mark across exec), so the suite's own size would be reported.
if arguments.first == "--peak-of", arguments.count >= 3 {
  let rest = Array(arguments.dropFirst())
  let out = rest[0]
  if let run = spawn(rest[1], Array(rest.dropFirst(2))) {
    try? "\(run.seconds) \(run.status) \(run.peak)\n".write(
      toFile: out, atomically: true, encoding: .utf8)
  }
  exit(0)
}
let quick = arguments.contains("--quick")
let jsonPath: String = {
  if let i = arguments.firstIndex(of: "--json"), arguments.index(after: i) < arguments.endIndex {
    return arguments[arguments.index(after: i)]
  }
  return "benchmark-results.json"
}()

/// `--only formulas|resolve|flow|engine|tool|files|port`: one part of the suite, for
/// working on it (each part stands alone).
let only: String? = {
  guard let i = arguments.firstIndex(of: "--only"), arguments.index(after: i) < arguments.endIndex
  else { return nil }
  return arguments[arguments.index(after: i)]
}()
func wants(_ part: String) -> Bool { only == nil || only == part }

/// `--seed N` fixes the resolve's mix of scenes (for a profiler, or to
/// compare two builds on the same scenes); by default every run draws a new
/// one. The seed is printed first thing, so that any run can be repeated.
let mixSeed: UInt64 = {
  guard let i = arguments.firstIndex(of: "--seed") else { return UInt64.random(in: 0...UInt64.max) }
  let next = arguments.index(after: i)
  guard next < arguments.endIndex, let seed = UInt64(arguments[next]) else {
    print("--seed needs a whole number from 0 to \(UInt64.max)")
    exit(2)
  }
  return seed
}()
print("resolve mix seed: \(mixSeed) (--seed \(mixSeed) draws the same scenes)")

// MARK: Measuring

/// Minimum, median and maximum over repeated timed runs.
struct Spread: Codable {
  var min: Double
  var median: Double
  var max: Double

  init(_ samples: [Double]) {
    let sorted = samples.sorted()
    min = sorted.first ?? .nan
    median = sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    max = sorted.last ?? .nan
  }

  func scaled(_ factor: Double) -> Spread {
    var s = self
    (s.min, s.median, s.max) = (min * factor, median * factor, max * factor)
    return s
  }
}

/// One measured quantity.
struct Result: Codable {
  var name: String
  /// `nil` when it could not be measured (then shown as —, never as zero).
  var value: Spread?
  var unit: String
  var target: String
  var met: Bool?
}
nonisolated(unsafe) var results: [Result] = []

func record(
  _ name: String, _ value: Spread?, _ unit: String, target: String = "", met: Bool? = nil
) {
  results.append(Result(name: name, value: value, unit: unit, target: target, met: met))
}

func record(
  _ name: String, single value: Double?, _ unit: String, target: String = "", met: Bool? = nil
) {
  record(name, value.map { Spread([$0]) }, unit, target: target, met: met)
}

/// Seconds for each of `runs` calls of `body`.
@inline(__always)
func seconds(runs: Int, _ body: () -> Void) -> [Double] {
  var samples: [Double] = []
  samples.reserveCapacity(runs)
  let clock = ContinuousClock()
  for _ in 0..<runs {
    let start = clock.now
    body()
    let elapsed = clock.now - start
    samples.append(
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
  return samples
}

/// A count the optimiser cannot know: the loops below cannot be unrolled
/// against a constant or folded.
@inline(__always) func opaque(_ n: Int) -> Int { Int(benchmark_opaque(Int64(n))) }

let mask = 1023
let formulaIterations = quick ? 200_000 : 4_000_000
let formulaRuns = quick ? 5 : 9

/// Nanoseconds per call of `body` over the inputs, cycling through them.
/// `body` returns a number that depends on every field of its result; the
/// sums go to the opaque sink. Four sums, taken in turn: with one, every
/// call waits for the addition before it (four cycles), which hides a
/// formula cheaper than that behind the loop's own cost.
@inline(__always)
func nanosecondsPerCall<Input>(_ inputs: [Input], runs: Int, _ body: (Input) -> Double)
  -> [Double]
{
  let n = opaque(formulaIterations) & ~3
  let samples = inputs.withUnsafeBufferPointer { buffer in
    seconds(runs: runs) {
      var (a, b, c, d) = (0.0, 0.0, 0.0, 0.0)
      var i = 0
      while i < n {
        a += body(buffer[i & mask])
        b += body(buffer[(i + 1) & mask])
        c += body(buffer[(i + 2) & mask])
        d += body(buffer[(i + 3) & mask])
        i += 4
      }
      benchmark_sink(a + b + c + d)
    }
  }
  return samples.map { $0 * 1e9 / Double(n) }
}

// MARK: Allocations

/// An object that escapes (retained by hand) always takes a heap allocation.
final class Probe { var value = 0 }
func allocateProbe() -> Int {
  let probe = Unmanaged.passRetained(Probe())
  defer { probe.release() }
  return probe.takeUnretainedValue().value
}

/// Whether the counter sees this platform's allocations (it interposes
/// glibc's `malloc`), checked on an allocation that must happen.
let allocationsAreCounted: Bool = {
  allocation_counter_start()
  benchmark_sink(Double(allocateProbe()))
  return allocation_counter_stop() >= 1
}()
if !allocationsAreCounted {
  print("allocations: not measured (the counter interposes glibc's malloc; this is not glibc)")
}

func allocations(_ name: String, target: Int = 0, per: Int = 1, _ body: () -> Void) {
  allocation_counter_start()
  body()
  let count = allocation_counter_stop()
  record(
    "\(name): allocations", single: allocationsAreCounted ? Double(count) / Double(per) : nil,
    per == 1 ? "allocations" : "allocations/call", target: "\(target)",
    met: allocationsAreCounted && Double(count) / Double(per) <= Double(target))
}

// MARK: Consuming every field

@inline(__always) func sum(_ i: Insets) -> Double {
  Double(i.top) + Double(i.left) + Double(i.bottom) + Double(i.right)
}
@inline(__always) func sum(_ i: DirectionalInsets) -> Double {
  Double(i.top) + Double(i.leading) + Double(i.bottom) + Double(i.trailing)
}
@inline(__always) func sum(_ p: CGPoint) -> Double { Double(p.x) + Double(p.y) }
@inline(__always) func sum(_ s: CGSize) -> Double { Double(s.width) + Double(s.height) }
@inline(__always) func sum(_ r: CGRect) -> Double { sum(r.origin) + sum(r.size) }
@inline(__always) func sum(_ b: Bool) -> Double { b ? 1 : 0 }

// MARK: Inputs, drawn at run time

func random(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range)) }
func randomInsets(_ range: ClosedRange<Double> = 0...90) -> Insets {
  Insets(top: random(range), left: random(range), bottom: random(range), right: random(range))
}

struct FormulaInput {
  var contentInset: Insets
  var safe: Insets
  var margins: Insets
  var own: Insets
  var ownDirectional: DirectionalInsets
  var systemMinimum: DirectionalInsets
  var contentSize: CGSize
  var frameSize: CGSize
  var bounds: CGRect
  var frame: CGRect
  var edges: RectEdge
  var behavior: ContentInsetAdjustmentBehavior
  var reference: SectionInsetReference
  var direction: UserInterfaceLayoutDirection
  var flags: (Bool, Bool, Bool, Bool, Bool)
  var guides: (CGFloat, CGFloat)
  var readableWidth: CGFloat
}
let inputs: [FormulaInput] = (0...mask).map { _ in
  let bounds = CGRect(x: 0, y: 0, width: random(300...900), height: random(500...1000))
  let own = randomInsets(0...20)
  return FormulaInput(
    contentInset: randomInsets(-20...40), safe: randomInsets(), margins: randomInsets(0...60),
    own: own,
    ownDirectional: DirectionalInsets(
      top: own.top, leading: own.left, bottom: own.bottom, trailing: own.right),
    systemMinimum: DirectionalInsets(
      top: 0, leading: random(8...20), bottom: 0, trailing: random(8...20)),
    contentSize: CGSize(width: random(0...1000), height: random(0...3000)),
    frameSize: CGSize(width: random(300...900), height: random(300...900)),
    bounds: bounds,
    frame: CGRect(
      x: random(-40...100), y: random(-40...100), width: random(50...600),
      height: random(50...900)),
    edges: RectEdge(rawValue: UInt8.random(in: 0...15)),
    behavior: ContentInsetAdjustmentBehavior.allCases.randomElement() ?? .automatic,
    reference: SectionInsetReference.allCases.randomElement() ?? .fromContentInset,
    direction: Bool.random() ? .leftToRight : .rightToLeft,
    flags: (Bool.random(), Bool.random(), Bool.random(), Bool.random(), Bool.random()),
    guides: (random(0...100), random(0...90)), readableWidth: random(300...700))
}

// MARK: Formulas against inline arithmetic

/// Times the library call, the same arithmetic inline, and an empty loop
/// over the same inputs that reads one field; records the
/// three, the ratio library ÷ inline (target ≤ 1.1), whether both loops cost
/// more than the empty one (else the work was optimised away), and the
/// library's allocations.
@inline(__always)
func compare(
  _ name: String, library: (FormulaInput) -> Double, inline: (FormulaInput) -> Double
) {
  // The empty loop: the same walk over the inputs, one field read and summed.
  // The three are timed in turn, a run of each at a time, so that a busy
  // moment of a shared machine falls on all three rather than on one.
  var empty: [Double] = []
  var libraryTimes: [Double] = []
  var inlineTimes: [Double] = []
  for _ in 0..<formulaRuns {
    empty += nanosecondsPerCall(inputs, runs: 1) { Double($0.readableWidth) }
    libraryTimes += nanosecondsPerCall(inputs, runs: 1, library)
    inlineTimes += nanosecondsPerCall(inputs, runs: 1, inline)
  }
  let e = Spread(empty)
  let l = Spread(libraryTimes)
  let h = Spread(inlineTimes)
  let ratio = l.median / max(h.median, 1e-6)
  record("\(name): library", l, "ns/call")
  record("\(name): inline", h, "ns/call")
  record("\(name): empty loop", e, "ns/call")
  record("\(name): ratio", single: ratio, "×", target: "≤ 1.1", met: ratio <= 1.1)
  record(
    "\(name): loops cost more than the empty one", single: nil, "", target: "yes",
    met: l.median > e.median && h.median > e.median)
  allocations(name, per: 10_000) {
    var acc = 0.0
    for i in 0..<opaque(10_000) { acc += library(inputs[i & mask]) }
    benchmark_sink(acc)
  }
}

if wants("formulas") {
  compare(
    "scrollableAxes",
    library: {
      let axes = ContentInsetAdjustment.scrollableAxes(
        contentSize: $0.contentSize, frameSize: $0.frameSize, alwaysBounceHorizontal: $0.flags.0,
        alwaysBounceVertical: $0.flags.1)
      return sum(axes.horizontal) + 2 * sum(axes.vertical)
    },
    inline: {
      let h = $0.contentSize.width > $0.frameSize.width || $0.flags.0
      let v = $0.contentSize.height > $0.frameSize.height || $0.flags.1
      return sum(h) + 2 * sum(v)
    })

  compare(
    "compatibilityRuleHolds",
    library: {
      sum(
        ContentInsetAdjustment.compatibilityRuleHolds(
          isInNavigationController: $0.flags.0, isInTabBarController: $0.flags.1,
          automaticallyAdjustsScrollViewInsets: $0.flags.2, isContentScrollView: $0.flags.3,
          tabBarControllerCounts: $0.flags.4))
    },
    inline: { sum(($0.flags.0 || ($0.flags.1 && $0.flags.4)) && $0.flags.2 && $0.flags.3) })

  compare(
    "adjustedEdges",
    library: {
      Double(
        ContentInsetAdjustment.adjustedEdges(
          behavior: $0.behavior, scrollsHorizontally: $0.flags.0, scrollsVertically: $0.flags.1,
          compatibilityRuleHolds: $0.flags.2
        ).rawValue)
    },
    inline: {
      let scrollable: UInt8 = ($0.flags.0 ? 0b1010 : 0) | ($0.flags.1 ? 0b0101 : 0)
      let raw: UInt8
      switch $0.behavior {
      case .never: raw = 0
      case .always: raw = 0b1111
      case .scrollableAxes: raw = scrollable
      case .automatic: raw = $0.flags.2 ? scrollable | 0b0101 : scrollable
      }
      return Double(raw)
    })

  compare(
    "adjustedContentInset",
    library: {
      sum(
        ContentInsetAdjustment.adjustedContentInset(
          contentInset: $0.contentInset, safeAreaInsets: $0.safe, adjustedEdges: $0.edges))
    },
    inline: {
      let raw = $0.edges.rawValue
      return sum(
        Insets(
          top: $0.contentInset.top + (raw & 1 != 0 ? $0.safe.top : 0),
          left: $0.contentInset.left + (raw & 2 != 0 ? $0.safe.left : 0),
          bottom: $0.contentInset.bottom + (raw & 4 != 0 ? $0.safe.bottom : 0),
          right: $0.contentInset.right + (raw & 8 != 0 ? $0.safe.right : 0)))
    })

  compare(
    "restingContentOffset",
    library: {
      sum(ContentInsetAdjustment.restingContentOffset(adjustedContentInset: $0.contentInset))
    },
    // `0 - inset`, as the library writes it: the same arithmetic, not the
    // negation it had, which is a different (cheaper) operation.
    inline: { sum(CGPoint(x: 0 - $0.contentInset.left, y: 0 - $0.contentInset.top)) })

  compare(
    "maximumContentOffset",
    library: {
      sum(
        ContentInsetAdjustment.maximumContentOffset(
          contentSize: $0.contentSize, boundsSize: $0.frameSize,
          adjustedContentInset: $0.contentInset
        ))
    },
    inline: {
      // `0 - inset`, as the library writes it (so that no edge reads -0),
      // not `-inset`: the same arithmetic, not a cheaper one.
      let a = $0.contentInset
      return sum(
        CGPoint(
          x: max(0 - a.left, $0.contentSize.width + a.right - $0.frameSize.width),
          y: max(0 - a.top, $0.contentSize.height + a.bottom - $0.frameSize.height)))
    })

  compare(
    "passedSafeAreaInsets",
    library: {
      sum(ScrollViewRules.passedSafeAreaInsets(safeAreaInsets: $0.safe, adjustedEdges: $0.edges))
    },
    inline: {
      let raw = $0.edges.rawValue
      return sum(
        Insets(
          top: raw & 1 != 0 ? 0 : $0.safe.top, left: raw & 2 != 0 ? 0 : $0.safe.left,
          bottom: raw & 4 != 0 ? 0 : $0.safe.bottom, right: raw & 8 != 0 ? 0 : $0.safe.right))
    })

  compare(
    "legacyContentInset",
    library: {
      sum(
        ScrollViewRules.legacyContentInset(
          contentInset: $0.contentInset, topLayoutGuide: $0.guides.0,
          bottomLayoutGuide: $0.guides.1,
          isInContainer: $0.flags.0, automaticallyAdjustsScrollViewInsets: $0.flags.1,
          isContentScrollView: $0.flags.2))
    },
    inline: {
      let on = $0.flags.0 && $0.flags.1 && $0.flags.2
      let c = $0.contentInset
      return sum(
        Insets(
          top: c.top + (on ? $0.guides.0 : 0), left: c.left,
          bottom: c.bottom + (on ? $0.guides.1 : 0),
          right: c.right))
    })

  compare(
    "subviewSafeAreaInsets",
    library: {
      sum(
        SafeAreaPropagation.subviewSafeAreaInsets(
          superviewBounds: $0.bounds, superviewSafeAreaInsets: $0.safe, frame: $0.frame))
    },
    inline: {
      let (b, f, s) = ($0.bounds, $0.frame, $0.safe)
      return sum(
        Insets(
          top: min(max(0, s.top), max(0, s.top - (f.minY - b.minY))),
          left: min(max(0, s.left), max(0, s.left - (f.minX - b.minX))),
          bottom: min(max(0, s.bottom), max(0, s.bottom - (b.maxY - f.maxY))),
          right: min(max(0, s.right), max(0, s.right - (b.maxX - f.maxX)))))
    })

  compare(
    "layoutMargins",
    library: {
      sum(
        LayoutMarginRules.layoutMargins(
          own: $0.own, safeAreaInsets: $0.safe, insetsFromSafeArea: $0.flags.0,
          preservesSuperviewLayoutMargins: $0.flags.1, superviewLayoutMargins: $0.margins,
          superviewBounds: $0.bounds, frame: $0.frame))
    },
    inline: {
      let (b, f, m, o, s) = ($0.bounds, $0.frame, $0.margins, $0.own, $0.safe)
      let base =
        $0.flags.0
        ? Insets(
          top: o.top + s.top, left: o.left + s.left, bottom: o.bottom + s.bottom,
          right: o.right + s.right) : o
      guard $0.flags.1 else { return sum(base) }
      return sum(
        Insets(
          top: max(base.top, m.top - (f.minY - b.minY)),
          left: max(base.left, m.left - (f.minX - b.minX)),
          bottom: max(base.bottom, m.bottom - (b.maxY - f.maxY)),
          right: max(base.right, m.right - (b.maxX - f.maxX))))
    })

  compare(
    "rootLayoutMargins",
    library: {
      sum(
        LayoutMarginRules.rootLayoutMargins(
          own: $0.ownDirectional, systemMinimum: $0.systemMinimum,
          respectsSystemMinimum: $0.flags.0,
          safeAreaInsets: $0.safe, insetsFromSafeArea: $0.flags.1, direction: $0.direction))
    },
    inline: {
      let rtl = $0.direction == .rightToLeft
      let o = $0.ownDirectional
      let m = $0.systemMinimum
      var l = rtl ? o.trailing : o.leading
      var r = rtl ? o.leading : o.trailing
      var t = o.top
      var b = o.bottom
      if $0.flags.0 {
        t = max(t, m.top)
        b = max(b, m.bottom)
        l = max(l, rtl ? m.trailing : m.leading)
        r = max(r, rtl ? m.leading : m.trailing)
      }
      if $0.flags.1 {
        t += $0.safe.top
        l += $0.safe.left
        b += $0.safe.bottom
        r += $0.safe.right
      }
      return sum(Insets(top: t, left: l, bottom: b, right: r))
    })

  compare(
    "layoutMarginsGuideFrame",
    library: {
      sum(LayoutMarginRules.layoutMarginsGuideFrame(bounds: $0.bounds, layoutMargins: $0.margins))
    },
    inline: {
      let (b, m) = ($0.bounds, $0.margins)
      return sum(
        CGRect(
          x: b.minX + m.left, y: b.minY + m.top, width: b.width - m.left - m.right,
          height: b.height - m.top - m.bottom))
    })

  compare(
    "readableContentGuideFrame",
    library: {
      sum(
        LayoutMarginRules.readableContentGuideFrame(
          marginsGuide: $0.frame, readableWidth: $0.readableWidth))
    },
    inline: {
      let g = $0.frame
      let w = $0.readableWidth
      guard g.width > w else { return sum(g) }
      return sum(CGRect(x: g.minX + (g.width - w) / 2, y: g.minY, width: w, height: g.height))
    })

  compare(
    "effectiveSectionInset",
    library: {
      sum(
        FlowLayout.effectiveSectionInset(
          sectionInset: $0.own, reference: $0.reference, adjustedContentInset: $0.margins,
          safeAreaInsets: $0.safe, layoutMargins: $0.contentInset))
    },
    inline: {
      let (a, inset) = ($0.margins, $0.own)
      let base: Insets
      switch $0.reference {
      case .fromContentInset: return sum(inset)
      case .fromSafeArea: base = $0.safe
      case .fromLayoutMargins: base = $0.contentInset
      }
      return sum(
        Insets(
          top: max(a.top, base.top + inset.top) - a.top,
          left: max(a.left, base.left + inset.left) - a.left,
          bottom: max(a.bottom, base.bottom + inset.bottom) - a.bottom,
          right: max(a.right, base.right + inset.right) - a.right))
    })

}

// MARK: A full resolve, over a varied mix

/// The byte that holds a payload-free enum (or an optional one): its case,
/// read without building the raw-value string. Only for one-byte types:
/// anything larger would be read in part, so it stops the suite.
@inline(__always) func tag<T>(_ value: T) -> Double {
  precondition(MemoryLayout<T>.size <= 1, "tag(_:) reads one byte; \(T.self) is larger")
  return withUnsafeBytes(of: value) { $0.isEmpty ? 0 : Double($0[0]) }
}

/// Every stored field of a resolution, summed: each part below reads all of
/// its type's stored properties (the computed ones follow from them).
@inline(__always) func sum(_ r: Resolution) -> Double {
  sum(r.screen) + sum(r.containers) + sum(r.rootSafeAreaInsets)
    + sum(r.systemMinimumLayoutMargins) + sum(r.rootLayoutMargins)
    + (r.child.map { sum($0.frame) + sum($0.safeAreaInsets) + sum($0.layoutMargins) } ?? -1)
    + sum(r.view) + (r.scrollView.map(sum) ?? -1) + (r.flowLayout.map(sum) ?? -1)
    + (r.swiftUI.map {
      sum($0.frame) + sum($0.safeAreaInsets) + ($0.geometrySafeAreaInsets.map(sum) ?? -1)
        + ($0.scroll.map(sum) ?? -1) + sum($0.isFolded)
    } ?? -1) + sum(r.regions)
    + sum(r.hierarchyLayout) + sumInsideTheView(r)
    // The SwiftUI inset contents' frames, kept with the fold's nodes.
    + r.insetContentFrames.reduce(0) { $0 + sum($1) }
}
/// What the resolve derived inside the view under test: the table's cell,
/// the scroll indicators and the compositional layout it laid out (read
/// through the same item frames an output asks for).
@inline(__always) func sumInsideTheView(_ r: Resolution) -> Double {
  var total = r.tableViewCell.map(sum) ?? -1
  total += r.scrollIndicatorInsets.map { sum($0.vertical) + sum($0.horizontal) } ?? -1
  total +=
    r.compositionalLayout.map {
      sum($0.layout.contentSize ?? .zero) + sum($0.layout.frame(ofItem: 0) ?? .zero)
        + Double($0.layout.itemsPerGroup)
    } ?? -1
  return total
}
/// A table's cell: every stored field.
@inline(__always) func sum(_ c: CellResolution) -> Double {
  let none = CGRect(x: -1, y: -1, width: -1, height: -1)
  var total = sum(c.frame) + sum(c.safeAreaInsets) + sum(c.contentViewFrame) + sum(c.layoutMargins)
  total += sum(c.separatorFrame ?? none) + sum(c.headerContentViewFrame ?? none)
  total += sum(c.footerContentViewFrame ?? none) + sum(c.headerFrame ?? none)
  total += Double(c.section.tableHeaderHeight) + Double(c.section.headerTopPadding)
  return total
}
/// The fold's nodes: every stored field of each.
@inline(__always) func sum(_ l: HierarchyLayout) -> Double {
  var total = Double(l.innermostViewController) + Double(l.rootViewController)
  total += Double(l.childViewController ?? -1)
  for n in l.nodes { total += sum(n) }
  return total
}
@inline(__always) func sum(_ n: HierarchyNodeResolution) -> Double {
  let none = CGRect(x: -1, y: -1, width: -1, height: -1)
  var total = Double(n.kind.rawValue.utf8.count) + Double(n.name?.utf8.count ?? -1)
  total += sum(n.frame) + sum(n.frameInWindow) + sum(n.safeAreaInsets) + sum(n.layoutMargins)
  total += n.systemMinimumLayoutMargins.map(sum) ?? -1
  total += n.scrollView.map(sum) ?? -1
  total += sum(n.navigationBarFrame ?? none) + sum(n.tabBarFrame ?? none)
  total += sum(n.toolbarFrame ?? none)
  total +=
    n.presentation.map {
      tag($0.appearance) + sum($0.frame) + sum($0.safeAreaInsets)
        + Double($0.maximumDetentValue ?? -1) + Double($0.detentValue ?? -1) + sum($0.isLarge)
        + Double($0.arrowDirection?.rawValue.utf8.count ?? -1) + sum($0.bottomInsetUnprinted)
    } ?? -1
  total +=
    n.splitColumn.map {
      sum($0.frame) + Double($0.addedLeadingInset) + tag($0.displayMode) + sum($0.isCollapsed)
        + sum($0.isVisible) + Double($0.primaryColumnWidth) + Double($0.supplementaryColumnWidth)
        + Double($0.collapsedColumnWidth ?? -1)
    } ?? -1
  total += sum(n.keyboardLayoutGuideFrame) + sum(n.barsSafeAreaInsets)
  return total + Double(n.topLayoutGuide) + Double(n.bottomLayoutGuide)
}
@inline(__always) func sum(_ s: ScreenResolution) -> Double {
  var total = sum(s.screenSize) + Double(s.scale) + sum(s.isStatusBarVisible)
  total += Double(s.statusBarHeight) + sum(s.windowSafeAreaInsets)
  total += tag(s.sizeClasses.horizontal) + tag(s.sizeClasses.vertical)
  total += Double(s.homeIndicatorInset) + tag(s.idiom) + Double(s.navigationBarOverlap)
  total += Double(s.iOSVersion) + Double(s.sdkVersion) + sum(s.usesLiquidGlass)
  total += tag(s.topHardware)
  let w = s.window
  total += sum(w.frame) + sum(w.screenSize) + tag(w.orientation) + sum(w.isFreeform)
  total += tag(w.controls) + sum(w.controlsSize ?? CGSize(width: -1, height: -1))
  total += tag(w.foldableDisplay) + tag(w.hinge) + tag(w.verticalBarSide)
  total += sum(w.cornerAdaptation ?? CGSize(width: -1, height: -1))
  total += Double(w.navigationBarHeight ?? -1)
  return total + Double(w.systemMinimumSideMargin ?? -1)
}
@inline(__always) func sum(_ c: ContainerResolution) -> Double {
  let none = CGRect(x: -1, y: -1, width: -1, height: -1)
  return sum(c.navigationBarFrame ?? none) + sum(c.tabBarFrame ?? none)
    + sum(c.toolbarFrame ?? none) + sum(c.rootFrame) + sum(c.barsSafeAreaInsets)
    + Double(c.topLayoutGuide) + Double(c.bottomLayoutGuide)
}
@inline(__always) func sum(_ v: ViewResolution) -> Double {
  tag(v.kind) + sum(v.frame) + sum(v.safeAreaInsets) + sum(v.layoutMargins)
    + tag(v.layoutDirection) + Double(v.readableContentWidth)
}
@inline(__always) func sum(_ s: ScrollViewResolution) -> Double {
  var total = sum(s.scrollsHorizontally) + sum(s.scrollsVertically)
  total += sum(s.compatibilityRuleHolds) + Double(s.adjustedEdges.rawValue)
  total += sum(s.adjustedContentInset) + sum(s.maximumContentOffset) + sum(s.legacyContentInset)
  total += sum(s.passedSafeAreaInsets)
  return total + sum(s.contentSize)
}
@inline(__always) func sum(_ s: SwiftUIScrollResolution) -> Double {
  sum(s.contentInsets) + sum(s.indicatorInsets) + sum(s.containerSize) + sum(s.contentOffset)
    + (s.contentSize.map(sum) ?? -1) + sum(s.containerRelativeSize)
}
@inline(__always) func sum(_ f: FlowLayoutResolution) -> Double {
  sum(f.effectiveSectionInset) + Double(f.crossExtent) + sum(f.singleItemLineCentred)
    + Double(f.snapScale ?? -1) + sum(f.loneLastItemCentred)
}
@inline(__always) func sum(_ r: RegionResolution) -> Double {
  sum(r.viewFrame) + sum(r.windowBounds) + (r.layoutRegionInsets.map(sum) ?? -1)
    + tag(r.layoutDirection) + tag(r.verticalBarEdge)
    + (r.containerContentMargins.map(sum) ?? -1)
}

/// Whether ``sum(_:)`` still reads every stored field: the number of stored
/// properties of each part of a resolution (and of the small values they
/// hold), as `Mirror` counts them, against the number the sums above read,
/// written here by hand. A field added to any of these types and not to its
/// sum fails this check, which runs before the resolve is timed.
func sumReadsEveryField() -> Bool {
  let scene = LayoutScene()
  let r = scene.resolve()
  let read: [(Any, Int)] = [
    (r, 15), (r.screen, 14), (r.hierarchyLayout, 5), (r.screen.window, 12), (r.containers, 7),
    (r.view, 6),
    (r.regions, 6), (r.screen.sizeClasses, 2), (Insets.zero, 4), (DirectionalInsets.zero, 4),
    (RectEdge.top, 1),
    (ChildResolution(frame: .zero, safeAreaInsets: .zero, layoutMargins: .zero), 3),
    (
      FlowLayoutResolution(
        effectiveSectionInset: .zero, crossExtent: 0, singleItemLineCentred: false), 5
    ),
    (SwiftUIResolution(frame: .zero, safeAreaInsets: .zero), 4),
  ]
  var scroll = LayoutScene()
  scroll.view.kind = .scrollView
  guard let s = scroll.resolve().scrollView else { return false }
  var presented = LayoutScene()
  presented.hierarchy = Hierarchy([HierarchyNode(.viewController)])
  var sheet = HierarchyNode(.viewController)
  sheet.presentation = PresentationSetup()
  presented.hierarchy?.nodes.append(sheet)
  var split = LayoutScene()
  split.screen.device = DeviceCatalog.device(named: "iPad Pro 11-inch (M5)")
  split.hierarchy = Hierarchy([HierarchyNode(.splitViewController), HierarchyNode(.viewController)])
  guard let node = r.hierarchyLayout.nodes.first,
    let presentation = presented.resolve().hierarchyLayout.nodes.last?.presentation,
    let column = split.resolve().hierarchyLayout.nodes.first?.splitColumn
  else { return false }
  let parts: [(Any, Int)] = [(node, 17), (presentation, 8), (column, 8), (s, 9)]
  var every = true
  for (value, count) in read + parts where Mirror(reflecting: value).children.count != count {
    print(
      "\(type(of: value)) stores \(Mirror(reflecting: value).children.count) fields; the sum "
        + "reads \(count)")
    every = false
  }
  return every
}

/// The versions `device` runs: each major version the model covers in its
/// range, and the newest point release (the iPhone Duo runs only iOS 27.1).
func versions(of device: Device) -> [CGFloat] {
  let first = max(device.firstOS, OSVersions.safeAreasArrived)
  let last = device.lastOS ?? OSVersions.newestMajor
  let all = (first...max(first, last)).map { CGFloat($0) } + [OSVersions.newest]
  let runs = all.filter(device.runs)
  return runs.isEmpty ? [OSVersions.newest] : runs
}

/// 1,024 scenes: every device on a version it runs, both orientations,
/// bars on and off, every kind of view, SwiftUI chains now and then.
var generator = SeededGenerator(seed: mixSeed)
let scenes: [LayoutScene] = (0...mask).map { _ in
  var g = generator
  defer { generator = g }
  var s = LayoutScene()
  let device = g.pick(DeviceCatalog.all)
  s.screen.device = device
  s.screen.iOSVersion = g.pick(versions(of: device))
  s.screen.orientation = g.pick(Orientation.allCases)
  s.controller.navigationBar = g.pick(NavigationBarState.allCases)
  s.controller.tabBar = device.idiom == .pad ? .none : g.pick([.none, .visible, .hidden])
  s.controller.prefersLargeTitles = g.chance(4)
  s.controller.isTranslucent = !g.chance(4)
  s.view.kind = g.pick(ViewKind.allCases)
  s.view.layoutDirection = g.chance(4) ? .rightToLeft : .leftToRight
  s.scrollView.contentInset = g.insets(0...40)
  s.scrollView.contentInsetAdjustmentBehavior = g.pick(ContentInsetAdjustmentBehavior.allCases)
  if s.view.kind == .scrollView {
    s.scrollView.contentSize = CGSize(width: g.length(0...1_000), height: g.length(0...3_000))
  }
  if s.view.kind == .tableView { s.tableView.numberOfRows = g.int(1...60) }
  if s.view.kind == .collectionView { s.collectionView.numberOfItems = g.int(1...60) }
  if g.chance(6) {
    var setup = SwiftUISetup()
    setup.modifiers = ModifierChain.sample(&g).modifiers
    s.swiftUI = setup
  }
  return s
}
/// `count` resolves of the mix, every field of each summed: the timed loop,
/// and with `--profile-resolve` the only work done, for a profiler.
@inline(never) func resolveAll(_ scenes: [LayoutScene], count: Int) -> Double {
  var acc = 0.0
  for i in 0..<count { acc += sum(scenes[i & mask].resolve()) }
  return acc
}
let resolveSumIsComplete = !wants("resolve") || sumReadsEveryField()
guard resolveSumIsComplete else {
  print("the resolve's sum no longer reads every stored field of a Resolution: see sum(_:)")
  exit(1)
}
if arguments.contains("--profile-resolve") {
  benchmark_sink(resolveAll(scenes, count: opaque(20_000)))
  exit(0)
}
if wants("resolve") {
  let n = opaque(quick ? 100_000 : 1_000_000)
  // What is timed is the call as a caller with an array writes it: the
  // array's getter copies each scene out before the call (about a fifth of
  // an iteration's instructions, Benchmarks/README.md), and the sum of every
  // field of the result is timed with it.
  let samples = seconds(runs: formulaRuns) { benchmark_sink(resolveAll(scenes, count: n)) }
  let resolve = Spread(samples).scaled(1e9 / Double(n))
  let empty = Spread(
    seconds(runs: formulaRuns) {
      var acc = 0.0
      for i in 0..<n { acc += Double(scenes[i & mask].scrollView.contentInset.top) }
      benchmark_sink(acc)
    }
  ).scaled(1e9 / Double(n))
  record(
    "resolve, varied mix (devices, versions, bars, view kinds, SwiftUI)", resolve, "ns",
    target: "reported (retired: see README)", met: nil)
  record(
    "resolve: costs more than an empty loop", single: nil, "", target: "yes",
    met: resolve.median > empty.median)
  record(
    "resolve: the sum reads every stored field of the result", single: nil, "", target: "yes",
    met: resolveSumIsComplete)  // checked before timing: the suite stops without it
  // Three: the chain a one-level scene's keys describe, the fold's nodes
  // (Benchmarks/README.md, "One derivation") and the resolution's box of
  // fields ("0.15.0"; a table's rows write theirs over in place).
  allocations("resolve, no-op tracer (per resolve, 10,000)", target: 3, per: 10_000) {
    var acc = 0.0
    for i in 0..<opaque(10_000) { acc += sum(scenes[i & mask].resolve()) }
    benchmark_sink(acc)
  }
  allocation_counter_start()
  var steps = 0
  for i in 0..<opaque(1_000) {
    var tracer = RecordingTracer()
    benchmark_sink(sum(scenes[i & mask].resolve(tracer: &tracer)))
    steps += tracer.steps.count
  }
  let count = allocation_counter_stop()
  benchmark_sink(Double(steps))
  record(
    "resolve, recording tracer", single: allocationsAreCounted ? Double(count) / 1_000 : nil,
    "allocations/resolve", target: "(explain only)")
}

// MARK: Flow layout

for exponent in 3...6 where wants("flow") {
  let n = opaque(Int(pow(10, Double(exponent))))
  var setup = FlowLayoutSetup()
  setup.numberOfItems = n
  setup.itemSize = CGSize(width: random(80...120), height: random(80...120))
  let layout = FlowLayout(
    setup, effectiveSectionInset: Insets(top: 0, left: 44, bottom: 0, right: 44),
    crossExtent: random(700...900), singleItemLineCentred: true)
  let samples = seconds(runs: exponent >= 6 ? 5 : 9) {
    var acc = 0.0
    for frame in layout.frames() ?? [] { acc += sum(frame) }
    benchmark_sink(acc)
  }
  let perItem = Spread(samples).scaled(1e9 / Double(n))
  record("flow layout frames(), 10^\(exponent) items", perItem, "ns/item")
  if exponent == 6 {
    let total = Spread(samples).scaled(1e3)
    record(
      "flow layout frames(), 10^6 items, total", total, "ms", target: "≤ 20",
      met: total.median <= 20)
  }
  if exponent == 4 {
    allocations("flow layout frames() of 10^4", target: 1) {
      benchmark_sink(Double(layout.frames()?.count ?? 0))
    }
  }
}

// MARK: The scenario engine, on tables whose every output is checked

/// A table of `rows` generated rows of one shape, then recorded: every
/// output cell holds the value the model gives, so the run compares them all.
func recordedTable(_ shape: String, rows: Int, seed: UInt64) -> [UInt8]? {
  var g = SeededGenerator(seed: seed)
  // Not the iPhone Duo: the model refuses the bar set-ups on it that no
  // source has measured, and a recorded table must run clean.
  let phones = DeviceCatalog.all.filter { $0.idiom == .phone && $0.foldableDisplay == nil }
  var header: [String]
  switch shape {
  case "scroll view":
    header = [
      "scenario", "device", "iOSVersion", "orientation", "navigationBar", "tabBar", "view",
      "contentSize", "contentInset", "contentInsetAdjustmentBehavior", "adjustedContentInset?",
      "contentOffset?", "maximumContentOffset?", "safeAreaInsets?",
    ]
  case "SwiftUI":
    header = [
      "scenario", "device", "iOSVersion", "orientation", "modifiers", "keyboardHeight",
      "safeAreaInsets?", "frame?",
    ]
  default:  // "wide": every UIKit output of a table view
    let sections: Set<ScenarioKey.Section> = [.screen, .controller, .view, .scrollView, .tableView]
    header =
      [
        "scenario", "device", "iOSVersion", "orientation", "navigationBar", "tabBar", "view",
        "contentInset",
      ]
      + Vocabulary.standard.keys.filter {
        $0.role == .output && sections.contains($0.section) && $0.name != "childSafeAreaInsets?"
      }.map(\.name)
  }
  var text = "# \(shape)\n\n| " + header.joined(separator: " | ") + " |\n|"
  text += String(repeating: "---|", count: header.count) + "\n"
  for i in 0..<rows {
    let device = g.pick(phones)
    let version = g.pick(versions(of: device)).formattedVersion
    var cells = ["row \(i)", device.name, version, g.pick(["portrait", "landscape"])]
    switch shape {
    case "scroll view":
      cells += [
        g.pick(["visible", "none", "hidden"]), g.pick(["visible", "none"]),
        g.pick(["scrollView", "tableView"]),
        "{\(g.int(0...900)), \(g.int(0...3000))}", g.insets(0...30).formatted,
        g.pick(["automatic", "scrollableAxes", "never", "always"]),
      ]
    case "SwiftUI":
      cells += [
        ModifierChain.sample(&g).formatted,
        g.chance(3) ? String(g.int(200...400)) : "",
      ]
    default:
      cells += [
        g.pick(["visible", "none"]), g.pick(["visible", "none"]), "tableView",
        g.insets(0...30).formatted,
      ]
    }
    cells += Array(repeating: "", count: header.count - cells.count)
    text += "| " + cells.joined(separator: " | ") + " |\n"
  }
  switch Recorder().record(bytes: Array(text.utf8), file: "\(shape).md") {
  case .recorded(let bytes, _): return bytes
  case .refused(let diagnostics):
    print("engine table `\(shape)`: refused: \(diagnostics.first?.description ?? "")")
    return nil
  }
}

// `--profile-engine`: only the engine on a recorded 10^4-row table, for a
// profiler.
if arguments.contains("--profile-engine"),
  let bytes = recordedTable("scroll view", rows: 10_000, seed: 1)
{
  benchmark_sink(Double(ScenarioRunner().run(bytes: bytes, file: "p.md").passed))
  exit(0)
}
let runner = ScenarioRunner()
let seed = UInt64.random(in: 0...UInt64.max)
var largestScrollTable: [UInt8] = []
for shape in ["scroll view", "SwiftUI", "wide"] where wants("engine") || wants("tool") {
  for exponent in 2...(quick ? 3 : 5) {
    let n = Int(pow(10, Double(exponent)))
    guard let bytes = recordedTable(shape, rows: n, seed: seed &+ UInt64(exponent)) else {
      record("engine, \(shape), 10^\(exponent) rows", nil, "rows/s", target: "measured", met: false)
      continue
    }
    // The table checks its outputs: every row must pass, and a row made to
    // fail must be reported.
    let report = runner.run(bytes: bytes, file: "\(shape).md")
    guard report.passed == n, report.failed == 0 else {
      print("engine table `\(shape)` 10^\(exponent): \(report.failed) rows fail after recording")
      record("engine, \(shape), 10^\(exponent) rows", nil, "rows/s", target: "all pass", met: false)
      continue
    }
    let samples = seconds(runs: exponent >= 5 ? 3 : 5) {
      benchmark_sink(Double(runner.run(bytes: bytes, file: "\(shape).md").passed))
    }
    record(
      "engine, \(shape), 10^\(exponent) rows", Spread(samples.map { Double(n) / $0 }), "rows/s")
    if shape == "scroll view" { largestScrollTable = bytes }
  }
}

// MARK: Processes, spawned directly

/// Spawns `path` with `arguments` (stdout and stderr to /dev/null) and waits:
/// wall seconds, exit status, and the child's peak resident memory in bytes.
func spawn(_ path: String, _ arguments: [String]) -> (seconds: Double, status: Int32, peak: Int)? {
  #if canImport(Glibc)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid: pid_t = 0
    let clock = ContinuousClock()
    let start = clock.now
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    let elapsed = clock.now - start
    let s = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    // ru_maxrss is in kilobytes on Linux.
    return (s, (status >> 8) & 0xff, usage.ru_maxrss * 1024)
  #else
    return nil
  #endif
}

func timeProcess(_ name: String, _ path: String, _ arguments: [String], runs: Int) -> Spread? {
  var samples: [Double] = []
  for _ in 0..<runs {
    guard let run = spawn(path, arguments) else {
      record(name, nil, "ms", target: "measured", met: false)
      return nil
    }
    samples.append(run.seconds)
  }
  let spread = Spread(samples).scaled(1e3)
  record(name, spread, "ms")
  return spread
}

let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
/// `--tool PATH`: the `insets` tool to time (default: the one built next to
/// this program). docs/ci.md builds it as a static executable, which this
/// program cannot be (it counts allocations by interposing `malloc`).
let tool: String = {
  if let i = arguments.firstIndex(of: "--tool"), arguments.index(after: i) < arguments.endIndex {
    return arguments[arguments.index(after: i)]
  }
  return buildFolder.appendingPathComponent("insets").path
}()
let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
  "insets-benchmarks-\(getpid())")
try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
/// `--keep-files`: the generated files stay (their folder is printed), for
/// a profiler to run the tool on the files the suite timed.
let keepsFiles = arguments.contains("--keep-files")
defer {
  if keepsFiles {
    print("generated files kept in \(temporary.path)")
  } else {
    try? FileManager.default.removeItem(at: temporary)
  }
}

/// A bundled table file with each table's rows repeated, in order, until the
/// file holds at least `rows` body rows; the rows it holds. With `distinct`,
/// each copy of a row writes its numbers its own way
/// (``distinctNumbers(_:copy:wholeNumbers:)``), so that no numeric cell's
/// text repeats within 512 copies of its row: the parse cache (256 texts a
/// column) then misses, as it does on a file of rows that differ.
func repeatedRows(of text: String, rows target: Int, distinct: Bool = false) -> (
  text: String, rows: Int
) {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  var tables: [(header: Int, end: Int)] = []
  var i = 0
  while i < lines.count {
    if lines[i].hasPrefix("|"), i + 1 < lines.count, lines[i + 1].hasPrefix("|"),
      lines[i + 1].allSatisfy({ "|-: ".contains($0) })
    {
      var j = i + 2
      while j < lines.count, lines[j].hasPrefix("|") { j += 1 }
      tables.append((i, j))
      i = j
    } else {
      i += 1
    }
  }
  let body = tables.reduce(0) { $0 + $1.end - $1.header - 2 }
  guard body > 0 else { return (text, 0) }
  let copies = target / body + 1
  var out: [Substring] = []
  var last = 0
  for t in tables {
    out += lines[last..<(t.header + 2)]
    // Which columns hold whole numbers (a leading zero is all they allow).
    let whole = lines[t.header].split(separator: "|").map {
      Vocabulary.standard[$0.trimmingCharacters(in: .whitespaces)]?.notation
        .contains("whole number") ?? false
    }
    for copy in 0..<copies {
      for row in lines[(t.header + 2)..<t.end] {
        out.append(
          distinct ? Substring(distinctNumbers(row, copy: copy, wholeNumbers: whole)) : row)
      }
    }
    last = t.end
  }
  out += lines[last...]
  return (out.joined(separator: "\n"), body * copies)
}

/// `row` with the numbers of each cell that holds only numbers (and braces,
/// commas, signs, points and spaces) written the `copy`-th way: the cell's
/// first numbers take leading zeros by the copy's octal digits, and, in a
/// column that is not of whole numbers, the first number takes trailing
/// zeros after its point too (512 ways in all). The values are the same:
/// the file checks exactly what the bundled one does. A row with a
/// backslash is left as it is.
func distinctNumbers(_ row: Substring, copy: Int, wholeNumbers: [Bool]) -> String {
  guard !row.contains("\\") else { return String(row) }
  let cells = row.split(separator: "|", omittingEmptySubsequences: false)
  var out: [String] = []
  for (index, cell) in cells.enumerated() {
    let column = index - 1  // the leading pipe opens no cell
    let text = cell.trimmingCharacters(in: .whitespaces)
    guard column >= 0, text.contains(where: \.isNumber),
      text.allSatisfy({ "0123456789.,{}-+ ".contains($0) })
    else {
      out.append(String(cell))
      continue
    }
    let whole = column < wholeNumbers.count && wholeNumbers[column]
    var result = ""
    var number = 0
    var chars = Array(text)
    var i = 0
    while i < chars.count {
      guard chars[i].isNumber else {
        result.append(chars[i])
        i += 1
        continue
      }
      var j = i
      while j < chars.count, chars[j].isNumber { j += 1 }
      let digits = String(chars[i..<j])
      var fraction = ""
      if j < chars.count, chars[j] == "." {
        var k = j + 1
        while k < chars.count, chars[k].isNumber { k += 1 }
        fraction = String(chars[j..<k])
        j = k
      }
      var lead = number < 2 ? (copy >> (3 * number)) & 7 : 0
      if whole { lead = min(lead, max(0, 9 - digits.count)) }
      result += String(repeating: "0", count: lead) + digits
      let trailing = !whole && number == 0 ? (copy >> 6) & 7 : 0
      if trailing > 0 {
        result += (fraction.isEmpty ? "." : fraction) + String(repeating: "0", count: trailing)
      } else {
        result += fraction
      }
      number += 1
      i = j
    }
    chars = []
    out.append(" " + result + " ")
  }
  return out.joined(separator: "|")
}

/// `insets run` against `mawk` on each bundled file repeated to 20,000 rows,
/// spawned in turn `runs` times each; the ratio of their medians, target 5.
func fileRatios(tool: String, folder: URL, runs: Int) {
  guard let mawk = mawkPath() else {
    print("mawk: not installed, so the per-file ratios are not measured")
    return
  }
  let names = ((try? FileManager.default.contentsOfDirectory(atPath: "Scenarios")) ?? [])
    .filter { $0.hasSuffix(".md") && $0 != "README.md" && $0 != "keys.md" }.sorted()
  for name in names {
    guard let text = try? String(contentsOfFile: "Scenarios/" + name, encoding: .utf8) else {
      continue
    }
    for distinct in [false, true] {
      let (expanded, rows) = repeatedRows(of: text, rows: 20_000, distinct: distinct)
      let kind = distinct ? "distinct" : "repeated"
      let file = folder.appendingPathComponent(kind + "-" + name)
      guard rows > 0, (try? Data(expanded.utf8).write(to: file)) != nil else { continue }
      // `insets run` as it runs by default (a job a core), and on one job;
      // each spawned in turn with mawk, so that both see the same machine.
      var engine: [Double] = []
      var single: [Double] = []
      var awk: [Double] = []
      for _ in 0..<runs {
        if let run = spawn(tool, ["run", file.path]), run.status == 0 {
          engine.append(run.seconds)
        }
        if let run = spawn(tool, ["run", "--jobs", "1", file.path]), run.status == 0 {
          single.append(run.seconds)
        }
        if let run = spawn(mawk, ["-F|", "{ n += NF } END { print n }", file.path]) {
          awk.append(run.seconds)
        }
      }
      let label = "per file: \(name), \(rows) \(kind) rows, ÷ mawk"
      guard engine.count == runs, single.count == runs, awk.count == runs else {
        print("\(name) (\(kind)): insets run or mawk did not complete \(runs) clean runs: no ratio")
        record(label, nil, "×", target: "≤ 5", met: false)
        continue
      }
      let ratio = Spread(engine).median / Spread(awk).median
      record(label, single: ratio, "×", target: "≤ 5", met: ratio <= 5)
      record(
        "per file: \(name), \(rows) \(kind) rows, --jobs 1 ÷ mawk",
        single: Spread(single).median / Spread(awk).median, "×")
    }
  }
}

if only == "files" {
  fileRatios(tool: tool, folder: temporary, runs: quick ? 3 : 7)
} else if !wants("tool") {
  // Not asked for.
} else if FileManager.default.isExecutableFile(atPath: tool),
  FileManager.default.fileExists(atPath: "Scenarios")
{
  _ = timeProcess("/bin/true, spawned", "/bin/true", [], runs: 20)
  _ = timeProcess("insets --version, spawned", tool, ["--version"], runs: 20)
  _ = timeProcess("insets run Scenarios/, spawned", tool, ["run", "Scenarios"], runs: 10)

  // The engine against mawk splitting the same recorded file into cells.
  let file = temporary.appendingPathComponent("scroll-view.md")
  if !largestScrollTable.isEmpty, (try? Data(largestScrollTable).write(to: file)) != nil {
    let mawk = mawkPath()
    // The two are spawned in turn, eleven times each, so that both see the
    // same moments of a shared machine; the ratio is of their medians.
    var engineSamples: [Double] = []
    var awkSamples: [Double] = []
    for _ in 0..<11 {
      // A run that fails a row (exit status 1) is not a timing of the engine.
      if let run = spawn(tool, ["run", file.path]), run.status == 0 {
        engineSamples.append(run.seconds)
      }
      if let mawk, let run = spawn(mawk, ["-F|", "{ n += NF } END { print n }", file.path]) {
        awkSamples.append(run.seconds)
      }
    }
    let engine = engineSamples.count == 11 ? Spread(engineSamples).scaled(1e3) : nil
    record("insets run, recorded scroll-view table (largest)", engine, "ms")
    if let mawk, let engine, awkSamples.count == 11 {
      let awk = Spread(awkSamples).scaled(1e3)
      record("mawk -F'|' splitting the same file into cells (\(mawk))", awk, "ms")
      let ratio = engine.median / awk.median
      record("insets run ÷ mawk, same file", single: ratio, "×", target: "≤ 5", met: ratio <= 5)
    } else if mawk == nil {
      print("mawk: not installed, so the engine's ratio to it is not measured")
      record("insets run ÷ mawk, same file", nil, "×", target: "≤ 5", met: nil)
    } else {
      // A spawn that failed, or a run that failed a row: no ratio, and the
      // target is not met.
      print("insets run or mawk did not complete all 11 runs cleanly: no ratio")
      record("insets run ÷ mawk, same file", nil, "×", target: "≤ 5", met: false)
    }
  }

  // Every kind of row: each bundled table file with the rows of each of its
  // tables repeated until the file holds 20,000 rows, against mawk on the
  // same file (`--only files` for this part alone).
  if wants("files") || only == nil {
    fileRatios(tool: tool, folder: temporary, runs: quick ? 3 : 7)
  }

  // Peak memory on a million rows: the report must be bounded by the
  // failures, not by the file.
  if !quick, largestScrollTable.count > 0 {
    let big = temporary.appendingPathComponent("million.md")
    if let bytes = recordedTable("scroll view", rows: 100_000, seed: seed),
      FileManager.default.createFile(atPath: big.path, contents: nil),
      let handle = try? FileHandle(forWritingTo: big)
    {
      // Ten copies of 10^5 recorded rows: one table of 10^6 rows.
      let text = String(decoding: bytes, as: UTF8.self)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let headerEnd = lines.firstIndex { $0.hasPrefix("|---") } ?? 0
      try? handle.write(contentsOf: Data(lines[...headerEnd].joined(separator: "\n").utf8 + [10]))
      for copy in 0..<10 {
        var chunk = ""
        for line in lines[(headerEnd + 1)...] where line.hasPrefix("| row ") {
          chunk += "| copy \(copy) " + line.dropFirst(2) + "\n"
        }
        try? handle.write(contentsOf: Data(chunk.utf8))
      }
      try? handle.close()
      let result = temporary.appendingPathComponent("peak.txt").path
      let fields =
        spawn(CommandLine.arguments[0], ["--peak-of", result, tool, "run", big.path]).flatMap {
          _ in try? String(contentsOfFile: result, encoding: .utf8)
        }?.split(separator: " ").map { String($0) } ?? []
      if fields.count == 3, let seconds = Double(fields[0]), let status = Int32(fields[1]),
        let peak = Double(fields[2].trimmingCharacters(in: .whitespacesAndNewlines))
      {
        let run = (seconds: seconds, status: status, peak: peak)
        let megabytes = Double(run.peak) / 1_048_576
        record(
          "insets run, 10^6 rows: wall", single: run.seconds, "s",
          target: "all pass", met: run.status == 0)
        record(
          "insets run, 10^6 rows: peak memory", single: megabytes, "MB", target: "≤ 100",
          met: megabytes <= 100)
      }
    }
  }
} else {
  print("the tool: not measured (no \(tool), or no Scenarios/ here: run from the package root)")
  record("insets run Scenarios/, spawned", nil, "ms", target: "measured", met: false)
}

// `insets port` on a generated tree of legacy code, and on one large file,
// against mawk reading the same files for the same numbers
// (PortBenchmark.swift; `--only port` for this part alone).
if only == "port" || (only == nil && FileManager.default.isExecutableFile(atPath: tool)) {
  portBenchmark(tool: tool, folder: temporary, runs: quick ? 3 : 7)
}

// MARK: Report

func format(_ value: Double) -> String {
  value >= 1000
    ? String(format: "%.0f", value)
    : value >= 10 ? String(format: "%.1f", value) : String(format: "%.3f", value)
}
func format(_ spread: Spread?) -> String {
  guard let s = spread else { return "—" }
  if s.min == s.max { return format(s.median) }
  return "\(format(s.median)) (\(format(s.min))–\(format(s.max)))"
}
let nameWidth = results.map(\.name.count).max() ?? 20
let valueWidth = max(30, results.map { format($0.value).count }.max() ?? 0)
print(
  "benchmark".padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
    + "median (min–max)".padding(toLength: valueWidth, withPad: " ", startingAt: 0)
    + " unit                  target          met")
for r in results {
  let met = r.met.map { $0 ? "yes" : "NO" } ?? ""
  print(
    r.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
      + format(r.value).padding(toLength: valueWidth, withPad: " ", startingAt: 0) + " "
      + r.unit.padding(toLength: 21, withPad: " ", startingAt: 0) + " "
      + r.target.padding(toLength: 15, withPad: " ", startingAt: 0) + " " + met)
}
struct Document: Codable {
  var date: String
  var machine: String
  /// The seed of the resolve mix, as a decimal string (a JSON number
  /// loses digits past 2^53 in many readers); `--seed` with it draws the
  /// same scenes.
  var resolveMixSeed: String
  var results: [Result]
}
let document = Document(
  date: ISO8601DateFormatter().string(from: Date()),
  machine:
    "\(ProcessInfo.processInfo.processorCount) cores, \(ProcessInfo.processInfo.physicalMemory / 1_073_741_824) GiB, \(ProcessInfo.processInfo.operatingSystemVersionString)",
  resolveMixSeed: String(mixSeed), results: results)
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
do {
  try encoder.encode(document).write(to: URL(fileURLWithPath: jsonPath), options: .atomic)
  print("\nJSON written to \(jsonPath)")
} catch {
  print("\nJSON not written to \(jsonPath): \(error.localizedDescription)")
  exit(1)
}
