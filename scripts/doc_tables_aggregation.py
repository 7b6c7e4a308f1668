"""docs/aggregation.md's fractal dimensions over seeds."""

import math
import os
import subprocess
import tempfile

from doc_tables_common import Table, run_cli


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


def one_cluster_scaling(cli, stepping, sizes, events):
    """docs/aggregation.md: seconds to one cluster against N with `stepping` (area fraction 0.01,
    seed 1), wall clock and CPU, with the exponent of the CPU seconds' growth from the size before;
    `events` names what the steps count."""
    rows = [f"| N | seconds | CPU seconds | simulated time | {events} | D_f | exponent of CPU seconds from the N before |",
            "|---|---|---|---|---|---|---|"]
    runs = run_cli(cli, "bench", "--aggregation", "--one-cluster", "--stepping", stepping, "--n", sizes, "--json")
    for before, run in zip([None] + runs[:-1], runs):
        growth = (f"{math.log(run['cpu_seconds'] / before['cpu_seconds']) / math.log(run['n'] / before['n']):.2f}"
                  if before else "")
        rows.append(f"| {run['n']:.0f} | {run['seconds']:.1f} | {run['cpu_seconds']:.1f} | {run['time']:.3g} | "
                    f"{run['steps']:.0f} | {run['fractal_dimension']:.3f} | {growth} |")
    return "\n".join(rows)


def one_cluster_dimension(cli, stepping, events):
    """docs/aggregation.md: D_f of 10^4 disks at area fraction 0.01 with `stepping` over five
    seeds, each run to one cluster by `bench --aggregation --one-cluster`, with its seconds."""
    rows = [f"| seed | seconds | CPU seconds | {events} | D_f | reported error |", "|---|---|---|---|---|---|"]
    dimensions = []
    for seed in range(1, 6):
        [run] = run_cli(cli, "bench", "--aggregation", "--one-cluster", "--stepping", stepping, "--n", "10000",
                        "--seed", str(seed), "--json")
        dimensions.append(run["fractal_dimension"])
        rows.append(f"| {seed} | {run['seconds']:.1f} | {run['cpu_seconds']:.1f} | {run['steps']:.0f} | "
                    f"{run['fractal_dimension']:.3f} | {run['fractal_dimension_error']:.3f} |")
    mean = sum(dimensions) / len(dimensions)
    spread = math.sqrt(sum((d - mean) ** 2 for d in dimensions) / (len(dimensions) - 1))
    rows.append(f"| mean, spread between seeds | | | | {mean:.3f}, {spread:.3f} | |")
    return "\n".join(rows)


def aggregation_flights_scaling(cli):
    return one_cluster_scaling(cli, "per-cluster", "1000,2000,5000,10000", "flights")


def aggregation_flights_dimension(cli):
    return one_cluster_dimension(cli, "per-cluster", "flights")


def aggregation_jumps_scaling(cli):
    return one_cluster_scaling(cli, "first-passage", "1000,2000,5000,10000,20000", "flights and jumps")


def aggregation_jumps_dimension(cli):
    return one_cluster_dimension(cli, "first-passage", "flights and jumps")


TABLES = {
    "aggregation-ballistic": Table("docs/aggregation.md", False, aggregation_ballistic),
    "aggregation-brownian": Table("docs/aggregation.md", False, aggregation_brownian),
    "aggregation-power-law": Table("docs/aggregation.md", False, aggregation_power_law),
    # The seconds, and the growth exponent taken from them, are wall clock.
    "aggregation-scaling": Table("docs/aggregation.md", False, aggregation_scaling, cost_columns=(2, 6)),
    "aggregation-flights-scaling": Table("docs/aggregation.md", False, aggregation_flights_scaling,
                                         cost_columns=(1, 2, 6)),
    "aggregation-flights-dimension": Table("docs/aggregation.md", False, aggregation_flights_dimension,
                                           cost_columns=(1, 2)),
    "aggregation-jumps-scaling": Table("docs/aggregation.md", False, aggregation_jumps_scaling,
                                       cost_columns=(1, 2, 6)),
    "aggregation-jumps-dimension": Table("docs/aggregation.md", False, aggregation_jumps_dimension,
                                         cost_columns=(1, 2)),
}
