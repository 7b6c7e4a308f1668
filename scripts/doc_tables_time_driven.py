"""docs/time-driven.md's tables: `disklab-cli compare --sweep` of the time-driven engine against
the exact one, on the generated gases and the algs4 files. The two cost columns are wall-clock
seconds, which vary between runs; every other column is deterministic."""

import functools
import os
import subprocess
import tempfile

from doc_tables_common import ROOT, Table, beyond_round_off, run_cli

COLUMNS = ("| dt | collisions | overlaps at end | overlaps, sum over steps | deepest overlap | missed | energy drift "
           "| first different collision | mean position deviation | s per time unit | × event |")
ALIGNMENT = "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
FILE = "docs/time-driven.md"
COST_COLUMNS = (9, 10)


def g6(x):
    return f"{x:.6g}"


def times(ratio):
    """A cost ratio to three digits, never in scientific notation."""
    return f"{ratio:.3g}" if ratio < 1000 else f"{ratio:.0f}"


def six_digits_beyond_round_off(x):
    """A drift or deviation to six digits, or "< 1e-12" where it is round-off."""
    return beyond_round_off(x, g6)


GASES = tempfile.TemporaryDirectory(prefix="disklab-doc-gases-")


@functools.lru_cache(maxsize=None)
def generated_gas(cli, packing, gravity):
    """The 10^4-disk gas of docs/time-driven.md at `packing` (σ = 1, kT = 1, walled, seed 1),
    with gravity g = 1 downwards when asked; made once per run of the script."""
    path = os.path.join(GASES.name, f"gas-{packing}{'-gravity' if gravity else ''}.json")
    subprocess.run([cli, "generate", "gas", "--n", "10000", "--packing", packing, "--seed", "1", "-o", path],
                   check=True, capture_output=True)
    if gravity:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        still = '"gravity": {"x": 0, "y": 0}'
        if still not in text:
            raise RuntimeError(f"{path}: no '{still}' to turn into gravity")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text.replace(still, '"gravity": {"x": 0, "y": -1}'))
    return path


def sweep_table(cli, scenario, until, dt, sweep, rollback, runs=1):
    """One table: the exact engine's row, then one row per dt of `compare --sweep`. With several
    `runs` (for runs of microseconds, which a hiccup of the machine would swamp) each cost is
    the least of them; the other columns are the same in every run."""
    options = ["--until", until, "--dt", dt, "--sweep", str(sweep), "--json"]
    if rollback:
        options += ["--response", "rollback"]
    reports = [run_cli(cli, "compare", scenario, *options) for _ in range(runs)]
    report = reports[0]
    event = report["event"]
    event_cost = min(r["event"]["wall_seconds_per_time_unit"] for r in reports)
    rows = [COLUMNS, ALIGNMENT,
            f"| event | {event['collisions']} | {event['overlaps']} | - | - | 0 | {six_digits_beyond_round_off(event['energy_drift'])} "
            f"| - | - | {g6(event_cost)} | 1 |"]
    for k, row in enumerate(report["sweep"]):
        time, deviation = row["time"], row["deviation"]
        first = deviation["first_difference_time"]
        cost = min(r["sweep"][k]["time"]["wall_seconds_per_time_unit"] for r in reports)
        rows.append(f"| {g6(row['dt'])} | {time['collisions']} | {time['overlaps']} | {time['overlaps_cumulative']} "
                    f"| {g6(time['max_overlap_ever'])} | {time['missed_collisions']} "
                    f"| {six_digits_beyond_round_off(time['energy_drift'])} | {'none' if first is None else g6(first)} "
                    f"| {six_digits_beyond_round_off(deviation['position_mean'])} | {g6(cost)} | {times(cost / event_cost)} |")
    return "\n".join(rows)


def gas_sweep(packing, until, dt, gravity=False, rollback=False):
    def make(cli):
        return sweep_table(cli, generated_gas(cli, packing, gravity), until, dt, 4, rollback)
    return make


def algs4_sweep(name, until, rollback=False):
    def make(cli):
        return sweep_table(cli, os.path.join(ROOT, "tests", "data", "algs4", name), until, "0.08", 3, rollback, runs=5)
    return make


DENSE, DILUTE = ("0.6", "2", "0.04"), ("0.05", "20", "0.4")
TABLES = {
    "compare-dense": Table(FILE, False, gas_sweep(*DENSE), COST_COLUMNS),
    "compare-dense-rollback": Table(FILE, False, gas_sweep(*DENSE, rollback=True), COST_COLUMNS),
    "compare-dilute": Table(FILE, False, gas_sweep(*DILUTE), COST_COLUMNS),
    "compare-dilute-rollback": Table(FILE, False, gas_sweep(*DILUTE, rollback=True), COST_COLUMNS),
    "compare-dense-gravity": Table(FILE, False, gas_sweep(*DENSE, gravity=True), COST_COLUMNS),
    "compare-dense-gravity-rollback": Table(FILE, False, gas_sweep(*DENSE, gravity=True, rollback=True), COST_COLUMNS),
    "compare-billiards2": Table(FILE, True, algs4_sweep("billiards2.txt", "36"), COST_COLUMNS),
    "compare-billiards2-rollback": Table(FILE, True, algs4_sweep("billiards2.txt", "36", rollback=True), COST_COLUMNS),
    "compare-pendulum": Table(FILE, True, algs4_sweep("pendulum.txt", "40"), COST_COLUMNS),
    "compare-pendulum-rollback": Table(FILE, True, algs4_sweep("pendulum.txt", "40", rollback=True), COST_COLUMNS),
}
