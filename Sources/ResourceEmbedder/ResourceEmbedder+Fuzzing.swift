#if FUZZING
import Foundation

// In a fuzz build every executable is linked with libFuzzer, whose `main` calls
// `LLVMFuzzerInitialize` first: the tool does its work there and exits before any fuzzing,
// so it still embeds the resources if a fuzz build ever runs it.

/// libFuzzer's start-up hook: embeds the resources and exits.
@_cdecl("LLVMFuzzerInitialize")
func fuzzerInitialize(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
  let count = Int(argc.pointee)
  let arguments = (1..<max(1, count)).compactMap { index in
    argv.pointee?[index].map { String(cString: $0) }
  }
  do {
    try ResourceEmbedder.run(arguments)
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("ResourceEmbedder: \(error)\n".utf8))
    exit(1)
  }
}

/// Never reached: the hook above exits first.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { 0 }
#endif
