"""The melting example's quick version as its README runs it: quick.json's crystal start (0.68
and 0.74) as a sweep on two cores and, beside it, a fluid start melted at 0.68 in the crystal's
box and compressed to 0.684 and 0.69 by the example's fluid_start.py, run by its fluid_sweep.py;
then plot.py --check, which fails unless the pressures at 0.68, 0.684 and 0.69 lie within 4
standard errors of the published N = 870 ones for that box and rise, and the crystal melted at
0.68 and stayed ordered at 0.74.

Usage: melting_example.py DISKLAB_CLI EXAMPLE_FOLDER
"""
import os
import shutil
import subprocess
import sys
import tempfile

cli, example = sys.argv[1], sys.argv[2]
with tempfile.TemporaryDirectory() as folder:
    spec = shutil.copy(os.path.join(example, "quick.json"), folder)
    crystal = os.path.join(folder, "crystal.csv")
    fluid_folder = os.path.join(folder, "results-fluid")
    fluid = os.path.join(folder, "fluid.csv")
    plot = os.path.join(folder, "plot.png")
    sweep = subprocess.Popen([cli, "sweep", spec, "--jobs", "2"])
    subprocess.run([sys.executable, os.path.join(example, "fluid_start.py"), cli, fluid_folder, "--from", "0.68",
                    "--packing", "0.684", "0.69"], check=True)
    subprocess.run([sys.executable, os.path.join(example, "fluid_sweep.py"), cli, fluid_folder, "--equilibrate", "300",
                    "--until", "1000", "--every", "5", "-o", fluid], check=True)
    if sweep.wait() != 0:
        sys.exit("the quick sweep failed")
    subprocess.run([cli, "sweep", "collect", spec, "-o", crystal], check=True)
    with open(fluid) as f:
        if len(f.read().splitlines()) != 3:
            sys.exit("%s: expected a header and the fluid start's 0.684 and 0.69" % fluid)
    subprocess.run([sys.executable, os.path.join(example, "plot.py"), crystal, "--fluid", fluid, "-o", plot, "--check"],
                   check=True)
    with open(plot, "rb") as f:
        if f.read(8) != b"\x89PNG\r\n\x1a\n":
            sys.exit("%s is not a PNG file" % plot)
