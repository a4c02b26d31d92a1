# My Cards — the two commands of the README are `make run` and `make test`; both install what is missing first.
SHELL := /bin/bash
.DEFAULT_GOAL := run

SWIFT ?= swift
BACKEND_PORT ?= 8000
RUN_DIR ?= .mycards
COVERAGE_GATES ?= MyCardsKit=90 MyCardsUI=90 MyCardsBackend=90 MyCardsMVC=90 MyCardsMVVM=90 MyCardsVIPER=90 MyCardsVIP=90

.PHONY: run test deps build build-tests lint format coverage fuzz compare chafa-bench backend clean

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

build-tests: deps
	$(SWIFT) build --build-tests

## Starts the mock backend with the repository's cards.json and the chosen variant against it (VARIANT=mvc).
VARIANT ?= mvc
run: build
	@RUN_DIR=$(RUN_DIR) scripts/run-app.sh $(VARIANT)

## Serves only the backend, on port $(BACKEND_PORT), until Ctrl-C.
backend: build
	@mkdir -p $(RUN_DIR)
	"$$($(SWIFT) build --show-bin-path)/mycards-backend" --port $(BACKEND_PORT) \
		--data $(RUN_DIR)/backend.json --seed cards.json

## Builds and runs every test, with coverage collected for `make coverage`.
test: deps
	@scripts/test.sh

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

coverage:
	@scripts/coverage.sh $(COVERAGE_GATES)

## Measures the architecture folders and test targets with swift-syntax (Tools/ArchitectureMetrics, its own
## package and build folder) and writes Docs/Comparison.md and Docs/Comparison.json.
compare:
	cd Tools/ArchitectureMetrics && $(SWIFT) build --scratch-path ../../.build-metrics --build-tests \
		&& $(SWIFT) test --skip-build --scratch-path ../../.build-metrics
	.build-metrics/debug/ArchitectureMetrics .

## Weighs libchafa against the app's photo renderer on the bundled cards (Tools/ChafaBench, its own package and
## build folder, release build; needs libchafa-dev and libglib2.0-dev, which the app does not): ΔE and ms per photo.
chafa-bench:
	$(SWIFT) run -c release --package-path Tools/ChafaBench --scratch-path .build-chafa ChafaBench cards.json

## libFuzzer + AddressSanitizer on the card parser, PNG and JPEG decoding, the key decoder and the backend's
## request bodies, FUZZ_SECONDS (30) each; prints executions and coverage per target.
fuzz: deps
	@scripts/fuzz.sh

clean:
	rm -rf .build .build-fuzz .build-metrics .build-chafa $(RUN_DIR)
