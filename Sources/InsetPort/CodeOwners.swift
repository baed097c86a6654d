/// What a file says about the code a rewrite would go into: whose method a
/// statement is in, whether the safe area holds a value when it runs, which
/// scroll view the controller has, which bars it hides.
///
/// A rewrite may only be written where a reviewer would merge it:
/// - in an instance method of a view controller or a view (never in a C
///   function, a class or static method, or a closure that captures `self`
///   weakly), since the rewrite names `view` or `self`;
/// - a read of `safeAreaInsets`'s value only in code that runs after the
///   safe area is set: `viewDidLayoutSubviews`, `viewSafeAreaInsetsDidChange`,
///   `layoutSubviews`, `safeAreaInsetsDidChange`, the scroll callbacks, and
///   the methods of the file that only they call (before the first layout
///   pass the safe area is zero, and `viewDidLoad`-time code would put the
///   view under the bars);
/// - a receiver the class declares (`tableView`), not a local's name.
///
///     let structure = CodeStatements(tokens: tokens, swift: true)
///     let owners = CodeOwners(structure)
///     var known: CodeOwners.TypePlace?
///     let place = owners.place(ofBlock: b, in: structure, known: &known)
///     place.host        // .viewController
///     place.layoutTime  // true in viewDidLayoutSubviews
///
/// - Complexity: O(n) in the tokens, plus a fixed point over the file's
///   methods (at most as many rounds as methods, each over the call edges).
struct CodeOwners {
  /// The kind of class a method belongs to, which says how it reads the
  /// safe area: `view.safeAreaInsets` in a controller, `safeAreaInsets` in
  /// a view.
  enum Host: Equatable {
    case viewController, view
  }

  /// Methods UIKit calls after it has set the safe area.
  static let layoutMethods: Set<String> = [
    "viewDidLayoutSubviews", "viewSafeAreaInsetsDidChange", "layoutSubviews",
    "safeAreaInsetsDidChange", "scrollViewDidScroll", "scrollViewWillBeginDragging",
    "scrollViewDidEndDragging", "scrollViewDidEndDecelerating", "scrollViewWillEndDragging",
    "scrollViewDidZoom", "scrollViewDidEndScrollingAnimation", "scrollViewDidScrollToTop",
    "scrollViewDidChangeAdjustedContentInset",
  ]

  /// UIKit's container view controllers whose names do not end in
  /// `ViewController`.
  static let containerControllers: Set<String> = [
    "UITabBarController", "UINavigationController", "UISplitViewController",
  ]

  /// Classes whose instances are views.
  static let viewClasses: Set<String> = [
    "UIView", "UITableViewCell", "UICollectionViewCell", "UIControl", "UIScrollView",
    "UITableView", "UICollectionView", "UICollectionReusableView", "UITableViewHeaderFooterView",
    "UIStackView", "UIImageView", "UIVisualEffectView",
  ]

  /// The method names (the first selector piece in Objective-C) that run
  /// only once the safe area is set.
  let layoutTime: Set<String>
  /// Instance properties the file declares that hold a scroll view.
  let scrollProperties: Set<String>
  /// Why a 44 at the top is a bar of the app's own, when it is: the file
  /// hides the navigation bar (`setNavigationBarHidden(true, …)`,
  /// `navigationBar.isHidden = true`), or its controller is a tab bar
  /// controller with no navigation controller in sight. Nil otherwise.
  let ownTopBar: String?
  /// The file's classes and their superclasses
  /// (``CodeStatements/superclasses``), as the whole file declares them.
  let superclasses: [String: String]
  /// The file's value types and protocols (``CodeStatements/valueTypes``).
  let valueTypes: Set<String>

  init(_ structure: CodeStatements) {
    var gatherer = Gatherer(methods: structure.methodNames)
    for statement in structure.statements { gatherer.add(statement, structure) }
    self.init(gatherer, structure)
  }

  /// What `gatherer` found in the file whose blocks and types
  /// `structure` holds (every block of the file, read to its end).
  init(_ gatherer: Gatherer, _ structure: CodeStatements) {
    let methods = structure.methodNames
    var layout = Self.layoutMethods.intersection(methods)
    var changed = true
    while changed {
      changed = false
      for name in methods where !layout.contains(name) && !gatherer.external.contains(name) {
        guard let from = gatherer.callers[name], !from.isEmpty, from.isSubset(of: layout) else {
          continue
        }
        layout.insert(name)
        changed = true
      }
    }
    layoutTime = layout
    scrollProperties = gatherer.scroll
    superclasses = structure.superclasses
    valueTypes = structure.valueTypes
    if gatherer.hidesNavigationBar {
      ownTopBar = "the file hides the navigation bar"
    } else if superclasses.values.contains("UITabBarController"), !gatherer.mentionsNavigation {
      ownTopBar = "a tab bar controller with no navigation controller has no navigation bar"
    } else {
      ownTopBar = nil
    }
  }

