import UIKit

/// What `insets port --diff` makes of a legacy feed (the walkthrough's
/// TimelineViewController, ported): nothing left to find.
final class FeedPorted: UIViewController {
  let tableView = UITableView()
  let banner = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.contentInsetAdjustmentBehavior = .never
    banner.frame.origin.y = view.safeAreaInsets.top
    let available = view.bounds.height - view.safeAreaInsets.top - view.safeAreaInsets.bottom
    banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8).isActive = true  // clean: 8
    let listTop = view.safeAreaInsets.top + 20  // clean: 20
    print(available, listTop)
  }
}
