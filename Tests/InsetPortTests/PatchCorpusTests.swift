import Foundation
import Testing

@testable import InsetPort

/// Tests/PortCorpus/patch: view controllers and views written for the
/// patches `insets port --diff` makes, one file per case a reviewer would
/// refuse (set-up-time code, a C function, a class method, a weak `self`, a
/// table view that is only a local, a hidden navigation bar, a tab bar
/// controller's own bar, a button beside a device check, a macro named for
/// the safe area). Each `X.patched.swift` is the file with the diff applied,
/// read and approved line by line; the stubs in `patch/Stubs` declare the
/// UIKit the files use, so that the files and their patches are compiled.
let patchFolder = corpusFolder.appendingPathComponent("patch")

let patchFiles = [
  "SetupController.swift", "PlainController.swift", "ListController.swift",
  "HiddenBarController.swift", "TabsController.swift", "BadgeView.swift", "HelpersController.m",
]

/// `name` with `.patched` before its extension.
func patchedName(_ name: String) -> String {
  let url = URL(fileURLWithPath: name)
  return url.deletingPathExtension().lastPathComponent + ".patched." + url.pathExtension
}

func analyzePatchFile(_ name: String) throws -> (PortFileReport, String) {
  try analyzeCorpus("patch/" + name)
}

@Suite("Port patch corpus")
struct PatchCorpusTests {
  @Test(arguments: patchFiles)
  func everyLabelHolds(_ name: String) throws {
    let (report, text) = try analyzePatchFile(name)
    #expect(report.problem == nil)
    #expect(!expectations(in: text).isEmpty)
    recordDifferences(report, text, name)
  }

  /// The diff makes exactly the approved file: each edit in an instance
  /// method of the view or view controller, each receiver one the class
  /// has, each read of the safe area's value in code that runs after the
  /// layout pass set it.
  @Test(arguments: patchFiles)
  func theDiffMakesTheApprovedFile(_ name: String) throws {
    let (report, text) = try analyzePatchFile(name)
    let plan = PortDiff.plan(report)
    let patched = try #require(PortDiff.apply(plan.edits, to: text))
    let approved = try String(
      contentsOf: patchFolder.appendingPathComponent(patchedName(name)), encoding: .utf8)
    #expect(patched == approved, "\(name): the diff's result differs from \(patchedName(name))")
    #expect(plan.rewritten.count + plan.kept.count == report.warnings.count)
  }

  /// Every finding left without a hunk says why.
  @Test(arguments: patchFiles)
  func everyFindingWithoutAHunkSaysWhy(_ name: String) throws {
    let (report, _) = try analyzePatchFile(name)
    let plan = PortDiff.plan(report)
    for finding in plan.kept {
      let reason = plan.reason(finding) ?? ""
      #expect(!reason.isEmpty, "\(name):\(finding.line): no reason")
    }
  }

