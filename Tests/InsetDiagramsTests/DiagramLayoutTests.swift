import Foundation
import InsetDiagrams
import InsetModel
import InsetScenarios
import Testing

/// What the picture leaves room for: its legend whole, its labels apart,
/// and a size that grows with the scene, not its square.
@Suite("Diagram layout")
struct DiagramLayoutTests {
  struct NoRow: Error {}

  /// The scene of a table row (one row, no expectations).
  static func scene(_ header: String, _ cells: String) throws -> (LayoutScene, Resolution) {
    guard let row = try drawnRow(header, cells) else { throw NoRow() }
    return row
  }

  /// `x`, `y`, and text of every `<text>` of an SVG, and its view box width.
  static func texts(_ svg: String) -> (
    width: Double, texts: [(x: Double, y: Double, size: Double, text: String)]
  ) {
    func attribute(_ name: String, in element: Substring) -> Double? {
      guard let r = element.range(of: " \(name)=\"") else { return nil }
      return Double(element[r.upperBound...].prefix { $0 != "\"" })
    }
    let box = svg.range(of: "viewBox=\"0 0 ").map { svg[$0.upperBound...].prefix { $0 != " " } }
    var out: [(Double, Double, Double, String)] = []
    for part in svg.components(separatedBy: "<text").dropFirst() {
      let element = Substring(part)
      guard let close = element.firstIndex(of: ">"), let end = element.range(of: "</text>") else {
        continue
      }
      let head = element[..<close]
      out.append(
        (
          attribute("x", in: head) ?? 0, attribute("y", in: head) ?? 0,
          attribute("font-size", in: head) ?? 0,
          String(element[element.index(after: close)..<end.lowerBound])
        ))
    }
    return (box.flatMap { Double($0) } ?? 0, out)
  }

  /// The row: iPhone 16 in landscape, a tab bar controller, a
  /// navigation controller with a large title, a view controller, a table.
  /// The legend's longest line fits in the picture, and the node labels,
  /// which all start at the window's corner, sit on lines of their own.
  @Test func theLegendFitsAndTheNodeLabelsStandApart() throws {
    let (scene, resolution) = try Self.scene(
      "device | orientation | hierarchy",
      "iPhone 16 | landscape | UITabBarController > UINavigationController(prefersLargeTitles: true) > UIViewController > UITableView"
    )
    let svg = Diagram(scene: scene, resolution: resolution, title: "t").svg()
    let (width, texts) = Self.texts(svg)
    let legend = texts.filter { $0.text.contains(", safe area {") }
    #expect(legend.count == 4)
    for line in legend {
      // The widest a sans-serif of that size draws it: 0.6 em a character.
      #expect(line.x + Double(line.text.count) * 0.6 * 13.1 * 0.9 <= width, "\(line.text)")
    }
    let labels = texts.filter {
      ["0 UITab", "1 UINav", "2 UIVie"].contains(String($0.text.prefix(7)))
        && !$0.text.contains("safe area")
    }
    #expect(labels.count == 3)
    for (i, a) in labels.enumerated() {
      for b in labels[(i + 1)...] {
        #expect(abs(a.y - b.y) >= a.size * 1.2, "\(a.text) and \(b.text) overlap")
      }
      // Clear of the screen's rounded corner.
      #expect(a.x > 20)
    }
  }

  /// A chain thousands of nodes deep: every node outlined, the outermost
  /// labelled and listed; the picture twice the depth is about twice the
  /// size, and its legend the same length.
  @Test func aDeepChainDrawsLinearly() throws {
    var sizes: [Int] = []
    var legends: [Int] = []
    for depth in [1_000, 2_000] {
      let chain = (["UIViewController"] + Array(repeating: "UIScrollView", count: depth))
        .joined(separator: " > ")
      let (scene, resolution) = try Self.scene("hierarchy", chain)
      let svg = Diagram(scene: scene, resolution: resolution, title: "t").svg()
      sizes.append(svg.utf8.count)
      legends.append(Self.texts(svg).texts.filter { $0.text.contains(", safe area {") }.count)
      #expect(
        svg.contains("\(depth - 24) more nodes, 24 to \(depth - 1) (insets explain lists them)"))
    }
    #expect(legends == [25, 25])
    #expect(Double(sizes[1]) / Double(sizes[0]) < 2.1, "\(sizes)")
  }
}
