#!/usr/bin/env bash
# Compares the event-driven engine of two builds on a machine whose shared cache and memory are
# busy with other work: both builds run the same benchmark at the same moment, one on each core
# (cores swapped every run), so both see the same disturbance and the ratio of each pair is what
# to read. With --alternate they run one at a time on one core instead, A then B, then B then A,
# with the other core idle: at 10^6 disks the engine uses all the memory throughput it gets, and
# two runs at once would share it. Needs two cores and `taskset`.
#
# usage: scripts/bench-side-by-side.sh [--alternate] BUILD_A BUILD_B RUNS [bench options...]
# e.g.   scripts/bench-side-by-side.sh /tmp/before build 6 --n 1000000 --packing 0.3,0.7 --warmup 2
set -euo pipefail
alternate=false
if [[ ${1-} == --alternate ]]; then
    alternate=true
    shift
fi
if (($# < 3)); then
    sed -n '2,10p' "$0"
    exit 2
fi
a=$1 b=$2 runs=$3
shift 3
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
bench() { taskset -c "$1" "$2/src/cli/disklab-cli" bench --engine event "${@:4}" > "$out/$3"; }
for ((run = 1; run <= runs; ++run)); do
    if $alternate; then
        if ((run % 2)); then bench 1 "$a" a "$@"; bench 1 "$b" b "$@"; else bench 1 "$b" b "$@"; bench 1 "$a" a "$@"; fi
    else
        if ((run % 2)); then coreA=0 coreB=1; else coreA=1 coreB=0; fi
        bench "$coreA" "$a" a "$@" &
        bench "$coreB" "$b" b "$@" &
        wait
    fi
    # Columns of `bench`: engine, n, packing, Mcoll/s, ...
    paste <(awk '$1 == "event" { print $2, $3, $4 }' "$out/a") <(awk '$1 == "event" { print $4 }' "$out/b") |
        awk -v run="$run" '{ printf "run %d  n %s  packing %s  A %s  B %s  B/A %.3f\n", run, $1, $2, $3, $4, $4 / $3 }'
done
