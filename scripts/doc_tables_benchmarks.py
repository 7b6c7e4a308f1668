"""docs/benchmarks.md's tables: the ones the benchmark command writes (seeks in a long exact run
with checkpoints and in comparison mode's run; their times are wall clock and vary from run to run, so the check leaves them
out), and the ones made from the raw runs recorded under docs/benchmarks/ (a record of a
measurement is not run again; the table is what its CSV holds)."""

import csv
import os
import statistics

from doc_tables_common import ROOT, Table, run_cli

RECORDS = os.path.join(ROOT, "docs", "benchmarks")


def record(name):
    with open(os.path.join(RECORDS, name), newline="") as f:
        return list(csv.DictReader(f))


def phase(psi6):
    """What a state's global |psi6| says it is (a fluid of N disks gives about 1 / sqrt(N))."""
    return "fluid" if psi6 < 0.1 else "solid" if psi6 > 0.9 else "melting crystal"


def latest_edmd_rounds():
    """The side-by-side runs against EDMD of each point's latest round (the DiskLab commit last
    measured there): (N, packing) -> its runs."""
    runs = record("against-edmd-machine-d.csv")
    rounds = {}
    for r in runs:
        point = (int(r["n [disks]"]), float(r["packing_fraction [1]"]))
        latest = rounds.get(point)
        if latest is None or r["measured [UTC]"] > latest["measured [UTC]"]:
            rounds[point] = r
    return {point: [r for r in runs if (int(r["n [disks]"]), float(r["packing_fraction [1]"])) == point
                    and r["disklab_commit"] == last["disklab_commit"]] for point, last in sorted(rounds.items())}


def against_edmd(_cli):
    """The side-by-side runs against EDMD of each point's latest round: medians of the runs'
    rates, and the median and range of the pairs' ratios."""
    rows = ["| N | packing | round (DiskLab, UTC) | psi6 as generated / at the end | DiskLab | EDMD shell | "
            "M/s DiskLab / EDMD, wall clock | M/s, processor time | DiskLab over EDMD, wall clock | processor time | "
            "pairs | 1.2x? |",
            "|---:|---:|---|---|---|---:|---|---|---|---|---:|---|"]
    for (n, packing), at in latest_edmd_rounds().items():
        median = lambda key: statistics.median(float(r[key]) for r in at)
        ratio = lambda key: (f"{median(key):.2f} ({min(float(r[key]) for r in at):.2f}-"
                             f"{max(float(r[key]) for r in at):.2f})")
        first = at[0]
        psi_end = median("psi6_end [1]")
        wall = median("disklab_over_edmd [ratio]")
        rows.append(
            f"| 10^{len(str(n)) - 1} | {packing:g} | {first['disklab_commit']}, {first['measured [UTC]'][:16]} | "
            f"{median('psi6_generated [1]'):.3f} / {psi_end:.3f} "
            f"({phase(psi_end)}) | {'lists' if first['disklab_neighbour_lists [yes/no]'] == 'yes' else 'cells'} | "
            f"{float(first['edmd_shellsize [sigma]']):.1f} | {median('disklab_collisions_per_second [millions/s]'):.2f} / "
            f"{median('edmd_collisions_per_second [millions/s]'):.2f} | "
            f"{median('disklab_collisions_per_processor_second [millions/s]'):.2f} / "
            f"{median('edmd_collisions_per_processor_second [millions/s]'):.2f} | {ratio('disklab_over_edmd [ratio]')} | "
            f"{ratio('disklab_over_edmd_processor [ratio]')} | {len(at)} | {'yes' if wall >= 1.2 else f'no, {wall:.2f}'} |")
    return "\n".join(rows)


def edmd_ratios():
    """The side-by-side points of each point's latest round: (N, packing) -> median ratio."""
    return {point: statistics.median(float(r["disklab_over_edmd [ratio]"]) for r in at)
            for point, at in latest_edmd_rounds().items()}


