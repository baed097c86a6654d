// Facts about the keyboard: its layout guide, the safe area it leaves alone, and a table
// view controller's inset for it.

extension Facts {
  /// `keyboardLayoutGuide`.
  public static let keyboardLayoutGuide = Fact(
    "keyboard.layoutGuide", .hierarchy,
    "A view's `keyboardLayoutGuide` (iOS 15) follows a docked keyboard on screen; with the "
      + "keyboard off screen or undocked (unless `followsUndockedKeyboard`) its top is the safe "
      + "area's bottom, or from iOS 17 the view's bottom when `usesBottomSafeArea` is off.",
    .documented, [Citation(.docKeyboardLayoutGuide), Citation(.wwdc23Session10281)])

  /// The keyboard and the safe area.
  public static let keyboardNotInSafeArea = Fact(
    "keyboard.notInSafeArea", .hierarchy,
    "The keyboard changes neither a UIKit view's `safeAreaInsets` nor a scroll view's "
      + "`adjustedContentInset` (SwiftUI, by contrast, makes it a safe-area region).",
    .inferred(
      "the safe area's documented sources (bars, the status bar, additional insets) and the "
        + "keyboard layout guide existing beside it"),
    [Citation(.docSafeAreaInsets), Citation(.docKeyboardLayoutGuide)])

  /// A table view controller and the keyboard.
  public static let tableViewControllerKeyboard = Fact(
    "keyboard.tableViewController", .hierarchy,
    "A `UITableViewController` resizes its table for the keyboard by raising its content inset "
      + "(since iOS 6); the amount is not published: the model takes the keyboard's overlap of "
      + "the table as the bottom of `adjustedContentInset`, replacing the bottom safe area it "
      + "covers, rather than adding to it.",
    .assumption(key: "assumeKeyboardInsetReplacesSafeArea"),
    [Citation(.docTableViewController), Citation(.openradar5016), Citation(.docKeyboardFrameEnd)])

  /// A keyboard layout guide nothing uses.
  public static let keyboardGuideUnused = Fact(
    "keyboard.guideUnused", .hierarchy,
    "A view's `keyboardLayoutGuide` that no constraint uses reads a zero rect, {{0, 0}, {0, 0}}, "
      + "whatever the keyboard; once something constrains it, it follows the keyboard.",
    .singleSource,
    [.single(.pinLayout241, "an issue's report of the value read (iOS 15, 2022)")])

  static let keyboard: [Fact] = [
    keyboardLayoutGuide, keyboardNotInSafeArea, tableViewControllerKeyboard, keyboardGuideUnused,
  ]
}
