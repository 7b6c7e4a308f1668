#!/usr/bin/python3
"""The fluid start of the melting example: 870 disks melted in the crystal's own box and
compressed to each packing, so that the loop is approached from the liquid side.

    /usr/bin/python3 fluid_start.py DISKLAB_CLI OUTPUT_FOLDER --packing 0.70 0.704 ... [--from 0.66]

DiskLab cannot compress a periodic box, and its gas generator would place 870 disks in this box
on the very 29 x 30 lattice the crystal start uses. So the start is made here, outside the
engines: `disklab-cli generate gas --box` melts the lattice at the low packing --from (0.66, a
liquid: |psi6| about 0.06 after 200 collisions per disk), and then, in small steps, every
position and the box are scaled down so as to close nine tenths of the closest pair's gap (so
no two disks overlap), each step followed by a short exact run
(`disklab-cli run --until 0.2 --save-state`) that moves the closest pairs apart again: a
Lubachevsky-Stillinger compression at a rate the engine relaxes between steps. The box keeps the
crystal's shape, 29 : 30 sqrt(3)/2, so the published N = 870 pressures of that box apply. The
packings are reached in increasing order along one path, and each one's state is saved as
OUTPUT_FOLDER/start-ETA.json.
"""
import argparse
import json
import math
import os
import subprocess
import sys

import numpy

N = 870
ASPECT = 29 / (30 * math.sqrt(3) / 2)   # width : height of the box the 29 x 30 crystal fits
DIAMETER = 1.0
ROOM_TAKEN = 0.9                        # the share of the closest pair's gap one step closes
RELAX_TIME = 0.2                        # simulated time between steps: a few collisions per disk


def box_at(packing):
    """Width and height of the crystal-shaped box in which N disks of diameter 1 fill `packing`."""
    area = N * math.pi * DIAMETER ** 2 / 4 / packing
    width = math.sqrt(area * ASPECT)
    return width, area / width


def packing_of(scenario):
    return N * math.pi * DIAMETER ** 2 / 4 / (scenario["box"]["width"] * scenario["box"]["height"])


def closest_distance(scenario):
    """The smallest centre distance of any two disks, by the periodic box's nearest image."""
    width, height = scenario["box"]["width"], scenario["box"]["height"]
    x = numpy.array([d["x"] for d in scenario["disks"]])
    y = numpy.array([d["y"] for d in scenario["disks"]])
    dx = x[:, None] - x[None, :]
    dy = y[:, None] - y[None, :]
    dx -= width * numpy.round(dx / width)
    dy -= height * numpy.round(dy / height)
    r2 = dx * dx + dy * dy
    numpy.fill_diagonal(r2, numpy.inf)
    return math.sqrt(r2.min())


def scaled(scenario, factor):
    """The scenario with its box and every position scaled by `factor` about the origin."""
    scenario["box"]["width"] *= factor
    scenario["box"]["height"] *= factor
    for disk in scenario["disks"]:
        disk["x"] *= factor
        disk["y"] *= factor
    return scenario


def compress(cli, path, target):
    """Compresses the scenario at `path` in place until its packing is `target`; returns the steps."""
    steps = 0
    while True:
        with open(path) as f:
            scenario = json.load(f)
        reached = packing_of(scenario)
        if reached >= target * (1 - 1e-12):
            return steps
        to_target = math.sqrt(reached / target)
        allowed = 1 - ROOM_TAKEN * (1 - DIAMETER / closest_distance(scenario))
        with open(path, "w") as f:
            json.dump(scaled(scenario, max(to_target, allowed)), f)
        subprocess.run([cli, "run", path, "--until", str(RELAX_TIME), "--save-state", path], check=True,
                       stdout=subprocess.DEVNULL)
        steps += 1


def psi6(cli, path):
    structure = subprocess.run([cli, "structure", path, "--json"], check=True, capture_output=True, text=True)
    return json.loads(structure.stdout)["psi6"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cli", help="disklab-cli")
    parser.add_argument("output", help="the folder the starts are written to")
    parser.add_argument("--packing", type=float, nargs="+", required=True, help="the packings to compress to")
    parser.add_argument("--from", dest="start", type=float, default=0.66, help="the packing the gas melts at")
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    os.makedirs(arguments.output, exist_ok=True)
    path = os.path.join(arguments.output, "compressing.json")
    width, height = box_at(arguments.start)
    subprocess.run([arguments.cli, "generate", "gas", "--n", str(N), "--box", "%.15gx%.15g" % (width, height),
                    "--periodic", "--melt", "200", "--seed", str(arguments.seed), "-o", path], check=True)
    print("melted at %.3f: abs(psi6) = %.3f" % (arguments.start, psi6(arguments.cli, path)), file=sys.stderr)
    for target in sorted(arguments.packing):
        steps = compress(arguments.cli, path, target)
        start = os.path.join(arguments.output, "start-%.3f.json" % target)
        with open(path) as f:
            scenario = json.load(f)
        scenario["description"] = ("%d disks of diameter 1 melted at packing fraction %g and compressed to %g in the box "
                                   "the 29 x 30 crystal fits, periodic." % (N, arguments.start, target))
        with open(start, "w") as f:
            json.dump(scenario, f, indent=1)
        print("%.3f: %d steps, abs(psi6) = %.3f" % (target, steps, psi6(arguments.cli, start)), file=sys.stderr)
    os.remove(path)


if __name__ == "__main__":
    main()
