"""A shipped sweep example as its README runs it: the spec's jobs on two cores, collected into
one table and plotted by the example's plot.py with --check, which fails when the physics is off
(docs/examples/hard-disk-eos: every packing fraction's mean Z within max(4 standard errors,
1 %) of Henderson's equation of state).

Usage: sweep_example.py DISKLAB_CLI EXAMPLE_FOLDER SPEC JOBS
"""
import os
import shutil
import subprocess
import sys
import tempfile

cli, example, spec_name, jobs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
with tempfile.TemporaryDirectory() as folder:
    spec = shutil.copy(os.path.join(example, spec_name), folder)
    table = os.path.join(folder, "table.csv")
    plot = os.path.join(folder, "plot.png")
    subprocess.run([cli, "sweep", spec, "--jobs", "2"], check=True)
    subprocess.run([cli, "sweep", "collect", spec, "-o", table], check=True)
    with open(table) as f:
        rows = f.read().splitlines()
    if len(rows) != 1 + jobs:
        sys.exit("%s: %d rows, expected %d jobs and a header" % (table, len(rows), jobs))
    subprocess.run([sys.executable, os.path.join(example, "plot.py"), table, "-o", plot, "--check"], check=True)
    with open(plot, "rb") as f:
        if f.read(8) != b"\x89PNG\r\n\x1a\n":
            sys.exit("%s is not a PNG file" % plot)
