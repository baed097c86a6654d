import Testing

@testable import InsetPort

/// The codes of the findings (warnings) in `source`.
private func codes(_ source: String, _ language: SourceLanguage = .swift) -> [String] {
  CodeRules.findings(in: source, language: language).filter { $0.severity == .warning }.map(\.code)
}

/// The one finding (warning) in `source`.
private func finding(_ source: String, _ language: SourceLanguage = .swift) -> Finding? {
  let found = CodeRules.findings(in: source, language: language).filter { $0.severity == .warning }
  return found.count == 1 ? found[0] : nil
}

private let top64 = CodeAssumption.insets(
  top: 64, bottom: nil, bars: Bars(navigationBar: true), reading: .safeArea)

@Suite("Rules: what counts")
struct RuleTests {
  /// Each line of Swift, and the codes it must report.
  static let swiftFindings: [(String, [String])] = [
    ("view.frame.origin.y = 20", ["20"]),
    ("var frame = view.bounds; frame.origin.y = 64", ["64"]),
    (
      "tableView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0)", ["64", "49"]
    ),
    ("tableView.contentInset = .init(top: 64, left: 0, bottom: 0, right: 0)", ["64"]),
    ("tableView.scrollIndicatorInsets.top = 64", ["64"]),
    ("let insets = UIEdgeInsets(top: 88, left: 0, bottom: 83, right: 0)", ["88", "83"]),
    ("heightConstraint.constant = 49", ["49"]),
    ("let h = view.bounds.height - 64", ["64"]),
    ("let h = view.frame.size.height - 20 - 44", ["20 - 44"]),
    ("let total = view.bounds.height - 64 - 49", ["64 - 49"]),
    ("let r = CGRect(x: 0, y: 44, width: 320, height: 100)", ["44"]),
    ("bar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 64)", ["64"]),
    ("let top: CGFloat = isIPhoneX ? 88 : 64", ["isIPhoneX", "88", "64"]),
    ("let bottom: CGFloat = hasNotch ? 34 : 0", ["hasNotch", "34"]),
    ("if isNotchScreen { top = 44 } else { top = 20 }", ["isNotchScreen", "44", "20"]),
    ("let s = UIApplication.shared.statusBarFrame.height", ["statusBarFrame"]),
    ("if UIScreen.main.bounds.height == 812 { }", ["812"]),
    ("if UIScreen.main.nativeBounds.height == 2436 { }", ["2436"]),
    (
      "switch UIScreen.main.nativeBounds.height {\ncase 2436, 2688: return true\ndefault: return false\n}",
      ["2436", "2688"]
    ),
    ("let y = 20 + 44", ["20 + 44"]),
    ("static let kNavBarHeight: CGFloat = 44", ["44"]),
    ("var statusBarHeight: CGFloat { return isIPhoneX ? 44 : 20 }", ["isIPhoneX", "44", "20"]),
    ("var tabBarHeight: CGFloat {\n  49\n}", ["49"]),
    ("func navigationBarBottom() -> CGFloat {\n  return 64\n}", ["64"]),
    (
      "tableView.topAnchor.constraint(equalTo: view.topAnchor, constant: 64).isActive = true",
      ["64"]
    ),
    (
      "footer.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -49).isActive = true",
      ["49"]
    ),
    ("banner.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true", ["20"]),
    ("navBar.heightAnchor.constraint(equalToConstant: 64).isActive = true", ["64"]),
    ("make.top.equalTo(view).offset(64)", ["64"]),
    ("$0.top.equalToSuperview().offset(20)", ["20"]),
    ("frame.size.height -= 49", ["49"]),
    ("let navBarHeight = CGFloat(64)", ["64"]),
    ("scrollView.contentOffset = CGPoint(x: 0, y: -64)", ["64"]),
    ("tableView.setContentOffset(CGPoint(x: 0, y: -64), animated: false)", ["64"]),
    ("view.frame = UIScreen.main.bounds", ["UIScreen"]),
    ("let g = bottomLayoutGuide.length", ["bottomLayoutGuide"]),
    (
      "label.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true",
      ["topLayoutGuide"]
    ),
    ("automaticallyAdjustsScrollViewInsets = false", ["automaticallyAdjustsScrollViewInsets"]),
    ("self.edgesForExtendedLayout = []", ["edgesForExtendedLayout"]),
    ("let top = kStatusBarHeight + 44", ["44"]),
    ("let largeTop: CGFloat = 140", ["140"]),
    (
      "composeBar.frame = CGRect(x: 0, y: view.bounds.height - 49 - 44, width: 320, height: 44)",
      ["49", "44"]
    ),
    ("let largeTitleTop: CGFloat = 140", ["140"]),
    ("header.frame = CGRect(x: 0, y: 113, width: 320, height: 40)", ["113"]),
    ("if scrollView.contentOffset.y + 64 > 100 { }", ["64"]),
    // A toolbar stacked on the tab bar.
    ("let toolbarY = view.bounds.height - kTabBarHeight - 44", ["44"]),
  ]

