"""docs/forces.md's order, symplecticity, cost and shipped-scenario tables and docs/physics.md's hard-disk densities,
validation and structure checks."""

import csv
import json
import os
import re
import subprocess
import tempfile

from doc_tables_common import Table, ROOT, beyond_round_off, blocked_error, henderson, run_cli


def force_engine_order(cli):
    """docs/forces.md: the energy kept by the force engine on charged-pairs.json against dt: the
    largest excursion of K + U from its start over t <= 100 (observed every 0.1), and where it
    stands at t = 100."""
    scenario = os.path.join(ROOT, "scenarios", "charged-pairs.json")
    rows = ["| dt | largest change of K + U (relative) | ratio to the dt above | change by t = 100 | contacts |",
            "|---|---|---|---|---|"]
    previous = None
    with tempfile.TemporaryDirectory() as folder:
        for dt in ("0.02", "0.01", "0.005", "0.0025"):
            observed = os.path.join(folder, f"energy-{dt}.csv")
            report = run_cli(cli, "run", scenario, "--until", "100", "--dt", dt, "--observe", observed, "--every", "0.1",
                             "--json")
            with open(observed, newline="") as f:
                energy = [float(r["kinetic_energy"]) + float(r["potential_energy"]) for r in csv.DictReader(f)]
            largest = max(abs(e - energy[0]) for e in energy) / abs(energy[0])
            ratio = "" if previous is None else f"{previous / largest:.2f}"
            rows.append(f"| {dt} | {largest:.3e} | {ratio} | {report['energy_drift']:+.3e} | {report['collisions']:,} |")
            previous = largest
    return "\n".join(rows)


def force_engine_contact_order(cli):
    """docs/forces.md: tst_force_engine_contacts' energy error per interval against dt on its
    three scenes, for both contact schemes, what the variational step met, and how close each
    scene comes back when run out and back reversed."""
    out = test_output(cli, "core", "tst_force_engine_contacts")
    errors = re.findall(r"(variational step|drift lead), dt ([\d.e-]+): energy error per interval ([\d.e+-]+) "
                        r"over (\d+) contacts", out)
    counts = re.findall(r"steps (\d+), with contacts (\d+), with several (\d+); contacts without an energy root "
                        r"(\d+), cuts not matched (\d+), steps over the cut limit (\d+)", out)
    returns = re.findall(r"(variational step|drift lead): back to the start within ([\d.e+-]+) after (\d+) contacts",
                         out)
    scenes = ("charged gas in a walled box", "bound pairs that touch", "spring chain hitting the floor")
    rows = ["| scene | dt | variational step: energy error per interval | ratio | drift lead: energy error "
            "per interval | ratio | contacts (variational) |", "|---|---|---|---|---|---|---|"]
    for k, scene in enumerate(scenes):
        variational = [e for e in errors if e[0] == "variational step"][4 * k:4 * k + 4]
        lead = [e for e in errors if e[0] == "drift lead"][4 * k:4 * k + 4]
        for j in range(4):
            ratio = lambda runs: "" if j == 0 else f"{float(runs[j - 1][2]) / float(runs[j][2]):.2f}"
            rows.append(f"| {scene if j == 0 else ''} | {float(variational[j][1]):g} | {float(variational[j][2]):.3e} | "
                        f"{ratio(variational)} | {float(lead[j][2]):.3e} | {ratio(lead)} | {int(variational[j][3]):,} |")
    rows += ["", "| scene | dt | steps | with contacts | with several | contacts without an energy root | "
             "cuts not matched | steps over 256 contacts |", "|---|---|---|---|---|---|---|---|"]
    for k, scene in enumerate(scenes):
        for j in range(4):
            dt = [e for e in errors if e[0] == "variational step"][4 * k + j][1]
            rows.append(f"| {scene if j == 0 else ''} | {float(dt):g} | " +
                        " | ".join(f"{int(c):,}" for c in counts[4 * k + j]) + " |")
    rows += ["", "| scene | scheme | out and back: farthest from the start | contacts on the way out |", "|---|---|---|---|"]
    for scheme in ("variational step", "drift lead"):
        mine = [r for r in returns if r[0] == scheme]
        rows += [f"| {scene} | {scheme} | {beyond_round_off(float(far), lambda x: f'{x:.1e}')} | {int(contacts)} |"
                 for scene, (_, far, contacts) in zip(scenes, mine)]
    return "\n".join(rows)