def targets(_cli):
    """The exact engine's targets against the records the tables above come from."""
    machines = {"A": record("event-driven-scaling-machine-a.csv"), "B": record("event-driven-scaling-machine-b.csv")}
    growth = {"A": [r for r in record("event-driven-scaling-runs-machine-a.csv") if r["commit"] == "fe54922"],
              "B": [r for r in record("event-driven-scaling-runs-machine-b.csv") if r["commit"] == "71a0651"]}
    rows = ["| target | machine A | machine B | met? |", "|---|---|---|---|"]
    for least, n, packing in ((2.5, 10000, "0.70"), (1.2, 10000, "0.30"), (1.2, 100000, "0.70"), (0.6, 100000, "0.30")):
        at = {m: next(r for r in runs if int(r["n [disks]"]) == n and r["packing_fraction [1]"] == packing)
              for m, runs in machines.items()}
        low = {m: float(r["collisions_per_second_min [millions/s]"]) for m, r in at.items()}
        cells = [span(r["collisions_per_second_min [millions/s]"], r["collisions_per_second_max [millions/s]"], " M")
                 for r in at.values()]
        rows.append(f"| >= {least:g} M collisions/s at N = {power_of_ten(n)}, eta {packing} | {cells[0]} | {cells[1]} | "
                    f"{'yes' if min(low.values()) >= least else 'no'} |")
    medians = {m: " / ".join(f"{float(r['ns_per_collision_1e6_over_1e4_median [ratio]']):.2f}x" for r in g)
               for m, g in growth.items()}
    over = {m: sum(int(r["runs_over_2x [count]"]) for r in g) for m, g in growth.items()}
    runs = {m: sum(int(r["runs [count]"]) for r in g) for m, g in growth.items()}
    worst = max(float(r["ns_per_collision_1e6_over_1e4_median [ratio]"]) for g in growth.values() for r in g)
    rows.append(f"| cost per collision at 10^6 within 2x of 10^4 (medians at eta 0.3 / 0.5 / 0.7) | {medians['A']}; "
                f"{over['A']} of {runs['A']} single runs over 2x | {medians['B']}; {over['B']} of {runs['B']} single runs "
                f"over 2x | {'yes by the medians' if worst <= 2 else 'no'} |")
    memory = sorted(int(r["peak_memory [MB]"]) for r in machines["A"] if int(r["n [disks]"]) == 1000000)
    rows.append(f"| N = 10^6 in under 600 MB | {span(memory[0], memory[-1], ' MB')} | not recorded | "
                f"{'yes' if memory[-1] < 600 else 'no'} |")
    ratios = edmd_ratios()
    short = [f"10^{len(str(n)) - 1}, {packing:g} ({r:.2f})" for (n, packing), r in ratios.items() if r < 1.2]
    rows.append(f"| >= 1.2x EDMD (2D port, tuned shell) side by side at 10^4 and 10^5, packing 0.3 to 0.8 | machine D "
                f"(\"Against EDMD\" above): {min(ratios.values()):.2f}-{max(ratios.values()):.2f}x | not run | "
                + (f"at {len(ratios) - len(short)} of {len(ratios)} points; not at {', '.join(short)}" if short else "yes")
                + " |")
    return "\n".join(rows)


def frame_rates(_cli):
    """The live view's frame rates as scripts/measure-frame-rates.sh recorded them."""
    rows = ["| N | colours | speed | docks | frames per second | paint mean / p95 (ms) |", "|---:|---|---|---|---:|---|"]
    runs = record("frame-rates-machine-d.csv")
    for r in runs:
        rows.append(f"| {int(r['n']):,} | {r['colouring']} | {r['speed']} | {r['docks']} | {float(r['fps']):.1f} | "
                    f"{float(r['paint_mean_ms']):.2f} / {float(r['paint_p95_ms']):.2f} |")
    rates = {n: [float(r["fps"]) for r in runs if int(r["n"]) == n] for n in (100000, 1000000)}
    advanced = [float(r["simulated_time"]) for r in runs if int(r["n"]) == 1000000]
    met = min(rates[100000]) >= 55 and min(rates[1000000]) >= 20
    rows += ["", f"{'Met' if met else 'Not met'} at every point: 10^5 at {min(rates[100000]):.1f}-{max(rates[100000]):.1f} "
             f"frames per second, 10^6 at {min(rates[1000000]):.1f}-{max(rates[1000000]):.1f} (the worker's tick caps the "
             f"rate at 62.5), in every colouring. At 10^6 the engine advanced {min(advanced):.2f}-{max(advanced):.2f} "
             "time units in the 8 seconds counted."]
    return "\n".join(rows)


