#!/usr/bin/env python3
"""Writes the tables of figures in docs/ that come from DiskLab's own commands.

A table lives between two markers in a Markdown file,

    <!-- figures: NAME -->
    ...
    <!-- /figures -->

and NAME is one of the tables of the doc_tables_*.py modules beside this script: this script
runs the commands behind it with the disklab-cli of a build and puts the table it makes between
the markers, so a figure in the docs is always what the command gives. A translated guide holds
the same table under the same NAME; there only the figures are written, and the header and the
rows' labels stay in the file's language. With --check it rewrites nothing and fails when a
table in the docs differs from what the commands give now, wall-clock columns aside (the test
suite runs the cheap tables this way). Standard library only.

    python3 scripts/doc_figures.py [--cli build/src/cli/disklab-cli] [--check] [--cheap] [NAME ...]
"""

import argparse
import os
import re
import sys

import doc_tables_aggregation
import doc_tables_benchmarks
import doc_tables_broad_phase
import doc_tables_cli
import doc_tables_melting
import doc_tables_physics
import doc_tables_teacher_guide
import doc_tables_time_driven
import doc_tables_units
from doc_tables_common import ROOT

TABLES = {**doc_tables_physics.TABLES, **doc_tables_aggregation.TABLES, **doc_tables_time_driven.TABLES,
          **doc_tables_teacher_guide.TABLES, **doc_tables_units.TABLES, **doc_tables_benchmarks.TABLES,
          **doc_tables_broad_phase.TABLES, **doc_tables_cli.TABLES, **doc_tables_melting.TABLES}

MARKERS = re.compile(r"(<!-- figures: (?P<name>[\w-]+) -->\n)(?P<body>.*?)(<!-- /figures -->)", re.S)


def cells(line):
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def with_labels(figures, written, where):
    """The table `written` in a file, its figures replaced by `figures` (rows of cells after
    the first column): the header and the rows' labels stay as the file has them."""
    lines = written.rstrip("\n").split("\n")
    header, rows = lines[:2], lines[2:]
    if len(rows) != len(figures):
        sys.exit(f"{where}: the table has {len(rows)} rows where its commands give {len(figures)}")
    return "\n".join(header + [f"| {cells(row)[0]} | " + " | ".join(f) + " |" for row, f in zip(rows, figures)])


def without_columns(table, columns):
    """`table` with the cells of `columns` blanked, for comparing tables whose costs vary."""
    if not columns:
        return table
    def blank(line):
        if not line.startswith("|"):
            return line
        row = cells(line)
        return "|".join("" if k in columns else cell for k, cell in enumerate(row))
    return "\n".join(blank(line) for line in table.split("\n"))


def update(name, table, figures, check):
    """Writes (or with `check`, compares) the table `name` in each of its files; False when a
    checked table differs."""
    same = True
    for relative in table.files:
        path = os.path.join(ROOT, relative)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        blocks = [m for m in MARKERS.finditer(text) if m.group("name") == name]
        if len(blocks) != 1:
            sys.exit(f"{relative}: expected one '<!-- figures: {name} -->' block, found {len(blocks)}")
        block = blocks[0]
        written = block.group("body")
        made = (figures if isinstance(figures, str) else with_labels(figures, written, relative)).rstrip("\n") + "\n"
        reproduces = without_columns(written, table.cost_columns) == without_columns(made, table.cost_columns)
        print(f"{relative}: {name} {'reproduces' if reproduces else 'differs from what the commands give now'}")
        if check:
            if not reproduces:
                print(made, file=sys.stderr)
                same = False
            continue
        if made == written:
            continue
        text = text[:block.start("body")] + made + text[block.end("body"):]
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        print(f"{relative}: {name} written")
    return same


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cli", default=os.path.join(ROOT, "build", "src", "cli", "disklab-cli"))
    parser.add_argument("--check", action="store_true", help="fail on a table that differs; write nothing")
    parser.add_argument("--cheap", action="store_true", help="only the tables cheap enough for the test suite")
    parser.add_argument("names", nargs="*", help="tables to make (default: all)")
    args = parser.parse_args()
    names = args.names or [n for n, table in TABLES.items() if table.cheap or not args.cheap]
    unknown = [n for n in names if n not in TABLES]
    if unknown:
        sys.exit(f"no table named {', '.join(unknown)}; tables: {', '.join(TABLES)}")
    results = [update(name, TABLES[name], TABLES[name].make(args.cli), args.check) for name in names]
    sys.exit(0 if all(results) else 1)


if __name__ == "__main__":
    main()
