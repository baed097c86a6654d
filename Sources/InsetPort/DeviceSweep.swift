import Foundation
import InsetModel

// The one file of InsetPort that uses the InsetModel API (the scene, its
// resolution and the device catalog). Everything else in InsetPort works on
// the plain values declared here.

/// One screen of the sweep: a device of the catalog in an orientation, at an
/// iOS version it runs: its newest, or an earlier one where the device's
/// insets differ.
public struct SweepScreen: Sendable, Hashable {
  /// The device's simulator name, as the catalog and the `device` key spell it.
  public var device: String
  /// Landscape (left) rather than portrait.
  public var landscape: Bool
  /// The iOS version when it is not the model's default, the newest it
  /// covers (27.1): a device's last version (the iPhone X's 16), or the
  /// XR's and 11's 13, whose insets were different before iOS 14.
  public var iOSVersion: Double?

  /// The screen of the catalog's device named `device`, in portrait or
  /// landscape, at `iOSVersion` (nil: the model's default, its newest).
  ///
  ///     SweepScreen(device: "iPhone X", landscape: false, iOSVersion: 16).label
  ///     // "iPhone X portrait, iOS 16"
  public init(device: String, landscape: Bool, iOSVersion: Double? = nil) {
    self.device = device
    self.landscape = landscape
    self.iOSVersion = iOSVersion
  }

  /// `portrait` or `landscape`, as the `orientation` key writes it.
  public var orientation: String { landscape ? "landscape" : "portrait" }

