import Foundation

/// One device of the catalog: its screen in points, its scale, what covers
/// its edges, the OS versions it runs, and where its numbers come from.
///
/// An immutable class, so that a scene holding a device copies one reference
/// (a resolve spent its time copying the strings of a device held by value).
/// Two devices are equal when their names are.
public final class Device: Sendable, Hashable {
  /// The phone or pad idiom.
  public enum Idiom: String, Sendable, Hashable {
    /// `UIUserInterfaceIdiom.phone`: an iPhone.
    case phone
    /// `UIUserInterfaceIdiom.pad`: an iPad.
    case pad
  }

  /// What sits at the top edge of the screen in portrait.
  public enum TopHardware: String, Sendable, Hashable {
    /// A bezel (and a Home button): the status bar alone makes the top inset.
    case bezel
    /// A sensor housing (the notch): a fixed inset, status bar shown or not.
    case notch
    /// The Dynamic Island: a fixed inset; the status bar is shorter than it.
    case dynamicIsland
  }

  /// The Xcode simulator name, e.g. `iPhone 14 Pro`.
  public let name: String
  /// Other names that find the entry (Xcode's other spellings, older names).
  public let aliases: [String]
  /// `UIDevice.userInterfaceIdiom`: phone or pad.
  public let idiom: Idiom
  /// The screen in points, in portrait.
  public let portraitSize: CGSize
  /// Points to pixels.
  public let scale: CGFloat
  /// What sits at the top edge in portrait: a bezel, a notch or the Dynamic Island.
  public let topHardware: TopHardware
  /// For a notch or Dynamic Island phone: the fixed top inset in portrait (the
  /// side insets in landscape).
  public let sensorHousingInset: CGFloat
  /// The status bar's height where it shows, in portrait.
  public let statusBarHeight: CGFloat
  /// Whether a home indicator takes the bottom edge.
  public let hasHomeIndicator: Bool
  /// A phone that is regular width in landscape (the Plus, Max and Air
  /// phones, the XR and 11; Apple's size-class table).
  public let isRegularWidthInLandscape: Bool
  /// The first major OS version the device runs.
  public let firstOS: Int
  /// The last major OS version it runs; `nil` while the newest still runs on it.
  public let lastOS: Int?
  /// How far a navigation bar overlaps the Dynamic Island inset before iOS 26:
  /// 5.333 pt on the 59 pt phones, 5.667 on the 62 and 68 pt ones; 0 elsewhere.
  public let navigationBarOverlap: CGFloat
  /// The top inset before iOS 14, where it differed (the XR and 11: 44).
  public let topInsetBeforeIOS14: CGFloat?
  /// The status bar before iOS 15, where it differed (the 12 mini: 44).
  public let statusBarBeforeIOS15: CGFloat?
  /// An iPad with a home indicator: its bottom inset before iPadOS 26 (20 on
  /// the models of 2018–2022, 25 on those of 2024 and later).
  public let padBottomBeforeIOS26: CGFloat
  /// Whether the top inset is the disputed iPhone 15 one (59 or 47), which
  /// the named assumption ``Assumptions/iPhone15TopInset`` decides.
  public let hasDisputedTopInset: Bool
  /// For a foldable, which of its displays this entry is (its numbers come
  /// from ``FoldableDisplay``); `nil` for every other device.
  public let foldableDisplay: FoldableDisplay?
  /// The point release the device shipped with, where it is not its first
  /// major version's first (the iPhone SE (1st generation): iOS 9.3).
  public let firstRelease: CGFloat?
  /// How sure the model is of this entry's numbers.
  public let provenance: Provenance
  /// Where its numbers come from.
  public let citations: [Citation]

  /// Creates a catalog entry; each parameter sets the property of the same
  /// name. The defaults describe a device with nothing special (no sensor
  /// housing, no navigation bar overlap, no value that differed on earlier
  /// versions, not a foldable); ``padBottomBeforeIOS26`` defaults to the
  /// 2018–2022 iPads' value.
  public init(
    name: String, aliases: [String] = [], idiom: Idiom, portraitSize: CGSize, scale: CGFloat,
    topHardware: TopHardware, sensorHousingInset: CGFloat = 0, statusBarHeight: CGFloat,
    hasHomeIndicator: Bool, isRegularWidthInLandscape: Bool = false, firstOS: Int, lastOS: Int?,
    navigationBarOverlap: CGFloat = 0, topInsetBeforeIOS14: CGFloat? = nil,
    statusBarBeforeIOS15: CGFloat? = nil, padBottomBeforeIOS26: CGFloat = 20,
    hasDisputedTopInset: Bool = false, foldableDisplay: FoldableDisplay? = nil,
    firstRelease: CGFloat? = nil, provenance: Provenance, citations: [Citation]
  ) {
    self.firstRelease = firstRelease
    self.name = name
    self.aliases = aliases
    self.idiom = idiom
    self.portraitSize = portraitSize
    self.scale = scale
    self.topHardware = topHardware
    self.sensorHousingInset = sensorHousingInset
    self.statusBarHeight = statusBarHeight
    self.hasHomeIndicator = hasHomeIndicator
    self.isRegularWidthInLandscape = isRegularWidthInLandscape
    self.firstOS = firstOS
    self.lastOS = lastOS
    self.navigationBarOverlap = navigationBarOverlap
    self.topInsetBeforeIOS14 = topInsetBeforeIOS14
    self.statusBarBeforeIOS15 = statusBarBeforeIOS15
    self.padBottomBeforeIOS26 = padBottomBeforeIOS26
    self.hasDisputedTopInset = hasDisputedTopInset
    self.foldableDisplay = foldableDisplay
    self.provenance = provenance
    self.citations = citations
  }

