#!/usr/bin/env bash
# Regenerates the shipped scenario library (scenarios/*.json) with disklab-cli's generators.
# Every file is reproducible: the same DiskLab and this script give the same bytes.
#
#   scripts/make-scenarios.sh [OUT_DIR]      (default: scenarios/ of this checkout)
#
# disklab-cli is taken from $DISKLAB_CLI, else from build/src/cli/disklab-cli.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cli="${DISKLAB_CLI:-$root/build/src/cli/disklab-cli}"
out="${1:-$root/scenarios}"
if [[ ! -x "$cli" ]]; then
    echo "make-scenarios.sh: no disklab-cli at $cli; build first or set DISKLAB_CLI" >&2
    exit 1
fi
mkdir -p "$out"

gen() {  # gen FILE KIND TITLE DESCRIPTION [options...]
    local file="$1" kind="$2" title="$3" description="$4"
    shift 4
    "$cli" generate "$kind" "$@" --title "$title" --description "$description" -o "$out/$file"
}

# Ideal gas at three temperatures: the same disks and seed, so the same motion at three speeds.
ideal_gas() {  # ideal_gas FILE KT TITLE WORDS
    gen "$1" gas "$3" "400 disks at packing fraction 0.10 in a walled box, kT = $2. Watch the speed histogram settle \
onto the two-dimensional Maxwell-Boltzmann curve f(v) = (m v / kT) exp(-m v^2 / 2kT), which peaks at v = sqrt(kT/m). \
$4 The three ideal-gas examples hold the same disks with velocities scaled by sqrt(T): the same motion played faster \
or slower. Hotter means faster, and the pressure on the walls grows in proportion to T (PA = Z NkT, with Z about 1.25 \
rather than 1 because the disks take up room)." \
        --n 400 --packing 0.1 --temperature "$2" --seed 2026
}
ideal_gas ideal-gas-cold.json 0.25 "Ideal gas, cold (kT = 0.25)" "Here the peak is at 0.5."
ideal_gas ideal-gas.json 1 "Ideal gas (kT = 1)" "Here the peak is at 1."
ideal_gas ideal-gas-hot.json 4 "Ideal gas, hot (kT = 4)" "Here the peak is at 2."

billiards() {  # billiards FILE ROWS BALLS WORDS
    gen "$1" billiards "Billiards: break of $3 balls" "A cue ball (white) at speed 10 breaks a rack of $3 balls. \
The table has no friction and the cushions are perfectly elastic, so nothing ever stops: every collision keeps the \
total kinetic energy, and collisions between balls keep the total momentum too. With equal masses a head-on hit \
stops the cue ball dead and sends the struck ball off at its speed, and a glancing hit on a ball at rest sends the \
two off at right angles. $4" \
        --rows "$2" --cue-speed 10 --seed 3
}
billiards billiards-3.json 2 3 "Follow the cue ball into the first ball and check the right angle."
billiards billiards-10.json 4 10 "Watch how quickly the energy of one ball is shared among all of them."
billiards billiards-15.json 5 15 "After a few hundred collisions the break has become a small gas: \
the speed histogram, one spike at the start, spreads towards the Maxwell-Boltzmann shape."

gen diffusion-slit.json diffusion "Diffusion through a slit" "Blue disks fill the left half, red the right, \
with a wall between them that has a slit in the middle. Disks cross the slit both ways, so the colours mix: the \
number of blue disks on the right grows steadily at first and then levels off as each half approaches half blue, \
half red. Both halves have the same density and temperature, hence the same pressure: nothing flows on average, \
only the colours spread. Each collision is reversible, yet the mixing never undoes itself." \
    --left 150 --right 150 --packing 0.2 --partition slit --slit-width 3 --seed 5

gen diffusion-partition.json diffusion "Mixing after a partition opens" "Blue disks on the left, red on the right, \
kept apart by a partition that disappears at t = 10. From then on the two colours interdiffuse over the whole height \
of the box: the boundary between them blurs, its width growing like the square root of time (Fick's law), until the \
box is evenly mixed. Nothing pushes the colours apart or together; mixing happens because mixed arrangements vastly \
outnumber sorted ones." \
    --left 150 --right 150 --packing 0.2 --partition removable --remove-time 10 --seed 6

gen free-expansion.json diffusion "Free expansion" "A gas fills the left half of the box, the right half is empty; \
the partition disappears at t = 5. The gas rushes into the vacuum and spreads over the whole box, at half the density. \
No work is done and no heat flows, and hard disks have no potential energy, so the kinetic energy and the temperature \
stay exactly the same (Joule's free expansion). The entropy rises by about N k ln 2, and the gas never gathers back \
into one half by itself, although every collision could run backwards." \
    --left 300 --right 0 --packing 0.1 --partition removable --remove-time 5 --seed 7

