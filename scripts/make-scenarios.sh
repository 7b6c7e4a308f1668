#!/usr/bin/env bash
# Regenerates the shipped scenario library (scenarios/*.json) with disklab-cli's generators.
# Every file is reproducible: the same DiskLab and this script give the same bytes.
# Each scenario's title and description are here in English, Simplified Chinese (zh_CN) and
# Japanese (ja); DiskLab shows the one of its interface language. A new scenario also needs its
# file under its lesson in scenarios/lessons.index, which groups the examples by lesson.
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

i18n=()
translations() {  # translations ZH_TITLE ZH_DESCRIPTION JA_TITLE JA_DESCRIPTION: for the next gen
    i18n=(--translated-title "zh_CN=$1" --translated-description "zh_CN=$2"
          --translated-title "ja=$3" --translated-description "ja=$4")
}

gen() {  # gen FILE KIND TITLE DESCRIPTION [options...]
    local file="$1" kind="$2" title="$3" description="$4"
    shift 4
    "$cli" generate "$kind" "$@" --title "$title" --description "$description" "${i18n[@]}" -o "$out/$file"
    i18n=()
}

# Ideal gas at three temperatures: the same disks and seed, so the same motion at three speeds;
# every disk starts at one speed, so the first lesson watches the speeds spread onto the law.
ideal_gas() {  # ideal_gas FILE KT TITLE WORDS ZH_TITLE ZH_WORDS JA_TITLE JA_WORDS
    translations "$5" "有壁的盒子中有 400 个圆盘，堆积分数（填充率）0.10，kT = $2，所有圆盘都以相同的速率 sqrt(2kT/m) \
出发。观察速率直方图如何从这一根柱子展开，趋于二维麦克斯韦-玻尔兹曼分布 f(v) = (m v / kT) exp(-m v^2 / 2kT)，其峰值\
位于 v = sqrt(kT/m)：大约 20 个时间单位后，气体就忘记了它的初始状态。${6}三个理想气体示例中的圆盘\
完全相同，只是速度按 sqrt(T) 缩放：同样的运动以更快或更慢的节奏播放。温度越高，圆盘运动越快，作用在壁上的压强与 T \
成正比（PA = Z NkT，其中 Z 约为 1.25 而不是 1，因为圆盘本身占据空间）。" \
        "$7" "壁に囲まれたボックスの中に 400 個の円板があり、充填率は 0.10、kT = $2 です。どの円板も同じ速さ \
sqrt(2kT/m) で動き始めます。速さのヒストグラムがこの 1 本の柱から広がり、二次元のマクスウェル・ボルツマン分布 \
f(v) = (m v / kT) exp(-m v^2 / 2kT) に落ち着いていく様子を観察しましょう。この分布は v = sqrt(kT/m) で最大に\
なります。20 時間単位ほどで、気体は最初の状態を忘れます。${8}3 つの理想気体の例は同じ円板を使い、速度を sqrt(T) 倍しただけです。同じ運動を\
速く、あるいはゆっくり再生しているのと同じです。温度が高いほど円板は速く動き、壁にかかる圧力は T に比例して大きく\
なります（PA = Z NkT。円板自身が場所を占めるため、Z は 1 ではなく約 1.25 です）。"
    gen "$1" gas "$3" "400 disks at packing fraction 0.10 in a walled box, kT = $2, every one starting at the same \
speed sqrt(2kT/m). Watch the speed histogram spread from that one bar onto the two-dimensional Maxwell-Boltzmann curve \
f(v) = (m v / kT) exp(-m v^2 / 2kT), which peaks at v = sqrt(kT/m): within about 20 time units the gas has forgotten \
how it started. $4 The three ideal-gas examples hold the same disks with velocities scaled by sqrt(T): the same motion played faster \
or slower. Hotter means faster, and the pressure on the walls grows in proportion to T (PA = Z NkT, with Z about 1.25 \
rather than 1 because the disks take up room)." \
        --n 400 --packing 0.1 --temperature "$2" --seed 2026 --equal-speeds
}
ideal_gas ideal-gas-cold.json 0.25 "Ideal gas, cold (kT = 0.25)" "Here the peak is at 0.5." \
    "理想气体，低温（kT = 0.25）" "此处峰值在 0.5。" "理想気体・低温（kT = 0.25）" "ここでは最大は 0.5 にあります。"
ideal_gas ideal-gas.json 1 "Ideal gas (kT = 1)" "Here the peak is at 1." \
    "理想气体（kT = 1）" "此处峰值在 1。" "理想気体（kT = 1）" "ここでは最大は 1 にあります。"
ideal_gas ideal-gas-hot.json 4 "Ideal gas, hot (kT = 4)" "Here the peak is at 2." \
    "理想气体，高温（kT = 4）" "此处峰值在 2。" "理想気体・高温（kT = 4）" "ここでは最大は 2 にあります。"

billiards() {  # billiards FILE ROWS BALLS WORDS ZH_WORDS JA_WORDS
    translations "台球：$3 球开球" "白色母球以速率 10 冲散由 $3 个球组成的球堆。球桌没有摩擦，库边完全弹性，所以一切永不\
停止：每次碰撞都保持总动能不变，球与球之间的碰撞还保持总动量不变。质量相等时，正碰会让母球当场停住，被撞的球以母球原来\
的速率离开；斜碰一个静止的球时，两球沿相互垂直的方向分开。$5" \
        "ビリヤード：$3 個の球のブレイク" "白い手球が速さ 10 で $3 個の球のラックを崩します。台には摩擦がなく、クッションは\
完全弾性なので、何も止まりません。どの衝突でも運動エネルギーの総和は保存され、球どうしの衝突では運動量の総和も保存され\
ます。質量が等しいとき、正面衝突では手球がその場で止まり、当てられた球が手球の速さで飛び出します。静止した球にかすめる\
ように当たると、2 つの球は互いに直角の方向に分かれます。$6"
    gen "$1" billiards "Billiards: break of $3 balls" "A cue ball (white) at speed 10 breaks a rack of $3 balls. \
The table has no friction and the cushions are perfectly elastic, so nothing ever stops: every collision keeps the \
total kinetic energy, and collisions between balls keep the total momentum too. With equal masses a head-on hit \
stops the cue ball dead and sends the struck ball off at its speed, and a glancing hit on a ball at rest sends the \
two off at right angles. $4" \
        --rows "$2" --cue-speed 10 --seed 3
}
billiards billiards-3.json 2 3 "Follow the cue ball into the first ball and check the right angle." \
    "跟随母球撞上第一个球，检验那个直角。" "手球が最初の球に当たるところを追い、直角になることを確かめましょう。"
