import InsetModel

extension TableEvaluator {
  /// The SwiftUI output that answers what a UIKit scroll-view output asks,
  /// for the error that points a SwiftUI row to it.
  static let swiftUICounterparts: [String: String] = [
    "adjustedContentInset?": "scrollGeometryContentInsets?",
    "contentOffset?": "scrollGeometryContentOffset?",
    "maximumContentOffset?": "scrollGeometryMaximumContentOffset?",
    "verticalScrollIndicatorInsets?": "swiftUIScrollIndicatorInsets?",
    "horizontalScrollIndicatorInsets?": "swiftUIScrollIndicatorInsets?",
  ]

  /// A UIKit scroll, table or collection view's output in a SwiftUI table
  /// (one with `modifiers`, `swiftUIView` or another SwiftUI key): the row's
  /// view is SwiftUI's, so the output would answer for a UIKit view that the
  /// column alone made up. Each such header cell is an error that names the
  /// SwiftUI output to ask instead.
  ///
  /// - Complexity: O(columns).
  static func uikitOutputsInSwiftUITable(
    _ keys: [ScenarioKey], cells: [MarkdownCell], file: String
  ) -> [Diagnostic] {
    guard keys.contains(where: { $0.section == .swiftUI }) else { return [] }
    var errors: [Diagnostic] = []
    for (key, cell) in zip(keys, cells) where key.role == .output {
      switch key.section {
      case .scrollView, .tableView, .collectionView:
        let instead =
          swiftUICounterparts[key.name].map { "ask `\($0)`, the SwiftUI scroll view's own" }
          ?? "ask a SwiftUI output (`insets keys` lists them under SwiftUI)"
        errors.append(
          Diagnostic(
            file: file, location: cell.location,
            message:
              "`\(key.name)` asks a UIKit \(Self.uikitViewName(key.section)), and this table's rows "
              + "are SwiftUI scenes, which have none: \(instead)"))
      default:
        continue
      }
    }
    return errors
  }

  /// The UIKit view a section's outputs ask about, in words.
  static func uikitViewName(_ section: ScenarioKey.Section) -> String {
    switch section {
    case .tableView: "table view"
    case .collectionView: "collection view"
    default: "scroll view"
    }
  }
}
