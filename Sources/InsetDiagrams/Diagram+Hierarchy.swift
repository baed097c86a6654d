import Foundation
import InsetModel

extension Diagram {
  /// Outlines each node of the scene's hierarchy in the window, labelled
  /// with its index, class, name and safe area; shades a presented sheet's
  /// frame and draws the bars of the levels the one-level drawing does not
  /// (a presenting controller's, a column's).
  func drawHierarchy(canvas: inout Canvas, legend: inout [LegendItem]) {
    guard let hierarchy = scene.hierarchy, let layout = scene.hierarchyLayout(in: resolution)
    else { return }
    let colors = ["#6c3483", "#1f618d", "#117a65", "#b9770e", "#a04000", "#5d6d7e"]
    let drawnBars: Set<CGRect> = Set(
      [
        resolution.containers.navigationBarFrame, resolution.containers.tabBarFrame,
        resolution.containers.toolbarFrame,
      ].compactMap { $0 })
    let last = layout.nodes.count - 1
    // A deep chain: the outlines of every node, but labels and legend lines
    // for the outermost ones and the last only (the picture stays readable
    // and its size linear; `insets explain` lists every node).
    let named = Self.namedNodes
    for (i, node) in layout.nodes.enumerated() {
      let isNamed = i < named || i == last
      if i == named, last > named {
        legend.append(
          LegendItem(
            color: "#5d6d7e", dash: "6 3", fill: false,
            label: "\(last - named) more nodes, \(named) to \(last - 1) (insets explain lists them)"
          ))
      }
      let color = colors[i % colors.count]
      let frame = node.frameInWindow
      guard frame.width.isFinite, frame.height.isFinite else { continue }
      if let presentation = node.presentation, presentation.appearance != .fullScreen {
        canvas.rect(frame, stroke: color, fill: "#fdfefe", opacity: 0.85, width: 1.5)
      }
      for bar in [node.navigationBarFrame, node.tabBarFrame, node.toolbarFrame].compactMap({ $0 })
      where !drawnBars.contains(bar) {
        canvas.rect(bar, stroke: "#3d6fd6", fill: "#5b8def", opacity: 0.2)
      }
      if i < last || node.kind.isViewController {
        canvas.rect(frame, stroke: color, fill: nil, dash: "6 3", width: 1)
      }
      guard isNamed else { continue }
      if i < last || node.kind.isViewController {
        // Inside the frame, clear of the screen's rounded corner where the
        // frame starts at it, and below the labels of frames that share
        // the corner.
        let atCorner = frame.minX < canvas.cornerRadius && frame.minY < canvas.cornerRadius
        let x = frame.minX + (atCorner ? max(4, canvas.cornerRadius * 0.8) : 4)
        canvas.label(
          "\(i) \(node.kind.rawValue)" + (node.name.map { " \"\(Canvas.legendLabel($0))\"" } ?? ""),
          x: x, y: frame.minY + canvas.font, color: color, anchor: .start, small: true,
          slide: .down)
      }
      let name = hierarchy.nodes[i].name.map { " \"\($0)\"" } ?? ""
      legend.append(
        LegendItem(
          color: color, dash: "6 3", fill: false,
          label: "\(i) \(node.kind.rawValue)\(name) \(GeometryNotation.format(frame)), safe area "
            + "\(node.safeAreaInsets)"
            + (node.presentation.map { ", presented as \($0.appearance.rawValue)" } ?? "")))
    }
  }

  /// How many of a hierarchy's outermost nodes are labelled and listed in
  /// the legend (the last one always is).
  static let namedNodes = 24

  /// The UIKit keyboard, over the content.
  func drawKeyboard(canvas: inout Canvas, legend: inout [LegendItem]) {
    guard let keyboard = scene.keyboard.keyboard.frame(in: resolution.screenSize) else { return }
    canvas.rect(keyboard, stroke: "#7f8c8d", fill: "#7f8c8d", opacity: 0.45)
    canvas.label("keyboard", x: keyboard.midX, y: keyboard.midY, color: "#2c3e50")
    legend.append(
      LegendItem(
        color: "#7f8c8d", dash: nil, fill: true,
        label: "keyboard \(GeometryNotation.format(keyboard)); keyboardLayoutGuide "
          + GeometryNotation.format(scene.keyboardLayoutGuideFrame(in: resolution)),
        quantity: .keyboardLayoutGuideFrame))
  }
}
