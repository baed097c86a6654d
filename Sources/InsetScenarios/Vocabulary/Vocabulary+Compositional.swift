import Foundation
import InsetModel

// MARK: Compositional layout and list configurations

extension ContentInsetsReference: ScenarioEnum {}
extension OrthogonalScrollingBehavior: ScenarioEnum {}
extension ListAppearance: ScenarioEnum {}
extension ListHeaderMode: ScenarioEnum {}

extension Vocabulary {
  static let notACompositionalLayout =
    "needs a compositional layout (set a compositional key such as `layoutItemSize` or "
    + "`listAppearance`)"

  static let notAList = "needs a list section (`listAppearance`) with at least one item"

  /// The compositional layout's keys; any of them makes the collection
  /// view's layout compositional. The item and section counts are the flow
  /// layout's `numberOfItems` and `numberOfSections`.
  static let compositionalKeys: [ScenarioKey] = [
    .input(
      "configurationContentInsetsReference", .collectionView,
      \.compositionalSetup.configurationContentInsetsReference,
      meaning:
        "`UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference` (iOS 14): "
        + "what sections with `.automatic` measure their insets from",
      facts: [Facts.contentInsetsReferences],
      set: { $0.compositionalSetup.configurationContentInsetsReference = $1 }),
    .input(
      "interSectionSpacing", .collectionView, \.compositionalSetup.interSectionSpacing,
      meaning: "the configuration's space between sections", facts: [Facts.compositionalSections],
      sample: { g in g.length(0...30).formatted },
      set: { $0.compositionalSetup.interSectionSpacing = $1 }),
    .input(
      "contentInsetsReference", .collectionView, \.compositionalSetup.contentInsetsReference,
      meaning: "`NSCollectionLayoutSection.contentInsetsReference` (iOS 14): what the section's "
        + "`contentInsets` are measured from, across the scroll direction",
      facts: [Facts.contentInsetsReferences, Facts.referenceEdges],
      set: { $0.compositionalSetup.contentInsetsReference = $1 }),
    .input(
      "supplementaryContentInsetsReference", .collectionView,
      \.compositionalSetup.supplementaryContentInsetsReference,
      meaning: "iOS 16: what boundary headers and footers are measured from; `.automatic` is the "
        + "configuration's", facts: [Facts.supplementaryReference],
      set: { $0.compositionalSetup.supplementaryContentInsetsReference = $1 }),
    .input(
      "sectionContentInsets", .collectionView, \.compositionalSetup.contentInsets,
      default: "zero; a list section's own (see `listAppearance`)",
      meaning: "`NSCollectionLayoutSection.contentInsets`, beyond the reference",
      facts: [Facts.contentInsetsReferences, Facts.listSectionInsets],
      set: { $0.compositionalSetup.contentInsets = $1 }),
    .input(
      "layoutItemSize", .collectionView, \.compositionalSetup.itemSize,
      default: "none: required, except in a list (whose rows fill the section)",
      meaning: "the item's `NSCollectionLayoutSize`; fractions are of its group",
      facts: [Facts.layoutDimensions], set: { $0.compositionalSetup.itemSize = $1 }),
    .input(
      "layoutGroupSize", .collectionView, \.compositionalSetup.groupSize,
      default: "none: required, except in a list",
      meaning: "the horizontal group's `NSCollectionLayoutSize`; fractions are of the section's "
        + "content width and the container's height", facts: [Facts.layoutDimensions],
      set: { $0.compositionalSetup.groupSize = $1 }),
    .input(
      "groupItemCount", .collectionView, \.compositionalSetup.groupItemCount,
      default: "none: the item repeats as many times as fit",
      meaning: "`.horizontal(layoutSize:repeatingSubitem:count:)`: that many items sized to fill "
        + "the group", facts: [Facts.groupRepeats], sample: { g in String(g.int(1...5)) },
      set: { $0.compositionalSetup.groupItemCount = $1 }),
    .input(
      "interItemSpacing", .collectionView, \.compositionalSetup.interItemSpacing,
      meaning: "the group's `interItemSpacing` (`.fixed`)", facts: [Facts.groupRepeats],
      sample: { g in g.length(0...20).formatted },
      set: { $0.compositionalSetup.interItemSpacing = $1 }),
    .input(
      "interGroupSpacing", .collectionView, \.compositionalSetup.interGroupSpacing,
      meaning: "the section's space between groups", facts: [Facts.compositionalSections],
      sample: { g in g.length(0...20).formatted },
      set: { $0.compositionalSetup.interGroupSpacing = $1 }),
    .input(
      "itemContentInsets", .collectionView, \.compositionalSetup.itemContentInsets,
      meaning: "the item's `contentInsets`: they shrink it, except on an estimated axis",
      facts: [Facts.layoutDimensions], set: { $0.compositionalSetup.itemContentInsets = $1 }),
    .input(
      "boundaryHeaderHeight", .collectionView, \.compositionalSetup.boundaryHeaderHeight,
      default: "none: no header (a list's `supplementary` header needs it)",
      meaning: "a boundary header's height (absolute, or an estimate taken as given), as wide "
        + "as the section", facts: [Facts.boundaryItems],
      sample: { g in g.length(20...60).formatted },
      set: { $0.compositionalSetup.boundaryHeaderHeight = $1 }),
    .input(
      "boundaryFooterHeight", .collectionView, \.compositionalSetup.boundaryFooterHeight,
      default: "none: no footer", meaning: "a boundary footer's height",
      facts: [Facts.boundaryItems], sample: { g in g.length(10...40).formatted },
      set: { $0.compositionalSetup.boundaryFooterHeight = $1 }),
    .input(
      "pinToVisibleBounds", .collectionView, \.compositionalSetup.pinToVisibleBounds,
      meaning: "the header stays visible while its section is", facts: [Facts.boundaryItems],
      set: { $0.compositionalSetup.pinToVisibleBounds = $1 }),
    .input(
      "orthogonalScrollingBehavior", .collectionView,
      \.compositionalSetup.orthogonalScrollingBehavior,
      meaning: "the section's groups run across, in one row", facts: [Facts.orthogonalSections],
      set: { $0.compositionalSetup.orthogonalScrollingBehavior = $1 }),
    .input(
      "listAppearance", .collectionView, \.compositionalSetup.listAppearance,
      default: "none: not a list",
      meaning: "`UICollectionLayoutListConfiguration` (iOS 14): the section is "
        + "`NSCollectionLayoutSection.list(using:layoutEnvironment:)` with this appearance",
      facts: [Facts.listSectionInsets, Facts.listRowHeight],
      set: { $0.compositionalSetup.listAppearance = $1 }),
    .input(
      "headerMode", .collectionView, \.compositionalSetup.headerMode,
      meaning: "a list's `headerMode`: `supplementary` puts a boundary header "
        + "(`boundaryHeaderHeight` tall) above each section", facts: [Facts.boundaryItems],
      set: { $0.compositionalSetup.headerMode = $1 }),
    .input(
      "headerTopPadding", .collectionView, \.compositionalSetup.headerTopPadding,
      default: "nil: automatic (none before iOS 15; 22 plain, "
        + "`assumeInsetGroupedHeaderTopPadding` inset-grouped)",
      meaning: "iOS 15: a list's padding above each section header",
      facts: [Facts.listHeaderTopPadding], sample: { g in g.pick(["0", "22", "10"]) },
      set: { $0.compositionalSetup.headerTopPadding = $1 }),
    .output(
      "resolvedContentInsetsReference?", .collectionView, ContentInsetsReference.self,
      reads: [.contentInsetsReference],
      meaning: "what the section's insets are measured from, `.automatic` resolved",
      facts: [Facts.contentInsetsReferences], unavailable: notACompositionalLayout,
      readInScene: { $0.readingCompositional(in: $1) { $0.layout.reference } }),
    .output(
      "effectiveSectionContentInsets?", .collectionView, DirectionalInsets.self,
      reads: [.effectiveSectionContentInsets],
      meaning: "the section's content area from the container's edges: the reference beyond "
        + "the content inset plus `contentInsets`",
      facts: [Facts.contentInsetsReferences, Facts.referenceEdges],
      unavailable: notACompositionalLayout,
      readInScene: { scene, r in
        scene.readingCompositional(in: r) {
          let i = $0.layout.sectionInsets
          return DirectionalInsets(top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right)
        }
      }),
    .output(
      "layoutContainerSize?", .collectionView, CGSize.self, reads: [.layoutContainer],
      meaning: "the layout environment's `container.contentSize`: the bounds inside the adjusted "
        + "content inset", facts: [Facts.compositionalContainer],
      unavailable: notACompositionalLayout,
      readInScene: { $0.readingCompositional(in: $1) { $0.layout.containerSize } }),
    .output(
      "layoutEffectiveContentSize?", .collectionView, CGSize.self, reads: [.layoutContainer],
      meaning: "the layout environment's `container.effectiveContentSize`: the container less "
        + "the configuration reference's insets", facts: [Facts.compositionalContainer],
      unavailable: notACompositionalLayout,
      readInScene: { $0.readingCompositional(in: $1) { $0.layout.effectiveContentSize } }),
    .output(
      "boundaryHeaderFrame?", .collectionView, CGRect.self, reads: [.boundaryHeaderFrame],
      meaning: "section 0's boundary header in content coordinates",
      facts: [Facts.boundaryItems, Facts.supplementaryReference],
      unavailable: "needs a compositional section with a header",
      readInScene: { $0.readingCompositional(in: $1) { $0.layout.headerFrame() } }),
    .output(
      "pinnedHeaderFrame?", .collectionView, CGRect.self, reads: [.pinnedHeaderFrame],
      meaning: "where a pinned header stays once the content scrolls past it, in the "
        + "collection view's frame: at `adjustedContentInset.top`",
      facts: [Facts.pinnedHeader],
      unavailable: "needs a header with `pinToVisibleBounds`",
      readInScene: { $0.readingCompositional(in: $1) { $0.pinnedHeaderFrame } }),
    .output(
      "listCellLayoutMargins?", .collectionView, Insets.self, reads: [.listCellLayoutMargins],
      meaning: "the first list cell's content layout margins: the collection view's reaching "
        + "past the cell, at least the system minimum", facts: [Facts.listCellMargins],
      unavailable: notAList, readInScene: { $0.listCell(in: $1)?.layoutMargins }),
    .output(
      "separatorLayoutGuideFrame?", .collectionView, CGRect.self,
      reads: [.separatorLayoutGuideFrame],
      meaning: "the first list cell's `separatorLayoutGuide.layoutFrame`, in the cell",
      facts: [Facts.listSeparator], unavailable: notAList,
      readInScene: { $0.listCell(in: $1)?.separatorLayoutGuideFrame }),
  ]
}
