import UIKit

/// A settings screen written for iOS 13: it reads the safe area and sizes
/// only its own views. Every line with a bar-like number is labelled
/// `clean:` (or `note:`): nothing here is a finding.
final class SettingsViewController: UIViewController {
  let footer = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 49))  // clean: 49
  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  let filterStrip = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.contentInsetAdjustmentBehavior = .automatic
    tableView.rowHeight = 64  // clean: 64
    tableView.estimatedRowHeight = 44  // clean: 44
    view.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)  // clean: 20, 20, 20, 20
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),  // clean: 20
      filterStrip.heightAnchor.constraint(equalToConstant: 49),  // clean: 49
    ])
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let stripHeight = view.bounds.height - view.safeAreaInsets.bottom - 49  // clean: 49
    let listTop = view.safeAreaInsets.top + 20  // clean: 20
    filterStrip.frame = CGRect(x: 0, y: stripHeight, width: view.bounds.width, height: 49)  // clean: 49
    print(listTop)
  }
}

final class SettingsCell: UITableViewCell {
  override func layoutSubviews() {
    super.layoutSubviews()
    let textHeight = contentView.bounds.height - 64  // clean: 64
    let footerView = UIView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: 49))  // clean: 49
    UIView.animate(withDuration: 0.20) { self.alpha = 0.49 }  // clean: 0.20
    print(textHeight, footerView)
  }
}
