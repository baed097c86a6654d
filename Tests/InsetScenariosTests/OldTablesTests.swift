import Foundation
import InsetModel
import InsetScenarios
import Testing

/// Tables written for 0.1 name old devices and no `iOSVersion`: each row
/// runs at the newest version its device runs, and gives what the bundled
/// tables (each value sourced) give at that version.
@Suite("Tables written for 0.1")
struct OldTablesTests {
  static let fixture = packageRoot.appendingPathComponent("Tests/OldTables/0.1-devices.md").path

  /// Every row passes unchanged (before the default changed, every row failed
  /// with "iPhone X runs iOS 11–16, not iOS 27.1").
  @Test func everyRowPassesUnchanged() throws {
    let report = try ScenarioFiles.run([Self.fixture])
    let file = try #require(report.files.first)
    #expect(file.diagnostics.map(\.description) == [])
    #expect(report.failed == 0)
    #expect(report.passed == 33)
  }

  /// Each fixture row is a bundled row at its device's newest version with
  /// the `iOSVersion` cell taken out: the same inputs, and every output the
  /// fixture expects is the bundled row's value. The bundled rows pin the
  /// version, so this checks the fixture against the tables, not against
  /// the default it tests.
  @Test func everyRowIsABundledRowAtItsDevicesNewestVersion() throws {
    let bundled = try Self.rows(in: packageRoot.appendingPathComponent("Scenarios").path)
    let fixture = try Self.rows(in: Self.fixture)
    #expect(fixture.count == 33)
    for row in fixture {
      let name = try #require(row["device"])
      let device = try #require(DeviceCatalog.device(named: name))
      // The catalog's range (the osRanges fact): the last major version it runs.
      let newest = try #require(device.lastOS)
      #expect(device.newestVersion == CGFloat(newest))
      let inputs = row.filter { !$0.key.hasSuffix("?") && $0.key != "scenario" }
      let match = bundled.first { other in
        other["iOSVersion"] == String(newest)
          && other.filter {
            !$0.key.hasSuffix("?") && $0.key != "scenario" && $0.key != "iOSVersion"
          }
            == inputs
          && row.allSatisfy {
            $0.key == "scenario" || !$0.key.hasSuffix("?") || other[$0.key] == $0.value
          }
      }
      #expect(match != nil, "no bundled row at iOS \(newest) gives \(row)")
    }
  }

  /// `explain` says which version a row that sets none took.
  @Test func explainSaysWhichVersionItTook() throws {
    let text = "| device | rootSafeAreaInsets? |\n|---|---|\n| iPhone X | {44, 0, 34, 0} |\n"
    guard
      case .row(let explanation) = try Explainer.explain(
        bytes: Array(text.utf8), file: "t.md", line: 3)
    else {
      Issue.record("no row")
      return
    }
    #expect(explanation.isSuccess)
    #expect(
      explanation.render().contains("  iOSVersion = 16 (not set: the newest iPhone X runs)\n"))
    let bare = "| safeAreaInsets? |\n|---|\n| zero |\n"
    guard
      case .row(let onBare) = try Explainer.explain(bytes: Array(bare.utf8), file: "t.md", line: 3)
    else {
      Issue.record("no row")
      return
    }
    #expect(
      onBare.render().contains("  iOSVersion = 27.1 (not set: the newest the model covers)\n"))
  }

  /// The library's default is the same: a scene naming a device and no
  /// version resolves at the newest version the device runs; a version set
  /// is kept, and a bare screen runs 27.1.
  @Test func theLibraryDefaultsToTheNewestVersionTheDeviceRuns() throws {
    var scene = LayoutScene()
    #expect(scene.screen.iOSVersion == 27.1)
    scene.screen.device = DeviceCatalog.device(named: "iPhone X")
    #expect(scene.screen.iOSVersion == 16)
    #expect(scene.problems().isEmpty)
    #expect(scene.resolve().windowSafeAreaInsets == Insets(top: 44, left: 0, bottom: 34, right: 0))
    scene.screen.device = DeviceCatalog.device(named: "iPhone XS Max")
    #expect(scene.screen.iOSVersion == 18)
    scene.screen.device = DeviceCatalog.device(named: "iPhone 17")
    #expect(scene.screen.iOSVersion == 27.1)
    scene.screen.iOSVersion = 26
    scene.screen.device = DeviceCatalog.device(named: "iPhone X")
    #expect(scene.screen.iOSVersion == 26)
    #expect(
      scene.problems().first?.message
        == "iPhone X runs iOS 11–16, not iOS 26: set `iOSVersion` to one of those")
    scene.screen.pinnedIOSVersion = nil
    #expect(scene.screen.iOSVersion == 16)
  }

  /// Every body row of every runnable table under `path`, as key → cell text.
  static func rows(in path: String) throws -> [[String: String]] {
    var rows: [[String: String]] = []
    for file in try ScenarioFiles.discover([path]).files {
      let bytes = try ScenarioFiles.read(file).get()
      for table in try MarkdownReader.read(bytes, file: file).tables where !table.isSkipped {
        let keys = table.header.cells.map(\.text)
        for row in table.rows where row.cells.count == keys.count {
          var cells: [String: String] = [:]
          for (key, cell) in zip(keys, row.cells) where !cell.text.isEmpty {
            cells[key] = cell.text
          }
          rows.append(cells)
        }
      }
    }
    return rows
  }
}
