import Foundation
import InsetModel

extension SplitViewDisplayMode: ScenarioEnum {}
extension PopoverArrowDirection: ScenarioEnum {}
extension ContentSizeCategory: ScenarioEnum {}
extension SemanticContentAttribute: ScenarioEnum {}

extension Vocabulary {
  // MARK: Components of an output

  /// A component of an output of insets, directional insets, a size, a
  /// point or a rect, named after it with a dot: `safeAreaInsets.top?`,
  /// `presentedFrame.width?`, `frame[2].origin.y?`, `frame?`'s `origin?`.
  /// `nil` when `name` is no such component (``componentProblem(_:)`` says
  /// why).
  ///
  ///     Vocabulary.standard["safeAreaInsets.top?"]?.notation  // "a number such as …"
  func componentOutput(_ name: String) -> ScenarioKey? {
    guard let (base, path) = Self.splitComponent(name), let key = self[base + "?"],
      key.role == .output, let value = key.value, let shape = value.shape,
      let component = shape.paths.first(where: { $0.name == path })
    else { return nil }
    let meaning = "the `\(path)` of `\(key.name)`: \(key.meaning)"
    func make<V: ScenarioValue>(_ type: V.Type, _ unwrap: @escaping @Sendable (DerivedValue) -> V?)
      -> ScenarioKey
    {
      .output(
        name, key.section, type, reads: key.quantities, meaning: meaning, facts: key.facts,
        unavailable: value.unavailable, node: key.node,
        readInScene: { scene, r in value.read(scene, r).flatMap(component.read).flatMap(unwrap) })
    }
    switch component.result {
    case .number:
      return make(CGFloat.self) { if case .number(let v) = $0 { v } else { nil } }
    case .point:
      return make(CGPoint.self) { if case .point(let v) = $0 { v } else { nil } }
    case .size:
      return make(CGSize.self) { if case .size(let v) = $0 { v } else { nil } }
    }
  }

  /// `name` split at its first dot into the output it reads (without its
  /// `?`) and the path after the dot: `frame[2].origin.y?` is `frame[2]` and
  /// `origin.y`.
  static func splitComponent(_ name: String) -> (base: String, path: String)? {
    guard name.hasSuffix("?"), let dot = name.firstIndex(of: ".") else { return nil }
    let base = String(name[..<dot])
    let path = String(name[name.index(after: dot)..<name.index(before: name.endIndex)])
    guard !base.isEmpty else { return nil }
    return (base, path)
  }

  /// Why a header cell that names a component is no key: the offset of the
  /// offending part, in Unicode scalars from the start of the cell's text,
  /// and the message; `nil` when the name has no dot.
  func componentProblem(_ name: String) -> (offset: Int, message: String)? {
    let scalars = Array(name.unicodeScalars)
    if let at = scalars.firstIndex(where: { $0 == "±" }) {
      return (
        at,
        "a tolerance goes after a cell's value (`677.3 ±0.05`), not in the header: each cell "
          + "carries its own"
      )
    }
    guard let (base, path) = Self.splitComponent(name) else { return nil }
    let dotOffset = base.unicodeScalars.count
    if self[base + "?"] == nil, let input = self[base], input.role == .input {
      return (0, "`\(Quote.short(base))` is an input: only an output has components to check")
    }
    guard let key = self[base + "?"] else {
      var message = "unknown key `\(Quote.short(base))?`, whose `.\(Quote.short(path))` was asked"
      if let near = suggestion(for: base + "?") {
        let nearBase = near.hasSuffix("?") ? String(near.dropLast()) : near
        message += " (did you mean `\(Quote.short(nearBase)).\(Quote.short(path))?`?)"
      }
      return (0, message)
    }
    guard let shape = key.value?.shape else {
      return (
        dotOffset,
        "`\(key.name)` is \(key.notation), with no components: a component follows an output of "
          + "insets, a size, a point or a rect, such as `safeAreaInsets.top?`"
      )
    }
    let names = shape.paths.map(\.name)
    var message =
      "`\(key.name)` is \(shape.noun) with no `.\(Quote.short(path))`; its components are "
      + names.map { "`.\($0)`" }.joined(separator: ", ")
    if let near = Suggestion.closest(to: path, among: names) {
      message += " (did you mean `\(base).\(near)?`?)"
    }
    return (dotOffset + 1, message)
  }

