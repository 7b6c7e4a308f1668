<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>AddDisksCommand</name>
    <message numerus="yes">
        <source>Add %n disk(s)</source>
        <translation>
            <numerusform>円板を %n 個追加</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AddSegmentCommand</name>
    <message>
        <source>Add interior wall</source>
        <translation>内部壁を追加</translation>
    </message>
</context>
<context>
    <name>BoundaryCommand</name>
    <message>
        <source>Make box periodic</source>
        <translation>ボックスを周期境界にする</translation>
    </message>
    <message>
        <source>Give box walls</source>
        <translation>ボックスに壁を付ける</translation>
    </message>
</context>
<context>
    <name>BoxSizeCommand</name>
    <message>
        <source>Set box size</source>
        <translation>ボックスの大きさを設定</translation>
    </message>
</context>
<context>
    <name>DeleteDisksCommand</name>
    <message numerus="yes">
        <source>Delete %n disk(s)</source>
        <translation>
            <numerusform>円板を %n 個削除</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiskField</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <source>vx</source>
        <translation>vx</translation>
    </message>
    <message>
        <source>vy</source>
        <translation>vy</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>半径</translation>
    </message>
    <message>
        <source>Mass</source>
        <translation>質量</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>色</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>電荷</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>EditSegmentCommand</name>
    <message>
        <source>Change interior wall %1</source>
        <translation>内部壁 %1 を変更</translation>
    </message>
</context>
<context>
    <name>EngineChoice</name>
    <message>
        <source>Choose engine</source>
        <translation>エンジンを選択</translation>
    </message>
</context>
<context>
    <name>GeneratorCatalog</name>
    <message>
        <source>Empty box</source>
        <translation>空のボックス</translation>
    </message>
    <message>
        <source>No disks: add them with the edit tools (Edit ▸ Add Disks).</source>
        <translation>円板はありません。編集ツールで追加してください（編集 ▸ 円板を追加）。</translation>
    </message>
    <message>
        <source>Ideal gas</source>
        <translation>理想気体</translation>
    </message>
    <message>
        <source>N disks at a packing fraction and temperature, zero total momentum, melted from a lattice.</source>
        <translation>指定した充填率と温度の円板 N 個。全運動量はゼロで、格子を融解させて作ります。</translation>
    </message>
    <message>
        <source>Disks</source>
        <translation>円板数</translation>
    </message>
    <message>
        <source>Packing fraction</source>
        <translation>充填率</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>半径</translation>
    </message>
    <message>
        <source>Mass</source>
        <translation>質量</translation>
    </message>
    <message>
        <source>Temperature kT</source>
        <translation>温度 kT</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>乱数シード</translation>
    </message>
    <message>
        <source>Lattice</source>
        <translation>格子</translation>
    </message>
    <message>
        <source>A triangular crystal at temperature T.</source>
        <translation>温度 T の三角格子の結晶。</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列数</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>Billiards</source>
        <translation>ビリヤード</translation>
    </message>
    <message>
        <source>A triangular rack and a cue ball.</source>
        <translation>三角形に組んだラックと手球。</translation>
    </message>
    <message>
        <source>Rack rows</source>
        <translation>ラックの段数</translation>
    </message>
    <message>
        <source>Cue speed</source>
        <translation>手球の速さ</translation>
    </message>
    <message>
        <source>Cue angle (°)</source>
        <translation>手球の角度 (°)</translation>
    </message>
    <message>
        <source>Diffusion</source>
        <translation>拡散</translation>
    </message>
    <message>
        <source>Two coloured species either side of a partition with a slit, or one that is removed.</source>
        <translation>色の異なる 2 種類の円板を仕切りの両側に置きます。仕切りにはスリットがあるか、途中で取り除かれます。</translation>
    </message>
    <message>
        <source>Disks on the left</source>
        <translation>左側の円板数</translation>
    </message>
    <message>
        <source>Disks on the right</source>
        <translation>右側の円板数</translation>
    </message>
    <message>
        <source>Mass on the left</source>
        <translation>左側の質量</translation>
    </message>
    <message>
        <source>Mass on the right</source>
        <translation>右側の質量</translation>
    </message>
    <message>
        <source>Slit width</source>
        <translation>スリットの幅</translation>
    </message>
    <message>
        <source>Partition removed at t</source>
        <translation>仕切りの除去時刻 t</translation>
    </message>
    <message>
        <source>Squeeze</source>
        <translation>挟み込み</translation>
    </message>
    <message>
        <source>A tiny light disk between two large ones.</source>
        <translation>2 つの大きな円板に挟まれた、小さく軽い円板。</translation>
    </message>
    <message>
        <source>Large radius</source>
        <translation>大円板の半径</translation>
    </message>
    <message>
        <source>Large speed</source>
        <translation>大円板の速さ</translation>
    </message>
    <message>
        <source>Small radius</source>
        <translation>小円板の半径</translation>
    </message>
    <message>
        <source>Small mass</source>
        <translation>小円板の質量</translation>
    </message>
    <message>
        <source>Small speed</source>
        <translation>小円板の速さ</translation>
    </message>
    <message>
        <source>Newton&apos;s cradle</source>
        <translation>ニュートンのゆりかご</translation>
    </message>
    <message>
        <source>A row of balls at rest, struck from the left.</source>
        <translation>一列に並んで静止した球を、左から打ちます。</translation>
    </message>
    <message>
        <source>Balls at rest</source>
        <translation>静止した球の数</translation>
    </message>
    <message>
        <source>Strikers</source>
        <translation>打ち出す球の数</translation>
    </message>
    <message>
        <source>Striker speed</source>
        <translation>打ち出す球の速さ</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>球の間隔</translation>
    </message>
    <message>
        <source>Brownian motion</source>
        <translation>ブラウン運動</translation>
    </message>
    <message>
        <source>One large heavy disk among many small ones.</source>
        <translation>多数の小さな円板の中にある、大きく重い円板 1 個。</translation>
    </message>
    <message>
        <source>Small disks</source>
        <translation>小円板の数</translation>
    </message>
    <message>
        <source>Large mass</source>
        <translation>大円板の質量</translation>
    </message>
    <message>
        <source>Piston compression</source>
        <translation>ピストンによる圧縮</translation>
    </message>
    <message>
        <source>A gas compressed by the right wall.</source>
        <translation>右の壁で圧縮される気体。</translation>
    </message>
    <message>
        <source>Piston speed</source>
        <translation>ピストンの速さ</translation>
    </message>
    <message>
        <source>Final width (share)</source>
        <translation>最終的な幅（初期の幅に対する比）</translation>
    </message>
    <message>
        <source>Wall-bouncing rows</source>
        <translation>壁で跳ね返る列</translation>
    </message>
    <message>
        <source>Disks crossing the box in rows and columns.</source>
        <translation>行と列に並んでボックスを横切る円板。</translation>
    </message>
    <message>
        <source>Box size</source>
        <translation>ボックスの大きさ</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速さ</translation>
    </message>
    <message>
        <source>Tilted floor</source>
        <translation>傾いた床</translation>
    </message>
    <message>
        <source>Disks dropped on an inclined floor under gravity.</source>
        <translation>重力のもとで傾いた床に落ちる円板。</translation>
    </message>
    <message>
        <source>Floor angle (°)</source>
        <translation>床の角度 (°)</translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation>重力</translation>
    </message>
    <message>
        <source>Rows of the rack (1, 3, 6, 10, 15, ... balls).</source>
        <translation>ラックの段数（球は 1, 3, 6, 10, 15, ... 個）。</translation>
    </message>
    <message>
        <source>Ball radius.</source>
        <translation>球の半径。</translation>
    </message>
    <message>
        <source>Ball mass.</source>
        <translation>球の質量。</translation>
    </message>
    <message>
        <source>Speed of the cue ball.</source>
        <translation>手球の速さ。</translation>
    </message>
    <message>
        <source>Direction of the cue ball in degrees from +x (0 aims at the apex).</source>
        <translation>手球の向き。+x 方向からの角度を度で指定します（0 でラックの頂点を狙います）。</translation>
    </message>
    <message>
        <source>Table size</source>
        <translation>テーブルの大きさ</translation>
    </message>
    <message>
        <source>Table width and height.</source>
        <translation>テーブルの幅と高さ。</translation>
    </message>
    <message>
        <source>Space between neighbouring rack balls.</source>
        <translation>ラック内で隣り合う球の間隔。</translation>
    </message>
    <message>
        <source>Jitter</source>
        <translation>位置のずれ</translation>
    </message>
    <message>
        <source>Random displacement of each rack ball, up to this along x and y (&lt; gap / 3).</source>
        <translation>ラックの各球を x 方向と y 方向にそれぞれこの値までランダムにずらします（球の間隔 / 3 未満）。</translation>
    </message>
    <message>
        <source>Random seed of the jitter.</source>
        <translation>位置のずれに使う乱数シード。</translation>
    </message>
    <message>
        <source>Number of small disks.</source>
        <translation>小円板の数。</translation>
    </message>
    <message>
        <source>Packing fraction of all disks, the large one included.</source>
        <translation>大円板を含むすべての円板の充填率。</translation>
    </message>
    <message>
        <source>Radius of the small disks.</source>
        <translation>小円板の半径。</translation>
    </message>
    <message>
        <source>Mass of the small disks.</source>
        <translation>小円板の質量。</translation>
    </message>
    <message>
        <source>Radius of the large disk.</source>
        <translation>大円板の半径。</translation>
    </message>
    <message>
        <source>Mass of the large disk.</source>
        <translation>大円板の質量。</translation>
    </message>
    <message>
        <source>kT of every disk.</source>
        <translation>すべての円板の kT。</translation>
    </message>
    <message>
        <source>Number of disks.</source>
        <translation>円板の数。</translation>
    </message>
    <message>
        <source>Disk radius.</source>
        <translation>円板の半径。</translation>
    </message>
    <message>
        <source>Disk mass.</source>
        <translation>円板の質量。</translation>
    </message>
    <message>
        <source>Melting collisions per disk</source>
        <translation>融解の衝突回数（円板 1 個あたり）</translation>
    </message>
    <message>
        <source>Collisions per disk run to melt the starting lattice.</source>
        <translation>初期の格子を融解させるために実行する、円板 1 個あたりの衝突回数。</translation>
    </message>
    <message>
        <source>Random seed; the same seed gives the same scenario.</source>
        <translation>乱数シード。同じシードからは同じシナリオが生成されます。</translation>
    </message>
    <message>
        <source>Seed stored in the scenario (the layout is fixed).</source>
        <translation>シナリオに保存されるシード（配置は固定です）。</translation>
    </message>
    <message>
        <source>Box width and height.</source>
        <translation>ボックスの幅と高さ。</translation>
    </message>
    <message>
        <source>Balls at rest in the row.</source>
        <translation>列に並んで静止している球の数。</translation>
    </message>
    <message>
        <source>Balls arriving together from the left.</source>
        <translation>左からそろって飛んでくる球の数。</translation>
    </message>
    <message>
        <source>Speed of the strikers.</source>
        <translation>打ち出す球の速さ。</translation>
    </message>
    <message>
        <source>Space between neighbouring balls (0: touching).</source>
        <translation>隣り合う球の間隔（0：接触）。</translation>
    </message>
    <message>
        <source>Disks left of the partition.</source>
        <translation>仕切りの左側の円板数。</translation>
    </message>
    <message>
        <source>Disks right of the partition (0: free expansion).</source>
        <translation>仕切りの右側の円板数（0：自由膨張）。</translation>
    </message>
    <message>
        <source>Packing fraction of all disks over the whole box.</source>
        <translation>ボックス全体でのすべての円板の充填率。</translation>
    </message>
    <message>
        <source>Mass of the left species.</source>
        <translation>左側の種類の円板の質量。</translation>
    </message>
    <message>
        <source>Mass of the right species.</source>
        <translation>右側の種類の円板の質量。</translation>
    </message>
    <message>
        <source>kT.</source>
        <translation>kT。</translation>
    </message>
    <message>
        <source>Aspect ratio</source>
        <translation>縦横比</translation>
    </message>
    <message>
        <source>Box width / height.</source>
        <translation>ボックスの幅 / 高さ。</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>仕切り</translation>
    </message>
    <message>
        <source>slit: a partition with an opening in its middle; removable: a partition that disappears at the removal time.</source>
        <translation>スリットあり：中央に開口部のある仕切り。指定時刻に除去：除去時刻に消える仕切り。</translation>
    </message>
    <message>
        <source>With a slit</source>
        <translation>スリットあり</translation>
    </message>
    <message>
        <source>Removed at a time</source>
        <translation>指定時刻に除去</translation>
    </message>
    <message>
        <source>Width of the slit.</source>
        <translation>スリットの幅。</translation>
    </message>
    <message>
        <source>When a removable partition disappears.</source>
        <translation>除去される仕切りが消える時刻。</translation>
    </message>
    <message>
        <source>Colour on the left</source>
        <translation>左側の色</translation>
    </message>
    <message>
        <source>Colour of the left species.</source>
        <translation>左側の種類の円板の色。</translation>
    </message>
    <message>
        <source>Colour on the right</source>
        <translation>右側の色</translation>
    </message>
    <message>
        <source>Colour of the right species.</source>
        <translation>右側の種類の円板の色。</translation>
    </message>
    <message>
        <source>Collisions per disk run, partition closed, to melt the starting lattices.</source>
        <translation>仕切りを閉じたまま初期の格子を融解させるために実行する、円板 1 個あたりの衝突回数。</translation>
    </message>
    <message>
        <source>Packing fraction eta = N pi r^2 / A, up to 0.70 and beyond (square box).</source>
        <translation>充填率 eta = N pi r^2 / A。0.70 以上も指定できます（正方形のボックス）。</translation>
    </message>
    <message>
        <source>Box width and height instead of the packing fraction (0 x 0: a square box at the packing fraction).</source>
        <translation>充填率の代わりに指定するボックスの幅と高さ（0 x 0：充填率から決まる正方形のボックス）。</translation>
    </message>
    <message>
        <source>Disk radius (sigma = 2 r).</source>
        <translation>円板の半径（sigma = 2 r）。</translation>
    </message>
    <message>
        <source>kT (k_B = 1).</source>
        <translation>kT（k_B = 1）。</translation>
    </message>
    <message>
        <source>Periodic box</source>
        <translation>周期境界のボックス</translation>
    </message>
    <message>
        <source>Periodic box instead of walls.</source>
        <translation>壁の代わりに周期境界のボックスを使います。</translation>
    </message>
    <message>
        <source>Tilt of the floor in degrees; it falls from left to right.</source>
        <translation>床の傾き（度）。床は左から右へ下がります。</translation>
    </message>
    <message>
        <source>Strength of gravity, pointing down.</source>
        <translation>重力の強さ（下向き）。</translation>
    </message>
    <message>
        <source>kT of the starting velocities (0: dropped from rest).</source>
        <translation>初速度の kT（0：静止状態から落とします）。</translation>
    </message>
    <message>
        <source>Disks per row.</source>
        <translation>1 行あたりの円板数。</translation>
    </message>
    <message>
        <source>Rows (even in a periodic box).</source>
        <translation>行数（周期境界のボックスでは偶数）。</translation>
    </message>
    <message>
        <source>Packing fraction of the crystal.</source>
        <translation>結晶の充填率。</translation>
    </message>
    <message>
        <source>kT of the velocities.</source>
        <translation>速度の kT。</translation>
    </message>
    <message>
        <source>Walled box</source>
        <translation>壁のあるボックス</translation>
    </message>
    <message>
        <source>A walled box around the crystal instead of a periodic one.</source>
        <translation>周期境界の代わりに、壁のあるボックスで結晶を囲みます。</translation>
    </message>
    <message>
        <source>Packing fraction at the start (square box).</source>
        <translation>初期の充填率（正方形のボックス）。</translation>
    </message>
    <message>
        <source>kT at the start.</source>
        <translation>初期の kT。</translation>
    </message>
    <message>
        <source>Speed of the right wall.</source>
        <translation>右の壁の速さ。</translation>
    </message>
    <message>
        <source>Box width when the wall stops, as a share of the start (&lt; 1 compresses).</source>
        <translation>壁が止まったときのボックスの幅を、初期の幅に対する比で指定します（1 未満で圧縮）。</translation>
    </message>
    <message>
        <source>Radius of the two large disks.</source>
        <translation>2 つの大円板の半径。</translation>
    </message>
    <message>
        <source>Mass of the two large disks.</source>
        <translation>2 つの大円板の質量。</translation>
    </message>
    <message>
        <source>Speed of each large disk towards the middle.</source>
        <translation>中央へ向かう各大円板の速さ。</translation>
    </message>
    <message>
        <source>Radius of the small disk.</source>
        <translation>小円板の半径。</translation>
    </message>
    <message>
        <source>Mass of the small disk.</source>
        <translation>小円板の質量。</translation>
    </message>
    <message>
        <source>Speed of the small disk (moving left).</source>
        <translation>小円板の速さ（左向きに運動）。</translation>
    </message>
    <message>
        <source>Disks starting on the bottom wall, moving up.</source>
        <translation>下の壁から上向きに動き出す円板の数。</translation>
    </message>
    <message>
        <source>Disks starting on the left wall, moving right.</source>
        <translation>左の壁から右向きに動き出す円板の数。</translation>
    </message>
    <message>
        <source>Side of the square box.</source>
        <translation>正方形のボックスの一辺の長さ。</translation>
    </message>
    <message>
        <source>Speed of every disk.</source>
        <translation>すべての円板の速さ。</translation>
    </message>
    <message>
        <source>Aggregation</source>
        <translation>凝集</translation>
    </message>
    <message>
        <source>Sticky disks that grow into fractal clusters.</source>
        <translation>衝突すると付着する円板がフラクタルなクラスターに成長する。</translation>
    </message>
    <message>
        <source>Area fraction</source>
        <translation>面積分率</translation>
    </message>
    <message>
        <source>Disk area over box area.</source>
        <translation>円板の総面積と箱の面積の比。</translation>
    </message>
    <message>
        <source>Motion</source>
        <translation>運動</translation>
    </message>
    <message>
        <source>brownian: velocities redrawn from Maxwell-Boltzmann every step (DLCA); ballistic: straight lines.</source>
        <translation>brownian：各ステップでマクスウェル・ボルツマン分布から速度を引き直す（DLCA）；ballistic：直線運動。</translation>
    </message>
    <message>
        <source>Brownian</source>
        <translation>ブラウン運動</translation>
    </message>
    <message>
        <source>Ballistic</source>
        <translation>弾道的</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Time between Brownian velocity draws (ballistic: the contact search horizon).</source>
        <translation>ブラウン運動の速度を引き直す間隔（ballistic：接触を探す時間幅）。</translation>
    </message>
    <message>
        <source>Charged gas</source>
        <translation>帯電した気体</translation>
    </message>
    <message>
        <source>Charged disks at random places in a walled box, for the force engine: of one sign they repel, of both signs opposite charges pair up.</source>
        <translation>壁に囲まれたボックスのランダムな位置にある帯電した円板（力エンジン用）。同符号なら反発し合い、両符号なら異符号の電荷が対になります。</translation>
    </message>
    <message>
        <source>Signs</source>
        <translation>電荷の符号</translation>
    </message>
    <message>
        <source>one: every disk +q; both: half +q, half -q.</source>
        <translation>one：すべての円板が +q、both：半分が +q、半分が -q。</translation>
    </message>
    <message>
        <source>One sign</source>
        <translation>同符号</translation>
    </message>
    <message>
        <source>Both signs</source>
        <translation>両符号</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>電荷</translation>
    </message>
    <message>
        <source>Magnitude of every disk&apos;s charge.</source>
        <translation>各円板の電荷の大きさ。</translation>
    </message>
    <message>
        <source>Coulomb constant</source>
        <translation>クーロン定数</translation>
    </message>
    <message>
        <source>k in F = k q1 q2 / r^2.</source>
        <translation>F = k q1 q2 / r^2 の k。</translation>
    </message>
    <message>
        <source>Damping</source>
        <translation>減衰</translation>
    </message>
    <message>
        <source>Velocities decay as exp(-gamma t); 0 keeps the energy.</source>
        <translation>速度は exp(-gamma t) で減衰します。0 ならエネルギーは保存されます。</translation>
    </message>
    <message>
        <source>Packing fraction eta = N pi r^2 / A (square box).</source>
        <translation>充填率 eta = N pi r^2 / A（正方形のボックス）。</translation>
    </message>
    <message>
        <source>kT of the starting velocities (k_B = 1).</source>
        <translation>初速度の kT（k_B = 1）。</translation>
    </message>
    <message>
        <source>Spring network</source>
        <translation>ばねのネットワーク</translation>
    </message>
    <message>
        <source>Disks joined by springs along a random connected graph, repelling each other mildly: a force-directed layout.</source>
        <translation>ランダムな連結グラフに沿ってばねでつながれ、互いに弱く反発する円板：力指向レイアウト。</translation>
    </message>
    <message>
        <source>Links per disk</source>
        <translation>円板あたりのばねの数</translation>
    </message>
    <message>
        <source>Mean number of springs at a disk (a tree has about 2).</source>
        <translation>1 個の円板につながるばねの平均の数（木ではおよそ 2）。</translation>
    </message>
    <message>
        <source>Spring constant</source>
        <translation>ばね定数</translation>
    </message>
    <message>
        <source>k of every spring: force per unit stretch.</source>
        <translation>各ばねの k：単位の伸びあたりの力。</translation>
    </message>
    <message>
        <source>Rest length</source>
        <translation>自然長</translation>
    </message>
    <message>
        <source>Length of every spring when it pulls nothing.</source>
        <translation>各ばねが何も引かないときの長さ。</translation>
    </message>
    <message>
        <source>Every disk&apos;s charge, of one sign: the mild repulsion.</source>
        <translation>各円板の電荷（すべて同符号）：弱い反発を生みます。</translation>
    </message>
    <message>
        <source>Spring chain</source>
        <translation>ばねの鎖</translation>
    </message>
    <message>
        <source>Disks joined by springs in a vertical chain under gravity, hung from a pivot or falling freely.</source>
        <translation>重力のもとでばねにより鉛直な鎖につながれた円板。支点からつり下げるか、自由に落下させます。</translation>
    </message>
    <message>
        <source>Disks in the chain.</source>
        <translation>鎖の円板の数。</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>上端</translation>
    </message>
    <message>
        <source>Pivot</source>
        <translation>支点</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>自由</translation>
    </message>
    <message>
        <source>Spring pendulum</source>
        <translation>ばね振り子</translation>
    </message>
    <message>
        <source>A bob on a stiff spring below a pivot, released at an angle: a simple pendulum for the force engine.</source>
        <translation>支点の下の硬いばねにつけたおもりを、ある角度から放します：力エンジンの単振り子。</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>長さ</translation>
    </message>
    <message>
        <source>Pivot to bob while hanging still, the spring&apos;s static stretch m g / k included.</source>
        <translation>静かにつり下がっているときの支点からおもりまでの距離（ばねの静的な伸び m g / k を含む）。</translation>
    </message>
    <message>
        <source>Angle (°)</source>
        <translation>角度 (°)</translation>
    </message>
    <message>
        <source>Angle from the vertical at release, in degrees.</source>
        <translation>放すときの鉛直からの角度（度）。</translation>
    </message>
    <message>
        <source>k of the spring: stiff, so it barely stretches.</source>
        <translation>ばねの k：硬いので、ほとんど伸びません。</translation>
    </message>
    <message>
        <source>Mass of the bob.</source>
        <translation>おもりの質量。</translation>
    </message>
    <message>
        <source>Wall temperature kT</source>
        <translation>壁の温度 kT</translation>
    </message>
    <message>
        <source>Every wall but a piston a heater or cooler at this kT (0: elastic walls).</source>
        <translation>ピストン以外のすべての壁を、この kT のヒーターまたはクーラーにします（0：弾性的な壁）。</translation>
    </message>
    <message>
        <source>Piston mass</source>
        <translation>ピストンの質量</translation>
    </message>
    <message>
        <source>Make the right wall a free piston of this mass (0: an ordinary wall).</source>
        <translation>右の壁をこの質量の自由ピストンにします（0：ふつうの壁）。</translation>
    </message>
    <message>
        <source>Pressure outside the piston</source>
        <translation>ピストンの外圧</translation>
    </message>
    <message>
        <source>The pressure outside, pushing the free piston in.</source>
        <translation>自由ピストンを内側へ押す外圧。</translation>
    </message>
    <message>
        <source>Piston&apos;s cylinder ends at x</source>
        <translation>ピストンのシリンダーの端 x</translation>
    </message>
    <message>
        <source>How far out the free piston can go (0: the box&apos;s width, so it can only come in).</source>
        <translation>自由ピストンが外側へ動ける限界（0：ボックスの幅。内側へしか動けません）。</translation>
    </message>
    <message>
        <source>Disks pumped in</source>
        <translation>送り込む円板の数</translation>
    </message>
    <message>
        <source>A pump lets this many more disks in through an opening in the left wall, each once its spot is free (0: no pump).</source>
        <translation>ポンプが左の壁の開口からこの数の円板をさらに送り込みます。どの円板も、その場所が空いてから入ります（0：ポンプなし）。</translation>
    </message>
    <message>
        <source>Pumped gas&apos;s kT</source>
        <translation>送り込む気体の kT</translation>
    </message>
    <message>
        <source>kT of the gas the pumped disks come from (0: the gas&apos;s own kT).</source>
        <translation>送り込む円板のもとになる気体の kT（0：ボックスの気体と同じ kT）。</translation>
    </message>
    <message>
        <source>Pump starts at t</source>
        <translation>ポンプの開始時刻 t</translation>
    </message>
    <message>
        <source>When the first pumped disk tries to enter.</source>
        <translation>送り込む最初の円板が入ろうとする時刻。</translation>
    </message>
    <message>
        <source>Sticking probability</source>
        <translation>付着確率</translation>
    </message>
    <message>
        <source>The chance that two clusters stick when they touch; otherwise they bounce off elastically (1: diffusion- or ballistic-limited, small: reaction-limited).</source>
        <translation>2 つのクラスターが触れたときに付着する確率。付着しなければ弾性的に跳ね返ります（1：拡散律速または弾道的、小さい値：反応律速）。</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>回転</translation>
    </message>
    <message>
        <source>maxwell: each cluster&apos;s spin is redrawn from Maxwell-Boltzmann with its velocity; none: clusters drift without turning (classic diffusion-limited aggregation).</source>
        <translation>maxwell：各クラスターの自転の角速度を、速度と一緒にマクスウェル・ボルツマン分布から引き直します。none：クラスターは回転せずに漂うだけです（古典的な拡散律速凝集）。</translation>
    </message>
    <message>
        <source>Maxwell spin</source>
        <translation>マクスウェル分布の自転</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Every disk at the same speed</source>
        <translation>全円板を同じ速さに</translation>
    </message>
    <message>
        <source>Start every disk at the speed sqrt(2 kT / m) in a random direction, far from Maxwell-Boltzmann, to watch the speeds spread onto it (walled box only).</source>
        <translation>どの円板もランダムな向きに速さ sqrt(2 kT / m) で出発させます。マクスウェル・ボルツマン分布から遠い状態から、速さがその分布に広がっていく様子を観察できます（壁のある箱のみ）。</translation>
    </message>
    <message>
        <source>Radius of the bob.</source>
        <translation>おもりの半径。</translation>
    </message>
    <message>
        <source>Mobility</source>
        <translation>移動度</translation>
    </message>
    <message>
        <source>power-law: a cluster of s disks diffuses with D = D_1 s^gamma and does not turn, the classic diffusion-limited aggregation, with steps that grow as clusters do; maxwell: velocities from Maxwell-Boltzmann every step, D falling as 1 / s.</source>
        <translation>power-law：円板 s 個のクラスターは D = D_1 s^gamma で拡散し、回転しません。古典的な拡散律速凝集で、ステップはクラスターの成長とともに長くなります。maxwell：各ステップでマクスウェル・ボルツマン分布から速度を引き、D は 1 / s で小さくなります。</translation>
    </message>
    <message>
        <source>Power law</source>
        <translation>べき乗則</translation>
    </message>
    <message>
        <source>Maxwell-Boltzmann</source>
        <translation>マクスウェル・ボルツマン分布</translation>
    </message>
    <message>
        <source>Mobility exponent</source>
        <translation>移動度の指数</translation>
    </message>
    <message>
        <source>gamma of D = D_1 s^gamma; 0: every cluster diffuses alike.</source>
        <translation>D = D_1 s^gamma の gamma。0 ならどのクラスターも同じように拡散します。</translation>
    </message>
    <message>
        <source>pivot: the top disk hangs on a spring from a fixed point; free: the chain falls.</source>
        <translation>pivot：いちばん上の円板を固定点からばねでつり下げます。free：鎖は落下します。</translation>
    </message>
