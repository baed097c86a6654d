import Foundation
import InsetModel

/// The device catalog as a Markdown table, computed through the same rules as
/// a scenario row (default status bar, default assumptions).
public enum DeviceTable {
  /// One row per device: name, size in points, scale, window safe area in
  /// each orientation, status bar height in portrait, size classes, sources.
  ///
  /// - Complexity: O(devices).
  public static func markdown(catalog: [Device] = DeviceCatalog.all) -> String {
    var lines = [
      "| device | size | scale | portrait | portraitUpsideDown | landscapeLeft | landscapeRight "
        + "| status bar | size classes (portrait; landscape) | sources |",
      "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for device in catalog {
      var cells = [device.name, device.portraitSize.formatted, PointNotation.format(device.scale)]
      var portraitStatusBar: CGFloat = 0
      var classes: [String] = []
      for orientation in Orientation.allCases {
        var screen = ScreenSetup()
        screen.device = device
        screen.orientation = orientation
        let resolved = ScreenRules.resolve(
          screen, assumptions: Assumptions(), forceStatusBar: false)
        cells.append(resolved.windowSafeAreaInsets.formatted)
        if orientation == .portrait { portraitStatusBar = resolved.statusBarHeight }
        if orientation == .portrait || orientation == .landscapeLeft {
          classes.append(
            "\(resolved.sizeClasses.horizontal.rawValue)/\(resolved.sizeClasses.vertical.rawValue)")
        }
      }
      cells.append(PointNotation.format(portraitStatusBar))
      cells.append(classes.joined(separator: "; "))
      cells.append(device.sources)
      if !device.aliases.isEmpty {
        cells[0] += " (also: " + device.aliases.joined(separator: ", ") + ")"
      }
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
