import Foundation

/// One device of the catalog: its screen in points, its scale, and what
/// covers its edges.
///
/// Sources (uikit-facts §8): QMUI (primary), swift-snapshot-testing (SST) and
/// flutter_device_preview (DF) as cross-checks; scales from Apple's published
/// resolutions. Each entry names its sources in ``sources``.
public struct Device: Sendable, Hashable {
  /// The phone or pad idiom.
  public enum Idiom: String, Sendable, Hashable { case phone, pad }

  /// What sits at the top edge of the screen in portrait.
  public enum TopHardware: String, Sendable, Hashable {
    /// A bezel (and a Home button): the status bar alone makes the top inset.
    case bezel
    /// A sensor housing (the notch): a fixed inset, status bar shown or not.
    case notch
    /// The Dynamic Island: a fixed inset; the status bar is shorter than it
    /// (uikit-facts §2).
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
  /// landscape on phones, 20 pt on iPads; uikit-facts §2, §8).
  public let hasHomeIndicator: Bool
  /// A phone of 414 pt or more across in portrait (the Plus and Max phones, the
  /// XR and 11), which is regular width in landscape (SEED 003; uikit-facts §2).
  public let isRegularWidthInLandscape: Bool
  /// Where the entry's numbers come from.
  public let sources: String

  public init(
    name: String, aliases: [String] = [], idiom: Idiom, portraitSize: CGSize, scale: CGFloat,
    topHardware: TopHardware, sensorHousingInset: CGFloat = 0, statusBarHeight: CGFloat,
    navigationBarOverlap: CGFloat = 0, hasHomeIndicator: Bool,
    isRegularWidthInLandscape: Bool = false, sources: String
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
  }

  /// Names are matched ignoring case, spaces and punctuation: `iphone-14 PRO`
  /// finds `iPhone 14 Pro`.
  public static func normalized(_ name: String) -> String {
    String(
      name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(
        Character.init))
  }
}