</context>
<context>
    <name>GravityCommand</name>
    <message>
        <source>Set gravity</source>
        <translation>重力を設定</translation>
    </message>
</context>
<context>
    <name>LabReport</name>
    <message>
        <source>Temperature kT</source>
        <translation>温度 kT</translation>
    </message>
    <message>
        <source>the walls&apos; temperature</source>
        <translation>壁の温度</translation>
    </message>
    <message>
        <source>ideal gas, P A = N kT</source>
        <translation>理想気体、P A = N kT</translation>
    </message>
    <message>
        <source>Henderson&apos;s equation of state</source>
        <translation>Henderson の状態方程式</translation>
    </message>
    <message>
        <source>Pressure P</source>
        <translation>圧力 P</translation>
    </message>
    <message>
        <source>Pressure on the left wall</source>
        <translation>左の壁の圧力</translation>
    </message>
    <message>
        <source>Pressure on the right wall</source>
        <translation>右の壁の圧力</translation>
    </message>
    <message>
        <source>Pressure on the bottom wall</source>
        <translation>下の壁の圧力</translation>
    </message>
    <message>
        <source>Pressure on the top wall</source>
        <translation>上の壁の圧力</translation>
    </message>
    <message>
        <source>Compressibility factor Z = P A / N kT</source>
        <translation>圧縮因子 Z = P A / N kT</translation>
    </message>
    <message>
        <source>ideal gas</source>
        <translation>理想気体</translation>
    </message>
    <message>
        <source>Kolmogorov-Smirnov distance of the speeds at the end</source>
        <translation>終了時の速さの KS 距離</translation>
    </message>
    <message>
        <source>Maxwell-Boltzmann: below this in 95 % of samples</source>
        <translation>マクスウェル・ボルツマン分布：標本の 95 % はこれ未満</translation>
    </message>
    <message>
        <source>consistent</source>
        <translation>整合的</translation>
    </message>
    <message>
        <source>not consistent</source>
        <translation>整合的でない</translation>
    </message>
    <message>
        <source>Mean free path</source>
        <translation>平均自由行程</translation>
    </message>
    <message>
        <source>Enskog</source>
        <translation>Enskog</translation>
    </message>
    <message>
        <source>Fractal dimension D_f</source>
        <translation>フラクタル次元 D_f</translation>
    </message>
    <message>
        <source>Relative energy drift</source>
        <translation>相対エネルギードリフト</translation>
    </message>
    <message>
        <source>energy is conserved</source>
        <translation>エネルギーは保存される</translation>
    </message>
    <message>
        <source>Each ± is the standard error of the time average by blocking over the measured window, which holds for correlated samples. The difference is (measured - theory) / standard error.</source>
        <translation>各 ± は、測定区間をブロックに分けて求めた時間平均の標準誤差で、相関のある標本にも成り立ちます。差は（測定値 - 理論値）/ 標準誤差です。</translation>
    </message>
    <message>
        <source>The errors need a window of known length: a window measured by its number of collisions (--events) has none. Measure with --until T.</source>
        <translation>誤差には長さのわかった測定区間が必要です。衝突回数（--events）で決めた区間には誤差がありません。--until T で測定してください。</translation>
    </message>
    <message>
        <source>Henderson&apos;s equation of state and Enskog&apos;s mean free path describe a bulk fluid of equal disks: they are compared in a periodic box without gravity only. Walls add their own excluded area to the pressure.</source>
        <translation>Henderson の状態方程式と Enskog の平均自由行程は、同じ円板からなるバルクの流体を表します。比較するのは重力のない周期境界のボックスの場合だけです。壁は、それ自身の排除面積の分だけ圧力を変えます。</translation>
    </message>
    <message>
        <source>Under gravity the pressure changes with height, so no single P or Z describes the gas: the ideal gas law is not compared.</source>
        <translation>重力の下では圧力が高さとともに変わるので、1 つの P や Z では気体を表せません。理想気体の法則とは比較しません。</translation>
    </message>
    <message>
        <source>event-driven (exact)</source>
        <translation>イベント駆動（厳密）</translation>
    </message>
    <message>
        <source>time-driven, dt = %1, %2 response</source>
        <translation>時間駆動、dt = %1、衝突応答 %2</translation>
    </message>
    <message>
        <source>force (velocity Verlet), dt = %1</source>
        <translation>力（速度 Verlet）、dt = %1</translation>
    </message>
    <message>
        <source>periodic</source>
        <translation>周期境界</translation>
    </message>
    <message>
        <source>walls, the right one a free piston</source>
        <translation>壁（右の壁は自由ピストン）</translation>
    </message>
    <message>
        <source>walls, some at a temperature</source>
        <translation>壁（一部の壁に温度あり）</translation>
    </message>
    <message>
        <source>walls, some moving</source>
        <translation>壁（一部の壁が動く）</translation>
    </message>
    <message>
        <source>elastic walls</source>
        <translation>弾性的な壁</translation>
    </message>
    <message>
        <source>Disks N</source>
        <translation>円板数 N</translation>
    </message>
    <message>
        <source>Packing fraction</source>
        <translation>充填率</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>ボックス</translation>
    </message>
    <message>
        <source>Boundary</source>
        <translation>境界</translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation>重力</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>aggregation</source>
        <translation>凝集</translation>
    </message>
    <message>
        <source>Measured window</source>
        <translation>測定区間</translation>
    </message>
    <message>
        <source>from t = %1 to t = %2, %3 collisions</source>
        <translation>t = %1 から t = %2 まで、衝突 %3 回</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>乱数シード</translation>
    </message>
    <message>
        <source>The box</source>
        <translation>ボックス</translation>
    </message>
    <message>
        <source>At the start, t = %1</source>
        <translation>開始時、t = %1</translation>
    </message>
    <message>
        <source>At the end, t = %1</source>
        <translation>終了時、t = %1</translation>
    </message>
    <message>
        <source>Measured quantities</source>
        <translation>測定した量</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>量</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>測定値</translation>
    </message>
    <message>
        <source>Theory</source>
        <translation>理論</translation>
    </message>
    <message>
        <source>Theory&apos;s value</source>
        <translation>理論値</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差</translation>
    </message>
    <message>
        <source>The speeds of the disks at the end against the 2D Maxwell-Boltzmann law at their temperature.</source>
        <translation>終了時の円板の速さと、その温度での 2 次元マクスウェル・ボルツマン分布との比較。</translation>
    </message>
    <message>
        <source>The pressure over each stretch of the window whose spread gives its standard error.</source>
        <translation>測定区間の各小区間での圧力。そのばらつきから標準誤差が得られます。</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <source>Reproduce</source>
        <translation>再現</translation>
    </message>
    <message>
        <source>Every number above is one this command prints:</source>
        <translation>上の数値はすべて次のコマンドが出力するものです：</translation>
    </message>
    <message>
        <source>DiskLab %1</source>
        <translation>DiskLab %1</translation>
    </message>
    <message>
        <source>Lab report</source>
        <translation>実験レポート</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>cannot make the folder %1</source>
        <translation>フォルダー %1 を作成できません</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 に書き込めません</translation>
    </message>
    <message>
        <source>speed v</source>
        <translation>速さ v</translation>
    </message>
    <message>
        <source>probability density</source>
        <translation>確率密度</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>測定値</translation>
    </message>
    <message>
        <source>Maxwell-Boltzmann</source>
        <translation>マクスウェル・ボルツマン分布</translation>
    </message>
    <message>
        <source>time t</source>
        <translation>時刻 t</translation>
    </message>
    <message>
        <source>pressure P</source>
        <translation>圧力 P</translation>
    </message>
    <message>
        <source>over one stretch</source>
        <translation>1 つの小区間での値</translation>
    </message>
    <message>
        <source>mean over the window</source>
        <translation>区間全体の平均</translation>
    </message>
    <message>
        <source>Mean height of the disks</source>
        <translation>円板の平均の高さ</translation>
    </message>
    <message>
        <source>barometric law, n(h) ∝ exp(−m g h / kT)</source>
        <translation>気圧の高度分布の式、n(h) ∝ exp(−m g h / kT)</translation>
    </message>
    <message>
        <source>Diffusion coefficient D</source>
        <translation>拡散係数 D</translation>
    </message>
    <message>
        <source>Enskog, D_E</source>
        <translation>Enskog、D_E</translation>
    </message>
    <message numerus="yes">
        <source>The mean height is averaged over %n states of the window; the barometric law holds for a dilute gas (a denser one thins out more slowly with height) and is taken at the measured temperature. run --json does not print it; disklab-cli report with the same options gives it again.</source>
        <translation>
            <numerusform>平均の高さはウィンドウ内の %n 個の状態の平均です。気圧の高度分布の式は希薄な気体で成り立ち（密な気体は高さとともにより緩やかに薄くなります）、測定した温度で評価しています。run --json はこの値を出力しません。同じオプションの disklab-cli report で再び得られます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>D is measured from the mean-square displacement over %n separate stretches of the window, as (msd(2 τ) - msd(τ)) / 4 τ with τ = %1; its error is the spread of the stretches&apos; D. In two dimensions correlated collisions make D grow slowly with time above Enskog&apos;s. run --json does not print D; disklab-cli report with the same options gives it again.</source>
        <translation>
            <numerusform>D はウィンドウ内の重ならない %n 区間の平均二乗変位から (msd(2 τ) - msd(τ)) / 4 τ（τ = %1）として測定し、その誤差は各区間の D のばらつきです。二次元では相関した衝突のため、D は時間とともにゆっくり増え Enskog の値を上回ります。run --json は D を出力しません。同じオプションの disklab-cli report で再び得られます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>D is not given: it needs a window of at least %n mean free times. Measure for longer.</source>
        <translation>
            <numerusform>D は示しません：平均自由時間の %n 倍以上のウィンドウが必要です。より長く測定してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Simulated time</source>
        <translation>シミュレーション時間</translation>
    </message>
    <message>
        <source>Collisions</source>
        <translation>衝突回数</translation>
    </message>
    <message>
        <source>Between disks</source>
        <translation>円板どうし</translation>
    </message>
    <message>
        <source>With walls</source>
        <translation>壁との</translation>
    </message>
    <message>
        <source>Momentum drift</source>
        <translation>運動量ドリフト</translation>
    </message>
    <message>
        <source>Wall-clock seconds per unit of simulated time</source>
        <translation>シミュレーション時間 1 単位あたりの実時間（秒）</translation>
    </message>
    <message>
        <source>Time steps</source>
        <translation>時間ステップ数</translation>
    </message>
    <message>
        <source>Missed collisions (tunnelling)</source>
        <translation>見逃した衝突（すり抜け）</translation>
    </message>
    <message>
        <source>Overlapping pairs, summed over the steps</source>
        <translation>重なり対の数（全ステップの合計）</translation>
    </message>
    <message>
        <source>Deepest overlap</source>
        <translation>最大の重なり深さ</translation>
    </message>
    <message>
        <source>Overlapping pairs at the end</source>
        <translation>終了時の重なり対の数</translation>
    </message>
    <message>
        <source>Collisions both had, in the same order</source>
        <translation>両方に同じ順序で起きた衝突</translation>
    </message>
    <message>
        <source>First difference in the collision logs</source>
        <translation>衝突記録の最初の違い</translation>
    </message>
    <message>
        <source>none: the logs agree</source>
        <translation>なし：記録は一致</translation>
    </message>
    <message>
        <source>Positions&apos; deviation now, mean and largest</source>
        <translation>現在の位置のずれ、平均と最大</translation>
    </message>
    <message>
        <source>Largest deviation at any moment compared</source>
        <translation>比較したいずれかの時刻での最大のずれ</translation>
    </message>
    <message>
        <source>The two engines compared</source>
        <translation>二つのエンジンの比較</translation>
    </message>
    <message>
        <source>Comparison mode ran the exact event-driven engine and the time-driven one with dt = %1 from the same state; what each counted from t = 0 to the moment shown, as disklab-cli compare reports it:</source>
        <translation>比較モードは同じ状態から厳密なイベント駆動エンジンと dt = %1 の時間駆動エンジンを実行しました。t = 0 から表示中の時刻までにそれぞれが数えた値で、disklab-cli compare の報告と同じです：</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Event-driven (exact)</source>
        <translation>イベント駆動（厳密）</translation>
    </message>
    <message>
        <source>Time-driven</source>
        <translation>時間駆動</translation>
    </message>
    <message>
        <source>The number density of the disks against height over the window, beside the barometric law at their temperature.</source>
        <translation>ウィンドウ内の円板の数密度と高さの関係。その温度での気圧の高度分布の式を並べています。</translation>
    </message>
    <message>
        <source>Made without a window (disklab-cli report): the charts are the ones drawn from the run above, the speeds at the end, the pressure over time when the pressure is measured and the density against height under gravity. The charts of the application&apos;s docks are in a report exported from its window.</source>
        <translation>ウィンドウなしで作成（disklab-cli report）：グラフは上の実行から描いたもので、終了時の速さ、圧力を測るときの圧力の時間変化、重力下での密度と高さの関係です。アプリケーションのドックのグラフは、そのウィンドウから書き出したレポートに入ります。</translation>
    </message>
    <message>
        <source>Charts open in the window</source>
        <translation>ウィンドウで開いているグラフ</translation>
    </message>
    <message>
        <source>As the window showed them when the report was made: they follow the run on screen, including any change made with the lab&apos;s controls, while the figures above are those of the file&apos;s run.</source>
        <translation>レポート作成時にウィンドウに表示されていたとおりです。画面上の実行（実験の操作による変更を含む）に従い、上の数値はファイルの実行によるものです。</translation>
    </message>
    <message>
        <source>height h</source>
        <translation>高さ h</translation>
    </message>
    <message>
        <source>number density n(h)</source>
        <translation>数密度 n(h)</translation>
    </message>
    <message>
        <source>barometric law</source>
        <translation>気圧の高度分布の式</translation>
    </message>
    <message>
        <source>The two engines&apos; counters are those this command prints:</source>
        <translation>二つのエンジンの計数は次のコマンドが出力するものです：</translation>
    </message>
