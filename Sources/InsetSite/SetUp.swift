import Foundation
import InsetModel

/// One set-up a device page shows: a scenario table whose rows name the
/// device, an OS version and an orientation, set ``inputs``, and read
/// ``outputs``. The page prints that table, its outputs filled, for a
/// reader to copy; every number on the page is an output of one of its rows.
///
///     SetUp.all.map(\.id)
///     // ["screen", "navigation-bar", "large-title", "tab-bar", "both-bars", "toolbar"]
struct SetUp: Sendable {
  /// The section's anchor on a device page, e.g. `navigation-bar`.
  var id: String
  /// The section's heading.
  var title: String
  /// What the rows set, in a sentence.
  var summary: String
  /// The inputs each row sets beside `device`, `iOSVersion` and
  /// `orientation`, as cells.
  var inputs: [(key: String, value: String)]
  /// The outputs each row reads.
  var outputs: [String]

  /// The columns of the set-up's scenario table.
  var header: [String] {
    ["device", "iOSVersion", "orientation"] + inputs.map(\.key) + outputs
  }

  /// The set-ups of a device page, in page order.
  static let all: [SetUp] = [
    SetUp(
      id: "screen", title: "The window and a view controller's root view",
      summary: "A view controller's view fills the window: no container, no bars. Its view "
        + "under test is a plain subview filling the root view.",
      inputs: [],
      outputs: [
        "screenSize?", "scale?", "windowSafeAreaInsets?", "statusBarHeight?",
        "rootSafeAreaInsets?", "rootLayoutMargins?", "readableContentGuideFrame.width?",
      ]),
    SetUp(
      id: "navigation-bar", title: "Under a navigation controller (inline title)",
      summary: "The view controller is the root of a navigation controller whose bar is "
        + "visible, with an inline title.",
      inputs: [("navigationBar", "visible")],
      outputs: ["navigationBarHeight?", "rootSafeAreaInsets?"]),
    SetUp(
      id: "large-title", title: "Under a navigation controller (large title)",
      summary: "As above, with `prefersLargeTitles`: the large title shown, expanded.",
      inputs: [("navigationBar", "visible"), ("prefersLargeTitles", "yes")],
      outputs: ["navigationBarHeight?", "rootSafeAreaInsets?"]),
    SetUp(
      id: "tab-bar", title: "Under a tab bar controller",
      summary: "The view controller is a tab of a tab bar controller whose bar is visible.",
      inputs: [("tabBar", "visible")],
      outputs: ["tabBarHeight?", "rootSafeAreaInsets?"]),
    SetUp(
      id: "both-bars", title: "Under a navigation controller in a tab bar controller",
      summary: "A navigation controller (its bar visible, an inline title) is a tab of a tab "
        + "bar controller whose bar is visible.",
      inputs: [("navigationBar", "visible"), ("tabBar", "visible")],
      outputs: ["navigationBarHeight?", "tabBarHeight?", "rootSafeAreaInsets?"]),
    SetUp(
      id: "toolbar", title: "Under a navigation controller with its toolbar",
      summary: "The view controller is the root of a navigation controller whose bar and "
        + "toolbar are visible.",
      inputs: [("navigationBar", "visible"), ("toolbar", "visible")],
      outputs: ["toolbarHeight?", "rootSafeAreaInsets?"]),
  ]

  /// The common set-up each device page draws, per orientation, at the
  /// newest version the device runs.
  static let drawing = SetUp(
    id: "drawing", title: "A table view under a navigation bar and a tab bar",
    summary: "A table view fills a view controller's view, under a navigation bar (inline "
      + "title) and a tab bar: `insets draw` of the row below.",
    inputs: [("navigationBar", "visible"), ("tabBar", "visible"), ("view", "tableView")],
    outputs: [])

  /// The orientations a device page shows, as a row's `orientation` cell
  /// (`landscape` is `landscapeLeft`).
  static let orientations = ["portrait", "landscape"]
}

/// The OS releases the site names, oldest first: the major versions from
/// iOS 7 to 18, then from iOS 26 (Apple numbered the release after iOS 18
/// by the year, iOS 26: [os-compatibility]) to the newest major version,
/// and the newest release the model covers (27.1). A device page has a column for each that the device runs, and for
/// the point release a device arrived with (the iPhone SE (1st
/// generation)'s 9.3).
enum Releases {
  static let all: [CGFloat] = {
    var versions =
      (OSVersions.oldestCovered...18).map { CGFloat($0) }
      + (26...OSVersions.newestMajor).map { CGFloat($0) }
    if !versions.contains(OSVersions.newest) { versions.append(OSVersions.newest) }
    return versions
  }()

  /// The versions `device` runs, oldest first: its column headings.
  static func versions(of device: Device) -> [CGFloat] {
    var versions = all.filter(device.runs)
    if let point = device.firstPointRelease, device.runs(point), !versions.contains(point) {
      versions.append(point)
      versions.sort()
    }
    return versions
  }

  /// `iOS 26`, `iPadOS 27.1`: a column heading (iPads run iPadOS, as
  /// `insets devices` names their range).
  static func name(_ version: CGFloat, on device: Device) -> String {
    (device.idiom == .pad ? "iPadOS " : "iOS ") + version.formattedVersion
  }
}
