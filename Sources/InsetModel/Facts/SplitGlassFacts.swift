// The split view as the iOS 26.1 simulators print it: default widths, the display mode
// `.automatic` settles on, and what a collapsed split view reports.

extension Facts {
  /// A split view's widths, `.automatic` and collapsing from iOS 26, as printed.
  public static let splitGlassPrints = Fact(
    "split.glassPrints", .hierarchy,
    "From iOS 26, as the iPad (A16) on iPadOS 26.1 prints it: a triple-column split view's "
      + "`primaryColumnWidth` defaults to 280 and its `supplementaryColumnWidth` to 320 (cut to "
      + "the split view's width less 0.5 and the secondary's 464); a two-column one's primary "
      + "is 320. `.automatic` settles on `.oneBesideSecondary` with two columns, and with three "
      + "on `.twoBesideSecondary` where 240 + 240 + 10 + 0.5 + 464 = 954.5 pt fit, "
      + "`.oneBesideSecondary` below (printed at 600 and 820; under 600 no print). Collapsed, "
      + "both getters report the split view's own width (820 on the iPad collapsed by a trait "
      + "override, 393 on the iPhone 16). The model applies these from iOS 26; the columns' "
      + "frames there (a floating sidebar at x 10, a 0.5-pt separator) are printed but not laid "
      + "out.", .singleSource,
    [
      .single(
        .openUIKitSplitView,
        "one project's probes (splitviewprobe, splitwidthprobe, splitframesprobe) of the iPad "
          + "(A16) and iPhone 16 iOS 26.1 simulators", at: "primaryColumnWidth"),
      Citation(.openUIKitSplitViewNote, at: "§3"),
    ],
    disagreement: "Before iOS 26 no print gives these: the two-column default of 320 is "
      + "`assumeDefaultPrimaryColumnWidth`, and a triple-column row, a portrait `.automatic` and "
      + "a collapsed width stay errors (prints of `primaryColumnWidth`, "
      + "`supplementaryColumnWidth` and `displayMode` on iPadOS 14 to 18 would settle them).")

  static let splitGlass: [Fact] = [splitGlassPrints]
}
