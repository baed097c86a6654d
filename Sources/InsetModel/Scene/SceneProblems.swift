import Foundation

/// Something a scene asks that the model cannot answer truthfully: a device
/// on an OS version it does not run, a bar with no published geometry. The
/// scenario engine reports each as an error located at the cell that set the
/// property named first in ``properties``.
public struct SceneProblem: Sendable, Hashable {
  /// What is wrong, and what to do instead.
  public var message: String
  /// The scene's properties the problem is about, most specific first.
  public var properties: [PartialKeyPath<LayoutScene> & Sendable]
  /// The quantities the problem leaves answerable: a question that reads
  /// only these rests on what the model knows (a popover stays a popover
  /// whatever its arrow's depth). Empty for a problem that leaves nothing.
  public var spares: [Quantity]

  /// Creates a problem: `message` says what is wrong and what to pin instead; `properties` are the
  /// scene's properties it is about, most specific first; `spares` the quantities it leaves
  /// answerable.
  public init(
    _ message: String, at properties: [PartialKeyPath<LayoutScene> & Sendable],
    spares: [Quantity] = []
  ) {
    self.message = message
    self.properties = properties
    self.spares = spares
  }
}

extension LayoutScene {
  /// What this scene asks that the model cannot answer; empty for a scene
  /// it can resolve. ``resolve()`` still gives values for such a scene, but
  /// they rest on nothing.
  ///
  ///     var scene = LayoutScene()
  ///     scene.screen.device = DeviceCatalog.device(named: "iPhone X")
  ///     scene.screen.iOSVersion = 27.1
  ///     scene.problems().first?.message
  ///     // "iPhone X runs iOS 11–16, not iOS 27.1: set `iOSVersion` to one of those"
  ///
  /// - Complexity: O(1), or one resolve for a scene with a hierarchy (its
  ///   checks read its fold).
  public func problems() -> [SceneProblem] {
    var resolved: Resolution?
    return problems(resolved: &resolved)
  }

  /// What this scene asks that the model cannot answer, and its resolution
  /// when it asks nothing: the checks of a ``hierarchy`` read its fold, so
  /// a caller that goes on to resolve the scene takes that resolve from
  /// here instead of making a second.
  ///
  ///     let (problems, resolution) = scene.checkedResolve()
  ///     if problems.isEmpty { print(resolution?.rootSafeAreaInsets ?? .zero) }
  ///
  /// - Returns: the problems, as ``problems()`` gives them, and the
  ///   resolution, as ``resolve()`` gives it; `nil` when there are problems
  ///   (values resting on nothing are not handed out).
  /// - Complexity: one resolve of the scene (a scene with a hierarchy is
  ///   resolved for its checks, with problems or without).
  public func checkedResolve() -> (problems: [SceneProblem], resolution: Resolution?) {
    var resolved: Resolution?
    let problems = problems(resolved: &resolved)
    guard problems.isEmpty else { return (problems, nil) }
    return (problems, resolved ?? resolve())
  }

  /// What this scene asks that the model cannot answer, as ``problems()``
  /// gives it; `resolved` is left holding the scene's resolution when a
  /// check made one (a ``hierarchy``'s checks read its fold), so that a
  /// caller going on to resolve the scene need not resolve it again. Pass
  /// `nil` (or a resolution of this scene).
  ///
  ///     var resolved: Resolution?
  ///     if scene.problems(resolved: &resolved).isEmpty {
  ///       let resolution = resolved ?? scene.resolve()
  ///     }
  ///
  /// - Complexity: one resolve for a scene with a hierarchy, else O(1).
  public func problems(resolved: inout Resolution?) -> [SceneProblem] {
    problems(chain: { scene in scene.hierarchyProblems(resolved: &resolved) })
  }

  /// Every check but those that read a hierarchy's fold: the problems of a
  /// scene with none of its own, and with no problem here, a scene that
  /// may be resolved (``problems(in:)`` then checks the fold). A caller
  /// that resolves the scene anyway checks in these two steps rather than
  /// through an optional resolution.
  package func problemsBeforeFold() -> [SceneProblem] {
    problems(chain: { scene in scene.hierarchyProblemsBeforeFold().problems })
  }

  /// The checks that read a hierarchy's fold, in `resolution` (a resolution
  /// of this scene, made once ``problemsBeforeFold()`` found nothing);
  /// none for a scene without a hierarchy.
  package func problems(in resolution: Resolution) -> [SceneProblem] {
    hierarchyFoldProblems(in: resolution)
  }

