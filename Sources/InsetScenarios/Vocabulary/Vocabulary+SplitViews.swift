import Foundation
import InsetModel

extension SplitViewDisplayMode: ScenarioEnum {}

extension SplitViewDisplayMode {
  /// The iOS 8–13 names of the display modes, which UIKit kept as the values
  /// of the iOS 14 names: `allVisible` is `oneBesideSecondary`,
  /// `primaryOverlay` `oneOverSecondary`, `primaryHidden` `secondaryOnly`
  /// ([ms-uisplitviewcontrollerdisplaymode]).
  static let classicNames: [(String, SplitViewDisplayMode)] = [
    ("allVisible", .oneBesideSecondary), ("primaryOverlay", .oneOverSecondary),
    ("primaryHidden", .secondaryOnly),
  ]

  /// The mode named `name`, by its iOS 14 name or its iOS 8–13 one.
  init?(notationName name: String) {
    if let mode = SplitViewDisplayMode(rawValue: name) {
      self = mode
    } else if let mode = Self.classicNames.first(where: { $0.0 == name })?.1 {
      self = mode
    } else {
      return nil
    }
  }

  /// The notation: the iOS 14 names, then the iOS 8–13 ones.
  public static var notation: String {
    "one of "
      + (allCases.map(\.rawValue) + classicNames.map(\.0)).map { "`\($0)`" }
      .joined(separator: ", ")
  }

  /// A reader of the iOS 14 names and the iOS 8–13 ones from a cell's
  /// bytes, as ``parse(_:)`` reads them: a column of `allVisible` is read
  /// without making a `String` of each cell.
  ///
  ///     var cell = "allVisible"
  ///     cell.withUTF8(SplitViewDisplayMode.plainReader())  // .oneBesideSecondary
  public static func plainReader() -> @Sendable (UnsafeBufferPointer<UInt8>) -> Self? {
    plainReader(names: allCases.map { ($0.rawValue, $0) } + classicNames)
  }

  /// Reads an iOS 14 name or an iOS 8–13 one: `displayMode?` of a classic
  /// split view can be written as UIKit then named it (`allVisible`).
  public static func parse(_ text: String) throws(NotationError) -> Self {
    let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
    if let mode = Self(notationName: name) { return mode }
    let names = allCases.map(\.rawValue) + classicNames.map(\.0)
    var message =
      "expected one of " + names.map { "`\($0)`" }.joined(separator: ", ") + ", found `"
      + Quote.short(text) + "`"
    if let near = Suggestion.closest(to: name, among: names) {
      message += " (did you mean `\(near)`?)"
    }
    throw NotationError(offset: 0, message: message)
  }
}

extension Vocabulary {
  /// A split view controller's state as UIKit reports it: its display mode, whether it is collapsed, its supplementary column's width.
  static let splitViewStateKeys: [ScenarioKey] = [
    .output(
      "displayMode?", .hierarchy, SplitViewDisplayMode.self, reads: [.primaryColumnWidth],
      meaning: "the split view controller's `displayMode`: the arrangement UIKit settled on, "
        + "never `automatic`; before iOS 14 also written as UIKit named it then (`allVisible`, "
        + "`primaryOverlay`, `primaryHidden`)",
      facts: [Facts.splitDisplayMode, Facts.splitColumns, Facts.classicSplitView],
      unavailable: "needs a `UISplitViewController` that is not collapsed: collapsed, UIKit "
        + "ignores `displayMode` (read `isCollapsed?`)",
      node: splitNode,
      readInScene: { scene, r in
        readNode(scene, r, splitNode(scene)) { $0.pointee.splitColumn }.flatMap {
          $0.isCollapsed || $0.displayMode == .automatic ? nil : $0.displayMode
        }
      }),
    .output(
      "isCollapsed?", .hierarchy, Bool.self, reads: [.primaryColumnWidth],
      meaning: "the split view controller's `isCollapsed`: one column, in a compact width",
      facts: [Facts.splitCollapsed], unavailable: "needs a `UISplitViewController` in `hierarchy`",
      node: splitNode,
      readInScene: { scene, r in
        readNode(scene, r, splitNode(scene)) { $0.pointee.splitColumn?.isCollapsed }
      }
    ),
    .output(
      "supplementaryColumnWidth?", .hierarchy, CGFloat.self, reads: [.primaryColumnWidth],
      meaning: "a triple-column split view controller's `supplementaryColumnWidth`, as shown; "
        + "collapsed, from iOS 26, the split view's width, as printed",
      facts: [Facts.splitSupplementaryWidth, Facts.splitGlassPrints],
      unavailable: "needs a `UISplitViewController(style: .tripleColumn)`, not collapsed before "
        + "iOS 26: a double-column split view has no supplementary column, and no source prints "
        + "the width a collapsed one reports on iOS 14 to 18 (a print of it from an iPhone or a "
        + "narrow iPad window there would settle it; from iOS 26 it is the split view's width)",
      node: splitNode,
      readInScene: { scene, r in
        guard let i = splitNode(scene), scene.hierarchy?.nodes[i].split?.style == .tripleColumn,
          let column = readNode(scene, r, i, { $0.pointee.splitColumn })
        else { return nil }
        return column.isCollapsed ? column.collapsedColumnWidth : column.supplementaryColumnWidth
      }),
  ]
}
