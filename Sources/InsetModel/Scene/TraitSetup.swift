import Foundation

/// What the app declares and the user picks that the model reads beyond the
/// screen: `UIRequiresFullScreen` in its Info.plist and the text size.
public struct TraitSetup: Sendable, Hashable {
  /// The Info.plist key `UIRequiresFullScreen`, default `false`: the app
  /// opts out of Split View and Slide Over on iPad ([ad-uirequiresfullscreen]).
  public var requiresFullScreen = false
  /// The trait collection's `preferredContentSizeCategory`, default `.large`.
  public var preferredContentSizeCategory: ContentSizeCategory = .large

  /// Creates the defaults: no `UIRequiresFullScreen`, the default text size.
  public init() {}
}
