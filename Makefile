# Thin wrappers around SwiftPM. `make run` and `make test` are all a new machine needs.
SWIFT ?= swift
DOC ?=
# The outside-style example package, built against this one by path.
EXAMPLE := Examples/Agenda
# The library products `make docs` documents.
DOC_TARGETS := ListDiff Render Input AppCore ListKit ListKitTesting TerminalBackend Pictures

.PHONY: build run test example docs bench fuzz format lint clean

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

# libFuzzer on one target (document, picture, html, archive) for SECONDS, in a build of its
# own: `make fuzz TARGET=html SECONDS=300`. New inputs go to .build/fuzz/corpus/, crashes to
# Fuzz/findings/; see README.md.
TARGET ?= document
SECONDS ?= 60
FUZZ_FLAGS := -c release --scratch-path .build/fuzz --sanitize=fuzzer --sanitize=address \
	-Xswiftc -sanitize=fuzzer,address \
	-Xswiftc -parse-as-library -Xswiftc -DFUZZING
fuzz:
	$(SWIFT) build $(FUZZ_FLAGS) --product listtui-fuzz
	mkdir -p .build/fuzz/corpus/$(TARGET) Fuzz/findings
	LSAN_OPTIONS=suppressions=Fuzz/lsan.supp LISTTUI_FUZZ_TARGET=$(TARGET) "$$($(SWIFT) build $(FUZZ_FLAGS) --show-bin-path)/listtui-fuzz" \
	  -max_total_time=$(SECONDS) -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
	  -dict=Fuzz/$(TARGET).dict -artifact_prefix=Fuzz/findings/$(TARGET)- $(ARGS) \
	  .build/fuzz/corpus/$(TARGET) Fuzz/corpus/$(TARGET)

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Plugins Examples

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Plugins Examples

clean:
	rm -rf .build $(EXAMPLE)/.build
