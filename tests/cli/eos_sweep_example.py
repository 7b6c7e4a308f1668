"""The shipped equation-of-state sweep (docs/examples/hard-disk-eos) as its README runs it: 48 jobs
on two cores, collected into one table, plotted, and every packing fraction's mean Z within
max(4 standard errors, 1 %) of Henderson's equation of state (plot.py --check).

Usage: eos_sweep_example.py DISKLAB_CLI EXAMPLE_FOLDER
"""
import os
import shutil
import subprocess
import sys
import tempfile

cli, example = sys.argv[1], sys.argv[2]
with tempfile.TemporaryDirectory() as folder:
    spec = shutil.copy(os.path.join(example, "sweep.json"), folder)
    table = os.path.join(folder, "eos.csv")
    plot = os.path.join(folder, "eos.png")
    subprocess.run([cli, "sweep", spec, "--jobs", "2"], check=True)
    subprocess.run([cli, "sweep", "collect", spec, "-o", table], check=True)
    with open(table) as f:
        rows = f.read().splitlines()
    if len(rows) != 1 + 48:
        sys.exit("%s: %d rows, expected 48 jobs and a header" % (table, len(rows)))
    subprocess.run([sys.executable, os.path.join(example, "plot.py"), table, "-o", plot, "--check"], check=True)
    with open(plot, "rb") as f:
        if f.read(8) != b"\x89PNG\r\n\x1a\n":
            sys.exit("%s is not a PNG file" % plot)
