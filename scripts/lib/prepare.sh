# Sourced by scripts/workshop-prepare.sh: the workshop's packages (MYCARDS_WORKSHOP, Package.swift) and what a build
# of one compiled, read off swift build's output. The caller sets `log`.

# Every drill, then every exercise, the highest number first: the day's first exercise is built last.
workshop_configurations() {
    ls Workshop/Drills/drill-*.patch 2>/dev/null | sed -E 's|.*/(drill-[0-9]+)\.patch|\1|' | sort -t- -k2 -rn
    ls -d Workshop/Exercises/*-* | sed -E 's|.*/([0-9]+)-.*|\1|' | sort -rn
}

configuration_name() {
    case $1 in
        drill-*) echo "drill ${1#drill-}" ;;
        *) echo "exercise $1" ;;
    esac
}

# What a second build of the apps may still link: the TracedProxies plugin's tool, which swift build links again (and
# the plugin rewrites the proxies, unchanged) whenever the build's environment differs from the last build's — any
# variable — and, seen here, on the first build after a clean one. No module is compiled for it.
APPS_ALLOWED='TracedProxyGenerator-tool'

# What a second build of a configuration may still compile and link: an exercise's own test files (as shipped they
# may not compile yet: that is the attendee's work) and the one test binary every configuration links, with the
# test list swift build generates for it.
own_modules() {
    local tests="MyCardsPackage(Discovered)?Tests(\\.xctest)?"
    case $1 in
        drill-*) echo "$tests" ;;
        *) echo "WorkshopExercise$1|$tests" ;;
    esac
}

# The first errors of a failed build, the folder left out.
prepare_errors() {
    grep -E '^/.*error:' "$1" | sed "s|^$PWD/||" | sort -u | head -10 >&2
}

# MYCARDS_WORKSHOP=CONFIGURATION swift build --build-tests in .build-workshop, with any further arguments. An exercise's
# package as shipped may fail in the exercise's own files only (its tests name what the attendee adds); any other
# error means the package does not build.
build_configuration() {
    local configuration=$1
    shift
    MYCARDS_WORKSHOP=$configuration swift build --build-tests --scratch-path .build-workshop "$@" >"$log" 2>&1 \
        && return 0
    if grep -E '^/.*error:' "$log" | grep -vq '/Workshop/Exercises/' || ! grep -qE '^/.*error:' "$log"; then
        prepare_errors "$log"
        tail -5 "$log" >&2
        echo "workshop-prepare: $(configuration_name "$configuration")'s package does not build — ask the trainer" >&2
        return 1
    fi
}

# The modules a build compiled and the products it linked, but those ALLOWED (a grep -E pattern) names, one line,
# space-separated, each once. "Compiling plugin X" is not one: swift build prints it for every package plugin on
# every build and reuses the plugin it compiled before.
left_compiled() {
    grep -v '^\[[0-9/]*\] Compiling plugin ' "$1" \
        | sed -nE 's/^\[[0-9]+\/[0-9]+\] (Compiling|Emitting module|Linking) ([^ ]+).*/\2/p' | sort -u \
        | { grep -vxE "$2" || true; } | xargs
}