def checkpoint_seeks(cli):
    """Seeks in a run of 10^7 collisions at 10^4 disks, with the default checkpoints."""
    rows = ["| packing | checkpoints kept | spacing (collisions) | MB per checkpoint | seek median (s) | "
            "seek max (s) | run with / without checkpoints (processor s) |",
            "|---|---|---|---|---|---|---|"]
    for packing in ("0.3", "0.7"):
        r = run_cli(cli, "bench", "--seek", "--n", "10000", "--packing", packing, "--json")
        rows.append(f"| {packing} | {r['checkpoints']:.0f} | {r['checkpoint_spacing']:,.0f} | "
                    f"{r['bytes_per_checkpoint'] / 1e6:.2f} | {r['seek_seconds_median']:.3f} | "
                    f"{r['seek_seconds_max']:.3f} | {r['run_cpu_seconds']:.1f} / {r['run_cpu_seconds_without_checkpoints']:.1f} |")
    return "\n".join(rows)


def comparison_seeks(cli):
    """Seeks in comparison mode's run of 10^6 exact collisions, at 10^3 and 10^4 disks."""
    rows = ["| disks | time-driven dt | simulated time | moments kept | MB per moment | seek median (s) | "
            "seek max (s) | previous collision, median (s) | run (processor s) |",
            "|---|---|---|---|---|---|---|---|---|"]
    for n in (1000, 10000):
        r = run_cli(cli, "bench", "--seek", "--compare", "--n", str(n), "--packing", "0.3", "--dt", "0.01",
                    "--events", "1000000", "--seeks", "10", "--json")
        rows.append(f"| {power_of_ten(n)} | {r['dt']:g} | {r['until']:.1f} | {r['checkpoints']:.0f} | "
                    f"{r['bytes_per_checkpoint'] / 1e6:.2f} | {r['seek_seconds_median']:.2f} | "
                    f"{r['seek_seconds_max']:.2f} | {r['collision_seek_seconds_median']:.2f} | {r['run_cpu_seconds']:.1f} |")
    return "\n".join(rows)


def power_of_ten(n):
    return f"10^{len(str(n)) - 1}"


def span(low, high, unit=""):
    """A range as the records give it, or one figure where the runs agreed."""
    return f"{low}{unit}" if low == high else f"{low}-{high}{unit}"


def event_driven_scaling(_cli):
    """Collisions per second of the exact engine on machines A and B, and A's peak memory."""
    a, b = record("event-driven-scaling-machine-a.csv"), record("event-driven-scaling-machine-b.csv")
    rate = lambda r: span(r["collisions_per_second_min [millions/s]"], r["collisions_per_second_max [millions/s]"], " M")
    rows = ["| N | eta 0.30 | eta 0.50 | eta 0.70 (lists) | peak memory |", "|---:|---:|---:|---:|---:|"]
    for n in sorted({int(r["n [disks]"]) for r in a}):
        at_a = [r for r in a if int(r["n [disks]"]) == n]
        at_b = {r["packing_fraction [1]"]: r for r in b if int(r["n [disks]"]) == n}
        cells = [f"{rate(r)} (B: {rate(at_b[r['packing_fraction [1]']]).removesuffix(' M')})" for r in at_a]
        memory = sorted(int(r["peak_memory [MB]"]) for r in at_a)
        rows.append(f"| {power_of_ten(n)} | " + " | ".join(cells) + f" | {span(memory[0], memory[-1], ' MB')} |")
    return "\n".join(rows)


def time_driven_scaling(_cli):
    """The time-driven engine's cost per step on machine A, eta 0.30 / 0.50 / 0.70 in each cell."""
    runs = record("time-driven-machine-a.csv")
    rows = ["| N | seconds per step | pair tests per step | seconds per simulated time unit | peak memory |",
            "|---:|---:|---:|---:|---:|"]
    for n in sorted({int(r["n [disks]"]) for r in runs}):
        at = [r for r in runs if int(r["n [disks]"]) == n]
        joined = lambda key, shown=str: " / ".join(shown(r[key]) for r in at)
        memory = sorted(int(r["peak_memory [MB]"]) for r in at)
        rows.append(f"| {power_of_ten(n)} | {joined('seconds_per_step [s]')} | "
                    f"{joined('pair_tests_per_step [count]', lambda v: f'{int(v):,}')} | "
                    f"{joined('seconds_per_time_unit [s]')} | {span(memory[0], memory[-1], ' MB')} |")
    return "\n".join(rows)


