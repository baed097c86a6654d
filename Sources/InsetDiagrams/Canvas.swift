import Foundation
import InsetModel

/// Collects SVG elements in point coordinates, and wraps them in a document
/// with a title and a legend.
struct Canvas {
  let screen: CGSize
  /// The margin around the screen, in points.
  let margin: CGFloat
  /// The font size, in points, proportionate to the screen.
  let font: CGFloat
  let cornerRadius: CGFloat
  var body: [String] = []
  /// Drawn over the body: the sensor housing and home indicator, which cover
  /// content as the hardware does.
  var overlay: [String] = []
  /// Drawn last, so that no content hides them.
  var labels: [String] = []
  /// Where new shapes go.
  var onOverlay = false
  /// The boxes of the labels written so far, which
  /// ``textApart(_:x:y:color:small:)`` keeps clear of.
  var placedLabels: [CGRect] = []
  var clipCount = 0
  /// Prefixes every id the canvas writes, so that several diagrams in one
  /// page (the HTML report) never share one.
  let idPrefix: String

  init(resolution: Resolution, idPrefix: String = "") {
    self.idPrefix = idPrefix
    screen = resolution.screenSize
    font = min(22, max(9, min(screen.width, screen.height) / 30))
    margin = font * 3
    cornerRadius =
      resolution.screen.homeIndicatorInset > 0 ? min(screen.width, screen.height) * 0.11 : 6
  }

  static func n(_ v: CGFloat) -> String {
    guard v.isFinite else { return "0" }
    return PointNotation.format(v)
  }