  /// What the owners ask of the whole file, gathered a statement at a
  /// time in the file's order: the calls between its methods, its scroll
  /// view properties, whether it hides the navigation bar.
  struct Gatherer {
    /// Calls between the file's methods, by name: each name called with
    /// the methods that call it (names that are no method of the file are
    /// left out at the end).
    var callers: [String: Set<String>] = [:]
    /// Names referred to from outside any method, or by a selector: called
    /// from outside the file.
    var external: Set<String> = []
    var scroll: Set<String> = []
    var hidesNavigationBar = false
    var mentionsNavigation = false
    /// The file's instance methods, when they are known before its
    /// statements are read (a file split at once): other names are passed
    /// over at once. Nil: every name that may be a call is kept.
    var methods: Set<String>?

    init(methods: Set<String>? = nil) {
      self.methods = methods
    }

    /// Adds what `statement` of `structure` says.
    mutating func add(_ statement: CodeStatements.Statement, _ structure: CodeStatements) {
      let tokens = structure.tokens
      let r = statement.range
      let owner = statement.block.flatMap { structure.blocks[$0].method }.flatMap {
        structure.blocks[$0].name
      }
      let atTypeLevel =
        statement.block.map {
          if case .type = structure.blocks[$0].role { return true }
          return false
        } ?? false
      // A property of a type: `let tableView = UITableView(…)`,
      // `@property (nonatomic) UITableView *tableView;`.
      if atTypeLevel || (!structure.swift && statement.block == nil) {
        if let name = CodeOwners.scrollProperty(tokens, r, swift: structure.swift) {
          scroll.insert(name)
        }
      }
      for i in r where tokens[i].kind == .identifier {
        topBar(tokens, i)
        let previous = i > r.lowerBound ? tokens[i - 1] : nil
        let before = i > r.lowerBound + 1 ? tokens[i - 2] : nil
        // Only a name that may be a call or a reference to a method is
        // looked up: followed by `(` (Swift), sent to `self` (Objective-C),
        // or passed as a value (after `(`, `,`, `:`, `=`).
        let next = tokens[orNil: i + 1]
        let mayReference =
          next?.isPunctuation("(") == true || previous?.isIdentifier("self") == true
          || previous.map {
            $0.isPunctuation("(") || $0.isPunctuation(",") || $0.isPunctuation(":")
              || $0.isPunctuation("=")
          } == true
        guard mayReference else { continue }
        let name = tokens[i].text
        if let methods, !methods.contains(name) { continue }
        // The method's own declaration: `func layoutBanner()`, `- (void)layoutBanner`.
        if previous?.isIdentifier("func") == true
          || (!structure.swift && previous?.isPunctuation(")") == true)
        {
          continue
        }
        if previous?.isPunctuation("(") == true,
          before?.isIdentifier("selector") == true
        {
          external.insert(name)
          continue
        }
        guard let owner else {
          external.insert(name)
          continue
        }
        let swiftCall =
          structure.swift && tokens[orNil: i + 1]?.isPunctuation("(") == true
          && (previous?.isPunctuation(".") != true || before?.isIdentifier("self") == true)
        let messageToSelf =
          !structure.swift && previous?.isIdentifier("self") == true
          && before?.isPunctuation("[") == true
        if swiftCall || messageToSelf {
          callers[name, default: []].insert(owner)
        } else {
          // Named without a call (a closure's reference, a target-action):
          // who calls it is not in the file.
          external.insert(name)
        }
      }
    }

    /// Whether the identifier at `i` hides the navigation bar, or names a
    /// navigation controller (a tab bar controller with none has no
    /// navigation bar).
    mutating func topBar(_ tokens: TokenList, _ i: Int) {
      func isTrue(_ t: Token?) -> Bool {
        guard let t else { return false }
        return t.isIdentifier("true") || t.isIdentifier("YES")
      }
      let t = tokens[i]
      switch t.text {
      case "setNavigationBarHidden":
        if isTrue(tokens[orNil: i + 2]) { hidesNavigationBar = true }
      case "navigationBarHidden", "isNavigationBarHidden", "prefersNavigationBarHidden":
        if tokens[orNil: i + 1]?.isPunctuation("=") == true, isTrue(tokens[orNil: i + 2]) {
          hidesNavigationBar = true
        }
      case "hidden", "isHidden":
        if i >= 2, tokens[i - 1].isPunctuation("."), tokens[i - 2].isIdentifier("navigationBar"),
          tokens[orNil: i + 1]?.isPunctuation("=") == true, isTrue(tokens[orNil: i + 2])
        {
          hidesNavigationBar = true
        }
      case "navigationController", "navigationBar", "navigationItem", "UINavigationController",
        "pushViewController":
        mentionsNavigation = true
      default:
        break
      }
    }
  }

