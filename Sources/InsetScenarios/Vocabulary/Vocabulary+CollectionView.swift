import Foundation
import InsetModel

extension Vocabulary {
  // MARK: Collection view with a flow layout

  static let notACollectionView =
    "needs a collection view (set `view` to `collectionView`, or a flow-layout key such as "
    + "`itemSize`)"

  static let collectionViewKeys: [ScenarioKey] =
    [
      .input(
        "sectionInsetReference", .collectionView, \.collectionView.sectionInsetReference,
        meaning: "what `sectionInset` is measured from", facts: [Facts.sectionInsetReference]),
      .input(
        "sectionInset", .collectionView, \.collectionView.sectionInset,
        meaning: "the section's inset from its reference", facts: [Facts.sectionInsetReference]),
      .input(
        "itemSize", .collectionView, \.collectionView.itemSize, meaning: "every item's size",
        facts: [Facts.flowLayoutDefaults],
        sample: { g in CGSize(width: g.length(1...200), height: g.length(1...200)).formatted }),
      .input(
        "itemSizes", .collectionView, \.collectionView.itemSizes,
        default: "none: every item is `itemSize`",
        meaning: "sizes for items of different sizes, cycled over the items; `numberOfItems` "
          + "defaults to their number", facts: [Facts.flowLayoutLines]),
      .input(
        "minimumInteritemSpacing", .collectionView, \.collectionView.minimumInteritemSpacing,
        meaning: "the least space between items of a line", facts: [Facts.flowLayoutDefaults],
        sample: { g in g.length(0...30).formatted }),
      .input(
        "minimumLineSpacing", .collectionView, \.collectionView.minimumLineSpacing,
        meaning: "the space between lines", facts: [Facts.flowLayoutDefaults],
        sample: { g in g.length(0...30).formatted }),
      .input(
        "scrollDirection", .collectionView, \.collectionView.scrollDirection,
        meaning: "lines run across the scroll direction", facts: [Facts.flowLayoutLines]),
      .input(
        "headerReferenceSize", .collectionView, \.collectionView.headerReferenceSize,
        meaning: "each section's header; its height counts when scrolling vertically, its width "
          + "when horizontally", facts: []),
      .input(
        "footerReferenceSize", .collectionView, \.collectionView.footerReferenceSize,
        meaning: "each section's footer", facts: []),
      .input(
        "numberOfItems", .collectionView, \.collectionView.numberOfItems,
        default: "open: every line full, no content size",
        meaning: "items in each section, 0 to 1,000,000 (the layout places them one by one)",
        facts: []),
      .input(
        "numberOfSections", .collectionView, \.collectionView.numberOfSections,
        meaning: "sections, each with `numberOfItems` items; 1 to 1,000,000", facts: [],
        sample: { g in String(g.int(1...4)) }),
      .output(
        "effectiveSectionInset?", .collectionView, Insets.self, reads: [.effectiveSectionInset],
        meaning: "the section inset after the reference, from the content-inset boundary",
        facts: [Facts.sectionInsetReference], unavailable: notACollectionView,
        read: { $0.flowLayout?.effectiveSectionInset }),
      .output(
        "itemsPerLine?", .collectionView, CGFloat.self, reads: [.itemsPerLine],
        meaning: "items in the first line", facts: [Facts.flowLayoutLines],
        unavailable: notACollectionView,
        readInScene: {
          $0.readingFlow(in: $1) { CGFloat($0.itemsInFirstLine) }
        }),
      .output(
        "itemFrame?", .collectionView, CGRect.self,
        reads: [.itemsPerLine, .compositionalItemFrames],
        meaning: "the first item's frame, in content coordinates",
        facts: [Facts.flowLayoutLines, Facts.singleItemLine], unavailable: notACollectionView,
        readInScene: {
          $0.readingFlow(in: $1) { $0.frame(ofItem: 0) }
            ?? $0.readingCompositional(in: $1) { $0.layout.frame(ofItem: 0) }
        }),
      .output(
        "collectionViewContentSize?", .collectionView, CGSize.self,
        reads: [.collectionViewContentSize],
        meaning: "the layout's content size: every section along the scroll direction",
        facts: [Facts.flowLayoutLines],
        unavailable: "needs a collection view with a known `numberOfItems`",
        readInScene: {
          $0.readingFlow(in: $1) { $0.contentSize }
            ?? $0.readingCompositional(in: $1) { $0.layout.contentSize }
        }),
    ] + compositionalKeys
}
