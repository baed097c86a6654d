// libFuzzer target: every value notation on arbitrary text (SelfChecks.notation).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNotation(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let problem = SelfChecks.notation(text) { fatalError(problem) }
  return 0
}
