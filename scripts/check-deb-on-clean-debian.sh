#!/usr/bin/env bash
# Installs a DiskLab .deb on a freshly bootstrapped Debian (12, bookworm, by default; SUITE names
# another release, such as trixie for Debian 13) and runs it there as an ordinary user, the way a
# lab machine gets it. Twice, each time on a fresh copy of the bootstrapped
# system: with `apt-get install --no-install-recommends`, which proves that the declared
# Depends alone run both programs, and with plain `apt-get install ./disklab_*.deb`, as the
# README says, which adds the translations of Qt's own texts and the Python module's Python and
# NumPy. It checks that the programs find their examples, documentation and translations under
# /usr and never in the tree they were built in (which the chroot does not have), and that
# running them writes nothing outside the user's home and runtime folder. A manual check, not
# part of CI: README.md, Installing DiskLab.
#
#   sudo bash scripts/check-deb-on-clean-debian.sh build/disklab_0.1.0_amd64.deb [SUITE]
#
# Needs root (debootstrap, chroot), debootstrap and binutils (scripts/install-dependencies.sh
# installs both) and Debian's package mirror (DISKLAB_DEBIAN_MIRROR, by default deb.debian.org). With Xvfb on this machine it also opens a
# real X11 window. Everything lives in a temporary folder that is removed at the end, pass or
# fail.
# Single quotes keep dpkg-query formats and the in-chroot shell's $HOME for the other side.
# shellcheck disable=SC2016
set -euo pipefail

usage() {
    echo "usage: $0 DISKLAB_DEB [SUITE]   (SUITE: bookworm, the default, or trixie, ...)" >&2
    exit 2
}

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

step() {
    echo
    echo "== $*"
}

