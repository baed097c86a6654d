import Foundation

/// A scroll view's scroll indicators, resolved: how far each indicator's
/// track stands in from the scroll view's edges.
public struct ScrollIndicatorInsets: Sendable, Hashable {
  /// The vertical indicator's effective insets: its track runs between the
  /// top and bottom values, the right value (the left in right-to-left) off
  /// the edge it hugs.
  public var vertical: Insets
  /// The horizontal indicator's effective insets: its track runs between the
  /// left and right values, the bottom value off the bottom edge.
  public var horizontal: Insets

  public init(vertical: Insets = .zero, horizontal: Insets = .zero) {
    self.vertical = vertical
    self.horizontal = horizontal
  }
}

/// Where a scroll view's indicators run: the insets app code sets plus what
/// the system adds.
///
/// The picture, for the vertical indicator of a scroll view under a
/// navigation bar and over a tab bar (iOS 13 and later, the flag on):
///
///     ┌──────────── bounds ────────────┐  ─┬─ safe area top (bars)
///     │                               ┃│   │  + verticalScrollIndicatorInsets.top
///     │                               ┃│  ─┴─ the track starts
///     │                               ┃│
///     │                               ┃│  ─┬─ the track ends
///     │  tab bar                       │   │  safe area bottom + …bottom
///     └────────────────────────────────┘  ─┴─
///
/// - iOS 13 and later: app-set insets plus the scroll view's `safeAreaInsets`
///   when `automaticallyAdjustsScrollIndicatorInsets` (the default), whatever
///   `contentInsetAdjustmentBehavior` says, `.never` included
///   ([rn-28140], [rn-29809], [bluesky-7131]; ``Facts/indicatorsIOS13``).
/// - iOS 11 and 12, before the flag: the safe area was added only when the
///   behaviour is not `.never` ([openradar-35721413], [rn-28140];
///   ``Facts/indicatorsIOS11``), on the edges `adjustedContentInset` adjusted
///   (the named assumption `assumeLegacyIndicatorsFollowAdjustedEdges`).
public enum ScrollIndicatorRules {
  /// What the system adds to the app-set indicator insets.
  ///
  ///     ScrollIndicatorRules.systemPart(
  ///       iOSVersion: 18, automaticallyAdjusts: true, behavior: .never,
  ///       safeAreaInsets: Insets(top: 0, left: 0, bottom: 83, right: 0), adjustedEdges: [],
  ///       legacyFollowsAdjustedEdges: true)
  ///     // {0, 0, 83, 0}: iOS 13 and later add the safe area even under .never
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func systemPart(
    iOSVersion: CGFloat, automaticallyAdjusts: Bool, behavior: ContentInsetAdjustmentBehavior,
    safeAreaInsets: Insets, adjustedEdges: RectEdge, legacyFollowsAdjustedEdges: Bool
  ) -> Insets {
    if iOSVersion >= 13 { return automaticallyAdjusts ? safeAreaInsets : .zero }
    if behavior == .never { return .zero }
    return legacyFollowsAdjustedEdges ? safeAreaInsets.masked(to: adjustedEdges) : safeAreaInsets
  }

  /// Both indicators' effective insets, each reported to `tracer`.
  ///
  /// - Complexity: O(1), no allocation.
  @inlinable
  public static func resolve<Tracer: DerivationTracer>(
    _ s: ScrollViewSetup, iOSVersion: CGFloat, safeAreaInsets: Insets, adjustedEdges: RectEdge,
    assumptions: Assumptions, tracer: inout Tracer
  ) -> ScrollIndicatorInsets {
    let added = systemPart(
      iOSVersion: iOSVersion, automaticallyAdjusts: s.automaticallyAdjustsScrollIndicatorInsets,
      behavior: s.contentInsetAdjustmentBehavior, safeAreaInsets: safeAreaInsets,
      adjustedEdges: adjustedEdges,
      legacyFollowsAdjustedEdges: assumptions.legacyIndicatorsFollowAdjustedEdges)
    let result = ScrollIndicatorInsets(
      vertical: s.verticalScrollIndicatorInsets + added,
      horizontal: s.horizontalScrollIndicatorInsets + added)
    guard Tracer.isRecording else { return result }
    let why: String
    let facts: [Fact]
    if iOSVersion >= 13 {
      why =
        s.automaticallyAdjustsScrollIndicatorInsets
        ? "iOS \(iOSVersion.formattedVersion): + safeAreaInsets \(safeAreaInsets) "
          + "(automaticallyAdjustsScrollIndicatorInsets, whatever the behaviour)"
        : "iOS \(iOSVersion.formattedVersion): nothing added "
          + "(automaticallyAdjustsScrollIndicatorInsets off)"
      facts = [Facts.indicatorInsets, Facts.indicatorsAutomaticFlag, Facts.indicatorsIOS13]
    } else {
      why =
        s.contentInsetAdjustmentBehavior == .never
        ? "iOS \(iOSVersion.formattedVersion): nothing added under .never"
        : "iOS \(iOSVersion.formattedVersion): + safeAreaInsets \(safeAreaInsets) on "
          + (assumptions.legacyIndicatorsFollowAdjustedEdges
            ? "the adjusted edges \(adjustedEdges)" : "every edge")
          + " (.\(s.contentInsetAdjustmentBehavior.rawValue))"
      facts = [Facts.indicatorInsets, Facts.indicatorsIOS11, Facts.legacyIndicatorEdges]
    }
    tracer.record(
      .verticalScrollIndicatorInsets, result.vertical,
      rule: "verticalScrollIndicatorInsets \(s.verticalScrollIndicatorInsets) \(why)",
      facts: facts, inputs: [.safeAreaInsets, .adjustedContentInset])
    tracer.record(
      .horizontalScrollIndicatorInsets, result.horizontal,
      rule: "horizontalScrollIndicatorInsets \(s.horizontalScrollIndicatorInsets) \(why)",
      facts: facts, inputs: [.safeAreaInsets, .adjustedContentInset])
    return result
  }
}
