import Foundation
import InsetModel
import InsetScenarios
import Testing

@testable import InsetSite

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An element of a page read back: its name, attributes and children.
/// Immutable once read.
final class PageElement: @unchecked Sendable {
  let name: String
  let attributes: [String: String]
  fileprivate(set) var children: [PageChild] = []

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  /// The text of the element and everything in it, as a reader sees it.
  var text: String {
    children.map { child in
      switch child {
      case .text(let text): text
      case .element(let element): element.text
      }
    }.joined()
  }

  /// The elements directly inside.
  var elements: [PageElement] {
    children.compactMap { if case .element(let e) = $0 { e } else { nil } }
  }

  /// Every element inside, at any depth, in document order, this one first.
  ///
  /// - Complexity: O(elements), into one array (joining each child's own
  ///   list copied every element once a level above it).
  var all: [PageElement] {
    var result: [PageElement] = []
    var stack = [self]
    while let element = stack.popLast() {
      result.append(element)
      stack += element.elements.reversed()
    }
    return result
  }

  /// Every element named `name` inside, at any depth.
  func all(_ name: String) -> [PageElement] { all.filter { $0.name == name } }

  /// Whether the element's `class` attribute lists `name`.
  func hasClass(_ name: String) -> Bool {
    (attributes["class"] ?? "").split(separator: " ").contains { $0 == name }
  }
}

/// Why a page is not well-formed XML.
struct NotWellFormed: Error, CustomStringConvertible {
  var description: String
}

enum PageChild {
  case text(String)
  case element(PageElement)
}

/// Reads a page as XML into elements: every page of the site is
/// well-formed XML as well as HTML.
final class PageReader: NSObject, XMLParserDelegate {
  private var stack: [PageElement] = []
  private(set) var root: PageElement?

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    let element = PageElement(name: name, attributes: attributes)
    stack.last?.children.append(.element(element))
    if stack.isEmpty { root = element }
    stack.append(element)
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    // The parser may hand a text over in pieces (at an entity, a
    // character outside ASCII): they are one text.
    guard let element = stack.last else { return }
    if case .text(let before)? = element.children.last {
      element.children[element.children.count - 1] = .text(before + string)
    } else {
      element.children.append(.text(string))
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    stack.removeLast()
  }

  /// The root element of `text`, or nil with why it is not well-formed.
  static func read(_ text: String) -> Result<PageElement, NotWellFormed> {
    let parser = XMLParser(data: Data(text.utf8))
    let reader = PageReader()
    parser.delegate = reader
    guard parser.parse(), let root = reader.root else {
      return .failure(
        NotWellFormed(
          description: parser.parserError.map { "\($0) at line \(parser.lineNumber)" }
            ?? "no root element"))
    }
    return .success(root)
  }
}

/// The site, generated once for every test.
private let site = ReferenceSite.files(generator: "site tests")

/// Each HTML and SVG file of the site, read back.
private let pages: [String: Result<PageElement, NotWellFormed>] = {
  var pages: [String: Result<PageElement, NotWellFormed>] = [:]
  for (path, text) in site where path.hasSuffix(".html") || path.hasSuffix(".svg") {
    pages[path] = PageReader.read(text)
  }
  return pages
}()

/// A page read back, or a recorded issue.
private func page(_ path: String) -> PageElement? {
  switch pages[path] {
  case .success(let root)?: return root
  case .failure(let why)?:
    Issue.record("\(path) is not well-formed: \(why)")
    return nil
  case nil:
    Issue.record("\(path) is not in the site")
    return nil
  }
}

/// `a/b/../c.html` → `a/c.html`; nil for a path that leaves the site.
private func normalized(_ path: String) -> String? {
  var parts: [Substring] = []
  for part in path.split(separator: "/", omittingEmptySubsequences: false) {
    if part == ".." {
      guard !parts.isEmpty else { return nil }
      parts.removeLast()
    } else if part != "." {
      parts.append(part)
    }
  }
  return parts.joined(separator: "/")
}

/// One number of a device page, as its table shows it.
private struct Shown: Hashable {
  var setUp: String
  var key: String
  var orientation: String
  var version: String
}

