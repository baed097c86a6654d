import Foundation

/// The iOS 7–10 world: what a scene on those releases has, and what arrived
/// later (``Facts/legacyVersions``).
public enum LegacyRules {
  /// Where a table cell's content and separator start on iOS 7, which has
  /// no layout margins: 15 pt (16 from iOS 8 on a 320 or 375 pt iPhone,
  /// the cell's margins; ``Facts/legacySeparatorInset``).
  public static let iOS7CellInset: CGFloat = 15  // [so-29349917]

  /// `layoutMargins` and `preservesSuperviewLayoutMargins` arrived in iOS 8.
  public static let marginsVersion: CGFloat = 8  // [ad-api-availability]
  /// `readableContentGuide` and `cellLayoutMarginsFollowReadableWidth` arrived in iOS 9.
  public static let readableWidthVersion: CGFloat = 9  // [ad-api-availability]

  /// The message for an input that arrived in `version`, on a scene
  /// running `running`:
  ///
  ///     LegacyRules.arrived("`prefersLargeTitles`", in: 11, running: 10)
  ///     // "`prefersLargeTitles` arrived in iOS 11, not on iOS 10"
  public static func arrived(_ name: String, in version: Int, running: CGFloat) -> String {
    "\(name) arrived in iOS \(version), not on iOS \(running.formattedVersion)"
  }
}

extension LayoutScene {
  /// What a scene on iOS 7–10 sets that did not exist there: each is an
  /// error at the cell that set it. A property left at its default is what
  /// the release did, and no error.
  ///
  /// - Complexity: O(1).
  func legacyProblems() -> [SceneProblem] {
    let version = screen.iOSVersion
    guard version < CGFloat(OSVersions.safeAreasArrived) else { return [] }
    var problems: [SceneProblem] = []
    func arrived(
      _ name: String, _ release: Int, _ instead: String,
      at path: PartialKeyPath<LayoutScene> & Sendable
    ) {
      problems.append(
        SceneProblem(
          LegacyRules.arrived(name, in: release, running: version) + ": " + instead,
          at: [path]))
    }
    let noSafeArea =
      "there is no safe area before iOS 11; read `topLayoutGuide?` and "
      + "`bottomLayoutGuide?`, or set `iOSVersion` to 11 or later"
    if scrollView.contentInsetAdjustmentBehavior != .automatic {
      arrived(
        "`contentInsetAdjustmentBehavior`", 11,
        "before it `automaticallyAdjustsScrollViewInsets` decides (`no` stops the adjustment; "
          + "read `legacyContentInset?`)",
        at: \LayoutScene.scrollView.contentInsetAdjustmentBehavior)
    }
    if controller.additionalSafeAreaInsets != .zero {
      arrived(
        "`additionalSafeAreaInsets`", 11, noSafeArea,
        at: \LayoutScene.controller.additionalSafeAreaInsets)
    }
    if controller.rootSafeAreaInsets != nil {
      arrived(
        "`safeAreaInsets`", 11, noSafeArea, at: \LayoutScene.controller.rootSafeAreaInsets)
    }
    if view.safeAreaInsets != nil {
      arrived("`safeAreaInsets`", 11, noSafeArea, at: \LayoutScene.view.safeAreaInsets)
    }
    if !view.insetsLayoutMarginsFromSafeArea {
      arrived(
        "`insetsLayoutMarginsFromSafeArea`", 11, noSafeArea,
        at: \LayoutScene.view.insetsLayoutMarginsFromSafeArea)
    }
    if !tableView.insetsContentViewsToSafeArea {
      arrived(
        "`insetsContentViewsToSafeArea`", 11, noSafeArea,
        at: \LayoutScene.tableView.insetsContentViewsToSafeArea)
    }
    if controller.prefersLargeTitles {
      arrived(
        "`prefersLargeTitles`", 11, "the navigation bar is 44 (32 in landscape on an iPhone)",
        at: \LayoutScene.controller.prefersLargeTitles)
    }
    if !controller.viewRespectsSystemMinimumLayoutMargins {
      arrived(
        "`viewRespectsSystemMinimumLayoutMargins`", 11, "set `iOSVersion` to 11 or later",
        at: \LayoutScene.controller.viewRespectsSystemMinimumLayoutMargins)
    }
    if controller.rootDirectionalLayoutMargins != nil {
      arrived(
        "`directionalLayoutMargins`", 11, "set `layoutMargins`",
        at: \LayoutScene.controller.rootDirectionalLayoutMargins)
    }
    if case .directional? = view.layoutMargins {
      arrived(
        "`directionalLayoutMargins`", 11, "set `layoutMargins`",
        at: \LayoutScene.view.directionalLayoutMargins)
    }
    if collectionView.sectionInsetReference != .fromContentInset {
      arrived(
        "`sectionInsetReference`", 11, "sections are measured from the content inset",
        at: \LayoutScene.collectionView.sectionInsetReference)
    }
    if swiftUI != nil {
      arrived("SwiftUI", 13, "set `iOSVersion` to 13 or later", at: \LayoutScene.screen.iOSVersion)
    }
    if compositional != nil {
      arrived(
        "`UICollectionViewCompositionalLayout`", 13, "use a flow layout",
        at: \LayoutScene.screen.iOSVersion)
    }
    if version < LegacyRules.marginsVersion {
      if case .absolute? = view.layoutMargins {
        arrived(
          "`layoutMargins`", 8, "iOS 7 has no layout margins",
          at: \LayoutScene.view.absoluteLayoutMargins)
      }
      if view.preservesSuperviewLayoutMargins {
        arrived(
          "`preservesSuperviewLayoutMargins`", 8, "iOS 7 has no layout margins",
          at: \LayoutScene.view.preservesSuperviewLayoutMargins)
      }
    }
    if version < LegacyRules.readableWidthVersion, tableView.cellLayoutMarginsFollowReadableWidth {
      arrived(
        "`cellLayoutMarginsFollowReadableWidth`", 9, "set `iOSVersion` to 9 or later",
        at: \LayoutScene.tableView.cellLayoutMarginsFollowReadableWidth)
    }
    return problems
  }
}
