import Foundation

/// The numbers legacy layout code hard-codes for UIKit's bars, and what each
/// stood for.
///
/// The set is data about legacy code: the numbers it writes, which are not
/// the model's (the model's bars come from its facts, and the sweep asks the
/// model what UIKit gives today). What each number stood for when it was
/// written, by source:
/// - 20, the status bar of a home-button iPhone, and 44, a navigation bar;
///   64 = 20 + 44 at the top ([uyl-supporting-iphone-x],
///   [safe-area-adaptation], [qmui-helper]);
/// - 49, a tab bar ([safe-area-adaptation], [qmui-helper]), and iOS 10's
///   `{64, 0, 49, 0}` content inset under both bars ([safe-area-explained]);
/// - the iPhone X's 44 status bar, 88 at the top and 34 for the home
///   indicator ([uyl-supporting-iphone-x], [qmui-helper]), and its tab bar
///   of 83 = 49 + 34 ([safe-area-adaptation], [qmui-633]);
/// - 96, a large-title navigation bar (44 + 52; [hacknicity-ipad-ios12]),
///   116 = 20 + 96, and 140 = 44 + 96 on the iPhone X ([qiita-usagimaru]).
///
/// Scenarios/porting-ios10.md maps each to the property that replaces it
/// and shows where it stops being true.
enum BarNumbers {
  /// What one hard-coded number stands for.
  enum Meaning: Sendable, Hashable {
    /// The status bar at the top: 20, or 44 on the iPhone X.
    case statusBar
    /// A navigation bar's height: 44.
    case navigationBar
    /// The status bar and a navigation bar: 64, 88.
    case topBars
    /// The status bar and a large-title navigation bar: 116, 140.
    case largeTitleTopBars
    /// A large-title navigation bar alone: 96 (only in a sum).
    case largeTitleBar
    /// A tab bar: 49, or 83 with the home indicator.
    case tabBar
    /// The home indicator: 34.
    case homeIndicator
    /// The bars at the top and a tab bar: 113 (64 + 49), 171 (88 + 83).
    case topAndTabBars
  }

  /// 20 and 44 are also everyday margins and control sizes: they count only
  /// where the context says they are bars (20 the status bar, 44 a
  /// navigation bar: [uyl-supporting-iphone-x], [safe-area-adaptation]).
  static let weak: Set<Double> = [20, 44]

  /// Numbers that are bars in any layout position: 64 the status bar and a
  /// navigation bar, 49 a tab bar, 88 and 83 the iPhone X's, 34 its home
  /// indicator ([uyl-supporting-iphone-x], [safe-area-adaptation],
  /// [qmui-helper]).
  static let strong: Set<Double> = [64, 88, 49, 83, 34]

  /// Sums of bars, found as written literals: 113 = 64 + 49, 171 = 88 + 83,
  /// 116 = 20 + 96, 140 = 44 + 96 ([qiita-usagimaru] measured the 140).
  static let composite: Set<Double> = [113, 171, 116, 140]

  /// Every number a rule looks at as a bar.
  static let all = weak.union(strong).union(composite)

  /// The meaning of a number on its own; `statusHint` makes 44 the iPhone X
  /// status bar rather than a navigation bar.
  static func meaning(of value: Double, statusHint: Bool) -> Meaning? {
    switch value {
    case 20: .statusBar  // [uyl-supporting-iphone-x]
    // A navigation bar; the iPhone X's status bar ([uyl-supporting-iphone-x]).
    case 44: statusHint ? .statusBar : .navigationBar
    case 64, 88: .topBars  // 20 + 44, 44 + 44 ([uyl-supporting-iphone-x])
    case 116, 140: .largeTitleTopBars  // 20 + 96, 44 + 96 ([qiita-usagimaru])
    case 49, 83: .tabBar  // 49, 49 + 34 ([safe-area-adaptation], [qmui-633])
    case 34: .homeIndicator  // [uyl-supporting-iphone-x]
    case 113, 171: .topAndTabBars  // 64 + 49, 88 + 83
    default: nil
    }
  }

