/// The sources the model cites, keyed as in `uikit-facts.md`.
///
/// Each rule in the model names one of these in its derivation step, so that
/// `explain` can say where a number comes from.
public enum Citation {
  /// UIKit SDK header UIScrollView.h, `UIScrollViewContentInsetAdjustmentBehavior`.
  public static let scrollViewHeader = "HDR UIScrollView.h"
  /// developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic
  public static let automaticDocs =
    "AD/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic"
  /// developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
  public static let adjustedContentInsetDocs = "AD/uiscrollview-adjustedcontentinset"
  /// developer.apple.com/documentation/uikit/uiview/safeareainsets
  public static let safeAreaInsetsDocs = "AD/uiview-safeareainsets"
  /// WWDC 2018 session 235, "UIKit: Apps for Every Size and Shape".
  public static let wwdc2018session235 = "W235"
  /// An input of the scene that replaces the derivation.
  public static let pinned = "pinned by the scene"
  /// A default of the scenario-table contract (`scenario-tables.md`).
  public static let contract = "scenario-table contract"
}