  @Test(arguments: swiftFindings)
  func swiftLine(_ source: String, _ expected: [String]) {
    #expect(codes(source) == expected, "\(source)")
  }

  /// Each line of Objective-C, and the codes it must report.
  static let objectiveCFindings: [(String, [String])] = [
    ("self.tableView.contentInset = UIEdgeInsetsMake(64, 0, 49, 0);", ["64", "49"]),
    ("[self.tableView setContentInset:UIEdgeInsetsMake(64, 0, 0, 0)];", ["64"]),
    ("UIView *v = [[UIView alloc] initWithFrame:CGRectMake(0, 20, 320, 44)];", ["20"]),
    ("#define NAVBAR_HEIGHT 44", ["44"]),
    ("#define kStatusBarHeight 20.0f", ["20.0f"]),
    ("#define kTopHeight (kStatusBarHeight + 44)", ["44"]),
    ("#define kTabbarSafeBottomMargin (IS_IPHONE_X ? 34.f : 0.f)", ["IS_IPHONE_X", "34.f"]),
    (
      "#define kTabBarHeight (CGFloat)(kIs_iPhoneX?(49.0 + 34.0):(49.0))",
      ["kIs_iPhoneX", "49.0 + 34.0", "49.0"]
    ),
    (
      "#define IS_IPHONE_X ([UIScreen mainScreen].bounds.size.height == 812)",
      ["IS_IPHONE_X", "812"]
    ),
    ("static const CGFloat kTabBarHeight = 49;", ["49"]),
    ("- (CGFloat)navBarHeight {\n    return 64;\n}", ["64"]),
    ("CGFloat h = SCREEN_HEIGHT - 64 - 49;", ["64 - 49"]),
    (
      "[self.view addConstraint:[NSLayoutConstraint constraintWithItem:v attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeTop multiplier:1 constant:64]];",
      ["64"]
    ),
    ("make.top.equalTo(self.view).offset(64);", ["64"]),
    ("make.top.mas_equalTo(64);", ["64"]),
    ("make.bottom.equalTo(self.view.mas_bottom).offset(-49);", ["49"]),
    ("[self.topConstraint setConstant:64];", ["64"]),
    (
      "CGFloat s = [UIApplication sharedApplication].statusBarFrame.size.height;",
      ["statusBarFrame"]
    ),
    ("self.automaticallyAdjustsScrollViewInsets = NO;", ["automaticallyAdjustsScrollViewInsets"]),
    ("self.edgesForExtendedLayout = UIRectEdgeNone;", ["edgesForExtendedLayout"]),
    ("[self setEdgesForExtendedLayout:UIRectEdgeNone];", ["setEdgesForExtendedLayout"]),
    ("CGRect r = [[UIScreen mainScreen] bounds];", ["UIScreen"]),
    ("[self.tableView setContentOffset:CGPointMake(0, -64) animated:NO];", ["64"]),
    (
      "if (CGSizeEqualToSize([UIScreen mainScreen].bounds.size, CGSizeMake(375, 812))) {}",
      ["375", "812"]
    ),
  ]

  @Test(arguments: objectiveCFindings)
  func objectiveCLine(_ source: String, _ expected: [String]) {
    #expect(codes(source, .objectiveC) == expected, "\(source)")
  }

