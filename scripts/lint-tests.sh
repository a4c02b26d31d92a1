#!/usr/bin/env bash
# Two test habits that crashed `make test` (signal 11) under Swift Testing's parallel runs, refused here:
# 1. Nimble's closure matchers (`throwError { … }`, `throwError(errorType:) { … }`, `beSuccess { … }`,
#    `beFailure { … }`) and `gatherExpectations` / `withAssertionHandler` swap Nimble's one process-wide
#    assertion handler while they run, so every test running meanwhile appends to one unsynchronised array.
#    Act with `thrown(T.self) { … }` from Tests/MyCardsTestSupport/Thrown.swift and assert on the error it answers.
# 2. A dispatch read source on a child's output (FileHandle's readabilityHandler, DispatchIO, a read source) is
#    an epoll registration on Linux; Foundation closes the pipe before dispatch unregisters it, and a child another
#    test spawned meanwhile keeps the pipe open, so epoll reports a source dispatch has freed. Send the output to
#    a file: Tests/MyCardsTestSupport/ChildOutputFile.swift.
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
refuse() {
    local pattern=$1 advice=$2 matches
    if matches=$(grep -rnE "$pattern" Tests Workshop --include='*.swift' --include='*.patch' \
        | grep -vE '^Tests/MyCardsTestSupport/(ChildOutputFile|Thrown)\.swift:'); then
        echo "lint: $advice" >&2
        echo "$matches" >&2
        status=1
    fi
}
refuse 'throwError *\{|throwError\((errorType: *)?[A-Za-z_.()]*\) *\{|throwError\([^)]*closure:|\b(beSuccess|beFailure) *(\{|\(test)|gatherExpectations|gatherFailingExpectations|withAssertionHandler' \
    "a Nimble matcher that swaps the global assertion handler; act with thrown(T.self) { … } from MyCardsTestSupport and assert on its answer:"
refuse 'readabilityHandler|DispatchIO|makeReadSource' \
    "a test reads a child's output through a dispatch source; use ChildOutputFile from MyCardsTestSupport:"
exit "$status"
