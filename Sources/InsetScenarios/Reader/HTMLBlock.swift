/// GitHub-flavoured Markdown's HTML blocks (GFM 0.29, section 4.6): the seven
/// kinds of line that start one, and what ends each. Text inside an HTML
/// block is passed through as HTML, so a pipe table in it is not a table.
enum HTMLBlock: Sendable, Equatable {
  /// `<script`, `<pre`, `<style` or `<textarea`: ends at a line holding the
  /// matching closing tag.
  case rawText
  /// `<!--`: ends at a line holding `-->`.
  case comment
  /// `<?`: ends at a line holding `?>`.
  case processingInstruction
  /// `<!` and a letter: ends at a line holding `>`.
  case declaration
  /// `<![CDATA[`: ends at a line holding `]]>`.
  case cdata
  /// A block-level tag (`<div`, `</table`, `<details` …): ends at a blank line.
  case blockTag
  /// Any other complete open or closing tag alone on its line (GitHub takes
  /// `</pre>` and `</script>` here too): ends at a blank line; it cannot
  /// interrupt a paragraph.
  case otherTag

  /// Whether a blank line ends the block (rather than a closing string).
  var endsAtBlankLine: Bool { self == .blockTag || self == .otherTag }

  /// The kind of HTML block that `line` (from its first non-space byte)
  /// starts, if any. `interruptingParagraph`: a paragraph is open, and kind 7
  /// cannot interrupt one.
  static func start(_ line: ArraySlice<UInt8>, interruptingParagraph: Bool) -> HTMLBlock? {
    guard line.first == UInt8(ascii: "<") else { return nil }
    let s = line.dropFirst()
    if s.first == UInt8(ascii: "!") {
      let t = s.dropFirst()
      if t.starts(with: "--".utf8) { return .comment }
      if t.starts(with: "[CDATA[".utf8) { return .cdata }
      if let c = t.first, isLetter(c) { return .declaration }
      return nil
    }
    if s.first == UInt8(ascii: "?") { return .processingInstruction }
    let closing = s.first == UInt8(ascii: "/")
    let nameStart = closing ? s.dropFirst() : s
    let name = nameStart.prefix { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") }
    guard let first = name.first, isLetter(first) else { return nil }
    let lower = String(decoding: name.map(lowercased), as: UTF8.self)
    let after = nameStart.dropFirst(name.count)
    if !closing, rawTextTags.contains(lower),
      after.isEmpty || after.first.map({ isSpace($0) || $0 == UInt8(ascii: ">") }) == true
    {
      return .rawText
    }
    if blockTags.contains(lower),
      after.isEmpty || after.first.map({ isSpace($0) || $0 == UInt8(ascii: ">") }) == true
        || after.starts(with: "/>".utf8)
    {
      return .blockTag
    }
    if !interruptingParagraph, let end = completeTagEnd(line), line[end...].allSatisfy(isSpace) {
      return .otherTag
    }
    return nil
  }

  /// Whether `line` holds what ends a block of this kind (not used for the
  /// kinds that end at a blank line).
  func ends(in line: ArraySlice<UInt8>) -> Bool {
    switch self {
    case .rawText:
      let lower = line.map(Self.lowercased)
      return ["</script>", "</pre>", "</style>", "</textarea>"].contains {
        Self.contains(lower[...], Array($0.utf8))
      }
    case .comment: return Self.contains(line, Array("-->".utf8))
    case .processingInstruction: return Self.contains(line, Array("?>".utf8))
    case .declaration: return line.contains(UInt8(ascii: ">"))
    case .cdata: return Self.contains(line, Array("]]>".utf8))
    case .blockTag, .otherTag: return false
    }
  }

  // MARK: Pieces

  static let rawTextTags: Set<String> = ["script", "pre", "style", "textarea"]

  static let blockTags: Set<String> = [
    "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center",
    "col", "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset",
    "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5",
    "h6", "head", "header", "hr", "html", "iframe", "legend", "li", "link", "main", "menu",
    "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param", "section", "source",
    "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "track", "ul",
  ]

  static func isLetter(_ c: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(c)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(c)
  }
  static func isDigit(_ c: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) }
  static func isSpace(_ c: UInt8) -> Bool {
    c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == 0x0B || c == 0x0C
  }
  static func lowercased(_ c: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(c) ? c + 32 : c
  }

  /// Whether `needle` occurs in `haystack` (needles here are a few bytes).
  static func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, haystack.count >= needle.count else { return false }
    var i = haystack.startIndex
    let last = haystack.endIndex - needle.count
    while i <= last {
      if haystack[i] == first, haystack[i..<(i + needle.count)].elementsEqual(needle) {
        return true
      }
      i += 1
    }
    return false
  }

  /// The index just past a complete open tag (`<a href="x">`, `<br/>`) or
  /// closing tag (`</span >`) at the start of `s`, if one is there.
  static func completeTagEnd(_ s: ArraySlice<UInt8>) -> Int? {
    var i = s.startIndex
    let end = s.endIndex
    func skipSpaces() -> Bool {
      let start = i
      while i < end, isSpace(s[i]) { i += 1 }
      return i > start
    }
    guard i < end, s[i] == UInt8(ascii: "<") else { return nil }
    i += 1
    let closing = i < end && s[i] == UInt8(ascii: "/")
    if closing { i += 1 }
    guard i < end, isLetter(s[i]) else { return nil }
    while i < end, isLetter(s[i]) || isDigit(s[i]) || s[i] == UInt8(ascii: "-") { i += 1 }
    if closing {
      _ = skipSpaces()
      guard i < end, s[i] == UInt8(ascii: ">") else { return nil }
      return i + 1
    }
    while true {
      let spaced = skipSpaces()
      guard i < end else { return nil }
      if s[i] == UInt8(ascii: ">") { return i + 1 }
      if s[i] == UInt8(ascii: "/") {
        guard i + 1 < end, s[i + 1] == UInt8(ascii: ">") else { return nil }
        return i + 2
      }
      // An attribute: a space before it, then a name and an optional value.
      guard spaced, isAttributeNameStart(s[i]) else { return nil }
      while i < end,
        isAttributeNameStart(s[i]) || isDigit(s[i]) || s[i] == UInt8(ascii: ".")
          || s[i] == UInt8(ascii: "-")
      {
        i += 1
      }
      let beforeValue = i
      _ = skipSpaces()
      guard i < end, s[i] == UInt8(ascii: "=") else {
        i = beforeValue
        continue
      }
      i += 1
      _ = skipSpaces()
      guard i < end else { return nil }
      let quote = s[i]
      if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
        i += 1
        while i < end, s[i] != quote { i += 1 }
        guard i < end else { return nil }
        i += 1
      } else {
        let start = i
        while i < end, !isSpace(s[i]), !"\"'=<>`".utf8.contains(s[i]) { i += 1 }
        guard i > start else { return nil }
      }
    }
  }

  static func isAttributeNameStart(_ c: UInt8) -> Bool {
    isLetter(c) || c == UInt8(ascii: "_") || c == UInt8(ascii: ":")
  }
}
