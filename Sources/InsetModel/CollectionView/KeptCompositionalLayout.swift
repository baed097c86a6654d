import Foundation

/// A compositional layout the resolve laid out, kept out of line in the
/// resolution (``Resolution``): copying a resolution copies a reference.
/// Equal and hashed by value. A class of its own rather than a generic box
/// (`CompositionalSetupBox` is the scene's, mutable): a generic box held
/// here crashed a parallel test run while its generic metadata was being
/// made on another thread.
/// Written over only when uniquely referenced (``holding(_:reusing:)``),
/// which is what makes it sendable.
final class KeptCompositionalLayout: @unchecked Sendable, Hashable {
  /// The layout, with what it read of the collection view.
  private(set) var value: CompositionalResolution

  init(_ value: CompositionalResolution) { self.value = value }

  /// A box holding `value`: `box` written over when nothing else holds it
  /// (a resolve writing over the last row's resolution), else a new one.
  static func holding(
    _ value: CompositionalResolution, reusing box: inout KeptCompositionalLayout?
  ) -> KeptCompositionalLayout {
    guard isKnownUniquelyReferenced(&box), let box else { return KeptCompositionalLayout(value) }
    box.value = value
    return box
  }

  static func == (a: KeptCompositionalLayout, b: KeptCompositionalLayout) -> Bool {
    a === b || a.value == b.value
  }

  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