def force_engine_schemes(cli):
    """docs/forces.md: tst_force_scenarios' largest change of K + U on charged-pairs.json over
    t <= 20 with each contact scheme, against dt."""
    out = test_output(cli, "cli", "tst_force_scenarios")
    runs = re.findall(r"charged pairs, (variational step|drift lead), dt ([\d.]+): largest change of K \+ U "
                      r"([\d.e+-]+) of ([\d.-]+) over (\d+) contacts", out)
    rows = ["| dt | variational step: largest change of K + U (relative) | contacts | drift lead: largest change "
            "(relative) | contacts |", "|---|---|---|---|---|"]
    for k in range(0, len(runs), 2):
        (_, dt, v, energy, vc), (_, _, d, _, dc) = runs[k], runs[k + 1]
        rows.append(f"| {dt} | {float(v) / abs(float(energy)):.2e} | {int(vc):,} | {float(d) / abs(float(energy)):.2e} | "
                    f"{int(dc):,} |")
    return "\n".join(rows)


def force_engine_cost(cli):
    """docs/forces.md: what `run` of charged-pairs.json to t = 100 at dt = 0.02 costs."""
    scenario = os.path.join(ROOT, "scenarios", "charged-pairs.json")
    report = run_cli(cli, "run", scenario, "--until", "100", "--dt", "0.02", "--json")
    return "\n".join(["| command | wall_seconds | contacts |", "|---|---|---|",
                      f"| `run scenarios/charged-pairs.json --until 100 --dt 0.02 --json` | {report['wall_seconds']:.2f} | "
                      f"{report['collisions']:,} |"])


def force_engine_symplecticity(cli):
    """docs/forces.md: tst_force_engine_symplectic's defect of one step's Jacobian,
    max |J^T Omega J - Omega|, for the variational contact step and the drift lead, on its three
    scenes at three dt. The variational step's is finite-difference noise, whose digits change
    with any reordering of the arithmetic: it is given as below the bound the test checks."""
    out = test_output(cli, "core", "tst_force_engine_symplectic")
    bound = float(re.search(r"bound ([\d.e+-]+)", out).group(1))
    rows = ["| scene | dt | contacts in the step | variational step | drift lead |", "|---|---|---|---|---|"]
    previous = None
    for scene, dt, variational, lead, contacts in re.findall(
            r"symplectic defect: ([\w ]+), dt ([\d.]+): variational ([\d.e+-]+), drift lead ([\d.e+-]+), "
            r"contacts (\d+)", out):
        shown = f"< {bound:.0e}" if float(variational) < bound else f"{float(variational):.1e}"
        rows.append(f"| {scene if scene != previous else ''} | {dt} | {contacts} | {shown} | {float(lead):.2e} |")
        previous = scene
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


def test_output(cli, folder, name):
    """What a test of the build that holds `cli` prints (its qInfo lines), at the full size the
    docs quote: under the sanitizers (DISKLAB_SANITIZED) some tests shorten their runs, so the
    variable is left out."""
    build = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(cli))))
    binary = os.path.join(build, "tests", folder, name)
    environment = {key: value for key, value in os.environ.items() if key != "DISKLAB_SANITIZED"}
    run = subprocess.run([binary], capture_output=True, text=True, env=environment)
    if run.returncode != 0:
        raise RuntimeError(f"{binary} ended with {run.returncode}; the end of what it printed:\n"
                           + "\n".join((run.stdout + run.stderr).splitlines()[-20:]))
    return run.stdout


def published_validation(cli):
    """docs/physics.md: tst_hard_disk_physics' Z against published values, and its relaxation
    of the speeds to Maxwell-Boltzmann."""
    out = test_output(cli, "core", "tst_hard_disk_physics")
    rows = ["| eta | Z published | Z DiskLab | standard error |", "|---|---|---|---|"]
    for eta, z, error, published in re.findall(
            r"eta ([\d.]+): Z = ([\d.]+) \+- ([\d.]+) \(published ([\d.]+)\)", out):
        source = " (Henderson, below)" if eta == "0.65" else ""
        rows.append(f"| {float(eta):g} | {float(published):g}{source} | {z} | {error} |")
    before, after = re.search(r"KS distance: ([\d.]+) before, ([\d.]+) after", out).groups()
    rows += ["", "The row at 0.65 runs on neighbour lists, the others on cells. Its reference is Henderson's",
             "equation of state (below), accurate to about 0.1 % in the fluid.",
             "", "Speeds relax from all equal to Maxwell-Boltzmann: for N = 1000 at eta = 0.3, the",
             f"Kolmogorov-Smirnov distance to F(v) at the measured temperature falls from {before} to {after}",
             "after 20 collisions per disk (the test requires < 0.0616)."]
    return "\n".join(rows)


def number(pattern, text):
    """The figures that `pattern`'s groups find in `text`."""
    found = re.search(pattern, text)
    if not found:
        raise SystemExit(f"no '{pattern}' in the test's output")
    return [float(g) for g in found.groups()]


