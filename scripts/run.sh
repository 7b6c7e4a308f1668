#!/usr/bin/env bash
# Installs what is missing, builds, and runs DiskLab. With a display (DISPLAY or
# WAYLAND_DISPLAY set): the desktop application, on its built-in default scenario or on the
# files given. Without one: DiskLab's main job on the command line, the built-in default
# scenario (an ideal gas of 400 disks) for 10 time units with its report; arguments then go
# to disklab-cli, e.g. scripts/run.sh run my.json --until 100 --json
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh >&2
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -x build/src/app/disklab ]; then
  exec build/src/app/disklab "$@"
fi
exec build/src/cli/disklab-cli "$@"
