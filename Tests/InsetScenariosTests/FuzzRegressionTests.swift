import Foundation
import Testing

@testable import InsetScenarios

/// Replays every input the fuzzers found a problem with.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  static let folder = packageRoot.appendingPathComponent("Tests/FuzzRegressions")

  static var inputs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { !$0.hasSuffix(".md") }.sorted()
  }

  @Test(arguments: inputs)
  func staysFixed(name: String) throws {
    let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
    let text = String(decoding: bytes, as: UTF8.self)
    let problem: String?
    if name.hasPrefix("reader-") {
      problem = SelfChecks.reader(bytes)
    } else if name.hasPrefix("notation-") {
      problem = SelfChecks.notation(text)
    } else if name.hasPrefix("modifiers-") {
      problem = SelfChecks.modifiers(text)
    } else if name.hasPrefix("hierarchy-") {
      problem = SelfChecks.hierarchy(text)
    } else if name.hasPrefix("region-") {
      problem = SelfChecks.region(text)
    } else {
      problem =
        "\(name): the name must start with reader-, notation-, modifiers-, hierarchy- or region-"
    }
    #expect(problem == nil, "\(name): \(problem ?? "")")
  }

  @Test func everyTargetHoldsOnTheBundledScenarios() throws {
    let folder = packageRoot.appendingPathComponent("Scenarios")
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where name.hasSuffix(".md") {
      let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
      #expect(SelfChecks.reader(bytes) == nil, "\(name)")
    }
  }

  /// The hierarchy and region targets' checks hold on every `hierarchy` and
  /// `layoutRegion` cell of the bundled tables, and turn down what is no
  /// chain or region without a problem.
  @Test func theHierarchyAndRegionTargetsHoldOnTheBundledCells() throws {
    var counts = ["hierarchy": 0, "layoutRegion": 0]
    let folder = packageRoot.appendingPathComponent("Scenarios").path
    for file in try ScenarioFiles.discover([folder]).files {
      let bytes = try ScenarioFiles.read(file).get()
      for table in try MarkdownReader.read(bytes, file: file).tables where !table.isSkipped {
        for (column, key) in table.header.cells.map(\.text).enumerated() where counts[key] != nil {
          for row in table.rows where column < row.cells.count && !row.cells[column].text.isEmpty {
            let text = row.cells[column].text
            counts[key, default: 0] += 1
            let problem =
              key == "hierarchy" ? SelfChecks.hierarchy(text) : SelfChecks.region(text)
            #expect(problem == nil, "\(file):\(row.line): \(problem ?? "")")
          }
        }
      }
    }
    #expect(counts["hierarchy", default: 0] > 50, "\(counts)")
    #expect(counts["layoutRegion", default: 0] > 10, "\(counts)")
    #expect(SelfChecks.hierarchy("UIViewController > ") == nil)
    #expect(SelfChecks.region(".bar(onEdge: .top, extent: -1e400)") == nil)
  }
}
