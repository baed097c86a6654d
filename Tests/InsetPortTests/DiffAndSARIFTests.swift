import Foundation
import Testing

@testable import InsetPort

@Suite("Port diff and SARIF")
struct DiffAndSARIFTests {
  static let top64 = CodeAssumption.insets(
    top: 64, bottom: nil, bars: Bars(navigationBar: true), reading: .safeArea)

  /// A safe-area read passes the table of a number read as the safe area,
  /// on every screen; not one read as a scroll view's adjusted inset, nor
  /// the wrong edge: the check can fail.
  @Test func aRewriteIsCheckedAgainstTheSweep() {
    #expect(PortDiff.check(.safeArea, Self.top64, Sweep.run(Self.top64)))
    let scroll = CodeAssumption.insets(
      top: 64, bottom: nil, bars: Bars(navigationBar: true), reading: .adjustedContentInset)
    #expect(!PortDiff.check(.safeArea, scroll, Sweep.run(scroll)))
    #expect(!PortDiff.check(.neverAdjusted, Self.top64, Sweep.run(Self.top64)))
    #expect(
      PortDiff.check(.neverAdjusted, .scrollViewNotAdjusted, Sweep.run(.scrollViewNotAdjusted)))
    // A navigation bar's height is not a safe-area edge.
    #expect(
      !PortDiff.check(.safeArea, .navigationBarHeight(44), Sweep.run(.navigationBarHeight(44))))
    // A sweep with its actual values shifted (a bottom read for a top) fails.
    let right = Sweep.run(Self.top64)
    var checks = right.checks
    checks[0].actual = [checks[0].actual[0] + 1]
    let wrong = SweepResult(
      assumption: right.assumption, checks: checks, unanswered: right.unanswered)
    #expect(!PortDiff.check(.safeArea, Self.top64, wrong))
  }

  /// Rewrites only where sure: not in a `#define`, not in a scroll view's
  /// inset, not without a view controller or view to read.
  @Test func rewritesOnlyWhereSure() {
    func rewrites(_ source: String, _ language: SourceLanguage = .swift) -> [String] {
      let report = PortAnalyzer.analyze(
        file: "F", bytes: Array(source.utf8), language: language)
      let plan = PortDiff.plan(report)
      return plan.edits.map(\.replacement)
    }
    let controller = "class A: UIViewController {\n  override func viewDidLayoutSubviews() {\n"
    #expect(
      rewrites(controller + "    banner.frame.origin.y = 64\n  }\n}") == ["view.safeAreaInsets.top"]
    )
    // In `viewDidLoad` the safe area is still zero: no read of its value.
    #expect(
      rewrites(
        "class A: UIViewController {\n  override func viewDidLoad() {\n"
          + "    banner.frame.origin.y = 64\n  }\n}"
      ).isEmpty)
    #expect(
      rewrites(
        controller
          + "    tableView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)\n  }\n}"
      )
      .isEmpty)
    #expect(rewrites("func f() {\n  banner.frame.origin.y = 64\n}").isEmpty)  // no host
    #expect(rewrites("#define kTop 64\n- (void)viewDidLoad {\n}", .objectiveC).isEmpty)
    #expect(
      rewrites(
        "class V: UIView {\n  override func layoutSubviews() {\n    bar.frame.origin.y = 64\n  }\n}"
      )
        == ["safeAreaInsets.top"])
    // The iOS 10 fallback is a note and is left as it is.
    #expect(
      rewrites(
        controller
          + "    if #available(iOS 11.0, *) {\n    } else {\n      banner.frame.origin.y = 64\n    }\n  }\n}"
      ).isEmpty)
    // A SwiftUI view is a struct conforming to `View`, not a UIKit view:
    // it has no `safeAreaInsets` to read.
    #expect(
      rewrites(
        "struct BannerView: View {\n  func layoutSubviews() {\n    bar.frame.origin.y = 64\n  }\n}"
      ).isEmpty)
    #expect(
      rewrites(
        "class BannerView: View {\n  func layoutSubviews() {\n    bar.frame.origin.y = 64\n  }\n}"
      ).isEmpty)
    // Two scroll views: which one gets `.never` is not sure.
    #expect(
      rewrites(
        controller
          + "    automaticallyAdjustsScrollViewInsets = false\n    tableView.reloadData()\n    scrollView.flashScrollIndicators()\n  }\n}"
      ).isEmpty)
  }

  @Test func unifiedDiffsKeepLineEndsAndSayWhenThereIsNone() throws {
    let text = "a\r\nb = 64\r\nc\r\nd\ne\nf\ng\nh = 64"
    let edits = [
      SourceEdit(line: 2, column: 5, length: 2, replacement: "top"),
      SourceEdit(line: 8, column: 5, length: 2, replacement: "top"),
    ]
    let diff = try #require(PortDiff.unifiedDiff(path: "./x.swift", text: text, edits: edits))
    #expect(
      diff == """
        --- a/x.swift
        +++ b/x.swift
        @@ -1,8 +1,8 @@
         a\r
        -b = 64\r
        +b = top\r
         c\r
         d
         e
         f
         g
        -h = 64
        \\ No newline at end of file
        +h = top
        \\ No newline at end of file

        """)
    #expect(PortDiff.apply(edits, to: text) == "a\r\nb = top\r\nc\r\nd\ne\nf\ng\nh = top")
    // An edit past its line's end does not apply.
    #expect(
      PortDiff.apply([SourceEdit(line: 1, column: 1, length: 9, replacement: "")], to: "ab") == nil)
    #expect(PortDiff.unifiedDiff(path: "x", text: "a", edits: []) == nil)
  }

  /// The SARIF log's required properties (SARIF 2.1.0, §3.13–3.30):
  /// version, runs, each run's tool.driver.name, each result's message.text,
  /// its locations' artifact URI and region start.
  @Test func sarifLogsHaveTheRequiredProperties() throws {
    let report = PortReport(files: [
      PortAnalyzer.analyze(
        file: "My App/Feed.swift", bytes: Array("view.frame.origin.y = 64\n".utf8),
        language: .swift),
      PortAnalyzer.analyze(file: "b.m", bytes: [0x00], language: .objectiveC),
    ])
    let data = Data(PortSARIFReport.render(report).utf8)
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    #expect(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["name"] as? String
        == "insets port")
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.map { $0["level"] as? String } == ["warning", "error"])
    let first = try #require(
      ((results[0]["locations"] as? [[String: Any]])?.first)?["physicalLocation"]
        as? [String: Any])
    #expect(
      (first["artifactLocation"] as? [String: Any])?["uri"] as? String == "My%20App/Feed.swift")
    let region = try #require(first["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 1)
    #expect(region["startColumn"] as? Int == 23)
    #expect(region["endColumn"] as? Int == 25)
    #expect(
      ((results[1]["message"] as? [String: Any])?["text"] as? String)?.contains("binary") == true)
    #expect(PortSARIFReport.uri("/abs/a b.swift") == "file:///abs/a%20b.swift")
  }
}
