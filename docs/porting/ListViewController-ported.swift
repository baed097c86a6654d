import UIKit

/// The list ported to safe areas: UIKit adds the bars, the status bar, the
/// sensor housing and the home indicator to `adjustedContentInset`, on every
/// screen (`contentInsetAdjustmentBehavior` is `.automatic`).
final class ListViewController: UITableViewController {
  func scrollToTop() {
    let top = tableView.adjustedContentInset.top
    tableView.setContentOffset(CGPoint(x: 0, y: -top), animated: true)
  }
}