billiards billiards-10.json 4 10 "Watch how quickly the energy of one ball is shared among all of them." \
    "观察一个球的能量如何迅速地分给所有的球。" "1 つの球のエネルギーがどれほど速く全部の球に分け与えられるかを観察しましょう。"
billiards billiards-15.json 5 15 "After a few hundred collisions the break has become a small gas: \
the speed histogram, one spike at the start, spreads towards the Maxwell-Boltzmann shape." \
    "经过几百次碰撞后，开球变成了一小团气体：速率直方图起初只有一个尖峰，逐渐展开，趋向麦克斯韦-玻尔兹曼分布的形状。" \
    "数百回の衝突の後、ブレイクは小さな気体になります。最初は 1 本の鋭いピークだった速さのヒストグラムが広がり、\
マクスウェル・ボルツマン分布の形に近づきます。"

translations "通过狭缝的扩散" "蓝色圆盘占据左半边，红色圆盘占据右半边，中间是一面中央开有狭缝的壁。\
圆盘双向穿过狭缝，于是颜色逐渐混合：右侧蓝色圆盘的数目起初稳定增长，随后随着两半都接近一半蓝、一半红而趋于平稳。两半的\
密度和温度相同，因此压强也相同：平均而言没有流动，只有颜色在扩散。每一次碰撞都是可逆的，然而混合却永远不会自行复原。" \
    "スリットを通した拡散" "青い円板が左半分を、赤い円板が右半分を満たし、その間には中央にスリットのある壁があります。\
円板はスリットを両方向に通り抜けるので、色が混ざっていきます。右側の青い円板の数は、はじめは着実に増え、やがて両側とも\
青と赤が半分ずつに近づくにつれて頭打ちになります。両側の密度と温度は同じなので圧力も同じで、平均としての流れはなく、\
色だけが広がります。一つ一つの衝突は可逆なのに、混ざった状態がひとりでに元に戻ることはありません。"
gen diffusion-slit.json diffusion "Diffusion through a slit" "Blue disks fill the left half, red the right, \
with a wall between them that has a slit in the middle. Disks cross the slit both ways, so the colours mix: the \
number of blue disks on the right grows steadily at first and then levels off as each half approaches half blue, \
half red. Both halves have the same density and temperature, hence the same pressure: nothing flows on average, \
only the colours spread. Each collision is reversible, yet the mixing never undoes itself." \
    --left 150 --right 150 --packing 0.2 --partition slit --slit-width 3 --seed 5

translations "隔板打开后的混合" "蓝色圆盘在左，红色圆盘在右，被一块隔板分开，隔板在 t = 10 时消失。此后两种颜色\
在盒子的整个高度上相互扩散：它们之间的分界逐渐模糊，其宽度随时间的平方根增长（菲克定律），直到整个盒子均匀混合。没有任何\
作用把两种颜色推开或拉拢；之所以会混合，是因为混合的排列方式远远多于分开的排列方式。" \
    "仕切りが開いた後の混合" "青い円板が左に、赤い円板が右にあり、t = 10 で消える仕切りで隔てられています。その後、\
2 つの色はボックスの高さ全体にわたって相互拡散します。境界はぼやけ、その幅は時間の平方根に比例して広がり（フィックの法則）、\
やがてボックス全体が一様に混ざります。色を引き離したり寄せ集めたりするものは何もありません。混ざるのは、混ざった配置の数が\
分かれた配置の数よりも圧倒的に多いからです。"
gen diffusion-partition.json diffusion "Mixing after a partition opens" "Blue disks on the left, red on the right, \
kept apart by a partition that disappears at t = 10. From then on the two colours interdiffuse over the whole height \
of the box: the boundary between them blurs, its width growing like the square root of time (Fick's law), until the \
box is evenly mixed. Nothing pushes the colours apart or together; mixing happens because mixed arrangements vastly \
outnumber sorted ones." \
    --left 150 --right 150 --packing 0.2 --partition removable --remove-time 10 --seed 6

translations "自由膨胀" "气体充满盒子的左半边，右半边是空的；隔板在 t = 5 时消失。气体冲入真空，散布到整个盒子，\
密度减半。外界不做功，也没有热量流动，而硬圆盘没有势能，因此动能和温度都严格保持不变（焦耳自由膨胀）。熵增加约 \
N k ln 2；尽管每一次碰撞都可以反向进行，气体却永远不会自行聚回一半。" \
    "自由膨張" "気体がボックスの左半分を満たし、右半分は空です。仕切りは t = 5 で消えます。気体は真空に流れ込み、半分の密度で\
ボックス全体に広がります。仕事はされず、熱も流れず、剛体円板にはポテンシャルエネルギーがないので、運動エネルギーと温度は\
まったく変わりません（ジュールの自由膨張）。エントロピーは約 N k ln 2 増えます。どの衝突も逆向きに起こり得るにもかかわらず、\
気体がひとりでに片側へ集まり直すことはありません。"
gen free-expansion.json diffusion "Free expansion" "A gas fills the left half of the box, the right half is empty; \
the partition disappears at t = 5. The gas rushes into the vacuum and spreads over the whole box, at half the density. \
No work is done and no heat flows, and hard disks have no potential energy, so the kinetic energy and the temperature \
stay exactly the same (Joule's free expansion). The entropy rises by about N k ln 2, and the gas never gathers back \
into one half by itself, although every collision could run backwards." \
    --left 300 --right 0 --packing 0.1 --partition removable --remove-time 5 --seed 7

translations "挤压" "一个轻圆盘（质量 0.0004，黑色）夹在两个向它逼近的重圆盘（质量 1）之间。每次从迎面而来的重圆盘上\
弹回，它的速率都会增加该重圆盘速率的两倍，因此随着间隙缩小，它来回弹跳得越来越快：就像在一维中被压缩的气体，它的速率与\
间隙的乘积几乎保持不变。它频繁的撞击把重圆盘往回推，直到重圆盘停下并退回；能量先流入轻圆盘，再流出来。事件驱动引擎精确地\
追踪每一次越来越快的弹跳；若用时间驱动引擎并取较粗的时间步长（dt = 0.5），轻圆盘最终会穿过一个重圆盘，跑到外面去。" \
    "スクイーズ（挟み込み）" "軽い円板（質量 0.0004、黒）が、迫ってくる 2 つの重い円板（質量 1）の間にあります。\
近づいてくる重い円板で跳ね返るたびに、その円板の速さの 2 倍だけ速くなるので、すき間が狭まるにつれてますます速く往復します。\
一次元で圧縮される気体のように、その速さとすき間の積はほぼ一定に保たれます。激しく繰り返す衝突が重い円板を押し返し、\
重い円板は止まって後退します。エネルギーは軽い円板に流れ込み、また流れ出ます。イベント駆動エンジンはこのますます速くなる\
跳ね返りを一つ残らず正確に追跡します。時間駆動エンジンを粗い時間刻み（dt = 0.5）で動かすと、軽い円板は重い円板を\
すり抜けて外側に出てしまいます。"
gen squeeze.json squeeze "Squeeze" "A light disk (mass 0.0004, black) between two heavy ones (mass 1) that close in \
on it. Each bounce off an approaching heavy disk returns it faster by twice that disk's speed, so it rattles faster \
and faster as the gap shrinks: like a gas compressed in one dimension, its speed times the gap stays nearly constant. \
Its rapid impacts push back on the heavy disks until they stop and recede; energy flows into the light disk and back \
out. The event-driven engine follows every one of these ever faster bounces exactly; run the time-driven engine with \
a coarse step (dt = 0.5) and the light disk ends up outside, having passed through a heavy one."

