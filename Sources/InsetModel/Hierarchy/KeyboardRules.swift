import Foundation

/// How UIKit's keyboard reaches a view: its `keyboardLayoutGuide` (iOS 15),
/// and the bottom inset a `UITableViewController` gives its table. The
/// keyboard changes neither `safeAreaInsets` nor a plain scroll view's
/// `adjustedContentInset` (``Facts/keyboardNotInSafeArea``).
///
/// The picture, a docked keyboard over a view reaching the screen's bottom:
///
///     view.minY ┌──────────────┐
///               │              │
///     kb.minY   ├──────────────┤ ┐ keyboardLayoutGuide: the keyboard's part
///               │  keyboard    │ │ of the view (docked); with no keyboard,
///     view.maxY └──────────────┘ ┘ the bottom safe area (usesBottomSafeArea)
public enum KeyboardRules {
  /// The `keyboardLayoutGuide.layoutFrame` of a view at `viewFrame` (in the
  /// window) whose bottom safe-area inset is `safeBottom`, in the view's own
  /// coordinates.
  ///
  /// A docked keyboard: the guide is the keyboard's frame, within the view.
  /// An undocked or floating keyboard with `followsUndockedKeyboard`: the
  /// keyboard's frame in the view. Otherwise (no keyboard, or an undocked one
  /// not followed), the guide's top is the safe area's bottom, or the view's
  /// bottom when `usesBottomSafeArea` is off ([ad-uikeyboardlayoutguide];
  /// [wwdc23-10281]).
  ///
  ///     KeyboardRules.layoutGuideFrame(
  ///       KeyboardSetup(), viewFrame: CGRect(x: 0, y: 0, width: 393, height: 852),
  ///       safeBottom: 34, screenSize: CGSize(width: 393, height: 852))
  ///     // {{0, 818}, {393, 34}}
  @inlinable
  public static func layoutGuideFrame(
    _ setup: KeyboardSetup, viewFrame v: CGRect, safeBottom: CGFloat, screenSize: CGSize
  ) -> CGRect {
    // A guide no constraint uses reads a zero rect ([pinlayout-241]).
    guard setup.layoutGuideIsUsed else { return .zero }
    if let keyboard = setup.keyboard.frame(in: screenSize),
      setup.keyboard.isDocked || setup.followsUndockedKeyboard
    {
      let local = keyboard.offsetBy(dx: -v.minX, dy: -v.minY)
      if setup.keyboard.isDocked {
        let top = min(max(local.minY, 0), v.height)
        return CGRect(x: 0, y: top, width: v.width, height: v.height - top)
      }
      return local
    }
    let bottom = setup.usesBottomSafeArea ? max(0, safeBottom) : 0
    let top = max(0, v.height - bottom)
    return CGRect(x: 0, y: top, width: v.width, height: v.height - top)
  }

  /// How far a docked keyboard covers a view at `viewFrame` (in the window)
  /// from its bottom: 0 for no keyboard, or an undocked or floating one
  /// ([ad-keyboardframeend]: the intersection of the keyboard's frame with
  /// the view).
  @inlinable
  public static func overlap(_ keyboard: KeyboardState, viewFrame v: CGRect, screenSize: CGSize)
    -> CGFloat
  {
    guard keyboard.isDocked, let k = keyboard.frame(in: screenSize) else { return 0 }
    return min(max(0, v.maxY - k.minY), v.height)
  }

  /// How far a `UITableViewController` raises its table's
  /// `contentInset.bottom` over a docked keyboard covering `overlap` of it,
  /// above the `safeBottom` the table already adjusts for: by assumption the
  /// keyboard replaces that safe area (the part beyond it), or adds to it
  /// ([ad-uitableviewcontroller]; ``Facts/tableViewControllerKeyboard``).
  ///
  ///     KeyboardRules.tableViewControllerKeyboardRaise(
  ///       overlap: 336, safeBottom: 34, replacesSafeArea: true)  // 302: the bottom reads 336
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func tableViewControllerKeyboardRaise(
    overlap: CGFloat, safeBottom: CGFloat, replacesSafeArea: Bool
  ) -> CGFloat {
    replacesSafeArea ? max(0, overlap - safeBottom) : overlap
  }
}
