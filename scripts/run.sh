#!/usr/bin/env bash
# Installs what is missing, builds, and runs DiskLab's main job. Without arguments: the
# built-in default scenario (an ideal gas of 400 disks) for 10 time units, with its report.
# With arguments: they go to disklab-cli, e.g. scripts/run.sh run my.json --until 100 --json
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh >&2
exec build/src/cli/disklab-cli "$@"