translations "牛顿摆（一排球）" "两个球撞向一排五个静止且彼此接触的球，就像牛顿摆那样。另一端有两个球以撞击球的速率\
飞出，其余的球保持静止。等质量球之间的每次碰撞都交换二者的速度，于是运动一次一对地沿着这一排传递下去；动量和动能都原样\
传出。硬圆盘并没有用绳子悬挂：飞出的球飞到壁上再弹回来，牛顿摆便反向运行。" \
    "ニュートンのゆりかご（球の列）" "ニュートンのゆりかごのように、互いに接して静止している 5 個の球の列に 2 個の球が\
衝突します。反対側の端から 2 個の球が衝突した球と同じ速さで飛び出し、ほかの球は静止したままです。等しい質量どうしの衝突\
では速度が入れ替わるので、運動は 1 組ずつ列に沿って受け渡されます。運動量も運動エネルギーも、入ってきたとおりに出て\
いきます。剛体円板はひもでつるされていないので、飛び出した球は壁まで飛んで戻ってきて、ゆりかごは逆向きに動きます。"
gen pendulum.json cradle "Newton's cradle (a row of balls)" "Two balls strike a row of five at rest, all touching, \
as in Newton's cradle. Two balls leave at the far end with the strikers' speed and the others stay still. Each \
collision between equal masses exchanges their velocities, so the motion is handed down the row one pair at a time; \
momentum and kinetic energy both come out as they went in. Hard disks hang on no strings: the balls that leave fly to \
the wall and come back, and the cradle runs in reverse." \
    --n 5 --strikers 2 --speed 1

translations "布朗运动" "一个大圆盘（半径 5，质量 100，标签为 \"brownian\"）位于 600 个 kT = 1 的小圆盘之中。它被小圆盘\
随机撞击，四处游走：跟随它的轨迹，这是一种随机游走，其均方位移与时间成正比（爱因斯坦，1905 年）。能量均分定理使它的平均\
动能与每个小圆盘相同，因此它的运动大约慢十倍（速率与 1/sqrt(质量) 成正比）。" \
    "ブラウン運動" "大きな円板（半径 5、質量 100、ラベル \"brownian\"）が kT = 1 の 600 個の小さな円板の中にあります。\
小さな円板にランダムに蹴られてさまよいます。その軌跡を追ってみましょう。平均二乗変位が時間に比例して増えるランダム\
ウォークです（アインシュタイン、1905 年）。エネルギー等分配則により平均運動エネルギーは小さな円板 1 個と同じなので、\
動きはおよそ 10 分の 1 の速さです（速さは 1/sqrt(質量) に比例）。"
gen brownian-motion.json brownian "Brownian motion" "A large disk (radius 5, mass 100, labelled \"brownian\") \
among 600 small ones at kT = 1. Kicked at random by the small disks, it wanders: follow its trail, a random walk whose \
mean-square displacement grows in proportion to time (Einstein, 1905). Equipartition gives it the same mean kinetic \
energy as each small disk, so it moves about ten times more slowly (speed goes as 1/sqrt(mass))." \
    --n 600 --packing 0.25 --large-radius 5 --large-mass 100 --seed 8

translations "活塞：缓慢绝热压缩" "有壁的盒子中有 300 个 kT = 1 的圆盘，盒子的右壁以速率 0.1（圆盘平均速率的十分之一）\
向内移动，直到盒子宽度减半（t = 343）后停止。每个从迎面移来的壁上弹回的圆盘都会变快，因此气体被加热：获得的动能等于壁\
所做的功。对二维理想气体的缓慢压缩，T A 保持不变，所以 kT 应当翻倍；实际最终约为 2.3，略多一些，因为圆盘本身占据空间\
（Z > 1）。" \
    "ピストン：ゆっくりした断熱圧縮" "壁に囲まれたボックスの中に kT = 1 の円板が 300 個あります。右の壁が、円板の平均の速さの\
10 分の 1 である速さ 0.1 で内側へ動き、ボックスの幅が半分になる（t = 343）と止まります。近づいてくる壁で跳ね返った円板はその\
たびに速くなるので、気体は温まります。得られた運動エネルギーは壁がした仕事に等しくなります。二次元理想気体をゆっくり\
圧縮すると T A が一定に保たれるので kT は 2 倍になるはずですが、円板自身が場所を占めるため（Z > 1）、最終的にはそれより\
少し大きい約 2.3 になります。"
gen piston-compression.json piston "Piston: slow adiabatic compression" "300 disks at kT = 1 in a walled box \
whose right wall moves in at speed 0.1, a tenth of the disks' mean speed, until the box is half as wide (t = 343), \
then stops. Each disk that bounces off the approaching wall comes back faster, so the gas heats up: the kinetic energy \
gained equals the work done by the wall. For a slow compression of a two-dimensional ideal gas T A stays constant, so \
kT would double; it ends near 2.3, a little more, because the disks take up room (Z > 1)." \
    --n 300 --packing 0.05 --piston-speed 0.1 --final-width 0.5 --seed 11

translations "重力下的倾斜地面" "二十个圆盘在重力作用下从静止状态落到倾斜 20 度的地面上。它们沿斜面弹跳而下，不损失\
能量（每次碰撞都是完全弹性的），并聚集在较低一侧的壁旁，在那里永远弹跳下去。动能加势能 K + U 保持不变：能量只在两者之间、\
以及在圆盘之间转移。单独一个圆盘每隔 2 v_n / (g cos 20°) 从斜面上弹起一次，它沿地面法线方向的速率 v_n 在每次弹起时都\
相同。" \
    "重力下の傾いた床" "20 個の円板が、重力のもとで、20 度傾いた床の上方から初速ゼロで落とされます。円板はエネルギーを\
失うことなく（どの衝突も完全弾性）斜面を跳ねながら下り、低い側の壁に集まって、そこでいつまでも跳ね続けます。運動エネルギー\
と位置エネルギーの和 K + U は一定に保たれ、エネルギーは両者の間と円板どうしの間を移るだけです。円板が 1 個だけなら \
2 v_n / (g cos 20°) ごとに斜面で跳ね返り、床の法線方向の速さ v_n は跳ね返るたびに同じです。"
gen tilted-floor.json incline "Tilted floor with gravity" "Twenty disks dropped from rest above a floor tilted \
by 20 degrees, under gravity. They bounce down the slope without losing energy (every collision is perfectly elastic) \
and crowd against the lower wall, where they go on bouncing for ever. Kinetic plus potential energy, K + U, stays \
constant: energy only moves between the two, and between the disks. A lone disk would bounce off the slope every \
2 v_n / (g cos 20 degrees), its speed along the floor's normal v_n the same at every bounce." \
    --n 20 --angle 20 --gravity 1 --box 30x24 --seed 9

