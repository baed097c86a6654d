import Testing

@testable import InsetPort

/// The findings (warnings) of `source`: code and summary.
private func found(_ source: String, _ language: SourceLanguage = .swift) -> [Finding] {
  CodeRules.findings(in: source, language: language).filter { $0.severity == .warning }
}

/// What `insets port` missed or got wrong on real code, each kind with a
/// line in both languages where the kind exists in both.
@Suite("Rules: real code")
struct RealCodeRuleTests {
  /// A bar's height compared with or assigned to a height, not used in a frame.
  static let comparedOrAssigned: [(String, SourceLanguage, [String])] = [
    ("if frame.size.height != 83 { frame.size.height = 83 }", .swift, ["83", "83"]),
    ("if (height < 64) { height = 64; }", .objectiveC, ["64", "64"]),
    ("if self.tabBar.frame.height == 49 { }", .swift, ["49"]),
    ("if (rect.size.height > 88) { rect.size.height = 88; }", .objectiveC, ["88", "88"]),
  ]

  @Test(arguments: comparedOrAssigned)
  func aBarHeightComparedOrAssigned(_ source: String, _ language: SourceLanguage, _ codes: [String])
  {
    let findings = found(source, language)
    #expect(findings.map(\.code) == codes, "\(source)")
    #expect(findings.first?.summary.contains("compared with") == true, "\(source)")
    #expect(findings.allSatisfy { $0.assumption != nil })
  }

  /// The same shapes that are not bars: a cell's or label's height, a
  /// declaration's number, a weak 44, a row height.
  static let notBarHeights: [(String, SourceLanguage)] = [
    ("if cell.frame.size.height != 64 { cell.frame.size.height = 64 }", .swift),
    ("if (self.titleLabel.frame.size.height < 49) { }", .objectiveC),
    ("let height: CGFloat = 64", .swift),
    ("if frame.size.height < 44 { frame.size.height = 44 }", .swift),
    ("if contentView.bounds.height > 64 { }", .swift),
    ("if (count == 64) { count = 64; }", .objectiveC),
  ]

  @Test(arguments: notBarHeights)
  func notABarHeight(_ source: String, _ language: SourceLanguage) {
    #expect(found(source, language).isEmpty, "\(source): \(found(source, language).map(\.summary))")
  }

