"""The teacher's guide's tables of the gas laws under a piston (sections 23, 25 and 28), in
each of its three languages: only the figures are written, each file keeps its own header and
row labels."""

import csv
import os
import subprocess
import tempfile

from doc_tables_common import ROOT, Table, run_cli

GUIDES = ("docs/teacher-guide.md", "docs/teacher-guide.zh_CN.md", "docs/teacher-guide.ja.md")
PISTON = os.path.join(ROOT, "scenarios", "boyle-piston.json")


def boyle(cli):
    """Section 23: the piston's mean area, kT and P A / N k T at three pressures outside."""
    other_pressure = ["--piston-mass", "400", "--piston-limit", "112", "--wall-temperature", "1"]
    rows = []
    for pressure in ("0.1", "0.2", "0.4"):
        options = [] if pressure == "0.2" else ["--piston-pressure", pressure, *other_pressure]
        r = run_cli(cli, "run", PISTON, "--equilibrate", "300", "--until", "3000", *options, "--json")
        rows.append([f"{r['area']:.0f}", f"{r['temperature']:.3f}", f"{r['compressibility']:.2f}"])
    return rows


def charles(cli):
    """Section 25: what the gas settles to under the piston with the heater at three kT."""
    rows = []
    for heater in ("0.5", "1", "2"):
        r = run_cli(cli, "run", PISTON, "--wall-temperature", heater, "--equilibrate", "2500", "--until", "3000",
                    "--json")
        rows.append([f"{r['temperature']:.3f}", f"{r['area']:.0f}", f"{r['pressure_left']:.4f}",
                     f"{r['compressibility']:.2f}"])
    return rows


def pushed_by_hand(cli):
    """Section 28: the first and last measured rows of the observations (each over the 20 time
    units before it) while the hand pushes the piston in, with thermal walls at kT 1 and with elastic walls (kT 0 asks for those)."""
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for walls in ("1", "0"):
            observed = os.path.join(folder, f"pv-{walls}.csv")
            subprocess.run([cli, "run", PISTON, "--equilibrate", "300", "--hand-to", "28", "--wall-temperature", walls,
                            "--until", "400", "--observe", observed, "--every", "20"], check=True, capture_output=True)
            with open(observed, newline="") as f:
                measured = [o for o in csv.DictReader(f) if o["area"]]  # the first row starts the intervals
            for o in (measured[0], measured[-1]):
                rows.append([f"{float(o['area']):.0f}", f"{float(o['pressure']):.3f}",
                             f"{float(o['mean_temperature']):.2f}", f"{float(o['compressibility']):.2f}"])
    return rows


TABLES = {
    "piston-boyle": Table(GUIDES, False, boyle),
    "piston-charles": Table(GUIDES, False, charles),
    "piston-pushed-by-hand": Table(GUIDES, True, pushed_by_hand),
}
