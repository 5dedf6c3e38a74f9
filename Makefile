# mcpython: one MCP server that runs agent-written Python in a sandbox.
GO      ?= go
BIN     := bin/mcpython
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)

.PHONY: build run test vet lint race fuzz bench e2e-deps e2e numbers toolsnaps readme goldens clean

# Static, as the Dockerfile builds it: cgo only brought in libc and its
# loader (net, os/user, libcap/psx all have pure-Go paths), which every
# process mapped, and the external linker, whose output stays in the page
# cache in 2 MiB folios that each process maps whole: run -c pass on a
# fresh build peaked at 32 MiB with cgo, 19 MiB without.
build:
	CGO_ENABLED=0 $(GO) build -ldflags "-X main.version=$(VERSION)" -o $(BIN) ./cmd/mcpython

# Start the server on stdio (an MCP client connects by spawning this command).
# The build's output and the hint go to stderr: stdout carries the protocol.
run:
	@$(MAKE) --no-print-directory build >&2
	@echo "mcpython: serving MCP on stdio (Ctrl-C to stop). Connect a client instead with:" >&2
	@echo "  claude mcp add mcpython -- $(abspath $(BIN)) serve" >&2
	@./$(BIN) serve

# Everything CI checks: vet, golangci-lint, unit and conformance tests (CPython
# cross-checks run when python3 is on PATH), the server's tool snapshots and
# token budget, the end-to-end tests of bin/mcpython with the TypeScript SDK
# client and the Inspector CLI (skipped without e2e/node_modules unless
# CI=true; run make e2e-deps), short fuzz runs. The tests end with a
# summary (internal/testsummary) that names every skipped test group and
# fails under CI=true when e2e tests skipped.
test: vet lint build
	MCPYTHON_BIN=$(abspath $(BIN)) $(GO) test -count=1 -timeout 12m -json ./... | $(GO) run ./internal/testsummary
	$(MAKE) race
	$(MAKE) fuzz FUZZTIME=300x

# Runs share compiled code, module sources, interned names and caches by
# design; these tests run programs at once under the race detector.
race:
	$(GO) test -race -count=1 -run 'Concurrent|SharesNothing|FreshRuns' ./interp/ ./interp/stdlib/re/

vet:
	$(GO) vet ./...

# golangci-lint v2 (pinned in go.mod's tool block; settings in .golangci.yml).
lint:
	$(GO) tool golangci-lint run ./...

# CI runs a count (300x), not a duration: Go 1.26's fuzz coordinator can
# report a worker still running at a -fuzztime deadline as "context deadline
# exceeded" (golang/go#75804, fixed in 1.27), and a count has no deadline.
FUZZTIME ?= 30s
# Minimizing a new input is bounded so one slow find does not stall a run.
FUZZMINTIME ?= 2s
fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./interp/syntax
	$(GO) test -run '^$$' -fuzz '^FuzzRun$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./interp
	$(GO) test -run '^$$' -fuzz '^FuzzSnapshotDecode$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./interp
	$(GO) test -run '^$$' -fuzz '^FuzzNativeReentry$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./interp
	$(GO) test -run '^$$' -fuzz '^FuzzDetect$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./pii
	$(GO) test -run '^$$' -fuzz '^FuzzRoundTrip$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./pii
	$(GO) test -run '^$$' -fuzz '^FuzzReadFrame$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./worker
	$(GO) test -run '^$$' -fuzz '^FuzzFlagValues$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./cmd/mcpython
	$(GO) test -run '^$$' -fuzz '^FuzzFrontMatter$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./skills
	$(GO) test -run '^$$' -fuzz '^FuzzLiteralWords$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./registry
	$(GO) test -run '^$$' -fuzz '^FuzzReadWordVectors$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./registry
	$(GO) test -run '^$$' -fuzz '^FuzzLineLimit$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./registry
	$(GO) test -run '^$$' -fuzz '^FuzzEventLimit$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./registry
	$(GO) test -run '^$$' -fuzz '^FuzzAWSSecretIn$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./pii
	$(GO) test -run '^$$' -fuzz '^FuzzTomllibLoads$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./interp/stdlib/purepy
	$(GO) test -run '^$$' -fuzz '^FuzzConfigparserRead$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./interp/stdlib/purepy
	$(GO) test -run '^$$' -fuzz '^FuzzIPAddress$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./interp/stdlib/purepy
	$(GO) test -run '^$$' -fuzz '^FuzzShlexSplit$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./interp/stdlib/purepy
	$(GO) test -run '^$$' -fuzz '^FuzzArgparseParse$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./interp/stdlib/purepy
	$(GO) test -run '^$$' -fuzz '^FuzzEmailUtils$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./interp/stdlib/purepy
	$(GO) test -run '^$$' -fuzz '^FuzzHTMLParser$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./interp/stdlib/purepy
	$(GO) test -run '^$$' -fuzz '^FuzzXMLParse$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./interp/stdlib/purepy
	$(GO) test -run '^$$' -fuzz '^FuzzRE2AgainstRegexp2$$' -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) ./interp/stdlib/re

