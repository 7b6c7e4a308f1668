"""The tables of docs/examples/hard-disk-melting/README.md, from the sweeps' results committed
beside it (crystal.csv, liquid.csv: `disklab-cli sweep collect` of crystal.json and liquid.json).
Running the sweeps takes most of an hour, so these tables read their results: the pressures
beside the published ones, as the example's plot.py prints them, and what the runs cost."""

import csv
import os
import subprocess
import sys

from doc_tables_common import ROOT, Table

EXAMPLE = os.path.join(ROOT, "docs", "examples", "hard-disk-melting")
STARTS = ("crystal", "liquid")


def melting_pressures(cli):
    """plot.py's table of both starts against the published equation of state."""
    del cli  # the table reads the committed results; the sweeps themselves are not rerun
    tables = [os.path.join(EXAMPLE, start + ".csv") for start in STARTS]
    return subprocess.run([sys.executable, os.path.join(EXAMPLE, "plot.py"), *tables], check=True,
                          capture_output=True, text=True).stdout


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


TABLES = {
    "melting-pressures": Table("docs/examples/hard-disk-melting/README.md", True, melting_pressures),
    "melting-cost": Table("docs/examples/hard-disk-melting/README.md", True, melting_cost),
}
