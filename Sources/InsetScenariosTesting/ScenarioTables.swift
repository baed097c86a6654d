import Foundation
import InsetScenarios
import Testing
import XCTest

/// Runs scenario tables inside a test target, reporting each failing row as
/// one test failure at the table's own file and line, with the expected and
/// actual value of every output that differs.
///
/// Swift Testing:
///
///     import InsetScenariosTesting
///     import Testing
///
///     @Test func insetScenarios() {
///       ScenarioTables.check(ScenarioTables.path("Scenarios"))
///     }
///
/// XCTest:
///
///     final class InsetScenarioTests: XCTestCase {
///       func testScenarios() {
///         ScenarioTables.assert(ScenarioTables.path("Scenarios"), in: self)
///       }
///     }
///
/// Both return the `RunReport` for further checks.
public enum ScenarioTables {
  /// A path inside the package that calls it: `relative` resolved against the
  /// nearest folder above `file` (the caller's source file) that holds a
  /// `Package.swift`.
  public static func path(_ relative: String, from file: String = #filePath) -> String {
    var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
    while directory.path != "/" {
      if FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("Package.swift").path)
      {
        return directory.appendingPathComponent(relative).path
      }
      directory.deleteLastPathComponent()
    }
    return relative
  }

  /// The failures of a run: one per failing row, as the README promises,
  /// located at the row's first differing or erroneous cell, its message
  /// naming every output that differs (or every error); and one per error
  /// that belongs to a table or a file rather than a row.
  public struct Failure: Sendable, Hashable {
    /// The file's path.
    public var file: String
    /// The 1-based line: of the failing row's first differing or erroneous cell, or of a table's or
    /// file's error.
    public var line: Int
    /// The 1-based column of that cell or error.
    public var column: Int
    /// What failed: every output that differs, with its expected and computed values, or every
    /// error.
    public var message: String
  }

  /// Runs the tables under `paths` and lists their failures; a missing path is
  /// a failure of its own.
  public static func run(_ paths: [String]) -> (RunReport?, [Failure]) {
    let report: RunReport
    do {
      report = try ScenarioFiles.run(paths)
    } catch {
      return (nil, [Failure(file: paths.first ?? "", line: 1, column: 1, message: error.message)])
    }
    var failures: [Failure] = []
    for file in report.files {
      for d in file.diagnostics {
        failures.append(
          Failure(
            file: d.file, line: d.location.line, column: d.location.column, message: d.message))
      }
      for row in file.rows {
        let label = row.scenario.map { "\($0): " } ?? ""
        switch row.outcome {
        case .passed, .notRun: break
        case .checkedNothing(let warning):
          // A test that checks nothing is no test: it fails here, where a
          // run only warns (unless `--strict`).
          failures.append(
            Failure(
              file: warning.file, line: warning.location.line, column: warning.location.column,
              message: label + warning.message))
        case .failed(let mismatches):
          guard let first = mismatches.first else { continue }
          failures.append(
            Failure(
              file: row.file, line: first.location.line, column: first.location.column,
              message: label
                + mismatches.map(\.summary)
                .joined(separator: "; ")))
        case .error(let diagnostics):
          guard let first = diagnostics.first else { continue }
          failures.append(
            Failure(
              file: first.file, line: first.location.line, column: first.location.column,
              message: label
                + diagnostics.map {
                  $0 == first
                    ? $0.message : "\($0.location.line):\($0.location.column): \($0.message)"
                }.joined(separator: "; ")))
        }
      }
    }
    return (report, failures)
  }

  /// Swift Testing: records an issue for each failing row at its table's file
  /// and line.
  @discardableResult
  public static func check(
    _ paths: String..., sourceLocation: Testing.SourceLocation = #_sourceLocation
  )
    -> RunReport?
  {
    let (report, failures) = run(paths)
    for issue in issues(failures) {
      Issue.record(issue.comment, sourceLocation: issue.location)
    }
    if report?.passed == 0 && failures.isEmpty {
      Issue.record("no scenario rows found in \(paths)", sourceLocation: sourceLocation)
    }
    return report
  }

  /// The issues ``check(_:sourceLocation:)`` records for `failures`: each
  /// with its message, at the table's own file, line and column.
  static func issues(_ failures: [Failure]) -> [(
    comment: Comment, location: Testing.SourceLocation
  )] {
    failures.map { failure in
      let absolute = URL(fileURLWithPath: failure.file).standardizedFileURL.path
      let name = (absolute as NSString).lastPathComponent
      return (
        Comment(rawValue: "\(failure.file):\(failure.line): \(failure.message)"),
        Testing.SourceLocation(
          fileID: "Scenarios/\(name)", filePath: absolute, line: max(1, failure.line),
          column: max(1, failure.column))
      )
    }
  }

  /// XCTest: records a failure on `testCase` for each failing row at its
  /// table's file and line.
  @discardableResult
  public static func assert(_ paths: String..., in testCase: XCTestCase) -> RunReport? {
    let (report, failures) = run(paths)
    for failure in failures {
      record(failure.message, file: failure.file, line: failure.line, in: testCase)
    }
    if report?.passed == 0 && failures.isEmpty {
      record("no scenario rows found in \(paths)", file: #filePath, line: #line, in: testCase)
    }
    return report
  }

  /// One XCTest failure at a file and line: `record(_:)` with an `XCTIssue`
  /// where XCTest has it (Apple platforms, where `recordFailure` is
  /// deprecated), `recordFailure` in swift-corelibs-xctest, which has only it.
  private static func record(
    _ message: String, file: String, line: Int, in testCase: XCTestCase
  ) {
    #if canImport(Darwin)
      testCase.record(
        XCTIssue(
          type: .assertionFailure, compactDescription: message,
          sourceCodeContext: XCTSourceCodeContext(
            location: XCTSourceCodeLocation(filePath: file, lineNumber: max(1, line)))))
    #else
      testCase.recordFailure(
        withDescription: message, inFile: file, atLine: max(1, line), expected: true)
    #endif
  }
}
