import Foundation

/// `UISemanticContentAttribute`: how a view's content is laid out in a
/// right-to-left language ([ad-semanticcontentattribute]).
public enum SemanticContentAttribute: String, Sendable, Hashable, CaseIterable {
  /// `.unspecified`: the view follows the app's layout direction.
  case unspecified
  /// `.playback`: media playback controls, which stay left to right.
  case playback
  /// `.spatial`: directional controls, which stay left to right.
  case spatial
  /// `.forceLeftToRight`: always left to right.
  case forceLeftToRight
  /// `.forceRightToLeft`: always right to left.
  case forceRightToLeft

  /// The view's effective direction in an app laid out `inherited`
  /// (`UIView.userInterfaceLayoutDirection(for:)`).
  ///
  ///     SemanticContentAttribute.playback.layoutDirection(inheriting: .rightToLeft)
  ///     // .leftToRight
  @inlinable
  public func layoutDirection(inheriting inherited: UserInterfaceLayoutDirection)
    -> UserInterfaceLayoutDirection
  {
    switch self {
    case .unspecified: inherited
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    }
  }
}