  /// In words, for a finding's summary.
  static func phrase(_ meaning: Meaning) -> String {
    switch meaning {
    case .statusBar: "the status bar"
    case .navigationBar: "a navigation bar's height"
    case .topBars: "the status bar and a navigation bar"
    case .largeTitleTopBars: "the status bar and a large-title navigation bar"
    case .largeTitleBar: "a large-title navigation bar"
    case .tabBar: "a tab bar"
    case .homeIndicator: "the home indicator"
    case .topAndTabBars: "the bars at the top and a tab bar"
    }
  }

  /// What the code assumes when it writes `value` for `meaning`, read as
  /// `reading`.
  static func assumption(_ meaning: Meaning, value: Double, reading: InsetReading)
    -> CodeAssumption
  {
    switch meaning {
    case .statusBar:
      return .insets(top: value, bottom: nil, bars: .none, reading: reading)
    case .navigationBar:
      return .navigationBarHeight(value)
    case .topBars:
      return .insets(top: value, bottom: nil, bars: Bars(navigationBar: true), reading: reading)
    case .largeTitleTopBars, .largeTitleBar:
      return .insets(
        top: value, bottom: nil, bars: Bars(navigationBar: true, largeTitles: true),
        reading: reading)
    case .tabBar:
      return .insets(top: nil, bottom: value, bars: Bars(tabBar: true), reading: reading)
    case .homeIndicator:
      return .insets(top: nil, bottom: value, bars: .none, reading: reading)
    case .topAndTabBars:
      // 113 = 64 + 49 (iPhone 8), 171 = 88 + 83 (iPhone X).
      let top: Double = value == 171 ? 88 : 64
      return .insets(
        top: top, bottom: value - top, bars: Bars(navigationBar: true, tabBar: true),
        reading: reading)
    }
  }

  /// A sum of literals read as bars (`20 + 44`, `64 + 49`, `49 + 34`): the
  /// top and bottom it assumes and the bars that make them; nil unless every
  /// literal is a bar and no bar is counted twice.
  ///
  ///     BarNumbers.fold([20, 44], statusHint: false, reading: .safeArea)?.phrase
  ///     // "the status bar and a navigation bar": top 64 under a navigation bar
  static func fold(_ values: [Double], statusHint: Bool, reading: InsetReading)
    -> (assumption: CodeAssumption, meaning: Meaning, phrase: String)?
  {
    var parts: [String] = []
    guard values.count >= 2 else { return nil }
    var top: Double = 0
    var bottom: Double = 0
    var hasTop = false
    var hasBottom = false
    var seen: Set<String> = []
    var bars = Bars()
    let iPhoneXContext =
      statusHint || values.contains(34) || values.contains(83) || values.contains(88)
      || values.contains(96) || values.filter({ $0 == 44 }).count > 1
    func take(_ part: String) -> Bool { seen.insert(part).inserted }
    for value in values {
      switch value {
      case 20:
        guard take("status") else { return nil }
        parts.append("the status bar")
        top += value
        hasTop = true
      case 44:
        // The first 44 is the iPhone X's status bar when nothing else is, in
        // an iPhone X context (88 = 44 + 44: [uyl-supporting-iphone-x]);
        // otherwise a bar.
        if !seen.contains("status") && !values.contains(20) && iPhoneXContext {
          _ = take("status")
          parts.append("the status bar")
        } else {
          // A navigation bar's 44 counts in a sum only on top of the status
          // bar (64 = 20 + 44); `height - 49 - 44` is a tab bar
          // and a control of its own height.
          guard values.contains(20) || seen.contains("status"), take("navigation") else {
            return nil
          }
          bars.navigationBar = true
          parts.append("a navigation bar")
        }
        top += value
        hasTop = true
      case 96:
        // A large-title navigation bar, 44 + 52 ([hacknicity-ipad-ios12]).
        guard take("navigation") else { return nil }
        bars.navigationBar = true
        bars.largeTitles = true
        parts.append("a large-title navigation bar")
        top += value
        hasTop = true
      case 64, 88:
        guard take("status"), take("navigation") else { return nil }
        bars.navigationBar = true
        parts.append("the status bar and a navigation bar")
        top += value
        hasTop = true
      case 49:
        guard take("tab") else { return nil }
        bars.tabBar = true
        parts.append("a tab bar")
        bottom += value
        hasBottom = true
      case 83:
        guard take("tab"), take("home") else { return nil }
        bars.tabBar = true
        parts.append("a tab bar with the home indicator")
        bottom += value
        hasBottom = true
      case 34:
        guard take("home") else { return nil }
        parts.append("the home indicator")
        bottom += value
        hasBottom = true
      default:
        return nil
      }
    }
    let meaning: Meaning
    if hasTop && hasBottom {
      meaning = .topAndTabBars
    } else if hasTop {
      meaning =
        bars.largeTitles
        ? .largeTitleTopBars : bars.navigationBar ? .topBars : .statusBar
    } else {
      meaning = bars.tabBar ? .tabBar : .homeIndicator
    }
    let phrase =
      parts.count <= 2
      ? parts.joined(separator: " and ")
      : parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "")
    return (
      .insets(
        top: hasTop ? top : nil, bottom: hasBottom ? bottom : nil, bars: bars, reading: reading),
      meaning, phrase
    )
  }
}

