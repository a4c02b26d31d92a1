import Testing

/// Every journey of Behaviour.md, run against each variant binary in a real terminal (tmux). The journeys live in
/// extensions of this suite, one file each, so they share its traits: they run one at a time (each starts an app,
/// often a backend too, and the machine is small), and they are skipped — visibly, with the reason below — when no
/// variant binary has been built. `ACCEPT_BIN` (+ `ACCEPT_ARCH`) picks one binary explicitly.
@Suite(
    "My Cards variants",
    .serialized,
    .enabled(
        if: Variant.anyBuilt,
        "no variant binary (mycards-mvc, -mvvm, -viper, -vip) is built next to the tests and ACCEPT_BIN is not set"
    )
)
struct Journeys {}
