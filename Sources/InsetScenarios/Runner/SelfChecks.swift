import Foundation
import InsetModel

/// Consistency checks on arbitrary input, shared by the fuzz targets (which
/// trap on a problem) and the regression tests (which replay every input the
/// fuzzers found). Each returns a description of the problem, or nil.
enum SelfChecks {
  /// The reader, the runner and the recorder on arbitrary bytes: nothing may
  /// trap, and a recorded file must still read.
  static func reader(_ bytes: [UInt8]) -> String? {
    _ = try? MarkdownReader.read(bytes, file: "fuzz.md")
    let report = ScenarioRunner().run(bytes: bytes, file: "fuzz.md")
    _ = TextReport.lines(RunReport(files: [report]))
    let recording = Recorder().recording(bytes: bytes, file: "fuzz.md")
    if case .recorded(let recorded, _) = recording.outcome {
      // A recorded file fails only where the recording refused: its rows
      // with an error, and the rows of its tables whose header has one.
      let again = ScenarioRunner().run(bytes: recorded, file: "fuzz.md")
      let refused = Set(recording.refusals.map(\.location.line))
      let unexpected = again.rows.first { row in
        switch row.outcome {
        case .passed, .checkedNothing, .notRun: return false
        case .failed: return true
        case .error(let errors): return !errors.allSatisfy { refused.contains($0.location.line) }
        }
      }
      if unexpected != nil || again.unattachedErrors > recording.refusals.count {
        return "a recorded file fails: \(TextReport.lines(RunReport(files: [again])).first ?? "")"
      }
      if again.rows.count(where: \.outcome.isFailed) > recording.refusedRows {
        return "a recorded file fails on more rows than the recording refused"
      }
    }
    return nil
  }

  /// Every value notation on arbitrary text: a value that parses prints back
  /// to text that parses to a matching value.
  static func notation(_ text: String) -> String? {
    func roundTrip<V: ScenarioValue>(_ type: V.Type) -> String? {
      guard let value = try? V.parse(text) else { return nil }
      guard let again = try? V.parse(value.formatted) else {
        return "\(V.self): `\(value.formatted)` (from `\(text)`) does not parse back"
      }
      return again.matches(value)
        ? nil : "\(V.self): `\(text)` → `\(value.formatted)` → `\(again.formatted)`"
    }
    let checks: [() -> String?] = [
      { roundTrip(CGFloat.self) }, { roundTrip(Insets.self) },
      { roundTrip(DirectionalInsets.self) }, { roundTrip(CGSize.self) },
      { roundTrip(CGPoint.self) }, { roundTrip(CGRect.self) }, { roundTrip([CGSize].self) },
      { roundTrip(Bool.self) }, { roundTrip(Int.self) }, { roundTrip(RectEdge.self) },
      { roundTrip(Orientation.self) }, { roundTrip(ContentInsetAdjustmentBehavior.self) },
      { roundTrip(Device.self) },
      // The layout region, layout sizes, the keyboard and the
      // view-controller hierarchy notation.
      { roundTrip(LayoutRegion.self) }, { roundTrip(LayoutSize.self) },
      { roundTrip(KeyboardState.self) }, { roundTrip(Hierarchy.self) },
    ]
    for check in checks { if let problem = check() { return problem } }
    return nil
  }

  /// The modifier-chain parser on arbitrary text: a chain that parses prints
  /// to text that parses and prints the same, and folds without trapping.
  static func modifiers(_ text: String) -> String? {
    guard let chain = try? ModifierChain.parse(text) else { return nil }
    // Printing keeps three decimals (the contract's tolerance is 0.01), so a
    // chain need not read back exactly; printing must be stable.
    guard let again = try? ModifierChain.parse(chain.formatted), again.formatted == chain.formatted
    else {
      return "`\(text)` prints as `\(chain.formatted)`, which does not print back the same"
    }
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: "iPhone 13")
    var setup = SwiftUISetup()
    setup.modifiers = chain.modifiers
    setup.keyboardHeight = 300
    scene.swiftUI = setup
    _ = scene.resolve().insetContentFrame(0)
    return nil
  }

  /// Arbitrary text as a `hierarchy` cell: the chain parser, printing it
  /// back, and resolving the chain on a device (Fuzz/run.sh hierarchy).
  static func hierarchy(_ text: String) -> String? {
    guard let hierarchy = try? Hierarchy.parse(text) else { return nil }
    guard let again = try? Hierarchy.parse(hierarchy.formatted),
      again.formatted == hierarchy.formatted
    else {
      return "`\(text)` prints as `\(hierarchy.formatted)`, which does not print back the same"
    }
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: "iPhone 16")
    scene.hierarchy = hierarchy
    guard scene.problems().isEmpty else { return nil }
    let resolution = scene.resolve()
    _ = scene.hierarchyLayout(in: resolution)
    return nil
  }

  /// Arbitrary text as a `layoutRegion` cell: the region notation, printing
  /// it back, and reading the region on a device (Fuzz/run.sh region).
  static func region(_ text: String) -> String? {
    guard let region = try? LayoutRegion.parse(text) else { return nil }
    guard let again = try? LayoutRegion.parse(region.formatted), again.formatted == region.formatted
    else {
      return "`\(text)` prints as `\(region.formatted)`, which does not print back the same"
    }
    var scene = LayoutScene()
    scene.screen.device = DeviceCatalog.device(named: "iPhone 16")
    scene.regions.layoutRegion = region
    guard scene.problems().isEmpty else { return nil }
    _ = scene.resolve()
    return nil
  }
}
