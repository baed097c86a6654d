import Foundation
import InsetModel

/// Collects SVG elements in point coordinates, and wraps them in a document
/// with a title and a legend.
///
/// Shapes are in the window's coordinates. A window that fills the screen is
/// drawn as the screen, with the device's corners; a smaller one (an iPadOS
/// 26 window, Stage Manager's, or a split screen's) is drawn as its own
/// rectangle inside a pale screen, with a window's corners.
struct Canvas {
  /// The size of what is drawn: the whole screen.
  let screen: CGSize
  /// The window's frame on the screen.
  let window: CGRect
  /// The margin around the screen, in points.
  let margin: CGFloat
  /// The font size, in points, proportionate to the screen.
  let font: CGFloat
  /// The screen's corner radius (the device's display corners: none on a
  /// home-button device), drawn for orientation only.
  let screenCornerRadius: CGFloat
  /// The window's corner radius: the screen's for a window that fills it,
  /// ``windowCornerRadius`` for a smaller one.
  let cornerRadius: CGFloat
  var body: [String] = []
  /// Drawn over the body: the sensor housing and home indicator, which cover
  /// content as the hardware does.
  var overlay: [String] = []
  /// Drawn last, so that no content hides them.
  var labels: [String] = []
  /// Where new shapes go.
  var onOverlay = false
  /// The boxes of the labels written so far, which ``label(_:x:y:color:anchor:small:bold:slide:)``
  /// keeps every new label clear of.
  var placedLabels: [CGRect] = []
  /// What labels never cover: the sensor housing, the home indicator, the
  /// window controls.
  var obstacles: [CGRect] = []
  var clipCount = 0
  /// Prefixes every id the canvas writes, so that several diagrams in one
  /// page (the HTML report) never share one.
  let idPrefix: String

  /// The corner radius a window smaller than the screen is drawn with. A
  /// drawing's choice, as the sensor housing's shape is: no model value
  /// depends on it.
  static let windowCornerRadius: CGFloat = 14

  init(resolution: Resolution, idPrefix: String = "") {
    self.idPrefix = idPrefix
    let size = resolution.screenSize
    let geometry = resolution.screen.window
    let full = geometry.screenSize
    // A window smaller than a screen the resolution knows sits in it at its
    // origin; otherwise the window is the screen.
    let inside =
      full.width.isFinite && full.height.isFinite && full.width > 0 && full.height > 0
      && (size.width < full.width || size.height < full.height)
    window = CGRect(origin: inside ? geometry.frame.origin : .zero, size: size)
    screen = inside ? full : size
    let short = min(screen.width, screen.height)
    font = min(22, max(9, min(size.width, size.height) / 30))
    margin = font * 3
    // Display corners, proportionate to the screen, for orientation only: a
    // phone's are about a tenth of its width, an iPad's far smaller.
    let idiom = resolution.screen.idiom
    screenCornerRadius =
      resolution.screen.homeIndicatorInset > 0
      ? (idiom == .pad ? short * 0.018 : short * 0.11) : 0
    cornerRadius = inside ? Self.windowCornerRadius : screenCornerRadius
  }

  /// Whether the window is smaller than the screen, and drawn inside it.
  var isInsideScreen: Bool { window.size != screen }

