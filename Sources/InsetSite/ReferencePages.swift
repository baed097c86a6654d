import Foundation
import InsetModel
import InsetScenarios

/// The pages of the notation and of the bibliography, linked both ways: a
/// key's page links to the facts and sources it rests on; the facts page
/// and the sources page link back to each key that cites them.
enum ReferencePages {
  /// Every key as `insets keys` lists it, with its page.
  struct KeyEntry {
    var section: String
    var entry: KeysReference.Entry
    var page: String { Slug.keyPage(entry.name) }
  }

  static func keys(_ vocabulary: Vocabulary = .standard) -> [KeyEntry] {
    KeysReference.sections(vocabulary).flatMap { section in
      section.entries.map { KeyEntry(section: section.title, entry: $0) }
    }
  }

  /// The keys that cite each source, and that rest on each fact.
  struct Citing {
    var bySource: [Source: [KeyEntry]] = [:]
    var byFact: [String: [KeyEntry]] = [:]

    init(_ keys: [KeyEntry]) {
      for key in keys {
        for citation in key.entry.key.citations
        where bySource[citation.source]?.last?.page != key.page {
          bySource[citation.source, default: []].append(key)
        }
        for fact in key.entry.key.facts where byFact[fact.id]?.last?.page != key.page {
          byFact[fact.id, default: []].append(key)
        }
      }
    }
  }

  /// A link to a key's page from a page `up` from the root.
  static func keyLink(_ key: KeyEntry, up: String) -> String {
    HTML.link(up + key.page, "<code>" + HTML.text(key.entry.name) + "</code>")
  }

  /// A link to a source on the sources page.
  static func sourceLink(_ citation: Citation, up: String) -> String {
    HTML.link(
      up + "sources.html#" + Slug.source(citation.source),
      "[" + HTML.text(citation.source.rawValue) + "]", title: citation.source.entry.title)
      + (citation.locator.map { " " + HTML.text($0) } ?? "")
  }

  /// A link to a fact on the facts page.
  static func factLink(_ fact: Fact, up: String) -> String {
    HTML.link(up + "facts.html#" + Slug.fact(fact.id), "<code>" + HTML.text(fact.id) + "</code>")
  }

  /// `keys/index.html`: every key, section by section.
  static func keysIndex(_ keys: [KeyEntry], generator: String) -> String {
    var body = """
      <nav class="crumbs" aria-label="Breadcrumb"><span aria-current="page">Keys</span></nav>
      <h1>Scenario table keys</h1>
      <p class="lede">The keys of the scenario tables, as <code>insets keys</code> prints \
      them: a key ending in <code>?</code> is an expected output, any other an input. Each has \
      a page with its facts and sources.</p>
      \(HTML.filter(table: "keys", label: "Filter keys", placeholder: "safeArea, output"))\
      <table id="keys" class="sortable">
      <caption>Every key</caption>
      <thead><tr><th scope="col">Key</th><th scope="col">Section</th><th scope="col">Role</th>\
      <th scope="col">Meaning</th><th scope="col">How sure</th></tr></thead>
      <tbody>

      """
    for key in keys {
      let provenance = key.entry.key.weakestProvenance.map { HTML.text($0.kind.rawValue) } ?? ""
      body +=
        "<tr><th scope=\"row\">\(keyLink(key, up: "../"))</th>"
        + "<td>\(HTML.text(key.section))</td><td>\(HTML.text(key.entry.key.role.rawValue))</td>"
        + "<td>\(HTML.prose(key.entry.meaning))</td><td>\(provenance)</td></tr>\n"
    }
    body += "</tbody>\n</table>\n"
    return HTML.page(
      path: "keys/index.html", title: "Keys",
      description: "Every key of InsetModel's scenario tables.", body: body, generator: generator)
  }

