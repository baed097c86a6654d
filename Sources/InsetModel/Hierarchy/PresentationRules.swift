import Foundation

/// `UIModalPresentationStyle`, as far as the model follows it.
public enum ModalPresentationStyle: String, Sendable, Hashable, CaseIterable {
  /// iOS 13+: a page sheet for a plain view controller ([wwdc19-224] 12:09).
  case automatic
  /// `.fullScreen`: covers the whole window; the presenting view controller's views are removed.
  case fullScreen
  /// `.pageSheet`: a sheet that partially covers the content beneath; from iOS 13, in a compact
  /// width, attached to the bottom edge.
  case pageSheet
  /// `.formSheet`: a sheet centred in a regular-width window; in a compact width, as `.pageSheet`.
  case formSheet
  /// `.popover`: a popover in a regular width; in a compact width it adapts to a sheet.
  case popover
  /// `.overFullScreen`: covers the whole window; the presenting views stay beneath.
  case overFullScreen
  /// `.currentContext`: covers the view of the view controller that defines the presentation
  /// context.
  case currentContext
  /// `.overCurrentContext`: as `.currentContext`, with the presenting views left beneath.
  case overCurrentContext
}

/// A sheet detent: `.large()`, `.medium()` or a custom value (iOS 16).
public enum SheetDetent: Sendable, Hashable {
  /// `.large()`: the sheet at its full height.
  case large
  /// `.medium()`: the sheet at about half the screen's height.
  case medium
  /// A custom detent's value: the height of the sheet above the bottom safe
  /// area ([openuikit-detents]; [truesheet-749]).
  case custom(CGFloat)
}

/// How a view controller is presented: what `modalPresentationStyle` and its
/// sheet presentation controller say.
public struct PresentationSetup: Sendable, Hashable {
  /// `modalPresentationStyle`, default `.automatic`.
  public var style: ModalPresentationStyle = .automatic
  /// The detent the sheet rests at (`selectedDetentIdentifier`), default `.large`.
  public var detent: SheetDetent = .large
  /// `prefersEdgeAttachedInCompactHeight` (iOS 15), default `false`.
  public var prefersEdgeAttachedInCompactHeight = false
  /// `widthFollowsPreferredContentSizeWhenEdgeAttached` (iOS 15), default `false`.
  public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
  /// `preferredContentSize`; `nil` is unset.
  public var preferredContentSize: CGSize?
  /// A popover's `permittedArrowDirections`; `nil` is `.any`, where UIKit
  /// picks the direction from the anchor, which the model does not place.
  public var permittedArrowDirections: Set<PopoverArrowDirection>? {
    get {
      arrowDirectionBits.map { bits in
        Set(PopoverArrowDirection.allCases.filter { bits & $0.bit != 0 })
      }
    }
    set { arrowDirectionBits = newValue.map { $0.reduce(0) { $0 | $1.bit } } }
  }
  /// ``permittedArrowDirections`` as bits: a set is a reference, and a
  /// setup without one copies as plain bytes (a hierarchy's nodes are
  /// copied as they are folded).
  private var arrowDirectionBits: UInt8?

  /// Creates a presentation in `style`, with UIKit's defaults for the sheet.
  public init(style: ModalPresentationStyle = .automatic) { self.style = style }
}

/// `UIPopoverArrowDirection`: the edge of the popover its arrow is on,
/// pointing that way ([ad-permittedarrowdirections]).
public enum PopoverArrowDirection: String, Sendable, Hashable, CaseIterable {
  /// `.up`: the arrow on the popover's top edge.
  case up
  /// `.down`: on its bottom edge.
  case down
  /// `.left`: on its left edge.
  case left
  /// `.right`: on its right edge.
  case right

  /// Its bit in ``PresentationSetup``'s storage.
  var bit: UInt8 {
    switch self {
    case .up: 1
    case .down: 2
    case .left: 4
    case .right: 8
    }
  }
}

