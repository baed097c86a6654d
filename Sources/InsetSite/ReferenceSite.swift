import Dispatch
import Foundation
import InsetModel
import InsetScenarios

/// The device reference site that `insets site DIR` writes: static HTML and
/// CSS, generated from the model, that works from `file://` and from any
/// static host.
///
/// Every number on it is an output of a scenario row the page prints beside
/// it, evaluated by the engine `insets run` uses (InsetScenarios'
/// `TableEvaluator`), so the page and `insets run` cannot disagree. Each (device, OS version,
/// orientation, set-up) row is evaluated once; the index, the device pages
/// and the "what changed" pages read the same evaluations.
///
///     let files = ReferenceSite.files()
///     files["index.html"]          // the devices, one table
///     files["devices/iphone-17.html"]
///     files["changes/ios-26.html"]  // what iOS 26 changed, device by device
///     files["keys/navigationBarHeight-output.html"]
///
/// Pure: it returns each file's path in the site and its contents; writing
/// them is the caller's.
///
/// - Complexity: one traced evaluation per row: devices × versions ×
///   orientations × set-ups (about 10,000), on every core.
public enum ReferenceSite {
  /// Every file of the site, by its path from the site's root (`index.html`,
  /// `devices/iphone-17.html`, `site.css`), with its contents. `generator`
  /// names the tool in each page's footer (with its version, say).
  ///
  ///     ReferenceSite.files(generator: "insets 0.10.0")["site.css"] != nil  // true
  ///
  /// - Complexity: see ``ReferenceSite``; the same files every call.
  public static func files(generator: String = "insets site") -> [String: String] {
    let sheets = sheets(DeviceCatalog.all)
    var files: [String: String] = [:]
    files["site.css"] = Assets.css
    files["site.js"] = Assets.js
    files["index.html"] = IndexPage.html(sheets, generator: generator)
    for sheet in sheets {
      files[Slug.devicePage(sheet.device)] = DevicePage.html(sheet, generator: generator)
      for drawing in sheet.drawings {
        guard let svg = drawing.svg else { continue }
        files["devices/" + DevicePage.drawingFile(sheet.device, drawing.orientation)] = svg
      }
    }
    files["changes/index.html"] = ChangesPage.index(sheets, generator: generator)
    for version in ChangesPage.versions {
      files[Slug.changesPage(version)] = ChangesPage.html(
        sheets, version: version, generator: generator)
    }
    let keys = ReferencePages.keys()
    let citing = ReferencePages.Citing(keys)
    files["keys/index.html"] = ReferencePages.keysIndex(keys, generator: generator)
    for key in keys { files[key.page] = ReferencePages.keyPage(key, generator: generator) }
    files["sources.html"] = ReferencePages.sources(citing, generator: generator)
    files["facts.html"] = ReferencePages.facts(citing, generator: generator)
    return files
  }

  /// Each device's sheet, devices shared out among the cores; in catalog
  /// order whatever the count.
  static func sheets(_ devices: [Device]) -> [DeviceSheet] {
    let results = OrderedResults<DeviceSheet>(count: devices.count)
    DispatchQueue.concurrentPerform(iterations: devices.count) { i in
      results.set(i, DeviceSheet(device: devices[i]))
    }
    return results.all
  }
}

/// One slot per piece of work that threads share out, each slot set once by
/// the thread that did its piece: the results in the order of the work,
/// whichever thread finished first. The site's sheets are computed so, and
/// `insets site` writes its files so.
///
///     let results = OrderedResults<Int>(count: 3)
///     DispatchQueue.concurrentPerform(iterations: 3) { results.set($0, $0 * $0) }
///     results.all  // [0, 1, 4]
package final class OrderedResults<Element: Sendable>: @unchecked Sendable {
  private var slots: [Element?]
  private let lock = NSLock()

  /// Slots for `count` results, none set.
  package init(count: Int) { slots = Array(repeating: nil, count: count) }

  /// Sets the result of the piece `i`.
  package func set(_ i: Int, _ element: Element) {
    lock.lock()
    slots[i] = element
    lock.unlock()
  }

  /// The results set, in the order of their slots.
  package var all: [Element] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }
}
