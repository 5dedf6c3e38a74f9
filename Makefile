# mcpython: one MCP server that runs agent-written Python in a sandbox.
GO      ?= go
BIN     := bin/mcpython
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)

.PHONY: build run test vet fuzz bench e2e-deps clean

build:
	$(GO) build -ldflags "-X main.version=$(VERSION)" -o $(BIN) ./cmd/mcpython

# Start the server on stdio (an MCP client connects by spawning this command).
run: build
	./$(BIN) serve

# Everything CI checks: vet, unit and conformance tests (CPython
# cross-checks run when python3 is on PATH), short fuzz runs.
test: vet
	$(GO) test -count=1 -timeout 12m ./...
	$(MAKE) fuzz FUZZTIME=5s

vet:
	$(GO) vet ./...

FUZZTIME ?= 30s
fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME) ./interp/syntax
	$(GO) test -run '^$$' -fuzz '^FuzzRun$$' -fuzztime $(FUZZTIME) ./interp
	$(GO) test -run '^$$' -fuzz '^FuzzDetect$$' -fuzztime $(FUZZTIME) ./pii
	$(GO) test -run '^$$' -fuzz '^FuzzRoundTrip$$' -fuzztime $(FUZZTIME) ./pii

# Benchmarks, each interpreter program also timed under python3 and printed
# as a ratio.
bench: build
	GOGC=400 $(GO) test -run '^$$' -bench . -benchtime 5x ./interp/
	GOGC=400 $(GO) run ./interp/internal/benchcmp

e2e-deps:
	cd e2e && npm ci --no-audit --no-fund

clean:
	rm -rf bin
