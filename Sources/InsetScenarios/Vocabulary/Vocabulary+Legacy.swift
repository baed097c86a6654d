import Foundation
import InsetModel

/// Outputs that did not exist on every release a scene may run: on an
/// earlier one a row that expects a value is an error at the cell that says
/// which release brought it and what to read instead; `record` and
/// `explain` leave it without a value (``Facts/legacyVersions``).
struct OutputGate: Sendable {
  /// The release the property arrived in.
  let version: Int
  /// The UIKit property, as the message names it.
  let property: String
  /// What to read instead on an earlier release.
  let instead: String

  /// Whether a scene on `iOSVersion` has the output.
  @inline(__always)
  func isOpen(_ iOSVersion: CGFloat) -> Bool { iOSVersion >= CGFloat(version) }

  /// The error for a row on `iOSVersion`: `` has no value on iOS 10: `safeAreaInsets` arrived in
  /// iOS 11; read … ``.
  func message(_ iOSVersion: CGFloat) -> String {
    "has no value on iOS \(iOSVersion.formattedVersion): \(property) arrived in iOS \(version); "
      + instead
  }

  private static let guides = "read `topLayoutGuide?` and `bottomLayoutGuide?` instead"
  private static let legacyInset =
    "read `legacyContentInset?` (the `contentInset` `automaticallyAdjustsScrollViewInsets` wrote) "
    + "and `contentOffset?` instead"

  /// The gate of each output, by name (an indexed output by the name before
  /// its brackets, with its `?`).
  static let byName: [String: OutputGate] = {
    var gates: [String: OutputGate] = [:]
    func gate(_ names: [String], _ version: Int, _ property: String, _ instead: String) {
      for name in names {
        gates[name] = OutputGate(version: version, property: property, instead: instead)
      }
    }
    gate(
      ["safeAreaInsets?", "rootSafeAreaInsets?", "childSafeAreaInsets?", "safeAreaInsets[]?"],
      11, "`safeAreaInsets`", guides)
    gate(["windowSafeAreaInsets?"], 11, "`safeAreaInsets`", "read `statusBarHeight?` instead")
    gate(["cellSafeAreaInsets?"], 11, "`safeAreaInsets`", "a cell had no safe area")
    gate(["safeAreaLayoutGuideFrame?"], 11, "`safeAreaLayoutGuide`", guides)
    gate(["passedSafeAreaInsets?"], 11, "`safeAreaInsets`", legacyInset)
    gate(
      ["adjustedContentInset?", "adjustedContentInset[]?"], 11, "`adjustedContentInset`",
      legacyInset)
    gate(
      ["effectiveVerticalScrollIndicatorInsets?", "effectiveHorizontalScrollIndicatorInsets?"], 11,
      "the safe area's indicator insets",
      "`automaticallyAdjustsScrollViewInsets` wrote `scrollIndicatorInsets` as it wrote "
        + "`contentInset` (`legacyContentInset?`)")
    gate(
      ["systemMinimumLayoutMargins?"], 11, "`systemMinimumLayoutMargins`",
      "read `rootLayoutMargins?` instead")
    gate(
      ["directionalLayoutMargins?"], 11, "`directionalLayoutMargins`",
      "read `layoutMargins?` instead")
    let noMargins = "iOS 7 has no layout margins (a table cell's content starts 15 pt in)"
    gate(
      [
        "layoutMargins?", "rootLayoutMargins?", "cellLayoutMargins?", "layoutMarginsGuideFrame?",
        "layoutMargins[]?",
      ], 8, "`layoutMargins`", noMargins)
    gate(
      ["readableContentGuideFrame?"], 9, "`readableContentGuide`",
      "read `frame?` instead")
    return gates
  }()

  /// The gate of the output called `name`, if it has one.
  static func of(_ name: String) -> OutputGate? {
    if let gate = byName[name] { return gate }
    // The bracket found in the UTF-8 bytes, after the cheaper test of the
    // suffix: a search by `Character` walks the grapheme breaks of a name
    // with no bracket to its end.
    guard name.hasSuffix("]?"), let open = name.utf8.firstIndex(of: UInt8(ascii: "["))
    else { return nil }
    return byName[name[..<open] + "[]?"]
  }
}
