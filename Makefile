# My Cards — the two commands of the README are `make run` and `make test`; both install what is missing first.
SHELL := /bin/bash
.DEFAULT_GOAL := run

SWIFT ?= swift
BACKEND_PORT ?= 8000
RUN_DIR ?= .mycards
# The release build: the Swift runtime and Foundation linked into each binary, which saves the dynamic loader ~20
# libraries and their relocations at every start (and the apps never load libcurl: they speak http on their own
# sockets). Debug builds (`make run`, `make test`) stay shared.
RELEASE_FLAGS ?= -c release --static-swift-stdlib
# Homebrew's include and library folders on macOS, passed to every build (scripts/homebrew-flags.sh: ncurses and
# jpeg-turbo are keg-only, and SwiftPM looks in none of Homebrew's folders); empty on Linux. Docs/Mac.md.
export HOMEBREW_FLAGS := $(shell scripts/homebrew-flags.sh)
COVERAGE_GATES ?= MyCardsKit=90 MyCardsUI=90 MyCardsBackend=90 MyCardsMVC=90 MyCardsMVVM=90 MyCardsVIPER=90 MyCardsVIP=90 MyCardsTEA=90

.PHONY: run test deps build build-tests release lint format coverage fuzz compare compare-anchors chafa-bench bench bench-inprocess \
	instructions backend side-by-side slides trace traces unit-coverage mutants refactoring tuning workshop-prepare exercise hint exercise-reset exercise-solution drill rules check-fresh check-scan check-zxing2 check-pixels pixels-bench check-workshop clean

deps:
	@scripts/install-deps.sh

## Through scripts/swift-steady.sh: a build from another terminal (another environment) would plan again and relink
## the proxy generator; `make workshop-prepare` builds the same way, so the morning's `make run` compiles and links
## nothing.
build: deps
	scripts/swift-steady.sh $(SWIFT) build $(HOMEBREW_FLAGS)

build-tests: deps
	$(SWIFT) build --build-tests $(HOMEBREW_FLAGS)

## Builds every product as `make bench` and a release do (RELEASE_FLAGS), all with the same settings: the optimiser has
## crashed on code the debug build took (Tools/CompilerCrashes), so CI builds it too.
release: deps
	$(SWIFT) build $(RELEASE_FLAGS) $(HOMEBREW_FLAGS)

## Starts the mock backend with the repository's cards.json and the chosen variant against it (VARIANT=mvc).
## The debug build: half the clean build time of the release one and a sixth of its rebuild after a MyCardsKit
## edit, at a first frame of ~90 ms instead of ~25 (`make bench`'s findings have the figures).
VARIANT ?= mvc
run: build
	@RUN_DIR=$(RUN_DIR) scripts/run-app.sh $(VARIANT)

## Every variant in one tmux window on one backend and one store (an edit in one pane shows in the others): five
## panes at 200×50 or more, else two (SIDE_BY_SIDE="mvc vip"). Quit each app with q, or detach with Ctrl-B d.
side-by-side: build
	@RUN_DIR=$(RUN_DIR) scripts/side-by-side.sh

## The chosen variant (VARIANT=mvc) with its --trace file followed live in a pane beside it.
trace: build
	@RUN_DIR=$(RUN_DIR) scripts/trace.sh $(VARIANT)

## Serves only the backend, on port $(BACKEND_PORT), until Ctrl-C.
backend: build
	@mkdir -p $(RUN_DIR)
	"$$($(SWIFT) build --show-bin-path)/mycards-backend" --port $(BACKEND_PORT) \
		--data $(RUN_DIR)/backend.json --seed cards.json

## Builds and runs every test, with coverage collected for `make coverage`.
test: deps
	@scripts/test.sh

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Plugins Tests Workshop Tools
	scripts/lint-tests.sh
	scripts/check-comment-width.sh
	scripts/check-platform.sh
	scripts/check-escapes.sh
	python3 scripts/doc_figures.py Docs/Facilitator.md Docs/FacilitatorAnswers.md Docs/Handout.md Docs/Slides.md

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Plugins Tests Workshop

