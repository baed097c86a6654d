//  HiddenBarController.swift: a screen that hides the navigation bar and
//  draws a 44-pt bar of its own under the status bar.

import UIKit

final class HiddenBarController: UIViewController {
  let topBar = UIView()
  let content = UIView()

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setNavigationBarHidden(true, animated: animated)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    topBar.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: 44)  // expect: 20
    content.frame.origin.y = (view.safeAreaInsets.top + 44)  // expect: 64
    content.frame.size.height = view.bounds.height - view.safeAreaInsets.top - 44  // expect: 20 - 44
  }
}
