import Foundation
import InsetModel
import Testing

@testable import InsetScenarios

@Suite("Explain: one output, deep chains")
struct ExplainNarrowingTests {
  static let row = """
    | device | navigationBar | tabBar | rootSafeAreaInsets? |
    |---|---|---|---|
    | iPhone 17 | visible | visible | {98, 0, 83, 0} |

    """

  static func explanation(_ text: String, line: Int, outputs: [String]) throws(Explainer.UsageError)
    -> Explanation?
  {
    guard
      case .row(let explanation) = try Explainer.explain(
        bytes: Array(text.utf8), file: "t.md", line: line, outputs: outputs)
    else { return nil }
    return explanation
  }

  /// The message `explain` gives for `outputs`, or nil.
  static func usageError(_ outputs: [String]) -> String? {
    do {
      _ = try explanation(row, line: 3, outputs: outputs)
      return nil
    } catch { return error.message }
  }

  /// `explain FILE:LINE KEY?` explains that output alone, with the steps it
  /// depends on only; an output the row has no column for is computed.
  @Test func anOutputNamedIsExplainedAlone() throws {
    let whole = try #require(try Self.explanation(Self.row, line: 3, outputs: [])).render()
    let window = try #require(
      try Self.explanation(Self.row, line: 3, outputs: ["windowSafeAreaInsets?"]))
    #expect(window.isSuccess)
    let text = window.render()
    #expect(text.contains("\nwindowSafeAreaInsets? = {62, 0, 34, 0}\n└── windowSafeAreaInsets"))
    #expect(!text.contains("rootSafeAreaInsets"))
    #expect(!text.contains("navigationBarFrame"))
    let lineCount = text.split(separator: "\n").count
    let wholeLineCount = whole.split(separator: "\n").count
    #expect(lineCount < wholeLineCount / 2)
    // The row's own output, narrowed: its mismatch still fails the row.
    let root = try #require(
      try Self.explanation(Self.row, line: 3, outputs: ["rootSafeAreaInsets?"]))
    #expect(!root.isSuccess)
    #expect(root.evaluation.outputs.map(\.key.name) == ["rootSafeAreaInsets?"])
  }

  @Test func aNameThatIsNoOutputIsAUsageErrorWithTheClosest() {
    #expect(
      Self.usageError(["contentOffst?"])
        == "`contentOffst?` is no output key (did you mean `contentOffset?`?)")
    #expect(Self.usageError(["device"]) == "`device` is no output key")
  }

  /// A chain of `depth` views below a view controller, its last view's safe
  /// area asked for.
  static func chain(_ depth: Int) -> String {
    let chain = (["UIViewController"] + Array(repeating: "UIView", count: depth))
      .joined(separator: " > ")
    return "| hierarchy | safeAreaInsets? |\n|---|---|\n| \(chain) | |\n"
  }

  /// The output of a deep chain grows with its depth, not with its square:
  /// lines stop indenting at the deepest indent, so the widest line is the
  /// same at every depth and twice the depth is about twice the text.
  /// (Counted, not timed: before, 3,000 nodes printed 128 MB.)
  @Test func aDeepChainPrintsLinearly() throws {
    var sizes: [Int] = []
    var widest: [Int] = []
    for depth in [200, 400, 800] {
      let text = try #require(try Self.explanation(Self.chain(depth), line: 3, outputs: []))
        .render()
      sizes.append(text.utf8.count)
      widest.append(text.split(separator: "\n").map { $0.unicodeScalars.count }.max() ?? 0)
      // Every node's frame is in the tree, the deepest marked with its depth.
      #expect(text.contains("frame [\(depth) UIView]"))
      #expect(text.contains("┊\(depth - 1) frame [1 UIView]") || text.contains("┊\(depth) "))
    }
    #expect(widest[0] == widest[1] && widest[1] == widest[2], "\(widest)")
    #expect(Double(sizes[1]) / Double(sizes[0]) < 2.1, "\(sizes)")
    #expect(Double(sizes[2]) / Double(sizes[1]) < 2.1, "\(sizes)")
  }
}

@Suite("Node outputs share one layout")
struct RowLayoutTests {
  /// `record` of 10,000 node outputs on a 10,000-node chain folded the
  /// hierarchy once per output (18 s, where `run` took 0.17 s): every node
  /// output of a row now reads the fold its resolution holds. Shown by
  /// handing a key another scene's resolution: it reads that fold, not a
  /// fold of its own scene.
  @Test func aNodeOutputReadsTheResolutionsFold() throws {
    let vocabulary = Vocabulary.standard
    let key = try #require(vocabulary["safeAreaInsets[1]?"])
    func scene(_ chain: String) throws -> (LayoutScene, Resolution) {
      var scene = LayoutScene()
      scene.hierarchy = try Hierarchy.parse(chain)
      return (scene, scene.resolve())
    }
    let (plain, plainResolution) = try scene("UIViewController > UIView")
    let (inset, insetResolution) = try scene(
      "UIViewController(additionalSafeAreaInsets: {10, 0, 0, 0}) > UIView")
    #expect(key.describe(plain, plainResolution)?.text == "{0, 0, 0, 0}")
    #expect(key.describe(inset, insetResolution)?.text == "{10, 0, 0, 0}")
    #expect(key.describe(plain, insetResolution)?.text == "{10, 0, 0, 0}")
  }
}
