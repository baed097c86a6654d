import Foundation

/// Reads storyboards and XIBs for constraints to the iOS 7–10 layout guides,
/// fixed constants from the root view's edges matching bar heights, and the
/// deprecated view-controller settings.
///
///     let xml = """
///       <viewController id="vc"><layoutGuides>
///         <viewControllerLayoutGuide type="top" id="tlg"/>
///       </layoutGuides><view key="view" id="root"><constraints>
///         <constraint firstItem="label" firstAttribute="top" secondItem="tlg"
///           secondAttribute="bottom" constant="20" id="c1"/>
///       </constraints></view></viewController>
///       """
///     InterfaceBuilderRules.findings(in: xml).map(\.kind)  // [.topLayoutGuide]
///
/// - Complexity: O(n) in the document.
public enum InterfaceBuilderRules {
  /// Every finding in the document `text`, in source order.
  public static func findings(in text: String) -> [Finding] {
    let (elements, problem) = XMLScanner.elements(text)
    var findings: [Finding] = []
    var guides: [String: String] = [:]
    var safeAreas: Set<String> = []
    var roots: Set<String> = []
    var byID: [String: MarkupElement] = [:]
    for element in elements {
      if let id = element["id"] { byID[id] = element }
      switch element.name {
      case "viewControllerLayoutGuide":
        if let id = element["id"], let type = element["type"] { guides[id] = type }
      case "layoutGuide", "viewLayoutGuide":
        if element["key"] == "safeArea", let id = element["id"] { safeAreas.insert(id) }
      case "outlet":
        // A XIB's root view: File's Owner's `view` outlet.
        let owner = element.parent.flatMap { elements[$0].parent }.map { elements[$0] }
        if element["property"] == "view", owner?["placeholderIdentifier"] == "IBFilesOwner",
          let id = element["destination"]
        {
          roots.insert(id)
        }
      default:
        // A storyboard's root view: the view controller's `view`.
        if element["key"] == "view", let id = element["id"] { roots.insert(id) }
      }
    }

    // Which views are pinned edge to edge to a root view's top or bottom.
    var pinned: [String: Set<String>] = [:]
    for element in elements where element.name == "constraint" {
      let holder = element.parent.flatMap { elements[$0].parent }.flatMap { elements[$0]["id"] }
      guard let first = element["firstItem"] ?? holder, let second = element["secondItem"],
        let edge = element["firstAttribute"], edge == element["secondAttribute"],
        edge == "top" || edge == "bottom"
      else { continue }
      if roots.contains(second) { pinned[first, default: []].insert(edge) }
      if roots.contains(first) { pinned[second, default: []].insert(edge) }
    }

    for element in elements {
      if element.name == "constraint" {
        if let finding = constraint(
          element, elements: elements, guides: guides, safeAreas: safeAreas, roots: roots,
          byID: byID, pinned: pinned)
        {
          findings.append(finding)
        }
      }
      if let attribute = element.attribute("automaticallyAdjustsScrollViewInsets"),
        attribute.value == "NO"
      {
        findings.append(
          Finding(
            kind: .automaticallyAdjustsScrollViewInsets, line: attribute.line,
            column: attribute.column, code: attribute.value,
            summary: "“Adjust Scroll View Insets” off is deprecated since iOS 11 and no longer "
              + "stops the adjustment",
            replacement: "set the scroll view's Content Insets to Never, and read "
              + "`adjustedContentInset`",
            assumption: .scrollViewNotAdjusted))
      }
      if element.name == "extendedEdge", element["key"] == "edgesForExtendedLayout" {
        let edges = ["top", "bottom", "left", "right"].filter { element[$0] == "YES" }
        findings.append(
          Finding(
            kind: .edgesForExtendedLayout, line: element.line, column: element.column + 1,
            code: "extendedEdge",
            summary: edges.isEmpty
              ? "“Extend Edges” off keeps the view below the bars, not out of the safe area"
              : "“Extend Edges” set to keep the view out from under some bars",
            replacement: "constrain to the Safe Area",
            assumption: edges.isEmpty ? .nothingCoversView : nil,
            detail: edges.isEmpty ? nil : "only an empty set is swept"))
      }
    }
    if let problem {
      findings.append(
        Finding(
          kind: .unreadable, severity: .note, line: problem.line, column: problem.column, code: "",
          summary: "cannot judge what follows: \(problem.message)",
          replacement: "check this part by hand"))
    }
    return findings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
  }