coverage:
	@scripts/coverage.sh $(COVERAGE_GATES)

## Measures the architecture folders and test targets with swift-syntax (Tools/ArchitectureMetrics, its own
## package and build folder) and writes Docs/Comparison.md (a verdict on each of the seed article's claims by one
## rule first, then the evidence), Docs/Comparison.json and Docs/SideBySide.md (one action as the code each
## architecture runs for it); runs the tool's specs and the python specs of scripts/ first, and fails when the
## TracedProxies plugin's generator leaves a protocol swift-syntax finds untraced, or when the fixed journey traced a
## call between two roles that the code's role graph lacks. Then `make slides`' two scripts, on what it wrote.
compare:
	cd Tools/ArchitectureMetrics && $(SWIFT) build --scratch-path ../../.build-metrics --build-tests \
		&& $(SWIFT) test --skip-build --scratch-path ../../.build-metrics
	python3 -m unittest discover -s scripts -p 'test_*.py'
	$(SWIFT) build --product TracedProxyGenerator
	.build-metrics/debug/ArchitectureMetrics . "$$($(SWIFT) build --show-bin-path)/TracedProxyGenerator"
	python3 scripts/workshop_figures.py
	python3 scripts/slides.py

## The projector deck, Docs/Slides.md (one idea a slide: each of the article's claims with our figure, follow one
## action, the late answer, one action per pattern as a Mermaid sequence diagram from Docs/Traces/), and the figures
## in the workshop docs' generated blocks, all from what `make compare` and `make traces` wrote: no figure typed by
## hand. Runs the scripts' specs first; `make compare` runs it too.
slides:
	python3 -m unittest discover -s scripts -p 'test_workshop_docs.py'
	python3 scripts/workshop_figures.py
	python3 scripts/slides.py

## Our five beside public multi-architecture projects (Docs/Anchors.md): the static rows (files, lines, roles /
## carriers / contracts, coupling and instability, propagation cost, complexity, tests and assertions) measured by one
## adapter on fetched copies under DIR, one folder per repository (owner+name or name: Apress/iOS-Architecture-Patterns,
## Clean-Swift/CleanStore, tailec/ios-architecture), each a git checkout or a copy with a COMMIT file. Outside CI;
## their code never enters this repository, only the figures with the commit measured.
compare-anchors:
	@test -n "$(DIR)" || { echo "usage: make compare-anchors DIR=folder-of-checkouts" >&2; exit 64; }
	cd Tools/ArchitectureMetrics && $(SWIFT) build --scratch-path ../../.build-metrics --product Anchors
	.build-metrics/debug/Anchors "$(DIR)" .

## Records the comparison's fixed journey (launch, open, rename, save, back, delete) on every built variant with
## --trace, through the acceptance suite, into Docs/Traces/ for `make compare`. Outside CI: commit the result.
traces: build-tests
	MYCARDS_RECORD_TRACES="$(CURDIR)/Docs/Traces" $(SWIFT) test --skip-build --filter DataFlowJourney

## Line coverage of each architecture from its own unit suite alone (no acceptance runs), into
## Docs/UnitCoverage.json for `make compare`. Outside CI: commit the result.
unit-coverage: deps
	@scripts/unit-coverage.sh

## Mutation score of each architecture's own unit suite (mutant schemata on swift-syntax, one build, a suite run
## per mutant; the seed from the commit measured; App/ and TEA's Store/ scored apart) into Docs/Mutants.json for
## `make compare`. Slow: outside CI; commit the result. MUTANTS_ONLY="TEA" or MUTANTS_LIMIT=N: a partial draw to
## check the pipeline, written to .build-mutants/Mutants.partial.json instead (Docs/Testing.md).
mutants: deps
	@scripts/mutants.sh