translations "接近凝固的稠密液体" "周期性盒子中有 2000 个圆盘，堆积分数（填充率）0.68，略低于硬圆盘的液体-六角相转变\
（约 0.70）。每个圆盘在邻居构成的笼子里长时间来回碰撞，然后才溜出去，因此扩散很慢。压缩因子 Z = PA/NkT 接近 10，而理想\
气体为 1。速率直方图仍然严格服从麦克斯韦-玻尔兹曼分布，与任何处于平衡态的经典系统一样，无论密度多大。" \
    "凝固間近の高密度液体" "周期境界のボックスの中に充填率 0.68 の円板が 2000 個あり、剛体円板の液体–ヘキサティック転移\
（約 0.70）のすぐ下にあります。各円板は隣の円板がつくる籠の中で長い間ぶつかり続けてから抜け出すので、拡散はゆっくりです。\
圧縮因子 Z = PA/NkT は 10 近くになり、理想気体の 1 とは大きく異なります。それでも速さのヒストグラムは、平衡状態にある\
どんな古典系とも同じく、密度によらず厳密にマクスウェル・ボルツマン分布に従います。"
gen dense-liquid.json gas "Dense liquid near freezing" "2000 disks at packing fraction 0.68 in a periodic box, \
just below the hard-disk liquid-hexatic transition (about 0.70). Each disk rattles in a cage of neighbours for a long \
time before it slips out, so diffusion is slow. The compressibility factor Z = PA/NkT is close to 10, against 1 for an \
ideal gas. The speed histogram is still exactly Maxwell-Boltzmann, as for any classical system in equilibrium, \
whatever its density." \
    --n 2000 --packing 0.68 --periodic --seed 68

translations "熔化的晶体" "400 个圆盘从完美的三角晶格出发，堆积分数（填充率）0.65，低于硬圆盘的熔化密度（固体在约 \
0.72 以上才稳定），kT = 1。每个圆盘只经过几次碰撞，有序结构就消失了，晶体熔化成液体。推动这一过程的只有熵：硬圆盘之间\
没有吸引也没有排斥，只有接触。在 0.75 时，同样的晶格保持为（振动着的）固体。" \
    "融解する結晶" "400 個の円板が充填率 0.65 の完全な三角格子から出発します。これは剛体円板の融解密度より低く（固体が\
安定なのは約 0.72 以上）、kT = 1 です。円板 1 個あたり数回の衝突で秩序は失われ、結晶は融けて液体になります。これを駆動\
しているのはエントロピーだけです。剛体円板には引力も斥力もなく、接触があるだけです。0.75 では同じ格子が（振動する）固体の\
ままです。"
gen crystal-melting.json lattice "Crystal that melts" "400 disks start on a perfect triangular lattice at packing \
fraction 0.65, below the hard-disk melting density (the solid is stable above about 0.72), with kT = 1. Within a few \
collisions per disk the order is gone and the crystal has melted into a liquid. Nothing but entropy drives this: \
hard disks have no attraction or repulsion, only contact. At 0.75 the same lattice stays a (vibrating) solid." \
    --columns 20 --rows 20 --packing 0.65 --seed 10

translations "气体混合物：能量均分" "300 个轻圆盘（质量 1，蓝色）和 100 个重圆盘（质量 4，红色），大小相同，kT = 1。每一种\
圆盘在同一温度下都有自己的麦克斯韦-玻尔兹曼速率分布：每个圆盘的平均动能都是 kT，所以重圆盘的平均速率只有轻圆盘的一半\
（速率与 1/sqrt(质量) 成正比）。碰撞使这种状态保持下去。" \
    "気体の混合：エネルギー等分配" "同じ大きさの軽い円板（質量 1、青）300 個と重い円板（質量 4、赤）100 個、kT = 1 です。\
どちらの種類も同じ温度で、それぞれのマクスウェル・ボルツマン分布に従う速さを持ちます。どの円板も平均運動エネルギーは kT で\
同じなので、重い円板の平均の速さは半分です（速さは 1/sqrt(質量) に比例）。衝突がこの状態を保ちます。"
gen gas-mixture.json gas "Gas mixture: equipartition" "300 light disks (mass 1, blue) and 100 heavy ones \
(mass 4, red) of the same size at kT = 1. Each species has its own Maxwell-Boltzmann speed distribution at the same \
temperature: every disk has the same mean kinetic energy kT, so the heavy disks move half as fast on average \
(speed goes as 1/sqrt(mass)). Collisions keep it that way." \
    --species "300,0.5,1,#3c78d8,light" --species "100,0.5,4,#d8503c,heavy" --packing 0.15 --seed 12

translations "壁间弹跳" "九个圆盘上下弹跳，九个左右弹跳，各自在自己的跑道上以相同的速率运动。起初只有对角线上的圆盘成对\
相遇，每次相遇都会交换两个圆盘的运动方向；之后跑道就被打乱了。这是对模拟的一个很好的检验：事件驱动引擎精确地找到每一次\
接触，而时间驱动引擎在较粗的时间步长下（试试 dt = 0.2）会让圆盘相互重叠、漏掉一些接触，很快就走上一条不同的历史。" \
    "壁の間の跳ね返り" "9 個の円板が上下に、9 個が左右に、それぞれ自分のレーンを同じ速さで跳ね返ります。はじめは対角線\
上の組だけが出会い、出会うたびに 2 つの円板の向きが入れ替わります。やがてレーンはばらばらになります。シミュレーションの\
よいテストです。イベント駆動エンジンはすべての接触を正確に見つけますが、時間駆動エンジンは粗い時間刻み（dt = 0.2 を\
試してください）では円板の重なりを許し、いくつかの接触を見逃して、すぐに別の経過をたどります。"
gen wall-bouncing.json wall-bouncing "Wall bouncing" "Nine disks bounce up and down and nine left and right, \
each in its own lane at the same speed. At first only the pairs on the diagonal meet, and each such meeting swaps the \
two disks' directions; later the lanes scramble. A good test of a simulation: the event-driven engine finds every \
contact exactly, while the time-driven one with a coarse step (try dt = 0.2) lets disks overlap, misses some \
contacts and soon follows a different history." \
    --columns 9 --rows 9 --size 20 --speed 1

