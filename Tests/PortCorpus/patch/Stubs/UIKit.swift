// The UIKit interface the patch corpus uses, and nothing else: enough for
// `swiftc -typecheck` to check the corpus and its patches on a machine
// without Apple's SDK. Declarations follow UIKit's names and types; the
// bodies are placeholders that are never run.
@_exported import Foundation

public struct UIEdgeInsets {
  public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

open class NSLayoutConstraint {
  open var isActive = false
  open var constant: CGFloat = 0
  public init() {}
}

open class NSLayoutYAxisAnchor {
  public init() {}
  open func constraint(equalTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
}

open class UILayoutGuide {
  open var topAnchor = NSLayoutYAxisAnchor()
  open var bottomAnchor = NSLayoutYAxisAnchor()
  public init() {}
}

public protocol UILayoutSupport {
  var length: CGFloat { get }
  var topAnchor: NSLayoutYAxisAnchor { get }
  var bottomAnchor: NSLayoutYAxisAnchor { get }
}

open class UIView {
  open var frame: CGRect
  open var bounds: CGRect = .zero
  open var safeAreaInsets: UIEdgeInsets { .zero }
  open var safeAreaLayoutGuide = UILayoutGuide()
  open var topAnchor = NSLayoutYAxisAnchor()
  open var bottomAnchor = NSLayoutYAxisAnchor()
  open var translatesAutoresizingMaskIntoConstraints = true
  public init(frame: CGRect = .zero) { self.frame = frame }
  open func addSubview(_ view: UIView) {}
  open func layoutSubviews() {}
  open func safeAreaInsetsDidChange() {}
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
}

open class UIButton: UIView {}

open class UIScrollView: UIView {
  public enum ContentInsetAdjustmentBehavior { case automatic, scrollableAxes, never, always }
  open var contentInset: UIEdgeInsets = .zero
  open var contentOffset: CGPoint = .zero
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
}

open class UITableView: UIScrollView {}

public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
}

open class UIScreen {
  public static let main = UIScreen()
  open var bounds: CGRect = .zero
}

open class UIViewController {
  open var view: UIView! = UIView()
  open var automaticallyAdjustsScrollViewInsets = true
  open var topLayoutGuide: UILayoutSupport { fatalError() }
  open var bottomLayoutGuide: UILayoutSupport { fatalError() }
  open var navigationController: UINavigationController? { nil }
  public init() {}
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidLayoutSubviews() {}
  open func viewSafeAreaInsetsDidChange() {}
}

open class UINavigationController: UIViewController {
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
}

open class UITabBarController: UIViewController {}

open class UITableViewController: UIViewController {
  open var tableView: UITableView! = UITableView()
}
