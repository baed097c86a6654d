import Foundation
import InsetModel

extension Vocabulary {
  // MARK: SwiftUI

  static let swiftUIKeys: [ScenarioKey] =
    [
      .input(
        "modifiers", .swiftUI, \.modifierChain,
        meaning:
          "a SwiftUI scene: a view filling the hosting view (the root view), wrapped in this "
          + "chain, first written innermost; an empty cell is the bare view",
        facts: [Facts.swiftUIRegions], set: { $0.modifierChain = $1 }),
      .input(
        "keyboardHeight", .swiftUI, \.keyboardHeight,
        meaning: "the software keyboard's height from the bottom of the screen (its own region)",
        facts: [Facts.swiftUIRegions], sample: { g in g.pick(["0", "0", "216", "291", "336.5"]) },
        set: { $0.keyboardHeight = $1 }),
      .output(
        "insetContentFrame?", .swiftUI, CGRect.self, reads: [.insetContentFrames],
        meaning: "the outermost `safeAreaInset` content's frame in the window",
        facts: [Facts.safeAreaInset], unavailable: "names no `safeAreaInset` content",
        read: { $0.insetContentFrame(0) }),
      .output(
        "geometrySafeAreaInsets?", .swiftUI, DirectionalInsets.self,
        reads: [.geometryProxySafeAreaInsets],
        meaning: "`GeometryProxy.safeAreaInsets` for a `GeometryReader` filling the innermost "
          + "view: the same reading as `safeAreaInsets?` in a SwiftUI row, "
          + "`{top, leading, bottom, trailing}`",
        facts: [Facts.geometryReaderReads, Facts.geometryReaderIgnoring],
        unavailable: "has a reader only in a SwiftUI scene (`modifiers`), and there "
          + Vocabulary.scrollReaderUnprinted,
        readInScene: { _, r in r.swiftUI?.geometrySafeAreaInsets }),
    ] + swiftUIScrollKeys

  /// Why a GeometryReader on a scroll view has no reading, and the print that would give one.
  static let scrollReaderUnprinted =
    "no source printed what a `GeometryReader` filling a `ScrollView` or `List` reads: a print "
    + "of `proxy.safeAreaInsets` for a reader in a ScrollView's `background` under a navigation "
    + "bar, on a named device and OS, would settle it (`scrollGeometryContentInsets?` gives the "
    + "scroll view's insets)"

  // MARK: Scroll views

  static let notAScrollGeometry =
    "needs a SwiftUI `ScrollView` or `List` (`swiftUIView`) on iOS 18 or later, where "
    + "`onScrollGeometryChange` reports a `ScrollGeometry`"

  static let notASwiftUIScrollView = "needs a SwiftUI `ScrollView` or `List` (`swiftUIView`)"

