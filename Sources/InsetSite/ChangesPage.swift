import Foundation
import InsetModel

/// One number that differs between two columns of a device page.
struct Change: Sendable {
  var setUp: SetUp
  var output: String
  var orientation: String
  /// The value in the column before, and in this one, as a page shows
  /// them (`none`, `n/a` where there is none).
  var before: String
  var after: String
}

/// What changed on one device from the version before.
struct DeviceChanges: Sendable {
  var sheet: DeviceSheet
  var before: CGFloat
  var changes: [Change]
}

/// The "what changed" pages: one per OS version, every number of the
/// device pages that differs from the version before it on the same device,
/// read from the same evaluated rows as the device pages.
enum ChangesPage {
  /// The value of a row's output as a change lists it.
  static func shown(_ row: SiteRow?, _ column: Int) -> String {
    guard let row else { return "–" }
    guard row.error == nil else { return "n/a" }
    guard column < row.values.count, let text = row.values[column].text else { return "none" }
    return text
  }

  /// Every change on `sheet`'s device from the version before `version`,
  /// or nil when the device does not run `version` or runs nothing before.
  static func changes(_ sheet: DeviceSheet, at version: CGFloat) -> DeviceChanges? {
    guard let index = sheet.versions.firstIndex(of: version), index > 0 else { return nil }
    let before = sheet.versions[index - 1]
    var changes: [Change] = []
    for table in sheet.tables {
      for (column, output) in table.setUp.outputs.enumerated() {
        for orientation in SetUp.orientations {
          let old = shown(table.row(before, orientation), column)
          let new = shown(table.row(version, orientation), column)
          if old != new {
            changes.append(
              Change(
                setUp: table.setUp, output: output, orientation: orientation, before: old,
                after: new))
          }
        }
      }
    }
    return DeviceChanges(sheet: sheet, before: before, changes: changes)
  }

  /// The versions with a page: every release but the first.
  static var versions: [CGFloat] { Array(Releases.all.dropFirst()) }

  /// The page of `version`.
  static func html(_ sheets: [DeviceSheet], version: CGFloat, generator: String) -> String {
    let path = Slug.changesPage(version)
    let name = "iOS " + version.formattedVersion
    let all = sheets.compactMap { changes($0, at: version) }
    let changed = all.filter { !$0.changes.isEmpty }
    let count = changed.reduce(0) { $0 + $1.changes.count }
    let arrived = sheets.filter { $0.versions.first == version }.map(\.device)
    let summary =
      all.isEmpty
      ? "No device of the catalog runs both \(HTML.text(name)) and a version before it: there "
        + "is nothing to compare."
      : "Every number of the device pages that differs from the version before it on the same "
        + "device: \(count) number\(count == 1 ? "" : "s") on \(changed.count) of the \(all.count) "
        + "device\(all.count == 1 ? "" : "s") that run \(HTML.text(name)) and a version before it."
    var body = """
      <nav class="crumbs" aria-label="Breadcrumb"><a href="index.html">What changed</a> › \
      <span aria-current="page">\(HTML.text(name))</span></nav>
      <h1>What changed in \(HTML.text(name))</h1>
      <p class="lede">\(summary)</p>

      """
    if !arrived.isEmpty {
      body +=
        "<p>First run on \(HTML.text(name)) (nothing before to compare): "
        + arrived.map { HTML.link("../" + Slug.devicePage($0), HTML.text($0.name)) }
        .joined(separator: ", ") + ".</p>\n"
    }
    for entry in changed {
      let device = entry.sheet.device
      let page = "../" + Slug.devicePage(device)
      let old = Releases.name(entry.before, on: device)
      let new = Releases.name(version, on: device)
      body += """
        <section aria-labelledby="\(HTML.attribute(Slug.device(device.name)))">
        <h2 id="\(HTML.attribute(Slug.device(device.name)))">\(HTML.link(page, HTML.text(device.name))) \
        <small>\(HTML.text(old)) → \(HTML.text(new))</small></h2>
        <div class="scroll" role="region" tabindex="0" aria-labelledby="\(HTML.attribute(Slug.device(device.name)))">
        <table class="changes">
        <caption>\(HTML.text(device.name)): what differs from \(HTML.text(old))</caption>
        <thead><tr><th scope="col">Set-up</th><th scope="col">Key</th>\
        <th scope="col">Orientation</th><th scope="col">\(HTML.text(old))</th>\
        <th scope="col">\(HTML.text(new))</th></tr></thead>
        <tbody>

        """
      for change in entry.changes {
        body +=
          "<tr><td>" + HTML.link(page + "#" + change.setUp.id, HTML.prose(change.setUp.title))
          + "</td><td>"
          + HTML.link(
            "../" + Slug.keyPage(change.output), "<code>\(HTML.text(change.output))</code>")
          + "</td><td>\(HTML.text(change.orientation))</td>"
          + "<td>\(HTML.text(change.before))</td><td>\(HTML.text(change.after))</td></tr>\n"
      }
      body += "</tbody>\n</table>\n</div>\n</section>\n"
    }
    let unchanged = all.filter { $0.changes.isEmpty }.map(\.sheet.device)
    if !unchanged.isEmpty {
      body +=
        "<p>No number changed on "
        + unchanged.map { HTML.link("../" + Slug.devicePage($0), HTML.text($0.name)) }
        .joined(separator: ", ") + ".</p>\n"
    }
    return HTML.page(
      path: path, title: "What changed in \(name)",
      description: "Every safe area, bar height and margin that \(name) changed, device by device.",
      body: body, generator: generator)
  }

  /// The list of versions, with how much each changed.
  static func index(_ sheets: [DeviceSheet], generator: String) -> String {
    var body = """
      <nav class="crumbs" aria-label="Breadcrumb"><span aria-current="page">What changed</span></nav>
      <h1>What changed</h1>
      <p class="lede">For each OS version, every number of the device pages that differs from \
      the version before it on the same device.</p>
      <table class="changes">
      <caption>Changes by OS version</caption>
      <thead><tr><th scope="col">Version</th><th scope="col">Numbers changed</th>\
      <th scope="col">Devices with a change</th><th scope="col">Devices compared</th></tr></thead>
      <tbody>

      """
    for version in versions.reversed() {
      let all = sheets.compactMap { changes($0, at: version) }
      let changed = all.filter { !$0.changes.isEmpty }
      let count = changed.reduce(0) { $0 + $1.changes.count }
      body +=
        "<tr><th scope=\"row\">"
        + HTML.link(
          String(Slug.changesPage(version).dropFirst("changes/".count)),
          "iOS " + HTML.text(version.formattedVersion))
        + "</th><td>\(count)</td><td>\(changed.count)</td><td>\(all.count)</td></tr>\n"
    }
    body += "</tbody>\n</table>\n"
    return HTML.page(
      path: "changes/index.html", title: "What changed",
      description: "What each OS version changed in safe areas, bars and margins.", body: body,
      generator: generator)
  }
}
