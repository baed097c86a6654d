/// The sweeps of one `insets port` run, each made once and shared by every
/// file that asks for it.
///
/// A sweep depends on the assumption alone (the constant, the bars and the
/// edge it stands for, how it is read), never on the file: the same 64 as
/// a frame's `y` under a navigation bar sweeps the 165 screens the same
/// way in every file. A run over a tree of legacy code asks a few dozen
/// distinct assumptions, however many files and findings it has, so the
/// model's resolves are paid a few dozen times, not once a finding or once
/// a file. A rewrite's check (``PortDiff/check(_:_:_:)``) is kept the same
/// way, by what the rewrite reads and the assumption.
///
///     var sweeps = SweepCache()
///     let a = PortAnalyzer.analyze(file: "A.swift", bytes: a, language: .swift, sweeps: &sweeps)
///     let b = PortAnalyzer.analyze(file: "B.swift", bytes: b, language: .swift, sweeps: &sweeps)
///     sweeps.count  // the distinct assumptions of both files
///
/// - Complexity: memory O(distinct assumptions × screens); a result kept
///   here and in a file's report is one copy (its arrays are shared).
public struct SweepCache: Sendable {
  private var results: [CodeAssumption: SweepResult] = [:]
  private var verdicts: [Rewrite.Reads: [CodeAssumption: Bool]] = [:]
  /// What names mean by their words, worked out once a run. Emptied past
  /// ``wordLimit`` names (between statements as well as between files), so
  /// that a tree of many vocabularies, or a file of 100,000 distinct names,
  /// keeps its memory bounded.
  var words = WordMemo()
  /// The most names ``words`` keeps: a tree's vocabulary is a few thousand
  /// names, and a name worked out again costs a few microseconds.
  static let wordLimit = 16_384

  /// No sweeps yet.
  public init() {}

  /// How many distinct assumptions have been swept.
  public var count: Int { results.count }

  /// The sweep of `assumption`, run the first time it is asked for.
  public mutating func result(for assumption: CodeAssumption) -> SweepResult {
    if let known = results[assumption] { return known }
    let result = Sweep.run(assumption)
    results[assumption] = result
    return result
  }

  /// Whether code that reads `reads` passes the table of `assumption`
  /// (``PortDiff/check(_:_:_:)``), checked the first time it is asked for.
  public mutating func passes(
    _ reads: Rewrite.Reads, _ assumption: CodeAssumption, _ sweep: SweepResult
  ) -> Bool {
    if let known = verdicts[reads]?[assumption] { return known }
    let passes = PortDiff.check(reads, assumption, sweep)
    verdicts[reads, default: [:]][assumption] = passes
    return passes
  }
}
