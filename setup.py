"""Builds the Python module `disklab` with DiskLab's CMake build, for the interpreter running
pip, so that `pip install .` puts it into that interpreter's environment (a venv included).

The module is a compiled extension: it loads only in the Python version (and ABI) it was built
for. CMake is told to use exactly this interpreter (-DPython_EXECUTABLE), whatever else is first
on the PATH.

DISKLAB_CMAKE_BUILD_DIR names a CMake build folder that already builds the module for this
interpreter; the module is then built (usually: found up to date) there instead of in a fresh
folder, which saves compiling DiskLab a second time."""

import os
import pathlib
import re
import shutil
import subprocess
import sys
import sysconfig

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

SOURCE = pathlib.Path(__file__).resolve().parent
BUILD_BASE = pathlib.Path(os.environ.get("DISKLAB_PYTHON_BUILD_BASE", SOURCE / "build" / "python-package"))


def project_version():
    """The version in CMakeLists.txt's project(), the one place DiskLab's version is written."""
    found = re.search(r"project\(DiskLab VERSION ([0-9.]+)", (SOURCE / "CMakeLists.txt").read_text())
    return found.group(1)


def configured_build_folder():
    """A fresh CMake build of the module alone (no desktop application, no tests) for this Python."""
    folder = BUILD_BASE / f"cmake-{sys.implementation.cache_tag}"
    generator = ["-G", "Ninja"] if shutil.which("ninja") else []
    subprocess.run(["cmake", "-S", str(SOURCE), "-B", str(folder), *generator,
                    "-DCMAKE_BUILD_TYPE=Release", f"-DPython_EXECUTABLE={sys.executable}",
                    "-DDISKLAB_BUILD_APP=OFF", "-DDISKLAB_BUILD_TESTS=OFF"], check=True)
    return folder


class BuildWithCMake(build_ext):
    def build_extension(self, ext):
        given = os.environ.get("DISKLAB_CMAKE_BUILD_DIR")
        folder = pathlib.Path(given) if given else configured_build_folder()
        subprocess.run(["cmake", "--build", str(folder), "--target", "disklab_python"], check=True)
        built = folder / "python" / ("disklab" + sysconfig.get_config_var("EXT_SUFFIX"))
        if not built.is_file():
            found = ", ".join(p.name for p in (folder / "python").glob("disklab*")) or "nothing"
            raise RuntimeError(f"{folder} builds the module for another Python ({found}), not for "
                               f"{sys.executable}; unset DISKLAB_CMAKE_BUILD_DIR to build for this one")
        target = pathlib.Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)


BUILD_BASE.mkdir(parents=True, exist_ok=True)
setup(
    version=project_version(),
    ext_modules=[Extension("disklab", sources=[])],
    cmdclass={"build_ext": BuildWithCMake},
    # setuptools' own folders go into the build folder, not beside the sources.
    options={"build": {"build_base": str(BUILD_BASE / "setuptools")},
             "egg_info": {"egg_base": str(BUILD_BASE)}},
)