def relative(measured, theory):
    return f"{100 * (measured / theory - 1):+.2f} %"


def structure_checks(cli):
    """docs/physics.md: tst_structure_physics' structure and kinetics against theory."""
    out = test_output(cli, "core", "tst_structure_physics")
    rows = ["| check | run | theory | measured |", "|---|---|---|---|"]
    for k, eta in enumerate(("0.2", "0.4", "0.6")):
        z, _, collisions = number(rf"eta {eta}: Z from g\(sigma\+\) = ([\d.]+) \(g ([\d.]+)\), from collisions ([\d.]+)", out)
        label = "Z from g(sigma+) = Z from collisions (1 %)" if k == 0 else ""
        run = f"2000 disks, eta {eta}, 400 states one collision per disk apart" if k == 0 else f"eta {eta}"
        rows.append(f"| {label} | {run} | {collisions:.4f} | {z:.4f} ({relative(z, collisions)}) |")
    path, enskog_path, time, enskog_time, flights = number(
        r"mean free path ([\d.]+) \(Enskog ([\d.]+)\), time ([\d.]+) \(Enskog ([\d.]+)\), (\d+) flights", out)
    rows.append(f"| mean free path, Enskog with Henderson's g(sigma+) (2 %) | 2000 disks, eta 0.05, 100 collisions per "
                f"disk | {enskog_path:.5f} | {path:.5f} ({relative(path, enskog_path)}) |")
    rows.append(f"| mean free time (2 %) | same | {enskog_time:.5f} | {time:.5f} ({relative(time, enskog_time)}) |")
    above, boltzmann, exponential = number(r"P\(l > 1.0 lambda\) = ([\d.]+) \(Boltzmann ([\d.]+), exponential ([\d.]+)\)", out)
    rows.append(f"| P(l > lambda), Boltzmann, l over the whole flights' mean (a pure exponential gives {exponential:.5f}) | "
                f"same, {int(flights):,} flights in all | "
                f"{boltzmann:.5f} | {above:.5f} |")
    variation, boltzmann_variation = number(r"coefficient of variation ([\d.]+) \(Boltzmann ([\d.]+)\)", out)
    rows.append(f"| coefficient of variation of l | same | {boltzmann_variation:.4f} | {variation:.4f} |")
    slope, barometric, _ = number(r"ln n slope (-[\d.]+), barometric -m g / kT = (-[\d.]+) \(kT ([\d.]+)\)", out)
    rows.append(f"| barometric slope -m g / kT (3 %) | 400 disks of diameter 0.02, 20 x 20 walls, g = 0.1, 4000 states | "
                f"{barometric:.5f} | {slope:.5f} ({relative(slope, barometric)}) |")
    small, large = number(r"sqrt\(N <\|psi6\|\^2>\): ([\d.]+) at N = 256, ([\d.]+) at N = 4096", out)
    rows.append(f"| sqrt(N <abs(psi6)^2>) the same at every N | 256 and 4096 disks, eta 0.3, 40 states | equal | "
                f"{small:.4f}, {large:.4f} |")
    c0, c0_theory, rate, enskog_rate = number(
        r"C\(0\) = ([\d.]+) \(2 kT / m = ([\d.]+)\); decay rate ([\d.]+), Enskog 1 / tau = ([\d.]+)", out)
    rows.append(f"| velocity autocorrelation: C(0) = 2 kT / m (1 %) | 2000 disks, eta 0.05, 2000 states 0.2 apart | "
                f"{c0_theory:.4f} | {c0:.4f} |")
    rows.append(f"| its initial decay rate, Enskog's 1 / tau (3 %) | same, fitted over lags 0 to 2 (half of tau) | "
                f"{enskog_rate:.5f} | {rate:.5f} ({relative(rate, enskog_rate)}) |")
    return "\n".join(rows)