# The force engine's scenarios: charges and springs.
translations "带电气体结晶：库仑晶体" "100 个带相同正电荷的圆盘从有壁盒子中的随机位置出发，动能很小。它们按库仑定律相互排斥\
（力为 k q^2 / r^2），而阻尼慢慢带走它们的动能，就像离子阱中冷的缓冲气体对离子所做的那样。观察圆盘如何散开，与所有其他\
圆盘保持距离，最后静止成为库仑晶体：中间的每个圆盘都有六个距离几乎相同的邻居，排成三角晶格，外层的圆盘则沿着壁排成一圈，比中间的更密。\
动能先是增加（拥挤的初始位置把圆盘推开），然后衰减到接近零。圆盘之间没有任何吸引：有序结构只来自排斥。" \
    "帯電した気体の結晶化：クーロン結晶" "同じ正の電荷を持つ 100 個の円板が、壁に囲まれたボックスの中のランダムな位置から、\
小さな運動エネルギーで出発します。円板はクーロンの法則（力は k q^2 / r^2）で互いに反発し、イオントラップの中のイオンに冷たい\
緩衝気体がするように、減衰が運動エネルギーを少しずつ奪います。円板がほかのすべての円板から距離を取るように広がり、クーロン\
結晶に落ち着く様子を観察しましょう。中央の円板はどれもほぼ同じ距離に 6 個の隣を持つ三角格子に並び、外側の円板は壁に沿って\
中央より密に並びます。運動エネルギーははじめ増え（詰まった出発位置が円板を押し広げるため）、その後ゼロに近づいていきます。円板どうしを\
引きつけるものは何もありません。秩序は反発だけから生まれます。"
gen charged-crystal.json charged-gas "Charged gas crystallising: a Coulomb crystal" "100 disks, all with the same \
positive charge, start at random places in a walled box with little kinetic energy. They repel one another by \
Coulomb's law (force k q^2 / r^2), and a damping slowly takes their kinetic energy away, as a cold buffer gas does for \
ions in a trap. Watch the disks spread out to keep their distance from all the others and settle into a Coulomb \
crystal: each disk in the middle ends up with six neighbours at nearly the same distance, on a triangular lattice, \
while the outer ones line up along the walls, closer together than in the middle. The kinetic energy first rises, as the crowded start pushes the disks \
apart, then decays towards zero. Nothing attracts the disks to each other: the order comes from repulsion alone." \
    --n 100 --signs one --charge 1 --damping 0.2 --packing 0.05 --temperature 0.05 --seed 41

translations "异号电荷成对" "100 个圆盘，一半带电荷 +1（红色），一半带电荷 -1（蓝色），从随机位置出发，动能很小，没有阻尼。\
异号电荷相互吸引：相互靠近的一个红色圆盘和一个蓝色圆盘会撞到一起，结合成一对，彼此碰撞着不再分开；同号电荷则相互排斥。观察\
圆盘如何成对，偶尔被猛烈撞击时又会分开：大约 50 个时间单位内，一半的圆盘已经成对。动能加势能保持不变，所以随着电荷成对、（负的）库仑势能\
下降，气体的动能和温度上升：结合放出热量。" \
    "異符号の電荷の対形成" "100 個の円板のうち半分は電荷 +1（赤）、半分は電荷 -1（青）を持ち、ランダムな位置から小さな\
運動エネルギーで出発します。減衰はありません。異符号の電荷は引き合います。近づいた赤と青の円板は互いに引き寄せられて衝突し、\
ぶつかり合いながら対として結びついたままになります。同符号の電荷は反発します。対ができていく様子を観察しましょう。\
強くぶつけられて対がまた壊れることもあります。およそ 50 時間単位のうちに、半分の円板が対になります。運動エネルギーとポテンシャルエネルギーの和は\
一定なので、対ができて（負の）クーロンのポテンシャルエネルギーが下がるにつれて、気体の運動エネルギーと温度は上がります。\
結合は熱を放出するのです。"
gen charged-pairs.json charged-gas "Opposite charges pairing" "100 disks, half with charge +1 (red) and half with \
charge -1 (blue), start at random places with little kinetic energy, and no damping. Opposite charges attract: a red \
and a blue disk that come near each other fall together and stay bound as a pair, rattling against each other, while \
like charges repel. Watch pairs form, and now and then break up again when hit hard: within about 50 time \
units half of the disks are in pairs. Kinetic plus potential energy is conserved, so as the pairs form and the (negative) Coulomb energy falls, \
the kinetic energy and the temperature of the gas rise: binding releases heat." \
    --n 100 --signs both --charge 1 --packing 0.1 --temperature 0.05 --seed 42

translations "重力下的弹簧链" "十个圆盘由弹簧（劲度系数 k = 20，原长 1.5）连成一条链，在重力 g = 1 下挂在顶端的支点上。\
链起初静止，每根弹簧都处于原长；随后它下落、伸长、上下弹跳，阻尼使它逐渐静止。观察圆盘之间的间隔：静止时每根弹簧承受\
它下方所有圆盘的重量，所以伸长量为（下方圆盘数）m g / k：最上面的弹簧伸长 10 m g / k = 0.5，最下面的只伸长 0.05。链在\
静止下来之前上下传播的波，正是沿弹簧传播声音的那种纵波。支点是一个固定不动的点。" \
    "重力下のばねの鎖" "10 個の円板がばね（ばね定数 k = 20、自然長 1.5）でつながった鎖になり、重力 g = 1 のもとで上端の\
支点からつり下げられています。鎖ははじめ静止していて、どのばねも自然長です。その後、落ちて伸び、上下に跳ね、減衰によって\
しだいに静止します。円板の間隔を観察しましょう。静止したとき、各ばねはその下にあるすべての円板の重さを支えるので、伸びは\
（下にある円板の数）m g / k になります。いちばん上のばねは 10 m g / k = 0.5 伸び、いちばん下のばねは 0.05 しか伸び\
ません。静止するまでの間に鎖を上下に伝わる波は、ばねに沿って音を伝えるのと同じ縦波です。支点は動かない固定点です。"
gen spring-chain.json spring-chain "Spring chain under gravity" "Ten disks hang in a chain of springs (k = 20, \
rest length 1.5) from a pivot at the top, under gravity g = 1. The chain starts at rest with every spring at its rest \
length, then drops, stretches and bounces, and a damping lets it settle. Watch the gaps between the disks: at rest \
each spring carries the weight of all the disks below it, so it is stretched by (number of disks below) m g / k: the \
top spring by 10 m g / k = 0.5, the bottom one by only 0.05. The waves that run up and down the chain while it \
settles are the longitudinal waves that carry sound along a spring. The pivot is a fixed point that never moves." \
    --n 10 --top pivot --stiffness 20 --rest-length 1.5 --gravity 1 --damping 0.2