/// The numbers of a device page's tables, by set-up, key, orientation and
/// version, as the cells read (`none`, `n/a` included), with the column
/// headings of each set-up's table.
private func numbers(of root: PageElement) -> (values: [Shown: String], versions: [String]) {
  var values: [Shown: String] = [:]
  var versions: [String] = []
  for section in root.all("section") {
    guard let id = section.attributes["id"],
      let table = section.all("table").first(where: { $0.hasClass("numbers") })
    else { continue }
    let headings = table.all("thead").first?.all("th").map(\.text) ?? []
    versions = headings.dropFirst(2).map { String($0.split(separator: " ").last ?? "") }
    for body in table.all("tbody") {
      var key = ""
      for row in body.all("tr") {
        if let group = row.elements.first(where: { $0.attributes["scope"] == "rowgroup" }) {
          key = group.text
        }
        guard let orientation = row.elements.first(where: { $0.attributes["scope"] == "row" })
        else { continue }
        let cells = row.elements.filter { $0.name == "td" }
        for (version, cell) in zip(versions, cells) {
          // The value is the cell's text before its provenance letter.
          let value: String
          if let first = cell.children.first, case .text(let text) = first {
            value = text.trimmingCharacters(in: .whitespaces)
          } else {
            value = cell.text
          }
          values[Shown(setUp: id, key: key, orientation: orientation.text, version: version)] =
            value.hasPrefix("n/a") ? "n/a" : value
        }
      }
    }
  }
  return (values, versions)
}

