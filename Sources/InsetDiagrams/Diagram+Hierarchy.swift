// MARK: Issue 17: every level of a view-controller hierarchy, and the UIKit keyboard.
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
    for (i, node) in layout.nodes.enumerated() {
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
        canvas.text(
          "\(i) \(node.kind.rawValue)" + (node.name.map { " \"\($0)\"" } ?? ""),
          x: frame.minX + 4, y: frame.minY + 8 + CGFloat(i % 4) * 12, color: color,
          anchor: "start", small: true)
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

  /// The UIKit keyboard, over the content.
  func drawKeyboard(canvas: inout Canvas, legend: inout [LegendItem]) {
    guard let keyboard = scene.keyboard.keyboard.frame(in: resolution.screenSize) else { return }
    canvas.rect(keyboard, stroke: "#7f8c8d", fill: "#7f8c8d", opacity: 0.45)
    canvas.text("keyboard", x: keyboard.midX, y: keyboard.midY, color: "#2c3e50")
    legend.append(
      LegendItem(
        color: "#7f8c8d", dash: nil, fill: true,
        label: "keyboard \(GeometryNotation.format(keyboard)); keyboardLayoutGuide "
          + GeometryNotation.format(scene.keyboardLayoutGuideFrame(in: resolution)),
        quantity: .keyboardLayoutGuideFrame))
  }
}
