import Foundation
import InsetModel

/// The index: every device of the catalog in one table (the rows of
/// `insets devices`), at the newest version each runs, sortable and
/// filterable by the site's script and complete without it.
enum IndexPage {
  static func html(_ sheets: [DeviceSheet], generator: String) -> String {
    var body = """
      <h1>Devices</h1>
      <p class="lede">Safe areas, bar heights, layout margins and readable widths of \
      \(sheets.count) iPhones and iPads, on every OS version each runs from iOS 7 to \
      \(HTML.text(OSVersions.newest.formattedVersion)), computed by InsetModel from cited \
      sources. Each device's page gives the numbers version by version, with how sure each is \
      and the scenario rows that reproduce them; \
      <a href="changes/index.html">what changed</a> lists what each version changed.</p>
      <p>The table gives each device at the newest version it runs: its screen in points, its \
      scale, the versions it runs, its window's safe area in portrait and in landscape \
      (<code>landscapeLeft</code>) and its status bar in portrait, as \
      <code>insets devices</code> prints them. Letters say how sure each number is \
      (<a href="#legend-h">legend</a>).</p>
      \(HTML.filter(table: "devices", label: "Filter devices", placeholder: "iPad, 26, {62"))\
      <div class="scroll" role="region" tabindex="0" aria-labelledby="devices-caption">
      <table id="devices" class="sortable">
      <caption id="devices-caption">Every device, at the newest OS version it runs</caption>
      <thead><tr><th scope="col">Device</th><th scope="col">Runs</th>\
      <th scope="col">Size (pt)</th><th scope="col">Scale</th>\
      <th scope="col">Window safe area, portrait</th>\
      <th scope="col">Window safe area, landscape</th>\
      <th scope="col">Status bar, portrait</th></tr></thead>
      <tbody>

      """
    for sheet in sheets {
      let device = sheet.device
      let newest = device.newestVersion
      func value(_ output: String, _ orientation: String) -> String {
        guard let value = sheet.value("screen", output, newest, orientation) else {
          return "<td class=\"na\">n/a</td>"
        }
        return "<td>" + DevicePage.cell(value, up: "") + "</td>"
      }
      var name = HTML.link(Slug.devicePage(device), HTML.text(device.name))
      if !device.aliases.isEmpty {
        name +=
          " <span class=\"aliases\">(also "
          + device.aliases.map { HTML.text($0) }.joined(separator: ", ") + ")</span>"
      }
      body += "<tr><th scope=\"row\">\(name)</th><td>\(HTML.text(device.osRange))</td>"
      body += value("screenSize?", "portrait") + value("scale?", "portrait")
      body += value("windowSafeAreaInsets?", "portrait")
      body += value("windowSafeAreaInsets?", "landscape")
      body += value("statusBarHeight?", "portrait") + "</tr>\n"
    }
    body += "</tbody>\n</table>\n</div>\n"
    let unmeasured = DeviceCatalog.unmeasured.values.sorted()
    if !unmeasured.isEmpty {
      body += "<p>Known by name, not measured (a row naming one is an error that says so):</p>\n"
      body += "<ul>\n"
      for reason in unmeasured { body += "<li>\(HTML.prose(reason))</li>\n" }
      body += "</ul>\n"
    }
    body += Legend.html()
    body += """
      <h2>More</h2>
      <ul>
      <li><a href="changes/index.html">What changed</a> in each OS version, device by device.</li>
      <li><a href="keys/index.html">The keys</a> of the scenario tables, each with its facts \
      and sources.</li>
      <li><a href="facts.html">The facts</a> the model rests on, and \
      <a href="sources.html">the sources</a> they cite.</li>
      </ul>

      """
    return HTML.page(
      path: "index.html", title: "Devices",
      description: "Safe areas, bars and margins of every iPhone and iPad, per OS version, "
        + "with sources.", body: body, generator: generator)
  }
}
