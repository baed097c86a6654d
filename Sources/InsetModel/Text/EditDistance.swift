/// Edit distances for "did you mean" suggestions: the engine's keys and
/// values (`Suggestion`) and the device catalog's names
/// (``DeviceCatalog/closestNames(to:count:)``) share one.
///
/// The distance is Levenshtein's with an adjacent transposition counted as
/// one edit (the optimal string alignment distance), so `iPohne` is one edit
/// from `iPhone`.
package enum EditDistance {
  /// The largest distance a suggestion may have for a word of `length`
  /// Unicode scalars: a third of it, and at least 1.
  package static func allowed(_ length: Int) -> Int { max(1, length / 3) }

  /// The longest word (in Unicode scalars) that can be within the allowed
  /// distance of a candidate of `longest` scalars: a word of length `n` is
  /// at least `n - longest` edits away, which must not exceed
  /// `allowed(n)`.
  package static func longestComparable(_ longest: Int) -> Int {
    var n = longest
    while n + 1 - longest <= allowed(n + 1) { n += 1 }
    return n
  }

  /// The distance of `a` and `b` if it is at most `bound`, else nil. Only
  /// the cells within `bound` of the diagonal are computed, and the work
  /// stops at the first row with none within `bound`.
  ///
  /// Complexity: O(min(`bound`, length) × length).
  package static func distance(
    _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost bound: Int
  ) -> Int? {
    guard bound >= 0, abs(a.count - b.count) <= bound else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    // No distance exceeds the longer length: a larger bound is that.
    let band = min(bound, max(a.count, b.count))
    let far = band + 1  // stands for "more than the band"
    var previous2 = [Int](repeating: far, count: b.count + 1)
    var previous = (0...b.count).map { min($0, far) }
    var current = [Int](repeating: far, count: b.count + 1)
    for i in 1...a.count {
      let low = max(1, i - band)
      let high = min(b.count, i + band)
      current[0] = min(i, far)
      if low > 1 { current[low - 1] = far }
      var rowBest = current[0]
      for j in low...high {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        value = min(value, far)
        current[j] = value
        rowBest = min(rowBest, value)
      }
      if high < b.count { current[high + 1] = far }
      guard rowBest <= band else { return nil }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count] <= band ? previous[b.count] : nil
  }
}
