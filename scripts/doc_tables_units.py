"""docs/physics.md's atoms scale, per gas: what one reduced unit of time, speed, acceleration,
diffusion and pressure is when a disk is an atom of the gas (kinetic diameter, standard atomic weight) and
kT = 1 is 300 K. Computed from the constants independently of the app's
src/app/units/unit_system.cpp, so the table checks it; no disklab-cli is run."""

from math import sqrt

from doc_tables_common import Table

KB, U = 1.380649e-23, 1.66053906660e-27  # J/K (exact), kg (CODATA 2018)
KT = KB * 300  # J: kT = 1 is room temperature for every gas
GASES = [("helium", 0.260, 4.002602), ("neon", 0.275, 20.1797), ("argon", 0.340, 39.948), ("xenon", 0.396, 131.293)]


def unit_factors(_cli):
    rows = ["| gas | σ (nm) | m (u) | time unit σ√(m/kT) (ps) | speed unit √(kT/m) (m/s) "
            "| acceleration unit kT/(mσ) (nm/ps²) | diffusion unit σ√(kT/m) (mm²/s) | pressure unit kT/σ³ (kPa) "
            "| (atm) |",
            "|---|---|---|---|---|---|---|---|---|"]
    for name, sigma, m in GASES:
        speed = sqrt(KT / (m * U))
        time = sigma * 1e-9 / speed * 1e12
        acceleration = KT / (m * U * sigma * 1e-9) * 1e9 / 1e24  # m/s² to nm/ps²
        diffusion = sigma * 1e-9 * speed * 1e6
        pressure = KT / (sigma * 1e-9) ** 3
        rows.append(f"| {name} | {sigma:.3f} | {m} | {time:.4g} | {speed:.4g} | {acceleration:.4g} | {diffusion:.4g} | {pressure / 1e3:.6g} "
                    f"| {pressure / 101325:.5g} |")
    rows.append("")
    rows.append(f"energy unit kT = {KT * 1e21:.4f} zJ = {KT * 6.02214076e23 / 1e3:.4f} kJ/mol; one unit of length is σ, "
                "of area σ², of mass m, of momentum m √(kT / m).")
    return "\n".join(rows)


TABLES = {"unit-factors": Table("docs/physics.md", True, unit_factors)}