  // MARK: Keys

  static let questionKeys: [ScenarioKey] = [
    // Screen
    .input(
      "UIRequiresFullScreen", .screen, \.traits.requiresFullScreen,
      meaning: "the Info.plist key: an iPad app in a compatibility mode out of multitasking and "
        + "dynamic resizing, full screen only (deprecated from iPadOS 26)",
      facts: [Facts.requiresFullScreen]),
    .input(
      "preferredContentSizeCategory", .screen, \.traits.preferredContentSizeCategory,
      meaning: "the text size (Dynamic Type): the readable content width follows it, published "
        + "only at `large`; another size takes `assumeReadableContentWidthAtTextSize`",
      facts: [Facts.readableWidth, Facts.readableWidthAtTextSize]),
    // The view
    .input(
      "semanticContentAttribute", .view, \.view.semanticContentAttribute,
      meaning: "the view under test's own `semanticContentAttribute`: its directional margins "
        + "follow the direction it implies (`playback`, `spatial` and `forceLeftToRight` are "
        + "left to right, `forceRightToLeft` right to left)",
      facts: [Facts.semanticContentAttribute]),
    .output(
      "effectiveUserInterfaceLayoutDirection?", .view, UserInterfaceLayoutDirection.self,
      reads: [.layoutMargins],
      meaning: "the view under test's `effectiveUserInterfaceLayoutDirection`: its "
        + "`semanticContentAttribute` over the app's `layoutDirection`",
      facts: [Facts.semanticContentAttribute],
      readInScene: { scene, _ in scene.view.effectiveLayoutDirection }),
    // Split views
    .output(
      "displayMode?", .hierarchy, SplitViewDisplayMode.self, reads: [.primaryColumnWidth],
      meaning: "the split view controller's `displayMode`: the arrangement UIKit settled on, "
        + "never `automatic`; before iOS 14 also written as UIKit named it then (`allVisible`, "
        + "`primaryOverlay`, `primaryHidden`)",
      facts: [Facts.splitDisplayMode, Facts.splitColumns, Facts.classicSplitView],
      unavailable: "needs a `UISplitViewController` that is not collapsed: collapsed, UIKit "
        + "ignores `displayMode` (read `isCollapsed?`)",
      node: splitNode,
      readInScene: { scene, r in
        layoutNode(scene, r, splitNode(scene))?.splitColumn.flatMap {
          $0.isCollapsed || $0.displayMode == .automatic ? nil : $0.displayMode
        }
      }),
    .output(
      "isCollapsed?", .hierarchy, Bool.self, reads: [.primaryColumnWidth],
      meaning: "the split view controller's `isCollapsed`: one column, in a compact width",
      facts: [Facts.splitCollapsed], unavailable: "needs a `UISplitViewController` in `hierarchy`",
      node: splitNode,
      readInScene: { scene, r in layoutNode(scene, r, splitNode(scene))?.splitColumn?.isCollapsed }
    ),
    .output(
      "supplementaryColumnWidth?", .hierarchy, CGFloat.self, reads: [.primaryColumnWidth],
      meaning: "a triple-column split view controller's `supplementaryColumnWidth`, as shown; "
        + "collapsed, from iOS 26, the split view's width, as printed",
      facts: [Facts.splitSupplementaryWidth, Facts.splitGlassPrints],
      unavailable: "needs a `UISplitViewController(style: .tripleColumn)`, not collapsed before "
        + "iOS 26: a double-column split view has no supplementary column, and no source prints "
        + "the width a collapsed one reports on iOS 14 to 18 (a print of it from an iPhone or a "
        + "narrow iPad window there would settle it; from iOS 26 it is the split view's width)",
      node: splitNode,
      readInScene: { scene, r in
        guard let i = splitNode(scene), scene.hierarchy?.nodes[i].split?.style == .tripleColumn,
          let column = layoutNode(scene, r, i)?.splitColumn
        else { return nil }
        return column.isCollapsed ? column.collapsedColumnWidth : column.supplementaryColumnWidth
      }),
    // Presentations
    .output(
      "detentIsActive?", .hierarchy, Bool.self, reads: [.presentation, .detentValue],
      meaning: "whether the detent the sheet was given (`detent:`) is active: `.medium()` is "
        + "inactive in a compact height, where the sheet rests at its full height",
      facts: [Facts.detentActive],
      unavailable: "needs a sheet on iOS 15 or later attached to an edge or filling a compact "
        + "height (no source says whether a regular-width sheet's detent is active)",
      node: presentedNode,
      readInScene: { scene, r in
        guard let i = presentedNode(scene), let setup = scene.hierarchy?.nodes[i].presentation,
          let presented = layoutNode(scene, r, i)?.presentation, r.screen.iOSVersion >= 15
        else { return nil }
        let sheetStyles: [ModalPresentationStyle] = [.automatic, .pageSheet, .formSheet, .popover]
        guard sheetStyles.contains(setup.style),
          [.sheet, .edgeAttachedSheet, .fullScreen].contains(presented.appearance)
        else { return nil }
        return !(setup.detent == .medium && r.screen.sizeClasses.vertical == .compact)
      }),
    .output(
      "arrowDirection?", .hierarchy, PopoverArrowDirection.self, reads: [.presentation],
      meaning: "a regular-width popover's `arrowDirection`: the one direction "
        + "`permittedArrowDirections:` allows", facts: [Facts.popoverArrowDirection],
      unavailable: "needs a regular-width popover with one permitted arrow direction "
        + "(`permittedArrowDirections: .up`): with more, UIKit picks the direction from the "
        + "popover's anchor, which the model does not place",
      node: presentedNode,
      readInScene: { layoutNode($0, $1, presentedNode($0))?.presentation?.arrowDirection }),
    // The keyboard
    .input(
      "keyboardLayoutGuideUsed", .keyboard, \.keyboard.layoutGuideIsUsed,
      meaning: "whether a constraint uses the view's `keyboardLayoutGuide`: one nothing uses "
        + "reads a zero rect (one report, iOS 15)",
      facts: [Facts.keyboardGuideUnused]),
    .output(
      "contentInsetAdjustedForKeyboard?", .keyboard, Bool.self, reads: [.adjustedContentInset],
      meaning: "whether the scroll view under test's insets were raised for the keyboard: only a "
        + "`UITableViewController`'s table, over a docked keyboard that covers it",
      facts: [Facts.keyboardNotInSafeArea, Facts.tableViewControllerKeyboard],
      unavailable: "needs a scroll view under test",
      readInScene: { scene, r in
        guard let hierarchy = scene.hierarchy else { return r.scrollView == nil ? nil : false }
        let last = hierarchy.nodes.count - 1
        guard last >= 0, let node = layoutNode(scene, r, last), node.scrollView != nil else {
          return nil
        }
        guard hierarchy.nodes[last].kind == .tableViewController else { return false }
        return KeyboardRules.overlap(
          scene.keyboard.keyboard, viewFrame: node.frameInWindow, screenSize: r.screenSize) > 0
      }),
    // Assumptions
    .input(
      "assumeReadableContentWidthAtTextSize", .assumption,
      \.assumptions.readableContentWidthAtTextSize, default: "none: unpublished",
      meaning: "the readable content width at a `preferredContentSizeCategory` other than "
        + "`large` (no source publishes one)", facts: [Facts.readableWidthAtTextSize],
      sample: { g in g.pick(["672", "800"]) }),
  ]
}
