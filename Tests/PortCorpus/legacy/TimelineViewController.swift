import UIKit

/// A timeline written for iOS 9, patched for the iPhone X in 2017.
/// Every line with a bar-like number is labelled: `expect:` for a finding,
/// `note:` for a note, `clean:` for a number that is the app's own.
final class TimelineViewController: UIViewController {
  let tableView = UITableView()
  let composeBar = UIView()
  let statusCover = UIView()
  let avatarView = UIImageView()

  override func viewDidLoad() {
    super.viewDidLoad()
    automaticallyAdjustsScrollViewInsets = false  // expect: automaticallyAdjustsScrollViewInsets
    let available = view.bounds.height - 64 - 49  // expect: 64 - 49
    tableView.frame = CGRect(x: 0, y: 64, width: view.bounds.width, height: available)  // expect: 64
    statusCover.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 20)  // expect: UIScreen, 20
    avatarView.frame = CGRect(x: 20, y: 20, width: 64, height: 64)  // clean: 20, 64
    composeBar.frame = CGRect(x: 0, y: view.bounds.height - 49 - 44, width: view.bounds.width, height: 44)  // expect: 49, 44
    let navTop: CGFloat = isIPhoneX ? 88 : 64  // expect: isIPhoneX, 88, 64
    let chromeTop: CGFloat = isIPhoneX ? 84 : 64  // expect: isIPhoneX, 84, 64
    banner.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8).isActive = true  // expect: topLayoutGuide
    print(navTop, chromeTop)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    var frame = composeBar.frame
    if frame.size.height != 83 { frame.size.height = 83 }  // expect: 83, 83
    let centerY = UIScreen.navigationHeight - 44 + (44 - 30) / 2  // expect: 44, 44
    let contentTop = navigationController!.navigationBar.frame.size.height + 20  // expect: 20
    let cellHeight = tableView.rowHeight - 20  // clean: 20
    print(centerY, contentTop, cellHeight)
  }

  let banner = UIView()
}