[[ $# -eq 1 || $# -eq 2 ]] || usage
deb=$(realpath -- "$1")
suite=${2:-bookworm}
[[ -f $deb ]] || fail "no such package file: $1"
[[ $EUID -eq 0 ]] || fail "debootstrap and chroot need root; run this with sudo"
for tool in debootstrap dpkg-deb chroot mountpoint readelf strings; do
    command -v "$tool" >/dev/null || fail "$tool is missing (bash scripts/install-dependencies.sh installs it)"
done
mirror=${DISKLAB_DEBIAN_MIRROR:-http://deb.debian.org/debian}
security_mirror=${DISKLAB_DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}

work=$(mktemp -d "${TMPDIR:-/tmp}/disklab-deb-check.XXXXXX")
clean=$work/clean
root=$work/root
xvfb_pid=
unmount_proc() {
    local tree
    for tree in "$clean" "$root"; do
        if mountpoint -q "$tree/proc"; then
            umount "$tree/proc" || return 1
        fi
    done
}
cleanup() {
    if [[ -n $xvfb_pid ]]; then
        kill "$xvfb_pid" 2>/dev/null || true
    fi
    # /proc is the only mount; while it is mounted, rm -rf would walk the host's processes.
    unmount_proc || { echo "could not unmount a chroot's /proc; $work is left behind" >&2; return; }
    rm -rf -- "$work"
}
trap cleanup EXIT

started=$SECONDS
user=student
home=/home/$user
package=$(dpkg-deb -f "$deb" Package)
version=$(dpkg-deb -f "$deb" Version)
echo "package: $(basename "$deb") ($package $version, $(du -h "$deb" | cut -f1))"
echo "Depends: $(dpkg-deb -f "$deb" Depends)"
echo "Recommends: $(dpkg-deb -f "$deb" Recommends)"

step "What the package holds"
dpkg-deb -x "$deb" "$work/files"
[[ -x $work/files/usr/bin/disklab ]] || fail "the package has no /usr/bin/disklab"
[[ -x $work/files/usr/bin/disklab-cli ]] || fail "the package has no /usr/bin/disklab-cli"
[[ -d $work/files/usr/share/disklab/scenarios ]] || fail "the package has no /usr/share/disklab/scenarios"
[[ -d $work/files/usr/share/disklab/docs ]] || fail "the package has no /usr/share/disklab/docs"
mapfile -t elves < <(find "$work/files" -type f -exec sh -c 'head -c4 "$1" | grep -q ELF' sh {} \; -print)
for elf in "${elves[@]}"; do
    name=${elf#"$work/files"}
    # A run path would make the dynamic loader look in a folder of the building machine.
    if readelf -d "$elf" | grep -E 'R(UN)?PATH'; then
        fail "$name has a run path"
    fi
    echo "$name: no run path"
done
# The binaries name no folder of the machine that built them (cmake/distribution_flags.cmake;
# a program in the build tree finds its sources through a file, src/app/platform/app_paths.cpp).
# The package made by cpack sits in its build folder, whose cache names the source folder.
cache=$(dirname "$deb")/CMakeCache.txt
if [[ -f $cache ]]; then
    tree=$(sed -n 's/^CMAKE_HOME_DIRECTORY:INTERNAL=//p' "$cache")
    for elf in "${elves[@]}"; do
        if { strings -a "$elf"; strings -a -el "$elf"; } | grep -F "$tree/"; then
            fail "${elf#"$work/files"} names the build machine's folder $tree"
        fi
    done
    echo "no binary names $tree"
else
    echo "(the package is not in its build folder: the binaries are not searched for its paths)"
fi
for page in disklab disklab-cli; do
    [[ -s $work/files/usr/share/man/man1/$page.1.gz ]] || fail "the package has no manual page $page(1)"
done
echo "manual pages: disklab(1), disklab-cli(1)"
python_module=$(find "$work/files/usr/lib/python3/dist-packages" -maxdepth 1 -name 'disklab*.so' -printf '%f\n' 2>/dev/null || true)
if [[ -n $python_module ]]; then
    relations="$(dpkg-deb -f "$deb" Depends), $(dpkg-deb -f "$deb" Recommends)"
    for needed in python3 python3-numpy; do
        grep -Eq "(^|, )$needed( |,|$)" <<<"$relations" \
            || fail "the package ships the Python module $python_module but neither depends on nor recommends $needed"
    done
    echo "Python module $python_module, with python3 and python3-numpy declared"
fi

step "A clean Debian $suite (debootstrap --variant=minbase $suite)"
debootstrap --variant=minbase "$suite" "$clean" "$mirror" >"$work/debootstrap.log" 2>&1 \
    || { tail -n 20 "$work/debootstrap.log" >&2; fail "debootstrap of $suite from $mirror failed"; }
cat >"$clean/etc/apt/sources.list" <<EOF
deb $mirror $suite main
deb $mirror $suite-updates main
deb $security_mirror $suite-security main
EOF
in_tree() {
    local tree=$1
    shift
    chroot "$tree" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8 "$@"
}
mount -t proc proc "$clean/proc"
in_tree "$clean" apt-get update -q >"$work/apt.log" 2>&1 || { cat "$work/apt.log" >&2; fail "apt-get update in the chroot failed"; }
umount "$clean/proc"
packages_before=$(in_tree "$clean" dpkg-query -W -f '${Package}\n' | wc -l)
echo "bootstrapped in $((SECONDS - started)) s: $packages_before packages, $(du -sh "$clean" | cut -f1)"

if command -v Xvfb >/dev/null; then
    # A real X11 window through Qt's xcb plugin, as on a lab machine. The chroot shares this
    # machine's network namespace, so it reaches Xvfb's abstract socket without a bind mount.
    for number in $(seq 90 140); do
        [[ -e /tmp/.X$number-lock || -e /tmp/.X11-unix/X$number ]] || break
    done
    Xvfb ":$number" -nolisten tcp -screen 0 1280x800x24 >"$work/xvfb.log" 2>&1 &
    xvfb_pid=$!
    for _ in $(seq 50); do
        [[ -e /tmp/.X11-unix/X$number ]] && break
        sleep 0.1
    done
    [[ -e /tmp/.X11-unix/X$number ]] || { cat "$work/xvfb.log" >&2; fail "Xvfb :$number did not start"; }
    x_display=:$number
else
    echo "(no Xvfb on this machine: no X11 window is tried; apt-get install xvfb for one)"
    x_display=
fi

in_root() {
    in_tree "$root" "$@"
}
as_user() {
    chroot --userspec="$user:$user" "$root" /usr/bin/env -i PATH=/usr/bin:/bin HOME="$home" USER="$user" \
        LANG="${LANG_FOR_USER:-C.UTF-8}" XDG_RUNTIME_DIR="/run/user/$uid" ${DISPLAY_FOR_USER:+DISPLAY="$DISPLAY_FOR_USER"} \
        /bin/sh -c 'cd "$HOME" && exec "$@"' sh "$@"
}
# Runs a command as the user; it must succeed and print nothing on stderr.
check() {
    local what=$1
    shift
    echo "\$ $*"
    local status=0
    as_user "$@" >"$work/out" 2>"$work/err" || status=$?
    sed 's/^/  /' "$work/out" | head -n 12
    if [[ $status -ne 0 ]]; then
        sed 's/^/  stderr: /' "$work/err" >&2
        fail "$what: exit status $status"
    fi
    if [[ -s $work/err ]]; then
        sed 's/^/  stderr: /' "$work/err" >&2
        fail "$what: printed errors or warnings"
    fi
}
# The window, left open for 5 s: the timeout ending it (124) is what a window that waits does.
# $2 filters out what the platform plugin itself says, which is not DiskLab's.
window_for_five_seconds() {
    local platform=$1 plugin_notes=$2
    shift 2
    echo "\$ QT_QPA_PLATFORM=$platform timeout 5 disklab $*"
    local status=0
    as_user env QT_QPA_PLATFORM="$platform" timeout 5 disklab "$@" >"$work/out" 2>"$work/err" || status=$?
    [[ $status -eq 124 || $status -eq 0 ]] || { cat "$work/err" >&2; fail "disklab $* ($platform) exited with $status"; }
    if grep -v -x -E "$plugin_notes" "$work/err" | sed 's/^/  stderr: /' | grep . >&2; then
        fail "disklab $* ($platform) printed errors or warnings"
    fi
    echo "  ran for 5 s; nothing on stderr from DiskLab"
}

# A fresh copy of the bootstrapped system with the package installed by apt-get with the given
# options, and an ordinary user with a login session's runtime folder.
install_on_fresh_copy() {
    rm -rf -- "$root"
    cp -a "$clean" "$root"
    mount -t proc proc "$root/proc"
    cp "$deb" "$root/tmp/"
    echo "\$ apt-get install -y ${*:+$* }./$(basename "$deb")"
    local install_started=$SECONDS
    in_root apt-get install -y "$@" "./tmp/$(basename "$deb")" >"$work/apt.log" 2>&1 \
        || { tail -n 30 "$work/apt.log" >&2; fail "apt-get install $* of the package failed"; }
    grep -E '^(Need to get|After this operation)' "$work/apt.log" | sed 's/^/  /' || true
    local packages_after
    packages_after=$(in_root dpkg-query -W -f '${Package}\n' | wc -l)
    echo "  installed in $((SECONDS - install_started)) s: $((packages_after - packages_before)) packages pulled in"
    in_root dpkg-query -W -f '${Status}\n' "$package" | grep -qx 'install ok installed' \
        || fail "dpkg does not list $package as installed after apt-get install $*"
    # The programs, and Qt's platform plugins that open their windows on X11 and Wayland.
    local ldd_report
    ldd_report=$(in_root sh -c 'ldd /usr/bin/disklab /usr/bin/disklab-cli /usr/lib/*/qt6/plugins/platforms/libqxcb.so /usr/lib/*/qt6/plugins/platforms/libqwayland-generic.so 2>&1 | grep -v "No such file"')
    if grep 'not found' <<<"$ldd_report"; then
        fail "after apt-get install $*, libraries of the programs or of Qt's platform plugins are missing"
    fi
    echo "  ldd: every library of disklab, disklab-cli and Qt's platform plugins found"
    # A Chinese or Japanese desktop has its locale generated; a minbase system has none, and Qt
    # (6.8, Debian 13) warns on stderr when LANG names a locale the C library does not have.
    in_root apt-get install -y --no-install-recommends locales >"$work/apt.log" 2>&1 \
        || { tail -n 20 "$work/apt.log" >&2; fail "apt-get install locales failed"; }
    # localedef's status 1 means warnings, with the locale written.
    in_root localedef -i zh_CN -c -f UTF-8 zh_CN.UTF-8 || [[ $? -eq 1 ]]
    in_root localedef -i ja_JP -c -f UTF-8 ja.UTF-8 || [[ $? -eq 1 ]]
    in_root useradd --create-home --shell /bin/bash "$user"
    uid=$(in_root id -u "$user")
    install -d -m 0700 -o "$uid" -g "$uid" "$root/run/user/$uid"
    touch "$work/before-running"
    sleep 1
}

run_windows() {
    # Qt's offscreen plugin has no window manager to pass size hints to, and says so.
    window_for_five_seconds offscreen 'This plugin does not support propagateSizeHints\(\)' "$@"
    if [[ -n $x_display ]]; then
        DISPLAY_FOR_USER=$x_display window_for_five_seconds xcb '' "$@"
    fi
}

check_nothing_written_outside_home() {
    echo "written by the runs:"
    local written
    written=$(find "$root" -xdev -newer "$work/before-running" \
        -not -path "$root$home" -not -path "$root$home/*" -not -path "$root/run/user/$uid" -not -path "$root/run/user/$uid/*" \
        -printf '/%P\n')
    if [[ -n $written ]]; then
        echo "$written" >&2
        fail "running DiskLab wrote outside $home and /run/user/$uid"
    fi
    find "$root$home" "$root/run/user/$uid" -newer "$work/before-running" -type f -printf '%p\n' | sed "s|^$root|  |"
    echo "  nothing outside $home and /run/user/$uid"
}

step "Depends only: on a fresh copy, apt-get install --no-install-recommends"
install_on_fresh_copy --no-install-recommends
check "disklab --version" disklab --version
check "disklab-cli --version" disklab-cli --version
check "disklab --list-examples" disklab --list-examples
example=$(cut -f2 "$work/out" | grep -m1 '/ideal-gas.json$' || cut -f2 "$work/out" | head -n1)
[[ -n $example ]] || fail "disklab --list-examples lists no example (Depends only)"
check "disklab-cli run" disklab-cli run "$example" --until 10 --json
run_windows --play "$example"
check_nothing_written_outside_home
unmount_proc

step "As the README says: on a fresh copy, apt-get install"
install_on_fresh_copy
check "disklab --version" disklab --version
grep -q "${version%%-*}" "$work/out" || fail "disklab --version does not say ${version%%-*}"
check "disklab --help" disklab --help
check "disklab --list-examples" disklab --list-examples
examples=$(wc -l <"$work/out")
[[ $examples -gt 0 ]] || fail "disklab --list-examples lists no example"
if cut -f2 "$work/out" | grep -v '^/usr/share/disklab/scenarios/'; then
    fail "disklab --list-examples lists examples outside /usr/share/disklab/scenarios"
fi
echo "  ($examples examples, all under /usr/share/disklab/scenarios)"
check "disklab-cli --version" disklab-cli --version
grep -q "${version%%-*}" "$work/out" || fail "disklab-cli --version does not say ${version%%-*}"
check "disklab-cli run" disklab-cli run "$example" --until 10 --json
grep -q '"collisions"' "$work/out" || fail "disklab-cli run --json printed no report with collisions"
run_windows --play "$example"

LANG_FOR_USER=C.UTF-8 as_user disklab --help >"$work/english"
for language in zh_CN ja; do
    LANG_FOR_USER=$language.UTF-8 check "disklab --help in $language" disklab --help
    # The translated help keeps the option names; its prose must not be the English one.
    if cmp -s "$work/out" "$work/english"; then
        fail "disklab --help with LANG=$language.UTF-8 is not translated"
    fi
    # Qt's own lines too (qtbase_ja lacks them; DiskLab's catalogue has them).
    if grep -F 'Displays help' "$work/out"; then
        fail "disklab --help with LANG=$language.UTF-8 has Qt's English lines"
    fi
    LANG_FOR_USER=$language.UTF-8 check "disklab --list-examples in $language" disklab --list-examples
done

if [[ -n $python_module ]]; then
    # The module is compiled for one Python (its file name says which); another release's python3
    # cannot load it, and then one package cannot serve both releases (README.md says so).
    module_tag=$(sed -E 's/^disklab\.(cpython-[0-9]+)-.*/\1/' <<<"$python_module")
    python_tag=$(as_user python3 -c 'import sys; print(sys.implementation.cache_tag)' 2>/dev/null || echo "no python3")
    [[ $python_tag == "$module_tag" ]] \
        || fail "the Python module $python_module is for $module_tag; Debian $suite's python3 is $python_tag: build the package on $suite"
    check "import disklab in Python" python3 -c '
import disklab, numpy
gas = disklab.generate("gas", n=100, packing=0.3, periodic=True, seed=1)
assert isinstance(gas.positions, numpy.ndarray) and gas.positions.shape == (100, 2)
report = disklab.run(gas, until=1)
print("disklab", disklab.__version__, "from", disklab.__file__, "ran", report["collisions"], "collisions")'
fi
check_nothing_written_outside_home

echo
echo "PASS: $(basename "$deb") installs and runs on a clean Debian $suite ($((SECONDS - started)) s)"
