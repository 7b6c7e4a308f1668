#!/usr/bin/env bash
# Measures the live view's frame rate as docs/benchmarks.md ("Live view") reports it: generated
# gases of 10^4, 10^5 and 10^6 disks at packing 0.3 played in a 1600x1000 window under Xvfb,
# with the default docks and with every run-time dock open (tabbed), at the suggested speed and
# at one the engine cannot reach, own colours, colours by speed and by bond order (psi6). Each line of the CSV is one
# run of `disklab --measure-fps SECONDS` (1.5 s warm-up, then SECONDS counted).
#
# usage: scripts/measure-frame-rates.sh [BUILD] [SECONDS] > docs/benchmarks/frame-rates-machine-X.csv
set -euo pipefail
build=${1:-build}
seconds=${2:-8}
app=$build/src/app/disklab
cli=$build/src/cli/disklab-cli
gases=$(mktemp -d)
trap 'rm -rf "$gases"' EXIT
docks=speedDistributionDock,timeSeriesDock,eventLogDock,diffusionDock,structureDock,aggregationDock,performanceDock,gaugesDock,labControlsDock
echo "n,colouring,speed,docks,fps,paint_mean_ms,paint_p95_ms,paint_max_ms,simulated_time,view"
for n in 10000 100000 1000000; do
    "$cli" generate gas --n "$n" --packing 0.3 --seed 1 -o "$gases/gas.json" > /dev/null
    for colouring in own speed bond; do
        for speed in suggested 1000; do
            for open in default all; do
                args=(--size 1600x1000 --play --measure-fps "$seconds")
                [[ $colouring == speed ]] && args+=(--colour-by-speed)
                [[ $colouring == bond ]] && args+=(--colour-by-bond-order)
                [[ $speed != suggested ]] && args+=(--speed "$speed")
                [[ $open == all ]] && args+=(--docks "$docks")
                line=$(xvfb-run -a -s "-screen 0 1600x1000x24" "$app" "$gases/gas.json" "${args[@]}" 2> /dev/null | grep '^N=')
                # N=... view=WxH frames=.. seconds=.. fps=.. paint_mean_ms=.. paint_p95_ms=.. paint_max_ms=.. simulated_time=..
                declare -A field=()
                for pair in $line; do field[${pair%%=*}]=${pair#*=}; done
                echo "$n,$colouring,$speed,$open,${field[fps]},${field[paint_mean_ms]},${field[paint_p95_ms]},${field[paint_max_ms]},${field[simulated_time]},${field[view]}"
            done
        done
    done
done