gen squeeze.json squeeze "Squeeze" "A light disk (mass 0.0004, black) between two heavy ones (mass 1) that close in \
on it. Each bounce off an approaching heavy disk returns it faster by twice that disk's speed, so it rattles faster \
and faster as the gap shrinks: like a gas compressed in one dimension, its speed times the gap stays nearly constant. \
Its rapid impacts push back on the heavy disks until they stop and recede; energy flows into the light disk and back \
out. The event-driven engine follows every one of these ever faster bounces exactly; run the time-driven engine with \
a coarse step (dt = 0.5) and the light disk ends up outside, having passed through a heavy one."

gen pendulum.json cradle "Pendulum row (Newton's cradle)" "Two balls strike a row of five at rest, all touching, \
as in Newton's cradle. Two balls leave at the far end with the strikers' speed and the others stay still. Each \
collision between equal masses exchanges their velocities, so the motion is handed down the row one pair at a time; \
momentum and kinetic energy both come out as they went in. Hard disks hang on no strings: the balls that leave fly to \
the wall and come back, and the cradle runs in reverse." \
    --n 5 --strikers 2 --speed 1

gen brownian-motion.json brownian "Brownian motion" "A large disk (radius 5, mass 100, labelled \"brownian\") \
among 600 small ones at kT = 1. Kicked at random by the small disks, it wanders: follow its trail, a random walk whose \
mean-square displacement grows in proportion to time (Einstein, 1905). Equipartition gives it the same mean kinetic \
energy as each small disk, so it moves about ten times more slowly (speed goes as 1/sqrt(mass))." \
    --n 600 --packing 0.25 --large-radius 5 --large-mass 100 --seed 8

gen piston-compression.json piston "Piston: slow adiabatic compression" "300 disks at kT = 1 in a walled box \
whose right wall moves in at speed 0.1, a tenth of the disks' mean speed, until the box is half as wide (t = 343), \
then stops. Each disk that bounces off the approaching wall comes back faster, so the gas heats up: the kinetic energy \
gained equals the work done by the wall. For a slow compression of a two-dimensional ideal gas T A stays constant, so \
kT would double; it ends near 2.3, a little more, because the disks take up room (Z > 1)." \
    --n 300 --packing 0.05 --piston-speed 0.1 --final-width 0.5 --seed 11

gen tilted-floor.json incline "Tilted floor with gravity" "Twenty disks dropped from rest above a floor tilted \
by 20 degrees, under gravity. They bounce down the slope without losing energy (every collision is perfectly elastic) \
and crowd against the lower wall, where they go on bouncing for ever. Kinetic plus potential energy, K + U, stays \
constant: energy only moves between the two, and between the disks. A lone disk would bounce off the slope every \
2 v_n / (g cos 20 degrees), its speed along the floor's normal v_n the same at every bounce." \
    --n 20 --angle 20 --gravity 1 --box 30x24 --seed 9

gen dense-liquid.json gas "Dense liquid near freezing" "2000 disks at packing fraction 0.68 in a periodic box, \
just below the hard-disk liquid-hexatic transition (about 0.70). Each disk rattles in a cage of neighbours for a long \
time before it slips out, so diffusion is slow. The compressibility factor Z = PA/NkT is close to 10, against 1 for an \
ideal gas. The speed histogram is still exactly Maxwell-Boltzmann, as for any classical system in equilibrium, \
whatever its density." \
    --n 2000 --packing 0.68 --periodic --seed 68

gen crystal-melting.json lattice "Crystal that melts" "400 disks start on a perfect triangular lattice at packing \
fraction 0.65, below the hard-disk melting density (the solid is stable above about 0.72), with kT = 1. Within a few \
collisions per disk the order is gone and the crystal has melted into a liquid. Nothing but entropy drives this: \
hard disks have no attraction or repulsion, only contact. At 0.75 the same lattice stays a (vibrating) solid." \
    --columns 20 --rows 20 --packing 0.65 --seed 10

gen gas-mixture.json gas "Gas mixture: equipartition" "300 light disks (mass 1, blue) and 100 heavy ones \
(mass 4, red) of the same size at kT = 1. Each species has its own Maxwell-Boltzmann speed distribution at the same \
temperature: every disk has the same mean kinetic energy kT, so the heavy disks move half as fast on average \
(speed goes as 1/sqrt(mass)). Collisions keep it that way." \
    --species "300,0.5,1,#3c78d8,light" --species "100,0.5,4,#d8503c,heavy" --packing 0.15 --seed 12

gen wall-bouncing.json wall-bouncing "Wall bouncing" "Nine disks bounce up and down and nine left and right, \
each in its own lane at the same speed. At first only the pairs on the diagonal meet, and each such meeting swaps the \
two disks' directions; later the lanes scramble. A good test of a simulation: the event-driven engine finds every \
contact exactly, while the time-driven one with a coarse step (try dt = 0.2) lets disks overlap, misses some \
contacts and soon follows a different history." \
    --columns 9 --rows 9 --size 20 --speed 1
