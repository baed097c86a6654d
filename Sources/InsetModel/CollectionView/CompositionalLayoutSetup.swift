import Foundation

// MARK: Compositional layout and list configurations

/// `UIContentInsetsReference` (iOS 14): what a compositional section's
/// `contentInsets` are measured from ([hdr-compositional], [ad-uicontentinsetsreference]).
public enum ContentInsetsReference: String, Sendable, Hashable, CaseIterable {
  /// "use system defined default": a section follows the layout
  /// configuration's reference.
  case automatic
  /// "no additional insets": from the container's edges.
  case none
  /// "honor safe area": from the safe area.
  case safeArea
  /// "honor layout margins": from the layout margins.
  case layoutMargins
  /// "honor readable content": from the readable content guide.
  case readableContent
}

/// `NSCollectionLayoutDimension`: one side of an item's, a group's or a
/// boundary item's size ([hdr-compositional]).
public enum LayoutDimension: Sendable, Hashable {
  /// Points.
  case absolute(CGFloat)
  /// A fraction of the container's width (an item's group, a group's section).
  case fractionalWidth(CGFloat)
  /// A fraction of the container's height.
  case fractionalHeight(CGFloat)
  /// An estimate "determined when the content is rendered": the model has no
  /// content and takes the estimate as given.
  case estimated(CGFloat)

  /// Whether the dimension is an estimate.
  @inlinable public var isEstimated: Bool {
    if case .estimated = self { return true }
    return false
  }

  /// The dimension in points inside a container `width` × `height`.
  @inlinable
  public func resolved(width: CGFloat, height: CGFloat) -> CGFloat {
    switch self {
    case .absolute(let v), .estimated(let v): v
    case .fractionalWidth(let f): width * f
    case .fractionalHeight(let f): height * f
    }
  }
}

/// `NSCollectionLayoutSize`.
public struct LayoutSize: Sendable, Hashable {
  /// `NSCollectionLayoutSize.widthDimension`.
  public var width: LayoutDimension
  /// `NSCollectionLayoutSize.heightDimension`.
  public var height: LayoutDimension

  /// Creates a size, as `NSCollectionLayoutSize(widthDimension:heightDimension:)`.
  public init(width: LayoutDimension, height: LayoutDimension) {
    self.width = width
    self.height = height
  }

