#!/usr/bin/env bash
# A sweep's Slurm script submitted for real: scripts/start-test-slurm.sh starts a single-node
# Slurm cluster (Debian's slurm-wlm), `sbatch --wait` runs the array, and `sweep collect` finds
# every job's result. Exits 77 (ctest: skipped) with the reason when the cluster cannot start.
# Usage: sweep_on_slurm.sh DISKLAB_CLI
set -euo pipefail
cli=$1
repository=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
cluster=$work/cluster
trap 'bash "$repository/scripts/start-test-slurm.sh" --stop "$cluster"; rm -rf "$work"' EXIT
if ! why=$(bash "$repository/scripts/start-test-slurm.sh" "$cluster"); then
  echo "skipped: no Slurm cluster here: $why"
  exit 77
fi
export SLURM_CONF=$cluster/slurm.conf
cat > "$work/spec.json" <<'SPEC'
{"generator": "gas", "generate": {"n": 64, "packing": [0.2, 0.4], "periodic": true, "seed": [3, 4]},
 "run": {"until": 2}}
SPEC
"$cli" sweep "$work/spec.json" --job 2
"$cli" sweep "$work/spec.json" --emit slurm -o "$work/sweep.sbatch"
grep -qx '#SBATCH --array=0-1,3' "$work/sweep.sbatch"
timeout 240 sbatch --wait "$work/sweep.sbatch"
"$cli" sweep collect "$work/spec.json" -o "$work/table.csv"
rows=$(($(wc -l < "$work/table.csv") - 1))
[ "$rows" -eq 4 ] || { echo "collected $rows rows, expected 4"; exit 1; }
# Each task of the array wrote its output where the script said.
for task in 0 1 3; do
  ls "$work"/spec-results/slurm-*_"$task".out >/dev/null
done
echo "Slurm ran the array's 3 tasks; 4 of 4 jobs collected"
