#!/usr/bin/env bash
# Installs what DiskLab needs to build and test on Debian 12, if anything is missing.
# Runs apt-get as root, or through sudo for a normal user.
set -euo pipefail

packages=(
  g++ cmake ninja-build pkg-config
  qt6-base-dev qt6-charts-dev libqcustomplot-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libgl-dev libqt6opengl6-dev xvfb xauth  # Qt Charts' CMake package needs Qt6OpenGL's
  qt6-svg-dev fonts-noto-cjk  # SVG icons and SVG export (Qt6::Svg); Chinese and Japanese text
  qt6-translations-l10n  # Qt's own buttons and dialogs (OK, Cancel, file dialogs) in Chinese and Japanese
  appstream desktop-file-utils  # validators of the AppStream metainfo and the desktop entry (tests/install)
  dpkg-dev file  # cpack -G DEB finds the Debian package's dependencies with dpkg-shlibdeps
  clang libclang-rt-dev  # libFuzzer and its sanitizer runtimes, for scripts/fuzz.sh
  python3-ase  # the test trajectory_read_by_ase reads `run --trajectory` files with ASE, as researchers do
  parallel python3-matplotlib  # sweeps handed to GNU parallel (tst_cli_sweep); the equation-of-state example's plot
  pybind11-dev python3-dev python3-numpy  # the Python module `disklab` (src/python)
  python3-venv python3-pip python3-setuptools python3-wheel  # `pip install .` into a venv (python_pip_install_venv)
  help2man  # the manual pages, written from the programs' --help at build time
  lintian debootstrap  # checks of the .deb: Debian's package checker, a clean Debian to install it on
  slurm-wlm munge  # the test sweep_on_slurm submits a sweep's job array to a one-node Slurm it starts
  poppler-utils  # tst_cli_report reads the lab report's PDF text with pdftotext
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}"
as_root=()
[ "$(id -u)" -ne 0 ] && as_root=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update
"${as_root[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
