import Foundation
import InsetModel

extension Diagram {
  /// The window's controls, a foldable's vertical strip and the view's
  /// reserved regions, over the content as the system draws them.
  func drawWindowLayers(canvas: inout Canvas, legend: inout [LegendItem]) {
    let r = resolution
    let g = r.screen.window
    let wasOnOverlay = canvas.onOverlay
    canvas.onOverlay = true
    defer { canvas.onOverlay = wasOnOverlay }
    if let strip = g.verticalBarFrame {
      canvas.rect(strip, stroke: "#111", fill: "#111", opacity: 0.18, width: 0)
      canvas.label(
        "vertical bar \(PointNotation.format(strip.width))", x: strip.midX, y: strip.midY,
        color: "#111", small: true, slide: .vertical)
      legend.append(
        LegendItem(
          color: "#444", dash: nil, fill: true,
          label: "vertical bar (status strip) \(GeometryNotation.format(strip))",
          quantity: .verticalBarFrame))
    }
    if let controls = g.controlsFrame(direction: scene.view.layoutDirection) {
      canvas.rect(controls, stroke: "#b03a2e", fill: "#f5b7b1", opacity: 0.8, width: 1)
      canvas.obstacles.append(controls)
      // The three buttons, as the system draws them in the corner.
      let d = min(controls.height * 0.3, 14)
      if g.controls != .strip {
        for i in 0..<3 {
          let x = controls.minX + controls.height * 0.3 + CGFloat(i) * d * 1.6
          canvas.rect(
            CGRect(x: x, y: controls.midY - d / 2, width: d, height: d), stroke: "#78281f",
            fill: "#78281f", width: 0, radius: d / 2)
        }
      }
      legend.append(
        LegendItem(
          color: "#f5b7b1", dash: nil, fill: true,
          label: "window controls (\(g.controls.rawValue)) \(GeometryNotation.format(controls))",
          quantity: .windowControlsFrame))
    }
    if let regions = scene.reservedRegions(in: r) {
      let origin = r.regions.viewFrame.origin
      for region in regions {
        guard let frame = region.frame else { continue }
        let inWindow = frame.offsetBy(dx: origin.x, dy: origin.y)
        canvas.rect(
          inWindow, stroke: "#6c3483", fill: region.isActive ? "#bb8fce" : nil, opacity: 0.5,
          dash: region.isActive ? nil : "4 3", width: 1)
        legend.append(
          LegendItem(
            color: "#bb8fce", dash: region.isActive ? nil : "4 3", fill: region.isActive,
            label: "reserved region: \(region.description)", quantity: .reservedRegions))
      }
    }
  }
}