  /// The size in points inside a container `width` × `height`.
  @inlinable
  public func resolved(width w: CGFloat, height h: CGFloat) -> CGSize {
    CGSize(width: width.resolved(width: w, height: h), height: height.resolved(width: w, height: h))
  }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum OrthogonalScrollingBehavior: String, Sendable, Hashable, CaseIterable {
  /// The default: the section scrolls with the layout.
  case none
  /// `.continuous`: the section scrolls across continuously.
  case continuous
  /// `.continuousGroupLeadingBoundary`: the section scrolls across continuously, coming to rest at
  /// a group's leading edge.
  case continuousGroupLeadingBoundary
  /// `.paging`: the section scrolls across a page (the collection view's width) at a time.
  case paging
  /// `.groupPaging`: the section scrolls across a group at a time.
  case groupPaging
  /// Centres each group: leading and trailing insets of half the space the
  /// group leaves.
  case groupPagingCentered
}

/// `UICollectionLayoutListConfiguration.Appearance` (iOS 14).
public enum ListAppearance: String, Sendable, Hashable, CaseIterable {
  /// `.plain`: a list like a plain table view.
  case plain
  /// `.grouped`: a list like a grouped table view.
  case grouped
  /// `.insetGrouped`: grouped sections inset from the collection view's sides.
  case insetGrouped
  /// `.sidebar`: the grouped look of an iPad sidebar.
  case sidebar
  /// `.sidebarPlain`: the plain look of an iPad sidebar.
  case sidebarPlain
}

/// `UICollectionLayoutListConfiguration.HeaderMode` (iOS 14).
public enum ListHeaderMode: String, Sendable, Hashable, CaseIterable {
  /// The default: no header.
  case none
  /// A boundary supplementary header.
  case supplementary
  /// The first item of each section is its header.
  case firstItemInSection
}

/// What app code sets on a `UICollectionViewCompositionalLayout`: its
/// configuration and one kind of section, repeated for each section (the
/// item and section counts are the flow layout's keys, `numberOfItems` and
/// `numberOfSections`). A section made by `NSCollectionLayoutSection.list`
/// sets ``listAppearance``; its items, group and default insets then come
/// from the list configuration.
///
/// The layout scrolls vertically; a section may scroll orthogonally.
public struct CompositionalLayoutSetup: Sendable, Hashable {
  /// The configuration's `contentInsetsReference`, default `.safeArea`
  /// ([hdr-compositional]).
  public var configurationContentInsetsReference: ContentInsetsReference = .safeArea
  /// The configuration's `interSectionSpacing`, default 0 ([hdr-compositional]).
  public var interSectionSpacing: CGFloat = 0
  /// The section's `contentInsetsReference`, default `.automatic`
  /// ([ad-section-contentinsetsreference]).
  public var contentInsetsReference: ContentInsetsReference = .automatic
  /// The section's `supplementaryContentInsetsReference` (iOS 16), default
  /// `.automatic` ([ad-section-supplementarycontentinsetsreference]).
  public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
  /// The section's `contentInsets`; `nil` is the default: zero, or a list
  /// section's own.
  public var contentInsets: DirectionalInsets?
  /// The item's size; `nil` for a list (whose rows fill the section), else
  /// required.
  public var itemSize: LayoutSize?
  /// The group's size; `nil` for a list, else required.
  public var groupSize: LayoutSize?
  /// `NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)`;
  /// `nil` repeats the item as many times as fit.
  public var groupItemCount: Int?
  /// The group's `interItemSpacing` (`.fixed`); default none, 0.
  public var interItemSpacing: CGFloat = 0
  /// The section's `interGroupSpacing`; default 0.
  public var interGroupSpacing: CGFloat = 0
  /// The item's `contentInsets`, default zero.
  public var itemContentInsets: DirectionalInsets = .zero
  /// A boundary header's height (`.absolute` or `.estimated`, taken as
  /// given), as wide as the section; `nil` is none.
  public var boundaryHeaderHeight: CGFloat?
  /// A boundary footer's height; `nil` is none.
  public var boundaryFooterHeight: CGFloat?
  /// The header's `pinToVisibleBounds`, default `false` ([hdr-compositional]).
  public var pinToVisibleBounds = false
  /// The section's `orthogonalScrollingBehavior`, default `.none`.
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
  /// A list section's appearance; `nil` is not a list.
  public var listAppearance: ListAppearance?
  /// A list's `headerMode`, default `.none` ([ad-list-headermode]).
  public var headerMode: ListHeaderMode = .none
  /// A list's `headerTopPadding` (iOS 15); `nil` is automatic
  /// ([ad-list-headertoppadding]).
  public var headerTopPadding: CGFloat?
  /// The boundary header's and footer's own `contentInsets`
  /// (`NSCollectionLayoutItem.contentInsets`), measured from the
  /// supplementary reference; default zero ([hdr-compositional]).
  public var boundaryItemContentInsets: DirectionalInsets = .zero
  /// `supplementariesFollowContentInsets` (iOS 13–16), default `true`
  /// ([ad-supplementariesfollowcontentinsets]).
  public var supplementariesFollowContentInsets = true
  /// The item's `edgeSpacing`, each edge `.fixed` (zero: no spacing on that
  /// edge); default none ([hdr-compositional]).
  public var itemEdgeSpacing: DirectionalInsets = .zero

  /// Creates UIKit's defaults for a compositional layout, as each property's documentation gives
  /// them; not a list, and the item and group sizes unset (a section that is not a list needs
  /// them).
  public init() {}

  /// Whether the section is a list section.
  @inlinable public var isList: Bool { listAppearance != nil }

  /// Whether the section has a boundary header: a list's in
  /// `.supplementary` mode, or one given by height.
  @inlinable public var hasBoundaryHeader: Bool {
    isList ? headerMode == .supplementary : boundaryHeaderHeight != nil
  }
}
