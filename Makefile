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
	$(SWIFT) test --skip-build --parallel

bench:
	$(SWIFT) run -c release ListBench $(ARGS)

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Plugins

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Plugins

clean:
	rm -rf .build