## Files, types and lines each cross-architecture change cost each architecture (Favourites, checkout codes, the
## workshop's two rounds), sources and tests apart, follow-up fixes counted with the change they fix, from git and the
## solution patches, into Docs/Refactoring.json for `make compare` (scripts/refactoring.py states the rules; their
## specs run first). Commit the result.
refactoring:
	python3 -m unittest discover -s scripts -p 'test_refactoring.py'
	python3 scripts/refactoring.py

## The tests added to each architecture's suite after each draw of mutants (every commit that wrote Docs/Mutants.json),
## from git, into Docs/Tuning.json for `make compare`'s confounds. Commit the result.
tuning:
	python3 scripts/tuning.py

## One workshop exercise's tests (Docs/Workshop.md), red until it is done; N in the day's order, Workshop/Day.txt
## (each round MVC, MVVM, VIPER, VIP, TEA: 1–4 and 9, 5–8 and 10, 11–15, 16–20). Builds only that exercise's variant;
## says in a sentence which earlier exercise of its pattern is missing, if one is.
exercise: deps
	@scripts/exercise.sh $(N)

## The next hint of exercise N (Workshop/Hints/exercise-N.md: three, then the solution); H=2 shows hint 2 again. What
## was shown is kept, untracked, in .build-workshop/hints.
hint:
	@python3 scripts/workshop_hint.py $(N) $(H)

## The workshop's pre-work, for each laptop the day before: installs what is missing, then builds the apps (.build)
## and every exercise's and drill's package (MYCARDS_WORKSHOP, .build-workshop), and prints "ready" only when a second
## build of each, without package resolution, compiles nothing but an exercise's own files (Docs/Workshop.md).
workshop-prepare: deps
	@scripts/workshop-prepare.sh

## Catching up (scripts/workshop_day.py): `exercise-solution` brings the tree to where the room is after exercise N
## (every earlier solution it lacks, in the day's order, then N's); `exercise-reset` puts N's files as at the start of
## its step. The attendee's own changes go to a named `git stash` first. BASE= the project as shipped (default: the
## clone's origin/main, else main).
exercise-reset:
	@BASE=$(BASE) scripts/exercise-state.sh reset $(N)

exercise-solution:
	@BASE=$(BASE) scripts/exercise-state.sh solution $(N)

## The README's install steps on a bare Debian system (debootstrap; needs root and Debian's mirror; outside CI):
## install, build, one journey. Prints its time; record it in Docs/Mac.md.
check-fresh:
	@scripts/check-fresh.sh

## The drawn codes as a person's terminal shows them: the gallery's Code pages in xterm under Xvfb at 120×36 and
## 80×24, screenshots decoded by ZXingReader (outside CI; needs xvfb, xterm, imagemagick, zxing-cpp-tools).
check-scan:
	@scripts/check-scan.sh

## The barcode reader's shim against zxing-cpp 2 (Homebrew's) beside Debian's 1.4: builds a 2.x core from PyPI's
## source distribution (ZXING_VERSION=2.3.0) and reads every symbology our encoder draws, and the EAN-13 screenshot,
## with each (outside CI; needs PyPI, libzint-dev, libpng-dev, libzxing-dev; cmake comes from PyPI if missing).
check-zxing2:
	@scripts/check-zxing2.sh

## Photos and codes in pixels as real terminals show them (Docs/Photos.md): show NAME --back, the Card screen and the
## back photo full size in xterm as a VT340 (sixel) and in kitty under Xvfb, for the six sample cards and one no spec
## has seen; screenshots read by zxing-cpp, photo regions compared with the sources (SSIM). Outside CI; needs xvfb,
## xterm, kitty, imagemagick, xdotool, tmux and PyPI's zxing-cpp.
check-pixels:
	@python3 scripts/check-pixels.py

## A five-minute break-the-rule drill: N=1 MVC, 2 MVVM, 3 VIPER, 4 VIP, 5 TEA — breaks the pattern in a way that
## compiles, shows the spec that catches it red, and takes the change out again.
drill: deps
	@scripts/drill.sh $(N)

