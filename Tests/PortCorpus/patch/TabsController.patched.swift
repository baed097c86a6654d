//  TabsController.swift: a tab bar controller with no navigation controller,
//  which lays a strip of its own under the status bar.

import UIKit

final class TabsController: UITabBarController {
  let strip = UIView()

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let origin = view.bounds.origin
    strip.frame = CGRect(x: 0, y: origin.y + 20, width: 320, height: view.bounds.height - 20 - 44)  // expect: 20 - 44
  }
}
