import Foundation
import InsetModel

/// A view-controller hierarchy as a table writes it, outermost first, in
/// UIKit's own names and property labels, `>` between a parent and what it
/// holds:
///
///     UITabBarController > UINavigationController(prefersLargeTitles: true) > UIViewController(additionalSafeAreaInsets: {0, 0, 10, 0}) > UIView(name: "card", frame: {{0, 0}, {375, 200}}) > UIScrollView
///
/// Each node is a class name with optional `label: value` arguments (any
/// order, each once). Values: `true`/`false`; numbers; insets
/// `{top, left, bottom, right}` or `UIEdgeInsets(top:left:bottom:right:)`;
/// rects `{{x, y}, {width, height}}` or `CGRect(x:y:width:height:)`; sizes
/// `{width, height}` or `CGSize(width:height:)`; enum cases `.pageSheet`;
/// edge sets `.all`, `[.top, .bottom]`; detents `.large()`, `.medium()`,
/// `.custom(300)`; names `"card"`. The labels each class takes are its UIKit
/// properties (``HierarchyChain/labels(of:)``); a view controller with
/// `modalPresentationStyle:` or a sheet label is presented modally.
public struct HierarchyChain: Sendable, Hashable {
  /// The hierarchy the chain describes, outermost first.
  public var hierarchy: Hierarchy

  /// Creates the chain of `hierarchy`.
  public init(_ hierarchy: Hierarchy) { self.hierarchy = hierarchy }

  // MARK: Labels

  static let common = ["name", "frame"]
  static let viewController = [
    "additionalSafeAreaInsets", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
    "modalPresentationStyle", "detent", "prefersEdgeAttachedInCompactHeight",
    "widthFollowsPreferredContentSizeWhenEdgeAttached", "preferredContentSize", "searchController",
    "preferredSearchBarPlacement", "hidesSearchBarWhenScrolling", "definesPresentationContext",
    "permittedArrowDirections", "titleView", "searchBarPlacementAllowsToolbarIntegration",
    "toolbarItems",
  ]
  static let presentationLabels: Set<String> = [
    "modalPresentationStyle", "detent", "prefersEdgeAttachedInCompactHeight",
    "widthFollowsPreferredContentSizeWhenEdgeAttached", "preferredContentSize",
    "permittedArrowDirections",
  ]
  static let views = [
    "layoutMargins", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
  ]
  static let scrollViews = [
    "contentInsetAdjustmentBehavior", "contentInset", "contentSize", "alwaysBounceVertical",
    "alwaysBounceHorizontal",
  ]

  /// The labels a node of `kind` takes.
  ///
  /// - Complexity: O(1): each kind's list is made once (the parser asks for
  ///   it at every node, and joining the lists allocated two arrays a node).
  public static func labels(of kind: HierarchyNodeKind) -> [String] {
    labelsByKind[kind] ?? joinedLabels(of: kind)
  }

  private static let labelsByKind: [HierarchyNodeKind: [String]] = Dictionary(
    uniqueKeysWithValues: HierarchyNodeKind.allCases.map { ($0, joinedLabels(of: $0)) })

  private static func joinedLabels(of kind: HierarchyNodeKind) -> [String] {
    switch kind {
    case .navigationController:
      return common + viewController
        + ["prefersLargeTitles", "isNavigationBarHidden", "isToolbarHidden", "isTranslucent"]
    case .tabBarController:
      return common + viewController + ["isTabBarHidden", "isTranslucent"]
    case .splitViewController:
      return common + viewController + [
        "style", "column", "preferredDisplayMode", "preferredPrimaryColumnWidth",
        "preferredPrimaryColumnWidthFraction", "preferredSupplementaryColumnWidth",
        "minimumPrimaryColumnWidth", "maximumPrimaryColumnWidth",
      ]
    case .pageViewController, .viewController:
      return common + viewController
    case .tableViewController, .collectionViewController:
      return common + viewController + scrollViews
    case .view:
      return common + views
    case .scrollView, .tableView, .collectionView:
      return common + views + scrollViews
    }
  }
}

extension HierarchyChain: ScenarioValue {
  public static var notation: String {
    "a view-controller hierarchy such as `UINavigationController > UIViewController > "
      + "UITableView`, outermost first"
  }

