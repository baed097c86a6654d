/// "Did you mean" suggestions by edit distance.
public enum Suggestion {
  /// The candidate closest to `word`, if it is close enough to be a likely typo:
  /// an edit distance (ignoring case) of at most a third of the word's length,
  /// and at least 1. Ties go to the earlier candidate.
  ///
  /// A word too long to be within that distance of any candidate (a few
  /// characters past the longest candidate) gets no suggestion, and costs
  /// no distance: a megabyte-long cell is turned down after reading a few
  /// dozen of its characters.
  ///
  ///     Suggestion.closest(to: "contentInsets", among: ["contentInset", "contentSize"])
  ///     // "contentInset"
  public static func closest(to word: String, among candidates: [String]) -> String? {
    // Lengths first, without copying: only candidates of a close length are
    // lowercased and compared.
    let lengths = candidates.map(loweredLength)
    guard let target = comparableWord(word, longestCandidate: lengths.max() ?? 0)
    else { return nil }
    let limit = allowedDistance(target.count)
    // The target's ASCII letters counted, for a cheap lower bound below.
    var counts = [Int](repeating: 0, count: 128)
    var others = 0
    for scalar in target {
      if scalar.isASCII { counts[Int(scalar.value)] += 1 } else { others += 1 }
    }
    var best: (name: String, distance: Int)?
    for (candidate, length) in zip(candidates, lengths) where abs(length - target.count) <= limit {
      let bound = min(limit, (best?.distance ?? Int.max) - 1)
      guard bound >= 0 else { break }
      let c = Array(candidate.lowercased().unicodeScalars)
      // An edit adds at most one missing character: a candidate lacking
      // more of the target's characters than `bound` is too far.
      // (Characters beyond ASCII are only counted, not told apart.)
      var missing = counts
      var otherInCandidate = 0
      for scalar in c {
        if scalar.isASCII { missing[Int(scalar.value)] -= 1 } else { otherInCandidate += 1 }
      }
      var lacking = max(0, others - otherInCandidate)
      for n in missing where n > 0 { lacking += n }
      guard lacking <= bound, let d = distance(target, c, atMost: bound) else { continue }
      best = (candidate, d)
    }
    return best?.name
  }

  /// How many Unicode scalars `text` has once lowercased (an ASCII text
  /// without copying it).
  static func loweredLength(_ text: String) -> Int {
    text.utf8.allSatisfy { $0 < 0x80 }
      ? text.utf8.count : text.lowercased().unicodeScalars.count
  }

  /// ``distance(_:_:)`` if it is at most `bound`, else nil. Only the cells
  /// within `bound` of the diagonal are computed, and the work stops as soon
  /// as a row has none within `bound`: O(bound × length).
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost bound: Int) -> Int? {
    guard bound >= 0, abs(a.count - b.count) <= bound else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let far = bound + 1  // stands for "more than bound"
    var previous2 = [Int](repeating: far, count: b.count + 1)
    var previous = (0...b.count).map { min($0, far) }
    var current = [Int](repeating: far, count: b.count + 1)
    for i in 1...a.count {
      let low = max(1, i - bound)
      let high = min(b.count, i + bound)
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
      guard rowBest <= bound else { return nil }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count] <= bound ? previous[b.count] : nil
  }

  /// The largest edit distance a suggestion may have for a word of `length`
  /// Unicode scalars: a third of it, and at least 1.
  static func allowedDistance(_ length: Int) -> Int { max(1, length / 3) }

  /// The longest word (in Unicode scalars) that can be within the allowed
  /// distance of a candidate of `longest` scalars: a word of length `n` is
  /// at least `n - longest` edits away, which must not exceed `n / 3`.
  static func longestComparable(_ longest: Int) -> Int {
    var n = longest
    while n + 1 - longest <= allowedDistance(n + 1) { n += 1 }
    return n
  }

  /// `word`, lowercased, as Unicode scalars, if it is short enough to be
  /// close to a candidate of at most `longestCandidate` scalars; nil for an
  /// empty word or a longer one. Reads at most one scalar past the limit.
  static func comparableWord(_ word: String, longestCandidate: Int) -> [Unicode.Scalar]? {
    let limit = longestComparable(longestCandidate)
    // Lowercasing can turn one scalar into several, never into none, so a
    // head of `limit + 1` scalars decides.
    let head = String(String.UnicodeScalarView(word.unicodeScalars.prefix(limit + 1)))
    let target = Array(head.lowercased().unicodeScalars)
    guard !target.isEmpty, target.count <= limit else { return nil }
    return target
  }

  /// Levenshtein distance with adjacent transpositions counted as one edit.
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
