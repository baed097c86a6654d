import Foundation
import InsetModel

extension SemanticContentAttribute: ScenarioEnum {}

extension Vocabulary {
  // MARK: The view

  static let viewKeys: [ScenarioKey] = [
    .input(
      "view", .view, \.view.kind,
      meaning: "the kind of view under test; an empty cell infers it: `collectionView` with a "
        + "flow-layout (or compositional) key, else `tableView` with a table-view key, else "
        + "`scrollView` with a scroll-view key, else `plain` (an input key counts where its cell "
        + "is filled, an output key wherever the table has its column)",
      facts: [Facts.viewFillsSuperview]),
    .input(
      "frame", .view, \.view.frame, default: "the root view's bounds",
      meaning: "the view's frame in the root view's coordinates",
      facts: [Facts.viewFillsSuperview]),
    .input(
      "safeAreaInsets", .view, \.view.safeAreaInsets, default: "derived",
      meaning: "the view's `safeAreaInsets`, pinned (replaces its derivation)",
      facts: [Facts.subviewOverlap]),
    .input(
      "layoutMargins", .view, \.view.absoluteLayoutMargins,
      default: "8 on each edge; none from iOS 27.1",
      meaning: "the margins app code sets (absolute)",
      facts: [Facts.defaultMargins, Facts.zeroDefaultMargins],
      property: "layoutMargins", set: { $0.view.absoluteLayoutMargins = $1 }),
    .input(
      "directionalLayoutMargins", .view, \.view.directionalLayoutMargins,
      default: "8 on each edge; none from iOS 27.1",
      meaning: "the margins app code sets (leading and trailing follow `layoutDirection`)",
      facts: [Facts.defaultMargins, Facts.zeroDefaultMargins, Facts.directionalMargins],
      property: "layoutMargins", set: { $0.view.directionalLayoutMargins = $1 }),
    .input(
      "preservesSuperviewLayoutMargins", .view, \.view.preservesSuperviewLayoutMargins,
      meaning: "each margin is at least the superview's less the distance between their edges",
      facts: [Facts.preservesSuperviewMargins]),
    .input(
      "insetsLayoutMarginsFromSafeArea", .view, \.view.insetsLayoutMarginsFromSafeArea,
      meaning: "margins are measured from the safe-area edge", facts: [Facts.marginsFromSafeArea]),
    .input(
      "layoutDirection", .view, \.view.layoutDirection,
      meaning: "the effective user interface layout direction (root view and view)",
      facts: [Facts.directionalMargins]),
    .output(
      "layoutMargins?", .view, Insets.self, reads: [.layoutMargins],
      meaning: "the view's `layoutMargins` as read back",
      facts: [Facts.defaultMargins, Facts.marginsFromSafeArea], read: { $0.view.layoutMargins }),
    .output(
      "directionalLayoutMargins?", .view, DirectionalInsets.self, reads: [.layoutMargins],
      meaning: "the view's `directionalLayoutMargins` as read back",
      facts: [Facts.defaultMargins, Facts.directionalMargins],
      read: { $0.view.directionalLayoutMargins }),
    .output(
      "safeAreaLayoutGuideFrame?", .view, CGRect.self, reads: [.safeAreaLayoutGuideFrame],
      meaning: "`safeAreaLayoutGuide.layoutFrame`, in the view's coordinates",
      facts: [Facts.subviewOverlap], read: { $0.view.safeAreaLayoutGuideFrame }),
    .output(
      "layoutMarginsGuideFrame?", .view, CGRect.self, reads: [.layoutMarginsGuideFrame],
      meaning: "`layoutMarginsGuide.layoutFrame`, in the view's coordinates",
      facts: [Facts.defaultMargins], read: { $0.view.layoutMarginsGuideFrame }),
    .output(
      "readableContentGuideFrame?", .view, CGRect.self, reads: [.readableContentGuideFrame],
      meaning: "`readableContentGuide.layoutFrame`: the margins guide, at most the readable width, "
        + "centred", facts: [Facts.readableWidth], read: { $0.view.readableContentGuideFrame }),
    .output(
      "safeAreaInsets?", .view, Insets.self, reads: [.swiftUISafeAreaInsets, .safeAreaInsets],
      meaning: "the view's `safeAreaInsets`; in a SwiftUI row, what a GeometryReader filling the "
        + "innermost view reads, as directional insets `{top, leading, bottom, trailing}`: on "
        + "each edge lying between the safe area's edge and the hosting view's, the distance "
        + "from it out to the hosting view's edge (a view filling the safe area reads the whole "
        + "inset, one that ignores it zero); zero on an edge inside the safe area",
      facts: [Facts.subviewOverlap, Facts.geometryReaderReads, Facts.geometryReaderIgnoring],
      unavailable: Vocabulary.scrollReaderUnprinted,
      read: { r in
        guard let swiftUI = r.swiftUI else { return r.view.safeAreaInsets }
        // The directional insets, carried in the same four-number notation.
        return swiftUI.geometrySafeAreaInsets.map {
          Insets(top: $0.top, left: $0.leading, bottom: $0.bottom, right: $0.trailing)
        }
      }),
    .output(
      "frame?", .view, CGRect.self, reads: [.swiftUIFrame, .frame],
      meaning: "the view's frame in the window; in a SwiftUI row, the innermost view's",
      facts: [Facts.viewFillsSuperview],
      read: { r in
        r.swiftUI?.frame
          ?? r.view.frame.offsetBy(
            dx: r.rootFrame.minX + (r.child?.frame.minX ?? 0),
            dy: r.rootFrame.minY + (r.child?.frame.minY ?? 0))
      }),
  ]

  /// The view's layout direction, set and read.
  static let viewDirectionKeys: [ScenarioKey] = [
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
  ]
}
