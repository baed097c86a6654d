/// `UIInterfaceOrientation`: which way the interface is up.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
  /// `UIInterfaceOrientation.portrait`: upright, the top of the device at the top.
  case portrait
  /// `UIInterfaceOrientation.portraitUpsideDown`: upside down, the top of the device at the bottom.
  case portraitUpsideDown
  /// `UIInterfaceOrientation.landscapeLeft`: landscape, the home button (the bottom of the device)
  /// on the left.
  case landscapeLeft
  /// `UIInterfaceOrientation.landscapeRight`: landscape, the home button (the bottom of the device)
  /// on the right.
  case landscapeRight

  /// Whether the interface is wider than tall.
  @inlinable public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
  /// `UIUserInterfaceSizeClass.compact`: a constrained space (an iPhone's width in portrait, its
  /// height in landscape).
  case compact
  /// `UIUserInterfaceSizeClass.regular`: an expansive space (an iPad's full-screen width and
  /// height).
  case regular
}

/// A trait collection's two size classes.
public struct SizeClasses: Sendable, Hashable {
  /// `UITraitCollection.horizontalSizeClass`.
  public var horizontal: SizeClass
  /// `UITraitCollection.verticalSizeClass`.
  public var vertical: SizeClass

  /// Creates the pair of size classes.
  @inlinable
  public init(horizontal: SizeClass, vertical: SizeClass) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

/// How much of an iPad's screen the app has ([axiom-swiftui-layout-ref]'s size-class table).
public enum Multitasking: String, Sendable, Hashable, CaseIterable {
  /// The whole screen.
  case fullScreen
  /// Split View, two thirds of the screen.
  case twoThirds
  /// Split View, half the screen.
  case half
  /// Split View, one third of the screen.
  case oneThird
  /// Slide Over.
  case slideOver
}