/// What an identifier's words say about the number it holds.
struct NameMeaning: OptionSet, Sendable, Hashable {
  let rawValue: Int
  static let status = NameMeaning(rawValue: 1)
  static let navigation = NameMeaning(rawValue: 2)
  static let tab = NameMeaning(rawValue: 4)
  static let homeIndicator = NameMeaning(rawValue: 8)
  static let safeTop = NameMeaning(rawValue: 16)
  static let largeTitle = NameMeaning(rawValue: 32)
  static let top = NameMeaning(rawValue: 64)
  static let bottom = NameMeaning(rawValue: 128)
  static let bar = NameMeaning(rawValue: 256)
  /// A word that says the number is something else: a font, a duration, a colour.
  static let excluded = NameMeaning(rawValue: 512)
  /// A word that says "a margin" (`kSafeBottomMargin`): a bar's name still
  /// holds a bar, but a 20 or a 44 beside it is a margin.
  static let margin = NameMeaning(rawValue: 1024)

  /// Names that say "a bar": any bar number they hold is a finding.
  static let strong: NameMeaning = [
    .status, .navigation, .tab, .homeIndicator, .safeTop, .largeTitle,
  ]

  /// The meaning of `name`'s words.
  ///
  ///     NameMeaning.of("kNavBarHeight")    // [.navigation, .bar]
  ///     NameMeaning.of("NAVBAR_FONT_SIZE") // [.navigation, .bar, .excluded]
  static func of(_ name: String) -> NameMeaning {
    let words = Words.split(name)
    let joined = words.joined()
    var meaning: NameMeaning = []
    let set = Set(words)
    if set.contains("status") || joined.contains("statusbar") { meaning.insert(.status) }
    if !set.isDisjoint(with: ["nav", "navi", "navigation", "navbar", "navibar", "navigationbar"])
      || joined.contains("navbar") || joined.contains("navigationbar")
    {
      meaning.insert(.navigation)
    }
    if set.contains("tab") || set.contains("tabbar") || joined.contains("tabbar") {
      meaning.insert(.tab)
    }
    if joined.contains("homeindicator") || joined.contains("safebottom")
      || joined.contains("bottomsafe") || (set.contains("safe") && set.contains("bottom"))
    {
      meaning.insert(.homeIndicator)
    }
    if joined.contains("safetop") || joined.contains("topsafe")
      || (set.contains("safe") && set.contains("top"))
    {
      meaning.insert(.safeTop)
    }
    if joined.contains("largetitle") { meaning.insert(.largeTitle) }
    if set.contains("top") { meaning.insert(.top) }
    if set.contains("bottom") { meaning.insert(.bottom) }
    if set.contains("bar") || joined.contains("bar") { meaning.insert(.bar) }
    if !set.isDisjoint(with: Words.otherThings)
      || (set.contains("title") && !meaning.contains(.largeTitle))
    {
      meaning.insert(.excluded)
    }
    if !set.isDisjoint(with: Words.margins) { meaning.insert(.margin) }
    return meaning
  }
}

