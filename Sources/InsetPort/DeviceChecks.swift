/// What the device catalog says about device checks: which devices a screen
/// size names, and how many the iPhone X family has grown to.
enum DeviceChecks {
  /// One dimension of a device's screen.
  struct Dimension: Sendable, Hashable {
    var device: String
    /// `portrait height`, `native height` …
    var what: String
    var unit: String
  }

  /// Every screen dimension of the catalog, in points (portrait width and
  /// height) and in pixels (`nativeBounds`), with the devices that have it:
  /// 812 is the iPhone X's height, 2436 its native one, and so on. The
  /// numbers are the model's device catalog (sizes and scales
  /// [apple-device-screens]; safe areas [qmui-helper], [sst-view],
  /// [df-devices]), read through ``DeviceSweep/devices``, so no screen size
  /// is written here.
  static let dimensions: [Double: [Dimension]] = {
    var table: [Double: [Dimension]] = [:]
    for d in DeviceSweep.devices {
      table[d.portraitHeight, default: []].append(
        Dimension(device: d.name, what: "portrait height", unit: "pt"))
      table[d.portraitWidth, default: []].append(
        Dimension(device: d.name, what: "portrait width", unit: "pt"))
      table[d.portraitHeight * d.scale, default: []].append(
        Dimension(device: d.name, what: "native height", unit: "px"))
      table[d.portraitWidth * d.scale, default: []].append(
        Dimension(device: d.name, what: "native width", unit: "px"))
    }
    return table
  }()

  /// "812 pt is the portrait height of 5 of 43 devices (iPhone X, …); 24
  /// other devices have a sensor housing, and in landscape the height is the
  /// width".
  static func sentence(for value: Double) -> String {
    // Each dimension's sentence is made once: a file of device checks asks
    // for it at every check.
    sentences[value] ?? makeSentence(for: value)
  }

  /// ``sentence(for:)`` of every dimension of the catalog.
  static let sentences: [Double: String] = {
    var table: [Double: String] = [:]
    for value in dimensions.keys { table[value] = makeSentence(for: value) }
    return table
  }()

  static func makeSentence(for value: Double) -> String {
    let matches = dimensions[value] ?? []
    let names = matches.map(\.device)
    let unique = names.enumerated().filter { names.firstIndex(of: $0.element) == $0.offset }.map(
      \.element)
    let whats = Set(matches.map(\.what)).sorted().joined(separator: " or ")
    let unit = matches.first?.unit ?? "pt"
    let housing = DeviceSweep.devices.filter { $0.hasSensorHousing }
    let others = housing.filter { !unique.contains($0.name) }.count
    var text =
      "\(PortNumber.format(value)) \(unit) is the \(whats)"
      + (unit == "px" ? " (points × scale)" : "")
      + " of \(unique.count) of \(DeviceSweep.devices.count) devices (\(list(unique)))"
    text += "; \(others) other devices have a sensor housing"
    if whats.contains("height"), unit == "pt" {
      text += ", and in landscape `bounds.height` is the width"
    }
    return text
  }

  /// The iPhone X family today, for a check by a helper's name.
  static let familySentence: String = {
    let housing = DeviceSweep.devices.filter { $0.hasSensorHousing }
    let tops = housing.map(\.portraitTopInset)
    let low = PortNumber.format(tops.min() ?? 0)
    let high = PortNumber.format(tops.max() ?? 0)
    let pads = DeviceSweep.devices.filter { $0.isPad && $0.hasHomeIndicator }.count
    return "the catalog has \(housing.count) phones with a sensor housing, safe-area tops "
      + "\(low)–\(high) pt, and \(pads) iPads with a home indicator: a device's name does not "
      + "give its safe area"
  }()

  static func list(_ names: [String]) -> String {
    if names.count <= 6 { return names.joined(separator: ", ") }
    return names.prefix(5).joined(separator: ", ") + " and \(names.count - 5) more"
  }
}
