import Foundation

/// libFuzzer's entry point. One binary holds every target; `MYCARDS_FUZZ_TARGET` picks one (libFuzzer keeps
/// the environment for the whole run).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    FuzzTarget.selected.run(data)
    return 0
}
