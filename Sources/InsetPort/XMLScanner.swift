/// One element of an Interface Builder document: its name, attributes and
/// parent, located in the file.
public struct MarkupElement: Sendable, Hashable {
  /// One attribute, with where its value starts.
  public struct Attribute: Sendable, Hashable {
    /// The attribute name (`constant`, `secondItem` …).
    public var name: String
    /// The value with entities decoded.
    public var value: String
    /// 1-based line of the value's first character (after the quote).
    public var line: Int
    /// 1-based column of the value's first character (after the quote),
    /// counting Unicode scalars.
    public var column: Int
  }

  /// The element name (`constraint`, `viewControllerLayoutGuide`, …).
  public var name: String
  /// The attributes in document order.
  public var attributes: [Attribute]
  /// The index of the enclosing element in the scanner's list, or nil at the top.
  public var parent: Int?
  /// 1-based line of the `<`.
  public var line: Int
  /// 1-based column of the `<`, counting Unicode scalars.
  public var column: Int

  /// The value of the attribute `name`, or nil.
  public subscript(name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// The attribute `name`, or nil.
  public func attribute(_ name: String) -> Attribute? {
    attributes.first { $0.name == name }
  }
}

/// A small XML scanner, enough for storyboards and XIBs: elements, attributes
/// (entities decoded), comments, processing instructions, CDATA and DOCTYPE
/// skipped, text ignored. It does not validate; on malformed markup it stops
/// and says where.
///
///     let doc = XMLScanner.elements(#"<view id="a"><constraint constant="64"/></view>"#)
///     doc.elements.map(\.name)        // ["view", "constraint"]
///     doc.elements[1].parent          // 0
///     doc.elements[1]["constant"]     // "64"
///
/// - Complexity: O(n) in the length of the text.
public enum XMLScanner {
  /// The elements of `text` in document order, and the problem that stopped
  /// the scan, if any.
  public static func elements(_ text: String) -> (elements: [MarkupElement], problem: LexProblem?) {
    var scanner = Scanner(bytes: Array(text.utf8))
    scanner.run()
    return (scanner.elements, scanner.problem)
  }

  struct Scanner: ByteScanning {
    let bytes: [UInt8]
    var i = 0
    var line = 1
    var column = 1
    var elements: [MarkupElement] = []
    var stack: [(name: String, index: Int)] = []
    /// For each element name, its positions in `stack`, innermost last: an
    /// end tag finds its element without searching the stack.
    var openByName: [String: [Int]] = [:]
    var problem: LexProblem?

    init(bytes: [UInt8]) {
      self.bytes = bytes
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    }

    func starts(with text: String) -> Bool {
      starts(with: Array(text.utf8))
    }

    func starts(with t: [UInt8]) -> Bool {
      t.indices.allSatisfy { peek($0) == t[$0] }
    }

    /// Skips to just past `end`; false (and a problem) when it never comes.
    mutating func skip(past end: String, what: String, line: Int, column: Int) -> Bool {
      let endBytes = Array(end.utf8)
      while i < bytes.count {
        if starts(with: endBytes) {
          advance(endBytes.count)
          return true
        }
        advance()
      }
      problem = LexProblem(line: line, column: column, message: "unterminated \(what)")
      return false
    }

    func isNameByte(_ b: UInt8) -> Bool {
      (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39)
        || b == UInt8(ascii: "_") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
        || b == UInt8(ascii: ":") || b >= 0x80
    }

