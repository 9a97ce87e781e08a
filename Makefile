# AlgoSuite. The README's two commands: `make bench` (the main job) and `make test`.
SWIFT        ?= swift
RELEASE_TEST := -c release -Xswiftc -enable-testing
# Release builds target this machine's CPU generation when it has AVX2, BMI2 and POPCNT (like
# primesieve's run-time dispatch, this gives popcnt and wider vectors); override with ARCH_FLAGS=.
ARCH_FLAGS   ?= $(shell grep -q -w avx2 /proc/cpuinfo 2>/dev/null && grep -q -w bmi2 /proc/cpuinfo && grep -q -w popcnt /proc/cpuinfo && echo "-Xswiftc -target-cpu -Xswiftc haswell")
# C targets (CGMPLimbCache) get DWARF 4: valgrind 3.19 (Debian 12) cannot read clang's DWARF 5, and
# `algo-bench matrix --callgrind` and `valgrind algo …` need it. algo-bench adds it to its builds too.
C_DEBUG_FLAGS := -Xcc -gdwarf-4
BENCH_DIR    := .build/bench
# The -O build that algo-bench, its -O variant and the end-to-end benchmarks' algo share.
BENCH_BUILD   = $(SWIFT) build -c release $(ARCH_FLAGS) $(C_DEBUG_FLAGS) --scratch-path $(BENCH_DIR)/swift-O
# System packages: what the tests need (GMP for BigNumber, MPFR and MPC for ComplexPower), and the
# optional benchmark peers.
BUILD_PACKAGES := pkg-config libgmp-dev libmpfr-dev libmpc-dev
TEST_PACKAGES  := gcc g++ python3 $(BUILD_PACKAGES)
# Independent oracles the tests use when present (a test without one says so and checks the rest);
# python3-venv holds Kattis's problemtools, the problem package format's reference, and jsonschema
# (for the --json schemas in Data/json) in .build/problemtools;
# groff renders the manual page as `man` does; hyperfine's own export is the fixture for ours.
TEST_ORACLES   := primesieve primecount python3-venv groff-base hyperfine
# testlib.h for the Polygon fixture package, from the copy PyPI's rbx.cp ships (Polygon packages
# carry their own; this one is not kept in the repository).
TESTLIB        := Data/judge/packages/pairsum/files/testlib.h
BENCH_PACKAGES := $(TEST_PACKAGES)
PEER_PACKAGES  := pypy3 primesieve libprimesieve-dev primecount libprimecount-dev pari-gp valgrind

.PHONY: all build install uninstall bench-algo test test-unchecked test-sanitize fuzz fuzz-ci sweep lint format deps deps-build deps-bench bench bench-full bench-quick bench-long bench-compare bench-history bench-dslr bench-archery bench-fermat bench-tool bench-baseline bench-baseline-quick clean docs example

all: build

deps-build:
	@scripts/ensure-packages $(BUILD_PACKAGES)

deps:
	@scripts/ensure-packages $(TEST_PACKAGES)
	@scripts/ensure-packages --optional $(TEST_ORACLES)
	@test -x .build/problemtools/bin/verifyproblem || (python3 -m venv .build/problemtools \
	    && .build/problemtools/bin/pip install --quiet problemtools) >/dev/null 2>&1 \
	    || echo "note: problemtools is not installed (pip install problemtools); the judge's tests skip it" >&2
	@test ! -x .build/problemtools/bin/python || .build/problemtools/bin/python -c "import jsonschema" 2>/dev/null \
	    || .build/problemtools/bin/pip install --quiet jsonschema >/dev/null 2>&1 \
	    || echo "note: jsonschema could not be installed; the --json schema tests skip" >&2
	@test -f $(TESTLIB) || (mkdir -p .build/testlib && python3 -m pip download --quiet --no-deps -d .build/testlib rbx.cp \
	    && python3 -m zipfile -e .build/testlib/rbx_cp-*.whl .build/testlib/wheel \
	    && cp .build/testlib/wheel/rbx/resources/predownloaded/testlib.h $(TESTLIB)) >/dev/null 2>&1 \
	    || echo "note: testlib.h could not be fetched (PyPI rbx.cp); the Polygon package's tests skip" >&2