## The patterns' rules, read off the syntax trees of Sources/MyCards<Arch> (Tools/ArchitectureMetrics' Rules:
## swift-syntax lives in that package and its build folder, so neither the app nor an exercise compiles it): each
## rule held, or where it is broken. ARCH=VIP (or several) for some; all five by default. `make drill`
## runs the same tool.
rules:
	$(SWIFT) build --package-path Tools/ArchitectureMetrics --scratch-path .build-metrics --product Rules
	.build-metrics/debug/Rules . $(ARCH)

## CI: walks the day (Workshop/Day.txt) in order in a copy: each exercise red on the tree the steps before left, red
## with its MVC-style shortcut (Workshop/Shortcuts), green with its solution, which stays applied; each drill applied
## where it stands, caught by its rule and taken back; every exercise in the day, the package and with three hints.
## DAY=FILE walks another sequence. The copy and its builds are kept between runs, so a second run is incremental.
check-workshop: deps
	@DAY=$(DAY) scripts/check-workshop.sh

## Weighs libchafa against the app's photo renderer on the bundled cards (Tools/ChafaBench, its own package and
## build folder, release build; needs libchafa-dev and libglib2.0-dev, which the app does not): ΔE and ms per photo.
chafa-bench:
	$(SWIFT) run -c release --package-path Tools/ChafaBench --scratch-path .build-chafa ChafaBench cards.json

## The sixel encoders weighed (Docs/Photos.md "The encoder, weighed"): ours against libsixel's and libchafa's, and
## our PNG for kitty and iTerm2, on the bundled photos at 900 px: ΔE read back, ms and kB per photo (Tools/ChafaBench;
## needs libchafa-dev, libglib2.0-dev and libsixel-dev, which the app does not).
pixels-bench:
	$(SWIFT) run -c release --package-path Tools/ChafaBench --scratch-path .build-chafa ChafaBench cards.json --pixels

## The five release binaries measured through a 100×32 pty (launch, keystrokes, a 10,000-card download, peak RSS,
## callgrind instructions, `show` against chafa): one table in Docs/Benchmarks.md and .json (scripts/bench/bench.py).
## BENCH_FLAGS=--quick for fewer repetitions. The release build links the Swift runtime and Foundation statically
## (RELEASE_FLAGS): a quarter less CPU for `show` and 5–6 MiB less RSS than with the shared libraries.
bench: deps
	$(SWIFT) build $(RELEASE_FLAGS) $(HOMEBREW_FLAGS)
	python3 scripts/bench/bench.py "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)" $(BENCH_FLAGS)

## The in-process benchmarks (ordo-one's package-benchmark, its own package under Benchmarks/ and build folder):
## parse, merge and read 10,000 cards, a Cards grid frame, a photo's decode and its way to text, with allocations.
bench-inprocess: deps
	cd Benchmarks && $(SWIFT) package --scratch-path ../.build-bench --allow-writing-to-package-directory \
		benchmark --no-progress

## The CI guard: callgrind instructions of a fixed journey and of one `show --code` per variant against
## Benchmarks/instructions-baseline.json, on the debug binaries `make test` built. INSTRUCTIONS_FLAGS=--update writes
## a new baseline.
instructions: deps
	python3 scripts/bench/check_instructions.py "$$($(SWIFT) build --show-bin-path)" $(INSTRUCTIONS_FLAGS)

## libFuzzer + AddressSanitizer on the card parser, PNG and JPEG decoding, the key decoder, the HTTP client's
## answer parser and the backend's request bodies, FUZZ_SECONDS (30) each; prints executions and coverage.
fuzz: deps
	@scripts/fuzz.sh

## Also the copy `make check-workshop` keeps between runs, with its builds (scripts/check-workshop.sh names it).
clean:
	rm -rf .build .build-fuzz .build-metrics .build-workshop .build-chafa .build-mutants .build-bench .build-zxing2 \
		$(RUN_DIR) "$${TMPDIR:-/tmp}/mycards-check-workshop-$$(pwd | cksum | cut -d' ' -f1)"