  /// Lines that must give nothing: numbers that are not bars, or not code.
  static let swiftClean: [String] = [
    // Strings and comments.
    #"let s = "64""#,
    #"let s = "frame.origin.y = 64; contentInset.top = 49""#,
    #"let s = "\(view.bounds.height - 64)""#,
    ##"let s = #"frame.origin.y = "64" \(49)"#"##,
    "let s = \"\"\"\n  view.frame.origin.y = 64\n  tableView.contentInset.bottom = 49\n  \"\"\"",
    "// view.frame.origin.y = 64",
    "/* tableView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0) */",
    "/* outer /* inner */ view.frame.origin.y = 64 */",
    // Durations, fonts, colours.
    "UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }",
    "UIView.animate(withDuration: 20, delay: 44, options: [], animations: {})",
    "label.font = UIFont.systemFont(ofSize: 20)",
    "label.font = .systemFont(ofSize: 44, weight: .bold)",
    #"label.font = UIFont(name: "Avenir", size: 20)"#,
    "let color = UIColor(red: 64 / 255, green: 49 / 255, blue: 20 / 255, alpha: 1)",
    "let animationDuration: TimeInterval = 20",
    // Rows, cells, controls, margins, spacing.
    "tableView.rowHeight = 64",
    "tableView.estimatedRowHeight = 44",
    "func tableView(_ t: UITableView, heightForRowAt i: IndexPath) -> CGFloat {\n  return 64\n}",
    "layer.cornerRadius = 20",
    "stackView.spacing = 20",
    "button.frame = CGRect(x: 20, y: 20, width: 44, height: 44)",
    "imageView.frame = CGRect(x: 0, y: 0, width: 64, height: 64)",
    "titleLabel.frame.origin.y = 20",
    "label.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 20).isActive = true",
    "label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true",
    "button.heightAnchor.constraint(equalToConstant: 44).isActive = true",
    "avatar.heightAnchor.constraint(equalToConstant: 64).isActive = true",
    "view.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)",
    "tableView.contentInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)",
    "button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0)",
    "layout.sectionInset = UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0)",
    "additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)",
    "let kMargin: CGFloat = 20",
    "let padding: CGFloat = 64",
    "let kNavBarTitleFontSize: CGFloat = 20",
    "let items = Array(repeating: 0, count: 64)",
    "if count == 20 { }",
    "let index = 44",
    "DispatchQueue.main.asyncAfter(deadline: .now() + 20) { }",
    "let y = view.safeAreaInsets.top + 20",
    "if view.safeAreaInsets.bottom > 0 { }",
    "let screenScale = UIScreen.main.scale",
    "window = UIWindow(frame: UIScreen.main.bounds)",
    "bottomSpacing.constant = 8",
    "let width = view.bounds.width - 20 - 20",
    "let v = CGAffineTransform(translationX: 0, y: 20)",
    "tableView.separatorInset = UIEdgeInsets(top: 0, left: 64, bottom: 0, right: 0)",
    "edgesForExtendedLayout.contains(.top)",
    "enum TopHardware { case bezel, notch }",
    "let p = notchPhone(\"iPhone X\", 375, 812, top: 44)",
    "func emptyOutputCellIsNotChecked() { }",
    "#expect(layout.contentSize == CGSize(width: 812, height: 540))",
    "homeIndicator = 20",
    "spacingConstraint.constant = 64",
    "cellHeightConstraint.constant = 64",
    "avatarTopConstraint.constant = 49",
  ]

  @Test(arguments: swiftClean)
  func swiftCleanLine(_ source: String) {
    let found = CodeRules.findings(in: source, language: .swift)
    #expect(found.isEmpty, "\(source): \(found.map(\.summary))")
  }

  static let objectiveCClean: [String] = [
    #"NSString *s = @"64";"#,
    "char c = '4';",
    "self.label.font = [UIFont systemFontOfSize:20];",
    "[UIView animateWithDuration:0.20 animations:^{ self.view.alpha = 0.49; }];",
    "self.tableView.rowHeight = 64;",
    "self.tableView.separatorInset = UIEdgeInsetsMake(0, 20, 0, 20);",
    "make.top.equalTo(self.header.mas_bottom).offset(20);",
    "make.top.equalTo(self.mas_topLayoutGuideBottom).offset(20);",
    "#define kCellHeight 64.f",
    "#define kButtonHeight 44.f",
    "#define kTitleFont [UIFont boldSystemFontOfSize:20]",
    "- (NSInteger)tableView:(UITableView *)t numberOfRowsInSection:(NSInteger)s {\n    return 20;\n}",
    "UILabel *l = [[UILabel alloc] initWithFrame:CGRectMake(20, 20, 200, 44)];",
    "/* self.tableView.contentInset = UIEdgeInsetsMake(64, 0, 49, 0); */",
    "// #define NAVBAR_HEIGHT 44",
  ]

