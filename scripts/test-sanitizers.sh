#!/usr/bin/env bash
# CI's second stage (.ci/run calls it after the README's test command): the whole suite built
# with AddressSanitizer + UndefinedBehaviorSanitizer, every suite that starts a thread built
# with ThreadSanitizer, then each libFuzzer target for FUZZ_SECONDS (default 60) seconds.
# Any sanitizer report fails the run. Builds into build-asan, build-tsan and build-fuzz at -O1.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dependencies.sh
export QT_QPA_PLATFORM=offscreen
# Heavy suites read this and run a smaller parameter set (never fewer tests) when instrumented.
export DISKLAB_SANITIZED=1
jobs=$(nproc)
instrumented=(-G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1")

echo "== AddressSanitizer + UndefinedBehaviorSanitizer: the whole suite"
cmake -S . -B build-asan "${instrumented[@]}" -DDISKLAB_ASAN_UBSAN=ON
cmake --build build-asan --parallel "$jobs"
ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:detect_stack_use_after_return=1 \
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir build-asan --output-on-failure --parallel "$jobs"

echo "== ThreadSanitizer: the suites that start a thread"
# A suite starts a thread when it builds anything that owns one: the simulation worker's
# controller (the scaling and force-method studies run on it), a main or comparison window, the
# Structure dock (it measures on Qt's thread pool), or a thread of its own.
threaded=$(grep -l -E 'SimulationController|MainWindow|ComparisonWindow|ScalingDock|ScalingStudy|ForceMethodsDock|ForceMethodStudy|StructureDock|SimulationWorker|QThread|std::j?thread|QtConcurrent|std::async' \
  tests/*/tst_*.cpp tests/app/*/tst_*.cpp | xargs -n1 basename | sed 's/\.cpp$//' | sort)
echo "$threaded" | tr '\n' ' '; echo
cmake -S . -B build-tsan "${instrumented[@]}" -DDISKLAB_TSAN=ON
# shellcheck disable=SC2086  # one target per word
cmake --build build-tsan --parallel "$jobs" --target disklab-cli $threaded
# die_after_fork=0: suites that compare with disklab-cli start it through QProcess, which forks
# a threaded test; the child only execs the program, so TSan's refusal would be a false alarm.
TSAN_OPTIONS="halt_on_error=1 exitcode=66 die_after_fork=0 suppressions=$PWD/tests/runtime/tsan.supp" \
  ctest --test-dir build-tsan --output-on-failure --parallel "$jobs" -R "^($(echo $threaded | tr ' ' '|'))\$"

echo "== libFuzzer: the scenario readers"
bash scripts/fuzz.sh "${FUZZ_SECONDS:-60}"