translations "硬弹簧上的单摆" "摆球挂在支点下方 5 个长度单位处的一根硬弹簧（k = 10^4）上，重力 g = 1，从偏离竖直方向 5 度\
处由静止释放。弹簧几乎不伸长（m g / k = 0.0001），所以它就像一根细杆，摆球像单摆一样摆动。测量摆动的周期：对于小角度，\
周期为 2 pi sqrt(L / g) = 14.05，与质量和振幅都无关。能量在动能和（重力）势能之间转换，总能量保持不变：没有阻尼。支点是一个\
固定点：除了弹簧，什么也碰不到它。" \
    "硬いばねの振り子" "おもりが支点の 5 長さ単位下に硬いばね（k = 10^4）でつり下げられ、重力 g = 1 のもとで、鉛直から\
5 度の位置から静かに放されます。ばねはほとんど伸びない（m g / k = 0.0001）ので棒のようにふるまい、おもりは単振り子として\
振れます。振れの周期を測りましょう。小さな角度では周期は 2 pi sqrt(L / g) = 14.05 で、質量にも振幅にもよりません。\
エネルギーは運動エネルギーと（重力の）位置エネルギーの間を行き来し、その和は一定です。減衰はありません。支点は固定された\
点で、ばねのほかには何も触れません。"
gen spring-pendulum.json spring-pendulum "Pendulum on a stiff spring" "A bob hangs on a stiff spring (k = 10^4) \
5 length units below a pivot, under gravity g = 1, and is released from rest 5 degrees from the vertical. The spring \
barely stretches (m g / k = 0.0001), so it acts as a rod and the bob swings as a simple pendulum. Time the swings: for \
small angles the period is 2 pi sqrt(L / g) = 14.05 and depends neither on the mass nor on the amplitude. Energy moves \
between kinetic and (gravitational) potential energy, and their sum stays constant: there is no damping. The pivot is \
a fixed point: nothing but the spring touches it." \
    --length 5 --angle 5 --gravity 1 --stiffness 10000

translations "恒温下的活塞：玻意耳定律" "有壁的盒子中有 400 个圆盘，kT = 1。右壁是一个可自由移动的活塞（质量 400，与气体\
总质量相同），外部压强 0.2 把它向内推；它最远可以退到盒子宽度的两倍处。另外三面壁是温度 kT = 1 的恒温壁，让气体保持\
这个温度。活塞慢慢向内移动，稍微越过一点，大约 100 个时间单位后停在气体压强等于外部压强的位置。在“场景”属性中把外部压强改成 0.1 或 0.4（两倍或\
一半），观察面积：压强加倍时面积减半（玻意耳定律 PA = NkT），但密度越大，圆盘自身占据的空间使 PA/NkT 越大于 1。" \
    "一定温度のピストン：ボイルの法則" "壁に囲まれたボックスの中に kT = 1 の円板が 400 個あります。右の壁は自由に動く\
ピストン（質量 400、気体全体の質量と同じ）で、外圧 0.2 が内側へ押しています。ボックスの幅の 2 倍の位置まで外へ動けます。\
ほかの 3 つの壁は温度 kT = 1 の熱壁で、気体をこの温度に保ちます。ピストンはゆっくり内側へ動き、少し行き過ぎてから、\
100 時間単位ほどで気体の圧力が外圧とつり合う位置に落ち着きます。「シナリオ」のプロパティで外圧を 0.1 や 0.4 に変えて面積を観察\
しましょう。圧力を 2 倍にすると面積はほぼ半分になります（ボイルの法則 PA = NkT）。ただし密度が高いほど、円板自身が場所を\
占めるため PA/NkT は 1 より大きくなります。"
gen boyle-piston.json gas "Piston at constant temperature: Boyle's law" "400 disks at kT = 1 in a walled box. The \
right wall is a free piston (mass 400, the gas's own mass) pushed in by an outside pressure of 0.2; it can go out to \
twice the box's width. The other three walls are thermal walls at kT = 1, which hold the gas at that temperature. The \
piston moves in, overshoots a little and settles (in about 100 time units) where the gas's pressure equals the \
pressure outside. Change the \
pressure outside to 0.1 or 0.4 (in the Scenario properties) and watch the area: doubling the pressure about halves it \
(Boyle's law, PA = NkT), but the denser the gas, the more PA/NkT exceeds 1, because the disks take up room." \
    --n 400 --packing 0.1 --seed 2026 --wall-temperature 1 --piston-mass 400 --piston-pressure 0.2 --piston-limit 112

translations "压在气体上的活塞：绝热压缩" "有壁的盒子中有 400 个圆盘，kT = 1。右壁是一个可自由移动的活塞（质量 400），\
外部压强 0.4 把它向内推；所有壁都是弹性的，不与外界交换热量。活塞落向气体，把它压缩，又被弹回，来回振荡。气体被压缩时\
变热，膨胀时变冷；能量只在气体的动能、活塞的动能和外部压强所做的功 P A 之间转移，三者之和保持不变。与“恒温下的活塞”\
比较：在同样的外部压强下，这里的气体更热，占据的面积也更大。" \
    "気体に落とすピストン：断熱圧縮" "壁に囲まれたボックスの中に kT = 1 の円板が 400 個あります。右の壁は自由に動く\
ピストン（質量 400）で、外圧 0.4 が内側へ押しています。壁はすべて弾性的で、外と熱をやりとりしません。ピストンは気体に\
向かって落ち、気体を圧縮し、はね返されて、行ったり来たり振動します。気体は圧縮されると温まり、膨張すると冷えます。\
エネルギーは気体の運動エネルギー、ピストンの運動エネルギー、外圧の仕事 P A の間を移るだけで、その和は一定です。「一定\
温度のピストン」と比べましょう。同じ外圧でも、こちらの気体のほうが熱く、面積も大きくなります。"
gen adiabatic-piston.json gas "Piston dropped on a gas: adiabatic compression" "400 disks at kT = 1 in a walled box. \
The right wall is a free piston (mass 400) pushed in by an outside pressure of 0.4; every wall is elastic, so no heat \
comes in or goes out. The piston falls onto the gas, compresses it, is thrown back and swings to and fro. The gas \
warms as it is squeezed and cools as it expands; energy only moves between the gas's kinetic energy, the piston's \
and the work P A of the pressure outside, and their sum stays constant. Compare with the piston at constant \
temperature: under the same pressure outside this gas ends hotter and takes up more room." \
    --n 400 --packing 0.1 --seed 2026 --piston-mass 400 --piston-pressure 0.4

