#!/usr/bin/env python3
"""The floors check (app_floors.py) on small planted trees: it names each include that goes
sideways or upward, with its file and line, also through a Designer form, and a folder the
table leaves out; an include down or within its own folder passes. Standard library only."""

import pathlib
import sys
import tempfile
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import app_floors  # noqa: E402

TABLE = """# Architecture
## Floors of `src/app`
| Floor | Folders | What |
|---|---|---|
| 3 | `window/` | composes |
| 2 | `edit/`, `run/` | features |
| 1 | `units/` | kit |
## Next section
| 9 | `elsewhere/` | not a floor: another section |
"""


class AppFloors(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.root = pathlib.Path(self.folder.name)
        (self.root / "architecture.md").write_text(TABLE)
        (self.root / "forms").mkdir()
        for folder in ("window", "edit", "run", "units"):
            (self.root / "app" / folder).mkdir(parents=True)

    def tearDown(self):
        self.folder.cleanup()

    def write(self, name, text):
        (self.root / name).write_text(text)

    def problems(self):
        floors, problems = app_floors.read_floors(self.root / "architecture.md")
        found, checked = app_floors.violations(floors, self.root / "app", self.root / "forms")
        return problems + found, checked

    def test_table_is_read_from_its_section_only(self):
        floors, problems = app_floors.read_floors(self.root / "architecture.md")
        self.assertEqual(floors, {"window": 3, "edit": 2, "run": 2, "units": 1})
        self.assertEqual(problems, [])

    def test_includes_down_and_within_a_folder_pass(self):
        self.write("app/window/w.cpp", '#include "app/window/w.h"\n#include "app/edit/e.h"\n#include "app/units/u.h"\n')
        self.write("app/edit/e.cpp", '#include "app/edit/e.h"\n#include "app/units/u.h"\n')
        self.write("app/main.cpp", '#include "app/window/w.h"\n')
        self.assertEqual(self.problems(), ([], 5))

    def test_sideways_and_upward_includes_are_named_with_file_and_line(self):
        self.write("app/run/r.cpp", '#include "app/run/r.h"\n\n#include "app/edit/e.h"\n')
        self.write("app/units/u.h", '#pragma once\n#include "app/window/w.h"\n')
        problems, _ = self.problems()
        self.assertEqual(len(problems), 2)
        self.assertIn("r.cpp:3: includes app/edit/e.h: edit/ (floor 2) is on the same floor as run/ (floor 2)", problems[0])
        self.assertIn("u.h:2: includes app/window/w.h: window/ (floor 3) is on a floor above units/ (floor 1)", problems[1])
        self.assertTrue(all(app_floors.RULE in p for p in problems))

    def test_a_forms_widget_headers_count_as_includes(self):
        self.write("forms/panel.ui", "<ui><header>app/window/spin.h</header><header>app/units/u.h</header></ui>")
        self.write("app/run/r.cpp", '#include "ui_panel.h"\n')
        problems, checked = self.problems()
        self.assertEqual(checked, 2)
        self.assertEqual(len(problems), 1)
        self.assertIn("r.cpp:1: includes app/window/spin.h (through form panel.ui): window/ (floor 3)", problems[0])

    def test_folders_missing_from_the_table_or_the_tree_are_named(self):
        (self.root / "app" / "extra").mkdir()
        (self.root / "app" / "units").rmdir()
        self.write("app/edit/e.cpp", '#include "app/extra/x.h"\n')
        problems, _ = self.problems()
        self.assertTrue(any("extra/: a folder on no floor" in p for p in problems))
        self.assertTrue(any("units/: named in the table of floors but missing" in p for p in problems))
        self.assertTrue(any("e.cpp:1: includes app/extra/x.h: extra/ is on no floor" in p for p in problems))


if __name__ == "__main__":
    unittest.main()
