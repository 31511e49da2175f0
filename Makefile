# Thin wrappers around SwiftPM. `make run` and `make test` are all a new machine needs.
SWIFT ?= swift
DOC ?=
# The outside-style example package, built against this one by path.
EXAMPLE := Examples/Agenda
# The library products `make docs` documents.
DOC_TARGETS := ListDiff Render Input AppCore ListKit ListKitTesting TerminalBackend

.PHONY: build run test example docs bench format lint clean

build:
	$(SWIFT) build

run: build
	$(SWIFT) run --skip-build listtui $(DOC)

test:
	$(SWIFT) build --build-tests
	TZ=UTC $(SWIFT) test --skip-build --parallel
	$(SWIFT) build --package-path $(EXAMPLE) --build-tests
	$(SWIFT) test --package-path $(EXAMPLE) --skip-build

# The example in the terminal: `make example`, then `q` to quit.
example:
	$(SWIFT) build --package-path $(EXAMPLE) --product agenda
	$(SWIFT) run --package-path $(EXAMPLE) --skip-build agenda

# DocC archives of the library products, in .build/plugins/Swift-DocC/outputs/.
docs:
	$(SWIFT) package generate-documentation $(addprefix --target ,$(DOC_TARGETS))

# Runs the binary itself: `swift run` would exec it, and the peak memory it reports would
# include SwiftPM's own.
bench:
	$(SWIFT) build -c release --product ListBench
	"$$($(SWIFT) build -c release --show-bin-path)/ListBench" $(ARGS)

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Plugins Examples

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Plugins Examples

clean:
	rm -rf .build $(EXAMPLE)/.build