  public static func parse(_ text: String) throws(NotationError) -> HierarchyChain {
    var parser = HierarchyParser(text)
    return HierarchyChain(Hierarchy(try parser.chain()))
  }

  public var formatted: String {
    hierarchy.nodes.map(Self.format).joined(separator: " > ")
  }

  public func matches(_ expected: HierarchyChain) -> Bool { self == expected }

  static func format(_ node: HierarchyNode) -> String {
    var args: [String] = []
    let f = PointNotation.format
    func flag(_ label: String, _ value: Bool?) {
      if let value { args.append("\(label): \(value)") }
    }
    if let name = node.name { args.append("name: \"\(name)\"") }
    if let frame = node.frame { args.append("frame: \(GeometryNotation.format(frame))") }
    if node.kind.isViewController {
      if node.additionalSafeAreaInsets != .zero {
        args.append("additionalSafeAreaInsets: \(node.additionalSafeAreaInsets)")
      }
      if let edges = node.edgesForExtendedLayout {
        let names = Side.allCases.filter { edges.contains(RectEdge($0)) }.map { ".\($0.rawValue)" }
        args.append(
          "edgesForExtendedLayout: "
            + (edges == .all ? ".all" : "[" + names.joined(separator: ", ") + "]"))
      }
      flag("extendedLayoutIncludesOpaqueBars", node.extendedLayoutIncludesOpaqueBars)
      if let p = node.presentation {
        args.append("modalPresentationStyle: .\(p.style.rawValue)")
        switch p.detent {
        case .large: break
        case .medium: args.append("detent: .medium()")
        case .custom(let v): args.append("detent: .custom(\(f(v)))")
        }
        if p.prefersEdgeAttachedInCompactHeight {
          args.append("prefersEdgeAttachedInCompactHeight: true")
        }
        if p.widthFollowsPreferredContentSizeWhenEdgeAttached {
          args.append("widthFollowsPreferredContentSizeWhenEdgeAttached: true")
        }
        if let size = p.preferredContentSize {
          args.append("preferredContentSize: \(GeometryNotation.format(size))")
        }
        if let directions = p.permittedArrowDirections {
          let names = PopoverArrowDirection.allCases.filter(directions.contains).map {
            ".\($0.rawValue)"
          }
          args.append(
            "permittedArrowDirections: "
              + (names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"))
        }
      }
      flag("definesPresentationContext", node.definesPresentationContext)
      if let search = node.search {
        args.append("searchController: true")
        if search.placement != .automatic {
          args.append("preferredSearchBarPlacement: .\(search.placement.rawValue)")
        }
        if !search.hidesSearchBarWhenScrolling { args.append("hidesSearchBarWhenScrolling: false") }
        if !search.allowsToolbarIntegration {
          args.append("searchBarPlacementAllowsToolbarIntegration: false")
        }
      }
      if node.titleView != .none { args.append("titleView: .\(node.titleView.rawValue)") }
      if !node.hasToolbarItems { args.append("toolbarItems: false") }
    }
    switch node.kind {
    case .navigationController:
      if node.prefersLargeTitles { args.append("prefersLargeTitles: true") }
      if node.navigationBar == .hidden { args.append("isNavigationBarHidden: true") }
      if node.toolbar == .visible { args.append("isToolbarHidden: false") }
      flag("isTranslucent", node.isTranslucent)
    case .tabBarController:
      if node.tabBar == .hidden { args.append("isTabBarHidden: true") }
      flag("isTranslucent", node.isTranslucent)
    case .splitViewController:
      let s = node.split ?? SplitViewSetup()
      if s.style != .doubleColumn { args.append("style: .\(s.style.rawValue)") }
      if s.column != .secondary { args.append("column: .\(s.column.rawValue)") }
      if s.preferredDisplayMode != .automatic {
        args.append("preferredDisplayMode: .\(s.preferredDisplayMode.rawValue)")
      }
      if let v = s.preferredPrimaryColumnWidth {
        args.append("preferredPrimaryColumnWidth: \(f(v))")
      }
      if let v = s.preferredPrimaryColumnWidthFraction {
        args.append("preferredPrimaryColumnWidthFraction: \(f(v))")
      }
      if let v = s.preferredSupplementaryColumnWidth {
        args.append("preferredSupplementaryColumnWidth: \(f(v))")
      }
      if let v = s.minimumPrimaryColumnWidth { args.append("minimumPrimaryColumnWidth: \(f(v))") }
      if let v = s.maximumPrimaryColumnWidth { args.append("maximumPrimaryColumnWidth: \(f(v))") }
    default: break
    }
    if let m = node.layoutMargins { args.append("layoutMargins: \(m)") }
    flag("preservesSuperviewLayoutMargins", node.preservesSuperviewLayoutMargins)
    flag("insetsLayoutMarginsFromSafeArea", node.insetsLayoutMarginsFromSafeArea)
    if let b = node.contentInsetAdjustmentBehavior {
      args.append("contentInsetAdjustmentBehavior: .\(b.rawValue)")
    }
    if let i = node.contentInset { args.append("contentInset: \(i)") }
    if let s = node.contentSize { args.append("contentSize: \(GeometryNotation.format(s))") }
    flag("alwaysBounceVertical", node.alwaysBounceVertical)
    flag("alwaysBounceHorizontal", node.alwaysBounceHorizontal)
    return node.kind.rawValue + (args.isEmpty ? "" : "(" + args.joined(separator: ", ") + ")")
  }
}

/// The recursive-descent parser behind ``HierarchyChain``; it scans with the
/// modifier chain's scanner, so both notations read numbers, names and
/// errors alike.
struct HierarchyParser {
  var s: ModifierParser

  init(_ text: String) { s = ModifierParser(scalars: Array(text.unicodeScalars)) }

  static let typeNames = HierarchyNodeKind.allCases.map(\.rawValue)

  mutating func chain() throws(NotationError) -> [HierarchyNode] {
    var nodes: [HierarchyNode] = []
    var names: [String: Int] = [:]
    s.skipSpaces()
    guard !s.atEnd else {
      throw NotationError(
        offset: 0,
        message: "expected a view controller such as `UINavigationController`, outermost first")
    }
    while true {
      let (node, nameAt) = try self.node(first: nodes.isEmpty)
      if let name = node.name {
        if let earlier = names[name] {
          throw NotationError(
            offset: nameAt,
            message: "the name \"\(Quote.short(name))\" is already node \(earlier)'s: names are "
              + "unique")
        }
        names[name] = nodes.count
      }
      if let previous = nodes.last, previous.kind == .splitViewController,
        !node.kind.isViewController
      {
        throw NotationError(
          offset: nodeStart,
          message: "a split view controller's column holds a view controller, not a "
            + "\(node.kind.rawValue)")
      }
      nodes.append(node)
      s.skipSpaces()
      if s.atEnd { break }
      guard s.accept(">") else {
        throw s.error("`>` and the next node, or the end of the chain")
      }
      s.skipSpaces()
      if s.atEnd { throw s.error("a view controller or view after `>`") }
    }
    return nodes
  }

  var nodeStart = 0

  /// Where a node's labels were written, for the checks made once the
  /// node is read.
  struct LabelOffsets {
    var name: Int
    var frame: Int?
    var presentation: Int?
    var searchOff: Int?
    var search: Int?
  }

  /// One node; returns it and the offset of its name's value.
  mutating func node(first: Bool) throws(NotationError) -> (HierarchyNode, Int) {
    s.skipSpaces()
    nodeStart = s.index
    let (kind, typeName, at) = try nodeKind()
    if first, !kind.isViewController {
      throw NotationError(
        offset: at,
        message: "the chain starts at the window's root view controller, not a `\(typeName)`: "
          + "begin with `UIViewController` or a container")
    }
    var node = HierarchyNode(kind)
    var offsets = LabelOffsets(name: at)
    guard s.accept("(") else { return (node, offsets.name) }
    if s.accept(")") { return (node, offsets.name) }
    let allowed = HierarchyChain.labels(of: kind)
    var seen: Set<String> = []
    while true {
      let (label, labelAt) = try label(of: typeName, allowed: allowed, seen: &seen)
      try value(of: label, at: labelAt, into: &node, offsets: &offsets)
      if s.accept(")") { break }
      try s.expect(",", "`,` or `)`")
    }
    if let at = offsets.frame, node.presentation != nil {
      throw NotationError(
        offset: at,
        message: "a presented view controller's frame is its presentation's: drop `frame:`")
    }
    if first, let at = offsets.presentation {
      throw NotationError(
        offset: at,
        message: "the root view controller is not presented: present a later node, after the "
          + "view controller that presents it")
    }
    if let at = offsets.searchOff, node.search != nil {
      throw NotationError(
        offset: offsets.search ?? at,
        message: "search bar labels need a search controller: `searchController: true`")
    }
    return (node, offsets.name)
  }

  /// A node's class; returns its kind, its name and its offset.
  mutating func nodeKind() throws(NotationError) -> (HierarchyNodeKind, String, Int) {
    guard let (typeName, at) = s.identifier() else {
      throw s.error("a view controller or view such as `UIViewController` or `UIView`")
    }
    guard let kind = HierarchyNodeKind(rawValue: typeName) else {
      var message =
        "unknown class `\(Quote.short(typeName))`: the classes are "
        + Self.typeNames.map { "`\($0)`" }.joined(separator: ", ")
      if let near = Suggestion.closest(to: typeName, among: Self.typeNames) {
        message += " (did you mean `\(near)`?)"
      }
      // A letter that only looks like an ASCII one: named, at its column.
      if let (note, offset) = ModifierParser.nonASCII(in: typeName) {
        message =
          "unknown class `\(Quote.short(typeName))`\(note)"
          + (Suggestion.closest(to: typeName, among: Self.typeNames).map {
            " (did you mean `\($0)`?)"
          } ?? "")
        throw NotationError(offset: at + offset, message: message)
      }
      throw NotationError(offset: at, message: message)
    }
    return (kind, typeName, at)
  }

  /// A label of a `typeName` node and its `:`, one of `allowed` and not in
  /// `seen`; returns it and its offset.
  mutating func label(of typeName: String, allowed: [String], seen: inout Set<String>)
    throws(NotationError) -> (String, Int)
  {
    guard let (label, labelAt) = s.identifier() else {
      throw s.error("a label such as `\(allowed[min(2, allowed.count - 1)]):`")
    }
    guard allowed.contains(label) else {
      var message =
        "`\(Quote.short(label)):` is not a label of `\(typeName)`; its labels are "
        + allowed.map { "`\($0):`" }.joined(separator: ", ")
      if let near = Suggestion.closest(to: label, among: allowed) {
        message += " (did you mean `\(near):`?)"
      }
      throw NotationError(offset: labelAt, message: message)
    }
    guard seen.insert(label).inserted else {
      throw NotationError(offset: labelAt, message: "`\(label):` is set twice")
    }
    try s.expect(":", "`:` after `\(label)`")
    return (label, labelAt)
  }

  /// The value of `label` (written at `labelAt`), set on `node`.
  mutating func value(
    of label: String, at labelAt: Int, into node: inout HierarchyNode,
    offsets: inout LabelOffsets
  ) throws(NotationError) {
    s.skipSpaces()
    let valueAt = s.index
    if label == "frame" { offsets.frame = labelAt }
    if HierarchyChain.presentationLabels.contains(label), offsets.presentation == nil {
      offsets.presentation = labelAt
    }
    if try presentationValue(of: label, at: valueAt, into: &node) { return }
    if try searchValue(of: label, at: labelAt, into: &node, offsets: &offsets) { return }
    if try splitValue(of: label, at: valueAt, into: &node) { return }
    switch label {
    case "name":
      node.name = try string()
      offsets.name = valueAt
    case "frame": node.frame = try rect()
    case "additionalSafeAreaInsets": node.additionalSafeAreaInsets = try insets()
    case "edgesForExtendedLayout": node.edgesForExtendedLayout = try rectEdges()
    case "extendedLayoutIncludesOpaqueBars": node.extendedLayoutIncludesOpaqueBars = try bool()
    case "definesPresentationContext": node.definesPresentationContext = try bool()
    case "prefersLargeTitles": node.prefersLargeTitles = try bool()
    case "isNavigationBarHidden": node.navigationBar = try bool() ? .hidden : .visible
    case "isToolbarHidden": node.toolbar = try bool() ? .none : .visible
    case "isTabBarHidden": node.tabBar = try bool() ? .hidden : .visible
    case "isTranslucent": node.isTranslucent = try bool()
    case "titleView": node.titleView = try enumCase(TitleView.self, "a title view")
    case "toolbarItems": node.hasToolbarItems = try bool()
    case "layoutMargins": node.layoutMargins = try insets()
    case "preservesSuperviewLayoutMargins": node.preservesSuperviewLayoutMargins = try bool()
    case "insetsLayoutMarginsFromSafeArea": node.insetsLayoutMarginsFromSafeArea = try bool()
    case "contentInsetAdjustmentBehavior":
      node.contentInsetAdjustmentBehavior = try enumCase(
        ContentInsetAdjustmentBehavior.self, "an adjustment behaviour")
    case "contentInset": node.contentInset = try insets()
    case "contentSize": node.contentSize = try size(valueAt)
    case "alwaysBounceVertical": node.alwaysBounceVertical = try bool()
    case "alwaysBounceHorizontal": node.alwaysBounceHorizontal = try bool()
    default:
      throw NotationError(offset: labelAt, message: "`\(label):` is not supported")
    }
  }

  /// The value of a presentation's `label`, set on `node`'s presentation;
  /// `false` for another label.
  mutating func presentationValue(
    of label: String, at valueAt: Int, into node: inout HierarchyNode
  ) throws(NotationError) -> Bool {
    var p = node.presentation ?? PresentationSetup()
    switch label {
    case "modalPresentationStyle":
      p.style = try enumCase(ModalPresentationStyle.self, "a presentation style")
    case "detent": p.detent = try detent()
    case "prefersEdgeAttachedInCompactHeight": p.prefersEdgeAttachedInCompactHeight = try bool()
    case "widthFollowsPreferredContentSizeWhenEdgeAttached":
      p.widthFollowsPreferredContentSizeWhenEdgeAttached = try bool()
    case "preferredContentSize": p.preferredContentSize = try size(valueAt)
    case "permittedArrowDirections": p.permittedArrowDirections = try arrowDirections()
    default: return false
    }
    node.presentation = p
    return true
  }

  /// The value of a search controller's `label` (written at `labelAt`), set
  /// on `node`'s search controller; `false` for another label.
  mutating func searchValue(
    of label: String, at labelAt: Int, into node: inout HierarchyNode,
    offsets: inout LabelOffsets
  ) throws(NotationError) -> Bool {
    if label == "searchController" {
      if try bool() {
        node.search = node.search ?? SearchSetup()
      } else {
        offsets.searchOff = labelAt
      }
      return true
    }
    var search = node.search ?? SearchSetup()
    switch label {
    case "preferredSearchBarPlacement":
      offsets.search = offsets.search ?? labelAt
      search.placement = try enumCase(SearchBarPlacement.self, "a search bar placement")
    case "hidesSearchBarWhenScrolling":
      offsets.search = offsets.search ?? labelAt
      search.hidesSearchBarWhenScrolling = try bool()
    case "searchBarPlacementAllowsToolbarIntegration":
      offsets.search = offsets.search ?? labelAt
      search.allowsToolbarIntegration = try bool()
    default: return false
    }
    node.search = search
    return true
  }

  /// The value of a split view controller's `label`, set on `node`'s split
  /// view; `false` for another label.
  mutating func splitValue(of label: String, at valueAt: Int, into node: inout HierarchyNode)
    throws(NotationError) -> Bool
  {
    var split = node.split ?? SplitViewSetup()
    switch label {
    case "style": split.style = try enumCase(SplitViewStyle.self, "a split view style")
    case "column": split.column = try enumCase(SplitViewColumn.self, "a split view column")
    case "preferredDisplayMode":
      split.preferredDisplayMode = try enumCase(
        SplitViewDisplayMode.self, "a display mode", aliases: SplitViewDisplayMode.classicNames)
    case "preferredPrimaryColumnWidth": split.preferredPrimaryColumnWidth = try length()
    case "preferredPrimaryColumnWidthFraction":
      let fraction = try length()
      guard fraction <= 1 else {
        throw NotationError(offset: valueAt, message: "a fraction is between 0 and 1")
      }
      split.preferredPrimaryColumnWidthFraction = fraction
    case "preferredSupplementaryColumnWidth":
      split.preferredSupplementaryColumnWidth = try length()
    case "minimumPrimaryColumnWidth": split.minimumPrimaryColumnWidth = try length()
    case "maximumPrimaryColumnWidth": split.maximumPrimaryColumnWidth = try length()
    default: return false
    }
    node.split = split
    return true
  }

  // MARK: Values

  mutating func bool() throws(NotationError) -> Bool {
    s.skipSpaces()
    guard let (word, at) = s.identifier() else { throw s.error("`true` or `false`") }
    switch word {
    case "true": return true
    case "false": return false
    default:
      throw NotationError(
        offset: at, message: "expected `true` or `false`, found `\(Quote.short(word))`")
    }
  }

  /// A number of 0 or more.
  mutating func length() throws(NotationError) -> CGFloat {
    s.skipSpaces()
    let at = s.index
    guard let value = try s.number("a number") else { throw s.error("a number") }
    guard value >= 0 else {
      throw NotationError(offset: at, message: "a length must not be negative")
    }
    return value
  }

  mutating func string() throws(NotationError) -> String {
    s.skipSpaces()
    let start = s.index
    guard s.accept("\"") else { throw s.error("a name in double quotes, such as `\"card\"`") }
    var text = ""
    while let c = s.current, c != "\"" {
      text.unicodeScalars.append(c)
      s.index += 1
    }
    guard s.accept("\"") else {
      throw NotationError(offset: start, message: "the name's `\"` is not closed")
    }
    guard let first = text.unicodeScalars.first, ModifierParser.isIdentifierStart(first),
      text.unicodeScalars.allSatisfy(ModifierParser.isIdentifierPart)
    else {
      throw NotationError(
        offset: start + 1,
        message: "a name is a letter then letters, digits or `_` (so `safeAreaInsets[name]?` "
          + "reads it), found \"\(Quote.short(text))\"")
    }
    return text
  }

  /// `.name`, with a suggestion when it is no case of `T`; `aliases` are
  /// other names of its cases (a split view's iOS 8–13 display modes).
  mutating func enumCase<T: RawRepresentable & CaseIterable>(
    _ type: T.Type, _ what: String, aliases: [(String, T)] = []
  ) throws(NotationError) -> T where T.RawValue == String {
    // The case names are listed only in a message.
    var names: [String] { T.allCases.map(\.rawValue) + aliases.map(\.0) }
    let (name, at) = try s.dotted(
      "\(what): " + names.map { "`.\($0)`" }.joined(separator: ", "))
    guard let value = T(rawValue: name) ?? aliases.first(where: { $0.0 == name })?.1 else {
      var message =
        "expected \(what): " + names.map { "`.\($0)`" }.joined(separator: ", ")
        + ", found `.\(Quote.short(name))`"
      if let near = Suggestion.closest(to: name, among: names) {
        message += " (did you mean `.\(near)`?)"
      }
      throw NotationError(offset: at, message: message)
    }
    return value
  }

  /// `.large()`, `.medium()`, `.custom(300)` (the parentheses of the first
  /// two are optional).
  mutating func detent() throws(NotationError) -> SheetDetent {
    let names = ["large", "medium", "custom"]
    let (name, at) = try s.dotted("a detent `.large()`, `.medium()` or `.custom(300)`")
    switch name {
    case "large", "medium":
      if s.accept("(") { try s.expect(")", "`)` after `.\(name)(`") }
      return name == "large" ? .large : .medium
    case "custom":
      try s.expect("(", "`(` and the detent's value after `.custom`")
      let value = try length()
      try s.expect(")", "`)` after the detent's value")
      return .custom(value)
    default:
      var message =
        "expected a detent `.large()`, `.medium()` or `.custom(300)`, found `.\(Quote.short(name))`"
      if let near = Suggestion.closest(to: name, among: names) {
        message += " (did you mean `.\(near)`?)"
      }
      throw NotationError(offset: at, message: message)
    }
  }

  /// `UIPopoverArrowDirection`: `.any` (`nil`: every direction), `.up`, or a
  /// list `[.up, .down]`; an empty list permits none, which UIKit refuses.
  mutating func arrowDirections() throws(NotationError) -> Set<PopoverArrowDirection>? {
    let names = ["any"] + PopoverArrowDirection.allCases.map(\.rawValue)
    func member(_ name: String, _ at: Int) throws(NotationError) -> PopoverArrowDirection? {
      if name == "any" { return nil }
      if let direction = PopoverArrowDirection(rawValue: name) { return direction }
      var message =
        "expected an arrow direction `.any`, `.up`, `.down`, `.left` or `.right`, found "
        + "`.\(Quote.short(name))`"
      if let near = Suggestion.closest(to: name, among: names) {
        message += " (did you mean `.\(near)`?)"
      }
      throw NotationError(offset: at, message: message)
    }
    s.skipSpaces()
    let open = s.index
    if s.accept("[") {
      var directions: Set<PopoverArrowDirection> = []
      if s.accept("]") {
        throw NotationError(
          offset: open, message: "a popover needs at least one permitted arrow direction")
      }
      while true {
        let (name, at) = try s.dotted("an arrow direction such as `.up`")
        guard let direction = try member(name, at) else { return nil }
        directions.insert(direction)
        if s.accept("]") { break }
        try s.expect(",", "`,` or `]`")
      }
      return directions.count == PopoverArrowDirection.allCases.count ? nil : directions
    }
    let (name, at) = try s.dotted("arrow directions such as `.any`, `.up` or `[.up, .down]`")
    return try member(name, at).map { [$0] }
  }

  /// `.all`, `.top`, `[.top, .bottom]`, `[]`.
  mutating func rectEdges() throws(NotationError) -> RectEdge {
    let names = ["all", "top", "left", "bottom", "right"]
    func member(_ name: String, _ at: Int) throws(NotationError) -> RectEdge {
      if name == "all" { return .all }
      if let side = Side(rawValue: name) { return RectEdge(side) }
      var message =
        "expected an edge `.all`, `.top`, `.left`, `.bottom` or `.right`, found `.\(Quote.short(name))`"
      if let near = Suggestion.closest(to: name, among: names) {
        message += " (did you mean `.\(near)`?)"
      }
      throw NotationError(offset: at, message: message)
    }
    s.skipSpaces()
    if s.accept("[") {
      var edges: RectEdge = []
      if s.accept("]") { return edges }
      while true {
        let (name, at) = try s.dotted("an edge such as `.top`")
        edges.formUnion(try member(name, at))
        if s.accept("]") { return edges }
        try s.expect(",", "`,` or `]`")
      }
    }
    let (name, at) = try s.dotted("an edge set such as `.all` or `[.top, .bottom]`")
    return try member(name, at)
  }

  /// `{a, b, …}` of `names.count` numbers, or `Type(label: …)` with `names`
  /// as its labels in order.
  mutating func numbers(_ names: [String], type: String, what: String, noun: String)
    throws(NotationError) -> [CGFloat]
  {
    s.skipSpaces()
    if let (word, at) = s.peekIdentifier() {
      if word == "zero" || word == type + ".zero" {
        _ = s.identifier()
        return Array(repeating: 0, count: names.count)
      }
      guard word == type else {
        throw NotationError(
          offset: at, message: "expected \(what), found `\(Quote.short(word))`")
      }
      _ = s.identifier()
      try s.expect("(", "`(` after `\(type)`")
      var values: [CGFloat] = []
      for (i, label) in names.enumerated() {
        guard let (name, nameAt) = s.identifier() else {
          throw s.error("`\(label):` (\(type) takes \(names.map { "\($0):" }.joined()))")
        }
        guard name == label else {
          throw NotationError(
            offset: nameAt,
            message: "expected `\(label):` (\(type) takes \(names.map { "\($0):" }.joined()) in "
              + "that order), found `\(Quote.short(name)):`")
        }
        try s.expect(":", "`:` after `\(label)`")
        guard let v = try s.number("a number for `\(label)`") else { throw s.error("a number") }
        values.append(v)
        if i < names.count - 1 { try s.expect(",", "`,`") }
      }
      try s.expect(")", "`)` after the \(type)")
      return values
    }
    if s.current == "." {
      let (word, at) = try s.dotted(what)
      guard word == "zero" else {
        throw NotationError(offset: at, message: "expected \(what), found `.\(Quote.short(word))`")
      }
      return Array(repeating: 0, count: names.count)
    }
    let open = s.index
    try s.expect("{", what)
    var values: [CGFloat] = []
    while true {
      guard let v = try s.number("a number for `\(names[min(values.count, names.count - 1)])`")
      else { throw s.error("a number") }
      values.append(v)
      if s.accept("}") { break }
      try s.expect(",", "`,` or `}`")
    }
    guard values.count == names.count else {
      throw NotationError(
        offset: open,
        message: "\(noun) \(noun == "insets" ? "take" : "takes") \(names.count) numbers "
          + "{\(names.joined(separator: ", "))}, found \(values.count)")
    }
    return values
  }

  mutating func insets() throws(NotationError) -> Insets {
    let n = try numbers(
      ["top", "left", "bottom", "right"], type: "UIEdgeInsets",
      what: "insets `{top, left, bottom, right}`", noun: "insets")
    return Insets(top: n[0], left: n[1], bottom: n[2], right: n[3])
  }

  mutating func size(_ at: Int) throws(NotationError) -> CGSize {
    let n = try numbers(
      ["width", "height"], type: "CGSize", what: "a size `{width, height}`", noun: "a size")
    guard n[0] >= 0, n[1] >= 0 else {
      throw NotationError(offset: at, message: "a size must not be negative")
    }
    return CGSize(width: n[0], height: n[1])
  }

  /// `{{x, y}, {width, height}}` or `CGRect(x:y:width:height:)`.
  mutating func rect() throws(NotationError) -> CGRect {
    s.skipSpaces()
    let at = s.index
    if let (word, _) = s.peekIdentifier(), word == "CGRect" || word == "zero" {
      let n = try numbers(
        ["x", "y", "width", "height"], type: "CGRect", what: "a rect `{{x, y}, {width, height}}`",
        noun: "a rect")
      guard n[2] >= 0, n[3] >= 0 else {
        throw NotationError(offset: at, message: "a frame's size must not be negative")
      }
      return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
    try s.expect("{", "a rect `{{x, y}, {width, height}}` or `CGRect(x:y:width:height:)`")
    let origin = try numbers(
      ["x", "y"], type: "CGPoint", what: "a rect's origin `{x, y}`", noun: "a rect's origin")
    try s.expect(",", "`,` and the rect's size `{width, height}`")
    let sizeAt = s.index
    let size = try numbers(
      ["width", "height"], type: "CGSize", what: "a rect's size `{width, height}`",
      noun: "a rect's size")
    try s.expect("}", "`}` after the rect's size")
    guard size[0] >= 0, size[1] >= 0 else {
      throw NotationError(offset: sizeAt, message: "a frame's size must not be negative")
    }
    return CGRect(x: origin[0], y: origin[1], width: size[0], height: size[1])
  }
}

extension Hierarchy: ScenarioValue {
  public static var notation: String { HierarchyChain.notation }

  public static func parse(_ text: String) throws(NotationError) -> Hierarchy {
    try HierarchyChain.parse(text).hierarchy
  }

  public var formatted: String { HierarchyChain(self).formatted }
  public func matches(_ expected: Hierarchy) -> Bool { self == expected }

  public static func sample(_ g: inout SeededGenerator) -> Hierarchy {
    HierarchyChain.sample(&g).hierarchy
  }
}

extension HierarchyChain: SampledValue {
  public static func sample(_ g: inout SeededGenerator) -> HierarchyChain {
    let chains = [
      "UINavigationController > UIViewController > UITableView",
      "UITabBarController > UINavigationController(prefersLargeTitles: true) > UIViewController > "
        + "UIScrollView",
      "UIViewController > UIViewController(frame: {{0, 400}, {375, 412}}, "
        + "additionalSafeAreaInsets: {0, 0, 20, 0}) > UIView",
      "UIViewController > UINavigationController(modalPresentationStyle: .pageSheet) > "
        + "UIViewController > UITableView",
    ]
    return (try? parse(g.pick(chains))) ?? HierarchyChain(Hierarchy([]))
  }
}