  /// A key's page.
  static func keyPage(_ key: KeyEntry, generator: String) -> String {
    let scenarioKey = key.entry.key
    var body = """
      <nav class="crumbs" aria-label="Breadcrumb"><a href="index.html">Keys</a> › \
      <span aria-current="page"><code>\(HTML.text(key.entry.name))</code></span></nav>
      <h1><code>\(HTML.text(key.entry.name))</code></h1>
      <p class="lede">\(HTML.prose(key.entry.meaning))</p>
      <dl class="key">
      <dt>Role</dt><dd>\(HTML.text(scenarioKey.role.rawValue))\
      \(scenarioKey.role == .output ? " (an expected value: the cell is checked)" : "")</dd>
      <dt>Section</dt><dd>\(HTML.text(key.section))</dd>
      <dt>Type</dt><dd>\(HTML.prose(scenarioKey.notation))</dd>

      """
    if scenarioKey.role == .input {
      body += "<dt>Default</dt><dd>\(HTML.prose(scenarioKey.defaultValue))</dd>\n"
    }
    if let weakest = scenarioKey.weakestProvenance {
      body += "<dt>How sure</dt><dd>\(HTML.prose(weakest.description)) (its weakest fact)</dd>\n"
    }
    body += "</dl>\n"
    if !scenarioKey.facts.isEmpty {
      body += "<h2>Facts</h2>\n<ul class=\"facts\">\n"
      for fact in scenarioKey.facts {
        body +=
          "<li>\(factLink(fact, up: "../")) <span class=\"p \(Legend.cssClass(fact.provenance.kind))\">"
          + "\(Legend.letter(fact.provenance.kind))</span> \(HTML.prose(fact.statement))</li>\n"
      }
      body += "</ul>\n"
    }
    if !scenarioKey.citations.isEmpty {
      body += "<h2>Sources</h2>\n<ul class=\"sources\">\n"
      for citation in scenarioKey.citations {
        body +=
          "<li>\(sourceLink(citation, up: "../")): \(HTML.text(citation.source.entry.title))</li>\n"
      }
      body += "</ul>\n"
    }
    return HTML.page(
      path: key.page, title: key.entry.name,
      description: "The scenario-table key \(key.entry.name): \(key.entry.meaning)", body: body,
      generator: generator)
  }

  /// `sources.html`: the bibliography, as `insets sources` prints it, each
  /// source with the facts and keys that cite it.
  static func sources(_ citing: Citing, generator: String) -> String {
    var body = """
      <h1>Sources</h1>
      <p class="lede">Every source the model cites, as <code>insets sources</code> prints them, \
      each with the <a href="facts.html">facts</a> and the keys that rest on it.</p>
      <table class="counts">
      <caption>How many facts rest on each class</caption>
      <thead><tr><th scope="col">Provenance</th><th scope="col">Facts</th></tr></thead>
      <tbody>

      """
    for (kind, count) in SourcesReference.counts() {
      body +=
        "<tr><th scope=\"row\"><span class=\"p \(Legend.cssClass(kind))\">\(Legend.letter(kind))</span> "
        + "\(HTML.text(kind.rawValue))</th><td>\(count)</td></tr>\n"
    }
    body += "<tr><th scope=\"row\">total</th><td>\(Facts.all.count)</td></tr>\n"
    body += "</tbody>\n</table>\n"
    var factsBySource: [Source: [Fact]] = [:]
    for fact in Facts.all {
      for citation in fact.citations where factsBySource[citation.source]?.last?.id != fact.id {
        factsBySource[citation.source, default: []].append(fact)
      }
    }
    body += """
      \(HTML.filter(table: "sources", label: "Filter sources", placeholder: "wwdc, 2025"))\
      <table id="sources" class="sortable">
      <caption>The bibliography</caption>
      <thead><tr><th scope="col">Tag</th><th scope="col">Title</th><th scope="col">Author</th>\
      <th scope="col">Published</th><th scope="col">Read</th>\
      <th scope="col">What the project takes from it</th><th scope="col">Cited by</th></tr></thead>
      <tbody>

      """
    for source in Source.allCases {
      let entry = source.entry
      var cited: [String] = []
      if let facts = factsBySource[source] {
        cited.append(
          "facts " + facts.map { factLink($0, up: "") }.joined(separator: ", "))
      }
      if let keys = citing.bySource[source] {
        cited.append("keys " + keys.map { keyLink($0, up: "") }.joined(separator: ", "))
      }
      body +=
        "<tr id=\"\(HTML.attribute(Slug.source(source)))\"><th scope=\"row\"><code>"
        + HTML.text(source.rawValue) + "</code></th>"
        + "<td>\(title(entry))</td>"
        + "<td>\(HTML.text(entry.author))</td><td>\(HTML.text(entry.published ?? ""))</td>"
        + "<td>\(HTML.text(entry.read))</td><td>\(HTML.prose(entry.takes))</td>"
        + "<td>\(cited.joined(separator: "; "))</td></tr>\n"
    }
    body += "</tbody>\n</table>\n"
    return HTML.page(
      path: "sources.html", title: "Sources",
      description: "The bibliography of InsetModel: every source its numbers cite.", body: body,
      generator: generator)
  }

