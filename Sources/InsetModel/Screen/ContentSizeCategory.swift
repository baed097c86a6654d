import Foundation

/// `UIContentSizeCategory`: the text size the user picked (Dynamic Type),
/// from `extraSmall` to `accessibilityExtraExtraExtraLarge`; `large` is the
/// default ([ad-uicontentsizecategory]).
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable {
  /// `.extraSmall`.
  case extraSmall
  /// `.small`.
  case small
  /// `.medium`.
  case medium
  /// `.large`: the default.
  case large
  /// `.extraLarge`.
  case extraLarge
  /// `.extraExtraLarge`.
  case extraExtraLarge
  /// `.extraExtraExtraLarge`.
  case extraExtraExtraLarge
  /// `.accessibilityMedium`.
  case accessibilityMedium
  /// `.accessibilityLarge`.
  case accessibilityLarge
  /// `.accessibilityExtraLarge`.
  case accessibilityExtraLarge
  /// `.accessibilityExtraExtraLarge`.
  case accessibilityExtraExtraLarge
  /// `.accessibilityExtraExtraExtraLarge`.
  case accessibilityExtraExtraExtraLarge
}
