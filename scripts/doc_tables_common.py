"""What the tables of docs/ share: where the repository is, disklab-cli's JSON reports, the
blocked error of a correlated series and Henderson's equation of state."""

import json
import math
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_cli(cli, *args):
    """disklab-cli's --json report of a command, as a dict."""
    out = subprocess.run([cli, *args], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def blocked_error(values, fewest_blocks=16):
    """The standard error of the mean of a correlated series by blocking, as DiskLab's own
    (src/core/blocked_error.h; Flyvbjerg and Petersen, J. Chem. Phys. 91, 461 (1989)):
    neighbouring values are averaged in pairs until one more halving would leave fewer than
    16 blocks, and the error is that of the mean of those blocks."""
    series = list(values)
    while len(series) // 2 >= fewest_blocks:
        series = [(series[2 * k] + series[2 * k + 1]) / 2 for k in range(len(series) // 2)]
    n = len(series)
    mean = sum(series) / n
    return math.sqrt(sum((x - mean) ** 2 for x in series) / (n - 1) / n)


def beyond_round_off(x, shown):
    """`shown(x)`, or "< 1e-12" where x is round-off, whose digits change with any reordering
    of the arithmetic (so a check of the docs would fail on a figure that means nothing)."""
    return "< 1e-12" if abs(x) < 1e-12 else shown(x)


def henderson(eta):
    """Henderson's equation of state for hard disks with its eta^4 term."""
    return (1 + eta * eta / 8) / (1 - eta) ** 2 - 0.043 * eta ** 4 / (1 - eta) ** 3


class Table:
    """A table of figures in the docs: the files that hold it (one per language for a guide),
    whether the test suite can afford its commands, the function that makes it from a
    disklab-cli, and the columns (from 0) that are wall-clock times, which vary between runs
    and so are left out when the docs are checked.

    `make(cli)` gives either the whole table as Markdown, or, for a table that is translated,
    only its figures: one list of cells per row for every column but the first. The header and
    each row's first cell (its label) then stay as each language's file writes them."""

    def __init__(self, files, cheap, make, cost_columns=()):
        self.files = (files,) if isinstance(files, str) else tuple(files)
        self.cheap = cheap
        self.make = make
        self.cost_columns = tuple(cost_columns)
