// MARK: Issue 18
// The bibliography entries of the lists and scroll-content sources (issue 18),
// kept out of Bibliography.swift so that its switch gains one case list only.

extension Source {
  /// The entry of an issue-18 source; ``entry`` forwards here.
  var listsEntry: BibliographyEntry {
    switch self {
    // Scroll indicators
    case .docAutomaticallyAdjustsScrollIndicatorInsets:
      doc(
        "automaticallyAdjustsScrollIndicatorInsets",
        "uikit/uiscrollview/automaticallyadjustsscrollindicatorinsets",
        takes: "iOS 13; \"whether the system automatically adjusts the scroll indicator insets\"; "
          + "default true; no formula")
    case .reactNative28140:
      listEntry(
        "ScrollView.scrollIndicatorInsets behavior changed in iOS 13 (issue 28140)", "justinwh",
        "https://github.com/react/react-native/issues/28140", published: "2020-02-20",
        takes: "screenshots of an iPhone X-class device: on iOS 13 a scroll view with "
          + "contentInsetAdjustmentBehavior never (React Native's default) keeps its indicators "
          + "inside the safe area; on iOS 12 they run to the view's edges")
    case .reactNative29809:
      listEntry(
        "Add ScrollView.automaticallyAdjustsScrollIndicatorInsets prop (PR 29809)", "justinwh",
        "https://github.com/react/react-native/pull/29809", published: "2020-08-29",
        takes: "\"When YES, any such insets are in addition to whatever insets would be applied "
          + "by the device's safe area. When NO, the iOS <13 behavior is restored\"")
    case .reactNative15023:
      listEntry(
        "Add contentInsetAdjustmentBehavior to ScrollView (PR 15023)", "skevy",
        "https://github.com/react/react-native/pull/15023", published: "2017-07-14",
        takes: "React Native's scroll views default to contentInsetAdjustmentBehavior never, so "
          + "rn-28140 observes never")
    case .reactNative27102:
      listEntry(
        "Fix scrollIndicatorInsets on iOS 13 (PR 27102)", "radex",
        "https://github.com/react/react-native/pull/27102", published: "2019-11-04",
        takes: "scrollIndicatorInsets \"seems to be broken on iOS 13\"; setting "
          + "automaticallyAdjustsScrollIndicatorInsets to NO restores the set insets")
    case .bluesky7131:
      listEntry(
        "Disable automaticallyAdjustsScrollIndicatorInsets (PR 7131)", "mozzius (Bluesky)",
        "https://github.com/bluesky-social/social-app/pull/7131", published: "2024-12-16",
        takes: "\"iOS automatically adds in the safe area to the scroll indicator insets\"")
    case .radar35721413:
      listEntry(
        "35721413: Scrolling Indicator Insets are broken on iPhone X", "openradar-mirror",
        "https://github.com/lionheart/openradar-mirror/issues/18969", published: "2017-11-28",
        takes: "iOS 11: with contentInsetAdjustmentBehavior other than never the indicators are "
          + "adjusted automatically; never \"removes this automagic\"")

    // Margins and tables
    case .radar29013952:
      listEntry(
        "29013952: UITableView Section headers leading/trailing margins change when offscreen",
        "openradar-mirror", "https://github.com/lionheart/openradar-mirror/issues/16253",
        published: "2016-10-29",
        takes: "iOS 10: table header margins \"16px (20px on iPhone 6/7+)\": 16 on 375 pt phones, "
          + "20 on 414 pt ones")
    case .stackOverflow29349917:
      listEntry(
        "Matching left alignment of custom & standard UITableViewCell types (question 29349917)",
        "Stack Overflow", "https://stackoverflow.com/questions/29349917", published: "2015",
        takes: "the default separator inset: iOS 7 15; iOS 8 16 on iPhone, 20 on iPad")
    default:
      preconditionFailure("\(rawValue) is not an issue-18 source")
    }
  }

  private func doc(_ title: String, _ path: String, takes: String) -> BibliographyEntry {
    BibliographyEntry(
      title: title + " (Apple Developer Documentation)", author: "Apple",
      url: "https://developer.apple.com/documentation/" + path, read: "2026-11-23", takes: takes)
  }

  private func listEntry(
    _ title: String, _ author: String, _ url: String, published: String? = nil, takes: String
  ) -> BibliographyEntry {
    BibliographyEntry(
      title: title, author: author, url: url, published: published, read: "2026-11-23",
      takes: takes)
  }
}