  static func escape(_ text: String) -> String {
    var out = ""
    for c in text.unicodeScalars {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default:
        if c.value < 0x20 && c != "\n" && c != "\t" {
          out += " "
        } else {
          out.unicodeScalars.append(c)
        }
      }
    }
    return out
  }

  mutating func rect(
    _ r: CGRect, stroke: String, fill: String?, opacity: CGFloat = 1, dash: String? = nil,
    width: CGFloat = 1, radius: CGFloat = 0
  ) {
    let s = r.standardized
    guard s.width.isFinite, s.height.isFinite else { return }
    var attributes =
      "x=\"\(Self.n(s.minX))\" y=\"\(Self.n(s.minY))\" width=\"\(Self.n(s.width))\" height=\"\(Self.n(s.height))\""
    if radius > 0 { attributes += " rx=\"\(Self.n(radius))\"" }
    attributes += " stroke=\"\(stroke)\" stroke-width=\"\(Self.n(width))\""
    attributes +=
      fill.map { " fill=\"\($0)\" fill-opacity=\"\(Self.n(opacity))\"" } ?? " fill=\"none\""
    if let dash { attributes += " stroke-dasharray=\"\(dash)\"" }
    if onOverlay {
      overlay.append("<rect \(attributes)/>")
    } else {
      body.append("<rect \(attributes)/>")
    }
  }

  /// Writes `t` at the first place from `(x, y)` downwards, a line at a
  /// time, where it overlaps no label placed this way before (labels of
  /// nodes whose frames share a corner stack instead of covering each
  /// other). Left-anchored.
  mutating func textApart(_ t: String, x: CGFloat, y: CGFloat, color: String, small: Bool) {
    let size = small ? font * 0.85 : font
    let line = size * 1.25
    var box = CGRect(
      x: x, y: y - line / 2, width: Self.textWidth(t.count, size: size), height: line)
    // Each step moves strictly below the label in the way, which is then
    // behind: at most as many steps as labels.
    func overlaps(_ a: CGRect) -> Bool {
      a.minX < box.maxX && box.minX < a.maxX && a.minY < box.maxY && box.minY < a.maxY
    }
    while let blocking = placedLabels.first(where: overlaps) {
      box.origin.y = blocking.maxY
    }
    text(t, x: x, y: box.midY, color: color, anchor: "start", small: small)
  }

  mutating func text(
    _ t: String, x: CGFloat, y: CGFloat, color: String, anchor: String = "middle",
    small: Bool = false,
    bold: Bool = false
  ) {
    let size = small ? font * 0.85 : font
    let width = Self.textWidth(t.count, size: size)
    let left = anchor == "start" ? x : anchor == "end" ? x - width : x - width / 2
    placedLabels.append(CGRect(x: left, y: y - size * 0.625, width: width, height: size * 1.25))
    labels.append(
      "<text x=\"\(Self.n(x))\" y=\"\(Self.n(y))\" font-size=\"\(Self.n(size))\" fill=\"\(color)\" "
        + "text-anchor=\"\(anchor)\" dominant-baseline=\"middle\"\(bold ? " font-weight=\"bold\"" : "")>"
        + Self.escape(t) + "</text>")
  }

  /// Shades what lies outside `outer.inset(by: insets)` within `outer`.
  mutating func shadeOutside(_ outer: CGRect, insets: Insets, fill: String) {
    let i = insets
    if i.top > 0 {
      rect(
        CGRect(x: outer.minX, y: outer.minY, width: outer.width, height: i.top), stroke: "none",
        fill: fill, width: 0)
    }
    if i.bottom > 0 {
      rect(
        CGRect(x: outer.minX, y: outer.maxY - i.bottom, width: outer.width, height: i.bottom),
        stroke: "none", fill: fill, width: 0)
    }
    if i.left > 0 {
      rect(
        CGRect(
          x: outer.minX, y: outer.minY + i.top, width: i.left, height: outer.height - i.vertical),
        stroke: "none", fill: fill, width: 0)
    }
    if i.right > 0 {
      rect(
        CGRect(
          x: outer.maxX - i.right, y: outer.minY + i.top, width: i.right,
          height: outer.height - i.vertical), stroke: "none", fill: fill, width: 0)
    }
  }

  /// Labels each non-zero edge of `insets` with its length, in the gap it
  /// measures, at a fraction `position` along the edge.
  mutating func edgeLabels(outer: CGRect, insets: Insets, color: String, at position: CGFloat) {
    let inner = outer.inset(by: insets)
    func place(_ value: CGFloat, _ x: CGFloat, _ y: CGFloat) {
      guard value != 0 else { return }
      text(Self.n(value), x: x, y: y, color: color, small: true, bold: true)
    }
    let x = outer.minX + outer.width * position
    let y = outer.minY + outer.height * position
    place(
      insets.top, x,
      insets.top >= font * 1.4 ? outer.minY + insets.top / 2 : inner.minY + font * 0.7)
    place(
      insets.bottom, x,
      insets.bottom >= font * 1.4 ? outer.maxY - insets.bottom / 2 : inner.maxY - font * 0.7)
    place(
      insets.left, insets.left >= font * 2 ? outer.minX + insets.left / 2 : inner.minX + font * 1.2,
      y)
    place(
      insets.right,
      insets.right >= font * 2 ? outer.maxX - insets.right / 2 : inner.maxX - font * 1.2, y)
  }

  mutating func beginClip(_ r: CGRect) {
    clipCount += 1
    let s = r.standardized
    body.append(
      "<clipPath id=\"\(idPrefix)clip\(clipCount)\"><rect x=\"\(Self.n(s.minX))\" y=\"\(Self.n(s.minY))\" "
        + "width=\"\(Self.n(s.width))\" height=\"\(Self.n(s.height))\"/></clipPath>"
        + "<g clip-path=\"url(#\(idPrefix)clip\(clipCount))\">")
  }

  mutating func endClip() { body.append("</g>") }

  /// The sensor housing and the home indicator, drawn for orientation only.
  mutating func hardware(scene: LayoutScene, resolution r: Resolution) {
    let wasOnOverlay = onOverlay
    onOverlay = true
    defer { onOverlay = wasOnOverlay }
    // MARK: A foldable's Dynamic Island is in its strip (Diagram+Windows).
    guard let device = scene.screen.device, device.idiom == .phone,
      device.foldableDisplay == nil
    else {
      if r.screen.homeIndicatorInset > 0 { homeIndicator(r) }
      return
    }
    let w = r.screenSize.width
    let h = r.screenSize.height
    if device.topHardware != .bezel {
      let island = device.topHardware == .dynamicIsland
      let long = (island ? 0.32 : 0.56) * min(w, h)
      let short = island ? min(w, h) * 0.094 : min(w, h) * 0.08
      let inset: CGFloat = island ? min(w, h) * 0.028 : 0
      let shape: CGRect
      switch scene.screen.orientation {
      case .portrait: shape = CGRect(x: (w - long) / 2, y: inset, width: long, height: short)
      case .portraitUpsideDown:
        shape = CGRect(x: (w - long) / 2, y: h - inset - short, width: long, height: short)
      case .landscapeLeft:
        shape = CGRect(x: w - inset - short, y: (h - long) / 2, width: short, height: long)
      case .landscapeRight: shape = CGRect(x: inset, y: (h - long) / 2, width: short, height: long)
      }
      rect(shape, stroke: "#111", fill: "#111", width: 0, radius: short / 2)
    }
    if r.screen.homeIndicatorInset > 0 { homeIndicator(r) }
  }

  mutating func homeIndicator(_ r: Resolution) {
    let w = r.screenSize.width
    let bar = CGRect(
      x: (w - min(134, w * 0.36)) / 2,
      y: r.screenSize.height - r.screen.homeIndicatorInset / 2 - 2.5, width: min(134, w * 0.36),
      height: 5)
    rect(bar, stroke: "#222", fill: "#222", width: 0, radius: 2.5)
  }

  /// The longest legend label drawn whole, in characters; a longer one (a
  /// node named with a paragraph) ends in an ellipsis.
  static let legendLabelLimit = 140

  /// About how wide `characters` characters of text `size` points high are
  /// drawn (a proportional sans-serif averages under 0.6 em a character).
  static func textWidth(_ characters: Int, size: CGFloat) -> CGFloat {
    CGFloat(characters) * size * 0.6
  }

  /// A legend label, cut to ``legendLabelLimit`` characters.
  static func legendLabel(_ label: String) -> String {
    label.count <= legendLabelLimit ? label : String(label.prefix(legendLabelLimit - 1)) + "…"
  }

  /// The document: title and notes above, the screen at the left, the legend
  /// at the right, the picture as wide as its longest legend label.
  func document(title: String, notes: [String], legend: [Diagram.LegendItem]) -> String {
    let longest = legend.map { Self.legendLabel($0.label).count }.max() ?? 0
    let legendWidth = max(
      font * 24, 320, font * 2.2 + Self.textWidth(longest, size: font * 0.9) + margin)
    let header = font * (2.4 + 1.3 * CGFloat(notes.count))
    let legendHeight = font * 1.6 * CGFloat(legend.count + 1)
    let width = screen.width + 3 * margin + legendWidth
    let height = max(screen.height, legendHeight) + 2 * margin + header
    let display = min(1.6, 860 / height, 1240 / width)
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Self.n(width)) \(Self.n(height))\" "
      + "width=\"\(Self.n((width * display).rounded()))\" height=\"\(Self.n((height * display).rounded()))\" "
      + "font-family=\"-apple-system, Helvetica, Arial, sans-serif\">\n"
    out += "<title>\(Self.escape(title))</title>\n"
    out +=
      "<rect x=\"0\" y=\"0\" width=\"\(Self.n(width))\" height=\"\(Self.n(height))\" fill=\"#f4f5f7\"/>\n"
    out +=
      "<text x=\"\(Self.n(margin))\" y=\"\(Self.n(margin * 0.6 + font))\" font-size=\"\(Self.n(font * 1.25))\" "
      + "font-weight=\"bold\" fill=\"#111\">\(Self.escape(title))</text>\n"
    for (i, note) in notes.enumerated() {
      out +=
        "<text x=\"\(Self.n(margin))\" y=\"\(Self.n(margin * 0.6 + font * (2.5 + 1.3 * CGFloat(i))))\" "
        + "font-size=\"\(Self.n(font))\" fill=\"#b03a2e\">\(Self.escape(note))</text>\n"
    }
    out += "<g transform=\"translate(\(Self.n(margin)), \(Self.n(margin + header)))\">\n"
    out += body.joined(separator: "\n") + "\n"
    out += overlay.joined(separator: "\n") + "\n"
    out +=
      "<g paint-order=\"stroke\" stroke=\"#ffffff\" stroke-width=\"\(Self.n(font * 0.3))\" stroke-linejoin=\"round\">\n"
    out += labels.joined(separator: "\n") + "\n</g>\n</g>\n"
    // The legend.
    let lx = screen.width + 2 * margin
    var ly = margin + header + font
    out += "<g font-size=\"\(Self.n(font * 0.9))\">\n"
    out +=
      "<text x=\"\(Self.n(lx))\" y=\"\(Self.n(ly))\" font-weight=\"bold\" fill=\"#111\">Legend</text>\n"
    for item in legend {
      ly += font * 1.6
      let swatch = CGRect(x: lx, y: ly - font * 0.5, width: font * 1.6, height: font)
      out +=
        "<rect x=\"\(Self.n(swatch.minX))\" y=\"\(Self.n(swatch.minY))\" width=\"\(Self.n(swatch.width))\" "
        + "height=\"\(Self.n(swatch.height))\" stroke=\"\(item.color)\" stroke-width=\"1.5\""
        + (item.dash.map { " stroke-dasharray=\"\($0)\"" } ?? "")
        + (item.fill ? " fill=\"\(item.color)\" fill-opacity=\"0.5\"" : " fill=\"none\"") + "/>\n"
      out +=
        "<text x=\"\(Self.n(lx + font * 2.2))\" y=\"\(Self.n(ly))\" dominant-baseline=\"middle\" fill=\"#222\""
        + (item.quantity.map { " data-quantity=\"\($0.rawValue)\"" } ?? "") + ">"
        + Self.escape(Self.legendLabel(item.label)) + "</text>\n"
    }
    out += "</g>\n</svg>\n"
    return out
  }
}
