import Foundation
import InsetModel

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
  public var actualInsets: Insets?

  /// Whether the code is right here, within the tables' 0.01 pt.
  public var isRight: Bool {
    // A loop over indices, and below over values, rather than `zip`,
    // `allSatisfy` and `reduce`: an unoptimised build runs those through
    // generic code, 2 % of the debug test run (every finding's sweep reads
    // these for each screen). The same comparisons and sums, in order.
    for i in 0..<min(assumed.count, actual.count)
    where !(abs(assumed[i] - actual[i]) <= PortNumber.tolerance) {
      return false
    }
    return true
  }

  /// Σ actual − Σ assumed: positive where the code's number falls short of
  /// UIKit's (content under a bar), negative where it is over (a gap).
  public var shortfall: Double {
    var actualSum = 0.0
    for value in actual { actualSum += value }
    var assumedSum = 0.0
    for value in assumed { assumedSum += value }
    return actualSum - assumedSum
  }

  /// The value a table row expects: UIKit's insets with the pinned edges
  /// replaced by the code's numbers, or the bar height the code assumes.
  public func expected(pinning edges: [Side]) -> String {
    guard var insets = actualInsets else {
      return assumed.first.map(PortNumber.format) ?? ""
    }
    for (edge, value) in zip(edges, assumed) { insets[edge] = value }
    return PortNumber.format(insets)
  }
}

/// A screen the model cannot answer for an assumption's set-up, and why.
public struct UnansweredScreen: Sendable, Hashable {
  /// The screen left out.
  public var screen: SweepScreen
  /// The model's reason (``ScreenAnswer/unanswered(_:)``).
  public var reason: String

  /// The screen `screen`, left out for `reason`.
  public init(screen: SweepScreen, reason: String) {
    self.screen = screen
    self.reason = reason
  }
}

/// A code assumption checked on every screen of the sweep.
public struct SweepResult: Sendable, Hashable {
  /// What the code assumes.
  public let assumption: CodeAssumption
  /// One check per screen the model answers, in the sweep's order.
  public let checks: [ScreenCheck]
  /// The screens left out because the model has no numbers for them there
  /// (an iPad's floating tab bar, an unprobed set-up): counted, never guessed.
  public let unanswered: [UnansweredScreen]
  /// "right on 7 of 165 screens; short by 6–58 pt on 145 (most on iPhone Air
  /// portrait: UIKit gives 122); over by 20–32 pt on 13 (most on iPhone SE
  /// (1st generation) landscape, iOS 15: UIKit gives 32)", then the screens
  /// not swept (``unansweredSentence``). Written once, when the result is
  /// made: every finding's message that rests on the sweep quotes it.
  public private(set) var sentence = ""

  /// The result of checking `assumption`: `checks` on the screens the model
  /// answers, `unanswered` for the rest. ``Sweep`` makes one.
  public init(
    assumption: CodeAssumption, checks: [ScreenCheck], unanswered: [UnansweredScreen] = []
  ) {
    self.assumption = assumption
    self.checks = checks
    self.unanswered = unanswered
    self.sentence = summary()
  }

  /// The screens where the code is right.
  public var right: [ScreenCheck] { checks.filter(\.isRight) }
  /// Where the code's number falls short of UIKit's.
  public var short: [ScreenCheck] { checks.filter { !$0.isRight && $0.shortfall > 0 } }
  /// Where the code's number is more than UIKit's.
  public var over: [ScreenCheck] { checks.filter { !$0.isRight && $0.shortfall < 0 } }
  /// Where the edges are wrong but their sums agree.
  public var mixed: [ScreenCheck] { checks.filter { !$0.isRight && $0.shortfall == 0 } }

  /// The ``sentence``, from the checks and the screens not swept.
  private func summary() -> String {
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
    if let gap = unansweredSentence { parts.append(gap) }
    return parts.joined(separator: "; ")
  }

  /// The verdict in counts: "right on 7 of 165 screens, short on 133, over
  /// on 25, 1 not swept [1]", where `[1]` is the caveat saying which screens
  /// the model has no numbers for and why (``unansweredSentence``).
  public func verdict(caveats: inout PortCaveats) -> String {
    let total = checks.count
    let rightCount = checks.count(where: \.isRight)
    var text =
      rightCount == total
      ? "right on all \(total) screens" : "right on \(rightCount) of \(total) screens"
    let shortCount = checks.count { !$0.isRight && $0.shortfall > 0 }
    let overCount = checks.count { !$0.isRight && $0.shortfall < 0 }
    let mixedCount = total - rightCount - shortCount - overCount
    if shortCount > 0 { text += ", short on \(shortCount)" }
    if overCount > 0 { text += ", over on \(overCount)" }
    if mixedCount > 0 { text += ", edges swapped on \(mixedCount)" }
    if let gap = unansweredSentence {
      text += ", \(unanswered.count) not swept [\(caveats.number(gap))]"
    }
    return text
  }

  /// "not swept on 58 screens the model has no numbers for (iPad Pro (11-inch)
  /// (1st generation) portrait, iOS 26 and 57 more: from iPadOS 18 a
  /// regular-width iPad's tab bar floats at the top, and no source publishes
  /// what it adds to the safe area)", one reason at a time; nil when every
  /// screen was answered.
  public var unansweredSentence: String? {
    guard !unanswered.isEmpty else { return nil }
    var reasons: [(reason: String, screens: [SweepScreen])] = []
    for gap in unanswered {
      if let index = reasons.firstIndex(where: { $0.reason == gap.reason }) {
        reasons[index].screens.append(gap.screen)
      } else {
        reasons.append((gap.reason, [gap.screen]))
      }
    }
    let count = unanswered.count
    return "not swept on \(count) screen\(count == 1 ? "" : "s") the model has no numbers for ("
      + reasons.map { group in
        let first = group.screens[0].label
        let more = group.screens.count - 1
        return "\(first)\(more > 0 ? " and \(more) more" : ""): \(group.reason)"
      }.joined(separator: "; ") + ")"
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
  ///     Sweep.run(top64).right.count  // 7: home-button phones in portrait before iOS 26
  ///
  /// - Complexity: one model resolve per screen (about 170).
  public static func run(_ assumption: CodeAssumption) -> SweepResult {
    let setup = SweepSetup(for: assumption)
    var checks: [ScreenCheck] = []
    var unanswered: [UnansweredScreen] = []
    for screen in DeviceSweep.screens {
      switch DeviceSweep.answer(setup, on: screen) {
      case .reading(let reading):
        if let check = check(assumption, reading, on: screen) { checks.append(check) }
      case .unanswered(let reason):
        unanswered.append(UnansweredScreen(screen: screen, reason: reason))
      case nil:
        continue
      }
    }
    return SweepResult(assumption: assumption, checks: checks, unanswered: unanswered)
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
  public static func format(_ insets: Insets) -> String {
    "{\(format(insets.top)), \(format(insets.left)), \(format(insets.bottom)), \(format(insets.right))}"
  }
}
