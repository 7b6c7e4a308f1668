#!/usr/bin/env bash
# The Debian package as cpack makes it, checked by Debian's lintian with its pedantic tags: any
# error, warning or pedantic tag fails (README.md, Installing DiskLab, says which informational
# notes remain and why). The package is made in a temporary folder, not beside the build's own.
#
#   debian_package_lintian.sh CPACK BUILD_DIR LINTIAN
set -euo pipefail
cpack=$1 build=$2 lintian=$3
work=$(mktemp -d "${TMPDIR:-/tmp}/disklab-lintian.XXXXXX")
trap 'rm -rf -- "$work"' EXIT

(cd "$build" && "$cpack" -G DEB -B "$work" >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log" >&2; exit 1; }
deb=$(find "$work" -maxdepth 1 -name '*.deb')
[[ -n $deb ]] || { echo "cpack made no .deb" >&2; exit 1; }
"$lintian" --pedantic --fail-on error,warning,pedantic "$deb"
echo "lintian --pedantic: no error, warning or pedantic tag on $(basename "$deb")"
