import Foundation
import InsetModel
import Testing

/// A scene on `name` at `version`.
private func scene(
  _ name: String?, _ version: CGFloat, _ orientation: Orientation = .portrait
) throws -> LayoutScene {
  var s = LayoutScene()
  if let name {
    let device = DeviceCatalog.device(named: name)
    try #require(device != nil, "\(name)")
    s.screen.device = device
  }
  s.screen.iOSVersion = version
  s.screen.orientation = orientation
  return s
}

@Suite("The iOS 7–10 world")
struct LegacyTests {
  @Test func devicesRunTheVersionsTheyRan() throws {
    let se = try #require(DeviceCatalog.device(named: "iPhone SE (1st generation)"))
    #expect(!se.runs(9.2))
    #expect(se.runs(9.3))
    #expect(se.osRange == "iOS 9.3–15")
    let five = try #require(DeviceCatalog.device(named: "iPhone 5c"))
    #expect(five.runs(7) && five.runs(10.3))
    #expect(!five.runs(6) && !five.runs(11))
    #expect(five.osRange == "iOS 7–10")
    let seven = try #require(DeviceCatalog.device(named: "iPhone 7"))
    #expect(!seven.runs(9) && seven.runs(10))
    let air = try #require(DeviceCatalog.device(named: "iPad Air 2"))
    #expect(!air.runs(7) && air.runs(8))
    #expect(air.osRange == "iPadOS 8–15")
    // Kept out of the catalog `insets devices` prints and `insets port` sweeps.
    #expect(!DeviceCatalog.all.contains(five))
    #expect(DeviceCatalog.closestNames(to: "iPhone 5C").first == "iPhone 5c")
  }

  @Test func theVersionGateNamesItsRange() throws {
    #expect(try scene("iPhone 7", 10).problems().isEmpty)
    #expect(try scene(nil, 7).problems().isEmpty)
    let early = try scene(nil, 6.1).problems()
    #expect(
      early.map(\.message) == [
        "the model covers iOS 7 to 27.1 (iOS 7–10 without safe areas: the layout guides and "
          + "`legacyContentInset?`), not iOS 6.1"
      ])
    #expect(
      try scene("iPhone 6s", 8).problems().map(\.message) == [
        "iPhone 6s runs iOS 9–15, not iOS 8: set `iOSVersion` to one of those"
      ])
    // An app built before iOS 11 runs only there.
    var built = try scene("iPhone 7", 10)
    built.screen.sdkVersion = 9
    #expect(built.problems().isEmpty)
    built.screen.iOSVersion = 15
    #expect(
      built.problems().map(\.message) == [
        "`sdkVersion` 9 must be between iOS 11 and the `iOSVersion` the app runs on (15)"
      ])
  }

  @Test func inputsThatArrivedLaterAreRefusedOnlyWhenSet() throws {
    var s = try scene("iPhone 7", 10)
    s.scrollView.contentInsetAdjustmentBehavior = .automatic
    s.controller.prefersLargeTitles = false
    #expect(s.problems().isEmpty)
    s.scrollView.contentInsetAdjustmentBehavior = .never
    let problems = s.problems()
    #expect(problems.count == 1)
    #expect(
      problems.first?.properties.first as AnyKeyPath?
        == \LayoutScene.scrollView.contentInsetAdjustmentBehavior as AnyKeyPath)
    #expect(
      problems.first?.message.hasPrefix("`contentInsetAdjustmentBehavior` arrived in iOS 11")
        == true)
    s.screen.iOSVersion = 11
    #expect(s.problems().isEmpty)

    var margins = try scene("iPhone 5c", 7)
    margins.view.layoutMargins = .absolute(Insets(all: 4))
    #expect(
      margins.problems().map(\.message).first?.hasPrefix("`layoutMargins` arrived in iOS 8") == true
    )
    margins.screen.iOSVersion = 8
    #expect(margins.problems().isEmpty)
  }

  @Test func theStatusBarStaysInLandscapeOnIOS7Only() throws {
    for (version, height) in [(CGFloat(7), CGFloat(20)), (8, 0), (10, 0)] {
      let s = try scene("iPhone 5c", version, .landscapeLeft)
      #expect(s.resolve().screen.statusBarHeight == height, "iOS \(version)")
    }
    // An iPad keeps it on every version.
    #expect(try scene("iPad Air 2", 8, .landscapeLeft).resolve().screen.statusBarHeight == 20)
  }

  @Test func theTabBarKeeps49InLandscapeBeforeIOS11() throws {
    for (version, height) in [(CGFloat(10), CGFloat(49)), (11, 32)] {
      var s = try scene("iPhone 7", version, .landscapeLeft)
      s.controller.tabBar = .visible
      #expect(s.resolve().containers.tabBarFrame?.height == height, "iOS \(version)")
    }
  }

  @Test func aScrollViewRestsAtMinusTheContentInsetTheBarsWrote() throws {
    var s = try scene("iPhone 7", 10)
    s.controller.navigationBar = .visible
    s.controller.tabBar = .visible
    s.view.kind = .tableView
    s.scrollView.contentSize = CGSize(width: 375, height: 2000)
    var scroll = try #require(s.resolve().scrollView)
    #expect(scroll.legacyContentInset == Insets(top: 64, left: 0, bottom: 49, right: 0))
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -64))
    #expect(scroll.maximumContentOffset == CGPoint(x: 0, y: 2000 + 49 - 667))
    // Without a container iOS 10 wrote nothing; iOS 11 adjusts for the status bar.
    s.controller.navigationBar = .none
    s.controller.tabBar = .none
    scroll = try #require(s.resolve().scrollView)
    #expect(scroll.contentOffset == .zero)
    s.screen.iOSVersion = 11
    scroll = try #require(s.resolve().scrollView)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -20))
  }

  @Test func cellsStart15InOnIOS7And16FromIOS8() throws {
    for (version, x) in [(CGFloat(7), CGFloat(15)), (8, 16), (10, 16)] {
      var s = try scene("iPhone 5c", version)
      s.view.kind = .tableView
      let cell = try #require(s.tableViewCell(in: s.resolve()))
      #expect(cell.separatorFrame?.minX == x, "iOS \(version)")
      #expect(cell.contentViewFrame.minX == 0)
    }
  }

  @Test func marginsAreNotMeasuredFromTheBarsBeforeIOS11() throws {
    var s = try scene("iPhone 7", 10)
    s.controller.navigationBar = .visible
    #expect(s.resolve().rootLayoutMargins == Insets(top: 0, left: 16, bottom: 0, right: 16))
    s.screen.iOSVersion = 11
    #expect(s.resolve().rootLayoutMargins == Insets(top: 64, left: 16, bottom: 0, right: 16))
  }
}
