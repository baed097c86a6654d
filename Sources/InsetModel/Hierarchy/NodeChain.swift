import Foundation

/// A hierarchy's nodes, or their resolutions, read where they lie: the
/// engine's view of a chain, so that a rule reads `chain[i].kind` as it
/// would read an array's element.
///
/// A node is a large value. An array's subscript, or a buffer's, hands an
/// element out as a copy (retaining its strings and arrays, then releasing
/// them) even to read one field; this view's subscript addresses the
/// element in place, so reading a field costs a load. Its searches hand
/// their test a pointer to each node (`$0.pointee.kind`): handed the node
/// itself, even an inlined test copied it. The view is valid only
/// inside the `withUnsafeBufferPointer` call that made it (``withChain(_:)``).
///
///     hierarchy.nodes.withChain { chain in
///       chain.lastIndex(in: 0..<2) { $0.pointee.kind == .navigationController }
///     }
///
/// - Complexity: each read O(1); each search O(range).
package struct NodeChain<Node> {
  /// The nodes, outermost first.
  package let buffer: UnsafeBufferPointer<Node>

  /// A view of `buffer`'s nodes.
  package init(_ buffer: UnsafeBufferPointer<Node>) { self.buffer = buffer }

  /// The number of nodes.
  package var count: Int { buffer.count }

  /// The nodes' indices, 0 being the outermost.
  package var indices: Range<Int> { buffer.indices }

  /// Node `i`, read in place. `i` must be an index of the chain (checked
  /// in debug builds, as an array checks it).
  package subscript(i: Int) -> Node {
    unsafeAddress {
      // Compared as integers: `indices.contains` looked up a range's
      // generic metadata at each read of an unoptimised build.
      assert(i >= 0 && i < buffer.count, "index \(i) out of 0..<\(buffer.count)")
      return buffer.baseAddress.unsafelyUnwrapped + i
    }
  }

  /// The index of the first node in `range` that passes `test`, handed a
  /// pointer to each node where it lies (``UnsafeBufferPointer/firstIndex(in:reading:)``):
  /// a test handed the node itself copied it, even to compare its `kind`
  /// (the optimiser cannot tell that nothing writes the node meanwhile).
  /// `range` is clamped to the chain.
  @inline(__always)
  package func firstIndex(in range: Range<Int>, reading test: (UnsafePointer<Node>) -> Bool)
    -> Int?
  {
    buffer.firstIndex(in: range, reading: test)
  }

  /// The index of the last node in `range` that passes `test`, read in
  /// place (``firstIndex(in:reading:)``); `range` is clamped to the chain.
  @inline(__always)
  package func lastIndex(in range: Range<Int>, reading test: (UnsafePointer<Node>) -> Bool)
    -> Int?
  {
    buffer.lastIndex(in: range, reading: test)
  }

  /// Whether a node in `range` passes `test`, read in place
  /// (``firstIndex(in:reading:)``).
  @inline(__always)
  package func contains(in range: Range<Int>, reading test: (UnsafePointer<Node>) -> Bool)
    -> Bool
  {
    firstIndex(in: range, reading: test) != nil
  }
}

extension NodeChain where Node == HierarchyNode {
  /// The first view controller after node `i`: the one on top of a
  /// container's stack.
  @inline(__always)
  package func viewController(after i: Int) -> Int? {
    firstIndex(in: (i + 1)..<count) { $0.pointee.kind.isViewController }
  }
}

extension Array {
  /// `body` handed the array's elements as a ``NodeChain``, read in place.
  package func withChain<R>(_ body: (NodeChain<Element>) throws -> R) rethrows -> R {
    try withUnsafeBufferPointer { try body(NodeChain($0)) }
  }
}
