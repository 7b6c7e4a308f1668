#!/usr/bin/env python3
"""Fails when a function in src/ is longer than 80 lines (docs/developer.md: small functions).

A function is a brace block opened outside any other function: at file or namespace level, or
directly in a class body. Its length runs from the line that opens its body to the line that
closes it. Comments and string literals are blanked first, so braces in them do not count.
Standard library only.

    python3 tests/house/function_lengths.py SOURCE_DIR [--longest N]
"""

import pathlib
import re
import sys

LIMIT = 80
COMMENT = re.compile(r"//.*")
STRING = re.compile(r'"(\\.|[^"\\])*"')
CHARACTER = re.compile(r"'(\\.|[^'\\])'")
SCOPE = re.compile(r"\b(namespace|class|struct|enum|union)\b[^;()]*$")


def code_of(line):
    return CHARACTER.sub("''", STRING.sub('""', COMMENT.sub("", line)))


def long_functions(path):
    """(length, first line, the line that names it) of each function over LIMIT lines."""
    lines = path.read_text(encoding="utf-8", errors="replace").split("\n")
    scopes, opened, found = [], None, []
    for number, line in enumerate(lines):
        code = code_of(line)
        for k, ch in enumerate(code):
            if ch == "{":
                scope = bool(SCOPE.search(code[:k])) or (not code[:k].strip() and number > 0
                                                          and bool(SCOPE.search(code_of(lines[number - 1]))))
                if not scope and opened is None and all(scopes):
                    name = line if ")" in code[:k] else lines[number - 1]
                    opened = (number, len(scopes), name.strip())
                scopes.append(scope)
            elif ch == "}":
                if scopes:
                    scopes.pop()
                if opened is not None and len(scopes) == opened[1]:
                    length = number - opened[0] + 1
                    if length > LIMIT:
                        found.append((length, opened[0] + 1, opened[2]))
                    opened = None
    return found


def main():
    root = pathlib.Path(sys.argv[1])
    failures = []
    for path in sorted(root.rglob("*")):
        if path.suffix in (".cpp", ".h"):
            failures += [(length, path.relative_to(root.parent), line, name) for length, line, name in long_functions(path)]
    for length, path, line, name in sorted(failures, reverse=True):
        print(f"{path}:{line}: {length} lines: {name[:100]}")
    if failures:
        print(f"{len(failures)} functions longer than {LIMIT} lines; split them into functions with names of their own")
        return 1
    print(f"no function in {root} is longer than {LIMIT} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