  @Test(arguments: objectiveCClean)
  func objectiveCCleanLine(_ source: String) {
    let found = CodeRules.findings(in: source, language: .objectiveC).filter {
      $0.kind == .hardCodedInset
    }
    #expect(found.isEmpty, "\(source): \(found.map(\.summary))")
  }

  @Test func whatIsNotJudgedIsANote() {
    let notes = CodeRules.findings(in: "topConstraint.constant = 20", language: .swift)
    #expect(notes.count == 1)
    #expect(notes.first?.severity == .note)
    #expect(notes.first?.summary.hasPrefix("cannot judge whether `20`") == true)
    let screen = CodeRules.findings(
      in: "let h = UIScreen.main.bounds.height - 20", language: .swift)
    // The screen's bounds (a finding), and the 20 (a note).
    #expect(screen.map(\.severity) == [.warning, .note])
    let unterminated = CodeRules.findings(in: "x = 1 /* open", language: .swift)
    #expect(unterminated.map(\.kind) == [.unreadable])
    #expect(unterminated.first?.severity == .note)
  }

  @Test func theFallbackBeforeIOS11IsANote() {
    for source in [
      "if #available(iOS 11.0, *) {\n  tableView.contentInsetAdjustmentBehavior = .never\n} else {\n"
        + "  automaticallyAdjustsScrollViewInsets = false\n  tableView.contentInset.top = 64\n}",
      "guard #available(iOS 11, *) else {\n  view.frame.origin.y = 64\n  return\n}",
      "if #unavailable(iOS 11) {\n  let g = topLayoutGuide.length\n}",
    ] {
      let found = CodeRules.findings(in: source, language: .swift)
      #expect(!found.isEmpty)
      #expect(found.allSatisfy { $0.severity == .note }, "\(source)")
      #expect(
        found.allSatisfy { $0.summary.hasSuffix("(in a branch that runs only before iOS 11)") })
    }
    let objc = """
      if (@available(iOS 11.0, *)) {
          self.tableView.contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentNever;
      } else {
          self.automaticallyAdjustsScrollViewInsets = NO;
      }
      self.tableView.contentInset = UIEdgeInsetsMake(64, 0, 0, 0);
      """
    let found = CodeRules.findings(in: objc, language: .objectiveC)
    #expect(found.map(\.severity) == [.note, .warning])
  }

  @Test func assumptionsSayWhatIsSwept() {
    #expect(finding("view.frame.origin.y = 64")?.assumption == top64)
    #expect(
      finding("tableView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)")?
        .assumption
        == .insets(
          top: 64, bottom: nil, bars: Bars(navigationBar: true), reading: .adjustedContentInset))
    #expect(
      finding("static let kNavBarHeight: CGFloat = 44")?.assumption == .navigationBarHeight(44))
    #expect(
      finding("let kStatusBarHeight: CGFloat = 44")?.assumption
        == .insets(top: 44, bottom: nil, bars: .none, reading: .safeArea))
    #expect(
      finding("let y = 20 + 44")?.assumption == top64)
    #expect(
      finding("let h = view.bounds.height - 64 - 49")?.assumption
        == .insets(
          top: 64, bottom: 49, bars: Bars(navigationBar: true, tabBar: true), reading: .safeArea))
    #expect(
      finding("let h = view.bounds.height - 49 - 34")?.assumption
        == .insets(top: nil, bottom: 83, bars: Bars(tabBar: true), reading: .safeArea))
    #expect(
      finding("let largeTitleTop: CGFloat = 44 + 96")?.assumption
        == .insets(
          top: 140, bottom: nil, bars: Bars(navigationBar: true, largeTitles: true),
          reading: .safeArea))
    #expect(
      finding("automaticallyAdjustsScrollViewInsets = false")?.assumption == .scrollViewNotAdjusted)
    #expect(finding("automaticallyAdjustsScrollViewInsets = true")?.assumption == nil)
    #expect(finding("edgesForExtendedLayout = []")?.assumption == .nothingCoversView)
    #expect(finding("edgesForExtendedLayout = .bottom")?.assumption == nil)
    #expect(
      finding("let s = UIApplication.shared.statusBarFrame")?.assumption == .statusBarIsSafeTop)
    #expect(finding("let g = topLayoutGuide.length")?.assumption == .topLayoutGuideIsSafeTop)
    #expect(finding("view.frame = UIScreen.main.bounds")?.detail?.contains("not swept") == true)
  }

  @Test func findingsNameWhatReplacesThem() {
    #expect(
      finding("tableView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)")?
        .replacement == "read `adjustedContentInset.top`")
    #expect(finding("view.frame.origin.y = 64")?.replacement == "read `view.safeAreaInsets.top`")
    #expect(
      finding(
        "v.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -49).isActive = true")?
        .replacement == "constrain to `view.safeAreaLayoutGuide.bottomAnchor`")
    #expect(
      finding("scrollView.contentOffset = CGPoint(x: 0, y: -64)")?.replacement
        == "use `-adjustedContentInset.top`")
  }

  @Test func deviceChecksNameTheDevices() {
    let check = finding("if UIScreen.main.bounds.height == 812 { }")
    #expect(check?.kind == .deviceCheck)
    #expect(check?.detail?.hasPrefix("812 pt is the portrait height of 5 of ") == true)
    #expect(check?.detail?.contains("iPhone X, iPhone XS, iPhone 11 Pro") == true)
    let native = finding("if UIScreen.main.nativeBounds.height == 2436 { }")
    #expect(native?.detail?.contains("native height (points × scale)") == true)
    let helper = finding("if isIPhoneX { }")
    #expect(helper?.detail?.contains("phones with a sensor housing") == true)
  }

  @Test func castsAndGroupsKeepTheName() {
    let found = CodeRules.findings(
      in: "#define kStatusBarHeight (CGFloat)(kIs_iPhoneX?(44.0):(20.0))", language: .objectiveC
    ).filter { $0.kind == .hardCodedInset }
    #expect(
      found.map(\.summary) == [
        "`44.0` in `kStatusBarHeight` stands for the status bar",
        "`20.0` in `kStatusBarHeight` stands for the status bar",
      ])
  }

  @Test func findingsAreLocatedAtTheirCode() {
    let found = CodeRules.findings(
      in: "\n  tableView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0)",
      language: .swift)
    #expect(found.map { "\($0.line):\($0.column)" } == ["2:46", "2:67"])
  }
}

