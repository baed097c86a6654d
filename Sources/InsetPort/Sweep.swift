import Foundation

/// What a code assumption meets on one screen.
public struct ScreenCheck: Sendable, Hashable {
  /// The screen checked.
  public var screen: SweepScreen
  /// What the code assumes, per pinned edge (or the one bar height).
  public var assumed: [Double]
  /// What UIKit gives there.
  public var actual: [Double]
  /// The whole value UIKit gives for the table's output key: the insets
  /// (nil for a bar height).
  public var actualInsets: InsetValues?

  /// Whether the code is right here, within the tables' 0.01 pt.
  public var isRight: Bool {
    zip(assumed, actual).allSatisfy { abs($0 - $1) <= PortNumber.tolerance }
  }

  /// Σ actual − Σ assumed: positive where the code's number falls short of
  /// UIKit's (content under a bar), negative where it is over (a gap).
  public var shortfall: Double {
    actual.reduce(0, +) - assumed.reduce(0, +)
  }

  /// The value a table row expects: UIKit's insets with the pinned edges
  /// replaced by the code's numbers, or the bar height the code assumes.
  public func expected(pinning edges: [InsetEdge]) -> String {
    guard var insets = actualInsets else {
      return assumed.first.map(PortNumber.format) ?? ""
    }
    for (edge, value) in zip(edges, assumed) { insets[edge] = value }
    return PortNumber.format(insets)
  }
}

/// A code assumption checked on every screen of the sweep.
public struct SweepResult: Sendable, Hashable {
  /// What the code assumes.
  public var assumption: CodeAssumption
  /// One check per screen, in the sweep's order.
  public var checks: [ScreenCheck]

  /// The screens where the code is right.
  public var right: [ScreenCheck] { checks.filter(\.isRight) }
  /// Where the code's number falls short of UIKit's.
  public var short: [ScreenCheck] { checks.filter { !$0.isRight && $0.shortfall > 0 } }
  /// Where the code's number is more than UIKit's.
  public var over: [ScreenCheck] { checks.filter { !$0.isRight && $0.shortfall < 0 } }
  /// Where the edges are wrong but their sums agree.
  public var mixed: [ScreenCheck] { checks.filter { !$0.isRight && $0.shortfall == 0 } }

  /// "right on 9 of 90 screens; short by 24–42 pt on 60 (most on iPhone 16
  /// Pro Max portrait: 106); over by 6–32 pt on 21 (most on iPhone 8
  /// landscape: 32)".
  public var sentence: String {
    let total = checks.count
    let rightCount = right.count
    var parts: [String] = []
    if rightCount == total {
      parts.append("right on all \(total) screens")
    } else {
      parts.append("right on \(rightCount) of \(total) screens")
    }
    func bucket(_ word: String, _ list: [ScreenCheck]) {
      guard !list.isEmpty else { return }
      let amounts = list.map { abs($0.shortfall) }
      let low = amounts.min() ?? 0
      let high = amounts.max() ?? 0
      let range =
        abs(high - low) <= PortNumber.tolerance
        ? PortNumber.format(low) : "\(PortNumber.format(low))–\(PortNumber.format(high))"
      var worst = list[0]
      for check in list where abs(check.shortfall) > abs(worst.shortfall) + PortNumber.tolerance {
        worst = check
      }
      parts.append(
        "\(word) by \(range) pt on \(list.count) (most on \(worst.screen.label): "
          + "UIKit gives \(describe(worst.actual)))")
    }
    bucket("short", short)
    bucket("over", over)
    if !mixed.isEmpty {
      parts.append("edges swapped on \(mixed.count)")
    }
    return parts.joined(separator: "; ")
  }

  func describe(_ values: [Double]) -> String {
    if values.count == 4 {
      return "{" + values.map(PortNumber.format).joined(separator: ", ") + "}"
    }
    return values.map(PortNumber.format).joined(separator: " and ")
  }
}

/// Checks code assumptions on the screens of ``DeviceSweep``.
public enum Sweep {
  /// `assumption` checked on every screen of ``DeviceSweep/screens``.
  ///
  ///     let top64 = CodeAssumption.insets(
  ///       top: 64, bottom: nil, bars: Bars(navigationBar: true), reading: .safeArea)
  ///     Sweep.run(top64).right.count  // 9: the home-button phones in portrait
  ///
  /// - Complexity: one model resolve per screen (about 90).
  public static func run(_ assumption: CodeAssumption) -> SweepResult {
    let setup = SweepSetup(for: assumption)
    var checks: [ScreenCheck] = []
    for screen in DeviceSweep.screens {
      guard let reading = DeviceSweep.read(setup, on: screen) else { continue }
      if let check = check(assumption, reading, on: screen) { checks.append(check) }
    }
    return SweepResult(assumption: assumption, checks: checks)
  }

  static func check(_ assumption: CodeAssumption, _ reading: ScreenReading, on screen: SweepScreen)
    -> ScreenCheck?
  {
    let root = reading.rootSafeAreaInsets
    switch assumption {
    case .insets(let top, let bottom, _, let how):
      let insets = how == .adjustedContentInset ? (reading.adjustedContentInset ?? root) : root
      var assumed: [Double] = []
      var actual: [Double] = []
      if let top {
        assumed.append(top)
        actual.append(insets.top)
      }
      if let bottom {
        assumed.append(bottom)
        actual.append(insets.bottom)
      }
      return ScreenCheck(screen: screen, assumed: assumed, actual: actual, actualInsets: insets)
    case .navigationBarHeight(let height):
      guard let bar = reading.navigationBarHeight else { return nil }
      return ScreenCheck(screen: screen, assumed: [height], actual: [bar], actualInsets: nil)
    case .statusBarIsSafeTop:
      return ScreenCheck(
        screen: screen, assumed: [reading.statusBarHeight], actual: [root.top], actualInsets: root)
    case .topLayoutGuideIsSafeTop:
      return ScreenCheck(
        screen: screen, assumed: [reading.topLayoutGuide], actual: [root.top], actualInsets: root)
    case .bottomLayoutGuideIsSafeBottom:
      return ScreenCheck(
        screen: screen, assumed: [reading.bottomLayoutGuide], actual: [root.bottom],
        actualInsets: root)
    case .scrollViewNotAdjusted:
      let adjusted = reading.adjustedContentInset ?? .zero
      return ScreenCheck(
        screen: screen, assumed: [0, 0], actual: [adjusted.top, adjusted.bottom],
        actualInsets: adjusted)
    case .nothingCoversView:
      return ScreenCheck(
        screen: screen, assumed: [0, 0, 0, 0],
        actual: [root.top, root.left, root.bottom, root.right],
        actualInsets: root)
    }
  }
}

/// Numbers as the scenario tables write them.
public enum PortNumber {
  /// The tables' tolerance: 0.01 pt per number.
  public static let tolerance = 0.01

  /// `44` → `"44"`, `97.6666` → `"97.667"`, `-0.0` → `"0"`.
  public static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
      return value == 0 ? "0" : String(Int64(value))
    }
    var text = String(format: "%.3f", value)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// `{top, left, bottom, right}`.
  public static func format(_ insets: InsetValues) -> String {
    "{\(format(insets.top)), \(format(insets.left)), \(format(insets.bottom)), \(format(insets.right))}"
  }
}