translations "把气体泵入盒子：阿伏伽德罗定律" "有壁的盒子中有 200 个圆盘，kT = 1，四面壁都是温度 kT = 1 的恒温壁，让气体\
保持这个温度。从 t = 100 起，气泵通过左壁上的开口（绿色）把另外 200 个圆盘一个接一个地送进来，每个圆盘在它的位置空出时\
才进入，来自温度相同的气体。在气泵开始之前读出压强，预测圆盘数加倍后的压强，然后观察压强随圆盘数一起上升。温度和体积\
不变时，压强与圆盘数成正比（阿伏伽德罗定律，PA = NkT）：圆盘数加倍，压强大约加倍，而且略多于两倍，因为气体越密，圆盘\
自身占据的空间越大。" \
    "気体をボックスに送り込む：アボガドロの法則" "壁に囲まれたボックスの中に kT = 1 の円板が 200 個あります。4 つの\
壁はすべて温度 kT = 1 の熱壁で、気体をこの温度に保ちます。t = 100 から、ポンプが左の壁の開口（緑色）を通して、同じ\
温度の気体からさらに 200 個の円板を 1 個ずつ送り込みます。どの円板も、その場所が空いてから入ります。ポンプが動き出す前に\
圧力を読み、円板の数が 2 倍になったときの圧力を予想してから、円板の数とともに圧力が上がっていく様子を観察しましょう。\
温度と体積が一定なら、圧力は円板の数に比例します（アボガドロの法則 PA = NkT）。円板を 2 倍にすると圧力もほぼ 2 倍、\
正確には 2 倍より少し大きくなります。気体が密になるほど、円板自身が場所を占めるからです。"
gen pump-avogadro.json gas "Pump gas into a box: Avogadro's law" "200 disks at kT = 1 in a walled box whose walls \
are all thermal walls at kT = 1, which hold the gas at that temperature. From t = 100 a pump lets 200 more disks in \
through an opening in the left wall (green), one at a time, each once its spot is free, from a gas at the same \
temperature. Read the pressure before the pump starts, predict it for twice the disks, and watch it climb with the \
number of disks. At the same temperature and volume the pressure is proportional to the number of disks (Avogadro's \
law, PA = NkT): twice the disks give about twice the pressure, a little more, because the denser the gas, the more \
room the disks themselves take up." \
    --n 200 --packing 0.05 --seed 7 --wall-temperature 1 --pump 200 --pump-start 100

# Aggregation: sticky disks that grow into rigid, fractal clusters (docs/aggregation.md).
translations "布朗聚集（DLCA）" "周期性盒子中有 500 个相碰即粘的圆盘，堆积分数（填充率）0.03，就像静止空气中的烟尘颗粒。周围的\
气体不断撞击每个圆盘：每隔 0.1 个时间单位，它的速度按麦克斯韦-玻尔兹曼分布重新抽取，所以它做随机游走。两个圆盘一接触就粘在\
一起，作为一个刚性团簇继续运动，一边漂移一边转动，越重越慢。团簇与团簇在第一次接触的地方粘住，于是长成松散的分枝形状（扩散限制的\
团簇-团簇聚集）。每个团簇用自己的颜色画出，单独的圆盘为灰色。“聚集”面板显示团簇数随时间减少、团簇大小的分布，以及回转半径与\
质量的关系：在双对数坐标中，质量 M 与回转半径 Rg 满足 M ∝ Rg^D_f，拟合的分形维数 D_f 约为 1.37（已发表的大团簇研究得到 1.44），远小于致密圆盘的 2。团簇越重\
运动越慢，可以逐步调高播放速度。" \
    "ブラウン凝集（DLCA）" "周期境界のボックスの中に、触れると付着する円板が 500 個あり、充填率は 0.03 です。静かな空気の中の\
煙やすすの粒子のようなものです。まわりの気体が各円板をたえず突き動かします。0.1 時間単位ごとに速度がマクスウェル・ボルツマン\
分布から引き直されるので、円板はランダムウォークをします。2 つの円板は触れた瞬間に付着し、1 つの剛体クラスターとして漂いながら\
回転し、重いほどゆっくり動きます。クラスターどうしも最初に触れた場所で付着するので、まばらに枝分かれした形に成長します（拡散律速\
クラスター・クラスター凝集）。クラスターはそれぞれの色で、単独の円板は灰色で描かれます。「凝集」パネルには、時間とともに減る\
クラスター数、クラスターの大きさの分布、そして質量に対する回転半径が表示されます。両対数グラフで質量 M と回転半径 Rg は \
M ∝ Rg^D_f の関係にあり、当てはめたフラクタル次元 D_f は約 1.37 で（大きなクラスターを調べた研究では 1.44）、詰まった円板の 2 よりずっと小さくなります。クラスターは\
重くなるほど遅くなるので、再生速度を少しずつ上げましょう。"
gen aggregation-brownian.json aggregation "Brownian aggregation (DLCA)" "500 sticky disks at packing fraction 0.03 in a \
periodic box, like smoke or soot particles in still air. The gas around each disk keeps kicking it: every 0.1 time \
units its velocity is drawn anew from Maxwell-Boltzmann, so it wanders on a random walk. Two disks stick as soon as \
they touch and move on as one rigid cluster that drifts and turns, the more slowly the heavier it is. Clusters stick to \
clusters where they first touch, so they grow into loose, branched shapes (diffusion-limited cluster-cluster \
aggregation). Each cluster is drawn in its own colour, lone disks in grey. The Aggregation panel shows the number of \
clusters falling with time, the cluster sizes, and the radius of gyration against mass: on log-log axes mass M and \
radius of gyration Rg follow M ~ Rg^D_f, with a fitted fractal dimension D_f of about 1.37 (published studies of \
large clusters find 1.44), far below the 2 of a compact disk. Clusters slow down as they grow heavier: raise the playback speed as the run goes on." \
    --n 500 --area-fraction 0.03 --motion brownian --mobility maxwell --seed 2026

