#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz) with clang into ./build-fuzz and runs each for
# SECONDS seconds (default 60) over a working copy of its seed corpus, under AddressSanitizer
# and UndefinedBehaviorSanitizer. Fails on the first crash, sanitizer report, hang (an input
# taking over 10 s) or input needing over 2 GB; the input is left in build-fuzz/artifacts.
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]   (targets: scenario_json algs4 validation)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(scenario_json algs4 validation)

bash scripts/install-dependencies.sh
CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1" \
  -DDISKLAB_FUZZ=ON -DDISKLAB_BUILD_APP=OFF -DDISKLAB_BUILD_TESTS=OFF
cmake --build build-fuzz --parallel "$(nproc)" --target "${targets[@]/#/fuzz_}"

export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export ASAN_OPTIONS=detect_leaks=1
mkdir -p build-fuzz/artifacts
for target in "${targets[@]}"; do
  # The fuzzer adds what it finds to the working copy, never to the corpus in the repository.
  work=build-fuzz/corpus/$target
  mkdir -p "$work"
  cp -n tests/fuzz/corpus/"$target"/* "$work"/
  log=build-fuzz/fuzz_$target.log
  echo "== fuzz_$target: ${seconds} s (log: $log)"
  if ! build-fuzz/tests/fuzz/fuzz_"$target" "$work" -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix=build-fuzz/artifacts/"$target"- >"$log" 2>&1; then
    tail -n 80 "$log"
    echo "fuzz_$target failed; the input is in build-fuzz/artifacts" >&2
    exit 1
  fi
  grep -E '^(Done|stat::number_of_executed_units|stat::peak_rss_mb)' "$log" || tail -n 5 "$log"
done
