//
//  FeedViewController.swift
//  Timeline
//
//  The feed ported to safe areas: nothing in it is a hard-coded inset, and
//  `insets port` must report nothing. It keeps the legacy file's numbers
//  that are not bars: row heights, fonts, durations, margins, strings.
//

import UIKit

/* Layout constants. /* The 64 and 49 of iOS 10 are gone: see porting.md. */ */
struct FeedLayout {
  static let rowHeight: CGFloat = 64
  static let avatarSize: CGFloat = 44
  static let cornerRadius: CGFloat = 20
  static let animationDuration: TimeInterval = 0.25
  static let titleFontSize: CGFloat = 20
  static let composeBarHeight: CGFloat = 44
  static let margin: CGFloat = 20
}

final class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView(frame: .zero, style: .plain)
  let composeBar = UIView()
  let headerLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.contentInsetAdjustmentBehavior = .automatic
    tableView.dataSource = self
    tableView.delegate = self
    tableView.rowHeight = 64
    tableView.estimatedRowHeight = 88
    tableView.separatorInset = UIEdgeInsets(top: 0, left: 64, bottom: 0, right: 0)
    tableView.contentInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tableView)

    headerLabel.text = "Pull down: 64 new posts"
    headerLabel.font = UIFont.systemFont(ofSize: 20)
    headerLabel.frame = CGRect(x: 16, y: 20, width: 200, height: 44)
    headerLabel.layer.cornerRadius = 20
    tableView.addSubview(headerLabel)

    composeBar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(composeBar)

    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      composeBar.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -20),
      composeBar.heightAnchor.constraint(equalToConstant: 44),
      composeBar.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
      headerLabel.topAnchor.constraint(equalTo: composeBar.bottomAnchor, constant: 20),
    ])
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    let top = tableView.adjustedContentInset.top
    tableView.contentOffset = CGPoint(x: 0, y: -top)
    print("safe area \(view.safeAreaInsets), 20 + 44 was the old top")
  }

  func showBanner() {
    UIView.animate(withDuration: 0.3, delay: 0, options: [], animations: {
      self.composeBar.alpha = 0.64
      self.headerLabel.transform = CGAffineTransform(translationX: 0, y: 20)
    })
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return 44
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    return indexPath.row == 0 ? 88 : 64
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "post")
    cell.textLabel?.text = #"Posted "\(indexPath.row)" minutes ago, 20 likes"#
    cell.detailTextLabel?.text = """
      Reply to 44 comments
      64 people saw this
      """
    cell.imageView?.frame = CGRect(x: 20, y: 20, width: 64, height: 64)
    cell.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    return cell
  }
}
