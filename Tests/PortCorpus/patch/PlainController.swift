//  PlainController.swift: a plain view controller whose table view is a
//  local; its delegate method's parameter carries the name too. No scroll
//  view property to set `contentInsetAdjustmentBehavior` on: no patch.

import UIKit

final class PlainController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    automaticallyAdjustsScrollViewInsets = false  // expect: automaticallyAdjustsScrollViewInsets
    let tableView = UITableView(frame: view.bounds)
    view.addSubview(tableView)
  }

  func scrollViewDidScroll(_ tableView: UIScrollView) {
    tableView.contentOffset.x = 0
  }
}
