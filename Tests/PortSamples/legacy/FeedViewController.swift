//
//  FeedViewController.swift
//  Timeline
//
//  Written for iOS 9 and the iPhone 6: a feed under a navigation bar, in a
//  tab bar controller, with a floating compose bar and a pull-down header.
//  Each line holding a hard-coded inset ends with `expect:` and what
//  `insets port` must report there; no other line may be reported.
//

import UIKit

/* Layout constants. /* The 64 and 49 below were measured on an iPhone 6. */ */
struct FeedLayout {
  static let statusBarHeight: CGFloat = 20  // expect: 20
  static let navigationBarHeight: CGFloat = 44  // expect: 44
  static let tabBarHeight: CGFloat = 49  // expect: 49
  static let topInset = 20 + 44  // expect: 20 + 44
  static let rowHeight: CGFloat = 64
  static let avatarSize: CGFloat = 44
  static let cornerRadius: CGFloat = 20
  static let animationDuration: TimeInterval = 0.25
  static let titleFontSize: CGFloat = 20
}

extension UIDevice {
  /// The iPhone X check everyone copied in 2017.
  var isIPhoneX: Bool {  // expect: isIPhoneX
    return UIScreen.main.bounds.height == 812  // expect: 812
  }
}

final class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView(frame: .zero, style: .plain)
  let composeBar = UIView()
  let headerLabel = UILabel()
  @IBOutlet weak var topConstraint: NSLayoutConstraint!
  @IBOutlet weak var bottomSpacing: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    automaticallyAdjustsScrollViewInsets = false  // expect: automaticallyAdjustsScrollViewInsets
    edgesForExtendedLayout = []  // expect: edgesForExtendedLayout
    view.frame = UIScreen.main.bounds  // expect: UIScreen

    tableView.dataSource = self
    tableView.delegate = self
    tableView.rowHeight = 64
    tableView.estimatedRowHeight = 88
    tableView.separatorInset = UIEdgeInsets(top: 0, left: 64, bottom: 0, right: 0)
    tableView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0)  // expect: 64, 49
    tableView.scrollIndicatorInsets = tableView.contentInset
    tableView.contentOffset = CGPoint(x: 0, y: -64)  // expect: 64
    view.addSubview(tableView)

    headerLabel.text = "Pull down: 64 new posts"
    headerLabel.font = UIFont.systemFont(ofSize: 20)
    headerLabel.frame = CGRect(x: 16, y: 20, width: 200, height: 44)
    headerLabel.layer.cornerRadius = 20
    tableView.addSubview(headerLabel)

    let bannerHeight: CGFloat = 64
    let banner = UIView(frame: CGRect(x: 0, y: 20, width: view.bounds.width, height: bannerHeight))  // expect: 20
    view.addSubview(banner)

    composeBar.frame = CGRect(
      x: 0, y: view.bounds.height - 49 - 44, width: view.bounds.width, height: 44)  // expect: 49, 44
    view.addSubview(composeBar)

    let guideTop = topLayoutGuide.length  // expect: topLayoutGuide
    print("layout guide at \(guideTop), status bar \(statusBarHeight())")
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    var frame = view.bounds
    frame.origin.y = 64  // expect: 64
    frame.size.height -= 49  // expect: 49
    tableView.frame = frame
    topConstraint.constant = UIDevice.current.isIPhoneX ? 88 : 64  // expect: isIPhoneX, 88, 64
    bottomSpacing.constant = 8
  }

  func statusBarHeight() -> CGFloat {
    return UIApplication.shared.statusBarFrame.height  // expect: statusBarFrame
  }

  func showBanner() {
    UIView.animate(withDuration: 0.3, delay: 0, options: [], animations: {
      self.composeBar.alpha = 0.64
      self.headerLabel.transform = CGAffineTransform(translationX: 0, y: 20)
    })
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return 44
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    return indexPath.row == 0 ? 88 : 64
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "post")
    cell.textLabel?.text = #"Posted "\(indexPath.row)" minutes ago, 20 likes"#
    cell.detailTextLabel?.text = """
      Reply to 44 comments
      64 people saw this
      """
    cell.imageView?.frame = CGRect(x: 20, y: 20, width: 64, height: 64)
    return cell
  }
}
