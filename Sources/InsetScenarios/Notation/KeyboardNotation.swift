import Foundation
import InsetModel

/// The UIKit keyboard as a table writes it: `none`, `docked(336)` (its
/// height from the screen's bottom), `undocked({{x, y}, {width, height}})` or
/// `floating({{x, y}, {width, height}})` (its frame in the window). A leading
/// dot and Swift's `height:` label are allowed: `.docked(height: 336)`.
extension KeyboardState: ScenarioValue {
  public static var notation: String {
    "a keyboard: `none`, `docked(336)`, `undocked({{x, y}, {width, height}})` or "
      + "`floating({{x, y}, {width, height}})`"
  }

  public static func parse(_ text: String) throws(NotationError) -> KeyboardState {
    var p = HierarchyParser(text)
    p.s.skipSpaces()
    _ = p.s.accept(".")
    let names = ["none", "docked", "undocked", "floating"]
    guard let (name, at) = p.s.identifier() else { throw p.s.error(notation) }
    let state: KeyboardState
    switch name {
    case "none":
      state = .none
    case "docked":
      try p.s.expect("(", "`(` and the keyboard's height after `docked`")
      if let (label, _) = p.s.peekIdentifier(), label == "height" {
        _ = p.s.identifier()
        try p.s.expect(":", "`:` after `height`")
      }
      let height = try p.length()
      try p.s.expect(")", "`)` after the keyboard's height")
      state = .docked(height: height)
    case "undocked", "floating":
      try p.s.expect("(", "`(` and the keyboard's frame after `\(name)`")
      if let (label, _) = p.s.peekIdentifier(), label == "frame" {
        _ = p.s.identifier()
        try p.s.expect(":", "`:` after `frame`")
      }
      let frame = try p.rect()
      try p.s.expect(")", "`)` after the keyboard's frame")
      state = name == "undocked" ? .undocked(frame) : .floating(frame)
    default:
      var message = "expected \(notation), found `\(Quote.short(name))`"
      if let near = Suggestion.closest(to: name, among: names) {
        message += " (did you mean `\(near)`?)"
      }
      throw NotationError(offset: at, message: message)
    }
    p.s.skipSpaces()
    guard p.s.atEnd else { throw p.s.error("the end of the cell") }
    return state
  }

  public var formatted: String {
    switch self {
    case .none: "none"
    case .docked(let h): "docked(\(PointNotation.format(h)))"
    case .undocked(let f): "undocked(\(GeometryNotation.format(f)))"
    case .floating(let f): "floating(\(GeometryNotation.format(f)))"
    }
  }

  public func matches(_ expected: KeyboardState) -> Bool { self == expected }

  public static func sample(_ g: inout SeededGenerator) -> KeyboardState {
    g.pick([
      .none, .docked(height: 336), .docked(height: 291), .docked(height: 216),
      .floating(CGRect(x: 200, y: 500, width: 320, height: 250)),
    ])
  }
}

extension PresentationAppearance: ScenarioEnum {}
