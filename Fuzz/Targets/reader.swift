// libFuzzer target: the Markdown table reader, the runner and the recorder on
// arbitrary bytes (SelfChecks.reader). Any crash, hang or leak is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  if let problem = SelfChecks.reader(Array(UnsafeBufferPointer(start: data, count: size))) {
    fatalError(problem)
  }
  return 0
}
