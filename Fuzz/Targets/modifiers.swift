// libFuzzer target: the SwiftUI modifier-chain parser on arbitrary text
// (SelfChecks.modifiers).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzModifiers(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let problem = SelfChecks.modifiers(text) { fatalError(problem) }
  return 0
}
