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
    for folder in [
      "Screen", "ViewController", "ScrollView", "TableView", "CollectionView", "SwiftUI",
    ] {
      #expect(graph["Scene"]?.contains(folder) == true, "Scene/ does not compose \(folder)")
    }
  }

  /// The data every rule cites names no rule: the bibliography
  /// (`Bibliography/`) names no other folder, the facts (`Facts/`) only the
  /// derivation's `Fact` and `Citation`, and the derivation (`Derivation/`)
  /// only the bibliography's `Source` and the geometry it records. Rules
  /// cite facts, never the reverse.
  @Test func dataNamesNoRule() throws {
    let graph = try Self.dependencies()
    let allowed: [String: Set<String>] = [
      "Bibliography": [], "Facts": ["Derivation"], "Derivation": ["Bibliography", "Geometry"],
    ]
    for (folder, may) in allowed {
      let uses = try #require(graph[folder], "no folder \(folder)/")
      #expect(uses.isSubset(of: may), "\(folder)/ uses \(uses.subtracting(may).sorted())")
    }
    // Nor does their prose name a rule type (`HierarchyRules`, …): the
    // comments and strings too, which the graph above does not read.
    let rules = try Self.folders().filter { allowed[$0.key] == nil }.values
      .reduce(into: Set<String>()) { $0.formUnion(Self.declaredTypes(in: $1)) }
      .filter { $0.hasSuffix("Rules") }
    #expect(rules.count >= 10, "\(rules.sorted())")
    for folder in allowed.keys {
      let files = try FileManager.default.contentsOfDirectory(
        atPath: Self.root.appendingPathComponent(folder).path)
      for file in files where file.hasSuffix(".swift") {
        let text = try String(
          contentsOf: Self.root.appendingPathComponent(folder).appendingPathComponent(file),
          encoding: .utf8)
        let words = Set(
          text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            .map(String.init))
        #expect(
          words.isDisjoint(with: rules),
          "\(folder)/\(file) names \(words.intersection(rules).sorted())")
      }
    }
  }

  /// The scroll-view rules know nothing of collection views: a collection
  /// view's layout is its own folder's, read from the resolution.
  @Test func scrollViewsDoNotDependOnCollectionViews() throws {
    let graph = try Self.dependencies()
    #expect(graph["ScrollView"]?.contains("CollectionView") == false)
  }

  /// Each target of `Package.swift` and the targets it depends on.
  static func targets() throws -> [String: Set<String>] {
    let manifest = root.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Package.swift")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    var graph: [String: Set<String>] = [:]
    // Each `.target(`, `.executableTarget(` and `.testTarget(`, up to the
    // parenthesis that closes it (a declaration holds no other).
    for chunk in text.components(separatedBy: "arget(").dropFirst() {
      let declaration = chunk.prefix { $0 != ")" }
      let quoted = declaration.components(separatedBy: "\"")
      guard quoted.count > 1 else { continue }
      let name = quoted[1]
      var dependencies: Set<String> = []
      if let open = declaration.range(of: "dependencies: ["),
        let close = declaration[open.upperBound...].firstIndex(of: "]")
      {
        let list = declaration[open.upperBound..<close]
        for (i, part) in list.components(separatedBy: "\"").enumerated() where i % 2 == 1 {
          dependencies.insert(part)
        }
      }
      graph[name] = dependencies
    }
    return graph
  }

  /// The two tools' reports share one piece of code, `InsetReports`, which
  /// depends on nothing: neither tool's library depends on the other's,
  /// and the graph of targets has no cycle.
  @Test func reportsAreSharedWithoutALinkBetweenTheTools() throws {
    let graph = try Self.targets()
    #expect(graph["InsetReports"] == [])
    #expect(graph["InsetScenarios"]?.contains("InsetReports") == true)
    #expect(graph["InsetPort"]?.contains("InsetReports") == true)
    #expect(graph["InsetScenarios"]?.contains("InsetPort") == false)
    #expect(graph["InsetPort"]?.contains("InsetScenarios") == false)
    var done: Set<String> = []
    func acyclic(_ node: String, _ path: [String]) -> Bool {
      if path.contains(node) { return false }
      if done.contains(node) { return true }
      for next in graph[node] ?? [] where !acyclic(next, path + [node]) { return false }
      done.insert(node)
      return true
    }
    for target in graph.keys { #expect(acyclic(target, []), "a cycle through \(target)") }
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
