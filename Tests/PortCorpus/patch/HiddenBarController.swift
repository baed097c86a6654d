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
    topBar.frame = CGRect(x: 0, y: 20, width: view.bounds.width, height: 44)  // expect: 20
    content.frame.origin.y = 64  // expect: 64
    content.frame.size.height = view.bounds.height - 20 - 44  // expect: 20 - 44
  }
}