  static func constraint(
    _ element: MarkupElement, elements: [MarkupElement], guides: [String: String],
    safeAreas: Set<String>, roots: Set<String>, byID: [String: MarkupElement],
    pinned: [String: Set<String>]
  ) -> Finding? {
    // A constraint without `firstItem` belongs to the view holding its
    // `<constraints>`.
    let holder = element.parent.flatMap { elements[$0].parent }.flatMap { elements[$0]["id"] }
    let first = element["firstItem"] ?? holder
    let second = element["secondItem"]
    // To a layout guide: iOS 7–10's `topLayoutGuide` / `bottomLayoutGuide`.
    for key in ["firstItem", "secondItem"] {
      if let attribute = element.attribute(key), let type = guides[attribute.value] {
        let top = type == "top"
        return Finding(
          kind: top ? .topLayoutGuide : .bottomLayoutGuide, line: attribute.line,
          column: attribute.column, code: attribute.value,
          summary: "a constraint to the \(top ? "Top" : "Bottom") Layout Guide, deprecated since "
            + "iOS 11, \(top ? "ends at the status bar" : "ignores the home indicator")",
          replacement: "constrain to the Safe Area (File inspector: Use Safe Area Layout Guides)",
          assumption: top ? .topLayoutGuideIsSafeTop : .bottomLayoutGuideIsSafeBottom)
      }
    }
    guard let constant = element.attribute("constant"), let signed = Double(constant.value) else {
      return nil
    }
    let value = abs(signed)
    let attributes = [element["firstAttribute"], element["secondAttribute"]].compactMap { $0 }
    if let second, second.isEmpty == false,
      safeAreas.contains(second) || safeAreas.contains(first ?? "")
    {
      return nil
    }
    // From the root view's top or bottom: a bar height kept in a constant.
    let rootRelated = [first, second].contains { $0.map(roots.contains) ?? false }
    // Edge to edge only: a constant to a margin (`topMargin`) is a margin.
    if rootRelated, second != nil, attributes.count == 2,
      attributes.allSatisfy({ $0 == "top" || $0 == "bottom" }), let edge = attributes.first,
      let meaning = BarNumbers.meaning(of: value, statusHint: false)
    {
      let fits: Bool
      switch meaning {
      case .statusBar, .topBars, .largeTitleTopBars, .navigationBar: fits = edge == "top"
      case .tabBar, .homeIndicator: fits = edge == "bottom"
      default: fits = false
      }
      guard fits, !(meaning == .navigationBar) else { return nil }
      return Finding(
        kind: .hardCodedInset, line: constant.line, column: constant.column, code: constant.value,
        summary: "`\(constant.value)` as a constraint's constant from the view's \(edge) stands "
          + "for \(BarNumbers.phrase(meaning))",
        replacement: "constrain to the Safe Area's \(edge) with a constant of 0",
        assumption: BarNumbers.assumption(meaning, value: value, reading: .safeArea))
    }
    // A bar's own height, the bar pinned to the screen's edge: a "Tab Bar"
    // 49 tall at the root view's bottom leaves the home indicator out.
    if second == nil, element["firstAttribute"] == "height", BarNumbers.strong.contains(value),
      let id = first, let item = byID[id]
    {
      // 64 and 88 are the bars at the top; 49, 83 and 34 at the bottom (see
      // BarNumbers for what each stood for).
      let edge = value == 64 || value == 88 ? "top" : "bottom"
      guard pinned[id]?.contains(edge) == true else { return nil }
      let names = [item["userLabel"], item["customClass"], item["restorationIdentifier"]]
        .compactMap { $0 }
      let barNamed = names.contains { name in
        let m = NameMeaning.of(name.replacingOccurrences(of: " ", with: "_"))
        return !m.contains(.excluded) && (!m.isDisjoint(with: .strong) || m.contains(.bar))
      }
      guard barNamed, let meaning = BarNumbers.meaning(of: value, statusHint: false) else {
        return nil
      }
      return Finding(
        kind: .hardCodedInset, line: constant.line, column: constant.column, code: constant.value,
        summary: "`\(constant.value)` as a bar's height stands for \(BarNumbers.phrase(meaning))",
        replacement: ReplacementStyle.barHeight.text(for: meaning),
        assumption: BarNumbers.assumption(meaning, value: value, reading: .safeArea))
    }
    return nil
  }
}
