#!/usr/bin/env python3
"""Fails when a file in src/app includes a folder on its own floor (other than its own folder)
or on a floor above it, naming the file, the line and the rule.

The floors are read from the table under "Floors of `src/app`" in docs/architecture.md, so the
rule the docs state and the rule this checks are one: a new folder must be given a floor there
before any file in it passes, and a folder the table names must exist. A Designer form's custom
widget headers count as includes of the file that includes the form's `ui_<form>.h`. Files
directly in src/app (main.cpp, the executable) stand above every floor. Standard library only.

    python3 tests/house/app_floors.py ARCHITECTURE_MD SRC_APP_DIR FORMS_DIR
"""

import pathlib
import re
import sys

RULE = "a file includes its own folder and folders on lower floors only (docs/architecture.md, Floors of src/app)"
SECTION = re.compile(r"^#+ Floors of `src/app`")
ROW = re.compile(r"^\|\s*(\d+)\s*\|([^|]*)\|")
FOLDER = re.compile(r"`([A-Za-z0-9_]+)/`")
APP_INCLUDE = re.compile(r'^\s*#\s*include\s*["<]app/([^/">]+)/([^">]+)[">]')
FORM_INCLUDE = re.compile(r'^\s*#\s*include\s*"ui_([A-Za-z0-9_]+)\.h"')
FORM_HEADER = re.compile(r"<header>app/([^/<]+)/([^<]+)</header>")


def read_floors(architecture):
    """{folder: floor} from the floors table, and the problems of the table itself."""
    floors, problems, inside = {}, [], False
    for line in architecture.read_text(encoding="utf-8").split("\n"):
        if line.startswith("#"):
            inside = bool(SECTION.match(line))
            continue
        row = ROW.match(line) if inside else None
        if row:
            for folder in FOLDER.findall(row.group(2)):
                if folder in floors:
                    problems.append(f"{architecture}: {folder}/ is on two floors")
                floors[folder] = int(row.group(1))
    if not floors:
        problems.append(f"{architecture}: no table of floors under a heading 'Floors of `src/app`'")
    return floors, problems


def includes_of(path, forms):
    """(line number, folder, rest of the path, what names it) of each app include of `path`."""
    found = []
    for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").split("\n"), 1):
        match = APP_INCLUDE.match(line)
        if match:
            found.append((number, match.group(1), match.group(2), ""))
        form = FORM_INCLUDE.match(line)
        if form and (forms / f"{form.group(1)}.ui").is_file():
            text = (forms / f"{form.group(1)}.ui").read_text(encoding="utf-8")
            found += [(number, folder, rest, f" (through form {form.group(1)}.ui)")
                      for folder, rest in FORM_HEADER.findall(text)]
    return found


def violations(floors, app, forms):
    """Every include against the floors, every folder without a floor; and the includes checked."""
    problems, checked = [], 0
    folders = sorted(p.name for p in app.iterdir() if p.is_dir())
    problems += [f"{app / f}/: a folder on no floor; give it one in the table" for f in folders if f not in floors]
    problems += [f"{app / f}/: named in the table of floors but missing" for f in sorted(floors) if f not in folders]
    for path in sorted(app.rglob("*")):
        relative = path.relative_to(app)
        if path.suffix not in (".h", ".cpp") or len(relative.parts) < 2:
            continue
        own = relative.parts[0]
        for number, folder, rest, via in includes_of(path, forms):
            checked += 1
            if folder == own or own not in floors:
                continue
            if folder not in floors:
                problems.append(f"{path}:{number}: includes app/{folder}/{rest}{via}: {folder}/ is on no floor")
            elif floors[folder] >= floors[own]:
                where = "the same floor as" if floors[folder] == floors[own] else "a floor above"
                problems.append(f"{path}:{number}: includes app/{folder}/{rest}{via}: {folder}/ (floor "
                                f"{floors[folder]}) is on {where} {own}/ (floor {floors[own]}); {RULE}")
    return problems, checked


def main():
    architecture, app, forms = (pathlib.Path(a) for a in sys.argv[1:4])
    floors, problems = read_floors(architecture)
    found, checked = violations(floors, app, forms)
    problems += found
    if checked == 0:
        problems.append(f"{app}: no include of another app file found; the reader is broken")
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problem(s) with the floors of src/app")
        return 1
    print(f"{checked} includes in {app} checked against {len(floors)} folders on "
          f"{len(set(floors.values()))} floors: every one goes down")
    return 0


if __name__ == "__main__":
    sys.exit(main())