  /// `iPhone X portrait, iOS 16`, `iPhone 17 landscape` (the model's 27.1).
  public var label: String {
    "\(device) \(orientation)"
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
  /// The scroll view's `contentInsetAdjustmentBehavior` is `.never` (what
  /// a port writes for `automaticallyAdjustsScrollViewInsets = false`).
  public var neverAdjusts: Bool

  /// A view controller among `bars`. By default it keeps UIKit's defaults
  /// (its view extends under the bars, `automaticallyAdjustsScrollViewInsets`
  /// is on) and has no scroll view.
  ///
  ///     SweepSetup(bars: Bars(navigationBar: true), scrollView: true)
  public init(
    bars: Bars, extendedEdges: Bool = true, automaticallyAdjustsScrollViewInsets: Bool = true,
    scrollView: Bool = false, neverAdjusts: Bool = false
  ) {
    self.bars = bars
    self.extendedEdges = extendedEdges
    self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
    self.scrollView = scrollView
    self.neverAdjusts = neverAdjusts
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
  public var rootSafeAreaInsets: Insets
  /// The scroll view's `adjustedContentInset`, when the setup has one.
  public var adjustedContentInset: Insets?
  /// The navigation bar's height, when it shows.
  public var navigationBarHeight: Double?
  /// The status bar's height (0 when hidden).
  public var statusBarHeight: Double
  /// `topLayoutGuide.length`.
  public var topLayoutGuide: Double
  /// `bottomLayoutGuide.length`.
  public var bottomLayoutGuide: Double
}

/// What the model says about one set-up on one screen.
public enum ScreenAnswer: Sendable, Hashable {
  /// Its numbers.
  case reading(ScreenReading)
  /// Why it has none: the model's own words (what no source publishes, or
  /// what the device does not run).
  case unanswered(String)
}

/// A device of the catalog, as plain numbers.
public struct DeviceFacts: Sendable, Hashable {
  /// The simulator name.
  public var name: String
  /// An iPad rather than an iPhone.
  public var isPad: Bool
  /// The screen's width in points, in portrait.
  public var portraitWidth: Double
  /// The screen's height in points, in portrait (what a device check by
  /// `bounds.height` compares with).
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
///     let screen = SweepScreen(device: "iPhone X", landscape: false, iOSVersion: 16)
///     DeviceSweep.read(SweepSetup(bars: Bars(navigationBar: true)), on: screen)?
///       .rootSafeAreaInsets.top  // 88
///
/// - Complexity: a reading is a check of the scene's problems and one
///   resolve, O(1) (about a microsecond); a sweep is one per screen.
public enum DeviceSweep {
  /// The height of a sweep's scroll content: taller than every screen, so
  /// that every scroll view scrolls vertically.
  public static let contentHeight: Double = 2000

  /// Every device of the catalog, phones first, oldest first; the safe-area
  /// top at the newest iOS version the device runs.
  public static let devices: [DeviceFacts] = DeviceCatalog.all.map { device in
    var scene = LayoutScene()
    scene.screen.device = device
    scene.screen.iOSVersion = newestVersion(of: device)
    let window = scene.resolve().windowSafeAreaInsets
    return DeviceFacts(
      name: device.name, isPad: device.idiom == .pad,
      portraitWidth: Double(device.portraitSize.width),
      portraitHeight: Double(device.portraitSize.height), scale: Double(device.scale),
      hasSensorHousing: device.topHardware != .bezel, hasHomeIndicator: device.hasHomeIndicator,
      portraitTopInset: Double(window.top))
  }

  /// The newest iOS version `device` runs, as the model covers it.
  static func newestVersion(of device: Device) -> CGFloat {
    device.lastOS.map { CGFloat($0) } ?? OSVersions.newest
  }

  /// The screens of a sweep: every device in portrait and in landscape at the
  /// newest iOS version it runs (a legacy app today meets each device at
  /// its last update: the iPhone X at iOS 16, the iPhone 17 at 27.1 with
  /// Liquid Glass bars), then the devices whose insets were different before
  /// iOS 14 (the XR and 11: a 44 pt top, 48 from iOS 14; [qmui-helper],
  /// [sst-view], [df-devices]) at iOS 13.
  public static let screens: [SweepScreen] = {
    var screens: [SweepScreen] = []
    func version(_ version: CGFloat) -> Double? {
      version == OSVersions.newest ? nil : Double(version)
    }
    for device in DeviceCatalog.all {
      let newest = version(newestVersion(of: device))
      screens.append(SweepScreen(device: device.name, landscape: false, iOSVersion: newest))
      screens.append(SweepScreen(device: device.name, landscape: true, iOSVersion: newest))
    }
    for device in DeviceCatalog.all where device.topInsetBeforeIOS14 != nil && device.runs(13) {
      screens.append(SweepScreen(device: device.name, landscape: false, iOSVersion: 13))
      screens.append(SweepScreen(device: device.name, landscape: true, iOSVersion: 13))
    }
    return screens
  }()

  /// What the model gives for `setup` on `screen`, or why it gives nothing
  /// there; nil for a device the catalog does not know.
  ///
  /// A scene the model cannot answer truthfully (`LayoutScene.problems()`
  /// is not empty: a device asked for at a version it does not run, an iPad
  /// from iPadOS 18 whose regular-width tab bar floats at the top, a set-up
  /// of the iPhone Duo no source has probed) is ``ScreenAnswer/unanswered(_:)``
  /// with the model's reason: numbers resolved for it would rest on nothing.
  public static func answer(_ setup: SweepSetup, on screen: SweepScreen) -> ScreenAnswer? {
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
      if setup.neverAdjusts { scene.scrollView.contentInsetAdjustmentBehavior = .never }
    }
    if let problem = scene.problems().first { return .unanswered(reason(problem.message)) }
    let resolution = scene.resolve()
    return .reading(
      ScreenReading(
        rootSafeAreaInsets: resolution.rootSafeAreaInsets,
        adjustedContentInset: resolution.scrollView.map(\.adjustedContentInset),
        navigationBarHeight: resolution.containers.navigationBarFrame.map { Double($0.height) },
        statusBarHeight: Double(resolution.screen.statusBarHeight),
        topLayoutGuide: Double(resolution.containers.topLayoutGuide),
        bottomLayoutGuide: Double(resolution.containers.bottomLayoutGuide)))
  }

  /// A scene problem's message without the advice to a table's author it
  /// ends with (": pin `rootSafeAreaInsets`", ": set `iOSVersion` to one of
  /// those"): a port finding says what the model lacks, not what to pin.
  static func reason(_ message: String) -> String {
    for advice in [": pin ", ": set ", ": give "] {
      if let range = message.range(of: advice, options: .backwards) {
        return String(message[..<range.lowerBound])
      }
    }
    return message
  }

  /// What the model gives for `setup` on `screen`; nil for a device the
  /// catalog does not know and for a screen the model cannot answer
  /// (``answer(_:on:)`` says why).
  public static func read(_ setup: SweepSetup, on screen: SweepScreen) -> ScreenReading? {
    guard case .reading(let reading) = answer(setup, on: screen) else { return nil }
    return reading
  }
}
