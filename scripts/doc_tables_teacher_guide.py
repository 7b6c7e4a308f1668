"""The teacher's guide's tables, in each of its three languages: the gas laws under a piston
(sections 23, 25 and 28) and the two engines across the examples. Only the figures are written,
each file keeps its own header and row labels."""

import csv
import os
import subprocess
import tempfile

from doc_tables_common import ROOT, Table, beyond_round_off, run_cli

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


# The comparisons of "The two engines across the examples", one row each: the scenario, the span,
# the time-driven engine's step and its contact response.
ENGINE_COMPARISONS = (
    ("ideal-gas.json", 20, "0.4", "naive"),
    ("ideal-gas.json", 20, "0.1", "naive"),
    ("ideal-gas.json", 20, "0.0125", "naive"),
    ("ideal-gas.json", 200, "0.4", "naive"),
    ("ideal-gas.json", 200, "0.1", "naive"),
    ("ideal-gas.json", 200, "0.01", "naive"),
    ("dense-liquid.json", 2, "0.04", "naive"),
    ("dense-liquid.json", 2, "0.005", "naive"),
    ("billiards-3.json", 20, "0.002", "naive"),
    ("billiards-3.json", 20, "0.002", "rollback"),
    ("billiards-15.json", 20, "0.002", "naive"),
    ("billiards-15.json", 20, "0.002", "rollback"),
    ("tilted-floor.json", 200, "0.002", "naive"),
    ("tilted-floor.json", 200, "0.02", "naive"),
    ("tilted-floor.json", 200, "0.2", "naive"),
    ("pendulum.json", 30, "0.02", "naive"),
    ("pendulum.json", 30, "0.02", "rollback"),
)


def relative_change(value):
    """An energy drift as a signed percentage; round-off is written as such, so a reordered sum
    does not change the docs."""
    return beyond_round_off(value, lambda v: f"{100 * v:+.2g} %")


def distance(value):
    """A mean distance between the engines' disks; round-off is written as such."""
    return "< 1e-6" if value < 1e-6 else f"{value:.2g}"


def compressibilities(stepper, exact):
    """Z = P A / N k T of both engines, or nothing where it has no meaning (under gravity)."""
    if stepper["compressibility"] is None:
        return ""
    return f"{stepper['compressibility']:.3f} / {exact['compressibility']:.3f}"


def two_engines(cli):
    """The exact engine against the time-driven one on the examples: collisions, the ones the
    stepper missed, its deepest overlap, when the two histories part, Z and the energy kept."""
    rows = []
    for scenario, until, dt, response in ENGINE_COMPARISONS:
        r = run_cli(cli, "compare", os.path.join(ROOT, "scenarios", scenario), "--until", str(until), "--dt", dt,
                    "--response", response, "--json")
        exact, stepper, apart = r["event"], r["time"], r["deviation"]
        parted = apart["first_difference_time"]
        rows.append([dt, response, f"{exact['collisions']:,}", f"{stepper['collisions']:,}",
                     f"{stepper['missed_collisions']:,}", f"{100 * stepper['max_overlap_ever']:.0f} %",
                     f"> {until}" if parted is None else f"{parted:.2f}", distance(apart["position_mean"]),
                     compressibilities(stepper, exact),
                     relative_change(stepper["energy_drift"])])
    return rows


TABLES = {
    "two-engines-across-examples": Table(GUIDES, True, two_engines),
    "piston-boyle": Table(GUIDES, False, boyle),
    "piston-charles": Table(GUIDES, False, charles),
    "piston-pushed-by-hand": Table(GUIDES, True, pushed_by_hand),
}