  /// Why each unpatched bar number was left, at its line.
  @Test(arguments: [
    ("SetupController.swift", 14, "runs in `viewDidLoad`, before the first layout pass"),
    ("SetupController.swift", 18, "runs in `viewDidLoad`"),
    ("SetupController.swift", 37, "runs in `placeFooter`"),
    ("SetupController.swift", 43, "captures `self` weakly"),
    ("SetupController.swift", 49, "class or static method"),
    ("PlainController.swift", 10, "declares no one scroll view"),
    ("TabsController.swift", 12, "the `20` at column 46 of the same statement"),
    ("HelpersController.m", 11, "in a function, which has no `self`"),
    ("HelpersController.m", 22, "class or static method"),
    ("HelpersController.m", 37, "captures `self` weakly"),
  ])
  func theReasonIsThePlace(_ name: String, _ line: Int, _ reason: String) throws {
    let (report, _) = try analyzePatchFile(name)
    let plan = PortDiff.plan(report)
    let kept = plan.kept.filter { $0.line == line }
    #expect(!kept.isEmpty, "\(name):\(line): nothing left there")
    for finding in kept {
      #expect(
        plan.reason(finding)?.contains(reason) == true,
        "\(name):\(line): \(plan.reason(finding) ?? "no reason")")
    }
    #expect(!plan.rewritten.contains { $0.line == line })
  }

  /// Set-up-time frame code says to move it; a constraint at set-up time
  /// is rewritten to the safe-area layout guide instead.
  @Test func setUpTimeCodeIsMovedOrConstrained() throws {
    let (report, _) = try analyzePatchFile("SetupController.swift")
    let frame = try #require(report.warnings.first { $0.line == 14 })
    #expect(frame.replacement.hasPrefix("move it to `viewDidLayoutSubviews` and read"))
    let plan = PortDiff.plan(report)
    let constraintEdits = plan.edits.filter { $0.line == 15 || $0.line == 16 }
    #expect(
      constraintEdits.map(\.replacement) == [
        "safeAreaLayoutGuide.topAnchor", "0", "safeAreaLayoutGuide.bottomAnchor", "0",
      ])
  }

  /// A hidden navigation bar: 64 is the safe area's top and the app's own
  /// 44-pt bar, checked as such on every screen; a tab bar controller with no
  /// navigation controller reads its `20 + 44` the same way.
  @Test func hiddenAndCustomBarsAreWhatTheyAre() throws {
    let (report, _) = try analyzePatchFile("HiddenBarController.swift")
    let top = try #require(report.warnings.first { $0.line == 18 })
    #expect(top.assumption == .insets(top: 20, bottom: nil, bars: .none, reading: .safeArea))
    #expect(
      top.summary.contains("a 44-pt bar of the app's own (the file hides the navigation bar)"))
    #expect(
      PortDiff.plan(report).edits.contains { $0.replacement == "(view.safeAreaInsets.top + 44)" })
    // The bar's own 44-pt height is no finding.
    #expect(!report.findings.contains { $0.line == 17 && $0.code == "44" })
    let (tabs, _) = try analyzePatchFile("TabsController.swift")
    let strip = try #require(tabs.warnings.first)
    #expect(strip.summary.contains("a tab bar controller with no navigation controller"))
    #expect(strip.assumption == .insets(top: 20, bottom: nil, bars: .none, reading: .safeArea))
  }

  /// A macro named for the safe area is judged by its definition, not its
  /// name; a button's own 44 beside a device check is not the status bar.
  @Test func definitionsNotNames() throws {
    let (helpers, _) = try analyzePatchFile("HelpersController.m")
    let macro = try #require(helpers.warnings.first { $0.line == 8 && $0.code == "34.0" })
    #expect(macro.summary.contains("stands for the home indicator"))
    #expect(macro.column == 38)
    let (badge, _) = try analyzePatchFile("BadgeView.swift")
    #expect(badge.findings.filter { $0.line == 15 }.map(\.code) == ["isIPhoneX", "44", "20"])
    // Defined from a read of UIKit's safe area, the same name reads it.
    let reads = PortAnalyzer.analyze(
      file: "V.m",
      bytes: Array(
        "#define kBottomSafeArea (self.view.safeAreaInsets.bottom)\n- (void)f {\n  CGFloat h = self.view.bounds.size.height - kBottomSafeArea - 49;\n}"
          .utf8), language: .objectiveC)
    #expect(reads.warnings.isEmpty)
  }

  /// The corpus and its patches compile: Swift against the UIKit stub
  /// module, Objective-C against the stub header (where clang exists).
  @Test func theFilesAndTheirPatchesCompile() throws {
    let stubs = patchFolder.appendingPathComponent("Stubs")
    let module = FileManager.default.temporaryDirectory
      .appendingPathComponent("insets-port-uikit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: module) }
    let emit = try runProgram([
      "swiftc", "-emit-module", "-parse-as-library", "-module-name", "UIKit",
      stubs.appendingPathComponent("UIKit.swift").path, "-emit-module-path",
      module.appendingPathComponent("UIKit.swiftmodule").path,
    ])
    try #require(emit.status == 0, "the UIKit stub: \(emit.output)")
    let clang = programExists("clang")
    for name in patchFiles {
      for file in [name, patchedName(name)] {
        let path = patchFolder.appendingPathComponent(file).path
        let result: (status: Int32, output: String)
        if file.hasSuffix(".swift") {
          result = try runProgram([
            "swiftc", "-typecheck", "-parse-as-library", "-I", module.path, path,
          ])
        } else if clang {
          result = try runProgram([
            "clang", "-fsyntax-only", "-x", "objective-c", "-fobjc-runtime=macosx-10.15",
            "-fobjc-arc", "-fblocks", "-I", stubs.path, path,
          ])
        } else {
          continue
        }
        #expect(result.status == 0, "\(file) does not compile:\n\(result.output)")
      }
    }
  }

  /// The check is real: a patch that names a receiver the class lacks does
  /// not compile against the stub.
  @Test func aWrongReceiverFailsToCompile() throws {
    let stubs = patchFolder.appendingPathComponent("Stubs")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("insets-port-wrong-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try runProgram([
      "swiftc", "-emit-module", "-parse-as-library", "-module-name", "UIKit",
      stubs.appendingPathComponent("UIKit.swift").path, "-emit-module-path",
      folder.appendingPathComponent("UIKit.swiftmodule").path,
    ])
    let text = try String(
      contentsOf: patchFolder.appendingPathComponent("PlainController.swift"), encoding: .utf8)
    let wrong = text.replacingOccurrences(
      of: "automaticallyAdjustsScrollViewInsets = false",
      with: "tableView.contentInsetAdjustmentBehavior = .never")
    let file = folder.appendingPathComponent("Wrong.swift")
    try wrong.write(to: file, atomically: true, encoding: .utf8)
    let result = try runProgram([
      "swiftc", "-typecheck", "-parse-as-library", "-I", folder.path, file.path,
    ])
    #expect(result.status != 0)
    #expect(result.output.contains("tableView"))
  }
}