</context>
<context>
    <name>MoveDisksCommand</name>
    <message numerus="yes">
        <source>Move %n disk(s)</source>
        <translation>
            <numerusform>円板を %n 個移動</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PasteDisksCommand</name>
    <message numerus="yes">
        <source>Paste %n disk(s)</source>
        <translation>
            <numerusform>円板を %n 個貼り付け</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>コマンドラインオプションのヘルプを表示します。</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Qt 固有のオプションを含むヘルプを表示します。</translation>
    </message>
</context>
<context>
    <name>ReadableNumber</name>
    <message>
        <source>0 (round-off)</source>
        <translation>0（丸め誤差）</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>RemoveSegmentCommand</name>
    <message>
        <source>Delete interior wall</source>
        <translation>内部壁を削除</translation>
    </message>
</context>
<context>
    <name>RunControlPanel</name>
    <message>
        <source>Run settings</source>
        <translation>実行設定</translation>
    </message>
    <message>
        <source>Simulated time units per wall-clock second</source>
        <translation>実時間 1 秒あたりに進むシミュレーション時間（単位数）</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>エンジン(&amp;E)：</translation>
    </message>
    <message>
        <source>Time step &amp;dt:</source>
        <translation>時間刻み dt(&amp;D)：</translation>
    </message>
    <message>
        <source>Step of the time-driven engine, in simulated time units</source>
        <translation>時間駆動エンジンの時間刻み（シミュレーション時間の単位）</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>Simulated time:</source>
        <translation>シミュレーション時間：</translation>
    </message>
    <message>
        <source>Collisions:</source>
        <translation>衝突回数：</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>イベント数：</translation>
    </message>
    <message>
        <source>Running at:</source>
        <translation>実行速度：</translation>
    </message>
    <message>
        <source>&amp;Response:</source>
        <translation>衝突応答(&amp;R)：</translation>
    </message>
    <message>
        <source>How the time-driven engine resolves a contact: at the overlapping positions (naive, as teaching codes do) or at the exact contact time (rollback)</source>
        <translation>時間駆動エンジンが接触をどう処理するか：重なった位置で処理する（単純、教育用コードのやり方）か、正確な接触時刻に戻して処理する（ロールバック）</translation>
    </message>
    <message>
        <source>Coulomb s&amp;um:</source>
        <translation>クーロン力の和(&amp;U)：</translation>
    </message>
    <message>
        <source>How the force engine sums the Coulomb forces: over every pair (direct, exact, N²) or with a Barnes-Hut tree (N log N, approximate)</source>
        <translation>力エンジンがクーロン力をどう足し合わせるか：すべての対について（直接和、厳密、N²）、または Barnes-Hut 木で（N log N、近似）</translation>
    </message>
    <message>
        <source>Barnes-Hut takes a far tree node of width s at distance d as one charge when s/d &lt; θ: smaller is more accurate and slower, 0 is the direct sum</source>
        <translation>Barnes-Hut は、距離 d にある幅 s の遠い木のノードを s/d &lt; θ のとき 1 つの電荷とみなします。小さいほど正確で遅く、0 は直接和です</translation>
    </message>
    <message>
        <source>Opening &amp;angle θ:</source>
        <translation>開き角 θ(&amp;A)：</translation>
    </message>
    <message>
        <source>Playback &amp;speed:</source>
        <translation>再生速度(&amp;S)：</translation>
    </message>
    <message>
        <source> time units/s</source>
        <translation> 時間単位/秒</translation>
    </message>
</context>
<context>
    <name>ScenarioSettings</name>
    <message>
        <source>Remove the pump</source>
        <translation>ポンプを削除</translation>
    </message>
    <message>
        <source>Set the pump</source>
        <translation>ポンプを設定</translation>
    </message>
    <message>
        <source>Add a pump</source>
        <translation>ポンプを追加</translation>
    </message>
</context>
<context>
    <name>ScenarioTextCommand</name>
    <message>
        <source>Edit title</source>
        <translation>タイトルを編集</translation>
    </message>
    <message>
        <source>Edit description</source>
        <translation>説明を編集</translation>
    </message>
</context>
<context>
    <name>SetDiskPropertyCommand</name>
    <message numerus="yes">
        <source>Set %1 of %n disk(s)</source>
        <translation>
            <numerusform>円板 %n 個の%1を設定</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set the charge of %n disk(s) and run on the force engine</source>
        <translation>
            <numerusform>%n 個の円板の電荷を設定し、力エンジンで実行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetVelocityCommand</name>
    <message numerus="yes">
        <source>Set velocity of %n disk(s)</source>
        <translation>
            <numerusform>円板 %n 個の速度を設定</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpringTool</name>
    <message>
        <source>Join disks %1 and %2 with a spring</source>
        <translation>円板 %1 と %2 をばねでつなぐ</translation>
    </message>
</context>
<context>
    <name>WallMotionCommand</name>
    <message>
        <source>Set motion of the left wall</source>
        <translation>左の壁の運動を設定</translation>
    </message>
    <message>
        <source>Set motion of the right wall</source>
        <translation>右の壁の運動を設定</translation>
    </message>
    <message>
        <source>Set motion of the bottom wall</source>
        <translation>下の壁の運動を設定</translation>
    </message>
    <message>
        <source>Set motion of the top wall</source>
        <translation>上の壁の運動を設定</translation>
    </message>
</context>
<context>
    <name>WallTemperatureCommand</name>
    <message>
        <source>Set temperature of the left wall</source>
        <translation>左の壁の温度を設定</translation>
    </message>
    <message>
        <source>Set temperature of the right wall</source>
        <translation>右の壁の温度を設定</translation>
    </message>
    <message>
        <source>Set temperature of the bottom wall</source>
        <translation>下の壁の温度を設定</translation>
    </message>
    <message>
        <source>Set temperature of the top wall</source>
        <translation>上の壁の温度を設定</translation>
    </message>
</context>
<context>
    <name>disklab::AggregationDock</name>
    <message>
        <source>Aggregation</source>
        <translation>凝集</translation>
    </message>
    <message>
        <source>Clusters against time</source>
        <translation>時間に対するクラスター数</translation>
    </message>
    <message>
        <source>Cluster sizes now</source>
        <translation>現在のクラスターの大きさ</translation>
    </message>
    <message>
        <source>Radius of gyration against mass</source>
        <translation>質量に対する回転半径</translation>
    </message>
    <message>
        <source>Log-log</source>
        <translation>両対数</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>表示：</translation>
    </message>
    <message>
        <source>clusters</source>
        <translation>クラスター数</translation>
    </message>
    <message>
        <source>disks in the largest cluster</source>
        <translation>最大クラスターの円板数</translation>
    </message>
    <message>
        <source>clusters per unit size, bins doubling in width</source>
        <translation>大きさ 1 あたりのクラスター数（ビン幅は順に 2 倍）</translation>
    </message>
    <message>
        <source>every cluster formed</source>
        <translation>できたすべてのクラスター</translation>
    </message>
    <message numerus="yes">
        <source>%n clusters now, </source>
        <translation>
            <numerusform>現在 %n 個のクラスター、</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the largest of %n disks</source>
        <translation>
            <numerusform>最大は %n 個の円板</numerusform>
        </translation>
    </message>
    <message>
        <source>cluster size [disks]</source>
        <translation>クラスターの大きさ [円板数]</translation>
    </message>
    <message>
        <source>clusters in the bin</source>
        <translation>ビン内のクラスター数</translation>
    </message>
    <message>
        <source>clusters per unit size</source>
        <translation>大きさ 1 あたりのクラスター数</translation>
    </message>
    <message>
        <source>mass [disks]</source>
        <translation>質量 [円板数]</translation>
    </message>
    <message>
        <source>This run does not aggregate: open an aggregation example (File ▸ Open Example) to watch clusters grow.</source>
        <translation>この実行では凝集は起きません。凝集のサンプルを開いて（ファイル ▸ サンプルを開く）、クラスターの成長を観察しましょう。</translation>
    </message>
    <message>
        <source>clusters, or disks in the largest</source>
        <translation>クラスター数、または最大クラスターの円板数</translation>
    </message>
    <message numerus="yes">
        <source>%n contacts bounced off without sticking</source>
        <translation>
            <numerusform>%n 回の接触は付着せずに跳ね返りました</numerusform>
        </translation>
    </message>
    <message>
        <source>fit M ∝ Rg^D over 2 to %1 disks, fractal dimension D = %2 ± %3</source>
        <translation>当てはめ M ∝ Rg^D（円板 2〜%1 個）、フラクタル次元 D = %2 ± %3</translation>
    </message>
    <message>
        <source>fractal dimension: clusters of up to %1 disks in fewer than four size octaves yet</source>
        <translation>フラクタル次元：クラスターは最大で円板 %1 個、大きさの幅がまだ 4 オクターブに届きません</translation>
    </message>
    <message numerus="yes">
        <source>fractal dimension D = %1 ± %2 from %n clusters of 2 to %3 disks formed</source>
        <translation>
            <numerusform>フラクタル次元 D = %1 ± %2（円板 2〜%3 個の、できた %n 個のクラスターから）</numerusform>
        </translation>
    </message>
    <message>
        <source>time [%1]</source>
        <translation>時刻 [%1]</translation>
    </message>
    <message>
        <source>radius of gyration [%1]</source>
        <translation>回転半径 [%1]</translation>
    </message>
    <message>
        <source>fitted radius of gyration [%1]</source>
        <translation>当てはめた回転半径 [%1]</translation>
    </message>
</context>
<context>
    <name>disklab::BondOrderColourMap</name>
    <message>
        <source>Bond orientation: phase of ψ6</source>
        <translation>結合の向き：ψ6 の位相</translation>
    </message>
    <message>
        <source>no neighbour</source>
        <translation>隣接なし</translation>
    </message>
</context>
<context>
    <name>disklab::ChartDock</name>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Image (PNG)…</source>
        <translation>画像 (PNG)…</translation>
    </message>
    <message>
        <source>Vector Image (SVG)…</source>
        <translation>ベクター画像 (SVG)…</translation>
    </message>
    <message>
        <source>Document (PDF)…</source>
        <translation>文書 (PDF)…</translation>
    </message>
    <message>
        <source>Data (CSV)…</source>
        <translation>データ (CSV)…</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 をエクスポート</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 ファイル (*.%2)</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>Export the chart as an image or its data as CSV</source>
        <translation>グラフを画像として、またはデータを CSV としてエクスポート</translation>
    </message>
</context>
<context>
    <name>disklab::ChartExport</name>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 に書き込めません</translation>
    </message>
</context>
<context>
    <name>disklab::ComparisonPane</name>
    <message>
        <source>overlapping pairs now: %1</source>
        <translation>現在重なっている対の数：%1</translation>
    </message>
    <message>
        <source>collisions missed in the last half second: %1</source>
        <translation>直近 0.5 秒間に見逃した衝突：%1</translation>
    </message>
