"""The tables of docs/examples/hard-disk-melting/README.md, from the results committed beside it
(crystal.csv, liquid.csv: `disklab-cli sweep collect` of crystal.json and liquid.json; fluid.csv:
fluid_sweep.py's table of the compressed fluid start). Running the starts takes more than an
hour, so these tables read their results: the pressures beside the published ones, as the
example's plot.py prints them, what the runs cost, and the fluid start's error bars."""

import csv
import os
import subprocess
import sys

from doc_tables_common import ROOT, Table

EXAMPLE = os.path.join(ROOT, "docs", "examples", "hard-disk-melting")
STARTS = ("crystal", "liquid", "fluid")


def melting_pressures(cli):
    """plot.py's table of the three starts against the published equation of state."""
    del cli  # the table reads the committed results; the sweeps themselves are not rerun
    tables = [os.path.join(EXAMPLE, start + ".csv") for start in STARTS]
    return subprocess.run([sys.executable, os.path.join(EXAMPLE, "plot.py"), tables[0], tables[1], "--fluid", tables[2]],
                          check=True, capture_output=True, text=True).stdout


def melting_cost(cli):
    """Each start's jobs, collisions and the wall-clock seconds `run` spent simulating them."""
    del cli
    rows = ["| start | jobs | collisions | simulated time per job | wall-clock seconds | collisions per second |",
            "|---|---|---|---|---|---|"]
    for start in STARTS:
        with open(os.path.join(EXAMPLE, start + ".csv"), newline="") as f:
            jobs = list(csv.DictReader(f))
        collisions = sum(int(job["collisions"]) for job in jobs)
        seconds = sum(float(job["wall_seconds"]) for job in jobs)
        window = float(jobs[0]["time"])
        rows.append(f"| {start} | {len(jobs)} | {collisions:,} | {window:g} measured | {seconds:.0f} | "
                    f"{collisions / seconds:,.0f} |")
    return "\n".join(rows)


def melting_fluid_errors(cli):
    """The fluid start's two error bars, the correlation time behind the second, and |psi6|."""
    del cli
    rows = ["| eta | blocked error (16 blocks) | pressure's correlation time | window / 16 / correlation time | "
            "error from the correlation time | abs(psi6): start, window's range, end |",
            "|---|---|---|---|---|---|"]
    with open(os.path.join(EXAMPLE, "fluid.csv"), newline="") as f:
        for job in csv.DictReader(f):
            tau = float(job["pressure_correlation_time"])
            rows.append(f"| {job['generate.packing']} | {float(job['pressure_error']):.4f} | {tau:.1f} | "
                        f"{float(job['time']) / 16 / tau:.0f} | {float(job['pressure_error_autocorrelation']):.4f} | "
                        f"{float(job['start_psi6']):.2f}; {float(job['psi6_min']):.2f} to {float(job['psi6_max']):.2f}; "
                        f"{float(job['psi6']):.2f} |")
    return "\n".join(rows)


TABLES = {
    "melting-fluid-errors": Table("docs/examples/hard-disk-melting/README.md", True, melting_fluid_errors),
    "melting-pressures": Table("docs/examples/hard-disk-melting/README.md", True, melting_pressures),
    "melting-cost": Table("docs/examples/hard-disk-melting/README.md", True, melting_cost),
}
