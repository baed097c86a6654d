import Foundation
import InsetModel

extension Vocabulary {
  // MARK: Components of an output

  /// A component of an output of insets, directional insets, a size, a
  /// point or a rect, named after it with a dot: `safeAreaInsets.top?`,
  /// `presentedFrame.width?`, `frame[2].origin.y?`, `frame?`'s `origin?`.
  /// `nil` when `name` is no such component (``componentProblem(_:)`` says
  /// why).
  ///
  ///     Vocabulary.standard["safeAreaInsets.top?"]?.notation  // "a number such as …"
  func componentOutput(_ name: String) -> ScenarioKey? {
    guard let (base, path) = Self.splitComponent(name), let key = self[base + "?"],
      key.role == .output, let value = key.value, let shape = value.shape,
      let component = shape.paths.first(where: { $0.name == path })
    else { return nil }
    let meaning = "the `\(path)` of `\(key.name)`: \(key.meaning)"
    func make<V: ScenarioValue>(_ type: V.Type, _ unwrap: @escaping @Sendable (DerivedValue) -> V?)
      -> ScenarioKey
    {
      .output(
        name, key.section, type, reads: key.quantities, meaning: meaning, facts: key.facts,
        unavailable: value.unavailable, node: key.node,
        readInScene: { scene, r in value.read(scene, r).flatMap(component.read).flatMap(unwrap) })
    }
    switch component.result {
    case .number:
      return make(CGFloat.self) { if case .number(let v) = $0 { v } else { nil } }
    case .point:
      return make(CGPoint.self) { if case .point(let v) = $0 { v } else { nil } }
    case .size:
      return make(CGSize.self) { if case .size(let v) = $0 { v } else { nil } }
    }
  }

  /// `name` split at its first dot into the output it reads (without its
  /// `?`) and the path after the dot: `frame[2].origin.y?` is `frame[2]` and
  /// `origin.y`.
  static func splitComponent(_ name: String) -> (base: String, path: String)? {
    guard name.hasSuffix("?"), let dot = name.firstIndex(of: ".") else { return nil }
    let base = String(name[..<dot])
    let path = String(name[name.index(after: dot)..<name.index(before: name.endIndex)])
    guard !base.isEmpty else { return nil }
    return (base, path)
  }

  /// Why a header cell that names a component is no key: the offset of the
  /// offending part, in Unicode scalars from the start of the cell's text,
  /// and the message; `nil` when the name has no dot.
  func componentProblem(_ name: String) -> (offset: Int, message: String)? {
    let scalars = Array(name.unicodeScalars)
    if let at = scalars.firstIndex(where: { $0 == "±" }) {
      return (
        at,
        "a tolerance goes after a cell's value (`677.3 ±0.05`), not in the header: each cell "
          + "carries its own"
      )
    }
    guard let (base, path) = Self.splitComponent(name) else { return nil }
    let dotOffset = base.unicodeScalars.count
    if self[base + "?"] == nil, let input = self[base], input.role == .input {
      return (0, "`\(Quote.short(base))` is an input: only an output has components to check")
    }
    guard let key = self[base + "?"] else {
      var message = "unknown key `\(Quote.short(base))?`, whose `.\(Quote.short(path))` was asked"
      if let near = suggestion(for: base + "?") {
        let nearBase = near.hasSuffix("?") ? String(near.dropLast()) : near
        message += " (did you mean `\(Quote.short(nearBase)).\(Quote.short(path))?`?)"
      }
      return (0, message)
    }
    guard let shape = key.value?.shape else {
      return (
        dotOffset,
        "`\(key.name)` is \(key.notation), with no components: a component follows an output of "
          + "insets, a size, a point or a rect, such as `safeAreaInsets.top?`"
      )
    }
    let names = shape.paths.map(\.name)
    var message =
      "`\(key.name)` is \(shape.noun) with no `.\(Quote.short(path))`; its components are "
      + names.map { "`.\($0)`" }.joined(separator: ", ")
    if let near = Suggestion.closest(to: path, among: names) {
      message += " (did you mean `\(base).\(near)?`?)"
    }
    return (dotOffset + 1, message)
  }
}
