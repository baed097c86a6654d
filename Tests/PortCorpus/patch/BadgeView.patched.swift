//  BadgeView.swift: a view with a close button placed by a device check;
//  the button's own 44 × 44 is not a bar.

import UIKit

final class BadgeView: UIView {
  let closeButton = UIButton()

  var isIPhoneX: Bool {  // expect: isIPhoneX
    return UIScreen.main.bounds.height == 812  // expect: 812
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    closeButton.frame = CGRect(x: 16, y: safeAreaInsets.top, width: 44, height: 44)  // expect: isIPhoneX, 44, 20
  }
}
