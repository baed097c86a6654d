// A stand-in for the names SwiftUI and UIKit put in scope on an Apple
// platform, so that Linux can prove InsetModel's public names never clash
// with them: `NameClashTests` imports this module next to InsetModel and
// uses the library unqualified. The declarations are empty shells; only
// their names matter. Names follow SwiftUI's and UIKit's public top-level
// types (SwiftUI: developer.apple.com/documentation/swiftui; UIKit:
// developer.apple.com/documentation/uikit), read 2026-11-23.

// MARK: SwiftUI

public protocol Scene {}
public protocol View {}
public protocol Layout {}
public struct EdgeInsets { public init() {} }
public enum Edge { case top, leading, bottom, trailing }
public enum HorizontalEdge { case leading, trailing }
public enum VerticalEdge { case top, bottom }
public enum Axis { case horizontal, vertical }
public enum LayoutDirection { case leftToRight, rightToLeft }
public struct InterfaceOrientation {}
public struct SafeAreaRegions {}
public enum UserInterfaceSizeClass { case compact, regular }
public struct Alignment {}
public struct HorizontalAlignment {}
public struct VerticalAlignment {}
public struct GeometryProxy {}
public struct GeometryReader {}
public struct ScrollGeometry {}
public struct ScrollView {}
public struct ScrollPosition {}
public struct ContentMarginPlacement {}
public struct ScrollIndicatorVisibility {}
public struct ScrollEdgeEffectStyle {}
public struct ContainerRelativeShape {}
public struct ContentMarginGuide {}
public struct PresentationDetent {}
public struct TabBarMinimizeBehavior {}
public struct ToolbarPlacement {}
public struct Table {}
public struct TableColumn {}
public struct TableRow {}
public struct List {}
public struct Section {}
public struct Form {}
public struct Text {}
public struct Image {}
public struct Color {}
public struct Font {}
public struct Path {}
public struct Canvas {}
public struct Spacer {}
public struct Divider {}
public struct Window {}
public struct WindowGroup {}
public struct Visibility {}
public struct ProposedViewSize {}
public struct UnitPoint {}
public struct Angle {}
public struct Animation {}
public struct Transaction {}
public struct Environment {}
public struct State {}
public struct Binding {}
public struct Namespace {}
public struct ControlSize {}
public struct ContentMode {}
// MARK: Issue 16: SwiftUI's windows, corners, reserved regions and vertical bars
public struct ReservedRegion {}
public struct LayoutDirectionBehavior {}
public struct RectangleCornerInsets {}
public struct ToolbarVerticalBehavior {}
public struct ToolbarItemAxisBehavior {}
public struct DeviceHinge {}
public struct ArrangementView {}

// MARK: UIKit (Swift names without their prefix that UIKit's Swift overlay
// or its nested types could bring in unqualified)

public struct UIEdgeInsets {}
public struct NSDirectionalEdgeInsets {}
public struct UIRectEdge {}
public enum UIUserInterfaceLayoutDirection { case leftToRight, rightToLeft }
public enum UIInterfaceOrientation { case portrait }
public enum UIUserInterfaceSizeClass { case compact, regular }

// MARK: Swift Testing (a test target imports it next to the library)

public struct SourceLocation {}
public struct Tag {}
public struct Issue {}
public struct Comment {}
