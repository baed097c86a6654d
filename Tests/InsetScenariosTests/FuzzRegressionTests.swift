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
    } else {
      problem = "\(name): the name must start with reader-, notation- or modifiers-"
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
}
