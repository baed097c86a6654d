import Foundation
import InsetModel

// The notation of iPadOS 26 windows, the iPhone Duo and the iOS 26 and 27.1
// region APIs.

extension WindowingControlStyle: ScenarioEnum {}
extension WindowControlsVisibility: ScenarioEnum {}
extension HingeStatus: ScenarioEnum {}
extension VerticalBarBehavior: ScenarioEnum {}
extension VerticalBarEdge: ScenarioEnum {}
extension RegionView: ScenarioEnum {}
extension ReservedRegionKind: ScenarioEnum {}
extension ReservedRegionQueryOptions: ScenarioEnum {}
extension ReservedRegionMirroring: ScenarioEnum {}

extension LayoutRegion: ScenarioValue {
  public static var notation: String {
    "a layout region as Swift writes it: `.safeArea`, `.margins(cornerAdaptation: .horizontal)`, "
      + "`.readableContent(cornerAdaptation: .vertical)`, `.bar(onEdge: .trailing, extent: 84)`"
  }

  public static func parse(_ text: String) throws(NotationError) -> LayoutRegion {
    let body = text.hasPrefix(".") ? String(text.dropFirst()) : text
    let name: String
    var arguments: [(label: String, value: String, offset: Int)] = []
    let start = text.count - body.count
    if let open = body.firstIndex(of: "(") {
      guard body.hasSuffix(")") else {
        throw NotationError(offset: text.count, message: "expected `)` to close the region")
      }
      name = String(body[..<open])
      let inner = body[body.index(after: open)..<body.index(before: body.endIndex)]
      var offset = start + name.count + 1
      for part in inner.split(separator: ",", omittingEmptySubsequences: false) {
        defer { offset += part.count + 1 }
        let trimmed = part.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty, inner.allSatisfy({ $0 == " " }) { break }
        let pieces = trimmed.split(separator: ":", maxSplits: 1)
        guard pieces.count == 2 else {
          throw NotationError(
            offset: offset,
            message: "expected `label: value` in the region's arguments, found "
              + "`\(Quote.short(trimmed))`")
        }
        var value = pieces[1].trimmingCharacters(in: .whitespaces)
        if value.hasPrefix(".") { value.removeFirst() }
        arguments.append(
          (pieces[0].trimmingCharacters(in: .whitespaces), value, offset))
      }
    } else {
      name = body
    }
    func axis() throws(NotationError) -> AdaptivityAxis? {
      guard let first = arguments.first else { return nil }
      guard arguments.count == 1, first.label == "cornerAdaptation" else {
        throw NotationError(
          offset: first.offset,
          message: "`\(name)` takes one argument, `cornerAdaptation: .horizontal` or `.vertical`")
      }
      if first.value == "nil" { return nil }
      guard let axis = AdaptivityAxis(rawValue: first.value) else {
        throw NotationError(
          offset: first.offset,
          message: "expected `.horizontal`, `.vertical` or `nil` for `cornerAdaptation`, found "
            + "`\(Quote.short(first.value))`")
      }
      return axis
    }
    switch name {
    case "safeArea": return .safeArea(cornerAdaptation: try axis())
    case "margins": return .margins(cornerAdaptation: try axis())
    case "readableContent": return .readableContent(cornerAdaptation: try axis())
    case "bar":
      guard arguments.count == 2, arguments[0].label == "onEdge",
        arguments[1].label == "extent"
      else {
        throw NotationError(
          offset: start,
          message: "`bar` takes `onEdge:` and `extent:`, as in "
            + "`.bar(onEdge: .trailing, extent: 84)`")
      }
      guard let edge = RegionEdge(rawValue: arguments[0].value) else {
        throw NotationError(
          offset: arguments[0].offset,
          message: "expected an edge (`top`, `left`, `bottom`, `right`, `leading`, `trailing`), "
            + "found `\(Quote.short(arguments[0].value))`")
      }
      let extent: CGFloat
      do throws(NotationError) {
        extent = try CGFloat.parse(arguments[1].value)
      } catch {
        throw NotationError(offset: arguments[1].offset, message: error.message)
      }
      guard extent.isFinite, extent >= 0 else {
        throw NotationError(
          offset: arguments[1].offset, message: "a bar's extent is a length of 0 or more")
      }
      return .bar(onEdge: edge, extent: extent)
    default:
      var message = "expected \(notation), found `\(Quote.short(text))`"
      let names = ["safeArea", "margins", "readableContent", "bar"]
      if let near = Suggestion.closest(to: name, among: names) {
        message += " (did you mean `.\(near)`?)"
      }
      throw NotationError(offset: 0, message: message)
    }
  }

  public var formatted: String { description }

  public func matches(_ expected: LayoutRegion) -> Bool {
    if case .bar(let e1, let x1) = self, case .bar(let e2, let x2) = expected {
      return e1 == e2 && ScenarioTolerance.close(x1, x2)
    }
    return self == expected
  }

  public var isFinite: Bool {
    if case .bar(_, let extent) = self { return extent.isFinite }
    return true
  }

  public static func sample(_ g: inout SeededGenerator) -> LayoutRegion {
    let axis: AdaptivityAxis? = g.pick([nil, .horizontal, .vertical])
    switch g.int(0...3) {
    case 0: return .safeArea(cornerAdaptation: axis)
    case 1: return .margins(cornerAdaptation: axis)
    case 2: return .readableContent(cornerAdaptation: axis)
    default: return .bar(onEdge: g.pick(RegionEdge.allCases), extent: g.length(0...120))
    }
  }
}
