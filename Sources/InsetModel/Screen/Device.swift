import Foundation

/// One device of the catalog: its screen in points, its scale, and what
/// covers its edges.
///
/// Sources ([qmui-helper], [sst-view], [df-devices]): [qmui-helper] (primary), swift-snapshot-testing ([sst-view]) and
/// flutter_device_preview ([df-devices]) as cross-checks; scales from Apple's published
/// resolutions. Each entry names its sources in ``sources``.
///
/// An immutable class, so that a scene holding a device copies one reference
/// (the benchmark measured a resolve spending its time copying the strings
/// of a device held by value). Two devices are equal when their names are.
public final class Device: Sendable, Hashable {
  /// The phone or pad idiom.
  public enum Idiom: String, Sendable, Hashable { case phone, pad }

  /// What sits at the top edge of the screen in portrait.
  public enum TopHardware: String, Sendable, Hashable {
    /// A bezel (and a Home button): the status bar alone makes the top inset.
    case bezel
    /// A sensor housing (the notch): a fixed inset, status bar shown or not.
    case notch
    /// The Dynamic Island: a fixed inset; the status bar is shorter than it
    /// ([safe-area-adaptation], [qmui-helper]).
    case dynamicIsland
  }

  /// The Xcode simulator name, e.g. `iPhone 14 Pro`.
  public let name: String
  /// Other names that find the entry (devices sharing the screen, marketing names).
  public let aliases: [String]
  public let idiom: Idiom
  /// The screen in points, in portrait.
  public let portraitSize: CGSize
  /// Points to pixels.
  public let scale: CGFloat
  public let topHardware: TopHardware
  /// For a notch or Dynamic Island phone: the fixed top inset in portrait (the
  /// side insets in landscape).
  public let sensorHousingInset: CGFloat
  /// The status bar's height where it shows.
  public let statusBarHeight: CGFloat
  /// How far a navigation bar overlaps the top inset from above: 5.333 pt on
  /// the 59 pt Dynamic Island phones (measured), 0 elsewhere.
  public let navigationBarOverlap: CGFloat
  /// Whether a home indicator takes the bottom edge (34 pt portrait and 21 pt
  /// landscape on phones, 20 pt on iPads; [safe-area-adaptation], [qmui-helper], [qmui-helper], [sst-view], [df-devices]).
  public let hasHomeIndicator: Bool
  /// A phone of 414 pt or more across in portrait (the Plus and Max phones, the
  /// XR and 11), which is regular width in landscape ([axiom-swiftui-layout-ref]; [safe-area-adaptation], [qmui-helper]).
  public let isRegularWidthInLandscape: Bool
  /// Where the entry's numbers come from.
  public let sources: String
  /// The top inset before iOS 14, where it differed (the XR and 11: 44;
  /// [qmui-helper], [sst-view], [df-devices]).
  public let topInsetBeforeIOS14: CGFloat?
  /// Whether the top inset is the disputed iPhone 15 one (59 [df-devices], 47 [qmui-helper]), which
  /// the named assumption ``Assumptions/iPhone15TopInset`` decides.
  public let hasDisputedTopInset: Bool

  public init(
    name: String, aliases: [String] = [], idiom: Idiom, portraitSize: CGSize, scale: CGFloat,
    topHardware: TopHardware, sensorHousingInset: CGFloat = 0, statusBarHeight: CGFloat,
    navigationBarOverlap: CGFloat = 0, hasHomeIndicator: Bool,
    isRegularWidthInLandscape: Bool = false, sources: String,
    topInsetBeforeIOS14: CGFloat? = nil, hasDisputedTopInset: Bool = false
  ) {
    self.name = name
    self.aliases = aliases
    self.idiom = idiom
    self.portraitSize = portraitSize
    self.scale = scale
    self.topHardware = topHardware
    self.sensorHousingInset = sensorHousingInset
    self.statusBarHeight = statusBarHeight
    self.navigationBarOverlap = navigationBarOverlap
    self.hasHomeIndicator = hasHomeIndicator
    self.isRegularWidthInLandscape = isRegularWidthInLandscape
    self.sources = sources
    self.topInsetBeforeIOS14 = topInsetBeforeIOS14
    self.hasDisputedTopInset = hasDisputedTopInset
  }

  public static func == (a: Device, b: Device) -> Bool { a === b || a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

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
