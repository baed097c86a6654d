/// The bibliography entries of iPadOS 26 windows, layout regions, reserved
/// regions, vertical bars and the iPhone Duo.
extension Source {
  /// The entry of one of this area's sources; `nil` for any other source.
  var windowsEntry: BibliographyEntry? {
    switch self {
    // Apple: windows, layout regions, reserved regions, vertical bars.
    case .docWindowingControlStyle:
      doc(
        "UIWindowScene.WindowingControlStyle", "uikit/uiwindowscene/windowingcontrolstyle",
        takes: "the three styles in Apple's words: automatic \"use the default system style\", "
          + "minimal \"occupy as little of the scene's space as possible\", unified \"appear as "
          + "part of the scene's content\" (iPadOS 26); no geometry")
    case .docPreferredWindowingControlStyle:
      doc(
        "UIWindowSceneDelegate.preferredWindowingControlStyle(for:)",
        "uikit/uiwindowscenedelegate/preferredwindowingcontrolstyle(for:)",
        takes: "the scene delegate picks a scene's style; automatic when it does not implement it")
    case .docLayoutRegion:
      doc(
        "UIView.LayoutRegion and UIView.LayoutRegion.AdaptivityAxis", "uikit/uiview/layoutregion",
        takes: "safeArea, margins and readableContent, each with an optional cornerAdaptation "
          + "axis, horizontal or vertical (iOS 26); bar(onEdge:extent:) on an absolute or "
          + "directional edge (iOS 27.1); no text on what an adaptation computes")
    case .docEdgeInsetsForRegion:
      doc(
        "UIView.edgeInsets(for:), directionalEdgeInsets(for:) and layoutGuide(for:)",
        "uikit/uiview/edgeinsets(for:)",
        takes: "the three ways to read a layout region (iOS 26): insets, directional insets and "
          + "a layout guide")
    case .headerLayoutRegion:
      entry(
        "UIViewLayoutRegion.h (MacOSX26.1.sdk, iOSSupport)", "Apple (copied by alexey-lysiuk)",
        "https://github.com/alexey-lysiuk/macos-sdk/blob/main/MacOSX26.1.sdk/System/iOSSupport/"
          + "System/Library/Frameworks/UIKit.framework/Versions/A/Headers/UIViewLayoutRegion.h",
        published: "2025",
        takes: "the adaptivity axis None = 0, Horizontal = 1, Vertical = 2, iOS 26.0; the "
          + "header has no prose")
    case .docReservedRegion:
      doc(
        "UIView.ReservedRegion and UIViewReservedRegion", "uikit/uiview/reservedregion",
        takes: "occlusion (\"an element, such as the Dynamic Island, a camera, or window "
          + "controls, occludes content\") and division (\"content splits into separate regions, "
          + "such as at the fold of a hinge\"); frame \"in the view's coordinate space, including "
          + "the margins\", margins \"for interactive content\", isActive, id; "
          + "reservedRegions(kind:options:) returns the regions that intersect the view; "
          + "QueryOptions.includeInactive (iOS 27.1)")
    case .docSwiftUIReservedRegion:
      doc(
        "SwiftUI ReservedRegion and GeometryProxy.reservedRegions(kind:options:"
          + "layoutDirectionBehavior:)",
        "swiftui/geometryproxy/reservedregions(kind:options:layoutdirectionbehavior:)",
        takes: "the same regions for a geometry proxy, mirrored in a right-to-left layout by "
          + "default (layoutDirectionBehavior: .mirrors) (iOS 27.1)")
    case .docContainerCornerInsets:
      doc(
        "SwiftUI GeometryProxy.containerCornerInsets",
        "swiftui/geometryproxy/containercornerinsets",
        takes: "corner insets include system UI and window corner radii; zero in a window that "
          + "fills the screen without window controls; with controls, the top leading corner's "
          + "inset is theirs where the view overlaps them (iOS 26)")
    case .docContentMarginGuide:
      doc(
        "SwiftUI ContentMarginGuide.container", "swiftui/contentmarginguide/container",
        takes: "\"the system layout margins, which range from 16 to 20 points on iPhone\"; \"On "
          + "iPhone Duo, the margin can also be asymmetric ... when next to a vertical bar\" "
          + "(iOS 27.1)")
    case .docVerticalBarEdge:
      doc(
        "UITraitCollection.verticalBarEdge and UIVerticalBarEdge",
        "uikit/uitraitcollection/verticalbaredge",
        takes: "the system's preferred edge for a vertical bar whether or not one shows; "
          + "unspecified on hardware without one or where none is used; SwiftUI's "
          + "toolbarVerticalEdge is the same (iOS 27.1)")
    case .docVerticalBarBehavior:
      doc(
        "UIViewController.preferredVerticalBarBehavior and UIVerticalBarBehavior",
        "uikit/uiverticalbarbehavior",
        takes: "automatic by default; disabled: \"Bar content falls back to the standard "
          + "horizontal top and bottom bars, and the vertical status bar reverts to the "
          + "horizontal axis\"; navigation and tab bar controllers forward it (iOS 27.1)")
    case .wwdc25Session282:
      entry(
        "Make your UIKit app more flexible (WWDC 2025, session 282)", "Apple",
        "https://developer.apple.com/videos/play/wwdc2025/282/", published: "2025-06",
        takes: "the session that introduced corner-adapted layout regions (chapter "
          + "\"Adaptivity\"); its transcript was not read")
    case .duoLabSDK:
      entry(
        "iOS 27.1 SDK headers (UIViewReservedRegion.h, UIVerticalBarEdge.h, UIViewController.h, "
          + "UIViewLayoutRegion.h), as copied in the DuoLab repository",
        "Apple (copied by branch10480)",
        "https://github.com/branch10480/iphone-duo/tree/53ddf904449ce19b9adfa91485318ed3be1514d0/"
          + "artifacts/ios27.1-sdk", published: "2026-09",
        takes: "bar(onEdge:extent:) \"Returns a bar layout region of a given extent on a given "
          + "edge\", one edge per region; the vertical bar's safe-area inset is added or removed "
          + "with preferredVerticalBarBehavior")

    // iPadOS 26 windows, measured and reported.
    case .wwdcNotes208:
      entry(
        "Elevate the design of your iPad app (WWDC 2025, session 208), community notes",
        "WWDCNotes", "https://github.com/WWDCNotes/WWDCNotes", published: "2025-06",
        takes: "every window gets its controls at the top left; apps not updated for iPadOS 26 "
          + "get them in the top safe area, which grows for them")
    case .tauri15521:
      report(
        "tauri issue 15521 (iPadOS 26 window controls and the safe area)", "velocitysystems",
        "https://github.com/tauri-apps/tauri/issues/15521", published: "2026-06-11",
        takes: "the controls sit in the window's top-left corner and \"do not contribute to the "
          + "safe area\"")
    case .capacitor8172:
      report(
        "Capacitor issue 8172 (iPadOS 26 window management buttons)", "tobyzerner",
        "https://github.com/ionic-team/capacitor/issues/8172", published: "2025-09-27",
        takes: "the buttons are in the top-left corner and \"are not shown when the app is "
          + "running in full screen\"")
    case .openDraft66:
      report(
        "OpenDraft issue 66 (iPadOS window control over the content)",
        "Proteus Technologies",
        "https://github.com/Proteus-Technologies-Private-Limited/"
          + "OpenDraft/issues/66", published: "2026-08-11",
        takes: "\"iPadOS reports no left inset there but still draws the control\"")
    case .mithka68:
      report(
        "mithka PR 68 (page headers clear of iPadOS floating window controls)", "starlight4you",
        "https://github.com/iebb/mithka/pull/68", published: "2026-08-24",
        takes: "a floating window's top inset is about 10 pt while the controls need about 40")
    case .trvis315:
      report(
        "TRViS PR 315 (AppBar shifted for iPadOS 26 window controls)", "TetsuOtter",
        "https://github.com/TetsuOtter/TRViS/pull/315", published: "2026-07-10",
        takes: "the horizontal corner-adapted region's left inset clears the controls; the "
          + "adaptation is non-zero even full screen with no controls")
    case .tattoo457:
      report(
        "tattoo PR 457 (minimal window controls)", "NTUT-NPC",
        "https://github.com/NTUT-NPC/tattoo/pull/457", published: "2026-09-17",
        takes: "minimal controls reserve \"a compact strip for the controls above the Flutter "
          + "content\" (iPadOS 27 simulator); the strip's height is not given")
    case .piliPlus2482:
      report(
        "PiliPlus PR 2482 (minimal window controls on iPad)", "bggRGjQaUbCoE",
        "https://github.com/bggRGjQaUbCoE/PiliPlus/pull/2482", published: "2026-08-08",
        takes: "with minimal controls UIKit gives them a separate top area (iPad Pro, iPadOS "
          + "27.0 beta 2)")
    case .ddg4499:
      report(
        "DuckDuckGo apple-browsers PR 4499, review", "duckduckgo",
        "https://github.com/duckduckgo/apple-browsers/pull/4499", published: "2026-04-22",
        takes: "on iPadOS 26 a margins-based layout guide keeps clear of the window controls "
          + "where the safe area's does not")
    case .cmp2555:
      report(
        "compose-multiplatform-core PR 2555 (adopt the iOS 26 LayoutRegion API)", "JetBrains",
        "https://github.com/JetBrains/compose-multiplatform-core/pull/2555",
        published: "2025-11-06",
        takes: "regions fix traffic lights over content on iPad; before iOS 26 margins, readable "
          + "content and safe area fall back to layoutMargins, readableContentGuide and "
          + "safeAreaInsets; iOS 26.0 adds spurious horizontal insets, fixed in 26.1 "
          + "(CMPLayoutRegion.m at a919bceae8677c41f454d0e4627e041101f55b89)")
    case .frustCornerInsets:
      entry(
        "frust-core CornerInsets", "frust-core (docs.rs)",
        "https://docs.rs/frust-core/latest/frust_core/insets/struct.CornerInsets.html",
        takes: "\"In an RTL locale the iPadOS window control lands top-RIGHT\"")
    case .windowControlsInset:
      entry(
        "WindowControlsSafeAreaInset", "lynnswap",
        "https://github.com/lynnswap/WindowControlsSafeAreaInset/blob/"
          + "0617664bdd40ccad13a76a33630c1883166cc049/Sources/WindowControlsSafeAreaInset/"
          + "WindowControlsSafeAreaInsetModel.swift",
        published: "2025-09-08",
        takes: "places content past the window controls with "
          + "layoutGuide(for: .margins(cornerAdaptation: .horizontal))")

    // The iPhone Duo, measured on its simulator.
    case .boardhopPlan:
      report(
        "boardhop research 23: iPhone Duo adaptation", "kammcs",
        "https://github.com/kammcs/boardhop/blob/f22da34224e26e762ffa3cae4ba31866f7070d70/"
          + "research/23-iphone-duo-adaptation.md",
        published: "2026-09-20",
        takes: "the window's insets in every pose (84 on the strip's side, 34 at the bottom; "
          + "82 on top held tall), verticalBarEdge, the division region (455.5, 0, 40, 669), "
          + "margins 20, active only folded, and the status strip's occlusion regions; quotes "
          + "Apple's HIG \"Designing for iPhone Duo\"")
    case .boardhopWalk:
      report(
        "boardhop walkthrough: iPhone Duo, 2026-09-20", "kammcs",
        "https://github.com/kammcs/boardhop/blob/3be161b2fa24e8695c26f1b7b22573de4f9af86c/"
          + "research/walkthroughs/2026-09-20-iphone-duo.md",
        published: "2026-09-20",
        takes: "84 on the strip's edge, 34 at the bottom, 0 elsewhere, in every pose; "
          + "corner-adapted insets 16 on the inner display and 2.3 on the cover, never a pair")
    case .boardhopCorner:
      report(
        "boardhop research 23, section 9.11: corner clearance", "kammcs",
        "https://github.com/kammcs/boardhop/blob/0654052346aadd364966f29bb950fbb874e46594/"
          + "research/23-iphone-duo-adaptation.md",
        published: "2026-09-20",
        takes: "edgeInsets(for:) of safeArea (no axis, horizontal, vertical) and margins in the "
          + "wide, tall and cover poses; \"the two axes are alternatives, not a pair\"; \"the "
          + "number is not the corner radius\"")
    case .duoLabHandoff:
      report(
        "DuoLab handoff notes (引き継ぎ書)", "branch10480",
        "https://github.com/branch10480/iphone-duo/blob/ee122047312dd6219cb74505931dc87b6d718578/"
          + "docs/handoff-next-session.md",
        published: "2026-09-22",
        takes: "GeometryReader insets in a NavigationStack in a TabView: 82/84/34 at top, strip "
          + "side and bottom with the bars vertical; size classes per display; reserved-region "
          + "counts per pose; hinge angles")
    case .capfoldDoc:
      report(
        "capacitor-foldable: iPhone Duo", "erkamyaman",
        "https://github.com/erkamyaman/capacitor-foldable/blob/"
          + "32bb67f718be6c998fa1e375ee02f40e564b910b/docs/iphone-duo.md",
        published: "2026-09",
        takes: "window sizes per pose; the reserved regions of the inner display held wide: "
          + "division {456, 0, 40, 669} with margins 20 each side, the camera {677, 21, 58, 37} "
          + "inactive, the status strip {867, 0, 84, 120} active; a plain division query is "
          + "empty until the phone folds")
    case .duoResearchJP:
      report(
        "iPhone Duo 対応リサーチ (iPhone Duo support research)", "branch10480",
        "https://github.com/branch10480/iphone-duo/blob/b1f6c1fbefe181081098287958a7cf72b06bdb12/"
          + "docs/iphone-duo-support.md",
        published: "2026-09-20",
        takes: "the simulator's displays 669 × 951 and 466 × 678 pt at 3x; device type "
          + "iPhone-Duo, iPhone19,4, iOS 27.1; the fold region active only while folded")
    case .duoSkillsAPI:
      entry(
        "iPhone Duo APIs in the iOS 27.1 SDK (skill reference)", "unknown",
        "repository not named by the index that holds it (find_string id 71495300034)",
        published: "2026-09",
        takes: "toolbarVerticalEdge is trailing wherever the bar exists and nil on the inner "
          + "display held tall; apps built with an older SDK run letterboxed")
    case .duoLayoutSkill:
      entry(
        "iPhone Duo layout (skill reference)", "unknown",
        "repository not named by the index that holds it (find_string id 71596440382)",
        published: "2026-09",
        takes: "a simulator's readings: corner adaptation 16 on the leading edge "
          + "(horizontal) or the top (vertical), \"an edge the safe area already insets does not "
          + "change\"; the fold's frame is 40 pt flat and folded; the cover's camera region is "
          + "always active and comes with the bar strip's, both with zero margins")
    case .duoLab286:
      entry(
        "Notes on Apple's Group Lab 286 (iPhone Duo)", "unknown",
        "repository not named by the index that holds it (find_string id 68980501409)",
        published: "2026-09",
        takes: "bar(onEdge:extent:) grabs \"the region that the system bar would draw in\"")
    case .tgCard31:
      report(
        "TGCardViewController PR 31 (iPhone Duo vertical bar)", "skedgo",
        "https://github.com/skedgo/TGCardViewController/pull/31", published: "2026-09-19",
        takes: "the vertical bar is \"an ordinary safe-area inset of about 84 pt on whichever "
          + "side it's on\"")
    case .apui101:
      report(
        "adaptive_platform_ui release 1.0.1", "berkaycatak",
        "https://github.com/berkaycatak/adaptive_platform_ui/releases/tag/v1.0.1",
        published: "2026-09",
        takes: "on the cover in landscape the strip stays on the side, \"including the rotation "
          + "that puts the strip on the left\"")
    case .readest6312:
      report(
        "readest PR 6312 (keep clear of the iPhone Duo's side status strip)", "kad-air",
        "https://github.com/readest/readest/pull/6312", published: "2026-09-19",
        takes: "the strip is \"a large left or right safe-area inset\" with a top inset of 0")
    case .mirzaFacts:
      report(
        "iphone-duo-skills: device facts (restating Apple's Tech Talk, not measured)",
        "mirzaaghazadeh",
        "https://github.com/mirzaaghazadeh/iphone-duo-skills/blob/"
          + "2de45429052259dd2b6c325b8a6d79dcc03a8842/reference/device-facts.md",
        published: "2026-09",
        takes: "size classes per display from Apple's Tech Talk: the inner display regular in "
          + "both, in either orientation")
    case .mirzaDualPane:
      report(
        "iphone-duo-skills: dual-pane patterns (Apple's design templates, as a community kit "
          + "reproduces them)", "mirzaaghazadeh",
        "https://github.com/mirzaaghazadeh/iphone-duo-skills/blob/"
          + "b8b9d15b4dc987d0c35940265e07f4128ba79361/skills/iphone-duo-dual-pane-patterns/"
          + "SKILL.md",
        published: "2026-09-23",
        takes: "a vertical bar 84 pt wide; a layout margin of 20 on both displays; design "
          + "values that disagree with the probes (bottom 0, tall top 84, tab bar 95)")
    case .classmethodVerticalBar:
      report(
        "How Much Can Apps Control the Vertical Bar on the iPhone Duo?", "Classmethod DevelopersIO",
        "https://dev.classmethod.jp/en/articles/ios27-1-iphone-duo-vertical-bar/",
        published: "2026-11-15",
        takes: "vertical bars on the outer display and on the inner display in landscape; "
          + "horizontal bars held in portrait")
    default:
      nil
    }
  }

  private func doc(_ title: String, _ path: String, takes: String) -> BibliographyEntry {
    entry(
      title + " (Apple Developer Documentation)", "Apple",
      "https://developer.apple.com/documentation/" + path, takes: takes)
  }

  private func report(
    _ title: String, _ author: String, _ url: String, published: String, takes: String
  ) -> BibliographyEntry {
    entry(title, author, url, published: published, takes: takes)
  }

  private func entry(
    _ title: String, _ author: String, _ url: String, published: String? = nil, takes: String
  ) -> BibliographyEntry {
    BibliographyEntry(
      title: title, author: author, url: url, published: published, read: "2026-11-23",
      takes: takes)
  }
}
