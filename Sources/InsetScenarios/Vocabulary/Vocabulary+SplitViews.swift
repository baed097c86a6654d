import Foundation
import InsetModel

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
