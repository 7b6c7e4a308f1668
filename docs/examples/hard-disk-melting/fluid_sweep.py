#!/usr/bin/python3
"""Runs the fluid starts that fluid_start.py wrote, as the sweeps run their jobs, and writes
their table in the columns of `disklab-cli sweep collect`, for plot.py.

    /usr/bin/python3 fluid_sweep.py DISKLAB_CLI FOLDER [--equilibrate 3000] [--until 24000] [--every 25] -o fluid.csv

Each FOLDER/start-ETA.json is run with `disklab-cli run START --equilibrate E --until U --json
--observe FOLDER/series-ETA.csv --every DT --save-state FOLDER/end-ETA.json` (the last state, for
pictures); its report goes to FOLDER/run-ETA.json, written whole or not at all, and a start whose report is there is not run again (delete the folder to
run other lengths). The table has a row per packing: `generate.packing`, every key of the report
and more:

- `start_psi6`: |psi6| of the start (`disklab-cli structure`), how ordered compressing left it;
- `psi6_min`, `psi6_max`: the smallest and largest |psi6| of the series' states over the window;

- `pressure_correlation_time`: the pressure's integrated autocorrelation time (A. D. Sokal,
  "Monte Carlo methods in statistical mechanics", 1996: tau = 1/2 + the sum of the normalised
  autocorrelation up to the first lag M >= 5 tau), in simulated time;
- `pressure_error_autocorrelation`: the mean's standard error from it, sqrt(2 tau / U) times the
  series' standard deviation (the series of DT-averages, so tau >= DT / 2).

`run --json`'s `pressure_error` comes from 16 blocks of U / 16; it is honest when U / 16 is
several correlation times, and the second error says whether it is.
"""
import argparse
import csv
import glob
import json
import math
import os
import re
import subprocess

SOKAL_WINDOW = 5


def correlation_time(series):
    """Integrated autocorrelation time of `series`, in rows, with Sokal's automatic window."""
    n = len(series)
    mean = sum(series) / n
    centred = [x - mean for x in series]
    variance = sum(c * c for c in centred) / n
    tau = 0.5
    for lag in range(1, n):
        tau += sum(centred[i] * centred[i + lag] for i in range(n - lag)) / (n * variance)
        if lag >= SOKAL_WINDOW * tau:
            break
    return max(tau, 0.5), variance


def series_statistics(series_path):
    """What the window's series says: the pressure's correlation time (in simulated time) and the
    standard error of its mean from it, and the range of |psi6|."""
    with open(series_path, newline="") as f:
        rows = list(csv.DictReader(f))
    intervals = [row for row in rows if row["mean_temperature"]]
    values = [float(row["pressure"]) / float(row["mean_temperature"]) for row in intervals]
    times = [float(row["time"]) for row in intervals]
    every = (times[-1] - times[0]) / (len(times) - 1)
    tau_rows, variance = correlation_time(values)
    psi6 = [float(row["psi6"]) for row in rows]
    return {"pressure_correlation_time": tau_rows * every,
            "pressure_error_autocorrelation": math.sqrt(2 * tau_rows * variance / len(values)),
            "psi6_min": min(psi6), "psi6_max": max(psi6)}


def start_psi6(cli, start):
    structure = subprocess.run([cli, "structure", start, "--json"], check=True, capture_output=True, text=True)
    return json.loads(structure.stdout)["psi6"]


def run(cli, folder, packing, arguments):
    report = os.path.join(folder, "run-%s.json" % packing)
    if os.path.exists(report):
        return
    command = [cli, "run", os.path.join(folder, "start-%s.json" % packing), "--equilibrate", str(arguments.equilibrate),
               "--until", str(arguments.until), "--json", "--observe", os.path.join(folder, "series-%s.csv" % packing),
               "--every", str(arguments.every), "--save-state", os.path.join(folder, "end-%s.json" % packing)]
    result = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    with open(report + ".part", "w") as f:
        f.write(result)
    os.replace(report + ".part", report)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cli", help="disklab-cli")
    parser.add_argument("folder", help="the folder of fluid_start.py's start-ETA.json")
    parser.add_argument("--equilibrate", type=float, default=3000)
    parser.add_argument("--until", type=float, default=24000)
    parser.add_argument("--every", type=float, default=25)
    parser.add_argument("-o", "--output", required=True, help="the table, CSV")
    arguments = parser.parse_args()
    packings = sorted(re.fullmatch(r"start-(.*)\.json", os.path.basename(p)).group(1)
                      for p in glob.glob(os.path.join(arguments.folder, "start-*.json")))
    rows = []
    for packing in packings:
        run(arguments.cli, arguments.folder, packing, arguments)
        with open(os.path.join(arguments.folder, "run-%s.json" % packing)) as f:
            row = {"generate.packing": packing, **json.load(f)}
        row.update(series_statistics(os.path.join(arguments.folder, "series-%s.csv" % packing)))
        row["start_psi6"] = start_psi6(arguments.cli, os.path.join(arguments.folder, "start-%s.json" % packing))
        rows.append(row)
    columns = ["generate.packing"] + sorted(set().union(*rows) - {"generate.packing"})
    with open(arguments.output, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=columns)
        writer.writeheader()
        for row in rows:
            writer.writerow({k: "" if row.get(k) is None else row[k] for k in columns})


if __name__ == "__main__":
    main()
