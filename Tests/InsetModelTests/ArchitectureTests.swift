import Foundation
import Testing

/// The shape of `Sources/InsetModel`: each folder owns its feature, and no
/// two folders use each other's types (`Scene/` composes them all; the
/// others depend only on folders below them).
@Suite("Architecture")
struct ArchitectureTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/InsetModel")

  /// Each folder's Swift code, with comments and string literals removed.
  static func folders() throws -> [String: String] {
    var code: [String: String] = [:]
    let files = FileManager.default.enumerator(atPath: root.path)
    while let relative = files?.nextObject() as? String {
      guard relative.hasSuffix(".swift"), let folder = relative.split(separator: "/").first,
        relative.contains("/")
      else { continue }
      let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
      code[String(folder), default: ""] += stripped(text) + "\n"
    }
    return code
  }

  /// Code without `//` comments and without the contents of string literals.
  static func stripped(_ text: String) -> String {
    var out = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var inString = false
      var previous: Character = " "
      var kept = ""
      for c in line {
        if !inString, c == "/", previous == "/" {
          kept.removeLast()
          break
        }
        if c == "\"" { inString.toggle() } else if !inString { kept.append(c) }
        previous = c
      }
      out += kept + "\n"
    }
    return out
  }

  /// The top-level types a folder declares.
  static func declaredTypes(in code: String) -> Set<String> {
    var names: Set<String> = []
    for line in code.split(separator: "\n") where line.first != " " {
      let words = line.split(whereSeparator: { " :<{(".contains($0) })
      for (i, word) in words.enumerated()
      where ["struct", "enum", "class", "protocol", "typealias"].contains(word)
        && i + 1 < words.count
      {
        names.insert(String(words[i + 1]))
      }
    }
    return names
  }

  /// Which folders each folder uses a type of.
  static func dependencies() throws -> [String: Set<String>] {
    let code = try folders()
    let declared = code.mapValues(declaredTypes)
    var graph: [String: Set<String>] = [:]
    for (folder, text) in code {
      let words = Set(
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
      graph[folder] = Set(
        declared.compactMap { other, types in
          other != folder && !types.isDisjoint(with: words) ? other : nil
        })
    }
    return graph
  }

  @Test func foldersHaveNoCycles() throws {
    let graph = try Self.dependencies()
    #expect(graph.count >= 10, "\(graph.keys.sorted())")
    // Depth-first search for a back edge.
    var state: [String: Int] = [:]  // 1 visiting, 2 done
    var cycle: [String] = []
    func visit(_ node: String, _ path: [String]) -> Bool {
      if state[node] == 1 {
        cycle = path + [node]
        return true
      }
      if state[node] == 2 { return false }
      state[node] = 1
      for next in (graph[node] ?? Set<String>()).sorted() where visit(next, path + [node]) {
        return true
      }
      state[node] = 2
      return false
    }
    for node in graph.keys.sorted() where visit(node, []) { break }
    #expect(cycle.isEmpty, "folder cycle: \(cycle.joined(separator: " → "))")
  }

  @Test func sceneComposesAndNothingUsesIt() throws {
    let graph = try Self.dependencies()
    for (folder, uses) in graph where folder != "Scene" {
      #expect(!uses.contains("Scene"), "\(folder) uses Scene/, which only composes")
    }
    for folder in ["Screen", "Containers", "ScrollView", "TableView", "CollectionView", "SwiftUI"] {
      #expect(graph["Scene"]?.contains(folder) == true, "Scene/ does not compose \(folder)")
    }
  }

  /// The scroll-view rules know nothing of collection views: a collection
  /// view's layout is its own folder's, read from the resolution.
  @Test func scrollViewsDoNotDependOnCollectionViews() throws {
    let graph = try Self.dependencies()
    #expect(graph["ScrollView"]?.contains("CollectionView") == false)
  }

  /// The hierarchy's fold knows nothing of collection views: a collection
  /// view's compositional layout is kept by the resolution, not by the
  /// fold's nodes.
  @Test func hierarchiesDoNotDependOnCollectionViews() throws {
    let graph = try Self.dependencies()
    #expect(graph["Hierarchy"] != nil)
    #expect(graph["Hierarchy"]?.contains("CollectionView") == false)
  }
}
