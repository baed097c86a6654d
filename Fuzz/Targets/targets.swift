// The libFuzzer targets, in one binary so that one build serves all six;
// FUZZ_TARGET (set by Fuzz/run.sh) chooses which runs. Each hands the input to
// its check in `SelfChecks`; any crash, hang or leak is a bug.
//
//   reader     arbitrary bytes as a Markdown file: the reader, the runner and
//              the recorder (SelfChecks.reader)
//   notation   arbitrary text as a cell: every value notation
//              (SelfChecks.notation)
//   modifiers  arbitrary text as a `modifiers` cell: the SwiftUI
//              modifier-chain parser (SelfChecks.modifiers)
//   hierarchy  arbitrary text as a `hierarchy` cell: the view-controller
//              chain parser and the chain's resolve (SelfChecks.hierarchy)
//   region     arbitrary text as a `layoutRegion` cell: the layout-region
//              notation and its resolve (SelfChecks.region)
//   port       arbitrary bytes as Swift, Objective-C and storyboard source:
//              `insets port`'s lexer, XML scanner and rules (PortChecks.port)
import Foundation

enum FuzzTarget: String {
  case reader, notation, modifiers, hierarchy, region, port

  /// The target FUZZ_TARGET names, read once.
  static let chosen = ProcessInfo.processInfo.environment["FUZZ_TARGET"].flatMap(
    FuzzTarget.init(rawValue:))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let problem: String?
  switch FuzzTarget.chosen {
  case .reader: problem = SelfChecks.reader(Array(bytes))
  case .notation: problem = SelfChecks.notation(String(decoding: bytes, as: UTF8.self))
  case .modifiers: problem = SelfChecks.modifiers(String(decoding: bytes, as: UTF8.self))
  case .hierarchy: problem = SelfChecks.hierarchy(String(decoding: bytes, as: UTF8.self))
  case .region: problem = SelfChecks.region(String(decoding: bytes, as: UTF8.self))
  case .port: problem = PortChecks.port(Array(bytes))
  case nil: fatalError("FUZZ_TARGET must be reader, notation, modifiers, hierarchy, region or port")
  }
  if let problem { fatalError(problem) }
  return 0
}
