import Foundation
import InsetModel

// The one file of InsetPort that uses the InsetModel API (the scene, its
// resolution and the device catalog). Everything else in InsetPort works on
// the plain values declared here.

/// One screen of the sweep: a device of the catalog in an orientation, at the
/// model's default iOS version or an earlier one where the device's insets
/// differ.
public struct SweepScreen: Sendable, Hashable {
  /// The device's simulator name, as the catalog and the `device` key spell it.
  public var device: String
  /// Landscape (left) rather than portrait.
  public var landscape: Bool
  /// The iOS version when it is not the model's default (the XR's and 11's
  /// insets before iOS 14).
  public var iOSVersion: Double?

  public init(device: String, landscape: Bool, iOSVersion: Double? = nil) {
    self.device = device
    self.landscape = landscape
    self.iOSVersion = iOSVersion
  }

  /// `iPhone X portrait`, `iPhone XR landscape, iOS 13`.
  public var label: String {
    "\(device) \(landscape ? "landscape" : "portrait")"
      + (iOSVersion.map { ", iOS \(PortNumber.format($0))" } ?? "")
  }
}

/// How the view controller is set up for a sweep query.
public struct SweepSetup: Sendable, Hashable {
  /// The bars around it.
  public var bars: Bars
  /// `edgesForExtendedLayout` `.all` (true) or empty (false).
  public var extendedEdges: Bool
  /// `automaticallyAdjustsScrollViewInsets`.
  public var automaticallyAdjustsScrollViewInsets: Bool
  /// Whether the view under test is a tall scroll view (content
  /// ``DeviceSweep/contentHeight`` high) filling the root view.
  public var scrollView: Bool

  public init(
    bars: Bars, extendedEdges: Bool = true, automaticallyAdjustsScrollViewInsets: Bool = true,
    scrollView: Bool = false
  ) {
    self.bars = bars
    self.extendedEdges = extendedEdges
    self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
    self.scrollView = scrollView
  }

  /// The setup an assumption is checked with.
  public init(for assumption: CodeAssumption) {
    switch assumption {
    case .scrollViewNotAdjusted:
      self.init(
        bars: assumption.bars, automaticallyAdjustsScrollViewInsets: false, scrollView: true)
    case .nothingCoversView:
      self.init(bars: assumption.bars, extendedEdges: false)
    default:
      self.init(bars: assumption.bars, scrollView: assumption.readsScrollView)
    }
  }
}

/// What the model gives on one screen for one setup.
public struct ScreenReading: Sendable, Hashable {
  /// The root view's `safeAreaInsets`.
  public var rootSafeAreaInsets: InsetValues
  /// The scroll view's `adjustedContentInset`, when the setup has one.
  public var adjustedContentInset: InsetValues?
  /// The navigation bar's height, when it shows.
  public var navigationBarHeight: Double?
  /// The status bar's height (0 when hidden).
  public var statusBarHeight: Double
  /// `topLayoutGuide.length`.
  public var topLayoutGuide: Double
  /// `bottomLayoutGuide.length`.
  public var bottomLayoutGuide: Double
}

/// A device of the catalog, as plain numbers.
public struct DeviceFacts: Sendable, Hashable {
  /// The simulator name.
  public var name: String
  /// An iPad rather than an iPhone.
  public var isPad: Bool
  /// The screen in points, in portrait.
  public var portraitWidth: Double
  public var portraitHeight: Double
  /// Points to pixels.
  public var scale: Double
  /// A notch or a Dynamic Island.
  public var hasSensorHousing: Bool
  /// A home indicator at the bottom.
  public var hasHomeIndicator: Bool
  /// The window's safe-area top in portrait, no bars.
  public var portraitTopInset: Double
}

/// Asks the model about every screen of the device catalog.
///
///     let screen = SweepScreen(device: "iPhone X", landscape: false)
///     DeviceSweep.read(SweepSetup(bars: Bars(navigationBar: true)), on: screen)?
///       .rootSafeAreaInsets.top  // 88
///
/// - Complexity: a reading is one resolve of a scene, O(1) and allocation-free
///   in the model (about 160 ns); a sweep is one per screen.
public enum DeviceSweep {
  /// The height of a sweep's scroll content: taller than every screen, so
  /// that every scroll view scrolls vertically.
  public static let contentHeight: Double = 2000

  /// Every device of the catalog, phones first, smallest first.
  public static let devices: [DeviceFacts] = DeviceCatalog.all.map { device in
    var scene = LayoutScene()
    scene.screen.device = device
    let window = scene.resolve().windowSafeAreaInsets
    return DeviceFacts(
      name: device.name, isPad: device.idiom == .pad,
      portraitWidth: Double(device.portraitSize.width),
      portraitHeight: Double(device.portraitSize.height), scale: Double(device.scale),
      hasSensorHousing: device.topHardware != .bezel, hasHomeIndicator: device.hasHomeIndicator,
      portraitTopInset: Double(window.top))
  }

  /// The screens of a sweep: every device in portrait and in landscape at the
  /// model's default iOS version, then the devices whose insets were
  /// different before iOS 14 (the XR and 11: a 44 pt top, 48 from iOS 14;
  /// uikit-facts §8) at iOS 13.
  public static let screens: [SweepScreen] = {
    var screens: [SweepScreen] = []
    for device in DeviceCatalog.all {
      screens.append(SweepScreen(device: device.name, landscape: false))
      screens.append(SweepScreen(device: device.name, landscape: true))
    }
    for device in DeviceCatalog.all where device.topInsetBeforeIOS14 != nil {
      screens.append(SweepScreen(device: device.name, landscape: false, iOSVersion: 13))
      screens.append(SweepScreen(device: device.name, landscape: true, iOSVersion: 13))
    }
    return screens
  }()

  /// What the model gives for `setup` on `screen`; nil for a device the
  /// catalog does not know.
  public static func read(_ setup: SweepSetup, on screen: SweepScreen) -> ScreenReading? {
    guard let device = DeviceCatalog.device(named: screen.device) else { return nil }
    var scene = LayoutScene()
    scene.screen.device = device
    scene.screen.orientation = screen.landscape ? .landscapeLeft : .portrait
    if let version = screen.iOSVersion { scene.screen.iOSVersion = CGFloat(version) }
    scene.controller.navigationBar = setup.bars.navigationBar ? .visible : .none
    scene.controller.tabBar = setup.bars.tabBar ? .visible : .none
    scene.controller.prefersLargeTitles = setup.bars.largeTitles
    scene.controller.edgesForExtendedLayout = setup.extendedEdges ? .all : []
    scene.controller.automaticallyAdjustsScrollViewInsets =
      setup.automaticallyAdjustsScrollViewInsets
    if setup.scrollView {
      scene.view.kind = .scrollView
      scene.scrollView.contentSize = CGSize(width: 0, height: CGFloat(contentHeight))
    }
    let resolution = scene.resolve()
    return ScreenReading(
      rootSafeAreaInsets: values(resolution.rootSafeAreaInsets),
      adjustedContentInset: resolution.scrollView.map { values($0.adjustedContentInset) },
      navigationBarHeight: resolution.containers.navigationBarFrame.map { Double($0.height) },
      statusBarHeight: Double(resolution.screen.statusBarHeight),
      topLayoutGuide: Double(resolution.containers.topLayoutGuide),
      bottomLayoutGuide: Double(resolution.containers.bottomLayoutGuide))
  }

  static func values(_ insets: Insets) -> InsetValues {
    InsetValues(
      top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
      right: Double(insets.right))
  }
}