translations "弹道聚集" "周期性盒子中有 500 个相碰即粘的圆盘，堆积分数（填充率）0.03，每个圆盘以 kT = 1 的麦克斯韦-玻尔兹曼\
分布抽取的速率沿直线飞行，就像非常稀薄的气体中，粒子在两次相遇之间不受任何阻碍。两个圆盘一接触就粘在一起；团簇保留两者的动量\
和角动量，所以它一边继续飞行一边旋转。团簇在直线路径第一次相交的地方撞上别的团簇，比随机游走的（布朗）团簇更少钻进对方的分枝，\
所以长得稍微致密一些：拟合的分形维数约为 1.5，而布朗聚集示例约为 1.37。大约 1500 个时间单位后只剩一个团簇，运行自行结束。" \
    "弾道的凝集" "周期境界のボックスの中に、触れると付着する円板が 500 個あり、充填率は 0.03 です。各円板は kT = 1 の\
マクスウェル・ボルツマン分布から引いた速さで直線上を飛びます。出会いと出会いの間に粒子を遅くするものが何もない、とても薄い\
気体のようなものです。2 つの円板は触れた瞬間に付着し、クラスターは 2 つの運動量と角運動量を受け継ぐので、飛び続けながら\
回転します。クラスターはまっすぐな道筋が最初に交わる場所でほかのクラスターにぶつかり、ランダムウォークする（ブラウン）クラスター\
ほど相手の枝の奥まで入り込まないので、少しだけ密に成長します。当てはめたフラクタル次元は約 1.5 で、ブラウン凝集の例の約 1.37 \
より大きくなります。約 1500 時間単位でクラスターが 1 つだけになり、実行は自然に終わります。"
gen aggregation-ballistic.json aggregation "Ballistic aggregation" "500 sticky disks at packing fraction 0.03 in a \
periodic box, each flying in a straight line at a speed drawn from Maxwell-Boltzmann at kT = 1, as in a very thin gas \
where nothing slows a particle between encounters. Two disks stick as soon as they touch; the cluster keeps the \
momentum and the angular momentum of the two, so it flies on and spins. Clusters hit clusters where their straight \
paths first cross and reach less deep into each other's branches than wandering (Brownian) clusters do, so they grow a \
little more compact: a fitted fractal dimension of about 1.5, against about 1.37 for the Brownian example. After about \
1500 time units one cluster is left and the run ends by itself." \
    --n 500 --area-fraction 0.03 --motion ballistic --seed 2026

translations "反应限制的聚集" "与布朗聚集示例相同的 500 个圆盘、相同的堆积分数 0.03 和相同的随机游走，只有一点不同：两个团簇\
相碰时，只有二十分之一的机会粘在一起（粘附概率 0.05）；其余时候它们像台球一样弹性地弹开，带走全部的动量、角动量和能量。这就像\
胶体颗粒表面带有同号电荷、只有少数碰撞能越过排斥势垒。团簇要碰很多次才粘住，期间它们互相钻进对方的分枝，所以长得比布朗聚集\
示例更致密：拟合的分形维数约为 1.45，而布朗聚集示例约为 1.37。“聚集”面板的摘要会数出弹开的次数。" \
    "反応律速凝集" "ブラウン凝集の例と同じ 500 個の円板、同じ充填率 0.03、同じランダムウォークですが、1 点だけ違います。\
2 つのクラスターが触れても、付着するのは 20 回に 1 回だけです（付着確率 0.05）。それ以外のときはビリヤードの球のように弾性的に\
跳ね返り、運動量・角運動量・エネルギーはすべて保たれます。表面に同じ符号の電荷をもつコロイド粒子で、反発の壁を越えられる衝突が\
わずかしかない場合に似ています。クラスターは何度も触れてから付着し、その間に相手の枝の奥まで入り込むので、ブラウン凝集の例より\
密に成長します。当てはめたフラクタル次元は約 1.45 で、ブラウン凝集の例の約 1.37 より大きくなります。「凝集」パネルの要約には\
跳ね返った回数が表示されます。"
gen aggregation-reaction-limited.json aggregation "Reaction-limited aggregation" "The same 500 disks, packing \
fraction 0.03 and random walks as the Brownian aggregation example, with one difference: when two clusters touch they \
stick only one time in twenty (sticking probability 0.05); the other times they bounce off elastically, like billiard \
balls, keeping all their momentum, angular momentum and energy. Colloids whose surfaces carry charges of one sign \
behave like this, when only a few encounters get over the repulsion. Clusters touch many times before they stick and \
reach into each other's branches meanwhile, so they grow more compact than in the Brownian example: a fitted fractal \
dimension of about 1.45, against about 1.37. The Aggregation panel's summary counts the bounces." \
    --n 500 --area-fraction 0.03 --motion brownian --mobility maxwell --sticking-probability 0.05 --seed 2026

translations "火焰中形成的烟炱" "周期性盒子中有 1500 个烟炱的初级颗粒（直径几十纳米的碳球，这里画成圆盘），堆积分数（填充率）\
0.08，受到火焰中热气体的撞击：速度每隔 0.1 个时间单位按麦克斯韦-玻尔兹曼分布重新抽取。相碰的颗粒粘在一起，相碰的团簇也粘在\
一起，大约一万个时间单位后，只剩下二十个左右长长的分枝团簇：这正是电子显微镜下真实烟炱的分形聚集体，它们的形状决定了烟炱吸收多少光、\
能深入肺部多远。“聚集”面板中回转半径与质量的关系给出分形维数；在这个较高的密度下，团簇在生长中彼此交错，分形维数比稀薄的\
布朗聚集示例略高。" \
    "炎の中でできるすす" "周期境界のボックスの中に、すすの一次粒子（直径数十ナノメートルの炭素の球。ここでは円板）が 1500 個\
あり、充填率は 0.08 です。炎の熱い気体に突き動かされ、速度は 0.1 時間単位ごとにマクスウェル・ボルツマン分布から引き直されます。\
触れた粒子は付着し、触れたクラスターも付着して、約 1 万時間単位後には、長く枝分かれしたクラスターが 20 個ほど残るだけになります。電子顕微鏡で\
見る本物のすすと同じフラクタルな凝集体で、その形が、すすがどれだけ光を吸収するか、肺のどこまで入り込むかを決めます。「凝集」\
パネルの質量に対する回転半径からフラクタル次元が求まります。この高めの密度ではクラスターが成長の途中で入り組むため、\
フラクタル次元は薄いブラウン凝集の例より少し大きくなります。"
gen soot-aggregation.json aggregation "Soot forming in a flame" "1500 primary soot particles (carbon spheres a few tens \
of nanometres across, drawn here as disks) at packing fraction 0.08 in a periodic box, kicked about by the hot gas of \
a flame: their velocities are drawn anew from Maxwell-Boltzmann every 0.1 time units. Particles that touch stick, \
clusters that touch stick, and after about ten thousand time units some twenty long, branched clusters are left: the \
fractal aggregates an electron microscope shows in real soot, whose shape decides how much light soot absorbs and how \
deep it gets into the lungs. The Aggregation panel's radius of gyration against mass gives the fractal dimension; at \
this higher density clusters interlock as they grow, and the dimension comes out a little higher than in the dilute \
Brownian example." \
    --n 1500 --area-fraction 0.08 --motion brownian --mobility maxwell --seed 2026
