#!/usr/bin/python3
"""DiskLab from Python, notebook style: one point of the hard-disk equation of state with its
error bar, and the mean squared displacement of a dilute gas with its diffusion coefficient.

    PYTHONPATH=build/python /usr/bin/python3 docs/examples/python/eos_and_msd.py [--plot msd.png]

Each `# %%` cell runs on its own in Jupyter or VS Code. The test suite runs this file as a
script (test python_example); it fails when a figure strays from theory.
"""
# %% An equation-of-state point: Z = PA/(NkT) at packing fraction 0.4, four seeds.
import math
import sys

import numpy as np

import disklab

eta = 0.4
z = []
for seed in range(1, 5):
    gas = disklab.generate("gas", n=400, packing=eta, periodic=True, seed=seed)
    report = disklab.run(gas, equilibrate=10, until=50)  # what `disklab-cli run --json` prints
    z.append(report["compressibility"])
mean, error = np.mean(z), np.std(z, ddof=1) / math.sqrt(len(z))
# Henderson's equation of state with its eta^4 correction, about 0.1 % in the fluid.
henderson = (1 + eta**2 / 8) / (1 - eta) ** 2 - 0.043 * eta**4 / (1 - eta) ** 3
print(f"eta = {eta}: Z = {mean:.4f} ± {error:.4f} (4 seeds), Henderson {henderson:.4f}")
assert abs(mean - henderson) <= max(4 * error, 0.01 * henderson), "Z is off Henderson's equation of state"

# %% The mean squared displacement of a dilute gas, unwrapped across the periodic edges.
gas = disklab.generate("gas", n=600, packing=0.08, periodic=True, seed=7)
engine = disklab.Engine(gas)
box = np.array([gas.width, gas.height])
every, until = 0.25, 150.0
start = engine.positions
unwrapped = start.copy()
previous = start
times, msd = [0.0], [0.0]
while engine.time < until - 1e-9:
    engine.advance_by(every)
    now = engine.positions
    # No disk crosses half the box in `every`, so the shortest image of each step is its step.
    step = now - previous
    step -= box * np.round(step / box)
    unwrapped += step
    previous = now
    times.append(engine.time)
    msd.append(np.mean(np.sum((unwrapped - start) ** 2, axis=1)))
times, msd = np.array(times), np.array(msd)

# Ballistic at first: MSD = 2 (kT/m) t^2 with kT = m = 1, before the first collisions.
early = (times > 0) & (times <= 0.5)
ballistic = np.mean(msd[early] / (2 * times[early] ** 2))
print(f"early MSD / (2 t^2) = {ballistic:.3f} (1 for free flight)")
assert 0.9 < ballistic < 1.05, "the early motion is not ballistic"

# Diffusive later: MSD = 4 D t. Enskog's D for hard disks, with Henderson's contact value; in 2D
# the long-time tail of the velocity autocorrelation puts the measured D 10 to 30 % above it.
late = times >= 75
slope = np.polyfit(times[late], msd[late], 1)[0]
density = 4 * 0.08 / math.pi
contact = (1 - 7 * 0.08 / 16) / (1 - 0.08) ** 2
enskog = math.sqrt(1 / math.pi) / (2 * density) / contact
print(f"D = {slope / 4:.3f} from t = 75..150, Enskog {enskog:.3f}")
assert 0.9 * enskog <= slope / 4 <= 1.35 * enskog, "D is far from Enskog's"

# %% Plot it (matplotlib), when asked.
if "--plot" in sys.argv:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, axes = plt.subplots(figsize=(6, 4), dpi=120)
    axes.loglog(times[1:], msd[1:], label="DiskLab, 600 disks at η = 0.08")
    axes.loglog(times[1:], 2 * times[1:] ** 2, "--", label="ballistic 2 t²")
    axes.loglog(times[1:], 4 * enskog * times[1:], ":", label="Enskog 4 D t")
    axes.set_xlabel("time")
    axes.set_ylabel("mean squared displacement")
    axes.legend()
    figure.tight_layout()
    figure.savefig(sys.argv[sys.argv.index("--plot") + 1])
