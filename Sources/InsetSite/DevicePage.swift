import Foundation
import InsetModel

/// A device's page: a table per set-up, with the OS versions the device
/// runs as columns and each output in each orientation as rows; the
/// scenario rows behind each table; the drawings.
enum DevicePage {
  /// The page of `sheet`'s device.
  static func html(_ sheet: DeviceSheet, generator: String) -> String {
    let device = sheet.device
    let path = Slug.devicePage(device)
    var body = """
      <nav class="crumbs" aria-label="Breadcrumb"><a href="../index.html">Devices</a> › \
      <span aria-current="page">\(HTML.text(device.name))</span></nav>
      <h1>\(HTML.text(device.name))</h1>

      """
    body += "<p class=\"lede\">" + lede(sheet) + "</p>\n"
    body += """
      <p>Each column is an OS version as a row's <code>iOSVersion</code> cell names it (26 is \
      iOS 26.0); each row an output of the set-up in an orientation (<code>landscape</code> is \
      <code>landscapeLeft</code>). <em>none</em>: the set-up has no such value on that version; \
      <em>n/a</em>: the model has no answer for the row, and says why under the table.</p>

      """
    body += "<nav class=\"toc\" aria-label=\"On this page\"><ul>\n"
    for setUp in SetUp.all {
      body += "<li>" + HTML.link("#" + setUp.id, HTML.prose(setUp.title)) + "</li>\n"
    }
    body += "<li>" + HTML.link("#drawing", "Drawings") + "</li>\n</ul></nav>\n"
    body += Legend.html()
    for table in sheet.tables { body += section(table, sheet: sheet) }
    body += drawings(sheet)
    return HTML.page(
      path: path, title: device.name,
      description: "\(device.name): safe areas, bars, margins and readable width on each OS "
        + "version it runs, with sources.", body: body, generator: generator)
  }

  /// The line under the title: the versions, the size, the catalog entry's
  /// sources.
  static func lede(_ sheet: DeviceSheet) -> String {
    let device = sheet.device
    var parts = [
      "Runs " + HTML.text(device.osRange),
      device.idiom == .phone ? "an iPhone" : "an iPad",
    ]
    if !device.aliases.isEmpty {
      parts.append("also named " + device.aliases.map { HTML.text($0) }.joined(separator: ", "))
    }
    let cited = device.citations.map { citation in
      HTML.link(
        "../sources.html#" + Slug.source(citation.source),
        "[" + HTML.text(citation.source.rawValue) + "]")
    }
    parts.append(
      "catalog entry: \(HTML.text(device.provenance.description)), "
        + cited.joined(separator: " "))
    return parts.joined(separator: " · ")
  }

  /// A set-up's section: its table, the notes on cells without a value,
  /// and its scenario rows.
  static func section(_ table: SiteTable, sheet: DeviceSheet) -> String {
    let setUp = table.setUp
    let device = sheet.device
    var out = """
      <section id="\(HTML.attribute(setUp.id))" aria-labelledby="\(HTML.attribute(setUp.id))-h">
      <h2 id="\(HTML.attribute(setUp.id))-h">\(HTML.prose(setUp.title))</h2>
      <p>\(HTML.prose(setUp.summary))</p>
      <div class="scroll" role="region" tabindex="0" aria-labelledby="\(HTML.attribute(setUp.id))-h">
      <table class="numbers">
      <caption>\(HTML.prose(setUp.title)): \(HTML.text(device.name)), by OS version</caption>
      <thead><tr><th scope="col">Key</th><th scope="col">Orientation</th>
      """
    for version in sheet.versions {
      out += "<th scope=\"col\">\(HTML.text(Releases.name(version, on: device)))</th>"
    }
    out += "</tr></thead>\n"
    var notes: [String] = []
    for (column, output) in setUp.outputs.enumerated() {
      out += "<tbody>\n"
      for (i, orientation) in SetUp.orientations.enumerated() {
        out += "<tr>"
        if i == 0 {
          out +=
            "<th scope=\"rowgroup\" rowspan=\"\(SetUp.orientations.count)\">"
            + HTML.link(
              "../" + Slug.keyPage(output), "<code>" + HTML.text(output) + "</code>") + "</th>"
        }
        out += "<th scope=\"row\">\(HTML.text(orientation))</th>"
        for version in sheet.versions {
          guard let row = table.row(version, orientation) else {
            out += "<td class=\"na\">–</td>"
            continue
          }
          if let error = row.error {
            let mark = note(error, in: &notes)
            out += "<td class=\"na\">n/a<sup>\(mark)</sup></td>"
            continue
          }
          let value = column < row.values.count ? row.values[column] : SiteValue()
          out += "<td>" + cell(value, up: "../") + "</td>"
        }
        out += "</tr>\n"
      }
      out += "</tbody>\n"
    }
    out += "</table>\n</div>\n"
    if !notes.isEmpty {
      out += "<ol class=\"notes\">\n"
      for note in notes {
        out += "<li>n/a: the model has no answer for this row: \(HTML.prose(note))</li>\n"
      }
      out += "</ol>\n"
    }
    guard table.rows.contains(where: { $0.cells != nil }) else {
      return out + "</section>\n\n"
    }
    out += """
      <details class="rows">
      <summary>The scenario rows of this table</summary>
      <p>Paste them into a Markdown file of your own and run <code>insets run FILE</code>: \
      every row passes. An empty output cell is not checked.</p>
      <pre><code>\(HTML.text(table.markdown))</code></pre>
      </details>
      </section>

      """
    return out
  }