  /// Whether the window's bottom edge is the screen's, where the home
  /// indicator is.
  var reachesScreenBottom: Bool { window.maxY >= screen.height - 0.5 }

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
    width: CGFloat = 1, radius: CGFloat = 0, kind: String? = nil
  ) {
    let s = r.standardized
    guard s.width.isFinite, s.height.isFinite else { return }
    var attributes = kind.map { "class=\"\($0)\" " } ?? ""
    attributes +=
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

  /// Where a label's text is anchored: its start, middle or end.
  enum Anchor: String {
    case start, middle, end
  }

  /// Which way a label moves when its place is taken: along its line
  /// (an edge's value along the edge it measures), or down (a node's name
  /// below the names of nodes that share its corner).
  enum Slide {
    case horizontal, vertical, down
  }

  /// The width of `text` at `size` points: a proportional sans-serif's
  /// capitals and digits are wider than its lower case, its i, l and
  /// punctuation narrower; bold is a tenth wider. An upper bound of what
  /// Helvetica, Arial and DejaVu Sans draw.
  static func textWidth(_ text: String, size: CGFloat, bold: Bool = false) -> CGFloat {
    var ems: CGFloat = 0
    for c in text.unicodeScalars {
      switch c {
      case "i", "l", "j", "I", ".", ",", ":", ";", "'", "|", "!", " ", "(", ")", "[", "]", "{",
        "}", "f", "t", "r", "\"":
        ems += 0.36
      case "m", "w", "M", "W", "@", "%":
        ems += 0.92
      case "A"..."Z", "0"..."9", "?", "&", "#", "_", "~", "−", "…":
        ems += 0.7
      default:
        ems += 0.62
      }
    }
    return ems * size * (bold ? 1.1 : 1)
  }

  /// The box a label covers, with its white halo: `text` at `size` points,
  /// anchored at `(x, y)` by `anchor`, centred vertically on `y`.
  static func textBox(
    _ text: String, x: CGFloat, y: CGFloat, size: CGFloat, anchor: Anchor, bold: Bool
  ) -> CGRect {
    let width = textWidth(text, size: size, bold: bold)
    let left: CGFloat
    switch anchor {
    case .start: left = x
    case .middle: left = x - width / 2
    case .end: left = x - width
    }
    // The halo is stroked 0.3 font sizes wide, half of it outside the glyphs.
    let halo = size * 0.18
    return CGRect(
      x: left - halo, y: y - size * 0.6 - halo, width: width + 2 * halo,
      height: size * 1.2 + 2 * halo)
  }

  /// Whether `a` and `b` overlap (boxes that only touch do not).
  static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }

  /// The most places a label tries along one axis before the next.
  static let labelTries = 40

  /// Writes `t` at `(x, y)` or, when a label or an obstacle is there, at
  /// the nearest free place along `slide` (then across it), on the screen;
  /// where none is free, below every label. No two labels overlap.
  ///
  /// - Complexity: O(tries × labels) a label.
  mutating func label(
    _ t: String, x: CGFloat, y: CGFloat, color: String, anchor: Anchor = .middle,
    small: Bool = false, bold: Bool = false, slide: Slide = .horizontal
  ) {
    guard x.isFinite, y.isFinite else { return }
    let size = small ? font * 0.85 : font
    let box = Self.textBox(t, x: x, y: y, size: size, anchor: anchor, bold: bold)
    // Labels stay on the screen, or in the margin around it.
    let bounds = CGRect(
      x: -window.minX - margin * 0.8, y: -window.minY - margin * 0.5,
      width: screen.width + margin * 1.6, height: screen.height + margin)
    // A box is free with a hair to spare, so that the coordinates the
    // document rounds to three decimals keep it apart.
    func free(_ candidate: CGRect) -> Bool {
      let b = candidate.insetBy(dx: -0.01, dy: -0.01)
      return
        (b.minX >= bounds.minX && b.maxX <= bounds.maxX && b.minY >= bounds.minY
        && b.maxY <= bounds.maxY)
        && !placedLabels.contains { Self.overlap($0, b) }
        && !obstacles.contains { Self.overlap($0, b) }
    }
    let across = box.height
    let along = max(font * 0.5, 2)
    var offsets: [(CGFloat, CGFloat)] = [(0, 0)]
    func axis(_ step: CGFloat, horizontal: Bool, both: Bool) {
      for k in 1...Self.labelTries {
        for sign: CGFloat in both ? [1, -1] : [1] {
          let d = sign * CGFloat(k) * step
          offsets.append(horizontal ? (d, 0) : (0, d))
        }
      }
    }
    switch slide {
    case .horizontal:
      axis(along, horizontal: true, both: true)
      axis(across / 2, horizontal: false, both: true)
    case .vertical:
      axis(across / 2, horizontal: false, both: true)
      axis(along, horizontal: true, both: true)
    case .down:
      axis(across / 2, horizontal: false, both: false)
      axis(along, horizontal: true, both: false)
    }
    var chosen = box
    if let offset = offsets.first(where: { free(box.offsetBy(dx: $0.0, dy: $0.1)) }) {
      chosen = box.offsetBy(dx: offset.0, dy: offset.1)
    } else {
      // Below every label and obstacle: free by construction.
      let lowest = (placedLabels + obstacles).map(\.maxY).max() ?? box.minY
      chosen.origin.y = max(box.minY, lowest)
    }
    placedLabels.append(chosen)
    let nx = x + (chosen.minX - box.minX)
    let ny = y + (chosen.minY - box.minY)
    labels.append(
      "<text class=\"label\" x=\"\(Self.n(nx))\" y=\"\(Self.n(ny))\" font-size=\"\(Self.n(size))\" "
        + "fill=\"\(color)\" text-anchor=\"\(anchor.rawValue)\" dominant-baseline=\"middle\""
        + (bold ? " font-weight=\"bold\"" : "") + ">" + Self.escape(t) + "</text>")
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
  /// measures, at a fraction `position` along the edge; a label whose place
  /// is taken moves along its edge.
  mutating func edgeLabels(outer: CGRect, insets: Insets, color: String, at position: CGFloat) {
    let inner = outer.inset(by: insets)
    func place(_ value: CGFloat, _ x: CGFloat, _ y: CGFloat, _ slide: Slide) {
      guard value != 0 else { return }
      label(Self.n(value), x: x, y: y, color: color, small: true, bold: true, slide: slide)
    }
    let x = outer.minX + outer.width * position
    let y = outer.minY + outer.height * position
    place(
      insets.top, x,
      insets.top >= font * 1.4 ? outer.minY + insets.top / 2 : inner.minY + font * 0.7,
      .horizontal)
    place(
      insets.bottom, x,
      insets.bottom >= font * 1.4 ? outer.maxY - insets.bottom / 2 : inner.maxY - font * 0.7,
      .horizontal)
    place(
      insets.left, insets.left >= font * 2 ? outer.minX + insets.left / 2 : inner.minX + font * 1.2,
      y, .vertical)
    place(
      insets.right,
      insets.right >= font * 2 ? outer.maxX - insets.right / 2 : inner.maxX - font * 1.2, y,
      .vertical)
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

  /// The sensor housing and the home indicator, drawn for orientation only;
  /// labels keep clear of both. The home indicator only where the window
  /// reaches the screen's bottom edge, at the screen's centre.
  mutating func hardware(scene: LayoutScene, resolution r: Resolution) {
    let wasOnOverlay = onOverlay
    onOverlay = true
    defer { onOverlay = wasOnOverlay }
    if r.screen.homeIndicatorInset > 0, reachesScreenBottom { homeIndicator(r) }
    // MARK: A foldable's Dynamic Island is in its strip (Diagram+Windows).
    guard let device = scene.screen.device, device.idiom == .phone,
      device.foldableDisplay == nil, !isInsideScreen, device.topHardware != .bezel
    else { return }
    let w = r.screenSize.width
    let h = r.screenSize.height
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
    rect(shape, stroke: "#111", fill: "#111", width: 0, radius: short / 2, kind: "hardware")
    obstacles.append(shape)
  }

  /// The home indicator, centred on the screen at its bottom edge, in the
  /// window's coordinates.
  mutating func homeIndicator(_ r: Resolution) {
    let length = min(134, screen.width * 0.36)
    let bar = CGRect(
      x: (screen.width - length) / 2 - window.minX,
      y: window.height - r.screen.homeIndicatorInset / 2 - 2.5, width: length, height: 5)
    rect(bar, stroke: "#222", fill: "#222", width: 0, radius: 2.5, kind: "hardware")
    obstacles.append(bar)
  }

  /// The longest legend label drawn whole, in characters; a longer one (a
  /// node named with a paragraph) ends in an ellipsis.
  static let legendLabelLimit = 140

  /// A legend label, cut to ``legendLabelLimit`` characters.
  static func legendLabel(_ label: String) -> String {
    label.count <= legendLabelLimit ? label : String(label.prefix(legendLabelLimit - 1)) + "…"
  }

  /// The document: title and notes above, the screen at the left, the legend
  /// at the right, the picture as wide as its longest legend label.
  func document(title: String, notes: [String], legend: [Diagram.LegendItem]) -> String {
    let longest =
      legend.map { Self.textWidth(Self.legendLabel($0.label), size: font * 0.9) }.max() ?? 0
    let legendWidth = max(font * 24, 320, font * 2.2 + longest + margin)
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
    if isInsideScreen {
      // The screen around a smaller window, with the device's corners.
      out +=
        "<rect class=\"screen\" x=\"\(Self.n(margin))\" y=\"\(Self.n(margin + header))\" "
        + "width=\"\(Self.n(screen.width))\" height=\"\(Self.n(screen.height))\""
        + (screenCornerRadius > 0 ? " rx=\"\(Self.n(screenCornerRadius))\"" : "")
        + " stroke=\"#222\" stroke-width=\"2\" fill=\"#e3e6ea\"/>\n"
    }
    out +=
      "<g transform=\"translate(\(Self.n(margin + window.minX)), \(Self.n(margin + header + window.minY)))\">\n"
    // The content and what covers it, clipped to the window's shape (its
    // rounded corners).
    out +=
      "<clipPath id=\"\(idPrefix)window\"><rect x=\"0\" y=\"0\" width=\"\(Self.n(window.width))\" "
      + "height=\"\(Self.n(window.height))\""
      + (cornerRadius > 0 ? " rx=\"\(Self.n(cornerRadius))\"" : "") + "/></clipPath>\n"
    out += "<g clip-path=\"url(#\(idPrefix)window)\">\n"
    out += body.joined(separator: "\n") + "\n"
    out += overlay.joined(separator: "\n") + "\n</g>\n"
    // The window's outline, over its content.
    out +=
      "<rect x=\"0\" y=\"0\" width=\"\(Self.n(window.width))\" height=\"\(Self.n(window.height))\""
      + (cornerRadius > 0 ? " rx=\"\(Self.n(cornerRadius))\"" : "")
      + " stroke=\"#222\" stroke-width=\"2\" fill=\"none\"/>\n"
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