def seconds(value):
    """A recorded time or ratio to two or three significant figures, "-" where none was taken."""
    if not value:
        return "-"
    x = float(value)
    return f"{x:.1e}".replace("e-0", "e-") if x < 0.01 else f"{x:.3g}"


def barnes_hut(_cli):
    """Barnes-Hut against the direct sum at theta 0.5, against N."""
    runs = [r for r in record("forces-machine-d.csv") if r["theta [1]"] == "0.5"]
    seen, rows = set(), ["| N | direct (s) | tree (s) | build | traversal | speed-up | median error | max error |",
                         "|---|---|---|---|---|---|---|---|"]
    for r in runs:
        n = int(r["charges [count]"])
        if n in seen:  # the theta sweep at 10^4 repeats theta 0.5
            continue
        seen.add(n)
        rows.append(f"| {n:,} | " + " | ".join(seconds(r[k]) for k in (
            "seconds_direct [processor s]", "seconds_barnes_hut [processor s]", "seconds_build [processor s]",
            "seconds_traversal [processor s]", "speedup [1]", "median_relative_error [1]",
            "max_relative_error [1]")) + " |")
    return "\n".join(rows)


def barnes_hut_targets(_cli):
    """The theta sweep at 10^4 and issue 25's targets, from the same record."""
    runs = record("forces-machine-d.csv")
    sweep = [r for r in runs if r["charges [count]"] == "10000"][1:]  # the first is the N sweep's
    first = {}
    for r in runs:
        if r["theta [1]"] == "0.5":
            first.setdefault(int(r["charges [count]"]), r)
    tree = lambda r: float(r["seconds_barnes_hut [processor s]"])
    speedup = lambda n: float(first[n]["speedup [1]"])
    parts = [f"theta {r['theta [1]']}: {seconds(r['seconds_barnes_hut [processor s]'])} s, "
             f"median error {seconds(r['median_relative_error [1]'])}" for r in sweep]
    slower = max(n for n in first if first[n]["speedup [1]"] and speedup(n) < 1)
    faster = min(n for n in first if first[n]["speedup [1]"] and speedup(n) >= 1)
    million = first[1000000]
    rows = [f"At N = 10^4 against theta ({'; '.join(parts)}), the direct sum took "
            f"{float(sweep[0]['seconds_direct [processor s]']):.3f} s in the same run.", "",
            "| target (issue 25, one core) | measured | met? |", "|---|---|---|",
            f"| theta 0.5, N = 10^6, under 1 s | {seconds(million['seconds_barnes_hut [processor s]'])} processor s "
            f"(build {seconds(million['seconds_build [processor s]'])}, traversal "
            f"{seconds(million['seconds_traversal [processor s]'])}) | {'yes' if tree(million) < 1 else 'no'} |",
            f"| at least 20x faster than direct at N = 10^4 | {speedup(10000):.1f}x | "
            f"{'yes' if speedup(10000) >= 20 else 'no'} |",
            f"| crossover below N = 1,000 | between {slower:,} ({speedup(slower):.2f}x) and {faster:,} "
            f"({speedup(faster):.2f}x) | {'yes' if faster <= 1000 else 'no'} |"]
    return "\n".join(rows)


def aggregation_strategies(_cli):
    """The aggregation engine's three broad phases on the same runs (the same history each)."""
    runs = record("aggregation-machine-c.csv")
    rows = ["| N | simulated time | merges | all-pairs s | boxes s | circles s | pair tests (all-pairs = boxes / circles) "
            "| circles over all-pairs | circles over boxes |", "|---|---|---|---|---|---|---|---|---|"]
    for n in sorted({int(r["n [disks]"]) for r in runs}):
        by = {r["strategy"]: r for r in runs if int(r["n [disks]"]) == n}
        circles = by["circles"]
        rows.append(f"| {n} | {circles['simulated_time [time units]']} | {circles['merges [count]']} | "
                    f"{by['all-pairs']['seconds [s]']} | {by['boxes']['seconds [s]']} | {circles['seconds [s]']} | "
                    f"{int(by['boxes']['pair_tests [count]']):,} / {int(circles['pair_tests [count]']):,} | "
                    f"{float(circles['speedup_over_all_pairs [1]']):.1f}x | {float(circles['speedup_over_boxes [1]']):.1f}x |")
    return "\n".join(rows)


