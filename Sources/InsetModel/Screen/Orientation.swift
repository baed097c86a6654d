/// `UIInterfaceOrientation`: which way the interface is up.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
  case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

  /// Whether the interface is wider than tall.
  @inlinable public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
  case compact, regular
}

/// A trait collection's two size classes.
public struct SizeClasses: Sendable, Hashable {
  public var horizontal: SizeClass
  public var vertical: SizeClass

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
