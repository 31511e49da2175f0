#if FUZZING
import FuzzTargets

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The target named by `LISTTUI_FUZZ_TARGET` (`document` when unset), read once.
private let chosenTarget: FuzzTarget = {
  let name = getenv("LISTTUI_FUZZ_TARGET").map { String(cString: $0) } ?? "document"
  guard let target = FuzzTarget(rawValue: name) else {
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
    let message = Array("listtui-fuzz: LISTTUI_FUZZ_TARGET=\(name) is none of \(names)\n".utf8)
    _ = write(2, message, message.count)
    exit(64)
  }
  return target
}()

/// libFuzzer's entry: runs one input through the chosen target.
///
/// Any outcome is a pass; only a crash, a hang or a sanitizer report is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  _ = chosenTarget.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
#endif
