import UIKit

/// A list under a navigation bar, in a tab bar controller: written for iOS 9
/// and the iPhone 6, where the bars were 64 pt at the top and 49 at the bottom.
final class ListViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    automaticallyAdjustsScrollViewInsets = false
    tableView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0)
    tableView.scrollIndicatorInsets = tableView.contentInset
  }

  func scrollToTop() {
    tableView.setContentOffset(CGPoint(x: 0, y: -64), animated: true)
  }
}
