import Foundation

// MARK: SwiftUI scroll views, frames and content margins

extension SwiftUILayout {
  /// A view of `size` placed in `area` by `alignment` (leading is the left
  /// in left-to-right, the right in right-to-left): `frame(width:height:
  /// alignment:)` "positions this view within an invisible frame"
  /// ([ad-swiftui-frame]) by its alignment; the hosting view centres its
  /// content.
  @inlinable
  public static func place(
    _ size: CGSize, in area: CGRect, alignment: FrameAlignment,
    direction: UserInterfaceLayoutDirection
  ) -> CGRect {
    var h = alignment.horizontal
    if direction == .rightToLeft { h = -h }
    let x =
      h < 0 ? area.minX : h > 0 ? area.maxX - size.width : area.minX + (area.width - size.width) / 2
    let v = alignment.vertical
    let y =
      v < 0
      ? area.minY : v > 0 ? area.maxY - size.height : area.minY + (area.height - size.height) / 2
    return CGRect(x: x, y: y, width: size.width, height: size.height)
  }

  /// The content margins a scroll view at the innermost end of `modifiers`
  /// gets, per placement: per edge the innermost `contentMargins` that sets
  /// it wins ("modifiers with the same placement will override modifiers
  /// higher up", [ad-contentmargins]); `.automatic` sets both placements
  /// ([ad-contentmarginplacement]).
  ///
  /// - Complexity: O(modifiers), no allocation.
  public static func contentMargins(
    _ modifiers: [SwiftUIModifier], direction: UserInterfaceLayoutDirection
  ) -> (content: Insets, indicators: Insets) {
    var content = Insets.zero
    var indicators = Insets.zero
    var contentSet: RectEdge = []
    var indicatorsSet: RectEdge = []
    for modifier in modifiers {
      guard case .contentMargins(let amount, let placement) = modifier else { continue }
      let edges: RectEdge
      switch amount {
      case .insets: edges = .all
      case .edges(let set, _): edges = set.absolute(in: direction)
      }
      // A nil length is refused by the parser; 0 keeps a scene built in code total.
      let values = amount.absolute(in: direction, defaultLength: 0)
      for side in Side.allCases where edges.contains(RectEdge(side)) {
        if placement.insetsContent, !contentSet.contains(RectEdge(side)) {
          content[side] = values[side]
          contentSet.insert(RectEdge(side))
        }
        if placement.insetsIndicators, !indicatorsSet.contains(RectEdge(side)) {
          indicators[side] = values[side]
          indicatorsSet.insert(RectEdge(side))
        }
      }
    }
    return (content, indicators)
  }

  /// The scroll view a scene's innermost `ScrollView` or `List` is: it takes
  /// the whole frame it is offered, safe area included, and insets its
  /// content by the safe area it respects plus its content margins
  /// ([ad-contentmargins]: "the safe area plus an additional 20 points"), its
  /// indicators by the same safe area plus the indicator margins.
  /// `safeAreaInset`, `safeAreaBar` and `safeAreaPadding` add to that safe
  /// area ([osui-inset]); `padding` shrinks the frame instead.
  public func scroll(_ result: Result, subtractsContentMargins: Bool) -> SwiftUIScrollResolution? {
    guard setup.view.scrolls else { return nil }
    let margins = Self.contentMargins(setup.modifiers, direction: direction)
    let safe = result.respectedSafeArea
    let content = DirectionalInsets(safe + margins.content, in: direction)
    let indicators = DirectionalInsets(safe + margins.indicators, in: direction)
    let size = result.offeredFrame.size
    let subtracted = subtractsContentMargins ? safe + margins.content : safe
    return SwiftUIScrollResolution(
      contentInsets: content, indicatorInsets: indicators, containerSize: size,
      contentOffset: CGPoint(x: -content.leading, y: -content.top),
      contentSize: setup.scrollContentSize,
      containerRelativeSize: CGSize(
        width: size.width - subtracted.horizontal, height: size.height - subtracted.vertical))
  }

  /// The innermost scroll view, when the innermost view scrolls.
  ///
  /// - Complexity: O(modifiers).
  public func scrollResolution() -> SwiftUIScrollResolution? {
    guard setup.view.scrolls else { return nil }
    return scroll(fold(), subtractsContentMargins: containerRelativeFrameSubtractsContentMargins)
  }

  /// Reports a scroll view's quantities to `tracer` (``resolve(tracer:)`` calls it).
  public func recordScroll<Tracer: DerivationTracer>(
    _ scroll: SwiftUIScrollResolution, result: Result, subtractsContentMargins: Bool,
    tracer: inout Tracer
  ) {
    guard Tracer.isRecording else { return }
    let margins = Self.contentMargins(setup.modifiers, direction: direction)
    let kind = setup.view == .list ? "List" : "ScrollView"
    tracer.record(
      .scrollGeometryContentInsets, scroll.contentInsets,
      rule: "\(kind): the safe area it respects \(result.respectedSafeArea) (its frame "
        + "\(GeometryNotation.format(result.offeredFrame)) takes the unsafe area in) + content "
        + "margins \(margins.content)",
      facts: [Facts.swiftUIScrollInsets, Facts.contentMargins, Facts.scrollGeometry],
      inputs: [.swiftUIFrame])
    tracer.record(
      .scrollGeometryContentOffset, scroll.contentOffset,
      rule: "at rest: {-contentInsets.leading, -contentInsets.top}",
      facts: [Facts.scrollGeometry], inputs: [.scrollGeometryContentInsets])
    tracer.record(
      .swiftUIScrollIndicatorInsets, scroll.indicatorInsets,
      rule: "the same safe area + indicator margins \(margins.indicators)",
      facts: [Facts.swiftUIScrollInsets, Facts.contentMargins], inputs: [.swiftUIFrame])
    tracer.record(
      .containerRelativeSize, scroll.containerRelativeSize,
      rule: "the scroll view's size \(GeometryNotation.format(scroll.containerSize)) less its "
        + "safe area" + (subtractsContentMargins ? " and content margins" : ""),
      facts: [Facts.containerRelativeFrame, Facts.containerRelativeMargins],
      inputs: [.scrollGeometryContentInsets])
  }
}