deps-bench:
	@scripts/ensure-packages $(BENCH_PACKAGES)
	@scripts/ensure-packages --optional $(PEER_PACKAGES)
	@python3 -c "import numpy" 2>/dev/null || python3 -m pip install --quiet numpy 2>/dev/null \
	    || echo "note: numpy is not installed (pip install numpy); its peer will be skipped" >&2
	@python3 -c "import mpmath" 2>/dev/null || python3 -m pip install --quiet mpmath 2>/dev/null \
	    || echo "note: mpmath is not installed (pip install mpmath); its peer will be skipped" >&2
	@python3 -c "import gmpy2" 2>/dev/null || python3 -m pip install --quiet gmpy2 2>/dev/null \
	    || echo "note: gmpy2 is not installed (pip install gmpy2); its peer will be skipped" >&2
	@python3 -c "import scipy" 2>/dev/null || python3 -m pip install --quiet scipy 2>/dev/null \
	    || echo "note: scipy is not installed (pip install scipy); its peer will be skipped" >&2
	@python3 -c "import flint" 2>/dev/null || python3 -m pip install --quiet python-flint 2>/dev/null \
	    || echo "note: python-flint is not installed (pip install python-flint); its peer will be skipped" >&2

build: deps-build
	$(SWIFT) build -c release --product algo $(ARCH_FLAGS) $(C_DEBUG_FLAGS) --scratch-path .build/arch

# `make install [PREFIX=/usr/local] [DESTDIR=]`: algo and algo-bench (built as `make build` builds
# algo) in PREFIX/bin, their manual pages (generated from the command declarations) in
# PREFIX/share/man/man1, and completions where bash-completion, zsh and fish look for them.
# algo-bench runs in a checkout of this repository (it builds the package's variants there).
PREFIX       ?= /usr/local
INSTALL_ROOT  = $(DESTDIR)$(PREFIX)
INSTALLED     = bin/algo bin/algo-bench share/man/man1/algo.1 share/man/man1/algo-bench.1 \
                share/bash-completion/completions/algo share/bash-completion/completions/algo-bench \
                share/zsh/site-functions/_algo share/zsh/site-functions/_algo-bench \
                share/fish/vendor_completions.d/algo.fish share/fish/vendor_completions.d/algo-bench.fish
install: build
	$(SWIFT) build -c release --product algo-bench $(ARCH_FLAGS) $(C_DEBUG_FLAGS) --scratch-path .build/arch
	install -d $(INSTALL_ROOT)/bin $(INSTALL_ROOT)/share/man/man1 $(INSTALL_ROOT)/share/bash-completion/completions \
	    $(INSTALL_ROOT)/share/zsh/site-functions $(INSTALL_ROOT)/share/fish/vendor_completions.d
	@set -e; date=$$(git log -1 --format=%cs 2>/dev/null || date +%F); for program in algo algo-bench; do \
	    install -m 755 .build/arch/release/$$program $(INSTALL_ROOT)/bin/$$program; \
	    .build/arch/release/$$program --generate-manual $$date > $(INSTALL_ROOT)/share/man/man1/$$program.1; \
	    .build/arch/release/$$program --generate-completion-script bash \
	        > $(INSTALL_ROOT)/share/bash-completion/completions/$$program; \
	    .build/arch/release/$$program --generate-completion-script zsh > $(INSTALL_ROOT)/share/zsh/site-functions/_$$program; \
	    .build/arch/release/$$program --generate-completion-script fish \
	        > $(INSTALL_ROOT)/share/fish/vendor_completions.d/$$program.fish; \
	done
	@echo "installed algo and algo-bench in $(INSTALL_ROOT)/bin, manual pages in $(INSTALL_ROOT)/share/man/man1"

uninstall:
	rm -f $(addprefix $(INSTALL_ROOT)/,$(INSTALLED))

# The API documentation of every public module with the toolchain's DocC, one archive with a
# landing page for each (its README), into Reports/docs/; a DocC warning fails it.
docs: deps-build
	SWIFT="$(SWIFT)" scripts/docs

