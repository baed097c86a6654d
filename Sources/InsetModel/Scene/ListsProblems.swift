import Foundation

extension LayoutScene {
  /// What a scene asks of the lists and scroll-content model that
  /// the OS version it runs cannot do; ``problems()`` gathers these.
  ///
  /// - Complexity: O(1) (O(modifiers) for a SwiftUI scene).
  func listsProblems() -> [SceneProblem] {
    var problems: [SceneProblem] = []
    let version = screen.iOSVersion
    let s = scrollView
    if version < 13, !s.automaticallyAdjustsScrollIndicatorInsets {
      problems.append(
        SceneProblem(
          "`automaticallyAdjustsScrollIndicatorInsets` arrived in iOS 13; on iOS "
            + "\(version.formattedVersion) the content-inset behaviour decides (leave it empty)",
          at: [\LayoutScene.scrollView.automaticallyAdjustsScrollIndicatorInsets]))
    }
    if version < 11.1, s.verticalScrollIndicatorInsets != s.horizontalScrollIndicatorInsets {
      problems.append(
        SceneProblem(
          "`verticalScrollIndicatorInsets` and `horizontalScrollIndicatorInsets` arrived in "
            + "iOS 11.1; on iOS \(version.formattedVersion) `scrollIndicatorInsets` sets both to "
            + "one value",
          at: [
            \LayoutScene.scrollView.verticalScrollIndicatorInsets,
            \LayoutScene.scrollView.horizontalScrollIndicatorInsets,
          ]))
    }
    let table = tableView
    if view.kind == .tableView {
      if version < 15, table.sectionHeaderTopPadding != nil {
        problems.append(
          SceneProblem(
            "`sectionHeaderTopPadding` arrived in iOS 15; on iOS \(version.formattedVersion) "
              + "there is no padding above a header (leave it empty)",
            at: [\LayoutScene.tableView.sectionHeaderTopPadding]))
      }
      if version >= 15, table.style == .grouped, table.sectionHeaderHeight > 0,
        table.sectionHeaderTopPadding == nil
      {
        problems.append(
          SceneProblem(
            "no source publishes a grouped table's automatic `sectionHeaderTopPadding` "
              + "(iOS 15 and later): set `sectionHeaderTopPadding`",
            at: [\LayoutScene.tableView.style, \LayoutScene.tableView.sectionHeaderHeight]))
      }
    }
    // Appending even an empty list reallocates the array: most layouts
    // have none.
    if let c = compositional, case let found = compositionalProblems(c), !found.isEmpty {
      problems += found
    }
    if let ui = swiftUI {
      for modifier in ui.modifiers {
        let needed: (String, CGFloat)?
        switch modifier {
        case .contentMargins: needed = ("contentMargins", 17)
        case .containerRelativeFrame: needed = ("containerRelativeFrame", 17)
        case .safeAreaBar: needed = ("safeAreaBar", 26)
        default: needed = nil
        }
        if let (name, since) = needed, version < since {
          problems.append(
            SceneProblem(
              "`.\(name)` arrived in iOS \(since.formattedVersion), not iOS \(version.formattedVersion)",
              at: [\LayoutScene.screen.iOSVersion]))
        }
      }
    }
    return problems
  }

  /// A compositional layout's problems: versions, and the inputs no source
  /// gives a default for.
  func compositionalProblems(_ c: CompositionalLayoutSetup) -> [SceneProblem] {
    var problems: [SceneProblem] = []
    let version = screen.iOSVersion
    var v: String { version.formattedVersion }  // only for a message
    typealias Path = PartialKeyPath<LayoutScene> & Sendable
    func add(_ message: String, _ paths: [Path]) {
      problems.append(SceneProblem(message, at: paths))
    }
    if view.kind != .collectionView {
      add(
        "a compositional layout lays out a collection view: set `view` to `collectionView`",
        [\LayoutScene.view.kind])
    }
    if version < 13 {
      add(
        "`UICollectionViewCompositionalLayout` arrived in iOS 13, not iOS \(v)",
        [\LayoutScene.screen.iOSVersion])
    }
    if version < 14, c.listAppearance != nil {
      add(
        "list configurations arrived in iOS 14, not iOS \(v)",
        [\LayoutScene.compositionalSetup.listAppearance])
    }
    if version < 14,
      c.contentInsetsReference != .automatic || c.configurationContentInsetsReference != .safeArea
    {
      add(
        "`contentInsetsReference` arrived in iOS 14; on iOS \(v) sections keep clear of the "
          + "safe area (leave it empty)",
        [
          \LayoutScene.compositionalSetup.contentInsetsReference,
          \LayoutScene.compositionalSetup.configurationContentInsetsReference,
        ])
    }
    if version < 16, c.supplementaryContentInsetsReference != .automatic {
      add(
        "`supplementaryContentInsetsReference` arrived in iOS 16, not iOS \(v)",
        [\LayoutScene.compositionalSetup.supplementaryContentInsetsReference])
    }
    if version < 15, c.headerTopPadding != nil {
      add(
        "`headerTopPadding` arrived in iOS 15; on iOS \(v) there is none (leave it empty)",
        [\LayoutScene.compositionalSetup.headerTopPadding])
    }
    if let appearance = c.listAppearance {
      if c.headerMode == .supplementary, c.boundaryHeaderHeight == nil {
        add(
          "no source publishes a list header's height: give it as `boundaryHeaderHeight`",
          [\LayoutScene.compositionalSetup.headerMode])
      }
      if c.headerMode == .supplementary, c.headerTopPadding == nil, version >= 15,
        CompositionalLayoutRules.automaticListHeaderTopPadding(
          appearance, iOSVersion: version, assumptions: assumptions) == nil
      {
        add(
          "no source publishes a `\(appearance.rawValue)` list's automatic `headerTopPadding`: "
            + "set `headerTopPadding`",
          [\LayoutScene.compositionalSetup.headerMode])
      }
      if c.itemSize != nil || c.groupSize != nil || c.groupItemCount != nil {
        add(
          "a list section makes its own items and groups: leave `layoutItemSize`, "
            + "`layoutGroupSize` and `groupItemCount` empty",
          [
            \LayoutScene.compositionalSetup.itemSize, \LayoutScene.compositionalSetup.groupSize,
            \LayoutScene.compositionalSetup.groupItemCount,
          ])
      }
    } else {
      if c.itemSize == nil || c.groupSize == nil {
        add(
          "`NSCollectionLayoutSize` has no default: give `layoutItemSize` and `layoutGroupSize` "
            + "(or a `listAppearance`)",
          [\LayoutScene.compositionalSetup.itemSize, \LayoutScene.compositionalSetup.groupSize])
      }
      if c.headerMode != .none || c.headerTopPadding != nil {
        add(
          "`headerMode` and `headerTopPadding` are a list configuration's: set `listAppearance`",
          [
            \LayoutScene.compositionalSetup.headerMode,
            \LayoutScene.compositionalSetup.headerTopPadding,
          ])
      }
    }
    if c.groupItemCount == 0 {
      add(
        "a group's `count` must be at least 1", [\LayoutScene.compositionalSetup.groupItemCount])
    }
    var flow = FlowLayoutSetup()
    flow.numberOfItems = collectionView.numberOfItems
    flow.numberOfSections = collectionView.numberOfSections
    if collectionView != flow {
      add(
        "flow-layout keys (`itemSize`, `sectionInset`, spacings, …) do nothing to a compositional "
          + "layout: use its own (`layoutItemSize`, `sectionContentInsets`, …)",
        [\LayoutScene.collectionView])
    }
    return problems
  }
}
