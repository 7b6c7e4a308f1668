#!/usr/bin/env python3
"""Writes the tables of figures in docs/ that come from DiskLab's own commands.

A table lives between two markers in a Markdown file,

    <!-- figures: NAME -->
    ...
    <!-- /figures -->

and NAME is one of the tables below: this script runs the commands behind it with the
disklab-cli of a build and puts the table it makes between the markers, so a figure in the
docs is always what the command gives. With --check it rewrites nothing and fails when a table
in the docs differs from what the commands give now (the test suite runs the cheap tables this
way). Standard library only.

    python3 scripts/doc_figures.py [--cli build/src/cli/disklab-cli] [--check] [--cheap] [NAME ...]
"""

import argparse
import csv
import json
import math
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_cli(cli, *args):
    """disklab-cli's --json report of a command, as a dict."""
    out = subprocess.run([cli, *args], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def blocked_error(values, fewest_blocks=16):
    """The standard error of the mean of a correlated series by blocking, as DiskLab's own
    (src/core/blocked_error.h; Flyvbjerg and Petersen, J. Chem. Phys. 91, 461 (1989)):
    neighbouring values are averaged in pairs until one more halving would leave fewer than
    16 blocks, and the error is that of the mean of those blocks."""
    series = list(values)
    while len(series) // 2 >= fewest_blocks:
        series = [(series[2 * k] + series[2 * k + 1]) / 2 for k in range(len(series) // 2)]
    n = len(series)
    mean = sum(series) / n
    return math.sqrt(sum((x - mean) ** 2 for x in series) / (n - 1) / n)


def henderson(eta):
    """Henderson's equation of state for hard disks with its eta^4 term."""
    return (1 + eta * eta / 8) / (1 - eta) ** 2 - 0.043 * eta ** 4 / (1 - eta) ** 3


def significant(x, digits):
    return f"{x:.{digits}g}"


def force_engine_order(cli):
    """docs/forces.md: the energy kept by the force engine on charged-pairs.json against dt."""
    scenario = os.path.join(ROOT, "scenarios", "charged-pairs.json")
    rows = ["| dt | energy change by t = 100 (relative) | ratio to the dt above | contacts |",
            "|---|---|---|---|"]
    previous = None
    for dt in ("0.02", "0.01", "0.005", "0.0025"):
        report = run_cli(cli, "run", scenario, "--until", "100", "--dt", dt, "--json")
        drift = report["energy_drift"]
        ratio = "" if previous is None else f"{previous / drift:.2f}"
        rows.append(f"| {dt} | {drift:.3e} | {ratio} | {report['collisions']:,} |")
        previous = drift
    return "\n".join(rows)


def hard_disk_densities(cli):
    """docs/physics.md: Z of a periodic fluid of 4000 disks at other densities, with errors."""
    equilibrate, until, every = 1000, 2000, 1
    rows = ["| eta | Z DiskLab | Z Henderson | collisions measured | energy drift |", "|---|---|---|---|---|"]
    with tempfile.TemporaryDirectory() as folder:
        for eta in ("0.2", "0.4", "0.65", "0.70"):
            gas = os.path.join(folder, f"gas-{eta}.json")
            rows_csv = os.path.join(folder, f"rows-{eta}.csv")
            subprocess.run([cli, "generate", "gas", "--n", "4000", "--packing", eta, "--periodic", "--seed", "3",
                            "-o", gas], check=True, capture_output=True)
            report = run_cli(cli, "run", gas, "--equilibrate", str(equilibrate), "--until", str(until),
                             "--observe", rows_csv, "--every", str(every), "--json")
            with open(rows_csv, newline="") as f:
                z = [float(r["compressibility"]) for r in csv.DictReader(f) if r["compressibility"]]
            error = blocked_error(z)
            reference = henderson(float(eta))
            note = f"{reference:.4f}"
            if eta == "0.70":
                note += " (the fluid formula does not hold at the liquid-hexatic transition)"
            rows.append(f"| {eta} | {report['compressibility']:.4f} ± {error:.4f} | {note} | "
                        f"{report['collisions']:,} | {report['energy_drift']:.1e} |")
    return "\n".join(rows)


def fractal_dimension_rows(cli, models):
    """Rows of D_f per seed for aggregation `models`: (label, N, F, options, seeds, published),
    each seed generated and run to one cluster; the mean, the spread between seeds (sample
    standard deviation) and the mean of the errors the runs reported."""
    rows = ["| motion | N, F | seeds | D_f per seed | mean | spread between seeds | mean reported error | published |",
            "|---|---|---|---|---|---|---|---|"]
    with tempfile.TemporaryDirectory() as folder:
        for label, n, fraction, options, seeds, published in models:
            dimensions, errors = [], []
            for seed in seeds:
                scenario = os.path.join(folder, "a.json")
                subprocess.run([cli, "generate", "aggregation", "--n", str(n), "--area-fraction", fraction, *options,
                                "--seed", str(seed), "-o", scenario], check=True, capture_output=True)
                report = run_cli(cli, "run", scenario, "--json")
                dimensions.append(report["fractal_dimension"])
                errors.append(report["fractal_dimension_error"])
            mean = sum(dimensions) / len(dimensions)
            spread = math.sqrt(sum((d - mean) ** 2 for d in dimensions) / (len(dimensions) - 1))
            seed_range = f"{seeds[0]}-{seeds[-1]}" if len(seeds) > 1 else str(seeds[0])
            per_seed = ", ".join(f"{d:.3f}" for d in dimensions)
            rows.append(f"| {label} | {n}, {fraction} | {seed_range} | {per_seed} | {mean:.3f} | {spread:.3f} | "
                        f"{sum(errors) / len(errors):.3f} | {published} |")
    return "\n".join(rows)


def aggregation_ballistic(cli):
    """docs/aggregation.md: D_f of ballistic aggregation over seeds, sticking always and rarely."""
    seeds = list(range(101, 109))
    return fractal_dimension_rows(cli, [
        ("ballistic", 1000, "0.01", ["--motion", "ballistic"], seeds, "1.50-1.55"),
        ("ballistic", 500, "0.03", ["--motion", "ballistic"], seeds, "1.50-1.55"),
        ("ballistic, P = 0.05", 500, "0.01", ["--motion", "ballistic", "--sticking-probability", "0.05"],
         seeds[:4], "about 1.55 (reaction-limited)"),
    ])


def aggregation_brownian(cli):
    """docs/aggregation.md: D_f of Brownian aggregation over seeds: the spin drawn, and none."""
    seeds = list(range(101, 106))
    return fractal_dimension_rows(cli, [
        ("brownian (spin drawn)", 500, "0.03", ["--motion", "brownian", "--mobility", "maxwell"], seeds, "1.44-1.45"),
        ("brownian, `rotation none`", 500, "0.03",
         ["--motion", "brownian", "--mobility", "maxwell", "--rotation", "none"], seeds, "1.44-1.45"),
        ("brownian, `rotation none`", 200, "0.03",
         ["--motion", "brownian", "--mobility", "maxwell", "--rotation", "none"], list(range(101, 111)), "1.44-1.45"),
    ])


def aggregation_power_law(cli):
    """docs/aggregation.md: D_f of the power-law mobility (classic DLCA) over seeds."""
    seeds = list(range(101, 106))
    return fractal_dimension_rows(cli, [
        ("brownian, power law, gamma = -1/2", 1000, "0.01", ["--motion", "brownian"], seeds, "1.44-1.45"),
    ])


def aggregation_scaling(cli):
    """docs/aggregation.md: wall-clock seconds to one cluster against N at area fraction 0.01
    (`bench --aggregation --one-cluster`, one seed per size), with the exponent of the growth
    from the size before, for both mobilities."""
    rows = ["| mobility | N | seconds | simulated time | steps | D_f | exponent of seconds from the N before |",
            "|---|---|---|---|---|---|---|"]
    for mobility, sizes in (("power-law", "250,500,1000,2000"), ("maxwell", "100,200,300")):
        runs = run_cli(cli, "bench", "--aggregation", "--one-cluster", "--mobility", mobility, "--n", sizes, "--json")
        for before, run in zip([None] + runs[:-1], runs):
            growth = (f"{math.log(run['seconds'] / before['seconds']) / math.log(run['n'] / before['n']):.2f}"
                      if before else "")
            dimension = f"{run['fractal_dimension']:.3f}" if run["fractal_dimension"] else "-"
            rows.append(f"| {mobility} | {run['n']:.0f} | {run['seconds']:.1f} | {run['time']:.3g} | "
                        f"{run['steps']:.0f} | {dimension} | {growth} |")
    return "\n".join(rows)


# name: (file, cheap enough for the test suite, the function that makes the table)
TABLES = {
    "force-engine-order": ("docs/forces.md", True, force_engine_order),
    "hard-disk-densities": ("docs/physics.md", False, hard_disk_densities),
    "aggregation-ballistic": ("docs/aggregation.md", False, aggregation_ballistic),
    "aggregation-brownian": ("docs/aggregation.md", False, aggregation_brownian),
    "aggregation-power-law": ("docs/aggregation.md", False, aggregation_power_law),
    "aggregation-scaling": ("docs/aggregation.md", False, aggregation_scaling),
}

MARKERS = re.compile(r"(<!-- figures: (?P<name>[\w-]+) -->\n)(?P<body>.*?)(<!-- /figures -->)", re.S)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cli", default=os.path.join(ROOT, "build", "src", "cli", "disklab-cli"))
    parser.add_argument("--check", action="store_true", help="fail on a table that differs; write nothing")
    parser.add_argument("--cheap", action="store_true", help="only the tables cheap enough for the test suite")
    parser.add_argument("names", nargs="*", help="tables to make (default: all)")
    args = parser.parse_args()
    names = args.names or [n for n, (_, cheap, _) in TABLES.items() if cheap or not args.cheap]
    unknown = [n for n in names if n not in TABLES]
    if unknown:
        sys.exit(f"no table named {', '.join(unknown)}; tables: {', '.join(TABLES)}")
    failed = False
    for name in names:
        relative, _, make = TABLES[name]
        path = os.path.join(ROOT, relative)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        blocks = [m for m in MARKERS.finditer(text) if m.group("name") == name]
        if len(blocks) != 1:
            sys.exit(f"{relative}: expected one '<!-- figures: {name} -->' block, found {len(blocks)}")
        block = blocks[0]
        table = make(args.cli) + "\n"
        if block.group("body") == table:
            print(f"{relative}: {name} reproduces")
            continue
        if args.check:
            print(f"{relative}: {name} differs from what the commands give now:\n{table}", file=sys.stderr)
            failed = True
            continue
        text = text[:block.start("body")] + table + text[block.end("body"):]
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        print(f"{relative}: {name} written")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