/// What a file's names mean, each name worked out once: a file says
/// `tableView` and `view` thousands of times. Lives as long as one file's
/// analysis and is never shared.
final class NameCache {
  /// Names the file declares from an expression that reads the safe area
  /// (`let stripY = view.bounds.height - view.safeAreaInsets.bottom - 49`):
  /// reading one is reading the safe area.
  var safeAreaDerived: Set<String> = []
  /// The names the file defines, each with whether its definition reads the
  /// safe area through UIKit (``CodeAnalysis/definitions(_:)``).
  var definitions: [String: Bool] = [:]
  /// What names mean by their words, which the files of a run share.
  var memo: WordMemo

  /// A cache for one file, starting from what earlier files of the run
  /// worked out (`memo`).
  init(memo: WordMemo = WordMemo()) {
    self.memo = memo
  }

  /// Whether `name` reads the safe area: its words say so and, when the
  /// file defines it, its definition does too; or it was declared from a
  /// read (``safeAreaDerived``).
  func readsSafeArea(_ name: String) -> Bool {
    if safeAreaDerived.contains(name) { return true }
    let words: Bool
    if let known = memo.safeAreaWords[name] {
      words = known
    } else {
      let n = Words.normalized(name)
      words = n.contains("safearea") || n.contains("adjustedcontentinset")
      memo.safeAreaWords[name] = words
    }
    guard words else { return false }
    return definitions[name] ?? true
  }

  /// ``NameMeaning/of(_:)``, kept.
  func meaning(_ name: String) -> NameMeaning {
    if let known = memo.meanings[name] { return known }
    let meaning = NameMeaning.of(name)
    memo.meanings[name] = meaning
    return meaning
  }

  /// Whether a name is one the rules look at by itself: a layout guide,
  /// `automaticallyAdjustsScrollViewInsets`, `edgesForExtendedLayout`,
  /// `statusBarFrame`, `UIScreen`, a device check (kept per name).
  func isNotable(_ name: String) -> Bool {
    if let known = memo.notable[name] { return known }
    let n = Words.normalized(name)
    let notable =
      n.contains("toplayoutguide") || n.contains("bottomlayoutguide")
      || n.hasSuffix("automaticallyadjustsscrollviewinsets")
      || n.hasSuffix("edgesforextendedlayout") || name == "statusBarFrame" || name == "UIScreen"
      || isDeviceCheckName(name)
    memo.notable[name] = notable
    return notable
  }

  /// ``StatementContext/isScreenWord(_:)``, kept.
  func isScreenWord(_ name: String) -> Bool {
    if let known = memo.screens[name] { return known }
    let screen = StatementContext.isScreenWord(name)
    memo.screens[name] = screen
    return screen
  }

  /// ``Words/isDeviceCheckName(_:)``, kept.
  func isDeviceCheckName(_ name: String) -> Bool {
    if let known = memo.deviceChecks[name] { return known }
    let check = Words.isDeviceCheckName(name)
    memo.deviceChecks[name] = check
    return check
  }
}

