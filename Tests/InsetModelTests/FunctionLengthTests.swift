import Foundation
import Testing

/// No function of the package's sources is longer than a reader can hold:
/// 120 lines of code (blank and comment lines not counted), outside the
/// bibliography's and the facts' data. A longer rule is split into named
/// rules, each the formula it cites.
@Suite("Function length")
struct FunctionLengthTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  static let limit = 120

  /// Functions still over the limit, each in an area another change
  /// splits; a function that is no longer over it needs no entry.
  static let pending: Set<String> = []

  /// A function, initialiser or subscript, and its length in lines of code.
  struct Function: CustomStringConvertible {
    var file: String
    var line: Int
    var name: String
    var length: Int
    var description: String { "\(file):\(line) \(name): \(length) lines" }
  }

  /// The code of `line`: without a `//` comment and with the contents of
  /// its string literals removed (so that their braces do not count).
  static func code(_ line: Substring) -> String {
    var kept = ""
    var inString = false
    var previous: Character = " "
    for c in line {
      if !inString, c == "/", previous == "/" {
        kept.removeLast()
        break
      }
      if c == "\"" {
        inString.toggle()
      } else if !inString {
        kept.append(c)
      }
      previous = c
    }
    return kept
  }

  /// The name a line declares, when it starts a function, an initialiser or
  /// a subscript.
  static func declaredName(_ code: String) -> String? {
    // A line with none of the three words declares none (most lines: the
    // regular expression below, run on every line, was most of the scan).
    guard code.contains("func") || code.contains("init") || code.contains("subscript") else {
      return nil
    }
    // Attributes and their arguments (`@inline(__always)`) are not words.
    let bare = code.contains("@") ? code.replacing(#/@\w+(\([^)]*\))?/#, with: "") : code
    let words = bare.split(whereSeparator: { " \t(<:".contains($0) })
    guard let first = words.firstIndex(where: { !modifiers.contains($0) })
    else { return nil }
    switch words[first] {
    case "func" where first + 1 < words.count: return String(words[first + 1])
    case "init", "init?", "init!", "subscript": return String(words[first])
    default: return nil
    }
  }

  static let modifiers: Set<Substring> = [
    "public", "package", "internal", "private", "fileprivate", "static", "class", "mutating",
    "nonmutating", "override", "final", "nonisolated", "consuming", "borrowing", "convenience",
    "required", "dynamic",
  ]

  /// Every function of `text`, with its length.
  static func functions(in text: String, file: String) -> [Function] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // Lines inside a multi-line string literal are not code.
    var inLiteral = Array(repeating: false, count: lines.count)
    var open = false
    for (i, line) in lines.enumerated() {
      let quotes = line.components(separatedBy: "\"\"\"").count - 1
      inLiteral[i] = open
      if quotes % 2 == 1 { open.toggle() }
    }
    // Each line's code and whether it counts, once: a nested function's
    // lines are walked again for each function around it.
    let codes = lines.indices.map { inLiteral[$0] ? "" : code(lines[$0]) }
    let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
    let counts = trimmed.map { !$0.isEmpty && !$0.hasPrefix("//") }
    var found: [Function] = []
    for i in lines.indices where !inLiteral[i] {
      guard let name = declaredName(codes[i]) else { continue }
      var depth = 0
      var started = false
      var length = 0
      var j = i
      while j < lines.count {
        if counts[j] { length += 1 }
        for c in codes[j] {
          if c == "{" {
            depth += 1
            started = true
          } else if c == "}" {
            depth -= 1
          }
        }
        // A requirement of a protocol has no body.
        if !started, j > i, trimmed[j].isEmpty { break }
        if started, depth <= 0 { break }
        j += 1
      }
      if started { found.append(Function(file: file, line: i + 1, name: name, length: length)) }
    }
    return found
  }

  /// Every function of the package's sources but the bibliography's and
  /// the facts' data.
  static func allFunctions() throws -> [Function] {
    var all: [Function] = []
    let files = FileManager.default.enumerator(atPath: sources.path)
    while let relative = files?.nextObject() as? String {
      guard relative.hasSuffix(".swift"), !relative.hasPrefix("InsetModel/Bibliography/"),
        !relative.hasPrefix("InsetModel/Facts/")
      else { continue }
      let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
      all += functions(in: text, file: relative)
    }
    return all
  }

  @Test func noFunctionIsOverTheLimit() throws {
    let all = try Self.allFunctions()
    #expect(all.count > 1000, "only \(all.count) functions found: the scan is broken")
    let long = all.filter {
      $0.length > Self.limit && !Self.pending.contains("\($0.file) \($0.name)")
    }
    #expect(long.isEmpty, "over \(Self.limit) lines: \(long.map(\.description))")
    // A function split since it was listed leaves the list.
    let stillLong = Set(all.filter { $0.length > Self.limit }.map { "\($0.file) \($0.name)" })
    #expect(
      Self.pending.subtracting(stillLong).isEmpty,
      "no longer over the limit: \(Self.pending.subtracting(stillLong).sorted())")
  }

  /// The scan finds a long function, and counts only its lines of code.
  @Test func theScanCountsLinesOfCode() {
    let body = (0..<130).map { "  let x\($0) = \"}\"  // {" }.joined(separator: "\n")
    let text =
      "struct S {\n  @inline(never) public static func long() {\n" + body
      + "\n\n  // a comment\n  }\n  func short() { }\n}\n"
    let found = Self.functions(in: text, file: "S.swift")
    #expect(found.map(\.name) == ["long", "short"])
    #expect(found.first?.length == 132)
    #expect(found.last?.length == 1)
  }
}
