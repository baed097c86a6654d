// MARK: Scroll indicators
extension Facts {
  /// The indicator insets app code sets.
  public static let indicatorInsets = Fact(
    "scrollView.indicatorInsets", .scrollView,
    "`verticalScrollIndicatorInsets` and `horizontalScrollIndicatorInsets` (iOS 11.1) are zero by "
      + "default and are what app code sets; `scrollIndicatorInsets` sets both (its getter is "
      + "deprecated in iOS 13). What the system adds is not part of them.", .documented,
    [Citation(.headerUIScrollView)])

  /// The iOS 13 flag.
  public static let indicatorsAutomaticFlag = Fact(
    "scrollView.indicatorsAutomatic", .scrollView,
    "`automaticallyAdjustsScrollIndicatorInsets` (iOS 13) is on by default: the system adjusts the "
      + "indicator insets. Apple gives no formula.", .documented,
    [Citation(.headerUIScrollView), Citation(.docAutomaticallyAdjustsScrollIndicatorInsets)])

  /// iOS 13 and later.
  public static let indicatorsIOS13 = Fact(
    "scrollView.indicatorsIOS13", .scrollView,
    "From iOS 13, with `automaticallyAdjustsScrollIndicatorInsets` on, an indicator's effective "
      + "insets are the set insets plus the scroll view's whole `safeAreaInsets`, whatever "
      + "`contentInsetAdjustmentBehavior` says (`.never` included); with it off, the set insets "
      + "alone. Shown on iOS 13; through iOS 26 assumed unchanged (no print found: searched "
      + "`verticalScrollIndicatorInsets` prints of iOS 26 scroll views).", .singleSource,
    // Screenshots and statements, no printed insets: the iOS 13 screenshots are the source.
    [
      .single(.reactNative28140, "screenshots of iOS 12 and 13, no printed insets"),
      Citation(.reactNative15023), Citation(.reactNative29809), Citation(.reactNative27102),
      Citation(.bluesky7131),
    ],
    disagreement: "WWDC 2018 session 235 (iOS 12) says `.never` turns the automatic part off; the "
      + "measurements show that holds on iOS 11 and 12 only (`scrollView.indicatorsIOS11`): the "
      + "model switches on the OS version.")

  /// iOS 11 and 12.
  public static let indicatorsIOS11 = Fact(
    "scrollView.indicatorsIOS11", .scrollView,
    "On iOS 11 and 12 the system added the safe area to the indicator insets only when "
      + "`contentInsetAdjustmentBehavior` is not `.never`; under `.never` the indicators ran to "
      + "the view's edges.", .singleSource,
    [
      .single(.radar35721413, "a radar's description, no printed insets"),
      Citation(.reactNative28140), Citation(.wwdc18Session235),
    ])

  /// Which edges, on iOS 11 and 12.
  public static let legacyIndicatorEdges = Fact(
    "scrollView.legacyIndicatorEdges", .scrollView,
    "On iOS 11 and 12 the safe area is added to the indicator insets on the edges "
      + "`adjustedContentInset` adjusted for.",
    .assumption(key: "assumeLegacyIndicatorsFollowAdjustedEdges"),
    [Citation(.radar35721413), Citation(.headerUIScrollView)],
    disagreement: "The sources say only \"not under `.never`\"; no source says which edges under "
      + "the other behaviours. `no` adds the whole safe area under any behaviour but `.never`.")

  static let scrollIndicators: [Fact] = [
    indicatorInsets, indicatorsAutomaticFlag, indicatorsIOS13, indicatorsIOS11,
    legacyIndicatorEdges,
  ]
}