# AlgoSuite as another package's dependency: Examples/UsingAlgoSuite depends on it by path and is
# built as such a package would be (plain `swift build -c release`, no flags), then run; it checks
# its answers against published values.
example: deps-build
	cd Examples/UsingAlgoSuite && $(SWIFT) build -c release && .build/release/UsingAlgoSuite

# Besides the style: no Synchronization.Mutex. On Linux a contended Mutex is handed over by the
# kernel's PI futex, which ThreadSanitizer cannot see, so CI's TSan pass reports the writes it
# guards as races whenever two threads meet at it. Use AlgoSupport's ThreadLocked (a pthread
# mutex) or one slot per thread. And no Foundation in the modules `algo` links (BenchKit, the
# harness's, may): loading it costs every process time and memory (Guides/Measurements/Hardening.md).
lint:
	$(SWIFT) format lint --strict -r Sources Tests Benchmarks Examples Package.swift
	@! grep -rnE '\bMutex *[<(]' Sources Tests Benchmarks --include='*.swift' \
	    || { echo "lint: Synchronization.Mutex above; use ThreadLocked (Sources/AlgoSupport/ThreadLocked.swift)" >&2; exit 1; }
	@! grep -rnE '^ *(@_exported +)?import +(Glibc|Darwin|ucrt)\b' Sources Benchmarks --include='*.swift' \
	    | grep -v '^Sources/AlgoSupport/Platform.swift:' \
	    || { echo "lint: a platform module imported above; import AlgoSupport (Sources/AlgoSupport/Platform.swift)" >&2; exit 1; }
	@! grep -rnE '^ *(@_exported +)?import +((struct|class|enum|protocol|func|var|let|typealias) +)?(Foundation|FoundationEssentials)\b' Sources --include='*.swift' \
	    | grep -v '^Sources/BenchKit/' \
	    || { echo "lint: Foundation imported above; algo's modules use AlgoSupport's platform shim (Foundation slows every algo process's start)" >&2; exit 1; }

format:
	$(SWIFT) format -i -r Sources Tests Benchmarks Examples Package.swift

# Tests run in a release build (-enable-testing): the oracle checks are too slow at -Onone.
# One build of everything (the tests and the algo that cli-smoke runs), then the tests without a
# second build.
test: deps lint
	$(SWIFT) build $(RELEASE_TEST) --build-tests
	$(SWIFT) test $(RELEASE_TEST) --skip-build
	Tests/cli-smoke.sh .build/release/algo

# The same tests at -Ounchecked: code that is right only because of overflow traps is wrong.
test-unchecked: deps
	$(SWIFT) test $(RELEASE_TEST) -Xswiftc -Ounchecked --scratch-path .build/unchecked

# The suite under AddressSanitizer, then ThreadSanitizer (release with -enable-testing, as `make test`).
# Tests that measure resident memory are skipped under a sanitizer, with the reason, and the largest
# sizes shrink (the runs are ten to thirty times slower). ThreadSanitizer runs the tests of the
# modules that start threads or share memory by hand (@unchecked Sendable, locks, atomics: AlgoCLI,
# BigNumber, Factorization, Judge, PrimeCount, Sieve); the others are single-threaded, and Swift 6's
# strict concurrency checking rejects unsynchronised shared state in them at compile time (the
# whole suite under TSan would take a large part of CI's time: Guides/Measurements/Hardening.md).
# HelpExampleTests is left out of it: it checks help texts, not threads, and runs every example one
# after another (π(10^15) on two threads, the sieve to 10^10), so under TSan it finishes long after
# the rest. It runs in `make test` and under ASan; the threads those examples start are tested in
# their modules.
TSAN_TESTS := ^(AlgoCLITests|BigNumberTests|FactorizationTests|JudgeTests|PrimeCountTests|SieveTests)\.
TSAN_SKIP  := HelpExampleTests
test-sanitize: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp $(SWIFT) test $(RELEASE_TEST) --sanitize=address --scratch-path .build/asan
	$(SWIFT) test $(RELEASE_TEST) --sanitize=thread --scratch-path .build/tsan --filter '$(TSAN_TESTS)' --skip '$(TSAN_SKIP)'

