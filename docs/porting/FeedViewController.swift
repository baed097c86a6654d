import UIKit

/// A feed under a navigation bar, above a tab bar: written for iOS 9,
/// patched for the iPhone X in 2017.
final class FeedViewController: UIViewController {
  let tableView = UITableView()
  let banner = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    automaticallyAdjustsScrollViewInsets = false
    banner.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let top: CGFloat = isIPhoneX ? 88 : 64
    let height = view.bounds.height - 64 - 49
    tableView.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: height)
    tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0)
  }
}