    func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    mutating func name() -> String {
      let start = i
      while let c = peek(), isNameByte(c) { advance() }
      return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    mutating func skipSpace() {
      while let c = peek(), isSpace(c) { advance() }
    }

    mutating func run() {
      while i < bytes.count, problem == nil {
        guard peek() == UInt8(ascii: "<") else {
          advance()
          continue
        }
        let (l, c) = (line, column)
        if starts(with: "<!--") {
          _ = skip(past: "-->", what: "comment", line: l, column: c)
        } else if starts(with: "<![CDATA[") {
          _ = skip(past: "]]>", what: "CDATA section", line: l, column: c)
        } else if starts(with: "<?") {
          _ = skip(past: "?>", what: "processing instruction", line: l, column: c)
        } else if starts(with: "<!") {
          _ = skip(past: ">", what: "declaration", line: l, column: c)
        } else if starts(with: "</") {
          advance(2)
          let closing = name()
          skipSpace()
          guard peek() == UInt8(ascii: ">") else {
            problem = LexProblem(line: l, column: c, message: "malformed end tag `</\(closing)`")
            return
          }
          advance()
          // The innermost open element of that name, and every element
          // left open inside it, close; an end tag that matches nothing is
          // ignored.
          if let open = openByName[closing]?.last {
            while stack.count > open {
              let popped = stack.removeLast()
              openByName[popped.name]?.removeLast()
            }
          }
        } else {
          startTag(line: l, column: c)
        }
      }
    }

    mutating func startTag(line l: Int, column c: Int) {
      advance()
      let elementName = name()
      guard !elementName.isEmpty else {
        problem = LexProblem(line: l, column: c, message: "`<` does not open a tag")
        return
      }
      var attributes: [MarkupElement.Attribute] = []
      while true {
        skipSpace()
        guard let b = peek() else {
          problem = LexProblem(line: l, column: c, message: "unterminated tag `<\(elementName)`")
          return
        }
        if b == UInt8(ascii: "/"), peek(1) == UInt8(ascii: ">") {
          advance(2)
          append(elementName, attributes, line: l, column: c, opens: false)
          return
        }
        if b == UInt8(ascii: ">") {
          advance()
          append(elementName, attributes, line: l, column: c, opens: true)
          return
        }
        let attributeName = name()
        skipSpace()
        guard !attributeName.isEmpty, peek() == UInt8(ascii: "=") else {
          problem = LexProblem(
            line: line, column: column, message: "malformed attribute in `<\(elementName)`")
          return
        }
        advance()
        skipSpace()
        guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
          problem = LexProblem(
            line: line, column: column,
            message: "attribute `\(attributeName)` has no quoted value")
          return
        }
        advance()
        let (valueLine, valueColumn, start) = (line, column, i)
        while let v = peek(), v != quote { advance() }
        guard peek() == quote else {
          problem = LexProblem(
            line: valueLine, column: valueColumn,
            message: "unterminated value of attribute `\(attributeName)`")
          return
        }
        let raw = String(decoding: bytes[start..<i], as: UTF8.self)
        advance()
        attributes.append(
          MarkupElement.Attribute(
            name: attributeName, value: XMLScanner.decodeEntities(raw), line: valueLine,
            column: valueColumn))
      }
    }

    mutating func append(
      _ name: String, _ attributes: [MarkupElement.Attribute], line: Int, column: Int, opens: Bool
    ) {
      elements.append(
        MarkupElement(
          name: name, attributes: attributes, parent: stack.last?.index, line: line,
          column: column))
      if opens {
        openByName[name, default: []].append(stack.count)
        stack.append((name, elements.count - 1))
      }
    }
  }

  /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and numeric references
  /// decoded; anything else is kept as written.
  ///
  ///     XMLScanner.decodeEntities("a &amp; b &#x41;")  // "a & b A"
  public static func decodeEntities(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var out = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      let after = rest[amp...]
      // An entity is short: look for its `;` in the next ten characters
      // only (a search to the end for each `&` would be quadratic).
      guard let semi = after.prefix(11).firstIndex(of: ";") else {
        out += "&"
        rest = rest[rest.index(after: amp)...]
        continue
      }
      let entity = after[after.index(after: amp)..<semi]
      var decoded: String?
      switch entity {
      case "amp": decoded = "&"
      case "lt": decoded = "<"
      case "gt": decoded = ">"
      case "quot": decoded = "\""
      case "apos": decoded = "'"
      default:
        if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
          decoded = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map {
            String(Character($0))
          }
        } else if entity.hasPrefix("#") {
          decoded = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init).map {
            String(Character($0))
          }
        }
      }
      if let decoded {
        out += decoded
        rest = rest[rest.index(after: semi)...]
      } else {
        out += "&"
        rest = rest[rest.index(after: amp)...]
      }
    }
    out += rest
    return out
  }
}
