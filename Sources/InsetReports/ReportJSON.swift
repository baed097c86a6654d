import Foundation

/// The JSON form both tools' reports share (`insets run --format json`,
/// `insets port --format json`): one document, pretty-printed with sorted
/// keys and unescaped slashes, ending in a newline, with DEL and the C1
/// controls written as `\u00XX`.
///
///     struct Totals: Encodable { var passed: Int; var failed: Int }
///     ReportJSON.render(Totals(passed: 3, failed: 0))
///     // "{\n  \"failed\" : 0,\n  \"passed\" : 3\n}\n"
public enum ReportJSON {
  /// A message at a line and column of a file: an error, a warning or a
  /// note, as both tools' documents list them; `insets port`'s reason a
  /// file cannot be read (`PortProblem`) is one.
  ///
  ///     ReportJSON.Located(line: 2, column: 5, message: "not UTF-8 text (byte 0xFF)")
  public struct Located: Encodable, Sendable, Hashable, Error {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counting Unicode scalars.
    public var column: Int
    /// The message.
    public var message: String

    /// A message at `line` and `column`.
    public init(line: Int, column: Int, message: String) {
      self.line = line
      self.column = column
      self.message = message
    }
  }

  /// `document` as JSON text; `{}` and a newline if it cannot be encoded
  /// (a number that is not finite).
  ///
  /// - Complexity: O(the document's size).
  public static func render<Document: Encodable>(_ document: Document) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return "{}\n" }
    return escapingC1(String(decoding: data, as: UTF8.self)) + "\n"
  }

  /// JSON escapes C0 controls itself; DEL and the C1 controls (`\u{9B}` is
  /// a terminal's CSI) it leaves raw. They occur only inside strings, so
  /// writing them as `\u00XX` keeps the same document.
  ///
  ///     ReportJSON.escapingC1("[\"a\u{9B}b\"]")  // "[\"a\\u009bb\"]"
  public static func escapingC1(_ json: String) -> String {
    // In UTF-8, DEL is the byte 0x7F and U+0080-U+009F are 0xC2 followed
    // by 0x80-0x9F: the bytes say whether there is anything to escape.
    var text = json
    let clean = text.withUTF8 { bytes in
      var previous: UInt8 = 0
      for byte in bytes {
        if byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F) { return false }
        previous = byte
      }
      return true
    }
    guard !clean else { return text }
    var out = ""
    out.reserveCapacity(json.utf8.count)
    for scalar in json.unicodeScalars {
      if (0x7F...0x9F).contains(scalar.value) {
        out += "\\u00" + String(scalar.value, radix: 16)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

extension ReportJSON {
  /// A JSON document written a piece at a time, as ``render(_:)`` would
  /// write it whole: the lists whose items come one part at a time are
  /// written between the text before them and the text after them, both
  /// cut from a render of the document with those lists empty.
  ///
  ///     struct Log: Encodable { var results: [Int]; var version = 2 }
  ///     let frame = ReportJSON.frame(Log(results: []), aroundEmptyList: "results", indent: 2)
  ///     var list = ReportJSON.ListWriter(indent: 2)
  ///     let text = frame!.head + list.items([1, 2]) + list.items([3]) + list.close() + frame!.tail
  ///     // text == ReportJSON.render(Log(results: [1, 2, 3]))
  public struct ListWriter: Sendable {
    /// The indentation of the list's brackets.
    public let indent: Int
    /// Whether an item has been written.
    public private(set) var wroteItem = false

    /// A list whose closing bracket stands `indent` spaces in.
    public init(indent: Int) { self.indent = indent }

    /// The text of `items`, the next items of the list; empty when there
    /// are none.
    ///
    /// - Complexity: O(the items' JSON).
    public mutating func items<Item: Encodable>(_ items: [Item]) -> String {
      guard !items.isEmpty else { return "" }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      guard let data = try? encoder.encode(items) else { return "" }
      // The items rendered as a list of their own (`[\n` … `\n]`), less
      // its brackets, each line moved in to where the document's list
      // holds them: a pass over the bytes.
      let bytes = [UInt8](data)
      guard bytes.count >= 4 else { return "" }
      let body = bytes[2..<(bytes.count - 2)]
      var out: [UInt8] = wroteItem ? [UInt8(ascii: ","), 0x0A] : [0x0A]
      out.reserveCapacity(body.count + body.count / 8 + indent + 2)
      let pad = [UInt8](repeating: UInt8(ascii: " "), count: indent)
      out += pad
      var previous: UInt8 = 0
      for byte in body {
        // A line that is not empty starts with the pad.
        if previous == 0x0A, byte != 0x0A { out += pad }
        out.append(byte)
        previous = byte
      }
      wroteItem = true
      return ReportJSON.escapingC1(String(decoding: out, as: UTF8.self))
    }

    /// The text of `item`, already rendered at its place: the next item of
    /// the list.
    public mutating func item(rendered text: String) -> String {
      defer { wroteItem = true }
      return (wroteItem ? ",\n" : "\n") + text
    }

    /// The list's closing bracket, after its items.
    public func close() -> String {
      (wroteItem ? "\n" : "\n\n") + String(repeating: " ", count: indent) + "]"
    }
  }

  /// The text of `document`'s render before and after its empty list
  /// named `key` whose brackets stand `indent` spaces in: the head ends
  /// with the list's `[`, the tail starts after its `]`. Nil when the
  /// render holds no such list.
  ///
  ///     struct Log: Encodable { var results: [Int]; var version = 2 }
  ///     ReportJSON.frame(Log(results: []), aroundEmptyList: "results", indent: 2)
  ///     // (head: "{\n  \"results\" : [", tail: ",\n  \"version\" : 2\n}\n")
  public static func frame<Document: Encodable>(
    _ document: Document, aroundEmptyList key: String, indent: Int
  ) -> (head: String, tail: String)? {
    let text = render(document)
    let open = "\"\(key)\" : ["
    let marker = open + "\n\n" + String(repeating: " ", count: indent) + "]"
    guard let range = text.range(of: marker) else { return nil }
    return (
      String(text[..<range.lowerBound]) + open, String(text[range.upperBound...])
    )
  }

  /// `text` with each line that is not empty moved in by `count` spaces;
  /// the first line too unless `first` is false.
  ///
  ///     ReportJSON.indented("{\n\n}", by: 2)  // "  {\n\n  }"
  public static func indented(_ text: String, by count: Int, first: Bool = true) -> String {
    let pad = String(repeating: " ", count: count)
    var out = ""
    out.reserveCapacity(text.utf8.count + count * 64)
    for (k, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if k > 0 { out += "\n" }
      if !line.isEmpty, k > 0 || first { out += pad }
      out += line
    }
    return out
  }
}