</context>
<context>
    <name>disklab::ComparisonWindow</name>
    <message>
        <source>Time-driven</source>
        <translation>時間駆動</translation>
    </message>
    <message>
        <source>Event-driven (exact)</source>
        <translation>イベント駆動（厳密）</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>DiskLab: Compare Engines</source>
        <translation>DiskLab：エンジンの比較</translation>
    </message>
    <message>
        <source>naive</source>
        <translation>単純</translation>
    </message>
    <message>
        <source>rollback</source>
        <translation>ロールバック</translation>
    </message>
    <message>
        <source>never</source>
        <translation>停止しない</translation>
    </message>
    <message>
        <source>Step dt</source>
        <translation>dt 進める</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>リスタート</translation>
    </message>
    <message>
        <source>dt:</source>
        <translation>dt：</translation>
    </message>
    <message>
        <source>Broad phase:</source>
        <translation>ブロードフェーズ：</translation>
    </message>
    <message>
        <source>Response:</source>
        <translation>衝突応答：</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>再生速度：</translation>
    </message>
    <message>
        <source>Stop at t =</source>
        <translation>停止時刻 t =</translation>
    </message>
    <message>
        <source>Event-driven</source>
        <translation>イベント駆動</translation>
    </message>
    <message>
        <source>Collisions</source>
        <translation>衝突回数</translation>
    </message>
    <message>
        <source>Deepest overlap (fraction of contact distance)</source>
        <translation>最大の重なり深さ（接触距離に対する比）</translation>
    </message>
    <message>
        <source>Missed collisions</source>
        <translation>見逃した衝突</translation>
    </message>
    <message>
        <source>Momentum drift (relative)</source>
        <translation>運動量ドリフト（相対）</translation>
    </message>
    <message>
        <source>Wall seconds per simulated time unit</source>
        <translation>シミュレーション時間 1 単位あたりの実時間（秒）</translation>
    </message>
    <message>
        <source>Steps / events per second</source>
        <translation>毎秒のステップ数 / イベント数</translation>
    </message>
    <message>
        <source>First different collision at t =</source>
        <translation>最初に衝突が食い違った時刻 t =</translation>
    </message>
    <message>
        <source>Comparison Error</source>
        <translation>比較エラー</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>t = %1%2</source>
        <translation>t = %1%2</translation>
    </message>
    <message>
        <source> (finished)</source>
        <translation>（終了）</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>基準</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>まだなし</translation>
    </message>
    <message>
        <source>Overlapping pairs now</source>
        <translation>現在の重なり対の数</translation>
    </message>
    <message>
        <source>Overlapping pairs, summed over steps</source>
        <translation>重なり対の数（全ステップの合計）</translation>
    </message>
    <message>
        <source>Energy drift (relative)</source>
        <translation>エネルギードリフト（相対）</translation>
    </message>
    <message>
        <source>Figures from t = 0 to t = %1 with the time-driven engine at dt = %2, broad phase %3, response %4.</source>
        <translation>t = 0 から t = %1 までの数値（時間駆動エンジン：dt = %2、ブロードフェーズ %3、衝突応答 %4）。</translation>
    </message>
    <message>
        <source> ps</source>
        <translation> ps</translation>
    </message>
    <message>
        <source> ps/s</source>
        <translation> ps/s</translation>
    </message>
    <message>
        <source>Wall seconds per simulated ps</source>
        <translation>シミュレーション時間 1 ps あたりの実時間（秒）</translation>
    </message>
    <message>
        <source>Trajectory deviation, mean [%1]</source>
        <translation>軌跡のずれ、平均 [%1]</translation>
    </message>
    <message>
        <source>Trajectory deviation, max [%1]</source>
        <translation>軌跡のずれ、最大 [%1]</translation>
    </message>
    <message>
        <source>First different collision at t (ps)</source>
        <translation>最初に衝突が食い違った時刻 t（ps）</translation>
    </message>
    <message>
        <source>%1 ps</source>
        <translation>%1 ps</translation>
    </message>
    <message>
        <source>Previous Collision</source>
        <translation>前の衝突</translation>
    </message>
    <message>
        <source>Ctrl+Left</source>
        <translation>Ctrl+Left</translation>
    </message>
    <message>
        <source>Go back to the end of the previous step in which either engine had a collision</source>
        <translation>どちらかのエンジンに衝突があった前のステップの終わりに戻ります</translation>
    </message>
    <message>
        <source>Next Collision</source>
        <translation>次の衝突</translation>
    </message>
    <message>
        <source>Ctrl+Right</source>
        <translation>Ctrl+Right</translation>
    </message>
    <message>
        <source>Go to the end of the next step in the run so far in which either engine had a collision</source>
        <translation>ここまでの実行の中で、どちらかのエンジンに衝突があった次のステップの終わりへ進みます</translation>
    </message>
</context>
<context>
    <name>disklab::CrashRecovery</name>
    <message>
        <source>Restore Unsaved Changes</source>
        <translation>未保存の変更を復元</translation>
    </message>
    <message>
        <source>DiskLab closed unexpectedly while “%1” had unsaved changes. Restore them?</source>
        <translation>DiskLab は「%1」に未保存の変更があるまま予期せず終了しました。復元しますか？</translation>
    </message>
    <message>
        <source>The unsaved changes could not be read back; the file is kept at %1.
%2</source>
        <translation>未保存の変更を読み戻せませんでした。ファイルは %1 に残してあります。
%2</translation>
    </message>
</context>
<context>
    <name>disklab::DensityProfileChart</name>
    <message>
        <source>height h [%1]</source>
        <translation>高さ h [%1]</translation>
    </message>
    <message>
        <source>number density n(h) [1/%1]</source>
        <translation>数密度 n(h) [1/%1]</translation>
    </message>
    <message>
        <source>barometric law [1/%1]</source>
        <translation>気圧の高度分布の式 [1/%1]</translation>
    </message>
    <message numerus="yes">
        <source>n(h), average of %n states</source>
        <translation>
            <numerusform>n(h)、%n 個の状態の平均</numerusform>
        </translation>
    </message>
    <message>
        <source>barometric law ∝ exp(−mgh/kT) at the measured kT</source>
        <translation>気圧の高度分布の式 ∝ exp(−mgh/kT)（測定した kT で）</translation>
    </message>
    <message>
        <source>No state measured yet</source>
        <translation>まだどの状態も測定していません</translation>
    </message>
    <message>
        <source>No barometric law: it needs gravity along a wall and disks of one mass and size</source>
        <translation>気圧の高度分布の式はありません：壁に沿った重力と、質量も大きさも同じ円板が必要です</translation>
    </message>
    <message>
        <source>mg/kT = %1 per %2</source>
        <translation>mg/kT = %1（%2 あたり）</translation>
    </message>
</context>
<context>
    <name>disklab::DiffusionDock</name>
    <message>
        <source>Diffusion</source>
        <translation>拡散</translation>
    </message>
    <message>
        <source>Log-log</source>
        <translation>両対数</translation>
    </message>
    <message>
        <source>Most disks tracked, spread evenly over the disk indices</source>
        <translation>追跡する円板の最大数（円板番号から均等に選ぶ）</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>リスタート</translation>
    </message>
    <message>
        <source>Measure displacements from the current state</source>
        <translation>現在の状態から変位を測り直す</translation>
    </message>
    <message>
        <source>Track:</source>
        <translation>追跡：</translation>
    </message>
    <message>
        <source>measured MSD</source>
        <translation>平均二乗変位（測定）</translation>
    </message>
    <message>
        <source>ballistic 2(kT/m) t²</source>
        <translation>弾道的 2(kT/m) t²</translation>
    </message>
    <message>
        <source>D: not enough data yet</source>
        <translation>D：データがまだ足りません</translation>
    </message>
    <message>
        <source>D: not diffusive yet (MSD grows faster than t)</source>
        <translation>D：まだ拡散的ではありません（平均二乗変位が t より速く増加）</translation>
    </message>
    <message>
        <source>D: no diffusion (MSD bounded)</source>
        <translation>D：拡散なし（平均二乗変位が頭打ち）</translation>
    </message>
    <message>
        <source>diffusive fit 4 D t + c: %1</source>
        <translation>拡散フィット 4 D t + c：%1</translation>
    </message>
    <message numerus="yes">
        <source>D = %1 %2 (%n disks)</source>
        <translation>
            <numerusform>D = %1 %2（円板 %n 個）</numerusform>
        </translation>
    </message>
    <message>
        <source>time since start [%1]</source>
        <translation>開始からの時間 [%1]</translation>
    </message>
    <message>
        <source>mean-square displacement [%1]</source>
        <translation>平均二乗変位 [%1]</translation>
    </message>
    <message>
        <source>ballistic 2(kT/m) t^2 [%1]</source>
        <translation>弾道的 2(kT/m) t^2 [%1]</translation>
    </message>
    <message>
        <source>diffusive fit 4 D t + c [%1]</source>
        <translation>拡散フィット 4 D t + c [%1]</translation>
    </message>
</context>
<context>
    <name>disklab::DiskPropertiesPanel</name>
    <message>
        <source>Disk Colour</source>
        <translation>円板の色</translation>
    </message>
    <message>
        <source>No disk selected</source>
        <translation>円板が選択されていません</translation>
    </message>
    <message>
        <source>Disk %1</source>
        <translation>円板 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n disks selected</source>
        <translation>
            <numerusform>%n 個の円板を選択中</numerusform>
        </translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>複数の値</translation>
    </message>
    <message>
        <source>Initial state (t = 0): what the run starts from.</source>
        <translation>初期状態（t = 0）：実行はここから始まります。</translation>
    </message>
</context>
<context>
    <name>disklab::DiskTableDock</name>
    <message>
        <source>Disks</source>
        <translation>円板</translation>
    </message>
    <message>
        <source>Filter (label, colour, any value)…</source>
        <translation>フィルター（ラベル、色、任意の値）…</translation>
    </message>
    <message>
        <source>Double-click a cell to edit it; with several rows selected the value goes to all of them</source>
        <translation>セルをダブルクリックして編集します。複数の行を選択していると、値はそのすべてに設定されます</translation>
    </message>
    <message>
        <source>Initial state (t = 0): the scenario as the run starts. Select a disk to follow it in Properties.</source>
        <translation>初期状態（t = 0）：実行開始時のシナリオです。円板を選択すると、その円板をプロパティで追跡できます。</translation>
    </message>