/// What names mean by their words alone (which bar a name says, whether it
/// is a device check or a word of the screen's size): the same in every
/// file, so a run works each out once (``SweepCache``).
///
///     var words = WordMemo()
///     CodeRules.findings(in: "let kNavBarHeight = 44", language: .swift, words: &words)
///     // the next file's `kNavBarHeight` is not split into words again
public struct WordMemo: Sendable {
  var meanings: [String: NameMeaning] = [:]
  var deviceChecks: [String: Bool] = [:]
  var screens: [String: Bool] = [:]
  var notable: [String: Bool] = [:]
  var safeAreaWords: [String: Bool] = [:]

  /// Nothing worked out yet.
  public init() {}

  /// How many names it holds.
  var count: Int {
    meanings.count + deviceChecks.count + screens.count + notable.count + safeAreaWords.count
  }
}

/// Identifier words.
enum Words {
  /// Words that say a number is not a bar: fonts, times, colours, margins,
  /// control and cell sizes.
  static let otherThings: Set<String> = [
    "font", "duration", "delay", "alpha", "radius", "color", "colour", "width", "scale", "image",
    "icon", "button", "btn", "label", "cell", "row",
    "section", "item", "badge", "shadow", "line", "border", "corner", "count", "index", "tag",
    "page", "weight", "opacity", "animation", "time", "interval", "avatar", "logo", "text",
    "field", "thumb", "thumbnail", "keyboard", "header", "footer",
  ]

  /// Words that say a number is a margin: a bar's name with one still holds
  /// a bar (`TabbarSafeBottomMargin`), but never a 20 or 44.
  static let margins: Set<String> = ["margin", "padding", "spacing", "gap", "indent", "space"]

  /// `name` split into lowercased words at case changes, digits and
  /// underscores.
  ///
  ///     Words.split("kNavBarHeight")   // ["k", "nav", "bar", "height"]
  ///     Words.split("NAVBAR_HEIGHT")   // ["navbar", "height"]
  ///     Words.split("isIPhoneX")       // ["is", "i", "phone", "x"]
  static func split(_ name: String) -> [String] {
    // Identifiers are ASCII nearly always: bytes, not Characters.
    let bytes = Array(name.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return [name.lowercased()] }
    func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
    func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
    func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    var words: [String] = []
    var current: [UInt8] = []
    func flush() {
      if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
      current.removeAll(keepingCapacity: true)
    }
    for (index, b) in bytes.enumerated() {
      if b == UInt8(ascii: "_") || b == UInt8(ascii: "$") {
        flush()
        continue
      }
      if let last = current.last {
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        let letter = { (c: UInt8) in isLower(c) || isUpper(c) }
        let boundary =
          (isLower(last) && isUpper(b)) || (letter(last) && isDigit(b))
          || (isDigit(last) && letter(b)) || (isUpper(last) && isUpper(b) && isLower(next))
        if boundary { flush() }
      }
      current.append(isUpper(b) ? b + 32 : b)
    }
    flush()
    return words
  }

  /// `name` lowercased without underscores.
  static func normalized(_ name: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(name.utf8.count)
    for b in name.utf8 where b != UInt8(ascii: "_") {
      bytes.append(b >= 0x41 && b <= 0x5A ? b + 32 : b)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `name` is a device-check helper: `isIPhoneX`, `IS_IPHONE_X`,
  /// `kIsIphoneXSeries`, `hasNotch`, `isNotchScreen`, `isBangsScreen`.
  static func isDeviceCheckName(_ name: String) -> Bool {
    let n = normalized(name)
    if n.contains("iphonex") { return true }
    // `notch` alone names many things (an enum case, a shape); a question
    // about one is a check: `isNotch`, `hasNotch`, `kIsNotchScreen`.
    let words = split(name)
    let asks = words.contains("is") || words.contains("has")
    return asks
      && words.contains { $0 == "notch" || $0 == "notched" || $0 == "bangs" || $0 == "liuhai" }
  }
}