/// How a presentation appears once UIKit has adapted it to the size classes.
public enum PresentationAppearance: String, Sendable, Hashable, CaseIterable {
  /// The whole window (`fullScreen`, `overFullScreen`, or a sheet in a
  /// compact height).
  case fullScreen
  /// A sheet attached to the bottom edge (compact width, or a compact height
  /// with `prefersEdgeAttachedInCompactHeight`).
  case sheet
  /// A sheet attached to the bottom edge in a compact height.
  case edgeAttachedSheet
  /// A sheet floating in the middle of a regular-width window.
  case centeredSheet
  /// A popover in a regular width.
  case popover
  /// Over the presenting context's view (`currentContext`, `overCurrentContext`).
  case currentContext

  /// Whether a navigation bar inside it is a presented sheet's bar.
  @inlinable public var isSheet: Bool {
    self == .sheet || self == .edgeAttachedSheet || self == .centeredSheet
  }
}

/// A presentation, resolved: where the presented view controller's root
/// view is, and its safe area.
public struct PresentationResolution: Sendable, Hashable {
  /// The style as adapted ([ad-modalpresentationstyle]).
  public var appearance: PresentationAppearance
  /// The root view's frame in the window.
  public var frame: CGRect
  /// The root view's `safeAreaInsets`, before its own additional insets.
  public var safeAreaInsets: Insets
  /// `maximumDetentValue` of a sheet's detent resolution context.
  public var maximumDetentValue: CGFloat?
  /// The value of the detent the sheet rests at.
  public var detentValue: CGFloat?
  /// Whether the sheet rests at its full height.
  public var isLarge: Bool
  /// A popover's arrow direction, where the setup permits only one; `nil`
  /// otherwise (and for every other appearance).
  public var arrowDirection: PopoverArrowDirection?
  /// Whether the root view's bottom inset is unknown: a Liquid Glass card
  /// under 200 pt at a height no source printed, with no
  /// ``Assumptions/glassCardBottomInset`` given (the row is an error).
  public var bottomInsetUnprinted = false
}

