#!/usr/bin/env bash
# Compares the event-driven engine of two builds one run at a time on one core, A then B, then
# B then A, and so on, with the other core left idle. At 10^6 disks the engine uses all the
# memory throughput it can get, so two builds run at the same moment (bench-side-by-side.sh)
# share it and each disturbs the other; alternating runs see the same machine an instant apart
# instead. Prints each run's collisions per second and the ratio B/A of each pair.
#
# usage: scripts/bench-alternating.sh BUILD_A BUILD_B RUNS [bench options...]
# e.g.   scripts/bench-alternating.sh /tmp/before build 4 --n 1000000 --packing 0.3,0.5 --warmup 4
set -euo pipefail
if (($# < 3)); then
    sed -n '2,10p' "$0"
    exit 2
fi
a=$1 b=$2 runs=$3
shift 3
core=$(($(nproc) - 1))
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for ((run = 1; run <= runs; ++run)); do
    if ((run % 2)); then order="a b"; else order="b a"; fi
    for which in $order; do
        build=$a
        [[ $which == b ]] && build=$b
        taskset -c "$core" "$build/src/cli/disklab-cli" bench --engine event "$@" > "$out/$which"
    done
    # Columns of `bench`: engine, n, packing, Mcoll/s, ...
    paste <(awk '$1 == "event" { print $2, $3, $4 }' "$out/a") <(awk '$1 == "event" { print $4 }' "$out/b") |
        awk -v run="$run" '{ printf "run %d  n %s  packing %s  A %s  B %s  B/A %.3f\n", run, $1, $2, $3, $4, $4 / $3 }'
done