# Benchmarks. benchcmp times each interpreter program whole-process
# (bin/mcpython run against python3, spawn and peak RSS included) and
# in-process, as ratios to CPython measured in the same run; the fresh-run
# benchmark needs thousands of iterations to mean anything. In-process
# benchmarks run at GOGC 100, the binary's setting for small heaps (it
# lowers GOGC as the live heap grows: cmd/mcpython/gcpolicy.go);
# benchcmp's whole-process runs use the binary's own policy whatever the
# environment says.
bench: build
	GOGC=100 $(GO) test -run '^$$' -bench '^BenchmarkFreshRun' -benchtime 3000x ./interp/
	GOGC=100 $(GO) test -run '^$$' -bench '^BenchmarkPrograms$$' -benchtime 5x ./interp/
	$(GO) test -run '^$$' -bench . -benchtime 2000x ./store/ ./session/
	MCPYTHON_BIN=$(abspath $(BIN)) $(GO) test -run '^$$' -bench 'RoundTrip' -benchtime 2000x ./e2e/
	GOGC=100 $(GO) test -run '^$$' -bench '^BenchmarkSession' -benchtime 1s ./interp/
	GOGC=100 $(GO) run ./interp/internal/benchcmp
	GOGC=100 $(GO) run ./interp/internal/benchcmp -dir interp/testdata/bench_stdlib
	$(GO) test -run '^$$' -bench 'Sanitize1MiB$$|ProtectEmails$$|ProtectWriterWait' -benchtime 3x ./pii/
	$(GO) test -run '^$$' -bench 'SanitizeOutputEmails' -benchtime 2x ./server/

e2e-deps:
	cd e2e && npm ci --no-audit --no-fund

# The end-to-end tests alone, verbose.
e2e: build
	MCPYTHON_BIN=$(abspath $(BIN)) $(GO) test -count=1 -v -timeout 10m ./e2e/

# The README's measured numbers: stdio round trip, cold start, RSS.
numbers: build
	MCPYTHON_BIN=$(abspath $(BIN)) MCPYTHON_NUMBERS=1 $(GO) test -count=1 -v -run '^Test(Team)?Numbers$$' ./e2e/

# Regenerate the README's tool table from the tool definitions (CI fails
# while it is stale: TestReadmeToolTable).
readme:
	UPDATE_README=1 $(GO) test -count=1 -run '^TestReadmeToolTable$$' ./server/

# Regenerate the tool schema snapshots after a deliberate change to what
# clients see (review the diff of server/testdata/toolsnaps).
toolsnaps:
	UPDATE_TOOLSNAPS=1 $(GO) test -count=1 -run '^TestToolSnapshots$$' ./server/

# Regenerate the expected values that come from reference implementations,
# never from our own code: the traceback goldens of interp/testdata/errors
# and workspace's fnmatch/glob cases from CPython 3.11 (both scripts refuse
# any other python3 version), skills' front matter cases from PyYAML.
# Review the diff; the tests re-check all three whenever python3 fits.
goldens:
	python3 scripts/cpython_goldens.py interp/testdata/errors/*.py
	python3 scripts/cpython_patterns.py --write workspace/testdata/patterns.json
	python3 skills/testdata/pyyaml_oracle.py --write skills/testdata/frontmatter_cases.json

clean:
	rm -rf bin

# Search quality (issue 14): recall@1, recall@5 and MRR of search_tools on
# the agent-phrased queries, development and held-out halves, overall and per
# style, then the older 209-query test. MCPYTHON_SEARCH_MISSES=1 lists the
# development misses.
.PHONY: search-quality
search-quality:
	@out=$$($(GO) test -count=1 -v -run '^(TestAgentSearchQuality|TestSearchQuality)$$' ./registry/ 2>&1); status=$$?; \
	echo "$$out" | grep -E '^\s+\S+_test.go:[0-9]+: ' | sed -E 's/^\s+\S+_test.go:[0-9]+: //'; \
	if [ $$status -ne 0 ]; then echo "$$out" | grep -E -- '--- FAIL|Error:|Messages:'; fi; exit $$status

# Detection quality on the hand-written set of pii/testdata/quality: per-type
# recall, precision, type accuracy, lookalike survival and round trip for the
# dev and held-out halves, then for any blind batch waiting in
# pii/testdata/quality_fresh (TestQualityFresh). PII_QUALITY_MISSES=dev lists
# the dev misses.
# Retrain the name model (pii/name_model.bin) on the dev half of
# pii/testdata/quality, after the rules, the lists or the quality set change;
# it prints the cross-validated figures behind its threshold.
.PHONY: train-names
train-names:
	PII_TRAIN_NAMES=$(CURDIR)/pii/name_model.bin $(GO) test -count=1 -v -run '^TestTrainNameModel$$' ./pii/ | grep -E 'words from|best gain|wrote'

.PHONY: pii-quality
pii-quality:
	$(GO) test -count=1 -v -run '^TestQuality(Fresh)?$$' ./pii/

# Regenerate pii/names_more.txt, pii/surnames.txt and pii/places.txt from
# the locales of @faker-js/faker and human-names' lists: given and family
# names less ordinary words, one-word places (pii/internal/gennames/gen.mjs). Needs node, npm and
# the Debian word lists named below; review the diff, then make train-names.
FAKER_VERSION = 10.6.0
HUMAN_NAMES_VERSION = 1.0.13
WORDLISTS = wamerican wbritish wngerman wfrench wspanish witalian wdutch
.PHONY: gen-names
gen-names:
	@for p in $(WORDLISTS); do dpkg -s $$p >/dev/null 2>&1 || { echo "apt-get install $(WORDLISTS)"; exit 1; }; done
	tmp=$$(mktemp -d) && (cd $$tmp && npm pack --silent @faker-js/faker@$(FAKER_VERSION) >/dev/null && tar xzf faker-js-faker-$(FAKER_VERSION).tgz && mv package faker && \
		npm pack --silent human-names@$(HUMAN_NAMES_VERSION) >/dev/null && tar xzf human-names-$(HUMAN_NAMES_VERSION).tgz && mv package human-names) && \
	node pii/internal/gennames/gen.mjs $$tmp/faker $$tmp/human-names pii/names.txt pii/names_more.txt pii/surnames.txt pii/places.txt; rm -rf $$tmp