</context>
<context>
    <name>disklab::EditActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>切り取り(&amp;T)</translation>
    </message>
    <message>
        <source>Copy the selected disks and delete them</source>
        <translation>選択した円板をコピーして削除</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the selected disks (as scenario JSON)</source>
        <translation>選択した円板をコピー（シナリオ JSON として）</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>Paste disks under the pointer (or beside where they were copied)</source>
        <translation>ポインターの位置に円板を貼り付け（またはコピー元の隣に）</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the selected disks</source>
        <translation>選択した円板を削除</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>すべて選択(&amp;A)</translation>
    </message>
    <message>
        <source>Select every disk</source>
        <translation>すべての円板を選択</translation>
    </message>
    <message>
        <source>&amp;Edit Mode</source>
        <translation>編集モード(&amp;E)</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Pause and edit the scenario at t = 0 (Play leaves edit mode)</source>
        <translation>一時停止して t = 0 のシナリオを編集（再生すると編集モードを終了）</translation>
    </message>
    <message>
        <source>&amp;Select and Move</source>
        <translation>選択と移動(&amp;S)</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>Click or drag a rectangle to select; drag selected disks to move them</source>
        <translation>クリックまたは矩形をドラッグして選択。選択した円板をドラッグして移動</translation>
    </message>
    <message>
        <source>&amp;Add Disks</source>
        <translation>円板を追加(&amp;A)</translation>
    </message>
    <message>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <source>Click to add a disk like the selected one</source>
        <translation>クリックすると選択中の円板と同じ円板を追加</translation>
    </message>
    <message>
        <source>Set &amp;Velocity</source>
        <translation>速度を設定(&amp;V)</translation>
    </message>
    <message>
        <source>F7</source>
        <translation>F7</translation>
    </message>
    <message>
        <source>Drag an arrow out of a disk to set its velocity</source>
        <translation>円板から矢印をドラッグして速度を設定</translation>
    </message>
    <message>
        <source>Draw &amp;Wall</source>
        <translation>壁を描く(&amp;W)</translation>
    </message>
    <message>
        <source>F8</source>
        <translation>F8</translation>
    </message>
    <message>
        <source>Drag to draw an interior wall</source>
        <translation>ドラッグして内部壁を描く</translation>
    </message>
    <message>
        <source>Se&amp;parate Overlaps</source>
        <translation>重なりを解消(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Move overlapping disks apart, each as little as possible</source>
        <translation>重なっている円板を引き離す（各円板の移動は最小限）</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>Edit Toolbar</source>
        <translation>編集ツールバー</translation>
    </message>
    <message>
        <source>Draw Spr&amp;ing</source>
        <translation>ばねを描く(&amp;I)</translation>
    </message>
    <message>
        <source>F9</source>
        <translation>F9</translation>
    </message>
    <message>
        <source>Drag from one disk to another to join them with a spring (the force engine runs it)</source>
        <translation>円板から別の円板へドラッグして、ばねでつなぎます（力エンジンで実行されます）</translation>
    </message>
</context>
<context>
    <name>disklab::EditModeController</name>
    <message>
        <source>Scenario Has Problems</source>
        <translation>シナリオに問題があります</translation>
    </message>
    <message>
        <source>The simulation cannot start until these are fixed (they are marked in red):</source>
        <translation>以下の問題を修正するまでシミュレーションを開始できません（赤で表示されています）：</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… ほか %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>Separate Overlaps</source>
        <translation>重なりを解消</translation>
    </message>
    <message>
        <source>Fix the marked problems before running</source>
        <translation>実行する前に、表示された問題を修正してください</translation>
    </message>
    <message>
        <source>No overlapping disks to separate</source>
        <translation>解消すべき重なりはありません</translation>
    </message>
    <message>
        <source>Separate overlaps</source>
        <translation>重なりを解消</translation>
    </message>
    <message numerus="yes">
        <source>Moved %n disk(s) apart</source>
        <translation>
            <numerusform>%n 個の円板を引き離しました</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not separate every disk: the box may be too full</source>
        <translation>すべての円板を引き離せませんでした。ボックスが詰まりすぎている可能性があります</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n disk(s)</source>
        <translation>
            <numerusform>%n 個の円板をコピーしました</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no disks</source>
        <translation>クリップボードに円板がありません</translation>
    </message>
</context>
<context>
    <name>disklab::EventLogDock</name>
    <message>
        <source>Event Log</source>
        <translation>イベントログ</translation>
    </message>
    <message>
        <source>All collisions</source>
        <translation>すべての衝突</translation>
    </message>
    <message>
        <source>Disk-disk only</source>
        <translation>円板同士のみ</translation>
    </message>
    <message>
        <source>Disk-wall only</source>
        <translation>円板と壁のみ</translation>
    </message>
    <message>
        <source>any</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>Show only collisions of this disk</source>
        <translation>この円板の衝突だけを表示</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV をエクスポート…</translation>
    </message>
    <message>
        <source>Disk:</source>
        <translation>円板：</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>Export Event Log</source>
        <translation>イベントログのエクスポート</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
</context>
<context>
    <name>disklab::EventLogModel</name>
    <message>
        <source>pair</source>
        <translation>円板間</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>壁</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Disk a</source>
        <translation>円板 a</translation>
    </message>
    <message>
        <source>Disk or wall b</source>
        <translation>円板または壁 b</translation>
    </message>
    <message>
        <source>left</source>
        <comment>wall</comment>
        <translation>左の壁</translation>
    </message>
    <message>
        <source>right</source>
        <comment>wall</comment>
        <translation>右の壁</translation>
    </message>
    <message>
        <source>bottom</source>
        <comment>wall</comment>
        <translation>下の壁</translation>
    </message>
    <message>
        <source>top</source>
        <comment>wall</comment>
        <translation>上の壁</translation>
    </message>
    <message>
        <source>Time (ps)</source>
        <translation>時刻 (ps)</translation>
    </message>
</context>
<context>
    <name>disklab::ExampleBrowser</name>
    <message>
        <source>Examples</source>
        <translation>サンプル</translation>
    </message>
    <message>
        <source>Cannot be read: %1</source>
        <translation>読み込めません：%1</translation>
    </message>
</context>
<context>
    <name>disklab::ExampleLessons</name>
    <message>
        <source>Other examples</source>
        <translation>その他のサンプル</translation>
    </message>
</context>
<context>
    <name>disklab::ExportOptionsDialog</name>
    <message>
        <source>Image Export</source>
        <translation>画像のエクスポート</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>The image covers width / resolution inches; the text has its on-screen point size there</source>
        <translation>画像の大きさは「幅 / 解像度」インチになり、その大きさで文字は画面上と同じポイントサイズになります</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Enlarges the tick labels, axis labels, title and legend in the exported file only, e.g. 200 % to read them on a projector</source>
        <translation>エクスポートするファイルでのみ、目盛りラベル、軸ラベル、タイトル、凡例を拡大します（例：プロジェクターで読めるように 200 %）</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>幅：</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>高さ：</translation>
    </message>
    <message>
        <source>Resolution:</source>
        <translation>解像度：</translation>
    </message>
    <message>
        <source>Text size:</source>
        <translation>文字サイズ：</translation>
    </message>
</context>
<context>
    <name>disklab::FileController</name>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>The scenario “%1” has unsaved changes. Do you want to save them?</source>
        <translation>シナリオ「%1」には未保存の変更があります。保存しますか？</translation>
    </message>
    <message>
        <source>Opened %1 with warnings: %2</source>
        <translation>%1 を開きました（警告あり）：%2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 を開きました</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>シナリオを開く</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>シナリオに名前を付けて保存</translation>
    </message>
    <message>
        <source>DiskLab scenarios (*.json)</source>
        <translation>DiskLab シナリオ (*.json)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Import algs4 File</source>
        <translation>algs4 ファイルのインポート</translation>
    </message>
    <message>
        <source>algs4 text files (*.txt);;All files (*)</source>
        <translation>algs4 テキストファイル (*.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>%1 をインポートしました</translation>
    </message>
    <message>
        <source>Export as algs4 Text</source>
        <translation>algs4 テキストとしてエクスポート</translation>
    </message>
    <message>
        <source>algs4 text files (*.txt)</source>
        <translation>algs4 テキストファイル (*.txt)</translation>
    </message>
    <message>
        <source>Exported with Omissions</source>
        <translation>一部を省略してエクスポートしました</translation>
    </message>
    <message>
        <source>The algs4 format cannot hold everything in this scenario:

%1</source>
        <translation>algs4 形式ではこのシナリオのすべてを保存できません：

%1</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 をエクスポートしました</translation>
    </message>
    <message>
        <source>Export View as PNG</source>
        <translation>ビューを PNG としてエクスポート</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <source>DiskLab could not write “%1”.

%2</source>
        <translation>DiskLab は「%1」に書き込めませんでした。

%2</translation>
    </message>
    <message>
        <source>Saved %1 without the keys DiskLab does not know: %2</source>
        <translation>%1 を保存しました。DiskLab が認識しないキーは含まれていません：%2</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>新しいシナリオ</translation>
    </message>
    <message>
        <source>New scenario: an empty box, in edit mode. Click in the box to add disks</source>
        <translation>新しいシナリオ：空の箱を編集モードで開きました。箱の中をクリックすると円板を追加できます</translation>
    </message>
    <message>
        <source>Save State As</source>
        <translation>実行状態に名前を付けて保存</translation>
    </message>
    <message>
        <source>%1 state.json</source>
        <translation>%1 状態.json</translation>
    </message>
    <message>
        <source>Saved the run as it was at t = %1 to %2: open it to go on from there</source>
        <translation>t = %1 の時点の実行状態を %2 に保存しました。開くとそこから続けられます</translation>
    </message>
    <message>
        <source>Cannot Save State</source>
        <translation>実行状態を保存できません</translation>
    </message>
    <message>
        <source>DiskLab cannot save this run&apos;s state: %1.</source>
        <translation>DiskLab はこの実行の状態を保存できません：%1。</translation>
    </message>
    <message>
        <source>Cannot Open Run</source>
        <translation>実行記録を開けません</translation>
    </message>
    <message>
        <source>DiskLab cannot open this run file:
%1</source>
        <translation>DiskLab はこの実行記録ファイルを開けません：
%1</translation>
    </message>
    <message>
        <source>Opened the run %1 at t = %2: the timeline goes to any moment it reached</source>
        <translation>実行記録 %1 を t = %2 で開きました：タイムラインはその実行が到達したどの時刻へも移動できます</translation>
    </message>
    <message>
        <source>Scenario files and runs (*.json *.txt *.dlrun);;DiskLab scenarios (*.json);;algs4 text files (*.txt);;DiskLab runs (*.dlrun);;All files (*)</source>
        <translation>シナリオファイルと実行記録 (*.json *.txt *.dlrun);;DiskLab シナリオ (*.json);;algs4 テキストファイル (*.txt);;DiskLab 実行記録 (*.dlrun);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Save Run</source>
        <translation>実行記録の保存</translation>
    </message>
    <message>
        <source>%1 run.dlrun</source>
        <translation>%1 実行記録.dlrun</translation>
    </message>
    <message>
        <source>DiskLab runs (*.dlrun)</source>
        <translation>DiskLab 実行記録 (*.dlrun)</translation>
    </message>
    <message>
        <source>Saved the run up to t = %1 with its timeline to %2</source>
        <translation>t = %1 までの実行とそのタイムラインを %2 に保存しました</translation>
    </message>
</context>
<context>
    <name>disklab::ForceMethodsDock</name>
    <message>
        <source>Force Methods</source>
        <translation>力の計算法</translation>
    </message>
    <message>
        <source>Time per evaluation against N</source>
        <translation>N に対する 1 回の計算時間</translation>
    </message>
    <message>
        <source>Force error against θ</source>
        <translation>θ に対する力の誤差</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Numbers of charges to measure, from 2 to %1, separated by commas</source>
        <translation>測定する電荷数（2〜%1、カンマ区切り）</translation>
    </message>
    <message>
        <source>Barnes-Hut opening angles θ to measure, from 0 to 1, separated by commas: a larger θ accepts nearer nodes as one multipole, faster and less accurate</source>
        <translation>測定する Barnes-Hut の開き角 θ（0〜1、カンマ区切り）：θ が大きいほど近いノードも 1 つの多重極として扱い、速くなるが精度は下がる</translation>
    </message>
    <message>
        <source>Time both force methods and measure the error of Barnes-Hut at every N and θ</source>
        <translation>各 N と θ で両方の力の計算法の時間を測り、Barnes-Hut の誤差を測定</translation>
    </message>
    <message>
        <source>N random charges of one sign at density 1. Time: processor seconds of one force evaluation on one core; the direct sum is timed up to N = %1.</source>
        <translation>密度 1 でランダムに置いた同符号の電荷 N 個。時間：1 コアでの力の計算 1 回のプロセッサ時間（秒）。直接和は N = %1 まで計測します。</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>表示：</translation>
    </message>
    <message>
        <source>N:</source>
        <translation>N：</translation>
    </message>
    <message>
        <source>θ:</source>
        <translation>θ：</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失敗：%1</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>キャンセルしました</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>N: whole numbers from 2 to %1, separated by commas</source>
        <translation>N：2〜%1 の整数をカンマ区切りで</translation>
    </message>
    <message>
        <source>θ: numbers from 0 to 1, separated by commas</source>
        <translation>θ：0〜1 の数をカンマ区切りで</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>測定中…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセル中…</translation>
    </message>
    <message>
        <source>charges N</source>
        <translation>電荷数 N</translation>
    </message>
    <message>
        <source>direct sum, processor seconds per evaluation [s]</source>
        <translation>直接和、1 回の計算あたりのプロセッサ時間 [s]</translation>
    </message>
    <message>
        <source>Barnes-Hut θ = %1, processor seconds per evaluation [s]</source>
        <translation>Barnes-Hut θ = %1、1 回の計算あたりのプロセッサ時間 [s]</translation>
    </message>
    <message>
        <source>opening angle θ</source>
        <translation>開き角 θ</translation>
    </message>
    <message>
        <source>N = %1, median relative error</source>
        <translation>N = %1、相対誤差の中央値</translation>
    </message>
    <message>
        <source>N = %1, maximum relative error</source>
        <translation>N = %1、相対誤差の最大値</translation>
    </message>
    <message>
        <source>Relative error of each charge&apos;s force against the direct sum: the median and the maximum over all charges up to N = %1, above it over %1 chosen at random.</source>
        <translation>各電荷にはたらく力の、直接和に対する相対誤差：N = %1 まではすべての電荷、それより多いときはランダムに選んだ %1 個の電荷についての中央値と最大値。</translation>
    </message>
    <message>
        <source>Run measures both methods; the N above which Barnes-Hut is faster is stated here.</source>
        <translation>「実行」で両方の方法を測定します。Barnes-Hut のほうが速くなる N をここに示します。</translation>
    </message>
    <message>
        <source>θ = %1 from N ≈ %2</source>
        <translation>θ = %1 では N ≈ %2 から</translation>
    </message>
    <message>
        <source>θ = %1 already at N = %2, the smallest measured</source>
        <translation>θ = %1 では測定した最小の N = %2 ですでに速い</translation>
    </message>
    <message>
        <source>θ = %1 not below N = %2</source>
        <translation>θ = %1 では N = %2 までに現れず</translation>
    </message>
    <message>
        <source>Crossover: no N has both methods timed yet.</source>
        <translation>交差点：両方の方法を計測した N はまだありません。</translation>
    </message>
    <message>
        <source>Crossover, where Barnes-Hut becomes faster than the direct sum: %1.</source>
        <translation>交差点（Barnes-Hut が直接和より速くなるところ）：%1。</translation>
    </message>
    <message>
        <source>processor seconds per evaluation [s]</source>
        <translation>計算 1 回のプロセッサ時間 [s]</translation>
    </message>
    <message>
        <source>direct sum O(N²)</source>
        <translation>直接和 O(N²)</translation>
    </message>
    <message>
        <source>Barnes-Hut θ = %1</source>
        <translation>Barnes-Hut θ = %1</translation>
    </message>
    <message>
        <source>crossover</source>
        <translation>交差点</translation>
    </message>
    <message>
        <source>relative force error</source>
        <translation>力の相対誤差</translation>
    </message>
    <message>
        <source>median</source>
        <translation>中央値</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>最大値</translation>
    </message>
    <message>
        <source>N = %1</source>
        <translation>N = %1</translation>
    </message>
</context>
<context>
    <name>disklab::FreePathChart</name>
    <message>
        <source>free path l [%1]</source>
        <translation>自由行程 l [%1]</translation>
    </message>
    <message>
        <source>probability density p(l) [1/%1]</source>
        <translation>確率密度 p(l) [1/%1]</translation>
    </message>
    <message>
        <source>exponential of the measured mean [1/%1]</source>
        <translation>測定した平均による指数分布 [1/%1]</translation>
    </message>
    <message>
        <source>whole flights between collisions: %1</source>
        <translation>衝突間の完全な飛行：%1</translation>
    </message>
    <message>
        <source>exp(−l/λ)/λ, λ = measured mean %1 %2</source>
        <translation>exp(−l/λ)/λ、λ = 測定した平均 %1 %2</translation>
    </message>
    <message>
        <source>Enskog&apos;s mean free path %1 %2, with Henderson&apos;s g(σ+)</source>
        <translation>Enskog の平均自由行程 %1 %2（Henderson の g(σ+) を使用）</translation>
    </message>
    <message>
        <source>No whole flight yet (free paths need the exact engine)</source>
        <translation>完全な飛行はまだありません（自由行程には厳密エンジンが必要です）</translation>
    </message>
    <message>
        <source>mean free path %1 %2</source>
        <translation>平均自由行程 %1 %2</translation>
    </message>
    <message>
        <source>%1; Enskog: %2 %3</source>
        <translation>%1；Enskog：%2 %3</translation>
    </message>
    <message>
        <source>%1; from %2 % of the collisions: slow the playback to see them all</source>
        <translation>%1；衝突の %2 % から：すべてを見るには再生速度を下げてください</translation>
    </message>
</context>
<context>
    <name>disklab::FreePistonFields</name>
    <message>
        <source>Free piston (right wall)</source>
        <translation>自由ピストン（右の壁）</translation>
    </message>
    <message>
        <source>Mass</source>
        <translation>質量</translation>
    </message>
    <message>
        <source>Pressure outside</source>
        <translation>外圧</translation>
    </message>
    <message>
        <source>Cylinder ends at x</source>
        <translation>シリンダーの端 x</translation>
    </message>
    <message>
        <source>Give the right wall a mass to make it a piston that the gas and the pressure outside push; the exact engine follows it. Empty: an ordinary wall</source>
        <translation>右の壁に質量を与えると、気体と外圧に押されるピストンになります。厳密なエンジンがその動きを追います。空欄：ふつうの壁</translation>
    </message>
    <message>
        <source>The pressure outside, pushing the piston in</source>
        <translation>ピストンを内側へ押す外圧</translation>
    </message>
    <message>
        <source>How far out the piston can go. Empty: the box&apos;s width, so it can only come in</source>
        <translation>ピストンが外側へ動ける限界。空欄：ボックスの幅（内側へしか動けません）</translation>
    </message>
</context>
<context>
    <name>disklab::GeneratorDialog</name>
    <message>
        <source>New from Generator</source>
        <translation>ジェネレーターから新規作成</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>プレビュー(&amp;P)</translation>
    </message>
    <message>
        <source>Cannot generate: %1</source>
        <translation>生成できません：%1</translation>
    </message>
    <message>
        <source>Cannot generate: %1: %2</source>
        <translation>生成できません：%1：%2</translation>
    </message>
</context>
<context>
    <name>disklab::HelpDialogs</name>
    <message>
        <source>About DiskLab</source>
        <translation>DiskLab について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;DiskLab %1&lt;/h3&gt;&lt;p&gt;A workbench for hard-disk dynamics: ideal gases, billiards, diffusion, Brownian motion and pistons, simulated exactly (event-driven) and with a fixed time step (time-driven).&lt;/p&gt;&lt;p&gt;Copyright © the DiskLab authors.&lt;/p&gt;&lt;p&gt;DiskLab is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;Built with Qt %2. The algs4 file format is that of Sedgewick and Wayne&apos;s &lt;i&gt;Algorithms, 4th edition&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;DiskLab %1&lt;/h3&gt;&lt;p&gt;剛体円板の動力学のためのワークベンチです。理想気体、ビリヤード、拡散、ブラウン運動、ピストンを、厳密に（イベント駆動）、また固定の時間刻みで（時間駆動）シミュレーションします。&lt;/p&gt;&lt;p&gt;Copyright © DiskLab の作者。&lt;/p&gt;&lt;p&gt;DiskLab はフリーソフトウェアです。フリーソフトウェア財団が公表した GNU 一般公衆利用許諾書のバージョン 3、または（任意で）それ以降のバージョン（GPL-3.0-or-later）の条件の下で再頒布または改変できます。本ソフトウェアは完全に無保証です。&lt;/p&gt;&lt;p&gt;Qt %2 でビルドされています。algs4 ファイル形式は Sedgewick と Wayne の &lt;i&gt;Algorithms, 4th edition&lt;/i&gt; によるものです。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>DiskLab User Guide</source>
        <translation>DiskLab ユーザーガイド</translation>
    </message>
    <message>
        <source>DiskLab Teacher&apos;s Guide</source>
        <translation>DiskLab 教師用ガイド</translation>
    </message>
    <message>
        <source>%1 is not installed on this computer.</source>
        <translation>このコンピューターには %1 がインストールされていません。</translation>
    </message>
</context>
<context>
    <name>disklab::LabControlsDock</name>
    <message>
        <source>Lab Controls</source>
        <translation>実験の操作</translation>
    </message>
    <message>
        <source>Heater / cooler (every wall but a piston)</source>
        <translation>ヒーター / クーラー（ピストン以外のすべての壁）</translation>
    </message>
    <message>
        <source>Pressure outside the piston</source>
        <translation>ピストンの外圧</translation>
    </message>
    <message>
        <source>Pump</source>
        <translation>ポンプ</translation>
    </message>
    <message>
        <source>Pump In</source>
        <translation>送り込む</translation>
    </message>
    <message>
        <source>Far left: elastic walls, no heat exchanged. Elsewhere each wall re-emits every disk that hits it as a gas at this kT would, heating or cooling the gas</source>
        <translation>左端：弾性的な壁で、熱のやりとりはありません。それ以外：各壁は、ぶつかった円板をこの kT の気体がするように送り返し、気体を温めたり冷やしたりします</translation>
    </message>
    <message>
        <source>The outside pushes the piston in with this pressure times its length; the gas pushes back until its own pressure matches</source>
        <translation>外側はこの圧力とピストンの長さの積の力でピストンを押し込みます。気体は自分の圧力がそれに等しくなるまで押し返します</translation>
    </message>
    <message>
        <source> disks</source>
        <translation> 個の円板</translation>
    </message>
    <message>
        <source>Left wall</source>
        <translation>左の壁</translation>
    </message>
    <message>
        <source>Bottom wall</source>
        <translation>下の壁</translation>
    </message>
    <message>
        <source>Top wall</source>
        <translation>上の壁</translation>
    </message>
    <message>
        <source>Right wall</source>
        <translation>右の壁</translation>
    </message>
    <message>
        <source>The disks come from a gas at the temperature the gas in the box has now</source>
        <translation>円板は、箱の中の気体の今の温度と同じ温度の気体から来ます</translation>
    </message>
    <message>
        <source>kT = </source>
        <translation>kT = </translation>
    </message>
    <message>
        <source>Each disk enters through an opening in the middle of the wall as soon as its spot is free, like the first disk of the scenario</source>
        <translation>各円板は、その場所が空きしだい壁の中央の開口から入ります。シナリオの最初の円板と同じ円板です</translation>
    </message>
    <message>
        <source>The lab&apos;s controls act on the event-driven engine, which keeps every reading exact: choose it in the run controls.</source>
        <translation>実験の操作はイベント駆動エンジンに対して働き、すべての読みを正確に保ちます。実行の操作パネルで選んでください。</translation>
    </message>
    <message>
        <source>A periodic box has no walls to heat, push or pump through.</source>
        <translation>周期境界の箱には、温めたり押したり送り込んだりする壁がありません。</translation>
    </message>
    <message>
        <source>Not done: %1</source>
        <translation>実行できません：%1</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>At the gas&apos;s temperature, or</source>
        <translation>気体の今の温度で、または</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>体積</translation>
    </message>
    <message>
        <source>Volume and temperature</source>
        <translation>体積と温度</translation>
    </message>
    <message>
        <source>Pressure</source>
        <translation>圧力</translation>
    </message>
    <message>
        <source>Pressure and temperature</source>
        <translation>圧力と温度</translation>
    </message>
    <message>
        <source>Hold constant</source>
        <translation>一定に保つもの</translation>
    </message>
    <message>
        <source>This box&apos;s walls are fixed, so it holds its volume. To hold the pressure, open a scenario with a free piston (boyle-piston.json), or give the right wall a mass in Properties ▸ Scenario.</source>
        <translation>この箱の壁は固定されているので、体積が一定に保たれます。圧力を一定に保つには、自由なピストンのあるシナリオ（boyle-piston.json）を開くか、プロパティ ▸ シナリオ で右の壁に質量を与えてください。</translation>
    </message>
    <message>
        <source>The pump fills a box without interior walls.</source>
        <translation>ポンプは内部の壁のない箱にだけ送り込めます。</translation>
    </message>
    <message>
        <source>Fixed walls, or a piston held in place, hold the volume; a free piston holds the pressure; the heater at the gas&apos;s temperature holds that too</source>
        <translation>固定した壁、またはその場に押さえたピストンは体積を、自由なピストンは圧力を一定に保ちます。気体の温度にしたヒーターは温度も一定に保ちます</translation>
    </message>
    <message>
        <source>Drag the piston in the picture to push or pull it. Holding the volume keeps it where you leave it; holding the pressure lets it go.</source>
        <translation>図の中のピストンをドラッグすると、押し込んだり引き出したりできます。体積を一定にすると、ピストンは手を離した位置にとどまります。圧力を一定にすると、ピストンは自由になります。</translation>
    </message>
    <message>
        <source>Heater off: the walls neither give nor take heat</source>
        <translation>ヒーターオフ：壁は熱を与えも奪いもしません</translation>
    </message>
    <message>
        <source>Heating at constant pressure: V grows</source>
        <translation>定圧で加熱中：V が増えます</translation>
    </message>
    <message>
        <source>Heating at constant volume: P rises</source>
        <translation>定積で加熱中：P が上がります</translation>
    </message>
    <message>
        <source>Cooling at constant pressure: V shrinks</source>
        <translation>定圧で冷却中：V が減ります</translation>
    </message>
    <message>
        <source>Cooling at constant volume: P falls</source>
        <translation>定積で冷却中：P が下がります</translation>
    </message>
    <message>
        <source>The gas is at the heater&apos;s temperature</source>
        <translation>気体はヒーターの温度にあります</translation>
    </message>
</context>
<context>
    <name>disklab::LabGaugesDock</name>
    <message>
        <source>Gauges</source>
        <translation>計器</translation>
    </message>
    <message>
        <source>Piston at x</source>
        <translation>ピストンの位置 x</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>リセット</translation>
    </message>
    <message>
        <source>%1 time units</source>
        <translation>%1 時間単位</translation>
    </message>
    <message>
        <source>The thermometer and the pressure gauge average over this much simulated time; the ± is the statistical uncertainty of that average</source>
        <translation>温度計と圧力計はこの長さのシミュレーション時間で平均します。± はその平均の統計的な不確かさです</translation>
    </message>
    <message>
        <source>Average over</source>
        <translation>平均する長さ</translation>
    </message>
    <message>
        <source>Temperature kT</source>
        <translation>温度 kT</translation>
    </message>
    <message>
        <source>Pressure</source>
        <translation>圧力</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>面積</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Disks</source>
        <translation>円板の数</translation>
    </message>
    <message>
        <source>PA / NkT</source>
        <translation>PA / NkT</translation>
    </message>
    <message>
        <source>1 for an ideal gas; above 1 as the disks&apos; own size crowds them: the hard-disk correction to PV = NkT, which grows with the density</source>
        <translation>理想気体では 1。円板自身の大きさで混み合うと 1 より大きくなります。PV = NkT に対する剛体円板の補正で、密度とともに大きくなります</translation>
    </message>
    <message>
        <source>Reduced (kT, disk sizes)</source>
        <translation>換算単位（kT、円板の大きさ）</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>単位</translation>
    </message>
    <message>
        <source>%1 ps</source>
        <translation>%1 ps</translation>
    </message>
    <message>
        <source>Area (nm²)</source>
        <translation>面積 (nm²)</translation>
    </message>
    <message>
        <source>Piston at x (nm)</source>
        <translation>ピストンの位置 x (nm)</translation>
    </message>
    <message>
        <source>Atoms: %1</source>
        <translation>原子：%1</translation>
    </message>
    <message>
        <source>Atoms: each disk one length unit across is an atom of %1 (%2 nm, %3 u), kT = 1 is 300 K, and the flat gas is a layer one atom thick, so its pressure reads as a pressure in three dimensions. The gas and the units of temperature and pressure: View ▸ Units</source>
        <translation>原子：直径が長さ 1 単位の円板を%1原子（%2 nm、%3 u）とみなし、kT = 1 を 300 K とします。平面の気体は原子 1 個分の厚さの層とみなすので、圧力は 3 次元の圧力として読めます。気体と温度・圧力の単位：表示 ▸ 単位</translation>
    </message>
    <message>
        <source>Temperature (%1)</source>
        <translation>温度 (%1)</translation>
    </message>
    <message>
        <source>Pressure (%1)</source>
        <translation>圧力 (%1)</translation>
    </message>
    <message>
        <source>Stopwatch (ps) · wall hits</source>
        <translation>ストップウォッチ（ps）· 壁への衝突回数</translation>
    </message>
    <message>
        <source>Stopwatch · wall hits</source>
        <translation>ストップウォッチ · 壁への衝突回数</translation>
    </message>
</context>
<context>
    <name>disklab::LabReportExporter</name>
    <message>
        <source>Play the run first: the report measures it from t = 0 to the moment shown.</source>
        <translation>先に実行してください：レポートは t = 0 から表示中の時刻までを測定します。</translation>
    </message>
    <message>
        <source>Export Lab Report</source>
        <translation>実験レポートをエクスポート</translation>
    </message>
    <message>
        <source>%1 lab report.pdf</source>
        <translation>%1 実験レポート.pdf</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote the lab report %1, and its HTML version in %2</source>
        <translation>実験レポート %1 を書き出し、その HTML 版を %2 に置きました</translation>
    </message>
    <message>
        <source>The lab report was cancelled; nothing was written.</source>
        <translation>実験レポートはキャンセルされました。何も書き込まれていません。</translation>
    </message>
    <message>
        <source>A lab report is already being written.</source>
        <translation>実験レポートを作成中です。</translation>
    </message>
    <message>
        <source>Simulating the run again for %1…</source>
        <translation>%1 のために実行をもう一度シミュレーションしています…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>disklab::LanguageChoice</name>
    <message>
        <source>System Language</source>
        <translation>システムの言語</translation>
    </message>
</context>
<context>
    <name>disklab::LaunchOptions</name>
    <message>
        <source>DiskLab, a hard-disk dynamics workbench</source>
        <translation>DiskLab：剛体円板の動力学ワークベンチ</translation>
    </message>
    <message>
        <source>Scenario to open (.json or algs4 .txt).</source>
        <translation>開くシナリオ（.json または algs4 .txt）。</translation>
    </message>
    <message>
        <source>Open the file even if disks overlap.</source>
        <translation>円板が重なっていてもファイルを開く。</translation>
    </message>
    <message>
        <source>Start playing at once.</source>
        <translation>すぐに再生を開始する。</translation>
    </message>
    <message>
        <source>Print the example scenarios (title and file) and quit.</source>
        <translation>サンプルシナリオ（タイトルとファイル）を表示して終了する。</translation>
    </message>
    <message>
        <source>No example scenarios are installed.</source>
        <translation>サンプルシナリオがインストールされていません。</translation>
    </message>
</context>
<context>
    <name>disklab::LoadErrorPrompt</name>
    <message>
        <source>Cannot Open File</source>
        <translation>ファイルを開けません</translation>
    </message>
    <message>
        <source>DiskLab cannot open “%1”.</source>
        <translation>DiskLab は「%1」を開けません。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Apart from overlapping disks the file is fine. You can load it anyway: overlapping disks that approach each other collide at once and separate.&lt;/p&gt;</source>
        <translation>&lt;p&gt;円板の重なり以外にファイルの問題はありません。このまま読み込むこともできます。互いに近づいている重なった円板は、すぐに衝突して離れます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Load &amp;Anyway</source>
        <translation>それでも読み込む(&amp;A)</translation>
    </message>
</context>
<context>
    <name>disklab::MainActions</name>
    <message>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>シナリオを保存</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Save the scenario under a new name</source>
        <translation>シナリオを別の名前で保存</translation>
    </message>
    <message>
        <source>&amp;Import algs4 .txt…</source>
        <translation>algs4 .txt をインポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>Import a Princeton algs4 CollisionSystem file</source>
        <translation>Princeton algs4 の CollisionSystem ファイルをインポート</translation>
    </message>
    <message>
        <source>algs4 .&amp;txt…</source>
        <translation>algs4 .txt(&amp;T)…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export the scenario as an algs4 text file</source>
        <translation>シナリオを algs4 テキストファイルとしてエクスポート</translation>
    </message>
    <message>
        <source>View as &amp;PNG…</source>
        <translation>ビュー (PNG)(&amp;P)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>Save the simulation view as a PNG image</source>
        <translation>シミュレーションビューを PNG 画像として保存</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Quit DiskLab</source>
        <translation>DiskLab を終了</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>再生(&amp;P)</translation>
    </message>
    <message>
        <source>Run or pause the simulation</source>
        <translation>シミュレーションを実行または一時停止</translation>
    </message>
    <message>
        <source>Step One &amp;Event</source>
        <translation>1 イベント進める(&amp;E)</translation>
    </message>
    <message>
        <source>Shift+Right</source>
        <translation>Shift+Right</translation>
    </message>
    <message>
        <source>Advance to the next collision (one time step for the time-driven engine)</source>
        <translation>次の衝突まで進める（時間駆動エンジンでは 1 時間刻み）</translation>
    </message>
    <message>
        <source>Step One &amp;Frame</source>
        <translation>1 フレーム進める(&amp;F)</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <source>Advance by one frame at the current speed</source>
        <translation>現在の再生速度で 1 フレーム進める</translation>
    </message>
    <message>
        <source>&amp;Reset to Initial State</source>
        <translation>初期状態に戻す(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Go back to the scenario&apos;s t = 0</source>
        <translation>シナリオの t = 0 に戻る</translation>
    </message>
    <message>
        <source>&amp;Faster</source>
        <translation>速く(&amp;F)</translation>
    </message>
    <message>
        <source>Ctrl+]</source>
        <translation>Ctrl+]</translation>
    </message>
    <message>
        <source>Double the simulated time per second</source>
        <translation>1 秒あたりのシミュレーション時間を 2 倍にする</translation>
    </message>
    <message>
        <source>&amp;Slower</source>
        <translation>遅く(&amp;S)</translation>
    </message>
    <message>
        <source>Ctrl+[</source>
        <translation>Ctrl+[</translation>
    </message>
    <message>
        <source>Halve the simulated time per second</source>
        <translation>1 秒あたりのシミュレーション時間を半分にする</translation>
    </message>
    <message>
        <source>&amp;Event-Driven (Exact)</source>
        <translation>イベント駆動（厳密）(&amp;E)</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>Exact simulation: a priority queue of predicted collisions</source>
        <translation>厳密なシミュレーション：予測した衝突の優先度付きキュー</translation>
    </message>
    <message>
        <source>&amp;Time-Driven (Fixed dt)</source>
        <translation>時間駆動（固定 dt）(&amp;T)</translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <source>Fixed time step with overlap checks</source>
        <translation>重なりを検査する固定時間刻み</translation>
    </message>
    <message>
        <source>Time &amp;Step dt…</source>
        <translation>時間刻み dt(&amp;S)…</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>Set the time-driven engine&apos;s step</source>
        <translation>時間駆動エンジンの時間刻みを設定</translation>
    </message>
    <message>
        <source>Zoom to &amp;Fit</source>
        <translation>全体を表示(&amp;F)</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>Show the whole box</source>
        <translation>ボックス全体を表示</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Magnify the view</source>
        <translation>ビューを拡大</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>Shrink the view</source>
        <translation>ビューを縮小</translation>
    </message>
    <message>
        <source>Colour by &amp;Speed</source>
        <translation>速さで色分け(&amp;S)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Colour disks from slow (blue) to fast (red)</source>
        <translation>円板を遅い（青）から速い（赤）まで色分け</translation>
    </message>
    <message>
        <source>&amp;Trails for Selected Disks</source>
        <translation>選択した円板の軌跡(&amp;T)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+T</source>
        <translation>Ctrl+Shift+T</translation>
    </message>
    <message>
        <source>Draw the path of each selected disk</source>
        <translation>選択した各円板の通り道を描く</translation>
    </message>
    <message>
        <source>Clear Se&amp;lection</source>
        <translation>選択を解除(&amp;L)</translation>
    </message>
    <message>
        <source>Deselect all disks</source>
        <translation>すべての円板の選択を解除</translation>
    </message>
    <message>
        <source>Frame &amp;Rate Overlay</source>
        <translation>フレームレート表示(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>Show frames per second and paint time on the view</source>
        <translation>ビュー上に毎秒のフレーム数と描画時間を表示</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>全画面表示(&amp;U)</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Use the whole screen</source>
        <translation>画面全体を使う</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>ユーザーガイド(&amp;U)</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Open the DiskLab user guide</source>
        <translation>DiskLab ユーザーガイドを開く</translation>
    </message>
    <message>
        <source>&amp;About DiskLab</source>
        <translation>DiskLab について(&amp;A)</translation>
    </message>
    <message>
        <source>Shift+F1</source>
        <translation>Shift+F1</translation>
    </message>
    <message>
        <source>Version, licence and credits</source>
        <translation>バージョン、ライセンス、クレジット</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>The Qt toolkit&apos;s version and licence</source>
        <translation>Qt ツールキットのバージョンとライセンス</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>Pause the simulation</source>
        <translation>シミュレーションを一時停止</translation>
    </message>
    <message>
        <source>Run the simulation</source>
        <translation>シミュレーションを実行</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>Open E&amp;xample</source>
        <translation>サンプルを開く(&amp;X)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>シミュレーション(&amp;S)</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>エンジン(&amp;N)</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>メインツールバー</translation>
    </message>
    <message>
        <source>Ctrl+Shift+B</source>
        <translation>Ctrl+Shift+B</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Compare Engines…</source>
        <translation>エンジンを比較(&amp;C)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
    <message>
        <source>Run the time-driven and the event-driven engine side by side from this scenario</source>
        <translation>このシナリオから時間駆動エンジンとイベント駆動エンジンを並べて実行</translation>
    </message>
    <message>
        <source>Measure &amp;Scaling…</source>
        <translation>スケーリングを測定(&amp;S)…</translation>
    </message>
    <message>
        <source>Measure each engine&apos;s cost per simulated time unit on gases of 250 to 8000 disks</source>
        <translation>円板 250〜8000 個の気体で、各エンジンのシミュレーション時間 1 単位あたりのコストを測定</translation>
    </message>
    <message>
        <source>Show DiskLab in this language; the open scenario, its edits and the run are kept</source>
        <translation>DiskLab をこの言語で表示します。開いているシナリオ、その編集と実行の状態はそのまま保たれます</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>言語(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Teacher&apos;s Guide</source>
        <translation>教師用ガイド(&amp;T)</translation>
    </message>
    <message>
        <source>Each example scenario for a lesson: what to show, predict and observe</source>
        <translation>授業で使う各サンプルシナリオ：何を見せ、何を予想し、何を観察するか</translation>
    </message>
    <message>
        <source>&amp;Lesson Mode</source>
        <translation>授業モード(&amp;L)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <source>Show only the view, the run controls, the lab&apos;s controls and gauges, and large buttons, for a class</source>
        <translation>授業用に、ビュー、実行の操作、実験の操作と計器、大きなボタンだけを表示します</translation>
    </message>
    <message>
        <source>&amp;Forces (Fixed dt)</source>
        <translation>力（固定 dt）(&amp;F)</translation>
    </message>
    <message>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <source>Fixed time step with Coulomb forces and springs between disks (velocity Verlet)</source>
        <translation>円板間のクーロン力とばねを扱う固定時間刻み（速度ベルレ法）</translation>
    </message>
    <message>
        <source>Measure &amp;Force Methods…</source>
        <translation>力の計算法を測定(&amp;F)…</translation>
    </message>
    <message>
        <source>Time Barnes-Hut against the direct sum of Coulomb forces and measure its error, on random charges</source>
        <translation>ランダムな電荷で、Barnes-Hut とクーロン力の直接和の時間を比べ、その誤差を測定</translation>
    </message>
    <message>
        <source>Start a new scenario: an empty box to add disks to in edit mode</source>
        <translation>新しいシナリオを始めます：編集モードで円板を追加する空の箱</translation>
    </message>
    <message>
        <source>Save S&amp;tate As…</source>
        <translation>実行状態に名前を付けて保存(&amp;T)…</translation>
    </message>
    <message>
        <source>Save the run as it is now, with every setting it uses, to go on from this moment later</source>
        <translation>実行を今の状態のまま、使っているすべての設定とともに保存し、後でこの時点から続けられるようにします</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>なし(&amp;N)</translation>
    </message>
    <message>
        <source>Lesson Mode gives the view all the room the gauges leave</source>
        <translation>授業モードで、計器以外の場所をすべてビューに使います</translation>
    </message>
    <message>
        <source>&amp;Speed Distribution</source>
        <translation>速さ分布(&amp;S)</translation>
    </message>
    <message>
        <source>Lesson Mode, with the speed distribution as a large panel beside the view</source>
        <translation>授業モードで、ビューの横に速さ分布を大きなパネルで表示します</translation>
    </message>
    <message>
        <source>&amp;P-V Diagram</source>
        <translation>P-V 図(&amp;P)</translation>
    </message>
    <message>
        <source>Lesson Mode, with the P-V diagram (a box with a piston) as a large panel beside the view</source>
        <translation>授業モードで、ビューの横に P-V 図（ピストンのあるボックス）を大きなパネルで表示します</translation>
    </message>
    <message>
        <source>Lesson &amp;Panel</source>
        <translation>授業パネル(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Units</source>
        <translation>単位(&amp;U)</translation>
    </message>
    <message>
        <source>Export &amp;Lab Report…</source>
        <translation>実験レポートをエクスポート(&amp;L)…</translation>
    </message>
    <message>
        <source>Write a lab report of the run so far: the scenario, pictures of the box, the measured quantities with their errors beside the theory, charts, and the command line that reproduces them (PDF, and HTML beside it)</source>
        <translation>ここまでの実行の実験レポートを書き出します：シナリオ、ボックスの画像、誤差付きの測定値と理論値の比較、グラフ、それらを再現するコマンドライン（PDF と、その横に HTML）</translation>
    </message>
    <message>
        <source>Colour by &amp;Bond Order (ψ6)</source>
        <translation>結合配向秩序で色分け（ψ6）(&amp;B)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Colour disks by the direction of the bonds to their neighbours (the phase of ψ6): a crystal&apos;s domains show as patches of one colour, a liquid as confetti</source>
        <translation>近接する円板との結合の向き（ψ6 の位相）で円板を色分けします：結晶のドメインは同じ色のまとまりに、液体は紙吹雪のように見えます</translation>
    </message>
    <message>
        <source>Open a scenario file (.json or algs4 .txt) or a saved run (.dlrun)</source>
        <translation>シナリオファイル（.json または algs4 .txt）か保存した実行記録（.dlrun）を開きます</translation>
    </message>
    <message>
        <source>Save R&amp;un…</source>
        <translation>実行記録を保存(&amp;U)…</translation>
    </message>
    <message>
        <source>Save the scenario with the run so far and its timeline in one file (.dlrun): opened again, anywhere, the timeline goes to any moment the run reached, exactly</source>
        <translation>シナリオをここまでの実行とそのタイムラインとともに 1 つのファイル（.dlrun）に保存します：どこで開き直しても、タイムラインは実行が到達したどの時刻へも厳密に移動できます</translation>
    </message>
    <message>
        <source>Pre&amp;vious Collision</source>
        <translation>前の衝突(&amp;V)</translation>
    </message>
    <message>
        <source>Ctrl+Left</source>
        <translation>Ctrl+Left</translation>
    </message>
    <message>
        <source>Go back to the moment of the previous collision (a time-driven engine: the previous step with a contact)</source>
        <translation>前の衝突の時刻に戻ります（時間駆動エンジンでは、接触のあった前のステップ）</translation>
    </message>
    <message>
        <source>Ne&amp;xt Collision</source>
        <translation>次の衝突(&amp;X)</translation>
    </message>
    <message>
        <source>Ctrl+Right</source>
        <translation>Ctrl+Right</translation>
    </message>
    <message>
        <source>Go to the moment of the next collision in the run so far (a time-driven engine: the next step with a contact)</source>
        <translation>ここまでの実行の中で次の衝突の時刻へ進みます（時間駆動エンジンでは、接触のあった次のステップ）</translation>
    </message>
</context>
<context>
    <name>disklab::MainWindow</name>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <source>Selected disk %1</source>
        <translation>円板 %1 を選択</translation>
    </message>
    <message numerus="yes">
        <source>Selected %n disks</source>
        <translation>
            <numerusform>%n 個の円板を選択</numerusform>
        </translation>
    </message>
    <message>
        <source>Simulation error: %1</source>
        <translation>シミュレーションエラー：%1</translation>
    </message>
    <message>
        <source>Simulation Error</source>
        <translation>シミュレーションエラー</translation>
    </message>
    <message>
        <source>Time Step</source>
        <translation>時間刻み</translation>
    </message>
    <message>
        <source>Time step dt of the time-driven engine:</source>
        <translation>時間駆動エンジンの時間刻み dt：</translation>
    </message>
    <message>
        <source>No examples found</source>
        <translation>サンプルが見つかりません</translation>
    </message>
    <message>
        <source>Time step dt of the time-driven engine, in ps:</source>
        <translation>時間駆動エンジンの時間刻み dt（ps）：</translation>
    </message>
    <message>
        <source>Editing starts a new history: Play runs the edited scene from t = 0, and the rewound run is left behind</source>
        <translation>編集すると新しい履歴が始まります。再生すると編集した場面を t = 0 から実行し、巻き戻した実行は破棄されます</translation>
    </message>
</context>
<context>
    <name>disklab::Measure</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>disklab::MixingChart</name>
    <message>
        <source>species %1</source>
        <translation>種類 %1</translation>
    </message>
    <message>
        <source>time [%1]</source>
        <translation>時刻 [%1]</translation>
    </message>
    <message>
        <source>%1 in the left half</source>
        <translation>左半分の %1</translation>
    </message>
    <message>
        <source>%1 in the right half</source>
        <translation>右半分の %1</translation>
    </message>
    <message>
        <source>No state measured yet</source>
        <translation>まだどの状態も測定していません</translation>
    </message>
    <message>
        <source>%1 left: %2 %</source>
        <translation>左半分の %1：%2 %</translation>
    </message>
</context>
<context>
    <name>disklab::NumberField</name>
    <message>
        <source>never</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>複数の値</translation>
    </message>
</context>
<context>
    <name>disklab::PerformanceDock</name>
    <message>
        <source>Performance</source>
        <translation>パフォーマンス</translation>
    </message>
    <message>
        <source>Wall time per frame</source>
        <translation>1 フレームあたりの実時間</translation>
    </message>
    <message>
        <source>Events or steps per second</source>
        <translation>毎秒のイベント数またはステップ数</translation>
    </message>
    <message>
        <source>Event queue size</source>
        <translation>イベントキューの大きさ</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>表示：</translation>
    </message>
    <message>
        <source>wall time per frame [ms]</source>
        <translation>1 フレームあたりの実時間 [ms]</translation>
    </message>
    <message>
        <source>events or steps per second [1/s]</source>
        <translation>毎秒のイベント数またはステップ数 [1/s]</translation>
    </message>
    <message>
        <source>event queue size [events]</source>
        <translation>イベントキューの大きさ [イベント]</translation>
    </message>
    <message>
        <source>event-driven</source>
        <translation>イベント駆動</translation>
    </message>
    <message>
        <source>time-driven</source>
        <translation>時間駆動</translation>
    </message>
    <message>
        <source>wall time per frame, %1 [ms]</source>
        <translation>1 フレームあたりの実時間、%1 [ms]</translation>
    </message>
    <message>
        <source>events per second, %1 [1/s]</source>
        <translation>毎秒のイベント数、%1 [1/s]</translation>
    </message>
    <message>
        <source>steps per second, %1 [1/s]</source>
        <translation>毎秒のステップ数、%1 [1/s]</translation>
    </message>
    <message>
        <source>event queue size, %1 [events]</source>
        <translation>イベントキューの大きさ、%1 [イベント]</translation>
    </message>
    <message>
        <source>time [%1]</source>
        <translation>時刻 [%1]</translation>
    </message>
</context>
<context>
    <name>disklab::ProblemsDock</name>
    <message>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Separate Overlaps</source>
        <translation>重なりを解消</translation>
    </message>
    <message>
        <source>Move overlapping disks apart, each as little as possible (one undo step)</source>
        <translation>重なっている円板を引き離す（各円板の移動は最小限、1 回で元に戻せます）</translation>
    </message>
    <message>
        <source>No problems: the scenario can run.</source>
        <translation>問題はありません。シナリオを実行できます。</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s); the simulation will not start until they are fixed.</source>
        <translation>
            <numerusform>問題が %n 件あります。修正するまでシミュレーションは開始しません。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>disklab::PropertiesDock</name>
    <message>
        <source>Properties</source>
        <translation>プロパティ</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>選択中</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>ばね</translation>
    </message>
</context>
<context>
    <name>disklab::PumpFields</name>
    <message>
        <source>Pump</source>
        <translation>ポンプ</translation>
    </message>
    <message>
        <source>Pump disks in during the run</source>
        <translation>実行中に円板を送り込む</translation>
    </message>
    <message>
        <source>Left wall</source>
        <translation>左の壁</translation>
    </message>
    <message>
        <source>Bottom wall</source>
        <translation>下の壁</translation>
    </message>
    <message>
        <source>Top wall</source>
        <translation>上の壁</translation>
    </message>
    <message>
        <source>Right wall</source>
        <translation>右の壁</translation>
    </message>
    <message>
        <source>Opening in</source>
        <translation>開口のある壁</translation>
    </message>
    <message>
        <source>Opening&apos;s centre at</source>
        <translation>開口の中心</translation>
    </message>
    <message>
        <source>Opening&apos;s width</source>
        <translation>開口の幅</translation>
    </message>
    <message>
        <source>Disks</source>
        <translation>円板の数</translation>
    </message>
    <message>
        <source>One try every</source>
        <translation>試行の間隔</translation>
    </message>
    <message>
        <source>Starts at t</source>
        <translation>開始時刻 t</translation>
    </message>
    <message>
        <source>Disks like the scenario&apos;s first one enter one at a time through an opening in a wall, each once its spot is free, as if from a gas outside. Only the event-driven engine runs a pump</source>
        <translation>シナリオの最初の円板と同じ円板が、外の気体から来るように、壁の開口から 1 個ずつ入ります。どの円板も、その場所が空いてから入ります。ポンプを動かすのはイベント駆動エンジンだけです</translation>
    </message>
    <message>
        <source>The opening goes in a fixed wall: not a free piston, not a wall that moves when the pump starts</source>
        <translation>開口は固定された壁に置きます。自由ピストンや、ポンプの開始時に動いている壁には置けません</translation>
    </message>
    <message>
        <source>the wall&apos;s middle</source>
        <translation>壁の中央</translation>
    </message>
    <message>
        <source>The opening&apos;s centre along the wall: y on the left and right walls, x on the bottom and top. Empty: the wall&apos;s middle</source>
        <translation>壁に沿った開口の中心の位置。左右の壁では y、上下の壁では x。空欄：壁の中央</translation>
    </message>
    <message>
        <source>three diameters</source>
        <translation>直径の 3 倍</translation>
    </message>
    <message>
        <source>Each disk enters at a point of the opening drawn at random, so a wider opening lets disks in faster. At least one diameter; empty: three diameters</source>
        <translation>各円板は開口の中からランダムに選んだ点から入るので、開口が広いほど速く入ります。直径以上。空欄：直径の 3 倍</translation>
    </message>
    <message>
        <source>How many disks the pump lets in, 1 to 1000000</source>
        <translation>ポンプが送り込む円板の数。1 から 1000000 まで</translation>
    </message>
    <message>
        <source>the pump&apos;s own pace</source>
        <translation>ポンプ自身のペース</translation>
    </message>
    <message>
        <source>Time from one entry, or one try at a spot that was taken, to the next. Empty: the time a disk at the thermal speed takes to move one diameter</source>
        <translation>1 回の入場（または場所がふさがっていた試行）から次までの時間。空欄：熱運動の速さの円板が直径 1 つ分進む時間</translation>
    </message>
    <message>
        <source>When the first disk tries to enter</source>
        <translation>最初の円板が入ろうとする時刻</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>変更しませんでした：%1</translation>
    </message>
    <message>
        <source>A periodic box has no wall to put the pump&apos;s opening in.</source>
        <translation>周期境界のボックスには、ポンプの開口を置く壁がありません。</translation>
    </message>
    <message>
        <source>The pump fills a box without interior walls: delete them to give it a pump.</source>
        <translation>ポンプは内部壁のないボックスに使います。ポンプを付けるには内部壁を削除してください。</translation>
    </message>
    <message>
        <source>Every wall moves at the start: the pump&apos;s opening goes in a fixed wall.</source>
        <translation>開始時にはどの壁も動いています。ポンプの開口は固定された壁に置きます。</translation>
    </message>
    <message>
        <source>This wall is a free piston; the pump&apos;s opening goes in a fixed wall</source>
        <translation>この壁は自由ピストンです。ポンプの開口は固定された壁に置きます</translation>
    </message>
    <message>
        <source>This wall moves when the pump starts; the pump&apos;s opening goes in a fixed wall</source>
        <translation>ポンプの開始時にこの壁は動いています。ポンプの開口は固定された壁に置きます</translation>
    </message>
    <message>
        <source>Use the gas&apos;s temperature</source>
        <translation>気体の温度を使う</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>The temperature of the gas the disks come from: at the gas&apos;s own, pumping keeps the temperature</source>
        <translation>円板がやって来る気体の温度：気体自身の温度にすると、送り込んでも温度は変わりません</translation>
    </message>
    <message>
        <source>Set the temperature to the one the scenario&apos;s disks start with</source>
        <translation>温度をシナリオの円板の初期温度にします</translation>
    </message>
</context>
<context>
    <name>disklab::RecentFiles</name>
    <message>
        <source>No recent files</source>
        <translation>最近使ったファイルはありません</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Files</source>
        <translation>最近使ったファイルをクリア(&amp;C)</translation>
    </message>
</context>
<context>
    <name>disklab::RunControlDock</name>
    <message>
        <source>Run Controls</source>
        <translation>実行コントロール</translation>
    </message>
    <message>
        <source>Event-driven (exact)</source>
        <translation>イベント駆動（厳密）</translation>
    </message>
    <message>
        <source>Time-driven (fixed dt)</source>
        <translation>時間駆動（固定 dt）</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>naive</source>
        <translation>単純</translation>
    </message>
    <message>
        <source>rollback</source>
        <translation>ロールバック</translation>
    </message>
    <message>
        <source>Forces (fixed dt)</source>
        <translation>力（固定 dt）</translation>
    </message>
    <message>
        <source>Aggregation (sticky disks)</source>
        <translation>凝集（触れると付着する円板）</translation>
    </message>
    <message>
        <source>Sticky disks run on the aggregation engine, exact between its Brownian steps; the other engines do not make clusters.</source>
        <translation>触れると付着する円板は凝集エンジンで実行され、ブラウン運動のステップの間は厳密です。ほかのエンジンではクラスターはできません。</translation>
    </message>
    <message>
        <source>direct</source>
        <translation>直接和</translation>
    </message>
    <message>
        <source>Barnes-Hut</source>
        <translation>Barnes-Hut</translation>
    </message>
    <message>
        <source>%1 time units/s (the CPU cannot keep up with %2)</source>
        <translation>毎秒 %1 時間単位（CPU が %2 に追いつけません）</translation>
    </message>
    <message>
        <source>%1 time units/s</source>
        <translation>毎秒 %1 時間単位</translation>
    </message>
    <message>
        <source> ps/s</source>
        <translation> ps/秒</translation>
    </message>
    <message>
        <source> ps</source>
        <translation> ps</translation>
    </message>
    <message>
        <source>%1 ps</source>
        <translation>%1 ps</translation>
    </message>
    <message>
        <source>%1 ps/s (the CPU cannot keep up with %2)</source>
        <translation>毎秒 %1 ps（CPU が %2 に追いつけません）</translation>
    </message>
    <message>
        <source>%1 ps/s</source>
        <translation>毎秒 %1 ps</translation>
    </message>
</context>
<context>
    <name>disklab::ScalingDock</name>
    <message>
        <source>naive stepper O(N²)</source>
        <translation>単純なステッパー O(N²)</translation>
    </message>
    <message>
        <source>grid stepper</source>
        <translation>グリッドステッパー</translation>
    </message>
    <message>
        <source>event-driven</source>
        <translation>イベント駆動</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>スケーリング</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Measure the cost of each engine on periodic gases of 250 to 8000 disks</source>
        <translation>円板 250〜8000 個の周期境界の気体で各エンジンのコストを測定</translation>
    </message>
    <message>
        <source>disks N</source>
        <translation>円板数 N</translation>
    </message>
    <message>
        <source>wall seconds per simulated time unit [s]</source>
        <translation>シミュレーション時間 1 単位あたりの実時間 [s]</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失敗：%1</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>キャンセルしました</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>測定中…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセル中…</translation>
    </message>
    <message>
        <source>wall seconds per simulated ps [s/ps]</source>
        <translation>シミュレーション時間 1 ps あたりの実時間 [s/ps]</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
</context>
<context>
    <name>disklab::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
</context>
<context>
    <name>disklab::ScenarioLibraryActions</name>
    <message>
        <source>New from &amp;Generator…</source>
        <translation>ジェネレーターから新規作成(&amp;G)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Build a gas, lattice, billiards rack, diffusion, piston, … from parameters</source>
        <translation>パラメーターから気体、格子、ビリヤードのラック、拡散、ピストン…を作成</translation>
    </message>
    <message>
        <source>&amp;Browse Examples…</source>
        <translation>サンプルを参照(&amp;B)…</translation>
    </message>
    <message>
        <source>The shipped scenarios with pictures and what to observe</source>
        <translation>付属のシナリオ（画像と観察のポイント付き）</translation>
    </message>
</context>
<context>
    <name>disklab::ScenarioPropertiesPanel</name>
    <message>
        <source>Delete Wall</source>
        <translation>壁を削除</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>ボックス</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>幅</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高さ</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>壁</translation>
    </message>
    <message>
        <source>Periodic</source>
        <translation>周期境界</translation>
    </message>
    <message>
        <source>Boundary</source>
        <translation>境界</translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation>重力</translation>
    </message>
    <message>
        <source>Degrees counter-clockwise from +x: 270 points down</source>
        <translation>+x から反時計回りの角度：270 で下向き</translation>
    </message>
    <message>
        <source>Direction (°)</source>
        <translation>向き (°)</translation>
    </message>
    <message>
        <source>Velocity</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Stops at t</source>
        <translation>停止時刻 t</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>下</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>上</translation>
    </message>
    <message>
        <source>Along +x for left and right, +y for bottom and top</source>
        <translation>左右の壁は +x 方向、上下の壁は +y 方向</translation>
    </message>
    <message>
        <source>Interior walls</source>
        <translation>内部壁</translation>
    </message>
    <message>
        <source>Draw walls with the wall tool; an empty remove time keeps the wall for the whole run</source>
        <translation>壁ツールで壁を描きます。削除時刻が空欄なら、壁は実行中ずっと残ります</translation>
    </message>
    <message>
        <source>Walls: pistons, heaters and coolers</source>
        <translation>壁：ピストン、ヒーター、クーラー</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>elastic</source>
        <translation>弾性的</translation>
    </message>
    <message>
        <source>A heater or cooler: a disk that hits this wall leaves with the speeds of a gas at this temperature. Empty: an elastic wall</source>
        <translation>ヒーターまたはクーラー：この壁に当たった円板は、この温度の気体の速さで離れます。空欄：弾性的な壁</translation>
    </message>
</context>
<context>
    <name>disklab::ScenarioStoryPanel</name>
    <message>
        <source>About this scenario</source>
        <translation>このシナリオについて</translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>無題のシナリオ</translation>
    </message>
    <message>
        <source>No description. Add one in Properties ▸ Scenario.</source>
        <translation>説明はありません。「プロパティ ▸ シナリオ」で追加できます。</translation>
    </message>
</context>
<context>
    <name>disklab::ScenarioTextFields</name>
    <message>
        <source>Title and description</source>
        <translation>タイトルと説明</translation>
    </message>
    <message>
        <source>What the scenario shows and what to observe; shown under About this scenario</source>
        <translation>シナリオが示す内容と観察のポイント。「このシナリオについて」に表示されます</translation>
    </message>
    <message>
        <source>The text shown in %1; where it is empty the untranslated text is shown.</source>
        <translation>%1で表示するテキストです。空欄の項目には翻訳前のテキストが表示されます。</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>説明</translation>
    </message>
</context>
<context>
    <name>disklab::ScenarioValidity</name>
    <message>
        <source>Disk %1: %2</source>
        <translation>円板 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>disklab::SceneEditOverlay</name>
    <message>
        <source>Edit mode: select and move</source>
        <translation>編集モード：選択と移動</translation>
    </message>
    <message>
        <source>Edit mode: add disks</source>
        <translation>編集モード：円板を追加</translation>
    </message>
    <message>
        <source>Edit mode: set velocities</source>
        <translation>編集モード：速度を設定</translation>
    </message>
    <message>
        <source>Edit mode: draw walls</source>
        <translation>編集モード：壁を描く</translation>
    </message>
    <message>
        <source>Edit mode: draw springs</source>
        <translation>編集モード：ばねを描く</translation>
    </message>
</context>
<context>
    <name>disklab::SegmentTableModel</name>
    <message>
        <source>x0</source>
        <translation>x0</translation>
    </message>
    <message>
        <source>y0</source>
        <translation>y0</translation>
    </message>
    <message>
        <source>x1</source>
        <translation>x1</translation>
    </message>
    <message>
        <source>y1</source>
        <translation>y1</translation>
    </message>
    <message>
        <source>Removed at</source>
        <translation>削除時刻</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
</context>
<context>
    <name>disklab::SelectedDiskNow</name>
    <message>
        <source>&lt;b&gt;Now&lt;/b&gt; (t = %1): x = %2, y = %3, vx = %4, vy = %5, speed %6</source>
        <translation>&lt;b&gt;現在&lt;/b&gt;（t = %1）：x = %2、y = %3、vx = %4、vy = %5、速さ %6</translation>
    </message>
</context>
<context>
    <name>disklab::SimulationView</name>
    <message>
        <source>Click a disk to select it (Ctrl+click adds), drag to pan, wheel to zoom</source>
        <translation>円板をクリックして選択（Ctrl+クリックで追加）、ドラッグで移動、ホイールでズーム</translation>
    </message>
    <message>
        <source>%1 FPS · paint %2 ms (max %3) · N = %4</source>
        <translation>%1 FPS · 描画 %2 ms（最大 %3）· N = %4</translation>
    </message>
    <message>
        <source>P outside %1</source>
        <translation>外圧 %1</translation>
    </message>
    <message numerus="yes">
        <source>Pump: %n to come</source>
        <translation>
            <numerusform>ポンプ：あと %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>Held by hand</source>
        <translation>手で押さえています</translation>
    </message>
</context>
<context>
    <name>disklab::SpeedColourMap</name>
    <message>
        <source>Speed</source>
        <translation>速さ</translation>
    </message>
</context>
<context>
    <name>disklab::SpeedDistributionDock</name>
    <message>
        <source>Speed Distribution</source>
        <translation>速さ分布</translation>
    </message>
    <message>
        <source>Per species</source>
        <translation>種類別</translation>
    </message>
    <message>
        <source>Components vx, vy</source>
        <translation>成分 vx, vy</translation>
    </message>
    <message>
        <source>Number of histogram bins</source>
        <translation>ヒストグラムのビン数</translation>
    </message>
    <message>
        <source>instantaneous</source>
        <translation>瞬時</translation>
    </message>
    <message>
        <source> frames</source>
        <translation> フレーム</translation>
    </message>
    <message>
        <source>Frames pooled into the histogram: 1 is the instantaneous distribution</source>
        <translation>ヒストグラムにまとめるフレーム数：1 は瞬時の分布</translation>
    </message>
    <message>
        <source>Bins:</source>
        <translation>ビン数：</translation>
    </message>
    <message>
        <source>Average over:</source>
        <translation>平均化：</translation>
    </message>
    <message>
        <source>vx</source>
        <translation>vx</translation>
    </message>
    <message>
        <source>vy</source>
        <translation>vy</translation>
    </message>
    <message>
        <source>m = %1</source>
        <translation>m = %1</translation>
    </message>
    <message>
        <source>Maxwell-Boltzmann, m = %1</source>
        <translation>マクスウェル・ボルツマン分布、m = %1</translation>
    </message>
    <message>
        <source>all disks</source>
        <translation>すべての円板</translation>
    </message>
    <message numerus="yes">
        <source>%n samples</source>
        <translation>
            <numerusform>%n サンプル</numerusform>
        </translation>
    </message>
    <message>
        <source>count</source>
        <translation>度数</translation>
    </message>
    <message>
        <source>KS: the Kolmogorov-Smirnov distance, the largest gap between the measured and the Maxwell-Boltzmann cumulative distributions (0 is a perfect match)</source>
        <translation>KS：コルモゴロフ–スミルノフ距離。測定された累積分布とマクスウェル・ボルツマン累積分布の最大の差（0 は完全一致）</translation>
    </message>
    <message>
        <source>KS distance to Maxwell-Boltzmann: %1</source>
        <translation>マクスウェル・ボルツマン分布との KS 距離：%1</translation>
    </message>
    <message>
        <source>Too few disks for a speed distribution: %1</source>
        <translation>速さ分布を求めるには円板が少なすぎます：%1</translation>
    </message>
    <message>
        <source>s/m</source>
        <translation>s/m</translation>
    </message>
    <message>
        <source>time/length</source>
        <translation>時間/長さ</translation>
    </message>
    <message>
        <source>velocity component [%1]</source>
        <translation>速度成分 [%1]</translation>
    </message>
    <message>
        <source>speed |v| [%1]</source>
        <translation>速さ |v| [%1]</translation>
    </message>
    <message>
        <source>probability density [%1]</source>
        <translation>確率密度 [%1]</translation>
    </message>
    <message>
        <source>kT = %1</source>
        <translation>kT = %1</translation>
    </message>
    <message>
        <source>%1 u</source>
        <translation>%1 u</translation>
    </message>
    <message>
        <source>Gaussian at %1</source>
        <translation>%1 のガウス分布</translation>
    </message>
    <message>
        <source>Maxwell-Boltzmann, %1</source>
        <translation>マクスウェル・ボルツマン分布、%1</translation>
    </message>
    <message>
        <source>vx bin centre [%1]</source>
        <translation>vx ビンの中心 [%1]</translation>
    </message>
    <message>
        <source>speed bin centre [%1]</source>
        <translation>速さのビンの中心 [%1]</translation>
    </message>
    <message>
        <source>density [%1]</source>
        <translation>密度 [%1]</translation>
    </message>
    <message>
        <source>Gaussian density [%1]</source>
        <translation>ガウス分布の密度 [%1]</translation>
    </message>
    <message>
        <source>Maxwell-Boltzmann density [%1]</source>
        <translation>マクスウェル・ボルツマン分布の密度 [%1]</translation>
    </message>
</context>
<context>
    <name>disklab::SpringTableModel</name>
    <message>
        <source>Disk</source>
        <translation>円板</translation>
    </message>
    <message>
        <source>Stiffness k</source>
        <translation>ばね定数 k</translation>
    </message>
    <message>
        <source>Rest length</source>
        <translation>自然長</translation>
    </message>
    <message>
        <source>Set the stiffness of the spring between disks %1 and %2</source>
        <translation>円板 %1 と %2 の間のばねのばね定数を設定</translation>
    </message>
    <message>
        <source>Set the rest length of the spring between disks %1 and %2</source>
        <translation>円板 %1 と %2 の間のばねの自然長を設定</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n spring(s)</source>
        <translation>
            <numerusform>%n 本のばねを削除</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>disklab::SpringsPanel</name>
    <message>
        <source>Delete Spring</source>
        <translation>ばねを削除</translation>
    </message>
    <message>
        <source>Draw a spring in edit mode with Edit ▸ Draw Spring (F9): drag from one disk to another. Springs and charges run on the force engine.</source>
        <translation>編集モードで 編集 ▸ ばねを描く（F9）を使い、円板から別の円板へドラッグしてばねを描きます。ばねと電荷は力エンジンで実行されます。</translation>
    </message>
</context>
<context>
    <name>disklab::StatusBarPresenter</name>
    <message>
        <source>Events processed: collisions, cell or shell crossings, wall stops</source>
        <translation>処理したイベント：衝突、セルまたはシェルの通過、壁の停止</translation>
    </message>
    <message>
        <source>Collisions: disk-disk and disk-wall</source>
        <translation>衝突：円板同士、円板と壁</translation>
    </message>
    <message>
        <source>Frames drawn per second</source>
        <translation>毎秒描画されるフレーム数</translation>
    </message>
    <message>
        <source>Number of disks</source>
        <translation>円板の数</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>events %1</source>
        <translation>イベント %1</translation>
    </message>
    <message>
        <source>collisions %1</source>
        <translation>衝突 %1</translation>
    </message>
    <message>
        <source>N = %1</source>
        <translation>N = %1</translation>
    </message>
    <message>
        <source>time-driven, dt = %1</source>
        <translation>時間駆動、dt = %1</translation>
    </message>
    <message>
        <source>event-driven</source>
        <translation>イベント駆動</translation>
    </message>
    <message>
        <source>%1 FPS</source>
        <translation>%1 FPS</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>アイドル</translation>
    </message>
    <message>
        <source>editing (t = 0)</source>
        <translation>編集中（t = 0）</translation>
    </message>
    <message>
        <source>forces, dt = %1</source>
        <translation>力、dt = %1</translation>
    </message>
    <message>
        <source>aggregation</source>
        <translation>凝集</translation>
    </message>
    <message>
        <source>Simulated time, in the units View ▸ Units chose</source>
        <translation>シミュレーション時間（単位は 表示 ▸ 単位 で選んだもの）</translation>
    </message>
    <message>
        <source>t = %1 ps</source>
        <translation>t = %1 ps</translation>
    </message>
    <message>
        <source>%1 ps</source>
        <translation>%1 ps</translation>
    </message>
</context>
<context>
    <name>disklab::StructureDock</name>
    <message>
        <source>Structure</source>
        <translation>構造</translation>
    </message>
    <message>
        <source>Pair correlation g(r)</source>
        <translation>動径分布関数 g(r)</translation>
    </message>
    <message>
        <source>Bond order |ψ6| against time</source>
        <translation>結合配向秩序 |ψ6| の時間変化</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>リスタート</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>表示：</translation>
    </message>
    <message numerus="yes">
        <source>g(r), average of %n states</source>
        <translation>
            <numerusform>g(r)、%n 個の状態の平均</numerusform>
        </translation>
    </message>
    <message>
        <source>ideal gas g = 1</source>
        <translation>理想気体 g = 1</translation>
    </message>
    <message>
        <source>global bond order |⟨ψ6⟩|: 1 in a perfect crystal, near 0 in a fluid</source>
        <translation>全体の結合配向秩序 |⟨ψ6⟩|：完全な結晶で 1、流体で 0 近く</translation>
    </message>
    <message>
        <source>No state measured yet</source>
        <translation>まだどの状態も測定していません</translation>
    </message>
    <message>
        <source>|⟨ψ6⟩| now: %1</source>
        <translation>現在の |⟨ψ6⟩|：%1</translation>
    </message>
    <message>
        <source>g(σ+): none, disks of several sizes</source>
        <translation>g(σ+)：なし（円板の大きさが複数）</translation>
    </message>
    <message>
        <source>g(σ+): bins too wide</source>
        <translation>g(σ+)：ビンが広すぎます</translation>
    </message>
    <message>
        <source>g(σ+) = %1, Z = %2</source>
        <translation>g(σ+) = %1、Z = %2</translation>
    </message>
    <message>
        <source>contact g(σ+) = %1,
so Z = 1 + 2η g(σ+) = %2 (η = %3)</source>
        <translation>接触値 g(σ+) = %1、
よって Z = 1 + 2η g(σ+) = %2（η = %3）</translation>
    </message>
    <message>
        <source>distance r [%1]</source>
        <translation>距離 r [%1]</translation>
    </message>
    <message>
        <source>pair correlation g(r)</source>
        <translation>動径分布関数 g(r)</translation>
    </message>
    <message>
        <source>time [%1]</source>
        <translation>時刻 [%1]</translation>
    </message>
    <message>
        <source>global bond order |&lt;psi6&gt;|</source>
        <translation>全体の結合配向秩序 |&lt;psi6&gt;|</translation>
    </message>
    <message>
        <source>Free paths (exact engine)</source>
        <translation>自由行程（厳密エンジン）</translation>
    </message>
    <message>
        <source>Density along gravity</source>
        <translation>重力方向の密度</translation>
    </message>
    <message>
        <source>Species in each half (mixing)</source>
        <translation>左右の半分ごとの種類（混合）</translation>
    </message>
    <message>
        <source>Average g(r), the free paths and the density, and record |ψ6| and the halves, from the current state on</source>
        <translation>現在の状態から、g(r)、自由行程、密度を平均し、|ψ6| と左右の半分を記録します</translation>
    </message>
    <message>
        <source>disks in the half</source>
        <translation>半分の中の円板数</translation>
    </message>
</context>
<context>
    <name>disklab::TimeSeriesDock</name>
    <message>
        <source>Time Series</source>
        <translation>時系列</translation>
    </message>
    <message>
        <source>Kinetic energy and temperature</source>
        <translation>運動エネルギーと温度</translation>
    </message>
    <message>
        <source>Pressure: walls and ideal gas</source>
        <translation>圧力：壁での測定値と理想気体</translation>
    </message>
    <message>
        <source>Total momentum</source>
        <translation>全運動量</translation>
    </message>
    <message>
        <source>P-V diagram</source>
        <translation>P-V 図</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>表示：</translation>
    </message>
    <message>
        <source>ideal gas N k T / A</source>
        <translation>理想気体 N k T / A</translation>
    </message>
    <message>
        <source>temperature kT [energy]</source>
        <translation>温度 kT [エネルギー]</translation>
    </message>
    <message>
        <source>Simulated time over which each point averages the wall pressure and the temperature: longer is smoother, shorter follows faster changes. Changing it starts the record over.</source>
        <translation>各点で壁の圧力と温度を平均するシミュレーション時間。長いほど滑らかになり、短いほど速い変化に追従します。変更すると記録を最初からやり直します。</translation>
    </message>
    <message>
        <source>Average over Δt:</source>
        <translation>平均化 Δt：</translation>
    </message>
    <message>
        <source>Only for a box with a moving wall (a piston): in this box the area never changes, so a P-V diagram would be a single point</source>
        <translation>動く壁（ピストン）のあるボックス専用です。このボックスでは面積が変わらないため、P-V 図は 1 点になってしまいます</translation>
    </message>
    <message>
        <source>averaged over Δt = %1</source>
        <translation>Δt = %1 で平均</translation>
    </message>
    <message>
        <source>measured at the walls, %1</source>
        <translation>壁での測定値、%1</translation>
    </message>
    <message>
        <source>wall pressure, %1</source>
        <translation>壁の圧力、%1</translation>
    </message>
    <message>
        <source>temperature kT = KE / N (right axis, same curve)</source>
        <translation>温度 kT = KE / N（右軸、同じ曲線）</translation>
    </message>
    <message>
        <source>walls at kT %1</source>
        <translation>壁は kT %1</translation>
    </message>
    <message>
        <source>elastic walls</source>
        <translation>弾性壁</translation>
    </message>
    <message>
        <source>run %1 (%2)</source>
        <translation>実行 %1（%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>averaged over Δt = %1 ps</source>
        <translation>Δt = %1 ps で平均</translation>
    </message>
    <message>
        <source>temperature T = KE / N k (right axis, same curve)</source>
        <translation>温度 T = KE / N k（右軸、同じ曲線）</translation>
    </message>
    <message>
        <source>kinetic energy [%1]</source>
        <translation>運動エネルギー [%1]</translation>
    </message>
    <message>
        <source>momentum [%1]</source>
        <translation>運動量 [%1]</translation>
    </message>
    <message>
        <source>pressure [%1], %2</source>
        <translation>圧力 [%1]、%2</translation>
    </message>
    <message>
        <source>time [%1]</source>
        <translation>時刻 [%1]</translation>
    </message>
    <message>
        <source>wall pressure [%1]</source>
        <translation>壁の圧力 [%1]</translation>
    </message>
    <message>
        <source>ideal-gas pressure N k T / A [%1]</source>
        <translation>理想気体の圧力 N k T / A [%1]</translation>
    </message>
    <message>
        <source>momentum x [%1]</source>
        <translation>運動量 x [%1]</translation>
    </message>
    <message>
        <source>momentum y [%1]</source>
        <translation>運動量 y [%1]</translation>
    </message>
    <message>
        <source>|momentum| [%1]</source>
        <translation>|運動量| [%1]</translation>
    </message>
    <message>
        <source>area A [%1]</source>
        <translation>面積 A [%1]</translation>
    </message>
    <message>
        <source>temperature [%1]</source>
        <translation>温度 [%1]</translation>
    </message>
    <message>
        <source>walls at %1</source>
        <translation>壁は %1</translation>
    </message>
</context>
<context>
    <name>disklab::TimelineBar</name>
    <message>
        <source>One frame back</source>
        <translation>1 フレーム戻る</translation>
    </message>
    <message>
        <source>One frame forward</source>
        <translation>1 フレーム進む</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
    <message>
        <source>Go to t = %1</source>
        <translation>t = %1 へ移動</translation>
    </message>
    <message>
        <source>A new history starts at t = %1: the lab was turned at a rewound moment, so the run after it was dropped</source>
        <translation>t = %1 から新しい履歴が始まります。巻き戻した時点で実験の操作を変えたため、その後の実行は破棄されました</translation>
    </message>
    <message>
        <source>%1 ps</source>
        <translation>%1 ps</translation>
    </message>
    <message>
        <source>t = %1 of %2</source>
        <translation>t = %1 / %2</translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoints, %1 MB</source>
        <translation>
            <numerusform>チェックポイント %n 個、%1 MB</numerusform>
        </translation>
    </message>
    <message>
        <source>First overlap of two disks, t = %1</source>
        <translation>2 つの円盤の最初の重なり、t = %1</translation>
    </message>
    <message>
        <source>First missed collision (tunnelling), t = %1</source>
        <translation>最初の見逃した衝突（トンネリング）、t = %1</translation>
    </message>
    <message numerus="yes">
        <source>%n cluster merges, t = %1</source>
        <translation>
            <numerusform>クラスターの合体 %n 回、t = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pump brought in %n disks, t = %1</source>
        <translation>
            <numerusform>ポンプが円盤を %n 個入れた、t = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Piston taken by hand, t = %1</source>
        <translation>ピストンを手でつかんだ、t = %1</translation>
    </message>
    <message>
        <source>Piston released, t = %1</source>
        <translation>ピストンを放した、t = %1</translation>
    </message>
    <message>
        <source>A lab control turned, t = %1</source>
        <translation>実験の操作を変えた、t = %1</translation>
    </message>
</context>
<context>
    <name>disklab::UndoHistoryDock</name>
    <message>
        <source>Undo History</source>
        <translation>操作履歴</translation>
    </message>
    <message>
        <source>&lt;opened scenario&gt;</source>
        <translation>&lt;開いたシナリオ&gt;</translation>
    </message>
</context>
<context>
    <name>disklab::UnitSystem</name>
    <message>
        <source>Helium</source>
        <translation>ヘリウム</translation>
    </message>
    <message>
        <source>Neon</source>
        <translation>ネオン</translation>
    </message>
    <message>
        <source>Argon</source>
        <translation>アルゴン</translation>
    </message>
    <message>
        <source>Xenon</source>
        <translation>キセノン</translation>
    </message>
    <message>
        <source>length</source>
        <translation>長さ</translation>
    </message>
    <message>
        <source>length²</source>
        <translation>長さ²</translation>
    </message>
    <message>
        <source>time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>length/time</source>
        <translation>長さ/時間</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>エネルギー</translation>
    </message>
    <message>
        <source>force/length</source>
        <translation>力/長さ</translation>
    </message>
    <message>
        <source>mass</source>
        <translation>質量</translation>
    </message>
    <message>
        <source>mass length/time</source>
        <translation>質量·長さ/時間</translation>
    </message>
    <message>
        <source>nm</source>
        <translation>nm</translation>
    </message>
    <message>
        <source>nm²</source>
        <translation>nm²</translation>
    </message>
    <message>
        <source>ps</source>
        <translation>ps</translation>
    </message>
    <message>
        <source>m/s</source>
        <translation>m/s</translation>
    </message>
    <message>
        <source>zJ</source>
        <translation>zJ</translation>
    </message>
    <message>
        <source>atm</source>
        <translation>atm</translation>
    </message>
    <message>
        <source>kPa</source>
        <translation>kPa</translation>
    </message>
    <message>
        <source>u</source>
        <translation>u</translation>
    </message>
    <message>
        <source>u m/s</source>
        <translation>u·m/s</translation>
    </message>
    <message>
        <source>kT</source>
        <translation>kT</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>kT %1</source>
        <translation>kT %1</translation>
    </message>
    <message>
        <source>length²/time</source>
        <translation>長さ²/時間</translation>
    </message>
    <message>
        <source>mm²/s</source>
        <translation>mm²/s</translation>
    </message>
    <message>
        <source>length/time²</source>
        <translation>長さ/時間²</translation>
    </message>
    <message>
        <source>nm/ps²</source>
        <translation>nm/ps²</translation>
    </message>
</context>
<context>
    <name>disklab::UnitsMenu</name>
    <message>
        <source>&amp;Reduced (kT, disk sizes)</source>
        <translation>換算単位（kT、円板の大きさ）(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Atoms (SI units)</source>
        <translation>原子（SI 単位）(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Kelvin (K)</source>
        <translation>ケルビン (K)(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Celsius (°C)</source>
        <translation>摂氏 (°C)(&amp;C)</translation>
    </message>
    <message>
        <source>Kilo&amp;pascals (kPa)</source>
        <translation>キロパスカル (kPa)(&amp;P)</translation>
    </message>
    <message>
        <source>A&amp;tmospheres (atm)</source>
        <translation>気圧 (atm)(&amp;T)</translation>
    </message>
</context>
<context>
    <name>disklab::UserGuideWindow</name>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>進む</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目次</translation>
    </message>
</context>
</TS>
