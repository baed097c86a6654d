// MARK: What explain says of a presented view controller.
import Foundation

extension HierarchyRules {
  /// Records a presentation's appearance, its sheet's largest detent and
  /// its detent, each with the facts it rests on.
  static func recordPresentation<T: DerivationTracer>(
    _ setup: PresentationSetup, _ r: PresentationResolution, screen: ScreenResolution,
    assumptions: Assumptions, tracer: inout T
  ) {
    // Only steps read what follows: a resolve that keeps none skips it.
    guard T.isRecording else { return }
    let facts = presentationFacts(setup, r, screen: screen)
    tracer.record(
      .presentation, DerivedValue.text(r.appearance.rawValue),
      rule: "\(setup.style.rawValue) in a \(screen.sizeClasses.horizontal.rawValue) width, "
        + "\(screen.sizeClasses.vertical.rawValue) height on iOS "
        + screen.iOSVersion.formattedVersion
        + (setup.prefersEdgeAttachedInCompactHeight ? ", prefersEdgeAttachedInCompactHeight" : ""),
      facts: facts, inputs: [.sizeClasses])
    if let maximum = r.maximumDetentValue {
      let formSheet = r.appearance == .centeredSheet
      tracer.record(
        .maximumDetentValue, maximum,
        rule: formSheet
          ? "a Liquid Glass form sheet's height, 650"
          : "the window's height less the sheet's top and the bottom safe area",
        facts: formSheet
          ? [Facts.glassFormSheet]
          : [Facts.maximumDetentValue]
            + (screen.usesLiquidGlass ? [Facts.glassSheetTop] : [Facts.sheetTopBeforeIOS26])
            + facts.filter { $0 == Facts.glassHomeButtonSheetGap },
        inputs: [.presentation, .windowSafeAreaInsets])
    }
    if let value = r.detentValue {
      let rule: String
      let facts: [Fact]
      switch setup.detent {
      case .large:
        rule = ".large(): the maximum"
        facts = [Facts.maximumDetentValue]
      case .medium:
        rule =
          r.appearance == .edgeAttachedSheet
          ? ".medium() is inactive in a compact height: the maximum"
          : screen.usesLiquidGlass
            ? ".medium(): 425/759 of the maximum, to the pixel"
            : ".medium(): the assumed fraction \(PointNotation.format(assumptions.mediumDetentFractionBeforeIOS26)) of the screen's height, at most the maximum"
        facts =
          screen.usesLiquidGlass ? [Facts.mediumDetentGlass] : [Facts.mediumDetentBeforeIOS26]
      case .custom(let v):
        rule = "custom \(PointNotation.format(v)), at most the maximum"
        facts = [Facts.customDetent]
      }
      tracer.record(
        .detentValue, value, rule: rule, facts: facts, inputs: [.maximumDetentValue])
    }
  }

  /// The facts a presentation's appearance and frame rest on.
  static func presentationFacts(
    _ setup: PresentationSetup, _ r: PresentationResolution, screen: ScreenResolution
  ) -> [Fact] {
    var facts = [Facts.presentationAdaptation]
    switch r.appearance {
    case .sheet:
      let top =
        !screen.usesLiquidGlass
        ? Facts.sheetTopBeforeIOS26
        : screen.idiom == .pad ? Facts.glassPadPageSheet : Facts.glassSheetTop
      facts += [top, Facts.presentedSafeArea]
      // A home-button phone's glass sheet: the printed floor unless a row
      // sets the gap (PresentationRules.sheetTop).
      if screen.usesLiquidGlass, screen.idiom != .pad, screen.homeIndicatorInset <= 0 {
        facts.append(Facts.glassHomeButtonSheetGap)
      }
      if !r.isLarge { facts.append(Facts.customDetent) }
      facts += PresentationRules.glassCardFacts(r, glass: screen.usesLiquidGlass)
    case .edgeAttachedSheet: facts.append(Facts.edgeAttachedSheet)
    case .centeredSheet:
      if screen.usesLiquidGlass, setup.style == .formSheet, setup.preferredContentSize == nil {
        facts.append(Facts.glassFormSheet)
      } else {
        facts.append(setup.style == .formSheet ? Facts.formSheetSize : Facts.padPageSheetSize)
        facts.append(Facts.regularWidthSheetDetents)
      }
    case .popover:
      facts.append(screen.usesLiquidGlass ? Facts.glassPopover : Facts.popoverArrow)
    case .fullScreen, .currentContext: facts.append(Facts.presentedSafeArea)
    }
    return facts
  }
}
