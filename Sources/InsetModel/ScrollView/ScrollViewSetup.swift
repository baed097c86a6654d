import Foundation

/// `UIScrollView.ContentInsetAdjustmentBehavior`: how the safe area is added to
/// `contentInset` to give `adjustedContentInset` ([hdr-uiscrollview]).
public enum ContentInsetAdjustmentBehavior: String, Sendable, Hashable, CaseIterable {
  /// "Similar to .scrollableAxes, but for backward compatibility will also adjust
  /// the top & bottom contentInset when the scroll view is owned by a view
  /// controller with automaticallyAdjustsScrollViewInsets = YES inside a
  /// navigation controller, regardless of whether the scroll view is
  /// scrollable" ([hdr-uiscrollview]). The default.
  case automatic
  /// "Edges for scrollable axes are adjusted (i.e., contentSize.width/height >
  /// frame.size.width/height or alwaysBounceHorizontal/Vertical = YES)" ([hdr-uiscrollview]).
  case scrollableAxes
  /// "contentInset is not adjusted" ([hdr-uiscrollview]).
  case never
  /// "contentInset is always adjusted by the scroll view's safeAreaInsets" ([hdr-uiscrollview]).
  case always
}

/// What app code sets on a `UIScrollView` (or a table or collection view).
public struct ScrollViewSetup: Sendable, Hashable {
  /// Default `.automatic` ([ad-uiscrollview-contentinsetadjustmentbehavior]).
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  /// Default `.zero` (UIScrollView.h).
  public var contentInset: Insets = .zero
  /// `nil` is the default: `{0, 0}` (UIScrollView.h), or for a collection
  /// view whose item count is known, the size its flow layout reports.
  public var contentSize: CGSize?
  /// `nil` is the view's default: on for a table view, as Interface Builder
  /// creates one ([ib-tableview-bounce]), off for others ([hdr-uiscrollview];
  /// ``Facts/tableViewBouncesVertically``).
  public var alwaysBounceVertical: Bool?
  /// Default `false` ([hdr-uiscrollview]).
  public var alwaysBounceHorizontal = false
  /// Whether this is the view controller's content scroll view (its view, or
  /// the first subview of it), the one `.automatic`'s compatibility rule and
  /// iOS 10's `automaticallyAdjustsScrollViewInsets` looked at ([safe-area-adaptation];
  /// [safe-area-explained], [ad-uilayoutsupport-length]). Default `true`.
  public var isContentScrollView = true

  // MARK: Scroll indicators

  /// `verticalScrollIndicatorInsets` (iOS 11.1), default `.zero` ([hdr-uiscrollview]).
  public var verticalScrollIndicatorInsets: Insets = .zero
  /// `horizontalScrollIndicatorInsets` (iOS 11.1), default `.zero` ([hdr-uiscrollview]).
  public var horizontalScrollIndicatorInsets: Insets = .zero
  /// `automaticallyAdjustsScrollIndicatorInsets` (iOS 13), default `true`
  /// ([hdr-uiscrollview], [ad-automaticallyadjustsscrollindicatorinsets]).
  public var automaticallyAdjustsScrollIndicatorInsets = true

  /// Creates UIKit's defaults for a scroll view, as each property's documentation gives them.
  public init() {}
}
