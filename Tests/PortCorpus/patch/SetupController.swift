//  SetupController.swift: layout code at set-up time and at layout time.
//  Every line with a bar-like number is labelled: `expect:`, `note:` or `clean:`;
//  SetupController.patched.swift is what `insets port --diff` must make of it.

import UIKit

final class SetupController: UIViewController {
  let banner = UIView()
  let footer = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(banner)
    banner.frame = CGRect(x: 0, y: 64, width: view.bounds.width, height: 50)  // expect: 64
    footer.topAnchor.constraint(equalTo: view.topAnchor, constant: 64).isActive = true  // expect: 64
    footer.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -49).isActive = true  // expect: 49
    banner.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true  // expect: topLayoutGuide
    banner.frame.size.height = topLayoutGuide.length  // expect: topLayoutGuide
    placeFooter()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    banner.frame.origin.y = 64  // expect: 64
    layoutBanner()
    placeFooter()
    fadeBanner()
  }

  /// Called only from `viewDidLayoutSubviews`: the safe area holds a value.
  func layoutBanner() {
    banner.frame.size.height = view.bounds.height - 64 - 49  // expect: 64 - 49
  }

  /// Called from `viewDidLoad` too, where the safe area is still zero.
  func placeFooter() {
    footer.frame.origin.y = 64  // expect: 64
  }

  /// A closure that captures `self` weakly cannot name `view` as the method does.
  func fadeBanner() {
    UIView.animate(withDuration: 0.3) { [weak self] in
      self?.banner.frame.origin.y = 64  // expect: 64
    }
  }

  /// A type method has no view to read.
  static func navigationTop() -> CGFloat {
    return 64  // expect: 64
  }
}

extension SetupController: UIScrollViewDelegate {
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    footer.frame.origin.y = 64  // expect: 64
  }
}
