#!/usr/bin/python3
"""Hard-disk melting from DiskLab's three starts, against the published equation of state.

    disklab-cli sweep crystal.json --jobs 2 && disklab-cli sweep collect crystal.json -o crystal.csv
    disklab-cli sweep liquid.json --jobs 2 && disklab-cli sweep collect liquid.json -o liquid.csv
    fluid_start.py and fluid_sweep.py (README) write fluid.csv
    /usr/bin/python3 plot.py crystal.csv liquid.csv --fluid fluid.csv -o melting.png [--check]

The pressure is written as beta P d^2 (d the disks' diameter, 1 in these sweeps), the unit of
the published tables in published-eos.csv; beta P d^2 = P / kT = Z x 4 eta / pi, with
Z = P A / (N kT) of `run --json`. Its error is run --json's blocked standard error of the
pressure (kT is exact: the exact engine keeps the energy); where the table also has the error
from the pressure's autocorrelation time (fluid_sweep.py's), the larger of the two. Each point is
compared with the published pressure of the same N in the same box (Li et al. 2022, N = 870: the
crystal and fluid starts' box fits the 29 x 30 lattice, the liquid start's box is square), and
with Engel et al. 2013's N = 1024^2, near the thermodynamic limit.

With --check it exits 1 unless the pressure of the crystal start and of the fluid start, if
given, at every packing up to 0.69 (the fluid below the loop; both in the crystal's box) lies
within 4 standard errors of the published N = 870 pressure and, taken together, rises with
packing; and unless the crystal start's state at 0.68 has melted (|psi6| < 0.3) and its state at
0.74 is still ordered (|psi6| > 0.8).
"""
import argparse
import csv
import os
import sys

FLUID_BELOW = 0.6905          # the fluid well below the top of the N = 870 loop, at 0.698
MELTED_PSI6 = 0.3             # N = 870: the liquids here read 0.05 to 0.23, the solids 0.73 to 0.83
ORDERED_PSI6 = 0.8
PUBLISHED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "published-eos.csv")
LI_FITTED = ("Li2022", "29:30sqrt3/2")
LI_SQUARE = ("Li2022", "1:1")
ENGEL = ("Engel2013", "1:1")


def measured(path):
    """(packing, beta P d^2, standard error, |psi6|) of each finished job, by packing."""
    rows = []
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            kt = float(row["temperature"])
            error = max(float(row["pressure_error"]), float(row.get("pressure_error_autocorrelation") or 0))
            rows.append((float(row["generate.packing"]), float(row["pressure"]) / kt, error / kt, float(row["psi6"])))
    return sorted(rows)


def published():
    """{(source, box): {packing: (beta P d^2, error)}} from published-eos.csv."""
    tables = {}
    with open(PUBLISHED, newline="") as f:
        for row in csv.DictReader(f):
            key = (row["source"], row["box"])
            tables.setdefault(key, {})[round(float(row["packing"]), 4)] = (float(row["beta_p_d2"]), float(row["error"]))
    return tables


def table(starts, tables):
    """The Markdown table of every measured point beside the published pressures."""
    print("| start | eta | beta P d^2 DiskLab | abs(psi6) | published, N = 870, same box | difference | Engel et al., N = 1024^2 |")
    print("|---|---|---|---|---|---|---|")
    for name, rows, reference in starts:
        for eta, p, error, psi6 in rows:
            same = tables[reference].get(round(eta, 4))
            limit = tables[ENGEL].get(round(eta, 4))
            cells = ["%s" % name, "%.3f" % eta, "%.4f ± %.4f" % (p, error), "%.2f" % psi6]
            cells.append("%.4f" % same[0] if same else "")
            cells.append("%+.1f standard errors" % ((p - same[0]) / error) if same else "")
            cells.append("%.4f" % limit[0] if limit else "")
            print("| " + " | ".join(cells) + " |")


def fluid_failures(points, reference):
    """What --check finds wrong with the (start, packing, pressure, error) points below the loop,
    all in the crystal's box, as sentences."""
    found = []
    for name, eta, p, error in points:
        if round(eta, 4) in reference and abs(p - reference[round(eta, 4)][0]) > 4 * error:
            found.append("%s, eta %.3f: beta P d^2 %.4f ± %.4f, published %.4f"
                         % (name, eta, p, error, reference[round(eta, 4)][0]))
    if any(b[2] <= a[2] for a, b in zip(points, points[1:])):
        found.append("the fluid's pressure does not rise with packing: %s"
                     % ", ".join("%.4f at %.3f (%s)" % (r[2], r[1], r[0]) for r in points))
    if len(points) < 2:
        found.append("the check needs two packings up to %.3f" % FLUID_BELOW)
    return found


