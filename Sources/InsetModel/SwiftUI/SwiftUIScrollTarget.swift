import Foundation

extension SwiftUIScrollResolution {
  /// `ScrollTargetBehaviorContext.containerSize` (iOS 17): "the size of the
  /// bounds of the scroll view subtracting any insets applied to the scroll
  /// view (like the safe area)" ([ad-scrolltargetcontext-containersize]):
  /// the container less ``contentInsets`` (the safe area it respects and its
  /// content margins), never negative.
  ///
  ///     SwiftUIScrollResolution(
  ///       contentInsets: DirectionalInsets(top: 116, leading: 0, bottom: 83, trailing: 0),
  ///       indicatorInsets: .zero, containerSize: CGSize(width: 402, height: 874),
  ///       contentOffset: .zero, contentSize: nil, containerRelativeSize: .zero
  ///     ).scrollTargetContainerSize  // {402, 675}
  @inlinable public var scrollTargetContainerSize: CGSize {
    CGSize(
      width: max(0, containerSize.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, containerSize.height - contentInsets.top - contentInsets.bottom))
  }
}