  /// A source's title, linked to its address when it has a web address
  /// (a few sources name a file of this repository, or say why no
  /// address is known, instead).
  static func title(_ entry: BibliographyEntry) -> String {
    guard entry.url.hasPrefix("https://") || entry.url.hasPrefix("http://") else {
      return HTML.text(entry.title) + " <span class=\"address\">(" + HTML.prose(entry.url)
        + ")</span>"
    }
    return HTML.link(entry.url, HTML.text(entry.title))
  }

  /// `facts.html`: the facts the model rests on, as `insets sources
  /// --facts` prints them, each with its sources and the keys resting on it.
  static func facts(_ citing: Citing, generator: String) -> String {
    var body = """
      <h1>The facts the model rests on</h1>
      <p class="lede">Each fact in the project's own words, with how sure the model is of it \
      and the <a href="sources.html">sources</a> it rests on, as \
      <code>insets sources --facts</code> prints them. The letters after the numbers of the \
      device pages link here.</p>
      <nav class="toc" aria-label="Areas"><ul>

      """
    let areas = Fact.Area.allCases.filter { area in Facts.all.contains { $0.area == area } }
    for (i, area) in areas.enumerated() {
      body += "<li>\(HTML.link("#area-\(i + 1)", HTML.text(area.rawValue)))</li>\n"
    }
    body += "</ul></nav>\n"
    for (i, area) in areas.enumerated() {
      body += "<section aria-labelledby=\"area-\(i + 1)\">\n"
      body += "<h2 id=\"area-\(i + 1)\">\(HTML.text(area.rawValue))</h2>\n"
      for fact in Facts.all where fact.area == area {
        let kind = fact.provenance.kind
        body += """
          <article class="fact" id="\(HTML.attribute(Slug.fact(fact.id)))">
          <h3><code>\(HTML.text(fact.id))</code> <span class="p \(Legend.cssClass(kind))">\
          \(Legend.letter(kind))</span> <small>\(HTML.prose(fact.provenance.description))</small></h3>
          <p>\(HTML.prose(fact.statement))</p>

          """
        if !fact.citations.isEmpty {
          body +=
            "<p>Sources: "
            + fact.citations.map { sourceLink($0, up: "") }.joined(separator: ", ") + "</p>\n"
        }
        if let disagreement = fact.disagreement {
          body += "<p>Where sources disagree: \(HTML.prose(disagreement))</p>\n"
        }
        if let keys = citing.byFact[fact.id] {
          body += "<p>Keys: " + keys.map { keyLink($0, up: "") }.joined(separator: ", ") + "</p>\n"
        }
        body += "</article>\n"
      }
      body += "</section>\n"
    }
    return HTML.page(
      path: "facts.html", title: "Facts",
      description: "The facts InsetModel rests on, with their sources.", body: body,
      generator: generator)
  }
}
