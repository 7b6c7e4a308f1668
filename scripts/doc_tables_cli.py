"""docs/cli.md's tables of measured runs: how long `structure` takes on 10^6 disks, and the
exact engine's soak runs of 10^8 collisions. Seconds are wall clock and processor time on the
machine that writes the tables, with its load average beside them; everything else is
deterministic, down to the soak runs' round-off."""

import os
import re
import subprocess
import tempfile

from doc_tables_common import ROOT, Table, run_cli

# Z of hard disks at packing 0.5 from the published equations of state (docs/physics.md,
# "Validation against published numbers").
PUBLISHED_Z_HALF = 4.1052

STATES = (
    ("fluid, packing 0.5, periodic", "gas1m.json", ["gas", "--n", "1000000", "--packing", "0.5", "--periodic"]),
    ("crystal, packing 0.7, periodic", "lattice1m.json",
     ["lattice", "--columns", "1000", "--rows", "1000", "--packing", "0.7"]),
)

SOAKS = (
    ("dense-gas.json", "periodic, packing 0.6"),
    ("piston-walls.json", "slit partition, right wall moving in until t = 50,000"),
    ("gravity-gas.json", "walls, g = 0.05"),
)


def span(values, digits):
    low, high = f"{min(values):.{digits}f}", f"{max(values):.{digits}f}"
    return low if low == high else f"{low} to {high}"


def structure_speed(cli):
    rows = ["| state | command | `seconds` | `cpu_seconds` |", "|---|---|---|---|"]
    with tempfile.TemporaryDirectory() as folder:
        for label, name, generate in STATES:
            path = os.path.join(folder, name)
            subprocess.run([cli, "generate", *generate, "-o", path], check=True, capture_output=True)
            reports = [run_cli(cli, "structure", path, "--json") for _ in range(3)]
            rows.append(f"| {label} | `generate {' '.join(generate)} -o {name}`, `structure {name}` | "
                        f"{span([r['seconds'] for r in reports], 2)} | {span([r['cpu_seconds'] for r in reports], 2)} |")
            if name.startswith("gas"):
                fluid = reports[0]
    rows += ["", f"Three runs each, at a load average of {os.getloadavg()[0]:.1f} on the machine that wrote this table.",
             f"The fluid's single state gives g(sigma+) = {fluid['g_contact']:.4f} and Z = {fluid['z_contact']:.4f} "
             f"(published {PUBLISHED_Z_HALF}, docs/physics.md)."]
    return "\n".join(rows)


PASSED = re.compile(r"passed: (?P<collisions>\d+) collisions \((?P<events>\d+) events\) of (?P<disks>\d+) disks in "
                    r"(?P<seconds>[\d.]+) s; worst energy drift (?P<energy>\S+), worst momentum error (?P<momentum>\S+), "
                    r"deepest contact (?P<contact>\S+), none out of order")
CHECKPOINT_TIME = re.compile(r"t = (?P<t>[\d.]+)")


def soak_runs(cli):
    rows = ["| scenario | disks | collisions (events) | simulated time | worst energy drift | worst momentum error "
            "| deepest contact | wall time |", "|---|---|---|---|---|---|---|---|"]
    for name, what in SOAKS:
        out = subprocess.run([cli, "soak", os.path.join(ROOT, "tests", "data", "soak", name), "--collisions", "100000000",
                              "--check-every", "1000000"], check=True, capture_output=True, text=True).stdout
        passed = PASSED.search(out)
        end = float(CHECKPOINT_TIME.findall(out)[-1])
        rows.append(f"| `{name}` ({what}) | {passed['disks']} | 10^8 ({int(passed['events']):,}) | {end:,.0f} | "
                    f"{float(passed['energy']):.1e} | {float(passed['momentum']):.1e} | {float(passed['contact']):.1e} | "
                    f"{float(passed['seconds']):.0f} s |")
    rows += ["", f"Load average {os.getloadavg()[0]:.1f} on the machine that wrote this table when the runs ended."]
    return "\n".join(rows)


TABLES = {
    "structure-speed": Table("docs/cli.md", False, structure_speed, cost_columns=(2, 3)),
    "soak-runs": Table("docs/cli.md", False, soak_runs, cost_columns=(7,)),
}
