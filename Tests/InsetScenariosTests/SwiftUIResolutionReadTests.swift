import Foundation
import InsetModel
import Testing

@testable import InsetScenarios

/// Every SwiftUI output reads the one fold the resolve made: a row of
/// thousands of `insetContentFrame[N]?` columns over a chain of thousands of
/// modifiers folded the chain once a column (quadratic: 4,000 by 4,000 took
/// seconds to record).
@Suite("SwiftUI outputs read the resolution")
struct SwiftUIResolutionReadTests {
  /// A chain with every kind of modifier that moves an inset content: insets
  /// on each edge, with and without a breadth, a bar, padding of both kinds,
  /// a fixed frame and an `ignoresSafeArea`.
  static let chain =
    ".ignoresSafeArea(.keyboard) .safeAreaInset(edge: .bottom, spacing: 0) { 50 } "
    + ".padding(.horizontal, 10) .safeAreaInset(edge: .leading, alignment: .top) { 30 × 100 } "
    + ".safeAreaBar(edge: .top) { 44 } .safeAreaPadding(.bottom, 8) "
    + ".contentMargins(.vertical, 12) .frame(height: 700, alignment: .bottom) "
    + ".safeAreaInset(edge: .trailing, spacing: 4) { 20 }"

  static func scene(_ view: SwiftUIView, chain: String = chain) throws -> LayoutScene {
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: "iPhone 16 Pro")
    scene.screen.iOSVersion = 18
    var setup = SwiftUISetup()
    setup.modifiers = try ModifierChain.parse(chain).modifiers
    setup.view = view
    setup.keyboardHeight = 300
    setup.scrollContentSize = CGSize(width: 402, height: 3000)
    scene.swiftUI = setup
    return scene
  }

  /// Every SwiftUI output, and the two view outputs a SwiftUI row answers
  /// (`frame?`, `safeAreaInsets?`): the plain keys, and the first indices of
  /// the indexed ones.
  static var outputs: [ScenarioKey] {
    let vocabulary = Vocabulary.standard
    let plain = vocabulary.keys.filter { $0.role == .output && $0.section == .swiftUI }
    let indexed = Vocabulary.indexedOutputs.filter { $0.key(0).section == .swiftUI }
      .flatMap { output in (0..<5).map { output.key($0) } }
    let view = ["frame?", "safeAreaInsets?"].compactMap { vocabulary[$0] }
    return plain + indexed + view
  }

  /// Handed the resolution of a scene and that scene with its chain taken
  /// away, each output reads the same value: it reads what the resolution
  /// holds, not a fold of the chain (which the second scene no longer has).
  @Test(arguments: [SwiftUIView.plain, .scrollView, .list])
  func everyOutputReadsTheResolutionNotTheChain(view: SwiftUIView) throws {
    let scene = try Self.scene(view)
    let resolution = scene.resolve()
    var bare = scene
    bare.swiftUI?.modifiers = []
    let bareResolution = bare.resolve()
    let outputs = Self.outputs
    #expect(outputs.count > 15)
    var differ: [String] = []
    for key in outputs {
      let read = key.describe(scene, resolution)?.text
      #expect(key.describe(bare, resolution)?.text == read, "\(key.name)")
      if key.describe(bare, bareResolution)?.text != read { differ.append(key.name) }
    }
    // The chain decides these outputs: a key that folded its scene's chain
    // would have read the bare scene's value above.
    #expect(differ.contains("insetContentFrame?"))
    #expect(differ.contains("insetContentFrame[2]?"))
    #expect(differ.contains("frame?"))
    if view.scrolls {
      #expect(differ.contains("scrollGeometryContentInsets?"))
      #expect(differ.contains("swiftUIScrollIndicatorInsets?"))
      #expect(differ.contains("containerRelativeSize?"))
    }
  }

  /// The resolution's inset frames are the fold's, every one, outermost
  /// first: what asking the fold for each by its index gives.
  @Test func theResolutionHoldsEveryInsetContentFrame() throws {
    let scene = try Self.scene(.plain)
    let resolution = scene.resolve()
    let layout = try #require(scene.swiftUILayout(in: resolution))
    var visited: [CGRect] = []
    _ = layout.fold { index, frame in
      #expect(index == visited.count)
      visited.append(frame)
    }
    // Four contents: three insets and a bar.
    #expect(visited.count == 4)
    #expect(resolution.insetContentFrames == visited)
    for index in 0..<4 {
      #expect(resolution.insetContentFrame(index) == layout.insetContentFrame(index))
    }
    #expect(resolution.insetContentFrame(4) == nil)
    #expect(resolution.insetContentFrame(-1) == nil)
    // The outermost (last written) first: the trailing inset, 20 wide, at
    // the window's right edge, between the status bar and the keyboard.
    #expect(resolution.insetContentFrame(0) == CGRect(x: 382, y: 62, width: 20, height: 512))
    // A chain without inset content keeps none, and a UIKit scene none.
    #expect(try Self.scene(.plain, chain: ".padding(10)").resolve().insetContentFrames == [])
    var uiKit = scene
    uiKit.swiftUI = nil
    #expect(uiKit.resolve().insetContentFrame(0) == nil)
    // The one fold that gives the frames gives the resolution's SwiftUI part.
    var tracer = NoTrace()
    var frames: [CGRect] = [.zero]
    #expect(layout.resolve(tracer: &tracer, insetContentFrames: &frames) == resolution.swiftUI)
    #expect(frames == visited)
  }

  /// A traced resolve of a chain of N inset contents and one of 2N records
  /// the same steps (one for all the contents, not one each), with a rule
  /// text twice as long: the work `explain` does is linear in the chain.
  @Test func aTracedResolveOfTwiceTheChainIsTwiceTheText() throws {
    func traced(_ n: Int) throws -> (steps: Int, characters: Int, last: CGRect?) {
      let chain = String(repeating: ".safeAreaInset(edge: .top, spacing: 0) { 0.25 } ", count: n)
      let scene = try Self.scene(.plain, chain: chain)
      var tracer = RecordingTracer()
      let resolution = scene.resolve(tracer: &tracer)
      let characters = tracer.steps.reduce(0) { $0 + $1.rule.utf8.count }
      return (tracer.steps.count, characters, resolution.insetContentFrame(n - 1))
    }
    let (n, twice) = (try traced(500), try traced(1000))
    #expect(n.steps == twice.steps)
    #expect(Double(twice.characters) / Double(n.characters) < 2.1, "\(n) \(twice)")
    // The innermost content sits below the ones before it, each a quarter
    // of a point high, under the status bar's 62.
    #expect(n.last == CGRect(x: 0, y: 62 + 499 * 0.25, width: 402, height: 0.25))
    #expect(twice.last == CGRect(x: 0, y: 62 + 999 * 0.25, width: 402, height: 0.25))
  }
}
