// The bibliography entries of the sources behind the iOS 7–10 world (read 2026-11-25).

extension Source {
  /// The entry of a source added for the iOS 7–10 world; ``entry`` forwards here.
  var legacyEntry: BibliographyEntry? {
    switch self {
    case .docPrefersStatusBarHidden:
      reviewEntry(
        "prefersStatusBarHidden (Apple Developer Documentation)", "Apple",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersstatusbarhidden",
        takes: "\"By default, this method returns false with one exception. For apps linked "
          + "against iOS 8 or later, this method returns true if the view controller is in a "
          + "vertically compact environment\": from iOS 8 an iPhone in landscape hides the "
          + "status bar; on iOS 7 it showed")
    case .docAPIAvailability:
      reviewEntry(
        "UIKit API availability (Apple Developer Documentation, each symbol's SDK list)",
        "Apple", "https://developer.apple.com/documentation/uikit",
        takes: "the release each property arrived in: topLayoutGuide, bottomLayoutGuide and "
          + "automaticallyAdjustsScrollViewInsets iOS 7.0; layoutMargins and "
          + "preservesSuperviewLayoutMargins iOS 8.0; readableContentGuide and "
          + "cellLayoutMarginsFollowReadableWidth iOS 9.0; safeAreaInsets, safeAreaLayoutGuide, "
          + "adjustedContentInset, contentInsetAdjustmentBehavior, additionalSafeAreaInsets, "
          + "directionalLayoutMargins, systemMinimumLayoutMargins, "
          + "insetsLayoutMarginsFromSafeArea, insetsContentViewsToSafeArea, "
          + "sectionInsetReference and prefersLargeTitles iOS 11.0; UICollectionViewCompositionalLayout "
          + "and SwiftUI iOS 13.0; UICollectionLayoutListConfiguration iOS 14.0")
    case .higTabBars:
      reviewEntry(
        "Human Interface Guidelines: Tab Bars (iOS)", "Apple",
        "https://developer.apple.com/design/human-interface-guidelines/ios/bars/tab-bars",
        takes: "\"Tab bars are translucent, may have a background tint, maintain the same height "
          + "in all screen orientations\": the tab bar before iOS 11's compact one, 49 in "
          + "landscape too")
    case .wikipediaIPhoneSE:
      reviewEntry(
        "iPhone SE (1st generation)", "Wikipedia",
        "https://en.wikipedia.org/wiki/IPhone_SE_(1st_generation)",
        takes: "\"Operating system: Original: iOS 9.3\" (released 2016-03-31)")
    case .iPhone5cShipsIOS7:
      reviewEntry(
        "How Old is an iPhone 5c? A Closer Look at the Age of this Iconic Device",
        "The Techy Life", "https://thetechylife.com/how-old-is-a-iphone-5c/",
        takes: "the iPhone 5c (September 2013) came with \"a 4-inch Retina display, an A6 chip "
          + "[…] and iOS 7 out of the box\"")
    case .iPhone5cNoIOS11:
      reviewEntry(
        "What does iPhone 5 and 5c not being supported mean?", "Goodtech",
        "https://www.goodtech.co.nz/blogs/news/what-does-iphone-5-and-5c-not-being-supported-mean",
        published: "2017",
        takes: "\"the iPhone 5 and 5c will not be able to upgrade to iOS 11\" (32-bit): iOS 10 "
          + "is the 5c's last")
    case .daimamiContentInset:
      reviewEntry(
        "contentInset under a navigation controller and a tab bar controller (untitled in the "
          + "stored copy; page iphone/452825)", "unnamed (daimami.com)",
        "http://daimami.com/iphone/452825.htm",
        takes:
          "NSLog prints of a 375 × 667 scroll view's contentInset before iOS 11: {64, 0, 0, 0} "
          + "under a navigation bar, {20, 0, 0, 0} with it hidden; the text gives {64, 0, 49, 0} "
          + "inside a tab bar controller (the stored copy cuts that print off)")
    default:
      nil
    }
  }

}
