extension Facts {
  /// The iOS 7–10 layout guides.
  public static let layoutGuides = Fact(
    "legacy.layoutGuides", .legacy,
    "`topLayoutGuide.length` runs from the root view's top to the bottom of the lowest bar over "
      + "it (status bar or navigation bar); `bottomLayoutGuide.length` from its bottom to the top "
      + "of the bar over it.", .documented, [Citation(.docLayoutSupportLength)])

  /// iOS 10's automatic content inset.
  public static let legacyContentInset = Fact(
    "legacy.contentInset", .legacy,
    "On iOS 10, `automaticallyAdjustsScrollViewInsets` wrote the layout guides into the content "
      + "scroll view's `contentInset`: {64, 0, 49, 0} on an iPhone 8 with a navigation bar and a "
      + "tab bar; {74, 10, 59, 10} with a `contentInset` of 10.", .measured,
    [
      .print(.seedUIKitSafeArea, by: "the Jianshu article's author"),
      .print(.daimamiContentInset, by: "the daimami.com article's author"),
      Citation(.docAutomaticallyAdjustsScrollViewInsets),
    ])

  static let legacy: [Fact] = [layoutGuides, legacyContentInset]
}