# libFuzzer targets (swiftc -sanitize=fuzzer,address): InputReader, the integer and complex literal
# grammars, the DSLR, archery, Fermat, brachistochrone and star stdin parsers, and the YAML and XML of
# problem packages; FUZZ_SECONDS each. Seeds in Data/fuzz/.
# FUZZ_SEED fixes libFuzzer's seed; 0 draws one.
FUZZ_SECONDS ?= 30
FUZZ_SEED ?= 0
fuzz: deps
	FUZZ_SEED=$(FUZZ_SEED) scripts/fuzz $(FUZZ_SECONDS)

# The oracle sweep: every command with an independent oracle here (primecount, primesieve, GNU
# factor, gmpy2, mpmath, scipy, and oracles written in Python) on random and edge inputs; a peer
# that is missing skips its check. SWEEP_SEED picks the inputs, SWEEP_SCALE their number (1: a few
# minutes). Not part of CI, which has `make test`'s fixed, smaller checks of each command.
SWEEP_SEED ?= 1
SWEEP_SCALE ?= 1
sweep: build deps-bench
	python3 Tests/Sweep/sweep.py .build/arch/release/algo --seed $(SWEEP_SEED) --scale $(SWEEP_SCALE)

# CI's pass: exactly CI_FUZZ_RUNS inputs a target with seed 1 from the seeds in Data/fuzz alone,
# the same inputs on every machine (at most CI_FUZZ_CAP s a target: a capped pass ran a prefix of
# them), so that a green `make fuzz-ci` here is a green pass in CI.
CI_FUZZ_RUNS ?= 400000
CI_FUZZ_CAP ?= 120
fuzz-ci: deps
	FUZZ_SEED=1 FUZZ_RUNS=$(CI_FUZZ_RUNS) scripts/fuzz $(CI_FUZZ_CAP)

# The end-to-end benchmarks run `algo` built beside algo-bench's -O build (the flags of `make
# build`, and the modules that build already compiled).
BENCH_ALGO := .build/bench/swift-O/release/algo
bench-algo:
	$(BENCH_BUILD) --product algo

# End to end (`algo-bench e2e`): algo on input files beside the C peers, interleaved, outputs
# compared, targets checked in the same run (DSLR at most 0.1x the C BFS, Fermat at most 1.0x the
# C stdio floor); `algo-bench e2e --help` says more.
DSLR_QUERIES ?= 100000
FERMAT_TRIANGLES ?= 1000000
ARCHERY_INSTANCES ?= 1000000
bench-dslr: deps-bench bench-tool bench-algo
	$(BENCH_BIN) e2e dslr --size $(DSLR_QUERIES) --runs $(or $(RUNS),3) --algo $(BENCH_ALGO) --export-json Reports/e2e-dslr.hyperfine.json
bench-fermat: deps-bench bench-tool bench-algo
	$(BENCH_BIN) e2e fermat --size $(FERMAT_TRIANGLES) --runs $(or $(RUNS),3) --algo $(BENCH_ALGO) --export-json Reports/e2e-fermat.hyperfine.json
bench-archery: deps-bench bench-tool bench-algo
	$(BENCH_BIN) e2e archery --size $(ARCHERY_INSTANCES) --runs $(or $(RUNS),3) --algo $(BENCH_ALGO) --export-json Reports/e2e-archery.hyperfine.json

# The matrix driver is algo-bench itself, built at -O; it builds the other variants.
BENCH_BIN := .build/bench/swift-O/release/algo-bench
bench-tool:
	$(BENCH_BUILD) --product algo-bench

# The main job, sized for a coffee break on 2 cores with its builds (Guides/Measurements/
# Benchmarks.md, "make bench: the main job in 15 minutes"): every kernel at one size in the four
# optimisation builds beside the C and Python peers, compared with the stored baseline (reported,
# not gated), then the end-to-end runs. Reports go to Reports/latest.*.
bench: deps-bench bench-tool
	$(BENCH_BIN) matrix --arch "$(ARCH_FLAGS)" --baseline Data/baselines/default $(BENCH_ARGS)
	@$(MAKE) --no-print-directory bench-dslr
	@$(MAKE) --no-print-directory bench-archery
	@$(MAKE) --no-print-directory bench-fermat

