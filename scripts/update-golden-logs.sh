#!/usr/bin/env bash
# Rewrites the golden event logs (tests/data/golden/logs) from the current disklab-cli. Run it
# only for a change that is meant to change events (a physics fix, a new tie-break), and say in
# the commit which events changed and why; tst_golden_event_logs fails on any other change.
set -euo pipefail
cd "$(dirname "$0")/.."
cli=build/src/cli/disklab-cli
data=tests/data
mkdir -p "$data/golden/logs"
while IFS=$'\t' read -r name scenario options log; do
  [[ -z "$name" || "$name" == \#* ]] && continue
  log=${log:-$name}
  # shellcheck disable=SC2086  # the options are words
  "$cli" run "$data/$scenario" $options --events-log "$data/golden/logs/$log.csv" > /dev/null
done < "$data/golden/manifest.tsv"