  /// A value and its provenance letter, linked to the fact it rests on;
  /// `–` for a value the scene does not have.
  static func cell(_ value: SiteValue, up: String) -> String {
    guard let text = value.text else {
      return "<span class=\"none\" title=\"none for this set-up\">none</span>"
    }
    var out = HTML.text(text)
    if let fact = value.basis { out += Legend.mark(fact, up: up) }
    return out
  }

  /// The number of `text` among the table's notes, added if new.
  static func note(_ text: String, in notes: inout [String]) -> Int {
    if let i = notes.firstIndex(of: text) { return i + 1 }
    notes.append(text)
    return notes.count
  }

  /// The drawings of the common set-up, one per orientation.
  static func drawings(_ sheet: DeviceSheet) -> String {
    let device = sheet.device
    let version = Releases.name(device.newestVersion, on: device)
    var out = """
      <section id="drawing" aria-labelledby="drawing-h">
      <h2 id="drawing-h">Drawings: \(HTML.prose(SetUp.drawing.title))</h2>
      <p>\(HTML.prose(SetUp.drawing.summary)) On \(HTML.text(version)), the newest version the \
      device runs; drawn to scale.</p>

      """
    for drawing in sheet.drawings {
      out += "<figure>\n"
      if let svg = drawing.svg {
        let (width, height) = size(of: svg)
        let file = drawingFile(device, drawing.orientation)
        out +=
          "<img src=\"\(HTML.attribute(file))\" width=\"\(width)\" height=\"\(height)\" "
          + "loading=\"lazy\" alt=\"\(HTML.attribute("\(device.name) in \(drawing.orientation) on \(version): the screen, its unsafe regions shaded, a navigation bar, a tab bar and a table view, each edge value labelled"))\"/>\n"
      } else {
        out += "<p>No drawing: \(HTML.prose(drawing.error ?? ""))</p>\n"
      }
      out +=
        "<figcaption>\(HTML.text(drawing.orientation)): "
        + "<code>\(HTML.text(drawing.command))</code></figcaption>\n</figure>\n"
    }
    out += "</section>\n"
    return out
  }

  /// The file of a device's drawing in `orientation`, beside its page.
  static func drawingFile(_ device: Device, _ orientation: String) -> String {
    "\(Slug.device(device.name))-\(orientation).svg"
  }

  /// The `width` and `height` an SVG's root element declares.
  static func size(of svg: String) -> (String, String) {
    func attribute(_ name: String) -> String {
      guard let start = svg.range(of: " \(name)=\"") else { return "" }
      return String(svg[start.upperBound...].prefix { $0 != "\"" })
    }
    return (attribute("width"), attribute("height"))
  }
}

/// The provenance letters and their legend.
enum Legend {
  /// The letter of each class.
  static func letter(_ kind: Provenance.Kind) -> String {
    switch kind {
    case .documented: "D"
    case .measured: "M"
    case .singleSource: "S"
    case .inferred: "I"
    case .assumption: "A"
    case .definition: "C"
    }
  }

  /// The class's name as a CSS class: `p-single-source`.
  static func cssClass(_ kind: Provenance.Kind) -> String {
    "p-" + kind.rawValue.replacingOccurrences(of: " ", with: "-")
  }

  /// The letter after a value, linked to `fact`: made once per fact (a
  /// page shows each many times).
  static func mark(_ fact: Fact, up: String) -> String {
    if up == "../", let mark = marks[fact.id] { return mark }
    return makeMark(fact, up: up)
  }

  /// The marks of the facts the model rests on, as device pages link them.
  private static let marks: [String: String] = Dictionary(
    Facts.all.map { ($0.id, makeMark($0, up: "../")) }, uniquingKeysWith: { a, _ in a })

  private static func makeMark(_ fact: Fact, up: String) -> String {
    let kind = fact.provenance.kind
    var seen: Set<String> = []
    let sources = fact.citations.map(\.source.rawValue).filter { seen.insert($0).inserted }
    let label =
      "\(fact.provenance.description): \(fact.id) (" + sources.joined(separator: ", ") + ")"
    return
      " <a class=\"p \(cssClass(kind))\" href=\"\(HTML.attribute(up + "facts.html#" + Slug.fact(fact.id)))\" "
      + "title=\"\(HTML.attribute(label))\" aria-label=\"\(HTML.attribute(label))\">"
      + letter(kind) + "</a>"
  }

  /// The legend.
  static func html() -> String {
    var out = """
      <aside class="legend" aria-labelledby="legend-h">
      <h2 id="legend-h">How sure each number is</h2>
      <p>Each number is followed by a letter: the weakest class among the facts its derivation \
      rests on (as <code>insets explain</code> shows the derivation), leaving out the \
      scenario-table contract's own definitions unless nothing else is left. The letter links \
      to that fact, and the fact to its sources.</p>
      <ul>

      """
    let descriptions: [(Provenance.Kind, String)] = [
      (.documented, "documented by Apple: its documentation, SDK headers or a WWDC session"),
      (.measured, "measured and published by two or more independent sources"),
      (.singleSource, "published by a single source"),
      (.inferred, "inferred from documented facts"),
      (
        .assumption,
        "an assumption: a named default a row can switch where sources are silent or disagree"
      ),
      (.definition, "a definition of the scenario-table contract"),
    ]
    for (kind, text) in descriptions {
      out +=
        "<li><span class=\"p \(cssClass(kind))\">\(letter(kind))</span> \(HTML.text(text))</li>\n"
    }
    out += "</ul>\n</aside>\n"
    return out
  }
}
