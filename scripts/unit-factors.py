#!/usr/bin/env python3
"""The atoms scale's factors per gas, as docs/physics.md ("Units") tabulates them: what one
reduced unit of time, speed and pressure is when a disk is an atom of the gas (kinetic diameter,
standard atomic weight) and kT = 1 is 300 K. Written independently of the app's
src/app/units/unit_system.cpp, so the table checks it."""
from math import sqrt

kB, u = 1.380649e-23, 1.66053906660e-27  # J/K (exact), kg (CODATA 2018)
kT = kB * 300  # J: kT = 1 is room temperature for every gas

print("| gas | σ (nm) | m (u) | time unit σ√(m/kT) (ps) | speed unit √(kT/m) (m/s) | pressure unit kT/σ³ (kPa) | (atm) |")
print("|---|---|---|---|---|---|---|")
for name, sigma, m in [("helium", 0.260, 4.002602), ("neon", 0.275, 20.1797), ("argon", 0.340, 39.948),
                       ("xenon", 0.396, 131.293)]:
    speed = sqrt(kT / (m * u))
    time = sigma * 1e-9 / speed * 1e12
    pressure = kT / (sigma * 1e-9) ** 3
    print(f"| {name} | {sigma:.3f} | {m} | {time:.4g} | {speed:.4g} | {pressure / 1e3:.6g} | {pressure / 101325:.5g} |")
print(f"energy unit kT = {kT * 1e21:.4f} zJ = {kT * 6.02214076e23 / 1e3:.4f} kJ/mol")