@Suite("The reference site")
struct SiteTests {
  /// Every page reads as XML (so its escaping and nesting are right), ids
  /// are unique on a page, and every local link and image leads to a file
  /// of the site and, with a fragment, to an element of that page.
  @Test func everyPageIsWellFormedAndEveryLocalLinkResolves() throws {
    var ids: [String: Set<String>] = [:]
    for (path, result) in pages {
      guard case .success(let root) = result else {
        Issue.record("\(path) is not well-formed: \(result)")
        continue
      }
      var seen: Set<String> = []
      for element in root.all {
        guard let id = element.attributes["id"] else { continue }
        #expect(seen.insert(id).inserted, "\(path): id \(id) twice")
      }
      ids[path] = seen
    }
    var checked = 0
    for (path, result) in pages where path.hasSuffix(".html") {
      guard case .success(let root) = result else { continue }
      let folder = path.split(separator: "/").dropLast().joined(separator: "/")
      for element in root.all {
        for attribute in ["href", "src"] {
          guard let link = element.attributes[attribute] else { continue }
          if link.hasPrefix("https://") || link.hasPrefix("http://") { continue }
          #expect(!link.hasPrefix("/") && !link.contains(":"), "\(path): \(link) is not relative")
          let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
          let file = String(parts[0])
          let target =
            file.isEmpty ? path : normalized(folder.isEmpty ? file : folder + "/" + file)
          guard let target, site[target] != nil else {
            Issue.record("\(path): \(link) leads to no file of the site")
            continue
          }
          if parts.count == 2 {
            #expect(
              ids[target]?.contains(String(parts[1])) == true,
              "\(path): \(link): \(target) has no element with that id")
          }
          checked += 1
        }
      }
    }
    #expect(checked > 10_000)
  }

  /// The page and `insets run` cannot disagree: each number of each device
  /// page's tables is the value its printed scenario row evaluates to, the
  /// printed rows pass `insets run`'s runner, a row left out of them is one
  /// the model has no answer for, and `none` is a value the scene lacks.
  @Test func eachDevicePageShowsWhatItsPrintedRowsEvaluateTo() throws {
    var compared = 0
    for device in DeviceCatalog.all {
      let path = Slug.devicePage(device)
      guard let root = page(path) else { continue }
      let (shown, versions) = numbers(of: root)
      #expect(
        versions.compactMap { Double($0) }.map { CGFloat($0) } == Releases.versions(of: device),
        "\(path): columns \(versions)")
      for version in versions {
        #expect(Double(version).map { device.runs(CGFloat($0)) } == true, "\(path): \(version)")
      }
      for section in root.all("section") {
        guard let id = section.attributes["id"], id != "drawing" else { continue }
        guard let code = section.all("pre").first?.all("code").first else {
          // No row to print: the model has no answer for any.
          for (key, value) in shown where key.setUp == id {
            #expect(value == "n/a", "\(path)#\(id): \(key) shows \(value) without a printed row")
          }
          continue
        }
        let markdown = code.text
        let file = "\(path)#\(id)"
        // The printed rows pass the runner `insets run` uses.
        let report = ScenarioRunner().run(bytes: Array(markdown.utf8), file: file)
        #expect(report.failed == 0 && report.diagnostics.isEmpty, "\(file): \(report.rows)")
        let document = try MarkdownReader.read(Array(markdown.utf8), file: file)
        let table = try #require(document.tables.first)
        #expect(report.passed == table.rows.count && !table.rows.isEmpty, "\(file)")
        let names = table.header.cells.map(\.text)
        let column = { (name: String) in names.firstIndex(of: name) ?? 0 }
        var evaluator = TableEvaluator(table: table, file: file)
        var printed: Set<Shown> = []
        for row in table.rows {
          let evaluation = evaluator.evaluate(row, options: .record)
          let version = row.cells[column("iOSVersion")].text
          let orientation = row.cells[column("orientation")].text
          #expect(row.cells[column("device")].text == device.name)
          for output in evaluation.outputs {
            let key = Shown(
              setUp: id, key: output.key.name, orientation: orientation, version: version)
            printed.insert(key)
            let cell = output.cell.text
            #expect(cell == (output.actual ?? ""), "\(file):\(row.line) \(output.key.name)")
            #expect(
              shown[key] == (output.actual ?? "none"),
              "\(file): \(key) shows \(shown[key] ?? "nothing"), the row gives \(output.actual ?? "none")"
            )
            compared += 1
          }
        }
        // A number the table shows without a printed row is one the model
        // has no answer for: its row has an error.
        let template = try #require(table.rows.first).cells.map(\.text)
        for (key, value) in shown where key.setUp == id && !printed.contains(key) {
          #expect(value == "n/a", "\(file): \(key) shows \(value) without a printed row")
          var cells = template
          cells[column("iOSVersion")] = key.version
          cells[column("orientation")] = key.orientation
          for (i, name) in names.enumerated() where name.hasSuffix("?") { cells[i] = "" }
          let text =
            [names, names.map { _ in "---" }, cells].map {
              "| " + $0.joined(separator: " | ") + " |"
            }
            .joined(separator: "\n") + "\n"
          let single = try MarkdownReader.read(Array(text.utf8), file: file)
          let singleTable = try #require(single.tables.first)
          var singleEvaluator = TableEvaluator(table: singleTable, file: file)
          let evaluation = singleEvaluator.evaluate(
            try #require(singleTable.rows.first), options: .record)
          #expect(!evaluation.errors.isEmpty, "\(file): \(key) is n/a, but its row has no error")
        }
      }
    }
    #expect(compared > 15_000)
  }

  /// A value is marked an assumption only where an assumption decides it:
  /// the iPhone 16's landscape window reads the home indicator's 21 before
  /// iOS 26 (the assumption's default) and 20 from it (printed, measured),
  /// though the derivation names the assumption on both, its key being able
  /// to pin either. From iOS 26 the value takes the class of the facts that
  /// decide it.
  @Test func aValueIsAnAssumptionOnlyWhereAnAssumptionDecidesIt() throws {
    let device = try #require(DeviceCatalog.device(named: "iPhone 16"))
    let setUp = try #require(SetUp.all.first { $0.id == "screen" })
    let column = try #require(setUp.outputs.firstIndex(of: "windowSafeAreaInsets?"))
    let table = Scenario.evaluate(setUp, device: device, versions: [18, 26])
    let rows = [table.row(18, "landscape"), table.row(26, "landscape")].compactMap { $0 }
    guard rows.count == 2, rows.allSatisfy({ $0.values.indices.contains(column) }) else {
      Issue.record("the iPhone 16's landscape rows on iOS 18 and 26 have no window value")
      return
    }
    let (before, after) = (rows[0].values[column], rows[1].values[column])
    #expect(before.text == "{0, 59, 21, 59}" && after.text == "{0, 59, 20, 59}")
    #expect(before.basis?.id == "screen.landscapeHomeIndicator")
    #expect(before.basis?.provenance.kind == .assumption)
    // From iOS 26 the value is printed: its class is that of the facts that decide it (the
    // status bar's single source on a Dynamic Island phone), not the assumption's.
    #expect(after.basis?.provenance.kind == .singleSource, "\(after.basis?.id ?? "none")")
    #expect(after.basis?.id != "screen.landscapeHomeIndicator")
    // The derivation still names the assumption on iOS 26: only the basis leaves it out.
    let named = SiteValue.basis(of: [Facts.sensorHousingInsets, Facts.landscapeHomeIndicator])
    #expect(named?.id == "screen.landscapeHomeIndicator")
    let settled = SiteValue.basis(of: [
      Facts.sensorHousingInsets, Facts.glassLandscapeHomeIndicator, Facts.landscapeHomeIndicator,
    ])
    #expect(settled?.provenance.kind == .measured)
  }

  /// The index lists every device as `insets devices` does, through its
  /// own path to the numbers (the screen rules, not a scenario row).
  @Test func theIndexListsEveryDeviceAsInsetsDevicesDoes() throws {
    let root = try #require(page("index.html"))
    let table = try #require(root.all("table").first { $0.attributes["id"] == "devices" })
    let rows = table.all("tbody").flatMap { $0.all("tr") }
    let listed = DeviceTable.markdown().split(separator: "\n").dropFirst(2)
      .prefix { $0.hasPrefix("| ") }
      .map { line in line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
    #expect(rows.count == DeviceCatalog.all.count)
    #expect(listed.count == rows.count)
    for (row, cells) in zip(rows, listed) {
      let shown = row.elements.map { cell in
        // A value's text before its provenance letter.
        if cell.name == "td", let first = cell.children.first, case .text(let text) = first {
          return text.trimmingCharacters(in: .whitespaces)
        }
        return cell.text
      }
      // device | runs | size | scale | portrait | landscape | status bar
      let name = try #require(row.all("a").first).text
      #expect(cells[0].hasPrefix(name), "\(name)")
      #expect(
        Array(shown.dropFirst()) == [cells[1], cells[2], cells[3], cells[4], cells[5], cells[6]])
    }
  }

  /// Each "what changed" page lists exactly the numbers of the device
  /// pages that differ from the column before.
  @Test func whatChangedListsExactlyTheDifferingNumbers() throws {
    struct Difference: Hashable {
      var device: String
      var setUp: String
      var key: String
      var orientation: String
      var before: String
      var after: String
    }
    var expected: [String: Set<Difference>] = [:]
    var befores: [String: [String: String]] = [:]
    for device in DeviceCatalog.all {
      guard let root = page(Slug.devicePage(device)) else { continue }
      let (shown, versions) = numbers(of: root)
      for (i, version) in versions.enumerated() where i > 0 {
        befores[version, default: [:]][Slug.device(device.name)] = versions[i - 1]
        for (key, after) in shown where key.version == version {
          var old = key
          old.version = versions[i - 1]
          guard let before = shown[old], before != after else { continue }
          expected[version, default: []].insert(
            Difference(
              device: Slug.device(device.name), setUp: key.setUp, key: key.key,
              orientation: key.orientation, before: before, after: after))
        }
      }
    }
    var total = 0
    for version in ChangesPage.versions {
      let name = version.formattedVersion
      guard let root = page(Slug.changesPage(version)) else { continue }
      var listed: Set<Difference> = []
      for section in root.all("section") {
        let device = try #require(section.all("h2").first?.attributes["id"])
        let headings = section.all("thead").first?.all("th").map(\.text) ?? []
        #expect(
          headings.dropFirst(3).first?.hasSuffix(" " + (befores[name]?[device] ?? "?")) == true,
          "\(name): \(device) compares with \(headings)")
        for row in section.all("tbody").flatMap({ $0.all("tr") }) {
          let cells = row.elements
          guard cells.count == 5,
            let href = cells[0].all("a").first?.attributes["href"],
            let hash = href.firstIndex(of: "#")
          else {
            Issue.record("\(name): a row of \(device) reads \(row.text)")
            continue
          }
          listed.insert(
            Difference(
              device: device, setUp: String(href[href.index(after: hash)...]),
              key: cells[1].text, orientation: cells[2].text, before: cells[3].text,
              after: cells[4].text))
        }
      }
      #expect(listed == expected[name, default: []], "what changed in \(name)")
      total += listed.count
    }
    #expect(total > 100)
    // iOS 26's Liquid Glass bars: the navigation bar of an iPhone 16 grows.
    let ios26 = expected["26", default: []]
    #expect(
      ios26.contains {
        $0.device == "iphone-16" && $0.key == "navigationBarHeight?" && $0.before != $0.after
      })
  }

  /// A key's page links to each source it cites, and that source's row on
  /// the sources page links back; each fact it rests on likewise.
  @Test func keysAndSourcesAreLinkedBothWays() throws {
    let sources = try #require(page("sources.html"))
    let facts = try #require(page("facts.html"))
    func links(_ element: PageElement?) -> Set<String> {
      Set((element?.all("a") ?? []).compactMap { $0.attributes["href"] })
    }
    let rows = Dictionary(
      sources.all("tr").compactMap { row in row.attributes["id"].map { ($0, row) } },
      uniquingKeysWith: { a, _ in a })
    let articles = Dictionary(
      facts.all("article").compactMap { a in a.attributes["id"].map { ($0, a) } },
      uniquingKeysWith: { a, _ in a })
    var checked = 0
    for section in KeysReference.sections() {
      for entry in section.entries {
        let path = Slug.keyPage(entry.name)
        guard let root = page(path) else { continue }
        #expect(root.all("h1").first?.text == entry.name)
        let out = links(root)
        let back = "../" + path.dropFirst("keys/".count)
        for citation in entry.key.citations {
          let anchor = Slug.source(citation.source)
          #expect(out.contains("../sources.html#" + anchor), "\(path) → \(anchor)")
          #expect(links(rows[anchor]).contains(path), "\(anchor) → \(path)")
          checked += 1
        }
        for fact in entry.key.facts {
          let anchor = Slug.fact(fact.id)
          #expect(out.contains("../facts.html#" + anchor), "\(path) → \(anchor)")
          #expect(links(articles[anchor]).contains(path), "\(anchor) → \(path), not \(back)")
        }
      }
    }
    #expect(checked > 500)
    // Every source and fact has its anchor.
    #expect(Set(rows.keys) == Set(Source.allCases.map(Slug.source)))
    #expect(Set(articles.keys) == Set(Facts.all.map { Slug.fact($0.id) }))
  }

  /// Text is escaped as HTML needs: read back, each source's title and
  /// each fact's statement is the model's own text (code spans become
  /// `<code>`), whatever characters it holds.
  @Test func textReadsBackAsTheModelWroteIt() throws {
    #expect(HTML.text("a < b & c > d") == "a &lt; b &amp; c &gt; d")
    #expect(HTML.attribute("\"'<&>") == "&quot;&apos;&lt;&amp;&gt;")
    #expect(HTML.text("tab\u{1}") == "tab\u{FFFD}")
    #expect(
      HTML.prose("the `<view>` & `x`") == "the <code>&lt;view&gt;</code> &amp; <code>x</code>")
    #expect(HTML.prose("an `unpaired one") == "an `unpaired one")
    let hostile = "</p><script>alert(\"x\" & 'y')</script>"
    for text in [HTML.text(hostile), HTML.prose(hostile)] {
      let root = try PageReader.read("<p>" + text + "</p>").get()
      #expect(root.text == hostile && root.elements.isEmpty)
    }
    let attribute = try PageReader.read("<a title=\"\(HTML.attribute(hostile))\"/>").get()
    #expect(attribute.attributes["title"] == hostile)

    let sources = try #require(page("sources.html"))
    var special = 0
    for row in sources.all("tr") {
      guard let id = row.attributes["id"],
        let source = Source.allCases.first(where: { Slug.source($0) == id })
      else { continue }
      let cells = row.elements
      if source.entry.url.hasPrefix("https://") || source.entry.url.hasPrefix("http://") {
        let link = cells[1].all("a").first
        #expect(link?.text == source.entry.title, "\(id)")
        #expect(link?.attributes["href"] == source.entry.url, "\(id)")
      } else {
        // No web address: the title, then what the entry says instead.
        #expect(cells[1].all("a").isEmpty, "\(id)")
        #expect(cells[1].text.hasPrefix(source.entry.title + " ("), "\(id)")
      }
      if source.entry.title.contains(where: { "&<>\"'".contains($0) }) { special += 1 }
    }
    #expect(special > 0, "no title with a character HTML escapes: the check checks nothing")
    let facts = try #require(page("facts.html"))
    for fact in Facts.all {
      guard
        let article = facts.all("article").first(where: {
          $0.attributes["id"] == Slug.fact(fact.id)
        })
      else {
        Issue.record("no article for \(fact.id)")
        continue
      }
      let statement = article.elements.first { $0.name == "p" }?.text
      let backticks = fact.statement.count { $0 == "`" }
      let plain =
        backticks % 2 == 0 ? fact.statement.replacingOccurrences(of: "`", with: "") : fact.statement
      #expect(statement == plain, "\(fact.id)")
    }
  }

  /// File names: each device and each key has a page of its own, unique
  /// also where case does not count (a Mac's file system).
  @Test func everyDeviceAndKeyHasItsOwnPage() {
    let devicePages = DeviceCatalog.all.map(Slug.devicePage)
    let keyPages = KeysReference.sections().flatMap(\.entries).map { Slug.keyPage($0.name) }
    for paths in [devicePages, keyPages] {
      #expect(Set(paths.map { $0.lowercased() }).count == paths.count)
      for path in paths { #expect(site[path] != nil, "\(path)") }
    }
    #expect(Slug.device("iPad Pro (11-inch) (4th generation)") == "ipad-pro-11-inch-4th-generation")
    #expect(
      Slug.keyPage("readableContentGuideFrame.width?")
        == "keys/readableContentGuideFrame-output.html")
    #expect(Slug.keyPage("itemFrame[7]?") == "keys/itemFrame-N-output.html")
    #expect(Slug.keyPage("layoutMargins") == "keys/layoutMargins.html")
  }
}
