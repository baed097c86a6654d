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
  /// note, as both tools' documents list them.
  public struct Located: Encodable, Sendable, Equatable {
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
    guard json.unicodeScalars.contains(where: { (0x7F...0x9F).contains($0.value) }) else {
      return json
    }
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
