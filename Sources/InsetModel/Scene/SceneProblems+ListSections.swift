import Foundation

extension LayoutScene {
  /// What a scene asks of list sections (boundary items, edge spacing, flow
  /// headers, a cell's own separator inset, List rows) that no source
  /// answers; ``problems()`` gathers these.
  ///
  /// - Complexity: O(1) (O(sections) for a table's row counts).
  func listSectionProblems() -> [SceneProblem] {
    var problems: [SceneProblem] = []
    let version = screen.iOSVersion
    let table = tableView
    if table.cellSeparatorInset != nil, table.separatorInsetReference == .fromAutomaticInsets {
      problems.append(
        SceneProblem(
          "no source says how a cell's own `separatorInset` reads under the table's "
            + "`fromAutomaticInsets` reference: leave `separatorInsetReference` empty "
            + "(`fromCellEdges`)",
          at: [\LayoutScene.tableView.cellSeparatorInset]))
    }
    if let counts = table.rowsInSections {
      if counts.isEmpty || counts.count > TableSectionRects.sectionCountLimit {
        problems.append(
          SceneProblem(
            "a table needs 1 to \(TableSectionRects.sectionCountLimit) sections",
            at: [\LayoutScene.tableView.rowsInSections]))
      }
      if counts.contains(where: { $0 > FlowLayout.itemCountLimit }) {
        problems.append(
          SceneProblem(
            "a section may hold at most \(FlowLayout.itemCountLimit) rows",
            at: [\LayoutScene.tableView.rowsInSections]))
      }
    }
    if let c = compositional {
      let own = c.boundaryItemContentInsets
      if own.top != 0 || own.bottom != 0 {
        problems.append(
          SceneProblem(
            "no source gives what a boundary item's top and bottom `contentInsets` do in a "
              + "vertical layout (the item rule shrinks it, a re-implementation drops them): "
              + "give `boundaryItemContentInsets` only leading and trailing",
            at: [\LayoutScene.compositionalSetup.boundaryItemContentInsets]))
      }
      if !c.supplementariesFollowContentInsets, version >= 16 {
        problems.append(
          SceneProblem(
            "`supplementariesFollowContentInsets` is deprecated from iOS 16 "
              + "(`supplementaryContentInsetsReference` replaces it) and no source says whether "
              + "`no` still applies on iOS \(version.formattedVersion): set `iOSVersion` below 16 "
              + "or use `supplementaryContentInsetsReference`",
            at: [\LayoutScene.compositionalSetup.supplementariesFollowContentInsets]))
      }
      if c.itemEdgeSpacing != .zero {
        if c.isList {
          problems.append(
            SceneProblem(
              "a list section makes its own items: leave `itemEdgeSpacing` empty",
              at: [\LayoutScene.compositionalSetup.itemEdgeSpacing]))
        } else if c.groupItemCount != nil {
          problems.append(
            SceneProblem(
              "no source gives how a group of a fixed `count` shares its width with edge "
                + "spacing: leave `groupItemCount` empty (items repeat as many as fit)",
              at: [
                \LayoutScene.compositionalSetup.itemEdgeSpacing,
                \LayoutScene.compositionalSetup.groupItemCount,
              ]))
        }
        let e = c.itemEdgeSpacing
        if e.top < 0 || e.leading < 0 || e.bottom < 0 || e.trailing < 0 {
          problems.append(
            SceneProblem(
              "edge spacing is space kept around an item: give 0 or more on each edge",
              at: [\LayoutScene.compositionalSetup.itemEdgeSpacing]))
        }
      }
    }
    return problems
  }
}
