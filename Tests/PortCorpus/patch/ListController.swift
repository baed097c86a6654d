//  ListController.swift: a table view controller, whose `tableView` is its own.

import UIKit

final class ListController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    automaticallyAdjustsScrollViewInsets = false  // expect: automaticallyAdjustsScrollViewInsets
  }
}
