import Foundation

/// Which kind of view is under test.
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
  /// A plain `UIView`.
  case plain
  /// A `UIScrollView` (its properties are ``LayoutScene/scrollView``).
  case scrollView
  /// A `UITableView`, a scroll view (its properties are ``LayoutScene/tableView``).
  case tableView
  /// A `UICollectionView`, a scroll view, with a flow layout (``LayoutScene/collectionView``) or a
  /// compositional one (``LayoutScene/compositional``).
  case collectionView

  /// Whether the view is a `UIScrollView` (tables and collections are).
  @inlinable public var isScrollView: Bool { self != .plain }
}

/// The view under test: a direct subview of the root view.
public struct ViewSetup: Sendable, Hashable {
  /// The kind of view.
  public var kind: ViewKind = .plain
  /// The frame in the root view's coordinates; `nil` fills the root view.
  public var frame: CGRect?
  /// The view's `safeAreaInsets`, when pinned (replaces its derivation).
  public var safeAreaInsets: Insets?
  /// The margins app code sets, as `layoutMargins` or
  /// `directionalLayoutMargins`; `nil` is UIKit's 8 pt on each edge
  /// ([ad-uiview-layoutmargins]).
  public var layoutMargins: Margins?
  /// `preservesSuperviewLayoutMargins`, default `false`
  /// ([ad-uiview-preservessuperviewlayoutmargins]).
  public var preservesSuperviewLayoutMargins = false
  /// `insetsLayoutMarginsFromSafeArea`, default `true`
  /// ([ad-uiview-insetslayoutmarginsfromsafearea]).
  public var insetsLayoutMarginsFromSafeArea = true
  /// The effective user interface layout direction, default left to right.
  public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  /// The view's own `semanticContentAttribute`, default `.unspecified`: the
  /// direction its directional values follow ([ad-semanticcontentattribute]).
  public var semanticContentAttribute: SemanticContentAttribute = .unspecified

  /// The view's `effectiveUserInterfaceLayoutDirection`: its
  /// ``semanticContentAttribute`` over the app's ``layoutDirection``.
  @inlinable public var effectiveLayoutDirection: UserInterfaceLayoutDirection {
    semanticContentAttribute.layoutDirection(inheriting: layoutDirection)
  }

  /// Creates UIKit's defaults: a plain view that fills the root view, with the margins and flags
  /// each property's documentation gives, left to right.
  public init() {}
}

/// Layout margins as app code sets them: absolute or directional.
public enum Margins: Sendable, Hashable {
  /// `layoutMargins`.
  case absolute(Insets)
  /// `directionalLayoutMargins`.
  case directional(DirectionalInsets)

  /// The absolute margins under a layout direction.
  @inlinable
  public func absolute(in direction: UserInterfaceLayoutDirection) -> Insets {
    switch self {
    case .absolute(let insets): insets
    case .directional(let insets): insets.absolute(in: direction)
    }
  }

  /// The directional margins under a layout direction.
  @inlinable
  public func directional(in direction: UserInterfaceLayoutDirection) -> DirectionalInsets {
    switch self {
    case .absolute(let insets): DirectionalInsets(insets, in: direction)
    case .directional(let insets): insets
    }
  }
}

extension ViewSetup {
  /// The margins set as `layoutMargins`; `nil` when unset or set
  /// directionally.
  public var absoluteLayoutMargins: Insets? {
    get {
      if case .absolute(let insets) = layoutMargins { return insets }
      return nil
    }
    set { layoutMargins = newValue.map(Margins.absolute) }
  }

  /// The margins set as `directionalLayoutMargins`; `nil` when unset or set
  /// absolutely.
  public var directionalLayoutMargins: DirectionalInsets? {
    get {
      if case .directional(let insets) = layoutMargins { return insets }
      return nil
    }
    set { layoutMargins = newValue.map(Margins.directional) }
  }
}
