# Thin wrappers around SwiftPM. `make run` and `make test` are all a new machine needs.
SWIFT ?= swift
DOC ?=

.PHONY: build run test bench format lint clean

build:
	$(SWIFT) build

run: build
	$(SWIFT) run --skip-build listtui $(DOC)

test:
	$(SWIFT) build --build-tests
	TZ=UTC $(SWIFT) test --skip-build --parallel

# Runs the binary itself: `swift run` would exec it, and the peak memory it reports would
# include SwiftPM's own.
bench:
	$(SWIFT) build -c release --product ListBench
	"$$($(SWIFT) build -c release --show-bin-path)/ListBench" $(ARGS)

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Plugins

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Plugins

clean:
	rm -rf .build
