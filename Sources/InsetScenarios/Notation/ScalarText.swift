import Foundation

extension String {
  /// The text of a run of Unicode scalars, as the notation's parsers cut
  /// them out of a cell. An ASCII run (every key, case name and number the
  /// notation has) is written byte by byte in one allocation; appending
  /// scalar by scalar, as `String(String.UnicodeScalarView(run))` does, cost
  /// a parse most of its time.
  ///
  ///     String(scalars: Array("safeAreaInset".unicodeScalars)[...])  // "safeAreaInset"
  ///
  /// - Complexity: O(run).
  init(scalars run: ArraySlice<Unicode.Scalar>) {
    var ascii = true
    for c in run where c.value >= 0x80 {
      ascii = false
      break
    }
    guard ascii else {
      var text = ""
      text.unicodeScalars.append(contentsOf: run)
      self = text
      return
    }
    self.init(unsafeUninitializedCapacity: run.count) { buffer in
      var i = 0
      for c in run {
        buffer[i] = UInt8(truncatingIfNeeded: c.value)
        i += 1
      }
      return i
    }
  }
}