# The full matrix: every standard size, and -O with LTO and with PGO.
bench-full: deps-bench bench-tool
	$(BENCH_BIN) matrix --full --arch "$(ARCH_FLAGS)" --baseline Data/baselines/default $(BENCH_ARGS)
	@$(MAKE) --no-print-directory bench-dslr
	@$(MAKE) --no-print-directory bench-archery
	@$(MAKE) --no-print-directory bench-fermat

# CI: small sizes, the same reports, and the gate against the quick baseline recorded on a machine
# with this one's fingerprint (none: say so, write one, pass).
bench-quick: deps-bench bench-tool
	$(BENCH_BIN) matrix --quick --arch "$(ARCH_FLAGS)" --baseline Data/baselines/quick --gate $(BENCH_ARGS)
	@$(MAKE) --no-print-directory bench-dslr DSLR_QUERIES=10000 RUNS=3
	@$(MAKE) --no-print-directory bench-archery ARCHERY_INSTANCES=100000 RUNS=3
	@$(MAKE) --no-print-directory bench-fermat FERMAT_TRIANGLES=100000 RUNS=5

# The rows of minutes a run (230- and 260-bit factoring against PARI/GP), timed once each, only the
# -O build, the double large-prime row included. Not gated; reports go to Reports/long/.
bench-long: deps-bench bench-tool
	$(BENCH_BIN) matrix --long --arch "$(ARCH_FLAGS)" --out Reports/long --history Reports/long/history.jsonl $(BENCH_ARGS)

# Same-run A/B of two revisions: BASE (required) against HEAD (default: the working tree), built with
# identical flags, measured interleaved, gated on time (10%, confirmed by re-measurement) and on
# instruction counts (2%). Exit 1 on a regression. QUICK=1 uses the quick sizes; CHANGED=1 measures
# only the kernels that run code the change touched (CI does both).
bench-compare: deps-bench bench-tool
	@[ -n "$(BASE)" ] || { echo "usage: make bench-compare BASE=<rev> [HEAD=<rev>] [QUICK=1] [CHANGED=1]" >&2; exit 2; }
	$(BENCH_BIN) compare --base "$(BASE)" $(if $(HEAD),--head "$(HEAD)") $(if $(QUICK),--quick) $(if $(CHANGED),--changed) --arch "$(ARCH_FLAGS)" $(COMPARE_ARGS)

# Reports/history.svg from Reports/history.jsonl (KERNEL= to draw one kernel).
bench-history: bench-tool
	$(BENCH_BIN) history $(if $(KERNEL),--kernel "$(KERNEL)")

# Record new baselines on this machine: the median ratio over BASELINE_RUNS matrix runs (one run
# can be 20% off on a shared machine). Review the diff before committing.
BASELINE_RUNS ?= 3
bench-baseline: deps-bench bench-tool
	for i in $$(seq $(BASELINE_RUNS)); do \
	  $(BENCH_BIN) matrix --full --arch "$(ARCH_FLAGS)" --no-count --update-baseline .build/baseline-default-$$i.json $(BENCH_ARGS) || exit 1; \
	done
	python3 Benchmarks/merge_baselines.py Data/baselines/default/$$($(BENCH_BIN) fingerprint).json $$(seq -f .build/baseline-default-%g.json $(BASELINE_RUNS))
bench-baseline-quick: deps-bench bench-tool
	for i in $$(seq $(BASELINE_RUNS)); do \
	  $(BENCH_BIN) matrix --quick --arch "$(ARCH_FLAGS)" --no-count --update-baseline .build/baseline-quick-$$i.json $(BENCH_ARGS) || exit 1; \
	done
	python3 Benchmarks/merge_baselines.py Data/baselines/quick/$$($(BENCH_BIN) fingerprint).json $$(seq -f .build/baseline-quick-%g.json $(BASELINE_RUNS))

clean:
	rm -rf .build Reports
