"""docs/forces.md's order table and docs/physics.md's hard-disk densities."""

import csv
import os
import subprocess
import tempfile

from doc_tables_common import Table, ROOT, blocked_error, henderson, run_cli


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


TABLES = {
    "force-engine-order": Table("docs/forces.md", True, force_engine_order),
    "hard-disk-densities": Table("docs/physics.md", False, hard_disk_densities),
}
