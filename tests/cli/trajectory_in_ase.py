"""`disklab-cli run --trajectory` read by ASE, as a researcher would read it.

ASE's extended XYZ reader must return every frame with the right number of atoms, the box as
the cell, the boundary as pbc, the time and the extra columns, and positions and velocities
equal to the final state `--save-state` wrote for the same moment.

Usage: trajectory_in_ase.py DISKLAB_CLI
"""

import json
import os
import subprocess
import sys
import tempfile

try:
    import ase.io
    import numpy as np
except ImportError as missing:
    # Not a skip: without ASE this check has not been made, so the test fails.
    sys.exit(f"{missing}: install python3-ase (scripts/install-dependencies.sh)")


def run(cli, *arguments):
    subprocess.run([cli, *arguments], check=True, stdout=subprocess.DEVNULL)


def check(cli, directory, periodic):
    tag = "periodic" if periodic else "walls"
    scenario = os.path.join(directory, f"{tag}.json")
    trajectory = os.path.join(directory, f"{tag}.xyz")
    final = os.path.join(directory, f"{tag}-final.json")
    generate = ["generate", "gas", "--n", "40", "--packing", "0.3", "--seed", "3", "-o", scenario]
    run(cli, *(generate + (["--periodic"] if periodic else [])))
    run(cli, "run", scenario, "--until", "2", "--every", "0.5", "--trajectory", trajectory, "--save-state", final)

    frames = ase.io.read(trajectory, index=":")
    disks = json.load(open(final))["disks"]
    box = json.load(open(scenario))["box"]
    assert len(frames) == 5, f"{tag}: {len(frames)} frames, expected 5"
    for k, atoms in enumerate(frames):
        assert len(atoms) == 40, f"{tag}: frame {k} has {len(atoms)} atoms"
        assert np.allclose(atoms.cell.array, np.diag([box["width"], box["height"], 1.0]), rtol=0, atol=1e-12), \
            f"{tag}: cell {atoms.cell.array}"
        assert list(atoms.pbc) == [periodic, periodic, False], f"{tag}: pbc {atoms.pbc}"
        assert abs(atoms.info["Time"] - 0.5 * k) < 1e-12, f"{tag}: Time {atoms.info['Time']}"
        assert set(atoms.get_chemical_symbols()) == {"H"}, "one species, the first symbol"
        assert np.all(atoms.positions[:, 2] == 0.0)
        assert np.all(atoms.arrays["radius"] == 0.5) and np.all(atoms.arrays["mass"] == 1.0)
        assert ("unwrapped_pos" in atoms.arrays) == periodic, f"{tag}: {sorted(atoms.arrays)}"

    last = frames[-1]
    saved_positions = np.array([[d["x"], d["y"]] for d in disks])
    saved_velocities = np.array([[d["vx"], d["vy"]] for d in disks])
    assert np.array_equal(last.positions[:, :2], saved_positions), f"{tag}: last frame's positions"
    assert np.array_equal(last.arrays["velo"][:, :2], saved_velocities), f"{tag}: last frame's velocities"
    if periodic:
        # Unwrapped and wrapped positions differ by whole box lengths.
        shift = (last.arrays["unwrapped_pos"] - last.positions)[:, :2] / [box["width"], box["height"]]
        assert np.allclose(shift, np.round(shift), atol=1e-9)
    print(f"{tag}: {len(frames)} frames of {len(last)} disks read by ASE {ase.__version__}")


def main():
    cli = sys.argv[1]
    with tempfile.TemporaryDirectory() as directory:
        for periodic in (True, False):
            check(cli, directory, periodic)


if __name__ == "__main__":
    main()
