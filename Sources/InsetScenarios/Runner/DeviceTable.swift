import Foundation
import InsetModel

/// The device catalog as a Markdown table, computed through the same rules as
/// a scenario row (default status bar, default assumptions), at each
/// device's newest OS version.
public enum DeviceTable {
  /// One row per device: name and aliases, the OS versions it runs, size in
  /// points, scale, window safe area in portrait and landscape, the status
  /// bar in portrait, size classes, how sure the model is (a value resting
  /// on a single source is marked so), and the sources.
  ///
  /// - Complexity: O(devices).
  public static func markdown(catalog: [Device] = DeviceCatalog.all) -> String {
    var lines = [
      "| device | runs | size | scale | portrait | landscape | status bar | size classes "
        + "(portrait; landscape) | provenance | sources |",
      "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for device in catalog {
      let version = device.lastOS.map { CGFloat($0) } ?? OSVersions.newest
      var name = device.name
      if !device.aliases.isEmpty {
        name += " (also: " + device.aliases.joined(separator: ", ") + ")"
      }
      var cells = [
        name, device.osRange, device.portraitSize.formatted, PointNotation.format(device.scale),
      ]
      var statusBar: CGFloat = 0
      var classes: [String] = []
      for orientation in [Orientation.portrait, .landscapeLeft] {
        var screen = ScreenSetup()
        screen.device = device
        screen.orientation = orientation
        screen.iOSVersion = version
        let resolved = ScreenRules.resolve(
          screen, assumptions: Assumptions(), forceStatusBar: false)
        cells.append(resolved.windowSafeAreaInsets.formatted)
        if orientation == .portrait { statusBar = resolved.statusBarHeight }
        classes.append(
          "\(resolved.sizeClasses.horizontal.rawValue)/\(resolved.sizeClasses.vertical.rawValue)")
      }
      cells.append(PointNotation.format(statusBar))
      cells.append(classes.joined(separator: "; "))
      let provenance = device.provenance
      cells.append(
        provenance.kind == .singleSource ? "**single source**" : provenance.shortDescription)
      cells.append(device.citations.map { "[\($0.source.rawValue)]" }.joined(separator: " "))
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    let unmeasured = DeviceCatalog.unmeasured.values.sorted()
    var out = lines.joined(separator: "\n") + "\n"
    if !unmeasured.isEmpty {
      out += "\nKnown by name, not measured (a row naming one is an error that says so):\n\n"
      for reason in unmeasured { out += "- \(reason)\n" }
    }
    return out
  }
}