def failures(crystal, fluid, tables):
    """What --check finds wrong with the crystal start and the fluid start (if any), as sentences."""
    points = sorted(((name, eta, p, error) for name, rows in (("crystal", crystal), ("fluid", fluid or []))
                     for eta, p, error, _ in rows if eta < FLUID_BELOW), key=lambda r: r[1])
    found = fluid_failures(points, tables[LI_FITTED])
    by_eta = {round(r[0], 4): r for r in crystal}
    if 0.68 in by_eta and by_eta[0.68][3] >= MELTED_PSI6:
        found.append("the crystal at 0.68 did not melt: abs(psi6) = %.3f" % by_eta[0.68][3])
    if 0.74 in by_eta and by_eta[0.74][3] <= ORDERED_PSI6:
        found.append("the crystal at 0.74 lost its order: abs(psi6) = %.3f" % by_eta[0.74][3])
    if 0.68 not in by_eta or 0.74 not in by_eta:
        found.append("the crystal start needs 0.68 and 0.74")
    return found


def curve(ax, points, **style):
    etas = sorted(points)
    ax.plot(etas, [points[e][0] for e in etas], **style)


def plot(starts, tables, output):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (ax, below) = plt.subplots(2, 1, sharex=True, figsize=(7, 7), dpi=120, gridspec_kw={"height_ratios": [3, 1.3]})
    curve(ax, tables[LI_FITTED], color="tab:blue", alpha=0.5, label="Li et al. 2022, N = 870, box 29 : 30·√3/2")
    curve(ax, tables[LI_SQUARE], color="tab:orange", alpha=0.5, linestyle="--", label="Li et al. 2022, N = 870, square box")
    curve(ax, tables[ENGEL], color="0.2", label="Engel et al. 2013, N = 1024²")
    colours = {"crystal": "tab:blue", "liquid": "tab:orange", "fluid": "tab:green"}
    labels = {"crystal": "crystal start (the box fits it)", "liquid": "melted start (square box)",
              "fluid": "fluid start, compressed (the crystal's box)"}
    for name, rows, _ in starts:
        etas = [r[0] for r in rows]
        ax.errorbar(etas, [r[1] for r in rows], yerr=[r[2] for r in rows], fmt="o", color=colours[name], markersize=4,
                    capsize=3, label="DiskLab, N = 870, " + labels[name])
        below.plot(etas, [r[3] for r in rows], "o-", color=colours[name], markersize=4, label=labels[name])
    ax.set_ylabel("pressure  βPd²")
    ax.set_title("Hard disks: the melting loop")
    ax.grid(True, color="0.9")
    ax.legend(loc="upper left", fontsize=8)
    below.set_ylabel("|⟨ψ6⟩| at the end")
    below.set_xlabel("packing fraction  η = Nπd²/4A")
    below.set_ylim(0, 1)
    below.grid(True, color="0.9")
    below.legend(loc="upper left", fontsize=8)
    fig.tight_layout()
    fig.savefig(output)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("crystal", help="sweep collect's table of crystal.json")
    parser.add_argument("liquid", nargs="?", help="sweep collect's table of liquid.json")
    parser.add_argument("--fluid", help="fluid_sweep.py's table of the fluid start")
    parser.add_argument("-o", "--output", help="write the plot to this PNG or SVG file")
    parser.add_argument("--check", action="store_true", help="fail when the crystal or fluid start's physics is off")
    arguments = parser.parse_args()
    tables = published()
    starts = [("crystal", measured(arguments.crystal), LI_FITTED)]
    if arguments.liquid:
        starts.append(("liquid", measured(arguments.liquid), LI_SQUARE))
    fluid = measured(arguments.fluid) if arguments.fluid else None
    if fluid is not None:
        starts.append(("fluid", fluid, LI_FITTED))
    table(starts, tables)
    if arguments.output:
        plot(starts, tables, arguments.output)
    found = failures(starts[0][1], fluid, tables) if arguments.check else []
    if found:
        sys.exit("\n".join(found))


if __name__ == "__main__":
    main()