@Suite("Rules: storyboards and XIBs")
struct InterfaceBuilderRuleTests {
  static func document(_ constraints: String, controller: String = "", root: String = "") -> String
  {
    """
    <document>
      <viewController id="vc"\(controller)>
        <layoutGuides>
          <viewControllerLayoutGuide type="top" id="tlg"/>
          <viewControllerLayoutGuide type="bottom" id="blg"/>
        </layoutGuides>
        <view key="view" id="root">
          <subviews>
            <view id="bar" userLabel="Tab Bar"/>
            <view id="box" userLabel="Box"/>
          </subviews>
          \(root)
          <constraints>
            \(constraints)
          </constraints>
        </view>
      </viewController>
    </document>
    """
  }

  @Test func layoutGuideConstraints() {
    let found = InterfaceBuilderRules.findings(
      in: Self.document(
        """
        <constraint firstItem="box" firstAttribute="top" secondItem="tlg" secondAttribute="bottom" id="a"/>
        <constraint firstItem="blg" firstAttribute="top" secondItem="box" secondAttribute="bottom" id="b"/>
        """))
    #expect(found.map(\.kind) == [.topLayoutGuide, .bottomLayoutGuide])
    #expect(found.map(\.code) == ["tlg", "blg"])
    #expect(found.first?.line == 14)
    #expect(found.first?.column == 70)
  }

  @Test func barConstantsFromTheRootViewsEdges() {
    let found = InterfaceBuilderRules.findings(
      in: Self.document(
        """
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="64" id="a"/>
        <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="49" id="b"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c"/>
        """))
    #expect(found.map(\.code) == ["64", "49", "20"])
  }