def edmd_shells(_cli):
    """The shells EDMD ran with at each packing and size, the fastest in processor time (the
    median over its rounds) in bold."""
    runs = record("edmd-shell-tuning-machine-d.csv")
    sizes = sorted({int(r["n [disks]"]) for r in runs})
    rows = ["| shellsize tried (best in bold) | " + " | ".join(f"{power_of_ten(n)} disks" for n in sizes) + " |",
            "|---|" + "---|" * len(sizes)]
    for packing in sorted({r["packing_fraction [1]"] for r in runs}, key=float):
        cells = []
        for n in sizes:
            at = [r for r in runs if int(r["n [disks]"]) == n and r["packing_fraction [1]"] == packing]
            shells = sorted({r["edmd_shellsize [sigma]"] for r in at}, key=float)
            speed = {shell: statistics.median(float(r["edmd_collisions_per_processor_second [millions/s]"])
                                              for r in at if r["edmd_shellsize [sigma]"] == shell) for shell in shells}
            best = max(shells, key=speed.get) if shells else None
            cells.append(", ".join(f"**{shell}**" if shell == best else shell for shell in shells) or "-")
        rows.append(f"| {packing} | " + " | ".join(cells) + " |")
    return "\n".join(rows)


def bench_phases(cli):
    """The order of the gases `bench --engine event` times: global |psi6| as generated and at the
    end of the timed window, at 10^4, 10^5 (five packings) and 10^6 (three), and what it says."""
    sizes = ((10000, ("0.3", "0.5", "0.6", "0.7", "0.8")), (100000, ("0.3", "0.5", "0.6", "0.7", "0.8")),
             (1000000, ("0.3", "0.5", "0.7")))
    runs = {}
    for n, packings in sizes:
        for r in run_cli(cli, "bench", "--engine", "event", "--n", str(n), "--packing", ",".join(packings), "--json"):
            runs[(n, f"{r['packing']:g}")] = r
    rows = ["| packing | 10^4: generated / end | 10^5 | 10^6 | phase measured |", "|---:|---:|---:|---:|---|"]
    for packing in sizes[0][1]:
        at = [runs.get((n, packing)) for n, _ in sizes]
        cells = ["-" if r is None else f"{r['psi6_generated']:.3f} / {r['psi6']:.3f}" for r in at]
        ends = [r["psi6"] for r in at if r]
        measured = phase(max(ends))
        if measured == "melting crystal":
            measured = "the starting crystal, melting (Z " + ", ".join(f"{r['compressibility']:.2f}" for r in at if r) + ")"
        elif measured == "solid":
            measured = "solid, as hard disks are above 0.72"
        rows.append(f"| {packing} | " + " | ".join(cells) + f" | {measured} |")
    return "\n".join(rows)


TABLES = {
    "bench-phases": Table("docs/benchmarks.md", False, bench_phases),
    "edmd-shells": Table("docs/benchmarks.md", True, edmd_shells),
    "event-driven-scaling": Table("docs/benchmarks.md", True, event_driven_scaling),
    "time-driven-scaling": Table("docs/benchmarks.md", True, time_driven_scaling),
    "barnes-hut": Table("docs/benchmarks.md", True, barnes_hut),
    "barnes-hut-targets": Table("docs/benchmarks.md", True, barnes_hut_targets),
    "aggregation-strategies": Table("docs/benchmarks.md", True, aggregation_strategies),
    "checkpoint-seeks": Table("docs/benchmarks.md", False, checkpoint_seeks, cost_columns=(4, 5, 6)),
    "comparison-seeks": Table("docs/benchmarks.md", False, comparison_seeks, cost_columns=(5, 6, 7, 8)),
    "against-edmd": Table("docs/benchmarks.md", True, against_edmd),
    "frame-rates": Table("docs/benchmarks.md", True, frame_rates),
    "targets": Table("docs/benchmarks.md", True, targets),
}
