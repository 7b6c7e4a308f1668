#!/usr/bin/env bash
# `pip install .` into a fresh venv, as README.md (Python) tells a user: a venv of the Python the
# module is built for, seeing Debian's setuptools, wheel and NumPy (--system-site-packages),
# pip offline (--no-index, --no-build-isolation). The module is built in the CMake build folder
# the test belongs to (DISKLAB_CMAKE_BUILD_DIR, setup.py), so the test compiles nothing. Then,
# from a folder outside the sources, the venv's Python imports the installed module (not
# build/python) and runs a scenario.
#
#   pip_install_into_venv.sh PYTHON SOURCE_DIR CMAKE_BUILD_DIR
set -euo pipefail
python=$1 source=$2 build=$3
work=$(mktemp -d "${TMPDIR:-/tmp}/disklab-venv.XXXXXX")
trap 'rm -rf -- "$work"' EXIT

"$python" -m venv --system-site-packages "$work/venv"
unset PYTHONPATH
DISKLAB_CMAKE_BUILD_DIR=$build DISKLAB_PYTHON_BUILD_BASE=$work/pip-build \
    "$work/venv/bin/python" -m pip install --quiet --no-index --no-build-isolation "$source"
"$work/venv/bin/python" -m pip show disklab | grep -x 'Version: [0-9.]*'

cd "$work"
"$work/venv/bin/python" - "$work/venv" <<'PY'
import pathlib, sys
import disklab
venv = pathlib.Path(sys.argv[1]).resolve()
where = pathlib.Path(disklab.__file__).resolve()
assert venv in where.parents, f"imported {where}, not the venv's copy under {venv}"
gas = disklab.generate("gas", n=200, packing=0.3, periodic=True, seed=3)
report = disklab.run(gas, until=2)
assert report["collisions"] > 0, report
print("disklab", disklab.__version__, "from", where, ":", report["collisions"], "collisions")
PY