  @Test func notBars() {
    let found = InterfaceBuilderRules.findings(
      in: Self.document(
        """
        <constraint firstItem="box" firstAttribute="top" secondItem="bar" secondAttribute="bottom" constant="20" id="a"/>
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" constant="20" id="c"/>
        <constraint firstItem="box" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" constant="20" id="d"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="64" id="e"/>
        """, root: #"<viewLayoutGuide key="safeArea" id="safe"/>"#))
    #expect(found.isEmpty, "\(found.map(\.summary))")
  }

  @Test func aBarsHeightCountsWhenTheBarIsPinnedToTheScreensEdge() {
    let pinned = InterfaceBuilderRules.findings(
      in: Self.document(
        """
        <constraint firstItem="bar" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="a"/>
        <constraint firstItem="bar" firstAttribute="height" constant="49" id="b"/>
        """))
    #expect(pinned.map(\.code) == ["49"])
    let toSafeArea = InterfaceBuilderRules.findings(
      in: Self.document(
        """
        <constraint firstItem="bar" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="a"/>
        <constraint firstItem="bar" firstAttribute="height" constant="49" id="b"/>
        """, root: #"<viewLayoutGuide key="safeArea" id="safe"/>"#))
    #expect(toSafeArea.isEmpty)
  }

  @Test func viewControllerSettings() {
    let found = InterfaceBuilderRules.findings(
      in: Self.document(
        "", controller: #" automaticallyAdjustsScrollViewInsets="NO""#,
        root: #"<extendedEdge key="edgesForExtendedLayout" top="YES"/>"#))
    #expect(found.map(\.kind) == [.automaticallyAdjustsScrollViewInsets, .edgesForExtendedLayout])
    #expect(found.first?.assumption == .scrollViewNotAdjusted)
    #expect(found.last?.assumption == nil)
  }

  @Test func aXIBsRootViewIsFilesOwnersView() {
    let xib = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController">
            <connections>
              <outlet property="view" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/>
            </connections>
          </placeholder>
          <view contentMode="scaleToFill" id="i5M-Pr-FkT">
            <subviews>
              <textField id="fld"/>
            </subviews>
            <constraints>
              <constraint firstItem="fld" firstAttribute="top" secondItem="i5M-Pr-FkT" secondAttribute="top" constant="64" id="c1"/>
              <constraint firstItem="fld" firstAttribute="leading" secondItem="i5M-Pr-FkT" secondAttribute="leading" constant="20" id="c2"/>
            </constraints>
          </view>
          <view contentMode="scaleToFill" id="other">
            <subviews>
              <label id="lbl"/>
            </subviews>
            <constraints>
              <constraint firstItem="lbl" firstAttribute="top" secondItem="other" secondAttribute="top" constant="64" id="c3"/>
            </constraints>
          </view>
        </objects>
      </document>
      """
    let found = InterfaceBuilderRules.findings(in: xib)
    #expect(found.map(\.code) == ["64"])
    #expect(found.first?.line == 13)
  }

  @Test func malformedXMLIsANote() {
    let found = InterfaceBuilderRules.findings(in: "<document>\n<view id=\"a\" key=view/>")
    #expect(found.map(\.severity) == [.note])
    #expect(found.first?.line == 2)
  }
}

@Suite("Rules: scroll indicators")
struct ScrollIndicatorRuleTests {
  /// A bar number written into a scroll indicator inset is replaced by
  /// nothing: from iOS 13 UIKit adds the safe area to the indicators itself.
  @Test func indicatorInsetsPointAtTheAutomaticAdjustment() throws {
    let found = try #require(
      CodeRules.findings(in: "tableView.scrollIndicatorInsets.top = 64", language: .swift)
        .first { $0.severity == .warning })
    #expect(found.replacement.contains("automaticallyAdjustsScrollIndicatorInsets"))
    #expect(found.replacement.contains("verticalScrollIndicatorInsets.top"))
    let content = try #require(
      CodeRules.findings(in: "tableView.contentInset.top = 64", language: .swift)
        .first { $0.severity == .warning })
    #expect(content.replacement.contains("adjustedContentInset.top"))
  }
}
