// The bibliography entries of the sources added when the notation learned to ask about split
// views' display modes and widths, presentation contexts, popover arrows, detents, the keyboard
// layout guide and traits (read 2026-11-25), kept out of Bibliography.swift so that its switch
// gains one case list only.

extension Source {
  /// The entry of a source added for those questions; ``entry`` forwards here.
  var notationEntry: BibliographyEntry? {
    switch self {
    case .docSplitDisplayMode:
      reviewedAppleDoc(
        "UISplitViewController.displayMode",
        "uikit/uisplitviewcontroller/displaymode-swift.property",
        takes: "\"The value in this property is never set to "
          + "UISplitViewController.DisplayMode.automatic\"; \"When isCollapsed is true, the value of "
          + "this property is ignored. A collapsed split view interface contains only one view "
          + "controller, so the display mode is superfluous.\"")
    case .docSplitIsCollapsed:
      reviewedAppleDoc(
        "UISplitViewController.isCollapsed", "uikit/uisplitviewcontroller/iscollapsed",
        takes: "\"Collapsing happens when the split view controller transitions from a "
          + "horizontally regular to a horizontally compact environment\"; collapsed, the "
          + "display mode \"has no impact on the appearance\"")
    case .docMinimumPrimaryColumnWidth:
      reviewedAppleDoc(
        "UISplitViewController.minimumPrimaryColumnWidth, maximumPrimaryColumnWidth and "
          + "preferredPrimaryColumnWidth", "uikit/uisplitviewcontroller/minimumprimarycolumnwidth",
        takes: "\"The values in the minimumPrimaryColumnWidth and maximumPrimaryColumnWidth "
          + "properties constrain the actual width of the primary view controller\"; a width "
          + "less than the minimum \"is set to the value in this property\", one greater than "
          + "the maximum likewise; their automaticDimension is documented as 0 and 320 points")
    case .docSupplementaryColumnWidth:
      reviewedAppleDoc(
        "UISplitViewController.supplementaryColumnWidth and preferredSupplementaryColumnWidth",
        "uikit/uisplitviewcontroller/supplementarycolumnwidth",
        takes: "\"This property contains the actual width applied to the supplementary view "
          + "controller's view\"; the preferred width's default automaticDimension \"results in "
          + "an appropriate width\", with no number")
    case .docDefinesPresentationContext:
      reviewedAppleDoc(
        "UIViewController.definesPresentationContext",
        "uikit/uiviewcontroller/definespresentationcontext",
        takes: "\"UIKit starts at the presenting view controller and walks up the view controller "
          + "hierarchy. If it finds a view controller whose value for this property is true, it "
          + "asks that view controller to present the new view controller. If no view "
          + "controller defines the presentation context, UIKit asks the window's root view "
          + "controller to handle the presentation. The default value for this property is "
          + "false. Some system-provided view controllers, such as UINavigationController, "
          + "change the default value to true.\"")
    case .docPermittedArrowDirections:
      reviewedAppleDoc(
        "UIPopoverPresentationController.permittedArrowDirections and arrowDirection",
        "uikit/uipopoverpresentationcontroller/permittedarrowdirections",
        takes: "\"The arrow directions that you prefer for the popover\", default any (up, down, "
          + "left, right); arrowDirection is the direction UIKit chose, from the anchor")
    case .pinLayout241:
      BibliographyEntry(
        title: "PinLayout issue 241: \"view.keyboardLayoutGuide.layoutFrame\" is (0,0,0,0) "
          + "before using \"view.pin.keyboardMargins\"", author: "baekteun",
        url: "https://github.com/layoutBox/PinLayout/issues/241", published: "2022-02-01",
        read: "2026-11-25",
        takes: "a keyboard layout guide read before anything uses it gives a zero rect; once "
          + "PinLayout's keyboardMargins (which constrains the guide) has been read, its frame "
          + "is right")
    case .docSemanticContentAttribute:
      reviewedAppleDoc(
        "UIView.semanticContentAttribute and userInterfaceLayoutDirection(for:relativeTo:)",
        "uikit/uiview/semanticcontentattribute",
        takes: "\"Some views should not flip when switching between left-to-right and "
          + "right-to-left layouts. For example, the view is part of the playback controls or "
          + "represents physical directions\"; forceLeftToRight and forceRightToLeft fix the "
          + "direction; the class method gives the direction an attribute implies")
    case .docContentSizeCategory:
      reviewedAppleDoc(
        "UIContentSizeCategory and UIView.readableContentGuide",
        "uikit/uicontentsizecategory",
        takes: "the text sizes, from extraSmall to accessibilityExtraExtraExtraLarge; the "
          + "readable width is given at none of them (672 is [uyl-readable-width]'s, at the "
          + "default size)")
    case .docRequiresFullScreen:
      reviewedAppleDoc(
        "UIRequiresFullScreen (Information Property List)",
        "bundleresources/information-property-list/uirequiresfullscreen",
        takes: "\"A Boolean value that indicates whether the system puts an iPad app into a "
          + "compatibility mode that opts the app out of multitasking and dynamic resizing\" "
          + "(iOS 9 to 26.0; deprecated from iPadOS 26)")
    default:
      nil
    }
  }

}
