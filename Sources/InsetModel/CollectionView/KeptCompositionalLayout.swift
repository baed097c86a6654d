import Foundation

/// A compositional layout the resolve laid out, kept out of line in the
/// resolution (``Resolution``): copying a resolution copies a reference.
/// Equal and hashed by value. A class of its own rather than a generic box
/// (`CompositionalSetupBox` is the scene's, mutable): a generic box held
/// here crashed a parallel test run while its generic metadata was being
/// made on another thread.
final class KeptCompositionalLayout: Sendable, Hashable {
  /// The layout, with what it read of the collection view.
  let value: CompositionalResolution

  init(_ value: CompositionalResolution) { self.value = value }

  static func == (a: KeptCompositionalLayout, b: KeptCompositionalLayout) -> Bool {
    a === b || a.value == b.value
  }

  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