  /// 20 as the height of a view laid over the status bar.
  @Test func twentyAsAViewOverTheStatusBar() {
    for (source, language) in [
      ("let w = UIWindow(frame: CGRect(x: 0, y: 0, width: screenW, height: 20))", .swift),
      (
        "self.statusWindow = [[UIWindow alloc] initWithFrame:CGRectMake(0, 0, screenW, 20)];",
        .objectiveC
      ),
      (
        "overlay.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 20)",
        .swift
      ),
    ] as [(String, SourceLanguage)] {
      let twenty = found(source, language).filter { $0.code == "20" }
      #expect(twenty.count == 1, "\(source)")
      #expect(twenty.first?.summary.contains("over the status bar") == true)
      #expect(
        twenty.first?.assumption
          == .insets(top: 20, bottom: nil, bars: .none, reading: .safeArea))
    }
    // A 20 tall control, or one not at the top-left or not full width: not bars.
    for source in [
      "let r = CGRect(x: 0, y: 0, width: 100, height: 20)",
      "let r = CGRect(x: 0, y: 10, width: screenW, height: 20)",
      "label.frame = CGRect(x: 0, y: 0, width: screenW, height: 20)",
    ] {
      #expect(found(source).isEmpty, "\(source)")
    }
  }

  /// 44 taken off or added to the project's own constant for the bar stack.
  @Test func fortyFourBesideTheBarStack() {
    let stack = found("let y = UIScreen.navigationHeight - 44 + (44 - 30) / 2")
    #expect(stack.map(\.code) == ["44", "44"])
    #expect(stack.allSatisfy { $0.assumption == .navigationBarHeight(44) })
    #expect(stack.first?.summary.hasPrefix("`44` taken from `navigationHeight`") == true)
    // The same in Objective-C, and beside a combined constant.
    #expect(
      found("CGFloat y = kStatusBarAndNavigationBarHeight - 44;", .objectiveC).map(\.code)
        == ["44"])
    // A 44 in a statement with no bar stack is a control's height.
    #expect(found("let y = containerHeight - 44 + (44 - 30) / 2").isEmpty)
  }

  /// A toolbar's 44: named for it, or stacked on a tab bar.
  @Test func fortyFourAsAToolbar() {
    for (source, language) in [
      ("#define kToolBarHeight 44", SourceLanguage.objectiveC),
      ("static let toolbarHeight: CGFloat = 44", .swift),
      ("let y = view.bounds.height - 49 - 44", .swift),
      ("CGFloat y = height - 49 - 44;", .objectiveC),
      ("let y = view.bounds.height - kTabBarHeight - 44", .swift),
    ] {
      let toolbar = found(source, language).filter { $0.code == "44" }
      #expect(toolbar.count == 1, "\(source)")
      #expect(toolbar.first?.summary.hasSuffix("stands for a toolbar's height") == true)
      // Said without a sweep, with the facts it rests on.
      #expect(toolbar.first?.assumption == nil)
      #expect(toolbar.first?.detail?.contains("bars.heights") == true)
    }
    #expect(found("#define kToolBarButtonSize 44", .objectiveC).isEmpty)
  }

  /// Both arms of a device check's ternary: 84 is the iPhone X's arm of 64.
  @Test func bothArmsOfADeviceCheck() {
    let arms = found("let top: CGFloat = isIPhoneX ? 84 : 64")
    #expect(arms.map(\.code) == ["isIPhoneX", "84", "64"])
    #expect(
      arms[1].assumption
        == .insets(top: 84, bottom: nil, bars: Bars(navigationBar: true), reading: .safeArea))
    #expect(
      found("#define kNavTop (IS_IPHONE_X ? 84.f : 64.f)", .objectiveC).map(\.code)
        == ["IS_IPHONE_X", "84.f", "64.f"])
    // Not a device check, or the other arm not a bar: nothing for the 84.
    #expect(found("let top: CGFloat = compact ? 84 : 64").map(\.code) == ["64"])
    #expect(found("let size: CGFloat = isIPhoneX ? 84 : 30").map(\.code) == ["isIPhoneX"])
  }

  /// Code that already reads the safe area, and sizes of the app's own
  /// views, are not legacy.
  static let theAppsOwn: [(String, SourceLanguage)] = [
    ("let h = view.bounds.height - view.safeAreaInsets.bottom - 49", .swift),
    (
      "CGFloat h = self.view.bounds.size.height - self.view.safeAreaInsets.bottom - 49;",
      .objectiveC
    ),
    ("let h = tableView.bounds.height - tableView.adjustedContentInset.top - 64", .swift),
    ("let h = contentView.bounds.height - 64", .swift),
    ("CGFloat h = self.contentView.bounds.size.height - 64;", .objectiveC),
    (
      "let footer = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 49))", .swift
    ),
    (
      "UIView *footerView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, SCREEN_WIDTH, 49)];",
      .objectiveC
    ),
    ("tableView.tableHeaderView?.frame = CGRect(x: 0, y: 0, width: w, height: 64)", .swift),
  ]

  @Test(arguments: theAppsOwn)
  func theAppsOwnSizes(_ source: String, _ language: SourceLanguage) {
    #expect(found(source, language).isEmpty, "\(source): \(found(source, language).map(\.summary))")
  }

  /// The same shapes without the safe-area read or the app's own view stay
  /// findings.
  @Test func withoutTheSafeAreaReadTheyStayFindings() {
    #expect(found("let h = view.bounds.height - 49").map(\.code) == ["49"])
    #expect(
      found("let bar = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 49))")
        .map(\.code) == ["49"])
  }

  /// A bar's height plus the status bar: the whole sum is the safe area's
  /// top, and the advice replaces all of it.
  @Test func theWholeExpressionIsReplaced() throws {
    for (source, language, code) in [
      (
        "let top = navigationBar.frame.size.height + 20", SourceLanguage.swift,
        "navigationBar.frame.size.height + 20"
      ),
      (
        "CGFloat top = self.navigationController.navigationBar.frame.size.height + 20;",
        .objectiveC, "self.navigationController.navigationBar.frame.size.height + 20"
      ),
    ] {
      let finding = try #require(found(source, language).first)
      // At the 20's column, whose finding it is.
      #expect(finding.code == "20")
      #expect(finding.column == source.unicodeScalars.count - (language == .swift ? 1 : 2))
      #expect(finding.summary.hasPrefix("`\(code)` adds the status bar"))
      #expect(
        finding.replacement.hasPrefix("replace all of `\(code)` with `view.safeAreaInsets.top`"))
      #expect(!finding.replacement.hasPrefix("read `view.safeAreaInsets.top`"))
      #expect(finding.assumption == .insets(top: 20, bottom: nil, bars: .none, reading: .safeArea))
    }
  }

  /// The screen's bounds read in launch code is a note; elsewhere a finding.
  @Test func theScreenInLaunchCodeIsANote() {
    let launch = """
      func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let bounds = UIScreen.main.bounds
        return true
      }
      """
    let notes = CodeRules.findings(in: launch, language: .swift)
    #expect(notes.map(\.severity) == [.note])
    #expect(notes.map(\.kind) == [.screenBounds])
    let objc = """
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
          CGRect bounds = [UIScreen mainScreen].bounds;
          return YES;
      }
      """
    #expect(CodeRules.findings(in: objc, language: .objectiveC).map(\.severity) == [.note])
    let layout = "override func viewDidLayoutSubviews() {\n  let b = UIScreen.main.bounds\n}"
    #expect(CodeRules.findings(in: layout, language: .swift).map(\.severity) == [.warning])
  }
}