  /// The checks, with a hierarchy's (and the keyboard's) given by `chain`
  /// of this scene, in the order ``problems(resolved:)`` reports them. The
  /// scene is handed to `chain` rather than captured by it (a closure that
  /// captures a scene copies it).
  private func problems(chain: (LayoutScene) -> [SceneProblem]) -> [SceneProblem] {
    var problems: [SceneProblem] = []
    let version = screen.iOSVersion
    var versionText: String { version.formattedVersion }  // only for a message
    if !(version >= CGFloat(OSVersions.oldestCovered) && version <= OSVersions.newest) {
      problems.append(
        SceneProblem(
          "the model covers iOS \(OSVersions.oldestCovered) to \(OSVersions.newest.formattedVersion) "
            + "(iOS 7–10 without safe areas: the layout guides and `legacyContentInset?`), not "
            + "iOS \(versionText)",
          at: [\LayoutScene.screen.iOSVersion]))
    } else if let device = screen.device, !device.runs(version) {
      problems.append(
        SceneProblem(
          "\(device.name) runs \(device.osRange), not iOS \(versionText): set `iOSVersion` to "
            + "one of those",
          at: [\LayoutScene.screen.iOSVersion, \LayoutScene.screen.device]))
    }
    // An app built before iOS 11 is modelled only on iOS 7–10: what such a
    // build met on later releases is not sourced.
    let sdkFloor = version < CGFloat(OSVersions.safeAreasArrived) ? OSVersions.oldestCovered : OSVersions.safeAreasArrived
    if let sdk = screen.sdkVersion, !(sdk >= CGFloat(sdkFloor) && sdk <= version) {
      problems.append(
        SceneProblem(
          "`sdkVersion` \(sdk.formattedVersion) must be between iOS \(sdkFloor) and the "
            + "`iOSVersion` the app runs on (\(versionText))",
          at: [\LayoutScene.screen.sdkVersion]))
    }
    let tab = controller.tabBar
    let isPad = screen.device?.idiom == .pad
    if tab == .minimized {
      if !screen.usesLiquidGlass || isPad || !controller.tabBarMinimizeBehavior.minimizes {
        problems.append(
          SceneProblem(
            "a tab bar minimises only on an iPhone with Liquid Glass (iOS 26, built with its SDK) "
              + "and `tabBarMinimizeBehavior` `onScrollDown` or `onScrollUp`",
            at: [\LayoutScene.controller.tabBar, \LayoutScene.controller.tabBarMinimizeBehavior]))
      } else if controller.minimizedTabBarHeight == nil {
        problems.append(
          SceneProblem(
            "no source publishes a minimised tab bar's height: give it as `minimizedTabBarHeight` "
              + "(the bar above the home indicator)",
            at: [\LayoutScene.controller.tabBar]))
      }
    }
    // Under Liquid Glass the prints answer a child that is not a navigation
    // controller; a navigation controller with its bar hidden stays unprinted.
    let hiddenBarChild =
      controller.navigationBar == .hidden
      || (controller.navigationBar == .none && controller.toolbar == .visible)
    if tab.showsBar, isPad, controller.rootSafeAreaInsets == nil,
      controller.navigationBar != .visible, !screen.usesLiquidGlass || hiddenBarChild,
      case let window = ScreenRules.resolve(screen, assumptions: assumptions, forceStatusBar: false),
      HierarchyRules.tabBarFloatsAtTop(window.screenSize.width, screen: window)
    {
      problems.append(
        SceneProblem(
          (screen.usesLiquidGlass
            ? HierarchyRules.glassTopTabBarProblem : HierarchyRules.topTabBarProblem)
            + "show a `navigationBar`, or pin `rootSafeAreaInsets`",
          at: [\LayoutScene.controller.tabBar]))
    }
    if controller.toolbar == .visible, controller.tabBar.showsBar, controller.hasToolbarItems,
      screen.usesLiquidGlass, controller.rootSafeAreaInsets == nil,
      case let window = ScreenRules.resolve(screen, assumptions: assumptions, forceStatusBar: false),
      !HierarchyRules.tabBarFloatsAtTop(window.screenSize.width, screen: window)
    {
      problems.append(
        SceneProblem(
          HierarchyRules.glassToolbarAboveTabBarProblem
            + "drop the `toolbar`, set `toolbarItems` `no`, pin `rootSafeAreaInsets`, or set "
            + "`iOSVersion` before 26",
          at: [\LayoutScene.controller.toolbar, \LayoutScene.controller.tabBar]))
    }
    let flow = collectionView
    if let n = flow.numberOfItems, !(0...FlowLayout.itemCountLimit).contains(n) {
      problems.append(
        SceneProblem(
          "`numberOfItems` must be between 0 and \(FlowLayout.itemCountLimit) (the layout places "
            + "items one by one), not \(n)",
          at: [\LayoutScene.collectionView.numberOfItems]))
    }
    if !(1...FlowLayout.sectionCountLimit).contains(flow.numberOfSections) {
      problems.append(
        SceneProblem(
          "`numberOfSections` must be between 1 and \(FlowLayout.sectionCountLimit), not "
            + "\(flow.numberOfSections)",
          at: [\LayoutScene.collectionView.numberOfSections]))
    }
    // Appending even an empty list reallocates the array: most scenes have
    // none of these.
    let windows = windowProblems()
    if !windows.isEmpty { problems += windows }
    let chainProblems = chain(self)
    if !chainProblems.isEmpty { problems += chainProblems }
    let titleViews = searchTitleViewProblems()
    if !titleViews.isEmpty { problems += titleViews }
    let searchToolbars = searchToolbarProblems()
    if !searchToolbars.isEmpty { problems += searchToolbars }
    let lists = listsProblems()
    if !lists.isEmpty { problems += lists }
    let moreLists = listSectionProblems()
    if !moreLists.isEmpty { problems += moreLists }
    if version < CGFloat(OSVersions.safeAreasArrived) { problems += legacyProblems() }
    let traits = traitProblems()
    if !traits.isEmpty { problems += traits }
    let largeTitles = largeTitleTextSizeProblems()
    if !largeTitles.isEmpty { problems += largeTitles }
    return problems
  }
}