def force_scenarios(cli):
    """docs/forces.md: what tst_force_scenarios measures on each shipped force scenario."""
    out = test_output(cli, "cli", "tst_force_scenarios")
    period, small, amplitude = number(r"period ([\d.]+); 2 pi sqrt\(L/g\) = ([\d.]+), at the amplitude ([\d.]+)", out)
    stretches = [(float(a), float(b)) for a, b in re.findall(r"stretch ([\d.]+), expected ([\d.]+)", out)]
    worst = max(abs(a - b) for a, b in stretches)
    start, largest, end, spread0, spread1, psi0, psi1 = number(
        r"kinetic: start ([\d.]+), largest ([\d.]+), end ([\d.e-]+); nearest-neighbour spread ([\d.]+) -> ([\d.]+); "
        r"psi6 ([\d.]+) -> ([\d.]+)", out)
    paired0, paired1, k0, k1, energy, change = number(
        r"paired ([\d.]+) -> ([\d.]+); kinetic ([\d.]+) -> ([\d.]+); K \+ U ([\d.]+), largest change ([\d.]+)", out)
    agreement = "< 5e-7 in the printed digits" if worst == 0 else f"{worst:.1e}"
    return "\n".join([
        "| file | what | checked |", "|---|---|---|",
        f"| `spring-pendulum.json` | L = 5, 5 degrees, g = 1, k = 10^4 | period {period:.5f} against {amplitude:.5f} for "
        f"a pendulum of its amplitude (2 pi sqrt(L / g) = {small:.5f} for a small one) |",
        f"| `spring-chain.json` | 10 disks, k = 20, rest 1.5, g = 1, damping 0.2, hung from a pivot | at t = 150 "
        f"every spring, the pivot's included, stretched by (disks below) m g / k within 1 % (measured: {len(stretches)} "
        f"springs, largest difference {agreement}) |",
        f"| `charged-crystal.json` | 100 charges +1, packing 0.05, kT = 0.05, damping 0.2 | kinetic energy {start:g}, "
        f"up to {largest:.1f}, down to {end:.2g} by t = 150; away from the walls the nearest-neighbour spread falls "
        f"from {spread0:.2f} to {spread1:.3f} and psi6 rises from {psi0:.2f} to {psi1:.2f} |",
        f"| `charged-pairs.json` | 50 charges +1 and 50 -1, packing 0.1, kT = 0.05, no damping | disks paired with an "
        f"opposite charge within 1.5 diameters: {100 * paired0:.0f} % at the start, {100 * paired1:.0f} % over t = 60 "
        f"to 100; kinetic energy {k0:g} to {k1:.0f}; K + U ({energy:.2f}) within {change:.2g} |",
    ])


def eos_sweep(cli):
    """docs/cli.md: the equation-of-state sweep of docs/examples/hard-disk-eos, each packing's
    mean over its seeds with the standard error of that mean, against Henderson's."""
    example = os.path.join(ROOT, "docs", "examples", "hard-disk-eos", "sweep.json")
    with tempfile.TemporaryDirectory() as folder:
        spec = os.path.join(folder, "sweep.json")
        with open(example) as source, open(spec, "w") as copy:
            copy.write(source.read())
        subprocess.run([cli, "sweep", spec, "--jobs", "2"], check=True, capture_output=True)
        table = os.path.join(folder, "eos.csv")
        subprocess.run([cli, "sweep", "collect", spec, "-o", table], check=True, capture_output=True)
        with open(table, newline="") as f:
            jobs = list(csv.DictReader(f))
    by_packing = {}
    for job in jobs:
        by_packing.setdefault(float(job["generate.packing"]), []).append(float(job["compressibility"]))
    rows = ["| eta | Z DiskLab | standard error | Z Henderson | difference |", "|---|---|---|---|---|"]
    largest = 0.0
    for eta, z in sorted(by_packing.items()):
        mean = sum(z) / len(z)
        error = (sum((x - mean) ** 2 for x in z) / (len(z) - 1) / len(z)) ** 0.5
        difference = 100 * (mean / henderson(eta) - 1)
        largest = max(largest, abs(difference))
        rows.append(f"| {eta:.2f} | {mean:.4f} | {error:.4f} | {henderson(eta):.4f} | {difference:+.2f} % |")
    n = int(json.load(open(example))["generate"]["n"])
    rows += ["", f"Every point lies within {largest:.2f} % of Henderson's curve, which is itself accurate to about 0.1 % in",
             f"the fluid; of that, {100 / n:.1f} % at low packing is the finite gas's ideal term, (N - 1) / N for {n} disks",
             "in a periodic box (docs/physics.md, Observables); the standard errors come from only four seeds each."]
    return "\n".join(rows)


TABLES = {
    "eos-sweep": Table("docs/cli.md", False, eos_sweep),
    "force-scenarios": Table("docs/forces.md", True, force_scenarios),
    "structure-checks": Table("docs/physics.md", True, structure_checks),
    "published-validation": Table("docs/physics.md", True, published_validation),
    "force-engine-order": Table("docs/forces.md", True, force_engine_order),
    "force-engine-contact-order": Table("docs/forces.md", True, force_engine_contact_order),
    "force-engine-symplecticity": Table("docs/forces.md", True, force_engine_symplecticity),
    "force-engine-schemes": Table("docs/forces.md", True, force_engine_schemes),
    "force-engine-cost": Table("docs/forces.md", True, force_engine_cost, cost_columns=(1,)),
    "hard-disk-densities": Table("docs/physics.md", False, hard_disk_densities),
}