  static let swiftUIScrollKeys: [ScenarioKey] = [
    .input(
      "swiftUIView", .swiftUI, \.swiftUIView,
      meaning: "the innermost view: `plain` fills what it is offered inside the safe area; "
        + "`scrollView` and `list` take the whole offered frame and inset their content",
      facts: [Facts.swiftUIScrollInsets], set: { $0.swiftUIView = $1 }),
    .input(
      "scrollContentSize", .swiftUI, \.scrollContentSize,
      default: "none: no scroll range is derived",
      meaning: "the scroll view's content size (`ScrollGeometry.contentSize`)",
      facts: [Facts.scrollGeometry],
      sample: { g in CGSize(width: g.length(100...500), height: g.length(100...3000)).formatted },
      set: { $0.scrollContentSize = $1 }),
    .output(
      "scrollGeometryContentInsets?", .swiftUI, DirectionalInsets.self,
      reads: [.scrollGeometryContentInsets],
      meaning: "`ScrollGeometry.contentInsets` as `onScrollGeometryChange` reports it: the safe "
        + "area the scroll view respects (bars, `safeAreaInset`, `safeAreaBar`, "
        + "`safeAreaPadding`) plus its content margins, `{top, leading, bottom, trailing}`",
      facts: [Facts.swiftUIScrollInsets, Facts.scrollGeometry, Facts.contentMargins],
      unavailable: notAScrollGeometry,
      read: { r in r.screen.iOSVersion >= 18 ? r.swiftUI?.scroll?.contentInsets : nil }),
    .output(
      "scrollGeometryContentOffset?", .swiftUI, CGPoint.self,
      reads: [.scrollGeometryContentOffset],
      meaning: "`ScrollGeometry.contentOffset` at rest: `{-leading, -top}` of the content insets",
      facts: [Facts.scrollGeometry], unavailable: notAScrollGeometry,
      read: { r in r.screen.iOSVersion >= 18 ? r.swiftUI?.scroll?.contentOffset : nil }),
    .output(
      "scrollGeometryContainerSize?", .swiftUI, CGSize.self,
      reads: [.scrollGeometryContentInsets],
      meaning: "`ScrollGeometry.containerSize`: \"the overall size of the scroll view\"",
      facts: [Facts.scrollGeometry], unavailable: notAScrollGeometry,
      read: { r in r.screen.iOSVersion >= 18 ? r.swiftUI?.scroll?.containerSize : nil }),
    .output(
      "scrollGeometryMaximumContentOffset?", .swiftUI, CGPoint.self,
      reads: [.scrollGeometryContentOffset],
      meaning: "the end of the scroll range: content size + insets − container size, never "
        + "before the resting offset (a re-implementation's clamp)",
      facts: [Facts.scrollGeometry],
      unavailable: notAScrollGeometry + ", with `scrollContentSize`",
      read: { r in r.screen.iOSVersion >= 18 ? r.swiftUI?.scroll?.maximumContentOffset : nil }),
    .output(
      "swiftUIScrollIndicatorInsets?", .swiftUI, DirectionalInsets.self,
      reads: [.swiftUIScrollIndicatorInsets],
      meaning: "where the scroll indicators run: the same safe area plus the "
        + "`.scrollIndicators` (or `.automatic`) content margins",
      facts: [Facts.swiftUIScrollInsets, Facts.contentMargins],
      unavailable: notASwiftUIScrollView, read: { $0.swiftUI?.scroll?.indicatorInsets }),
    .output(
      "containerRelativeSize?", .swiftUI, CGSize.self, reads: [.containerRelativeSize],
      meaning: "what `containerRelativeFrame([.horizontal, .vertical])` gives a view inside the "
        + "scroll view: its size less its safe area",
      facts: [Facts.containerRelativeFrame, Facts.containerRelativeMargins],
      unavailable: notASwiftUIScrollView,
      read: { $0.swiftUI?.scroll?.containerRelativeSize }),
  ]
}

extension SwiftUIView: ScenarioEnum {}

extension LayoutScene {
  /// The SwiftUI chain as the `modifiers` key sets it; setting it makes the
  /// scene a SwiftUI scene.
  var modifierChain: ModifierChain {
    get { ModifierChain(swiftUI?.modifiers ?? []) }
    set {
      var setup = swiftUI ?? SwiftUISetup()
      setup.modifiers = newValue.modifiers
      swiftUI = setup
    }
  }

  /// The innermost view, as the `swiftUIView` key sets it;
  /// setting it makes the scene a SwiftUI scene.
  var swiftUIView: SwiftUIView {
    get { swiftUI?.view ?? .plain }
    set {
      var setup = swiftUI ?? SwiftUISetup()
      setup.view = newValue
      swiftUI = setup
    }
  }

  /// The scroll view's content size, as the `scrollContentSize` key sets it.
  var scrollContentSize: CGSize? {
    get { swiftUI?.scrollContentSize }
    set {
      var setup = swiftUI ?? SwiftUISetup()
      setup.scrollContentSize = newValue
      swiftUI = setup
    }
  }

  /// The software keyboard's height, as the `keyboardHeight` key sets it;
  /// setting it makes the scene a SwiftUI scene.
  var keyboardHeight: CGFloat {
    get { swiftUI?.keyboardHeight ?? 0 }
    set {
      var setup = swiftUI ?? SwiftUISetup()
      setup.keyboardHeight = newValue
      swiftUI = setup
    }
  }
}
