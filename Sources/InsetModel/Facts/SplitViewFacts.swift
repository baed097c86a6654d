// Facts about the classic split view (iOS 8–13).

extension Facts {
  /// The classic split view (iOS 8–13).
  public static let classicSplitView = Fact(
    "split.classic", .hierarchy,
    "Before iOS 14 a split view is the classic one: two columns, the primary (master) at the "
      + "leading edge and the secondary (detail) beside it (`allVisible`, the value of iOS 14's "
      + "`oneBesideSecondary`), under it with the primary over it (`primaryOverlay`) or alone "
      + "(`primaryHidden`); collapsed to one column in a compact width. The primary column's width "
      + "is `preferredPrimaryColumnWidthFraction` of the split view's (else 320), held between "
      + "`minimumPrimaryColumnWidth` and `maximumPrimaryColumnWidth`, whose `automaticDimension` "
      + "is 0 and 320 and applies: half of a 1024-pt split view is 320 unless the maximum is "
      + "raised. `preferredPrimaryColumnWidth`, the style, the supplementary column and the "
      + "two-column modes arrived in iOS 14, and the primary column has no off-screen part (its "
      + "100-pt buffer was first printed on iOS 14). `.automatic` is taken as side by side in "
      + "landscape; in portrait a row sets `preferredDisplayMode`.",
    .inferred(
      "Apple's documented iOS 8 column widths and display modes, Use Your Loaf's iOS 8 account "
        + "of the 320-pt maximum, and the off-screen buffer first printed on iOS 14"),
    [
      Citation(.docPrimaryColumnWidthFraction), Citation(.docMinimumPrimaryColumnWidth),
      Citation(.docMaximumPrimaryColumnWidth), Citation(.useYourLoafSplitWidth),
      Citation(.docClassicDisplayModes), Citation(.msSplitDisplayMode),
      Citation(.docPreferredPrimaryColumnWidth), Citation(.lnPopupController390),
      Citation(.radar31111140),
    ],
    disagreement: "One radar (2017) says the master view \"seemed to be reduced to 309 pt since "
      + "iOS 8\", with no device, orientation or print; Apple's documentation and Use Your Loaf "
      + "give 320 as the automatic maximum, which the model keeps.")

  static let splitViews: [Fact] = [classicSplitView]
}
