import InsetScenarios
import InsetScenariosTesting
import XCTest

/// The XCTest side of the test integration, on the bundled scenarios.
final class XCTestIntegrationTests: XCTestCase {
  func testBundledScenariosPassUnderXCTest() {
    let report = ScenarioTables.assert(ScenarioTables.path("Scenarios"), in: self)
    XCTAssertEqual(report?.failed, 0)
    XCTAssertGreaterThan(report?.passed ?? 0, 400)
  }
}