  /// A device equal to this one (``==`` compares names) that is another
  /// object: a thread that holds its own copy counts its own references,
  /// instead of taking turns with other threads at one shared count.
  ///
  /// - Complexity: O(1).
  package func copy() -> Device {
    Device(
      name: name, aliases: aliases, idiom: idiom, portraitSize: portraitSize, scale: scale,
      topHardware: topHardware, sensorHousingInset: sensorHousingInset,
      statusBarHeight: statusBarHeight, hasHomeIndicator: hasHomeIndicator,
      isRegularWidthInLandscape: isRegularWidthInLandscape, firstOS: firstOS, lastOS: lastOS,
      navigationBarOverlap: navigationBarOverlap, topInsetBeforeIOS14: topInsetBeforeIOS14,
      statusBarBeforeIOS15: statusBarBeforeIOS15, padBottomBeforeIOS26: padBottomBeforeIOS26,
      hasDisputedTopInset: hasDisputedTopInset, foldableDisplay: foldableDisplay,
      firstRelease: firstRelease, provenance: provenance, citations: citations)
  }

  public static func == (a: Device, b: Device) -> Bool { a === b || a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// Whether the device runs `version` (a major version, or a point release
  /// such as 26.1).
  public func runs(_ version: CGFloat) -> Bool {
    guard version.isFinite, version >= 0, version < 1_000 else { return false }
    let major = Int(version.rounded(.down))
    // MARK: The iPhone Duo arrived with a point release.
    if let first = firstPointRelease, version < first { return false }
    return major >= max(firstOS, OSVersions.oldestCovered)
      && major <= (lastOS ?? OSVersions.newestMajor)
  }

  /// The newest iOS version the device runs, as the model covers it: its
  /// last major version, or ``OSVersions/newest`` while it runs the newest
  /// (an iPhone X: 16; an iPhone 17: 27.1). A scene that names the device
  /// and no version runs this one (``ScreenSetup/iOSVersion``).
  @inlinable public var newestVersion: CGFloat {
    lastOS.map { CGFloat(min($0, OSVersions.newestMajor)) } ?? OSVersions.newest
  }

  /// The point release a device arrived with, where it is not a major
  /// version's first: the iPhone Duo's iOS 27.1 ([duo-jp-research]), the
  /// iPhone SE (1st generation)'s iOS 9.3 (``firstRelease``).
  public var firstPointRelease: CGFloat? { foldableDisplay == nil ? firstRelease : 27.1 }

  /// `iOS 11–16`, `iOS 9.3–15`: the versions it runs, as the model covers them.
  public var osRange: String {
    let os = idiom == .pad ? "iPadOS" : "iOS"
    let first = max(firstOS, OSVersions.oldestCovered)
    let last = lastOS.map(String.init) ?? OSVersions.newest.formattedVersion
    if let point = firstPointRelease, point.formattedVersion == last { return "\(os) \(last)" }
    let firstText = firstPointRelease.map(\.formattedVersion) ?? String(first)
    return "\(os) \(firstText)–\(last)"
  }

  /// Names are matched ignoring case, spaces and punctuation: `iphone-14 PRO`
  /// finds `iPhone 14 Pro`.
  public static func normalized(_ name: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(name.utf8.count)
    var ascii = true
    for b in name.utf8 {
      switch b {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        bytes.append(b)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(b + 32)
      case 0x80...: ascii = false
      default: break
      }
    }
    if ascii { return String(decoding: bytes, as: UTF8.self) }
    // Beyond ASCII: Unicode's letters and digits, lowercased.
    return String(
      name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }
        .map(Character.init))
  }
}

/// The OS versions the model covers.
public enum OSVersions {
  /// The oldest release the model covers, the oldest a scene may run: iOS
  /// 7, when the layout guides and `automaticallyAdjustsScrollViewInsets`
  /// arrived. From iOS 7 to 10 a scene answers in that world (the layout
  /// guides, the content inset the bars wrote, no safe area); an output that
  /// arrived later has no value there (``LegacyRules``).
  ///
  ///     OSVersions.oldestCovered...OSVersions.newestMajor  // 7...27
  public static let oldestCovered = 7
  /// The release safe areas arrived in, iOS 11: the first whose outputs
  /// include them (`safeAreaInsets`, `adjustedContentInset`). Scenes from
  /// ``oldestCovered`` to 10 are the iOS 7–10 world.
  ///
  ///     scene.screen.iOSVersion < CGFloat(OSVersions.safeAreasArrived)  // iOS 7–10
  public static let safeAreasArrived = 11
  /// The oldest release the model covers: ``oldestCovered``.
  @available(*, deprecated, renamed: "oldestCovered")
  public static var earliest: Int { oldestCovered }
  /// The release safe areas arrived in: ``safeAreasArrived``.
  @available(*, deprecated, renamed: "safeAreasArrived")
  public static var oldest: Int { safeAreasArrived }
  /// The newest release the model covers, and the default of a scene.
  public static let newest: CGFloat = 27.1
  /// The newest major version.
  public static let newestMajor = 27
}

extension CGFloat {
  /// `26`, `27.1`, `27.1000000001`: a version as people write it, with
  /// every digit it needs to read back as the same number (a version just
  /// past 27.1 never prints as 27.1).
  public var formattedVersion: String {
    // A whole number past Int's range (a table may say 1e60) prints in
    // Swift's shortest form rather than trap in the conversion.
    if self == rounded(), let whole = Int(exactly: self) { return String(whole) }
    return Double(self).description
  }
}