/// How a modal presentation places the presented view controller's root view
/// and what safe area it gets.
///
/// The picture, for a sheet on a phone in portrait (compact width, regular
/// height):
///
///     y = 0      ┌────────────────┐
///                │ status bar     │ window safe top S
///     S + gap    ├────────────────┤ ┐  sheet at .large: the whole height
///                │                │ │  maximumDetentValue
///     H - v - B  ├────────────────┤ │  a detent v < maximum: v + B tall
///                │ sheet content  │ │
///     H - B      ├────────────────┤ ┘
///                │ home indicator │ B, the sheet's bottom safe area
///     y = H      └────────────────┘
public enum PresentationRules {
  /// What a presentation gives: adapted style, frame, safe area, detent values.
  ///
  /// `window` is the window's safe area with the status bar's cover;
  /// `context` is the presenting context's root view frame in the window (for
  /// `currentContext` and `overCurrentContext`); `arrowHeight` is the
  /// popover arrow's depth when the scene gives it.
  ///
  /// - Complexity: O(1), no allocation.
  public static func resolve(
    _ setup: PresentationSetup, screen: ScreenResolution, window: Insets, context: CGRect,
    arrowHeight: CGFloat?, assumptions: Assumptions
  ) -> PresentationResolution {
    let size = screen.screenSize
    let bounds = CGRect(origin: .zero, size: size)
    let traits = screen.sizeClasses
    let glass = screen.usesLiquidGlass
    let version = screen.iOSVersion
    func overlap(_ frame: CGRect) -> Insets {
      SafeAreaPropagation.subviewSafeAreaInsets(
        superviewBounds: bounds, superviewSafeAreaInsets: window, frame: frame)
    }
    func full() -> PresentationResolution {
      PresentationResolution(
        appearance: .fullScreen, frame: bounds, safeAreaInsets: overlap(bounds),
        maximumDetentValue: nil, detentValue: nil, isLarge: true)
    }
    var style = setup.style
    if style == .automatic { style = version >= 13 ? .pageSheet : .fullScreen }  // [wwdc19-224] 12:09
    switch style {
    case .fullScreen, .overFullScreen, .automatic:
      return full()
    case .currentContext, .overCurrentContext:
      return PresentationResolution(
        appearance: .currentContext, frame: context, safeAreaInsets: overlap(context),
        maximumDetentValue: nil, detentValue: nil, isLarge: true)
    case .pageSheet, .formSheet, .popover:
      break
    }
    // Compact width: sheets (and popovers, which adapt to sheets) attach to
    // the bottom; before iOS 13 they filled the screen ([wwdc19-224] 10:45,
    // 14:14). Compact height: full screen unless edge-attached (iOS 15+,
    // [ad-prefersedgeattachedincompactheight]).
    let compactWidth = traits.horizontal == .compact
    let compactHeight = traits.vertical == .compact
    if version < 13, compactWidth || compactHeight { return full() }
    if compactHeight, compactWidth || version >= 15 {
      guard setup.prefersEdgeAttachedInCompactHeight, version >= 15 else { return full() }
      return edgeAttached(setup, size: size, window: window, assumptions: assumptions)
    }
    if compactWidth {
      return sheet(
        setup, size: size, window: window, screen: screen, glass: glass, assumptions: assumptions)
    }
    // Regular width: a popover stays one; sheets float centred.
    if style == .popover {
      let content = setup.preferredContentSize ?? .zero
      // Under Liquid Glass a popover is its preferred size with no arrow
      // added ([openuikit-sheet-metrics]: `_UIPopoverView [561, 62, 240, 180]`
      // for 240 × 180) unless the row gives an arrow; before, the content
      // view includes the arrow, which its safe area excludes on the arrow's
      // edge ([popover-arrow-ios13]). With `.any` permitted the model puts it
      // at the top.
      let arrow = arrowHeight ?? 0
      let only = setup.permittedArrowDirections.flatMap { $0.count == 1 ? $0.first : nil }
      let direction = only ?? .up
      let vertical = direction == .up || direction == .down
      let width = content.width + (vertical ? 0 : arrow)
      let height = content.height + (vertical ? arrow : 0)
      let frame = CGRect(
        x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
      var safe = Insets.zero
      switch direction {
      case .up: safe.top = arrow
      case .down: safe.bottom = arrow
      case .left: safe.left = arrow
      case .right: safe.right = arrow
      }
      var resolution = PresentationResolution(
        appearance: .popover, frame: frame, safeAreaInsets: safe,
        maximumDetentValue: nil, detentValue: nil, isLarge: true)
      resolution.arrowDirection = only
      return resolution
    }
    if glass, style == .pageSheet, size.height > size.width {
      // Under Liquid Glass a page sheet in a portrait regular-width window
      // is the phone's sheet, full width, 10 below the safe-area top
      // ([openuikit-sheet-metrics]: (0, 42, 820, 1138) on an iPad (A16)).
      return sheet(
        setup, size: size, window: window, screen: screen, glass: glass, assumptions: assumptions)
    }
    if glass, style == .formSheet, setup.preferredContentSize == nil {
      return glassFormSheet(
        setup, size: size, window: window, screen: screen, assumptions: assumptions)
    }
    let sheetSize: CGSize
    if style == .formSheet {
      sheetSize = setup.preferredContentSize ?? .zero
    } else {
      let preferred = assumptions.padPageSheetSize
      sheetSize = CGSize(
        width: min(preferred.width, size.width - 2 * 44),  // [flowstack-30]
        height: min(preferred.height, size.height - 2 * 44))  // [flowstack-30]
    }
    let frame = CGRect(
      x: (size.width - sheetSize.width) / 2, y: (size.height - sheetSize.height) / 2,
      width: sheetSize.width, height: sheetSize.height)
    return PresentationResolution(
      appearance: .centeredSheet, frame: frame, safeAreaInsets: overlap(frame),
      maximumDetentValue: nil, detentValue: nil, isLarge: true)
  }

  /// Where a sheet attached to the bottom edge starts at its full height,
  /// below a window whose safe area is `window`.
  ///
  /// Under Liquid Glass a phone's sheet starts at the safe-area top, at
  /// least 30 pt down: 59 on an iPhone 16, 30 on an iPhone SE whether its
  /// status bar shows (top 20) or not (top 0); an iPad's portrait page sheet
  /// 10 below the safe-area top, 42 under a top of 32
  /// ([openuikit-sheet-metrics]), which the model takes for every iPad sheet
  /// attached to the bottom (a narrow window's too: none was printed). A row's `assumeGlassHomeButtonSheetGap`
  /// puts a home-button phone's sheet that far below its safe-area top
  /// instead. Before iOS 26, 10 below it on a home-indicator phone and 20 on
  /// a home-button one ([bh-sheetinteraction]).
  ///
  ///     PresentationRules.sheetTop(
  ///       window: Insets(top: 20, left: 0, bottom: 0, right: 0), glass: true,
  ///       hasHomeIndicator: false, idiom: .phone, assumptions: Assumptions())  // 30
  @inlinable
  public static func sheetTop(
    window: Insets, glass: Bool, hasHomeIndicator: Bool, idiom: Device.Idiom,
    assumptions: Assumptions
  ) -> CGFloat {
    guard glass else { return window.top + (hasHomeIndicator ? 10 : 20) }  // [bh-sheetinteraction]
    if idiom == .pad { return window.top + glassPadSheetGap }
    if !hasHomeIndicator, let gap = assumptions.glassHomeButtonSheetGap { return window.top + gap }
    return max(glassPhoneSheetMinimumTop, window.top)
  }

  /// Under Liquid Glass, the least distance from the window's top to a
  /// phone sheet's top: 30, printed on an iPhone SE with its status bar shown
  /// and hidden ([openuikit-sheet-metrics]).
  public static let glassPhoneSheetMinimumTop: CGFloat = 30  // [openuikit-sheet-metrics]

  /// Under Liquid Glass, how far below an iPad's safe-area top a portrait
  /// page sheet starts: 42 printed under a top of 32 ([openuikit-sheet-metrics]).
  public static let glassPadSheetGap: CGFloat = 10  // [openuikit-sheet-metrics]

  /// The `.medium()` detent's value: under Liquid Glass 425/759 of
  /// `maximum`, rounded to the pixel of `scale` (425 of 759 on an iPhone 16,
  /// [openuikit-detents]; 356.5 of 637 on an iPhone SE,
  /// [openuikit-sheet-detent-tests]); before, the assumed fraction of the
  /// screen's `height`.
  ///
  ///     PresentationRules.mediumDetent(
  ///       maximum: 637, height: 667, scale: 2, glass: true, assumptions: Assumptions())
  ///     // 356.5
  @inlinable
  public static func mediumDetent(
    maximum: CGFloat, height: CGFloat, scale: CGFloat, glass: Bool, assumptions: Assumptions
  ) -> CGFloat {
    guard glass else { return height * assumptions.mediumDetentFractionBeforeIOS26 }
    let value = maximum * glassMediumDetentRatio
    guard scale > 0 else { return value }
    return (value * scale).rounded() / scale
  }

  /// Under Liquid Glass, `.medium()` as a fraction of `maximumDetentValue`:
  /// 425/759, printed on an iPhone 16 ([openuikit-detents]) and matching the
  /// iPhone SE's 356.5 of 637 ([openuikit-sheet-detent-tests]).
  public static let glassMediumDetentRatio: CGFloat = 425.0 / 759.0  // [openuikit-detents]

  static func sheet(
    _ setup: PresentationSetup, size: CGSize, window: Insets, screen: ScreenResolution,
    glass: Bool, assumptions: Assumptions
  ) -> PresentationResolution {
    let top = sheetTop(
      window: window, glass: glass, hasHomeIndicator: screen.homeIndicatorInset > 0,
      idiom: screen.idiom, assumptions: assumptions)
    let maximum = max(0, size.height - top - window.bottom)
    let value = detentValue(
      setup.detent, maximum: maximum, height: size.height, scale: screen.scale, glass: glass,
      assumptions: assumptions)
    let isLarge = value >= maximum
    // A Liquid Glass card under 200 pt is the detent's height, unscaled
    // ([openuikit-detents]: 100 → 89.05 tall at 349.97/393); from 200 up,
    // and before iOS 26, the detent plus the bottom safe area.
    let card = glass && !isLarge && value < glassCardFullInsetHeight
    let height = isLarge ? size.height - top : value + (card ? 0 : window.bottom)
    let frame = CGRect(x: 0, y: size.height - height, width: size.width, height: height)
    let bounds = CGRect(origin: .zero, size: size)
    var insets = SafeAreaPropagation.subviewSafeAreaInsets(
      superviewBounds: bounds, superviewSafeAreaInsets: window, frame: frame)
    // A Liquid Glass card under 200 pt reads a smaller bottom inset: the
    // printed heights, nothing where the window has no bottom inset, else
    // the row's assumption (else the row is an error).
    var unprinted = false
    if card {
      if window.bottom == 0 {
        insets.bottom = 0
      } else if let printed = glassCardBottomInset(value, size: size, window: window) {
        insets.bottom = printed
      } else if let assumed = assumptions.glassCardBottomInset {
        insets.bottom = assumed
      } else {
        unprinted = true
      }
    }
    var resolution = PresentationResolution(
      appearance: .sheet, frame: frame, safeAreaInsets: insets,
      maximumDetentValue: maximum, detentValue: value, isLarge: isLarge)
    resolution.bottomInsetUnprinted = unprinted
    return resolution
  }

  /// Under Liquid Glass, a regular-width form sheet's size when the row gives
  /// no `preferredContentSize`: 580 × 650, printed on an iPad (A16)
  /// ([openuikit-sheet-metrics]) and an iPad Air 13-inch (M4) ([chatty-ipad]).
  public static let glassFormSheetSize = CGSize(width: 580, height: 650)  // [openuikit-sheet-metrics] [chatty-ipad]

  /// The room a Liquid Glass form sheet leaves below it beyond centring:
  /// its top is (height − 650 − 10) / 2, 260 on 1180, 353 on 1366
  /// ([openuikit-sheet-metrics], [chatty-ipad]).
  public static let glassFormSheetVerticalSlack: CGFloat = 10  // [openuikit-sheet-metrics]

  /// A Liquid Glass form sheet of the printed size in a regular width:
  /// centred across, 5 pt above the centre at its full height, and a detent
  /// below 650 keeps its bottom edge and grows up ([openuikit-sheet-metrics]:
  /// (120, 260, 580, 650); custom 343 → (120, 567, 580, 343)).
  ///
  /// - Complexity: O(1), no allocation.
  static func glassFormSheet(
    _ setup: PresentationSetup, size: CGSize, window: Insets, screen: ScreenResolution,
    assumptions: Assumptions
  ) -> PresentationResolution {
    let full = glassFormSheetSize
    let maximum = full.height
    let value = detentValue(
      setup.detent, maximum: maximum, height: size.height, scale: screen.scale, glass: true,
      assumptions: assumptions)
    let top = (size.height - full.height - glassFormSheetVerticalSlack) / 2
    let frame = CGRect(
      x: (size.width - full.width) / 2, y: top + maximum - value, width: full.width, height: value
    )
    let bounds = CGRect(origin: .zero, size: size)
    return PresentationResolution(
      appearance: .centeredSheet, frame: frame,
      safeAreaInsets: SafeAreaPropagation.subviewSafeAreaInsets(
        superviewBounds: bounds, superviewSafeAreaInsets: window, frame: frame),
      maximumDetentValue: maximum, detentValue: value, isLarge: value >= maximum)
  }

  /// The lowest detent value at which a Liquid Glass card was printed reading
  /// the whole bottom inset (34 at 200 on an iPhone 16, [openuikit-detents]).
  public static let glassCardFullInsetHeight: CGFloat = 200  // [openuikit-detents]

  /// The detent values under 200 pt at which a Liquid Glass card's bottom
  /// inset was printed, on a 393 × 852 iPhone 16 window whose bottom inset is
  /// 34 (``Facts/glassCardBottomInset``): 10 → 0, 100 → 11, 144 → 31.333.
  public static let glassCardPrintedBottomInsets: [(detent: CGFloat, bottom: CGFloat)] = [
    (10, 0), (100, 11), (144, 31.333),  // [openuikit-detents]
  ]

  /// The facts a phone sheet below its full height rests on under Liquid
  /// Glass: the card, and under 200 pt its bottom inset.
  public static func glassCardFacts(_ r: PresentationResolution, glass: Bool) -> [Fact] {
    guard glass, !r.isLarge else { return [] }
    guard (r.detentValue ?? 0) < glassCardFullInsetHeight else { return [Facts.glassCard] }
    return [Facts.glassCard, Facts.glassCardBottomInset, Facts.glassCardBottomInsetOther]
  }

  /// The bottom inset printed for a Liquid Glass card resting at `value` in a
  /// window of `size` whose safe area is `window`; `nil` where none was
  /// printed (another height, another window). No rule between the printed
  /// heights is published, so none is interpolated.
  ///
  ///     PresentationRules.glassCardBottomInset(
  ///       100, size: CGSize(width: 393, height: 852),
  ///       window: Insets(top: 59, left: 0, bottom: 34, right: 0))  // 11
  ///
  /// - Complexity: O(1).
  public static func glassCardBottomInset(_ value: CGFloat, size: CGSize, window: Insets)
    -> CGFloat?
  {
    guard size == CGSize(width: 393, height: 852), window.top == 59, window.bottom == 34
    else { return nil }
    return glassCardPrintedBottomInsets.first { $0.detent == value }?.bottom
  }

  static func edgeAttached(
    _ setup: PresentationSetup, size: CGSize, window: Insets, assumptions: Assumptions
  ) -> PresentationResolution {
    let width =
      setup.widthFollowsPreferredContentSizeWhenEdgeAttached
      ? setup.preferredContentSize?.width ?? 0
      : size.width - window.left - window.right  // [ad-widthfollowspreferredcontentsize]
    let top = window.top + assumptions.edgeAttachedSheetTopGap
    let maximum = max(0, size.height - top - window.bottom)
    let frame = CGRect(
      x: (size.width - width) / 2, y: top, width: width, height: size.height - top)
    let bounds = CGRect(origin: .zero, size: size)
    // `.medium()` is inactive in a compact height ([ad-detent]).
    return PresentationResolution(
      appearance: .edgeAttachedSheet, frame: frame,
      safeAreaInsets: SafeAreaPropagation.subviewSafeAreaInsets(
        superviewBounds: bounds, superviewSafeAreaInsets: window, frame: frame),
      maximumDetentValue: maximum, detentValue: maximum, isLarge: true)
  }

  /// A detent's value: `.large()` is the maximum; a value at or above the
  /// maximum rests at full height ([openuikit-detents]).
  @inlinable
  public static func detentValue(
    _ detent: SheetDetent, maximum: CGFloat, height: CGFloat, scale: CGFloat, glass: Bool,
    assumptions: Assumptions
  ) -> CGFloat {
    switch detent {
    case .large: return maximum
    case .medium:
      return min(
        maximum,
        mediumDetent(
          maximum: maximum, height: height, scale: scale, glass: glass, assumptions: assumptions))
    case .custom(let v): return min(maximum, max(0, v))
    }
  }
}