  /// The property a type-level declaration declares, when it holds a
  /// scroll view (its name or its type says so).
  static func scrollProperty(_ tokens: TokenList, _ r: Range<Int>, swift: Bool) -> String? {
    let scrollWords: Set<String> = ["tableView", "collectionView", "scrollView"]
    let scrollTypes: Set<String> = ["UITableView", "UICollectionView", "UIScrollView"]
    var name: String?
    var typed = false
    if swift {
      guard
        let k = tokens[r].firstIndex(where: { $0.isIdentifier("let") || $0.isIdentifier("var") }),
        k + 1 < r.upperBound, tokens[k + 1].kind == .identifier
      else { return nil }
      name = tokens[k + 1].text
      typed = tokens[r].contains { $0.kind == .identifier && scrollTypes.contains($0.text) }
    } else {
      guard r.count > 2, tokens[r.lowerBound].isPunctuation("@"),
        tokens[r.lowerBound + 1].isIdentifier("property")
      else { return nil }
      name = tokens[r].last { $0.kind == .identifier }?.text
      typed = tokens[r].contains { $0.kind == .identifier && scrollTypes.contains($0.text) }
    }
    guard let name, typed || scrollWords.contains(name) else { return nil }
    return name
  }

  /// The class `name` inherits from, as far as the file says, up to `depth`
  /// steps.
  func ancestors(of name: String?) -> [String] {
    var chain: [String] = []
    var current = name
    while let c = current, chain.count < 8, !chain.contains(c) {
      chain.append(c)
      current = superclasses[c]
    }
    return chain
  }

  /// The host of the type named `name`: what its superclasses, or its own
  /// name, say it is.
  func host(ofType name: String?) -> Host? {
    if let name, valueTypes.contains(name) { return nil }
    let chain = ancestors(of: name)
    // SwiftUI's `View` is a protocol, not UIKit's view.
    if chain.contains("View") { return nil }
    for c in chain {
      if c.hasSuffix("ViewController") || Self.containerControllers.contains(c) {
        return .viewController
      }
      if Self.viewClasses.contains(c) || c.hasSuffix("View") || c.hasSuffix("Cell") {
        return .view
      }
    }
    return nil
  }

  /// Where a statement in `block` stands, for a rewrite.
  struct Place {
    /// The view controller or view whose instance method holds it; nil in
    /// a C function, a class or static method, a closure that captures
    /// `self` weakly, or code of no such class.
    var host: Host?
    /// Why ``host`` is nil, in a phrase for the finding.
    var reason: String?
    /// The method's name.
    var method: String?
    /// Whether the safe area holds its value when the code runs.
    var layoutTime: Bool
    /// The class's one scroll view property, when it has exactly one.
    var scrollView: String?
  }

  /// What a type's methods share: its host and its one scroll view.
  struct TypePlace {
    var typeName: String?
    var host: Host?
    var scrollView: String?
  }

  /// The host and scroll view of the type named `typeName`.
  func typePlace(_ typeName: String?) -> TypePlace {
    guard let host = host(ofType: typeName) else { return TypePlace(typeName: typeName) }
    var scroll = scrollProperties
    let chain = ancestors(of: typeName)
    if chain.contains("UITableViewController") { scroll.insert("tableView") }
    if chain.contains("UICollectionViewController") { scroll.insert("collectionView") }
    return TypePlace(
      typeName: typeName, host: host, scrollView: scroll.count == 1 ? scroll.first : nil)
  }

  /// The place of a statement in `block` (nil: the file's level) of
  /// `structure`; the type last asked for is in `known` (kept there when
  /// another is asked for): a method's statements follow one another, and
  /// its type is worked out once for them.
  func place(ofBlock block: Int?, in structure: CodeStatements, known: inout TypePlace?)
    -> Place
  {
    guard let block else {
      return Place(host: nil, reason: "it is outside any method", layoutTime: false)
    }
    let b = structure.blocks[block]
    guard let m = b.method else {
      return Place(host: nil, reason: "it is outside any method", layoutTime: false)
    }
    let method = structure.blocks[m]
    switch method.role {
    case .function:
      return Place(
        host: nil, reason: "it is in a function, which has no `self`", method: method.name,
        layoutTime: false)
    case .typeMethod:
      return Place(
        host: nil, reason: "it is in a class or static method, which has no view",
        method: method.name, layoutTime: false)
    default:
      break
    }
    if b.weakSelf {
      return Place(
        host: nil, reason: "it is in a closure that captures `self` weakly", method: method.name,
        layoutTime: false)
    }
    let type: TypePlace
    if let known, known.typeName == method.typeName {
      type = known
    } else {
      type = typePlace(method.typeName)
      known = type
    }
    guard let host = type.host else {
      return Place(
        host: nil, reason: "it is not in a view controller's or a view's method",
        method: method.name, layoutTime: false)
    }
    return Place(
      host: host, reason: nil, method: method.name,
      layoutTime: method.name.map(layoutTime.contains) ?? false, scrollView: type.scrollView)
  }
}
