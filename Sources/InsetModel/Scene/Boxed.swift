/// An immutable value kept out of line: copying a `Boxed` copies a reference.
///
/// The resolution keeps its optional parts (a table's cell, a flow layout, a
/// SwiftUI scene, a child view controller) in boxes: inline, an optional takes
/// its full size even when `nil`, and the benchmark showed a resolve spending
/// nearly half its time copying those empty bytes. A scene without such a part
/// allocates nothing; one with it allocates its box once.
public final class Boxed<Value: Sendable & Hashable>: Sendable, Hashable {
  public let value: Value

  @inlinable public init(_ value: Value) { self.value = value }

  public static func == (a: Boxed, b: Boxed) -> Bool { a === b || a.value == b.value }
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
