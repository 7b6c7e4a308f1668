#!/usr/bin/env python3
"""How many leading events of DiskLab's event logs are exact.

For each algs4 scenario file (unit box, fixed walls), computes the first N events with 60
significant digits by the naive method (every pair and wall tested at every event), then
runs `disklab-cli run FILE --events N --allow-overlaps --events-log` and counts the leading
events that agree: same kind, same disks or wall, and a time within 1e-9 relative.

Double-precision round-off grows by a constant factor at every collision of a chaotic
system, so every double-precision engine leaves the exact log after some number of events;
this tells how long DiskLab stays on it, file by file.

    scripts/exact-event-log.py CLI FILE.txt [FILE.txt ...] [--events N] [--logs DIR]

--logs DIR compares logs already written there (DIR/NAME.csv) instead of running the CLI.
"""

import argparse
import csv
import os
import subprocess
import sys
import tempfile
from decimal import Decimal, getcontext

getcontext().prec = 60
SIDES = ["left", "right", "bottom", "top"]


def load_algs4(path):
    with open(path, encoding="utf-8-sig") as f:
        tokens = [line.split() for line in f if line.strip()]
    count = int(tokens[0][0])
    return [[Decimal(v) for v in row[:6]] for row in tokens[1 : count + 1]]


def exact_events(disks, count):
    """The first `count` events as (time, kind, a, b), disks as [x, y, vx, vy, r, m]."""
    now = Decimal(0)
    log = []
    while len(log) < count:
        best, event = None, None
        for i, (x, y, vx, vy, r, _) in enumerate(disks):
            for side, (gap, speed) in enumerate(((x - r, -vx), (1 - r - x, vx), (y - r, -vy), (1 - r - y, vy))):
                if speed > 0 and (best is None or gap / speed < best):
                    best, event = gap / speed, ("wall", i, side)
            for j in range(i + 1, len(disks)):
                dx, dy = disks[j][0] - x, disks[j][1] - y
                dvx, dvy = disks[j][2] - vx, disks[j][3] - vy
                b = dx * dvx + dy * dvy
                if b >= 0:
                    continue
                a = dvx * dvx + dvy * dvy
                sigma = r + disks[j][4]
                discriminant = b * b - a * (dx * dx + dy * dy - sigma * sigma)
                if discriminant < 0:
                    continue
                t = (-b - discriminant.sqrt()) / a
                if best is None or t < best:
                    best, event = t, ("pair", i, j)
        if best is None:
            break
        best = max(best, Decimal(0))
        for d in disks:
            d[0] += d[2] * best
            d[1] += d[3] * best
        now += best
        kind, a, b = event
        if kind == "wall":
            disks[a][2 if b < 2 else 3] *= -1
            log.append((now, "wall", str(a), SIDES[b]))
        else:
            p, q = disks[a], disks[b]
            dx, dy = q[0] - p[0], q[1] - p[1]
            sigma = p[4] + q[4]
            impulse = 2 * p[5] * q[5] * (dx * (q[2] - p[2]) + dy * (q[3] - p[3])) / (sigma * (p[5] + q[5]))
            jx, jy = impulse * dx / sigma, impulse * dy / sigma
            p[2] += jx / p[5]
            p[3] += jy / p[5]
            q[2] -= jx / q[5]
            q[3] -= jy / q[5]
            log.append((now, "pair", str(a), str(b)))
    return log


def agreeing(exact, log_path):
    with open(log_path, newline="") as f:
        rows = list(csv.reader(f))[1:]
    for k, (e, row) in enumerate(zip(exact, rows)):
        if (e[1], e[2], e[3]) != tuple(row[1:4]) or abs(Decimal(row[0]) - e[0]) > Decimal("1e-9") * abs(e[0]):
            return k
    return min(len(exact), len(rows))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("cli")
    parser.add_argument("files", nargs="+")
    parser.add_argument("--events", type=int, default=200)
    parser.add_argument("--logs")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        for path in args.files:
            name = os.path.splitext(os.path.basename(path))[0]
            log_path = os.path.join(args.logs or scratch, name + ".csv")
            if not args.logs:
                subprocess.run([args.cli, "run", path, "--events", str(args.events), "--allow-overlaps",
                                "--events-log", log_path], check=True, stdout=subprocess.DEVNULL)
            exact = exact_events(load_algs4(path), args.events)
            print(f"{name}: {agreeing(exact, log_path)} of {len(exact)} events exact")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
