//  BottomSafeController.swift: written for this corpus reproducing the
//  shape of public Swift constants files and the controllers that use them
//  (no line is copied): a top height and a bottom "safe" height chosen by a
//  device check, with a wrong 84 for the iPhone X's top as one public file
//  has it, and a frame that subtracts them and a tab bar's 49 (patterns
//  seen in files the project's search found by their text:
//  `isIphoneX ? 84 : 64` and `isIphoneX ? 34 : 0`).
//  Every hard-coded system number is labelled by hand (`expect:`); a
//  bar-like number of the app's own is marked `clean:`, and any other
//  number is the app's own.

import UIKit

let screenHeight = UIScreen.main.bounds.size.height
let screenWidth = UIScreen.main.bounds.size.width
let isIphoneX: Bool = screenHeight == 812  // expect: 812
let safeTopHeight: CGFloat = isIphoneX ? 84 : 64  // expect: isIphoneX, 84, 64
let safeBottomHeight: CGFloat = isIphoneX ? 34 : 0  // expect: isIphoneX, 34

final class BottomSafeController: UIViewController {
    let tableView = UITableView()
    let payBar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        view.addSubview(payBar)
        tableView.rowHeight = 44  // clean: 44
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = CGRect(x: 0, y: safeTopHeight, width: screenWidth, height: screenHeight - safeTopHeight - safeBottomHeight - 49)  // expect: 49
        payBar.frame = CGRect(x: 0, y: screenHeight - 49 - 50, width: screenWidth, height: 50)  // expect: 49
    }
}
