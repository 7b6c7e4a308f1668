#!/usr/bin/python3
"""The hard-disk equation of state from a DiskLab sweep, against Henderson's.

    disklab-cli sweep sweep.json --jobs 2
    disklab-cli sweep collect sweep.json -o eos.csv
    /usr/bin/python3 plot.py eos.csv -o eos.png [--check]

Groups the jobs by packing fraction, takes the mean compressibility Z = PA/(NkT) over the seeds
with its standard error, prints a Markdown table and plots both with Henderson's equation of
state with its eta^4 correction (D. Henderson, Mol. Phys. 30, 971 (1975)), accurate to about
0.1 % in the fluid. With --check it exits 1 when a packing fraction's mean lies farther from
Henderson's than max(4 standard errors, 1 %).
"""
import argparse
import csv
import math
import statistics
import sys


def henderson(eta):
    return (1 + eta * eta / 8) / (1 - eta) ** 2 - 0.043 * eta**4 / (1 - eta) ** 3


def points(path):
    """(packing, mean Z, standard error, seeds) for each packing fraction, in order."""
    by_packing = {}
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            by_packing.setdefault(float(row["generate.packing"]), []).append(float(row["compressibility"]))
    result = []
    for eta in sorted(by_packing):
        z = by_packing[eta]
        error = statistics.stdev(z) / math.sqrt(len(z)) if len(z) > 1 else float("nan")
        result.append((eta, statistics.fmean(z), error, len(z)))
    return result


def plot(rows, output):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (ax, below) = plt.subplots(2, 1, sharex=True, figsize=(7, 6), dpi=120, gridspec_kw={"height_ratios": [3, 1]})
    curve = [i / 200 * 0.65 for i in range(201)]
    ax.plot(curve, [henderson(e) for e in curve], color="0.3", label="Henderson (1975)")
    ax.errorbar([r[0] for r in rows], [r[1] for r in rows], yerr=[r[2] for r in rows], fmt="o", color="tab:red",
                markersize=5, capsize=3, label="DiskLab, event-driven (mean of %d seeds)" % rows[0][3])
    ax.set_ylabel("compressibility  Z = PA / NkT")
    ax.set_title("Hard disks: equation of state")
    ax.set_xlim(0, 0.65)
    ax.set_ylim(0, henderson(0.65))
    ax.grid(True, color="0.9")
    ax.legend(loc="upper left")
    below.axhline(0, color="0.3")
    below.errorbar([r[0] for r in rows], [100 * (r[1] / henderson(r[0]) - 1) for r in rows],
                   yerr=[100 * r[2] / henderson(r[0]) for r in rows], fmt="o", color="tab:red", markersize=4, capsize=2)
    below.set_ylabel("Z / Z_Henderson − 1 (%)")
    below.set_xlabel("packing fraction  η = Nπσ²/4A")
    below.grid(True, color="0.9")
    fig.tight_layout()
    fig.savefig(output)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("csv", help="the table of disklab-cli sweep collect")
    parser.add_argument("-o", "--output", help="write the plot to this PNG or SVG file")
    parser.add_argument("--check", action="store_true", help="fail when a point is off Henderson's curve")
    arguments = parser.parse_args()
    rows = points(arguments.csv)
    if not rows:
        sys.exit("%s: no jobs" % arguments.csv)
    print("| eta | Z DiskLab | standard error | Z Henderson | difference |")
    print("|---|---|---|---|---|")
    off = []
    for eta, z, error, _ in rows:
        reference = henderson(eta)
        print("| %.2f | %.4f | %.4f | %.4f | %+.2f %% |" % (eta, z, error, reference, 100 * (z / reference - 1)))
        if abs(z - reference) > max(4 * error, 0.01 * reference):
            off.append(eta)
    if arguments.output:
        plot(rows, arguments.output)
    if arguments.check and off:
        sys.exit("off Henderson's equation of state at eta = %s" % ", ".join("%.2f" % e for e in off))


if __name__ == "__main__":
    main()
