<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AddDisksCommand</name>
    <message numerus="yes">
        <source>Add %n disk(s)</source>
        <translation>
            <numerusform>添加 %n 个圆盘</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AddSegmentCommand</name>
    <message>
        <source>Add interior wall</source>
        <translation>添加内部壁</translation>
    </message>
</context>
<context>
    <name>BoundaryCommand</name>
    <message>
        <source>Make box periodic</source>
        <translation>将盒子设为周期性边界</translation>
    </message>
    <message>
        <source>Give box walls</source>
        <translation>为盒子设置壁</translation>
    </message>
</context>
<context>
    <name>BoxSizeCommand</name>
    <message>
        <source>Set box size</source>
        <translation>设置盒子尺寸</translation>
    </message>
</context>
<context>
    <name>DeleteDisksCommand</name>
    <message numerus="yes">
        <source>Delete %n disk(s)</source>
        <translation>
            <numerusform>删除 %n 个圆盘</numerusform>
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
        <translation>质量</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>电荷</translation>
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
        <translation>修改内部壁 %1</translation>
    </message>
</context>
<context>
    <name>EngineChoice</name>
    <message>
        <source>Choose engine</source>
        <translation>选择引擎</translation>
    </message>
</context>
<context>
    <name>GeneratorCatalog</name>
    <message>
        <source>Empty box</source>
        <translation>空盒子</translation>
    </message>
    <message>
        <source>No disks: add them with the edit tools (Edit ▸ Add Disks).</source>
        <translation>没有圆盘：请使用编辑工具添加（编辑 ▸ 添加圆盘）。</translation>
    </message>
    <message>
        <source>Ideal gas</source>
        <translation>理想气体</translation>
    </message>
    <message>
        <source>N disks at a packing fraction and temperature, zero total momentum, melted from a lattice.</source>
        <translation>N 个圆盘，具有给定的堆积分数和温度，总动量为零，由晶格熔化而成。</translation>
    </message>
    <message>
        <source>Disks</source>
        <translation>圆盘数</translation>
    </message>
    <message>
        <source>Packing fraction</source>
        <translation>堆积分数</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>半径</translation>
    </message>
    <message>
        <source>Mass</source>
        <translation>质量</translation>
    </message>
    <message>
        <source>Temperature kT</source>
        <translation>温度 kT</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Lattice</source>
        <translation>晶格</translation>
    </message>
    <message>
        <source>A triangular crystal at temperature T.</source>
        <translation>温度为 T 的三角晶格晶体。</translation>
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
        <translation>台球</translation>
    </message>
    <message>
        <source>A triangular rack and a cue ball.</source>
        <translation>一个三角形球阵和一个母球。</translation>
    </message>
    <message>
        <source>Rack rows</source>
        <translation>球阵行数</translation>
    </message>
    <message>
        <source>Cue speed</source>
        <translation>母球速率</translation>
    </message>
    <message>
        <source>Cue angle (°)</source>
        <translation>母球角度 (°)</translation>
    </message>
    <message>
        <source>Diffusion</source>
        <translation>扩散</translation>
    </message>
    <message>
        <source>Two coloured species either side of a partition with a slit, or one that is removed.</source>
        <translation>两种颜色不同的圆盘分处隔板两侧；隔板上开有狭缝，或在运行中被移除。</translation>
    </message>
    <message>
        <source>Disks on the left</source>
        <translation>左侧圆盘数</translation>
    </message>
    <message>
        <source>Disks on the right</source>
        <translation>右侧圆盘数</translation>
    </message>
    <message>
        <source>Mass on the left</source>
        <translation>左侧圆盘质量</translation>
    </message>
    <message>
        <source>Mass on the right</source>
        <translation>右侧圆盘质量</translation>
    </message>
    <message>
        <source>Slit width</source>
        <translation>狭缝宽度</translation>
    </message>
    <message>
        <source>Partition removed at t</source>
        <translation>隔板移除于 t</translation>
    </message>
    <message>
        <source>Squeeze</source>
        <translation>挤压</translation>
    </message>
    <message>
        <source>A tiny light disk between two large ones.</source>
        <translation>两个大圆盘之间夹着一个又小又轻的圆盘。</translation>
    </message>
    <message>
        <source>Large radius</source>
        <translation>大圆盘半径</translation>
    </message>
    <message>
        <source>Large speed</source>
        <translation>大圆盘速率</translation>
    </message>
    <message>
        <source>Small radius</source>
        <translation>小圆盘半径</translation>
    </message>
    <message>
        <source>Small mass</source>
        <translation>小圆盘质量</translation>
    </message>
    <message>
        <source>Small speed</source>
        <translation>小圆盘速率</translation>
    </message>
    <message>
        <source>Newton&apos;s cradle</source>
        <translation>牛顿摆</translation>
    </message>
    <message>
        <source>A row of balls at rest, struck from the left.</source>
        <translation>一排静止的球，从左侧受到撞击。</translation>
    </message>
    <message>
        <source>Balls at rest</source>
        <translation>静止球数</translation>
    </message>
    <message>
        <source>Strikers</source>
        <translation>撞击球数</translation>
    </message>
    <message>
        <source>Striker speed</source>
        <translation>撞击球速率</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>间隙</translation>
    </message>
    <message>
        <source>Brownian motion</source>
        <translation>布朗运动</translation>
    </message>
    <message>
        <source>One large heavy disk among many small ones.</source>
        <translation>许多小圆盘中的一个又大又重的圆盘。</translation>
    </message>
    <message>
        <source>Small disks</source>
        <translation>小圆盘数</translation>
    </message>
    <message>
        <source>Large mass</source>
        <translation>大圆盘质量</translation>
    </message>
    <message>
        <source>Piston compression</source>
        <translation>活塞压缩</translation>
    </message>
    <message>
        <source>A gas compressed by the right wall.</source>
        <translation>被右壁压缩的气体。</translation>
    </message>
    <message>
        <source>Piston speed</source>
        <translation>活塞速率</translation>
    </message>
    <message>
        <source>Final width (share)</source>
        <translation>最终宽度（占初始宽度的比例）</translation>
    </message>
    <message>
        <source>Wall-bouncing rows</source>
        <translation>壁间反弹的圆盘行列</translation>
    </message>
    <message>
        <source>Disks crossing the box in rows and columns.</source>
        <translation>成行成列穿越盒子的圆盘。</translation>
    </message>
    <message>
        <source>Box size</source>
        <translation>盒子尺寸</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速率</translation>
    </message>
    <message>
        <source>Tilted floor</source>
        <translation>倾斜底面</translation>
    </message>
    <message>
        <source>Disks dropped on an inclined floor under gravity.</source>
        <translation>在重力作用下落到倾斜底面上的圆盘。</translation>
    </message>
    <message>
        <source>Floor angle (°)</source>
        <translation>底面倾角 (°)</translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation>重力</translation>
    </message>
    <message>
        <source>Rows of the rack (1, 3, 6, 10, 15, ... balls).</source>
        <translation>球阵的行数（对应 1、3、6、10、15……个球）。</translation>
    </message>
    <message>
        <source>Ball radius.</source>
        <translation>球的半径。</translation>
    </message>
    <message>
        <source>Ball mass.</source>
        <translation>球的质量。</translation>
    </message>
    <message>
        <source>Speed of the cue ball.</source>
        <translation>母球的速率。</translation>
    </message>
    <message>
        <source>Direction of the cue ball in degrees from +x (0 aims at the apex).</source>
        <translation>母球的运动方向，以从 +x 方向起算的度数表示（0 表示瞄准球阵顶点）。</translation>
    </message>
    <message>
        <source>Table size</source>
        <translation>球台尺寸</translation>
    </message>
    <message>
        <source>Table width and height.</source>
        <translation>球台的宽度和高度。</translation>
    </message>
    <message>
        <source>Space between neighbouring rack balls.</source>
        <translation>球阵中相邻球之间的间距。</translation>
    </message>
    <message>
        <source>Jitter</source>
        <translation>随机扰动</translation>
    </message>
    <message>
        <source>Random displacement of each rack ball, up to this along x and y (&lt; gap / 3).</source>
        <translation>球阵中每个球的随机位移，在 x 和 y 方向上均不超过此值（&lt; 间隙 / 3）。</translation>
    </message>
    <message>
        <source>Random seed of the jitter.</source>
        <translation>随机扰动所用的随机种子。</translation>
    </message>
    <message>
        <source>Number of small disks.</source>
        <translation>小圆盘的数量。</translation>
    </message>
    <message>
        <source>Packing fraction of all disks, the large one included.</source>
        <translation>全部圆盘（包括大圆盘）的堆积分数。</translation>
    </message>
    <message>
        <source>Radius of the small disks.</source>
        <translation>小圆盘的半径。</translation>
    </message>
    <message>
        <source>Mass of the small disks.</source>
        <translation>小圆盘的质量。</translation>
    </message>
    <message>
        <source>Radius of the large disk.</source>
        <translation>大圆盘的半径。</translation>
    </message>
    <message>
        <source>Mass of the large disk.</source>
        <translation>大圆盘的质量。</translation>
    </message>
    <message>
        <source>kT of every disk.</source>
        <translation>每个圆盘的 kT。</translation>
    </message>
    <message>
        <source>Number of disks.</source>
        <translation>圆盘的数量。</translation>
    </message>
    <message>
        <source>Disk radius.</source>
        <translation>圆盘的半径。</translation>
    </message>
    <message>
        <source>Disk mass.</source>
        <translation>圆盘的质量。</translation>
    </message>
    <message>
        <source>Melting collisions per disk</source>
        <translation>每个圆盘的熔化碰撞次数</translation>
    </message>
    <message>
        <source>Collisions per disk run to melt the starting lattice.</source>
        <translation>为使初始晶格熔化而运行的碰撞次数（按每个圆盘计）。</translation>
    </message>
    <message>
        <source>Random seed; the same seed gives the same scenario.</source>
        <translation>随机种子；相同的种子生成相同的场景。</translation>
    </message>
    <message>
        <source>Seed stored in the scenario (the layout is fixed).</source>
        <translation>保存在场景中的随机种子（布局是固定的）。</translation>
    </message>
    <message>
        <source>Box width and height.</source>
        <translation>盒子的宽度和高度。</translation>
    </message>
    <message>
        <source>Balls at rest in the row.</source>
        <translation>这一排中静止的球数。</translation>
    </message>
    <message>
        <source>Balls arriving together from the left.</source>
        <translation>从左侧同时到达的球数。</translation>
    </message>
    <message>
        <source>Speed of the strikers.</source>
        <translation>撞击球的速率。</translation>
    </message>
    <message>
        <source>Space between neighbouring balls (0: touching).</source>
        <translation>相邻球之间的间距（0：相互接触）。</translation>
    </message>
    <message>
        <source>Disks left of the partition.</source>
        <translation>隔板左侧的圆盘数。</translation>
    </message>
    <message>
        <source>Disks right of the partition (0: free expansion).</source>
        <translation>隔板右侧的圆盘数（0：自由膨胀）。</translation>
    </message>
    <message>
        <source>Packing fraction of all disks over the whole box.</source>
        <translation>全部圆盘在整个盒子中的堆积分数。</translation>
    </message>
    <message>
        <source>Mass of the left species.</source>
        <translation>左侧种类圆盘的质量。</translation>
    </message>
    <message>
        <source>Mass of the right species.</source>
        <translation>右侧种类圆盘的质量。</translation>
    </message>
    <message>
        <source>kT.</source>
        <translation>kT。</translation>
    </message>
    <message>
        <source>Aspect ratio</source>
        <translation>宽高比</translation>
    </message>
    <message>
        <source>Box width / height.</source>
        <translation>盒子的宽度 / 高度。</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>隔板</translation>
    </message>
    <message>
        <source>slit: a partition with an opening in its middle; removable: a partition that disappears at the removal time.</source>
        <translation>带狭缝（slit）：隔板中间开有缺口；定时移除（removable）：隔板在移除时刻消失。</translation>
    </message>
    <message>
        <source>With a slit</source>
        <translation>带狭缝</translation>
    </message>
    <message>
        <source>Removed at a time</source>
        <translation>定时移除</translation>
    </message>
    <message>
        <source>Width of the slit.</source>
        <translation>狭缝的宽度。</translation>
    </message>
    <message>
        <source>When a removable partition disappears.</source>
        <translation>可移除隔板消失的时刻。</translation>
    </message>
    <message>
        <source>Colour on the left</source>
        <translation>左侧颜色</translation>
    </message>
    <message>
        <source>Colour of the left species.</source>
        <translation>左侧种类圆盘的颜色。</translation>
    </message>
    <message>
        <source>Colour on the right</source>
        <translation>右侧颜色</translation>
    </message>
    <message>
        <source>Colour of the right species.</source>
        <translation>右侧种类圆盘的颜色。</translation>
    </message>
    <message>
        <source>Collisions per disk run, partition closed, to melt the starting lattices.</source>
        <translation>在隔板关闭的情况下，为使初始晶格熔化而运行的碰撞次数（按每个圆盘计）。</translation>
    </message>
    <message>
        <source>Packing fraction eta = N pi r^2 / A, up to 0.70 and beyond (square box).</source>
        <translation>堆积分数 eta = N pi r^2 / A，可达 0.70 甚至更高（正方形盒子）。</translation>
    </message>
    <message>
        <source>Box width and height instead of the packing fraction (0 x 0: a square box at the packing fraction).</source>
        <translation>用盒子的宽度和高度代替堆积分数（0 x 0：按堆积分数确定的正方形盒子）。</translation>
    </message>
    <message>
        <source>Disk radius (sigma = 2 r).</source>
        <translation>圆盘的半径（sigma = 2 r）。</translation>
    </message>
    <message>
        <source>kT (k_B = 1).</source>
        <translation>kT（k_B = 1）。</translation>
    </message>
    <message>
        <source>Periodic box</source>
        <translation>周期性盒子</translation>
    </message>
    <message>
        <source>Periodic box instead of walls.</source>
        <translation>使用周期性边界的盒子，而不是壁。</translation>
    </message>
    <message>
        <source>Tilt of the floor in degrees; it falls from left to right.</source>
        <translation>底面的倾角（度）；底面从左向右向下倾斜。</translation>
    </message>
    <message>
        <source>Strength of gravity, pointing down.</source>
        <translation>重力的大小，方向竖直向下。</translation>
    </message>
    <message>
        <source>kT of the starting velocities (0: dropped from rest).</source>
        <translation>初始速度对应的 kT（0：从静止释放）。</translation>
    </message>
    <message>
        <source>Disks per row.</source>
        <translation>每行的圆盘数。</translation>
    </message>
    <message>
        <source>Rows (even in a periodic box).</source>
        <translation>行数（周期性盒子中须为偶数）。</translation>
    </message>
    <message>
        <source>Packing fraction of the crystal.</source>
        <translation>晶体的堆积分数。</translation>
    </message>
    <message>
        <source>kT of the velocities.</source>
        <translation>速度对应的 kT。</translation>
    </message>
    <message>
        <source>Walled box</source>
        <translation>带壁盒子</translation>
    </message>
    <message>
        <source>A walled box around the crystal instead of a periodic one.</source>
        <translation>在晶体周围使用带壁的盒子，而不是周期性盒子。</translation>
    </message>
    <message>
        <source>Packing fraction at the start (square box).</source>
        <translation>初始堆积分数（正方形盒子）。</translation>
    </message>
    <message>
        <source>kT at the start.</source>
        <translation>初始 kT。</translation>
    </message>
    <message>
        <source>Speed of the right wall.</source>
        <translation>右壁的速率。</translation>
    </message>
    <message>
        <source>Box width when the wall stops, as a share of the start (&lt; 1 compresses).</source>
        <translation>壁停止时的盒子宽度，以占初始宽度的比例表示（&lt; 1 为压缩）。</translation>
    </message>
    <message>
        <source>Radius of the two large disks.</source>
        <translation>两个大圆盘的半径。</translation>
    </message>
    <message>
        <source>Mass of the two large disks.</source>
        <translation>两个大圆盘的质量。</translation>
    </message>
    <message>
        <source>Speed of each large disk towards the middle.</source>
        <translation>每个大圆盘向中间运动的速率。</translation>
    </message>
    <message>
        <source>Radius of the small disk.</source>
        <translation>小圆盘的半径。</translation>
    </message>
    <message>
        <source>Mass of the small disk.</source>
        <translation>小圆盘的质量。</translation>
    </message>
    <message>
        <source>Speed of the small disk (moving left).</source>
        <translation>小圆盘的速率（向左运动）。</translation>
    </message>
    <message>
        <source>Disks starting on the bottom wall, moving up.</source>
        <translation>从底壁出发、向上运动的圆盘数。</translation>
    </message>
    <message>
        <source>Disks starting on the left wall, moving right.</source>
        <translation>从左壁出发、向右运动的圆盘数。</translation>
    </message>
    <message>
        <source>Side of the square box.</source>
        <translation>正方形盒子的边长。</translation>
    </message>
    <message>
        <source>Speed of every disk.</source>
        <translation>每个圆盘的速率。</translation>
    </message>
    <message>
        <source>Aggregation</source>
        <translation>聚集</translation>
    </message>
    <message>
        <source>Sticky disks that grow into fractal clusters.</source>
        <translation>相碰即粘的圆盘长成分形团簇。</translation>
    </message>
    <message>
        <source>Area fraction</source>
        <translation>面积分数</translation>
    </message>
    <message>
        <source>Disk area over box area.</source>
        <translation>圆盘总面积与盒子面积之比。</translation>
    </message>
    <message>
        <source>Motion</source>
        <translation>运动方式</translation>
    </message>
    <message>
        <source>brownian: velocities redrawn from Maxwell-Boltzmann every step (DLCA); ballistic: straight lines.</source>
        <translation>brownian：每一步按麦克斯韦-玻尔兹曼分布重新抽取速度（DLCA）；ballistic：直线运动。</translation>
    </message>
    <message>
        <source>Brownian</source>
        <translation>布朗运动</translation>
    </message>
    <message>
        <source>Ballistic</source>
        <translation>弹道</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步长</translation>
    </message>
    <message>
        <source>Time between Brownian velocity draws (ballistic: the contact search horizon).</source>
        <translation>两次布朗速度抽取之间的时间（ballistic：接触搜索的时间范围）。</translation>
    </message>
    <message>
        <source>Charged gas</source>
        <translation>带电气体</translation>
    </message>
    <message>
        <source>Charged disks at random places in a walled box, for the force engine: of one sign they repel, of both signs opposite charges pair up.</source>
        <translation>有壁盒子中随机位置上的带电圆盘，用于力引擎：同号电荷相互排斥；两种符号都有时，异号电荷结合成对。</translation>
    </message>
    <message>
        <source>Signs</source>
        <translation>电荷符号</translation>
    </message>
    <message>
        <source>one: every disk +q; both: half +q, half -q.</source>
        <translation>one：每个圆盘都带 +q；both：一半带 +q，一半带 -q。</translation>
    </message>
    <message>
        <source>One sign</source>
        <translation>同号</translation>
    </message>
    <message>
        <source>Both signs</source>
        <translation>正负两种</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>电荷</translation>
    </message>
    <message>
        <source>Magnitude of every disk&apos;s charge.</source>
        <translation>每个圆盘所带电荷的大小。</translation>
    </message>
    <message>
        <source>Coulomb constant</source>
        <translation>库仑常数</translation>
    </message>
    <message>
        <source>k in F = k q1 q2 / r^2.</source>
        <translation>F = k q1 q2 / r^2 中的 k。</translation>
    </message>
    <message>
        <source>Damping</source>
        <translation>阻尼</translation>
    </message>
    <message>
        <source>Velocities decay as exp(-gamma t); 0 keeps the energy.</source>
        <translation>速度按 exp(-gamma t) 衰减；0 表示能量保持不变。</translation>
    </message>
    <message>
        <source>Packing fraction eta = N pi r^2 / A (square box).</source>
        <translation>堆积分数 eta = N pi r^2 / A（正方形盒子）。</translation>
    </message>
    <message>
        <source>kT of the starting velocities (k_B = 1).</source>
        <translation>初始速度对应的 kT（k_B = 1）。</translation>
    </message>
    <message>
        <source>Spring network</source>
        <translation>弹簧网络</translation>
    </message>
    <message>
        <source>Disks joined by springs along a random connected graph, repelling each other mildly: a force-directed layout.</source>
        <translation>沿随机连通图用弹簧相连、彼此轻微排斥的圆盘：力导向布局。</translation>
    </message>
    <message>
        <source>Links per disk</source>
        <translation>每个圆盘的弹簧数</translation>
    </message>
    <message>
        <source>Mean number of springs at a disk (a tree has about 2).</source>
        <translation>每个圆盘上弹簧的平均数目（树约为 2）。</translation>
    </message>
    <message>
        <source>Spring constant</source>
        <translation>劲度系数</translation>
    </message>
    <message>
        <source>k of every spring: force per unit stretch.</source>
        <translation>每根弹簧的 k：单位伸长量所需的力。</translation>
    </message>
    <message>
        <source>Rest length</source>
        <translation>原长</translation>
    </message>
    <message>
        <source>Length of every spring when it pulls nothing.</source>
        <translation>每根弹簧不受拉也不受压时的长度。</translation>
    </message>
    <message>
        <source>Every disk&apos;s charge, of one sign: the mild repulsion.</source>
        <translation>每个圆盘所带的同号电荷：产生轻微的排斥。</translation>
    </message>
    <message>
        <source>Spring chain</source>
        <translation>弹簧链</translation>
    </message>
    <message>
        <source>Disks joined by springs in a vertical chain under gravity, hung from a pivot or falling freely.</source>
        <translation>在重力作用下由弹簧连成竖直链的圆盘，挂在支点上或自由下落。</translation>
    </message>
    <message>
        <source>Disks in the chain.</source>
        <translation>链中的圆盘数。</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>顶端</translation>
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
        <translation>弹簧单摆</translation>
    </message>
    <message>
        <source>A bob on a stiff spring below a pivot, released at an angle: a simple pendulum for the force engine.</source>
        <translation>支点下方硬弹簧上的摆球，从一定角度释放：用于力引擎的单摆。</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>摆长</translation>
    </message>
    <message>
        <source>Pivot to bob while hanging still, the spring&apos;s static stretch m g / k included.</source>
        <translation>静止悬挂时从支点到摆球的距离，包括弹簧的静态伸长量 m g / k。</translation>
    </message>
    <message>
        <source>Angle (°)</source>
        <translation>角度 (°)</translation>
    </message>
    <message>
        <source>Angle from the vertical at release, in degrees.</source>
        <translation>释放时偏离竖直方向的角度（度）。</translation>
    </message>
    <message>
        <source>k of the spring: stiff, so it barely stretches.</source>
        <translation>弹簧的 k：很硬，几乎不伸长。</translation>
    </message>
    <message>
        <source>Mass of the bob.</source>
        <translation>摆球的质量。</translation>
    </message>
    <message>
        <source>Wall temperature kT</source>
        <translation>壁温 kT</translation>
    </message>
    <message>
        <source>Every wall but a piston a heater or cooler at this kT (0: elastic walls).</source>
        <translation>除活塞外的每面壁都成为温度为此 kT 的加热壁或冷却壁（0：弹性壁）。</translation>
    </message>
    <message>
        <source>Piston mass</source>
        <translation>活塞质量</translation>
    </message>
    <message>
        <source>Make the right wall a free piston of this mass (0: an ordinary wall).</source>
        <translation>使右壁成为具有此质量的自由活塞（0：普通的壁）。</translation>
    </message>
    <message>
        <source>Pressure outside the piston</source>
        <translation>活塞外部压强</translation>
    </message>
    <message>
        <source>The pressure outside, pushing the free piston in.</source>
        <translation>把自由活塞向内推的外部压强。</translation>
    </message>
    <message>
        <source>Piston&apos;s cylinder ends at x</source>
        <translation>活塞气缸末端 x</translation>
    </message>
    <message>
        <source>How far out the free piston can go (0: the box&apos;s width, so it can only come in).</source>
        <translation>自由活塞最远能向外移动到哪里（0：盒子的宽度，因此它只能向内移动）。</translation>
    </message>
    <message>
        <source>Disks pumped in</source>
        <translation>泵入的圆盘数</translation>
    </message>
    <message>
        <source>A pump lets this many more disks in through an opening in the left wall, each once its spot is free (0: no pump).</source>
        <translation>气泵通过左壁上的开口再送入这么多圆盘，每个圆盘在它的位置空出时才进入（0：没有气泵）。</translation>
    </message>
    <message>
        <source>Pumped gas&apos;s kT</source>
        <translation>泵入气体的 kT</translation>
    </message>
    <message>
        <source>kT of the gas the pumped disks come from (0: the gas&apos;s own kT).</source>
        <translation>泵入的圆盘所来自的气体的 kT（0：与盒中气体的 kT 相同）。</translation>
    </message>
    <message>
        <source>Pump starts at t</source>
        <translation>气泵开始于 t</translation>
    </message>
    <message>
        <source>When the first pumped disk tries to enter.</source>
        <translation>第一个泵入的圆盘尝试进入的时刻。</translation>
    </message>
    <message>
        <source>Sticking probability</source>
        <translation>粘附概率</translation>
    </message>
    <message>
        <source>The chance that two clusters stick when they touch; otherwise they bounce off elastically (1: diffusion- or ballistic-limited, small: reaction-limited).</source>
        <translation>两个团簇相碰时粘在一起的概率；否则它们弹性地弹开（1：扩散限制或弹道限制；很小：反应限制）。</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>转动</translation>
    </message>
    <message>
        <source>maxwell: each cluster&apos;s spin is redrawn from Maxwell-Boltzmann with its velocity; none: clusters drift without turning (classic diffusion-limited aggregation).</source>
        <translation>maxwell：每个团簇的自转角速度与速度一起按麦克斯韦-玻尔兹曼分布重新抽取；none：团簇只漂移、不转动（经典的扩散限制聚集）。</translation>
    </message>
    <message>
        <source>Maxwell spin</source>
        <translation>麦克斯韦自转</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Every disk at the same speed</source>
        <translation>所有圆盘速率相同</translation>
    </message>
    <message>
        <source>Start every disk at the speed sqrt(2 kT / m) in a random direction, far from Maxwell-Boltzmann, to watch the speeds spread onto it (walled box only).</source>
        <translation>让每个圆盘以速率 sqrt(2 kT / m) 沿随机方向出发，远离麦克斯韦-玻尔兹曼分布，以便观察速率如何展开并趋于该分布（仅限有壁的盒子）。</translation>
    </message>
    <message>
        <source>Radius of the bob.</source>
        <translation>摆球的半径。</translation>
    </message>
    <message>
        <source>Mobility</source>
        <translation>迁移率</translation>
    </message>
    <message>
        <source>power-law: a cluster of s disks diffuses with D = D_1 s^gamma and does not turn, the classic diffusion-limited aggregation, with steps that grow as clusters do; maxwell: velocities from Maxwell-Boltzmann every step, D falling as 1 / s.</source>
        <translation>power-law：由 s 个圆盘组成的团簇以 D = D_1 s^gamma 扩散且不转动，即经典的扩散限制聚集，步长随团簇长大而增大；maxwell：每一步按麦克斯韦-玻尔兹曼分布抽取速度，D 按 1 / s 减小。</translation>
    </message>
    <message>
        <source>Power law</source>
        <translation>幂律</translation>
    </message>
    <message>
        <source>Maxwell-Boltzmann</source>
        <translation>麦克斯韦-玻尔兹曼分布</translation>
    </message>
    <message>
        <source>Mobility exponent</source>
        <translation>迁移率指数</translation>
    </message>
    <message>
        <source>gamma of D = D_1 s^gamma; 0: every cluster diffuses alike.</source>
        <translation>D = D_1 s^gamma 中的 gamma；0：所有团簇扩散得一样快。</translation>
    </message>
    <message>
        <source>pivot: the top disk hangs on a spring from a fixed point; free: the chain falls.</source>
        <translation>pivot：最上面的圆盘用弹簧挂在一个固定点上；free：链自由下落。</translation>
    </message>
</context>
<context>
    <name>GravityCommand</name>
    <message>
        <source>Set gravity</source>
        <translation>设置重力</translation>
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
        <translation>壁的温度</translation>
    </message>
    <message>
        <source>ideal gas, P A = N kT</source>
        <translation>理想气体，P A = N kT</translation>
    </message>
    <message>
        <source>Henderson&apos;s equation of state</source>
        <translation>Henderson 状态方程</translation>
    </message>
    <message>
        <source>Pressure P</source>
        <translation>压强 P</translation>
    </message>
    <message>
        <source>Pressure on the left wall</source>
        <translation>左壁的压强</translation>
    </message>
    <message>
        <source>Pressure on the right wall</source>
        <translation>右壁的压强</translation>
    </message>
    <message>
        <source>Pressure on the bottom wall</source>
        <translation>底壁的压强</translation>
    </message>
    <message>
        <source>Pressure on the top wall</source>
        <translation>顶壁的压强</translation>
    </message>
    <message>
        <source>Compressibility factor Z = P A / N kT</source>
        <translation>压缩因子 Z = P A / N kT</translation>
    </message>
    <message>
        <source>ideal gas</source>
        <translation>理想气体</translation>
    </message>
    <message>
        <source>Kolmogorov-Smirnov distance of the speeds at the end</source>
        <translation>结束时速率的 KS 距离</translation>
    </message>
    <message>
        <source>Maxwell-Boltzmann: below this in 95 % of samples</source>
        <translation>麦克斯韦-玻尔兹曼分布：95 % 的样本低于此值</translation>
    </message>
    <message>
        <source>consistent</source>
        <translation>相符</translation>
    </message>
    <message>
        <source>not consistent</source>
        <translation>不相符</translation>
    </message>
    <message>
        <source>Mean free path</source>
        <translation>平均自由程</translation>
    </message>
    <message>
        <source>Enskog</source>
        <translation>Enskog</translation>
    </message>
    <message>
        <source>Fractal dimension D_f</source>
        <translation>分形维数 D_f</translation>
    </message>
    <message>
        <source>Relative energy drift</source>
        <translation>相对能量漂移</translation>
    </message>
    <message>
        <source>energy is conserved</source>
        <translation>能量守恒</translation>
    </message>
    <message>
        <source>Each ± is the standard error of the time average by blocking over the measured window, which holds for correlated samples. The difference is (measured - theory) / standard error.</source>
        <translation>每个 ± 都是在测量时段内用分块法求得的时间平均的标准误差，它对相关的样本也成立。差值为（测量值 - 理论值）/ 标准误差。</translation>
    </message>
    <message>
        <source>The errors need a window of known length: a window measured by its number of collisions (--events) has none. Measure with --until T.</source>
        <translation>误差需要已知长度的测量时段：按碰撞次数（--events）确定的时段没有误差。请用 --until T 测量。</translation>
    </message>
    <message>
        <source>Henderson&apos;s equation of state and Enskog&apos;s mean free path describe a bulk fluid of equal disks: they are compared in a periodic box without gravity only. Walls add their own excluded area to the pressure.</source>
        <translation>Henderson 状态方程和 Enskog 的平均自由程描述的是由相同圆盘组成的体相流体：只在没有重力的周期性盒子中与它们比较。壁会给压强加上它们自己的排除面积的影响。</translation>
    </message>
    <message>
        <source>Under gravity the pressure changes with height, so no single P or Z describes the gas: the ideal gas law is not compared.</source>
        <translation>在重力下压强随高度变化，没有单一的 P 或 Z 能描述该气体：因此不与理想气体定律比较。</translation>
    </message>
    <message>
        <source>event-driven (exact)</source>
        <translation>事件驱动（精确）</translation>
    </message>
    <message>
        <source>time-driven, dt = %1, %2 response</source>
        <translation>时间驱动，dt = %1，碰撞响应 %2</translation>
    </message>
    <message>
        <source>force (velocity Verlet), dt = %1</source>
        <translation>力（速度 Verlet），dt = %1</translation>
    </message>
    <message>
        <source>periodic</source>
        <translation>周期性</translation>
    </message>
    <message>
        <source>walls, the right one a free piston</source>
        <translation>壁，右壁为自由活塞</translation>
    </message>
    <message>
        <source>walls, some at a temperature</source>
        <translation>壁，部分壁有温度</translation>
    </message>
    <message>
        <source>walls, some moving</source>
        <translation>壁，部分壁在运动</translation>
    </message>
    <message>
        <source>elastic walls</source>
        <translation>弹性壁</translation>
    </message>
    <message>
        <source>Disks N</source>
        <translation>圆盘数 N</translation>
    </message>
    <message>
        <source>Packing fraction</source>
        <translation>堆积分数</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>盒子</translation>
    </message>
    <message>
        <source>Boundary</source>
        <translation>边界</translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation>重力</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>aggregation</source>
        <translation>聚集</translation>
    </message>
    <message>
        <source>Measured window</source>
        <translation>测量时段</translation>
    </message>
    <message>
        <source>from t = %1 to t = %2, %3 collisions</source>
        <translation>从 t = %1 到 t = %2，%3 次碰撞</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>The box</source>
        <translation>盒子</translation>
    </message>
    <message>
        <source>At the start, t = %1</source>
        <translation>开始时，t = %1</translation>
    </message>
    <message>
        <source>At the end, t = %1</source>
        <translation>结束时，t = %1</translation>
    </message>
    <message>
        <source>Measured quantities</source>
        <translation>测量的物理量</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>物理量</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>测量值</translation>
    </message>
    <message>
        <source>Theory</source>
        <translation>理论</translation>
    </message>
    <message>
        <source>Theory&apos;s value</source>
        <translation>理论值</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差值</translation>
    </message>
    <message>
        <source>The speeds of the disks at the end against the 2D Maxwell-Boltzmann law at their temperature.</source>
        <translation>结束时圆盘的速率与其温度下的二维麦克斯韦-玻尔兹曼分布的比较。</translation>
    </message>
    <message>
        <source>The pressure over each stretch of the window whose spread gives its standard error.</source>
        <translation>测量时段中每一小段上的压强，其离散程度给出标准误差。</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Reproduce</source>
        <translation>复现</translation>
    </message>
    <message>
        <source>Every number above is one this command prints:</source>
        <translation>以上每个数字都由以下命令输出：</translation>
    </message>
    <message>
        <source>DiskLab %1</source>
        <translation>DiskLab %1</translation>
    </message>
    <message>
        <source>Lab report</source>
        <translation>实验报告</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot make the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>speed v</source>
        <translation>速率 v</translation>
    </message>
    <message>
        <source>probability density</source>
        <translation>概率密度</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>测量值</translation>
    </message>
    <message>
        <source>Maxwell-Boltzmann</source>
        <translation>麦克斯韦-玻尔兹曼分布</translation>
    </message>
    <message>
        <source>time t</source>
        <translation>时间 t</translation>
    </message>
    <message>
        <source>pressure P</source>
        <translation>压强 P</translation>
    </message>
    <message>
        <source>over one stretch</source>
        <translation>每一小段上</translation>
    </message>
    <message>
        <source>mean over the window</source>
        <translation>整个时段的平均</translation>
    </message>
    <message>
        <source>Mean height of the disks</source>
        <translation>圆盘的平均高度</translation>
    </message>
    <message>
        <source>barometric law, n(h) ∝ exp(−m g h / kT)</source>
        <translation>气压公式，n(h) ∝ exp(−m g h / kT)</translation>
    </message>
    <message>
        <source>Diffusion coefficient D</source>
        <translation>扩散系数 D</translation>
    </message>
    <message>
        <source>Enskog, D_E</source>
        <translation>Enskog，D_E</translation>
    </message>
    <message numerus="yes">
        <source>The mean height is averaged over %n states of the window; the barometric law holds for a dilute gas (a denser one thins out more slowly with height) and is taken at the measured temperature. run --json does not print it; disklab-cli report with the same options gives it again.</source>
        <translation>
            <numerusform>平均高度取自窗口内 %n 个状态的平均；气压公式适用于稀薄气体（较稠密的气体随高度变稀得更慢），并取测得的温度。run --json 不输出此值；用相同选项运行 disklab-cli report 可再次得到它。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>D is measured from the mean-square displacement over %n separate stretches of the window, as (msd(2 τ) - msd(τ)) / 4 τ with τ = %1; its error is the spread of the stretches&apos; D. In two dimensions correlated collisions make D grow slowly with time above Enskog&apos;s. run --json does not print D; disklab-cli report with the same options gives it again.</source>
        <translation>
            <numerusform>D 由窗口中 %n 个互不重叠的时段的均方位移测得，即 (msd(2 τ) - msd(τ)) / 4 τ，τ = %1；其误差为各时段 D 值的离散程度。在二维中，相关碰撞使 D 随时间缓慢增大并高于 Enskog 值。run --json 不输出 D；用相同选项运行 disklab-cli report 可再次得到它。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>D is not given: it needs a window of at least %n mean free times. Measure for longer.</source>
        <translation>
            <numerusform>未给出 D：它需要至少 %n 个平均自由时间长的窗口。请测量更长时间。</numerusform>
        </translation>
    </message>
    <message>
        <source>Simulated time</source>
        <translation>模拟时间</translation>
    </message>
    <message>
        <source>Collisions</source>
        <translation>碰撞次数</translation>
    </message>
    <message>
        <source>Between disks</source>
        <translation>圆盘之间</translation>
    </message>
    <message>
        <source>With walls</source>
        <translation>与壁</translation>
    </message>
    <message>
        <source>Momentum drift</source>
        <translation>动量漂移</translation>
    </message>
    <message>
        <source>Wall-clock seconds per unit of simulated time</source>
        <translation>每单位模拟时间所用的实际秒数</translation>
    </message>
    <message>
        <source>Time steps</source>
        <translation>时间步数</translation>
    </message>
    <message>
        <source>Missed collisions (tunnelling)</source>
        <translation>漏检碰撞（穿越）</translation>
    </message>
    <message>
        <source>Overlapping pairs, summed over the steps</source>
        <translation>重叠对数（各步累加）</translation>
    </message>
    <message>
        <source>Deepest overlap</source>
        <translation>最大重叠深度</translation>
    </message>
    <message>
        <source>Overlapping pairs at the end</source>
        <translation>结束时的重叠对数</translation>
    </message>
    <message>
        <source>Collisions both had, in the same order</source>
        <translation>两者按相同顺序共有的碰撞</translation>
    </message>
    <message>
        <source>First difference in the collision logs</source>
        <translation>碰撞记录的第一处差异</translation>
    </message>
    <message>
        <source>none: the logs agree</source>
        <translation>无：记录一致</translation>
    </message>
    <message>
        <source>Positions&apos; deviation now, mean and largest</source>
        <translation>当前位置偏差，平均值与最大值</translation>
    </message>
    <message>
        <source>Largest deviation at any moment compared</source>
        <translation>比较过的任一时刻的最大偏差</translation>
    </message>
    <message>
        <source>The two engines compared</source>
        <translation>两种引擎的比较</translation>
    </message>
    <message>
        <source>Comparison mode ran the exact event-driven engine and the time-driven one with dt = %1 from the same state; what each counted from t = 0 to the moment shown, as disklab-cli compare reports it:</source>
        <translation>比较模式从同一状态运行了精确的事件驱动引擎和 dt = %1 的时间驱动引擎；以下是各自从 t = 0 到所显示时刻的计数，与 disklab-cli compare 的报告相同：</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>计数项</translation>
    </message>
    <message>
        <source>Event-driven (exact)</source>
        <translation>事件驱动（精确）</translation>
    </message>
    <message>
        <source>Time-driven</source>
        <translation>时间驱动</translation>
    </message>
    <message>
        <source>The number density of the disks against height over the window, beside the barometric law at their temperature.</source>
        <translation>窗口内圆盘数密度随高度的变化，旁边是该温度下的气压公式。</translation>
    </message>
    <message>
        <source>Made without a window (disklab-cli report): the charts are the ones drawn from the run above, the speeds at the end, the pressure over time when the pressure is measured and the density against height under gravity. The charts of the application&apos;s docks are in a report exported from its window.</source>
        <translation>无窗口生成（disklab-cli report）：图表由上面的运行绘制，包括结束时的速率、测量压强时压强随时间的变化，以及重力下密度随高度的变化。应用程序各停靠窗口中的图表见从其窗口导出的报告。</translation>
    </message>
    <message>
        <source>Charts open in the window</source>
        <translation>窗口中打开的图表</translation>
    </message>
    <message>
        <source>As the window showed them when the report was made: they follow the run on screen, including any change made with the lab&apos;s controls, while the figures above are those of the file&apos;s run.</source>
        <translation>按生成报告时窗口中的样子：它们反映屏幕上的运行，包括用实验控制所做的任何更改；而上面的数值来自该文件的运行。</translation>
    </message>
    <message>
        <source>height h</source>
        <translation>高度 h</translation>
    </message>
    <message>
        <source>number density n(h)</source>
        <translation>数密度 n(h)</translation>
    </message>
    <message>
        <source>barometric law</source>
        <translation>气压公式</translation>
    </message>
    <message>
        <source>The two engines&apos; counters are those this command prints:</source>
        <translation>两种引擎的计数即此命令输出的数值：</translation>
    </message>
</context>
<context>
    <name>MoveDisksCommand</name>
    <message numerus="yes">
        <source>Move %n disk(s)</source>
        <translation>
            <numerusform>移动 %n 个圆盘</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PasteDisksCommand</name>
    <message numerus="yes">
        <source>Paste %n disk(s)</source>
        <translation>
            <numerusform>粘贴 %n 个圆盘</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>显示命令行选项的帮助。</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>显示包括 Qt 专用选项在内的帮助。</translation>
    </message>
</context>
<context>
    <name>ReadableNumber</name>
    <message>
        <source>0 (round-off)</source>
        <translation>0（舍入误差）</translation>
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
        <translation>删除内部壁</translation>
    </message>
</context>
<context>
    <name>RunControlPanel</name>
    <message>
        <source>Run settings</source>
        <translation>运行设置</translation>
    </message>
    <message>
        <source>Simulated time units per wall-clock second</source>
        <translation>每秒实际时间内推进的模拟时间单位数</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>引擎(&amp;E)：</translation>
    </message>
    <message>
        <source>Time step &amp;dt:</source>
        <translation>时间步长 dt(&amp;D)：</translation>
    </message>
    <message>
        <source>Step of the time-driven engine, in simulated time units</source>
        <translation>时间驱动引擎的时间步长，以模拟时间单位计</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Simulated time:</source>
        <translation>模拟时间：</translation>
    </message>
    <message>
        <source>Collisions:</source>
        <translation>碰撞次数：</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>事件数：</translation>
    </message>
    <message>
        <source>Running at:</source>
        <translation>运行速度：</translation>
    </message>
    <message>
        <source>&amp;Response:</source>
        <translation>碰撞响应(&amp;R)：</translation>
    </message>
    <message>
        <source>How the time-driven engine resolves a contact: at the overlapping positions (naive, as teaching codes do) or at the exact contact time (rollback)</source>
        <translation>时间驱动引擎如何处理接触：在重叠的位置处理（朴素，教学代码的做法），或回到精确的接触时刻处理（回滚）</translation>
    </message>
    <message>
        <source>Coulomb s&amp;um:</source>
        <translation>库仑力求和(&amp;U)：</translation>
    </message>
    <message>
        <source>How the force engine sums the Coulomb forces: over every pair (direct, exact, N²) or with a Barnes-Hut tree (N log N, approximate)</source>
        <translation>力引擎如何对库仑力求和：对每一对求和（直接求和，精确，N²），或用 Barnes-Hut 树（N log N，近似）</translation>
    </message>
    <message>
        <source>Barnes-Hut takes a far tree node of width s at distance d as one charge when s/d &lt; θ: smaller is more accurate and slower, 0 is the direct sum</source>
        <translation>当 s/d &lt; θ 时，Barnes-Hut 把距离为 d、宽度为 s 的远处树节点当作一个电荷：θ 越小越精确也越慢，0 即直接求和</translation>
    </message>
    <message>
        <source>Opening &amp;angle θ:</source>
        <translation>张角 θ(&amp;A)：</translation>
    </message>
    <message>
        <source>Playback &amp;speed:</source>
        <translation>播放速度(&amp;S)：</translation>
    </message>
    <message>
        <source> time units/s</source>
        <translation> 时间单位/秒</translation>
    </message>
</context>
<context>
    <name>ScenarioSettings</name>
    <message>
        <source>Remove the pump</source>
        <translation>移除气泵</translation>
    </message>
    <message>
        <source>Set the pump</source>
        <translation>设置气泵</translation>
    </message>
    <message>
        <source>Add a pump</source>
        <translation>添加气泵</translation>
    </message>
</context>
<context>
    <name>ScenarioTextCommand</name>
    <message>
        <source>Edit title</source>
        <translation>编辑标题</translation>
    </message>
    <message>
        <source>Edit description</source>
        <translation>编辑描述</translation>
    </message>
</context>
<context>
    <name>SetDiskPropertyCommand</name>
    <message numerus="yes">
        <source>Set %1 of %n disk(s)</source>
        <translation>
            <numerusform>设置 %n 个圆盘的%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set the charge of %n disk(s) and run on the force engine</source>
        <translation>
            <numerusform>设置 %n 个圆盘的电荷并改用力引擎</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetVelocityCommand</name>
    <message numerus="yes">
        <source>Set velocity of %n disk(s)</source>
        <translation>
            <numerusform>设置 %n 个圆盘的速度</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpringTool</name>
    <message>
        <source>Join disks %1 and %2 with a spring</source>
        <translation>用弹簧连接圆盘 %1 和 %2</translation>
    </message>
</context>
<context>
    <name>WallMotionCommand</name>
    <message>
        <source>Set motion of the left wall</source>
        <translation>设置左壁的运动</translation>
    </message>
    <message>
        <source>Set motion of the right wall</source>
        <translation>设置右壁的运动</translation>
    </message>
    <message>
        <source>Set motion of the bottom wall</source>
        <translation>设置下壁的运动</translation>
    </message>
    <message>
        <source>Set motion of the top wall</source>
        <translation>设置上壁的运动</translation>
    </message>
</context>
<context>
    <name>WallTemperatureCommand</name>
    <message>
        <source>Set temperature of the left wall</source>
        <translation>设置左壁的温度</translation>
    </message>
    <message>
        <source>Set temperature of the right wall</source>
        <translation>设置右壁的温度</translation>
    </message>
    <message>
        <source>Set temperature of the bottom wall</source>
        <translation>设置底壁的温度</translation>
    </message>
    <message>
        <source>Set temperature of the top wall</source>
        <translation>设置顶壁的温度</translation>
    </message>
</context>
<context>
    <name>disklab::AggregationDock</name>
    <message>
        <source>Aggregation</source>
        <translation>聚集</translation>
    </message>
    <message>
        <source>Clusters against time</source>
        <translation>团簇数随时间的变化</translation>
    </message>
    <message>
        <source>Cluster sizes now</source>
        <translation>当前的团簇大小分布</translation>
    </message>
    <message>
        <source>Radius of gyration against mass</source>
        <translation>回转半径与质量</translation>
    </message>
    <message>
        <source>Log-log</source>
        <translation>双对数</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>clusters</source>
        <translation>团簇数</translation>
    </message>
    <message>
        <source>disks in the largest cluster</source>
        <translation>最大团簇中的圆盘数</translation>
    </message>
    <message>
        <source>clusters per unit size, bins doubling in width</source>
        <translation>每单位大小的团簇数（区间宽度逐个加倍）</translation>
    </message>
    <message>
        <source>every cluster formed</source>
        <translation>形成过的每个团簇</translation>
    </message>
    <message numerus="yes">
        <source>%n clusters now, </source>
        <translation>
            <numerusform>当前 %n 个团簇，</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the largest of %n disks</source>
        <translation>
            <numerusform>最大的有 %n 个圆盘</numerusform>
        </translation>
    </message>
    <message>
        <source>cluster size [disks]</source>
        <translation>团簇大小 [圆盘数]</translation>
    </message>
    <message>
        <source>clusters in the bin</source>
        <translation>区间内的团簇数</translation>
    </message>
    <message>
        <source>clusters per unit size</source>
        <translation>每单位大小的团簇数</translation>
    </message>
    <message>
        <source>mass [disks]</source>
        <translation>质量 [圆盘数]</translation>
    </message>
    <message>
        <source>This run does not aggregate: open an aggregation example (File ▸ Open Example) to watch clusters grow.</source>
        <translation>这次运行没有聚集：打开一个聚集示例（文件 ▸ 打开示例），观察团簇的生长。</translation>
    </message>
    <message>
        <source>clusters, or disks in the largest</source>
        <translation>团簇数，或最大团簇中的圆盘数</translation>
    </message>
    <message numerus="yes">
        <source>%n contacts bounced off without sticking</source>
        <translation>
            <numerusform>%n 次相碰未粘住而弹开</numerusform>
        </translation>
    </message>
    <message>
        <source>fit M ∝ Rg^D over 2 to %1 disks, fractal dimension D = %2 ± %3</source>
        <translation>拟合 M ∝ Rg^D（2 到 %1 个圆盘），分形维数 D = %2 ± %3</translation>
    </message>
    <message>
        <source>fractal dimension: clusters of up to %1 disks in fewer than four size octaves yet</source>
        <translation>分形维数：团簇最大只有 %1 个圆盘，大小跨度还不到四个倍频程</translation>
    </message>
    <message numerus="yes">
        <source>fractal dimension D = %1 ± %2 from %n clusters of 2 to %3 disks formed</source>
        <translation>
            <numerusform>分形维数 D = %1 ± %2（来自形成过的 %n 个团簇，大小为 2 到 %3 个圆盘）</numerusform>
        </translation>
    </message>
    <message>
        <source>time [%1]</source>
        <translation>时间 [%1]</translation>
    </message>
    <message>
        <source>radius of gyration [%1]</source>
        <translation>回转半径 [%1]</translation>
    </message>
    <message>
        <source>fitted radius of gyration [%1]</source>
        <translation>拟合的回转半径 [%1]</translation>
    </message>
</context>
<context>
    <name>disklab::BondOrderColourMap</name>
    <message>
        <source>Bond orientation: phase of ψ6</source>
        <translation>键取向：ψ6 的相位</translation>
    </message>
    <message>
        <source>no neighbour</source>
        <translation>无近邻</translation>
    </message>
</context>
<context>
    <name>disklab::ChartDock</name>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Image (PNG)…</source>
        <translation>图像 (PNG)…</translation>
    </message>
    <message>
        <source>Vector Image (SVG)…</source>
        <translation>矢量图 (SVG)…</translation>
    </message>
    <message>
        <source>Document (PDF)…</source>
        <translation>文档 (PDF)…</translation>
    </message>
    <message>
        <source>Data (CSV)…</source>
        <translation>数据 (CSV)…</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>导出%1</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Export the chart as an image or its data as CSV</source>
        <translation>将图表导出为图像，或将其数据导出为 CSV</translation>
    </message>
</context>
<context>
    <name>disklab::ChartExport</name>
    <message>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
</context>
<context>
    <name>disklab::ComparisonPane</name>
    <message>
        <source>overlapping pairs now: %1</source>
        <translation>当前重叠对数：%1</translation>
    </message>
    <message>
        <source>collisions missed in the last half second: %1</source>
        <translation>最近半秒内漏检的碰撞次数：%1</translation>
    </message>
</context>
<context>
    <name>disklab::ComparisonWindow</name>
    <message>
        <source>Time-driven</source>
        <translation>时间驱动</translation>
    </message>
    <message>
        <source>Event-driven (exact)</source>
        <translation>事件驱动（精确）</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>DiskLab: Compare Engines</source>
        <translation>DiskLab：比较引擎</translation>
    </message>
    <message>
        <source>naive</source>
        <translation>朴素</translation>
    </message>
    <message>
        <source>rollback</source>
        <translation>回滚</translation>
    </message>
    <message>
        <source>never</source>
        <translation>不停止</translation>
    </message>
    <message>
        <source>Step dt</source>
        <translation>单步 dt</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>dt:</source>
        <translation>dt：</translation>
    </message>
    <message>
        <source>Broad phase:</source>
        <translation>粗检测阶段：</translation>
    </message>
    <message>
        <source>Response:</source>
        <translation>碰撞响应：</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>播放速度：</translation>
    </message>
    <message>
        <source>Stop at t =</source>
        <translation>停止于 t =</translation>
    </message>
    <message>
        <source>Event-driven</source>
        <translation>事件驱动</translation>
    </message>
    <message>
        <source>Collisions</source>
        <translation>碰撞次数</translation>
    </message>
    <message>
        <source>Deepest overlap (fraction of contact distance)</source>
        <translation>最大重叠深度（占接触距离的比例）</translation>
    </message>
    <message>
        <source>Missed collisions</source>
        <translation>漏检碰撞</translation>
    </message>
    <message>
        <source>Momentum drift (relative)</source>
        <translation>动量漂移（相对）</translation>
    </message>
    <message>
        <source>Wall seconds per simulated time unit</source>
        <translation>每模拟时间单位的实际耗时（秒）</translation>
    </message>
    <message>
        <source>Steps / events per second</source>
        <translation>每秒步数 / 事件数</translation>
    </message>
    <message>
        <source>First different collision at t =</source>
        <translation>首次出现不同碰撞于 t =</translation>
    </message>
    <message>
        <source>Comparison Error</source>
        <translation>比较出错</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>t = %1%2</source>
        <translation>t = %1%2</translation>
    </message>
    <message>
        <source> (finished)</source>
        <translation>（已结束）</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>尚无</translation>
    </message>
    <message>
        <source>Overlapping pairs now</source>
        <translation>当前重叠对数</translation>
    </message>
    <message>
        <source>Overlapping pairs, summed over steps</source>
        <translation>重叠对数（各步累加）</translation>
    </message>
    <message>
        <source>Energy drift (relative)</source>
        <translation>能量漂移（相对）</translation>
    </message>
    <message>
        <source>Figures from t = 0 to t = %1 with the time-driven engine at dt = %2, broad phase %3, response %4.</source>
        <translation>以下数据为 t = 0 到 t = %1 的结果，时间驱动引擎采用 dt = %2、粗检测阶段 %3、碰撞响应 %4。</translation>
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
        <translation>每模拟 ps 的实际耗时（秒）</translation>
    </message>
    <message>
        <source>Trajectory deviation, mean [%1]</source>
        <translation>轨迹偏差，平均 [%1]</translation>
    </message>
    <message>
        <source>Trajectory deviation, max [%1]</source>
        <translation>轨迹偏差，最大 [%1]</translation>
    </message>
    <message>
        <source>First different collision at t (ps)</source>
        <translation>首次出现不同碰撞于 t（ps）</translation>
    </message>
    <message>
        <source>%1 ps</source>
        <translation>%1 ps</translation>
    </message>
    <message>
        <source>Previous Collision</source>
        <translation>上一次碰撞</translation>
    </message>
    <message>
        <source>Ctrl+Left</source>
        <translation>Ctrl+Left</translation>
    </message>
    <message>
        <source>Go back to the end of the previous step in which either engine had a collision</source>
        <translation>回到任一引擎发生碰撞的上一个时间步的末尾</translation>
    </message>
    <message>
        <source>Next Collision</source>
        <translation>下一次碰撞</translation>
    </message>
    <message>
        <source>Ctrl+Right</source>
        <translation>Ctrl+Right</translation>
    </message>
    <message>
        <source>Go to the end of the next step in the run so far in which either engine had a collision</source>
        <translation>前往目前为止的运行中任一引擎发生碰撞的下一个时间步的末尾</translation>
    </message>
</context>
<context>
    <name>disklab::CrashRecovery</name>
    <message>
        <source>Restore Unsaved Changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <source>DiskLab closed unexpectedly while “%1” had unsaved changes. Restore them?</source>
        <translation>DiskLab 意外关闭时，“%1”有未保存的更改。要恢复它们吗？</translation>
    </message>
    <message>
        <source>The unsaved changes could not be read back; the file is kept at %1.
%2</source>
        <translation>无法读回未保存的更改；文件保留在 %1。
%2</translation>
    </message>
</context>
<context>
    <name>disklab::DensityProfileChart</name>
    <message>
        <source>height h [%1]</source>
        <translation>高度 h [%1]</translation>
    </message>
    <message>
        <source>number density n(h) [1/%1]</source>
        <translation>数密度 n(h) [1/%1]</translation>
    </message>
    <message>
        <source>barometric law [1/%1]</source>
        <translation>气压公式 [1/%1]</translation>
    </message>
    <message numerus="yes">
        <source>n(h), average of %n states</source>
        <translation>
            <numerusform>n(h)，%n 个状态的平均</numerusform>
        </translation>
    </message>
    <message>
        <source>barometric law ∝ exp(−mgh/kT) at the measured kT</source>
        <translation>气压公式 ∝ exp(−mgh/kT)，取测得的 kT</translation>
    </message>
    <message>
        <source>No state measured yet</source>
        <translation>尚未测量任何状态</translation>
    </message>
    <message>
        <source>No barometric law: it needs gravity along a wall and disks of one mass and size</source>
        <translation>无气压公式：需要沿壁方向的重力以及质量和大小都相同的圆盘</translation>
    </message>
    <message>
        <source>mg/kT = %1 per %2</source>
        <translation>mg/kT = %1（每 %2）</translation>
    </message>
</context>
<context>
    <name>disklab::DiffusionDock</name>
    <message>
        <source>Diffusion</source>
        <translation>扩散</translation>
    </message>
    <message>
        <source>Log-log</source>
        <translation>双对数</translation>
    </message>
    <message>
        <source>Most disks tracked, spread evenly over the disk indices</source>
        <translation>最多跟踪的圆盘数，按编号均匀选取</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Measure displacements from the current state</source>
        <translation>从当前状态开始测量位移</translation>
    </message>
    <message>
        <source>Track:</source>
        <translation>跟踪：</translation>
    </message>
    <message>
        <source>measured MSD</source>
        <translation>实测均方位移</translation>
    </message>
    <message>
        <source>ballistic 2(kT/m) t²</source>
        <translation>弹道 2(kT/m) t²</translation>
    </message>
    <message>
        <source>D: not enough data yet</source>
        <translation>D：数据尚不足</translation>
    </message>
    <message>
        <source>D: not diffusive yet (MSD grows faster than t)</source>
        <translation>D：尚未进入扩散区（均方位移增长快于 t）</translation>
    </message>
    <message>
        <source>D: no diffusion (MSD bounded)</source>
        <translation>D：无扩散（均方位移有界）</translation>
    </message>
    <message>
        <source>diffusive fit 4 D t + c: %1</source>
        <translation>扩散拟合 4 D t + c：%1</translation>
    </message>
    <message numerus="yes">
        <source>D = %1 %2 (%n disks)</source>
        <translation>
            <numerusform>D = %1 %2（%n 个圆盘）</numerusform>
        </translation>
    </message>
    <message>
        <source>time since start [%1]</source>
        <translation>开始以来的时间 [%1]</translation>
    </message>
    <message>
        <source>mean-square displacement [%1]</source>
        <translation>均方位移 [%1]</translation>
    </message>
    <message>
        <source>ballistic 2(kT/m) t^2 [%1]</source>
        <translation>弹道 2(kT/m) t^2 [%1]</translation>
    </message>
    <message>
        <source>diffusive fit 4 D t + c [%1]</source>
        <translation>扩散拟合 4 D t + c [%1]</translation>
    </message>
</context>
<context>
    <name>disklab::DiskPropertiesPanel</name>
    <message>
        <source>Disk Colour</source>
        <translation>圆盘颜色</translation>
    </message>
    <message>
        <source>No disk selected</source>
        <translation>未选择圆盘</translation>
    </message>
    <message>
        <source>Disk %1</source>
        <translation>圆盘 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n disks selected</source>
        <translation>
            <numerusform>已选择 %n 个圆盘</numerusform>
        </translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>多个值</translation>
    </message>
    <message>
        <source>Initial state (t = 0): what the run starts from.</source>
        <translation>初始状态（t = 0）：运行的起点。</translation>
    </message>
</context>
<context>
    <name>disklab::DiskTableDock</name>
    <message>
        <source>Disks</source>
        <translation>圆盘</translation>
    </message>
    <message>
        <source>Filter (label, colour, any value)…</source>
        <translation>筛选（标签、颜色、任意值）…</translation>
    </message>
    <message>
        <source>Double-click a cell to edit it; with several rows selected the value goes to all of them</source>
        <translation>双击单元格进行编辑；选中多行时，该值会应用到所有选中行</translation>
    </message>
    <message>
        <source>Initial state (t = 0): the scenario as the run starts. Select a disk to follow it in Properties.</source>
        <translation>初始状态（t = 0）：运行开始时的场景。选择一个圆盘，可在“属性”中跟踪它。</translation>
    </message>
</context>
<context>
    <name>disklab::EditActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <source>Copy the selected disks and delete them</source>
        <translation>复制选中的圆盘并将其删除</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the selected disks (as scenario JSON)</source>
        <translation>复制选中的圆盘（场景 JSON 格式）</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>Paste disks under the pointer (or beside where they were copied)</source>
        <translation>在指针处粘贴圆盘（或粘贴到复制位置旁边）</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the selected disks</source>
        <translation>删除选中的圆盘</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <source>Select every disk</source>
        <translation>选择所有圆盘</translation>
    </message>
    <message>
        <source>&amp;Edit Mode</source>
        <translation>编辑模式(&amp;E)</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Pause and edit the scenario at t = 0 (Play leaves edit mode)</source>
        <translation>暂停并在 t = 0 编辑场景（播放会退出编辑模式）</translation>
    </message>
    <message>
        <source>&amp;Select and Move</source>
        <translation>选择和移动(&amp;S)</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>Click or drag a rectangle to select; drag selected disks to move them</source>
        <translation>单击或拖出矩形进行选择；拖动选中的圆盘以移动它们</translation>
    </message>
    <message>
        <source>&amp;Add Disks</source>
        <translation>添加圆盘(&amp;A)</translation>
    </message>
    <message>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <source>Click to add a disk like the selected one</source>
        <translation>单击以添加与选中圆盘相同的圆盘</translation>
    </message>
    <message>
        <source>Set &amp;Velocity</source>
        <translation>设置速度(&amp;V)</translation>
    </message>
    <message>
        <source>F7</source>
        <translation>F7</translation>
    </message>
    <message>
        <source>Drag an arrow out of a disk to set its velocity</source>
        <translation>从圆盘拖出箭头以设置其速度</translation>
    </message>
    <message>
        <source>Draw &amp;Wall</source>
        <translation>绘制壁(&amp;W)</translation>
    </message>
    <message>
        <source>F8</source>
        <translation>F8</translation>
    </message>
    <message>
        <source>Drag to draw an interior wall</source>
        <translation>拖动以绘制内部壁</translation>
    </message>
    <message>
        <source>Se&amp;parate Overlaps</source>
        <translation>分离重叠(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Move overlapping disks apart, each as little as possible</source>
        <translation>将重叠的圆盘分开，每个圆盘的移动尽可能小</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Edit Toolbar</source>
        <translation>编辑工具栏</translation>
    </message>
    <message>
        <source>Draw Spr&amp;ing</source>
        <translation>绘制弹簧(&amp;I)</translation>
    </message>
    <message>
        <source>F9</source>
        <translation>F9</translation>
    </message>
    <message>
        <source>Drag from one disk to another to join them with a spring (the force engine runs it)</source>
        <translation>从一个圆盘拖到另一个圆盘，用弹簧把它们连起来（由力引擎运行）</translation>
    </message>
</context>
<context>
    <name>disklab::EditModeController</name>
    <message>
        <source>Scenario Has Problems</source>
        <translation>场景存在问题</translation>
    </message>
    <message>
        <source>The simulation cannot start until these are fixed (they are marked in red):</source>
        <translation>修复以下问题之前无法开始模拟（已用红色标出）：</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… 另有 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>Separate Overlaps</source>
        <translation>分离重叠</translation>
    </message>
    <message>
        <source>Fix the marked problems before running</source>
        <translation>运行前请修复标出的问题</translation>
    </message>
    <message>
        <source>No overlapping disks to separate</source>
        <translation>没有需要分离的重叠圆盘</translation>
    </message>
    <message>
        <source>Separate overlaps</source>
        <translation>分离重叠</translation>
    </message>
    <message numerus="yes">
        <source>Moved %n disk(s) apart</source>
        <translation>
            <numerusform>已将 %n 个圆盘分开</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not separate every disk: the box may be too full</source>
        <translation>无法分开所有圆盘：盒子可能太满</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n disk(s)</source>
        <translation>
            <numerusform>已复制 %n 个圆盘</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no disks</source>
        <translation>剪贴板中没有圆盘</translation>
    </message>
</context>
<context>
    <name>disklab::EventLogDock</name>
    <message>
        <source>Event Log</source>
        <translation>事件日志</translation>
    </message>
    <message>
        <source>All collisions</source>
        <translation>所有碰撞</translation>
    </message>
    <message>
        <source>Disk-disk only</source>
        <translation>仅圆盘-圆盘</translation>
    </message>
    <message>
        <source>Disk-wall only</source>
        <translation>仅圆盘-壁</translation>
    </message>
    <message>
        <source>any</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Show only collisions of this disk</source>
        <translation>仅显示此圆盘的碰撞</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Disk:</source>
        <translation>圆盘：</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Export Event Log</source>
        <translation>导出事件日志</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>导出失败</translation>
    </message>
</context>
<context>
    <name>disklab::EventLogModel</name>
    <message>
        <source>pair</source>
        <translation>圆盘间</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>壁</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Disk a</source>
        <translation>圆盘 a</translation>
    </message>
    <message>
        <source>Disk or wall b</source>
        <translation>圆盘或壁 b</translation>
    </message>
    <message>
        <source>left</source>
        <comment>wall</comment>
        <translation>左壁</translation>
    </message>
    <message>
        <source>right</source>
        <comment>wall</comment>
        <translation>右壁</translation>
    </message>
    <message>
        <source>bottom</source>
        <comment>wall</comment>
        <translation>下壁</translation>
    </message>
    <message>
        <source>top</source>
        <comment>wall</comment>
        <translation>上壁</translation>
    </message>
    <message>
        <source>Time (ps)</source>
        <translation>时间 (ps)</translation>
    </message>
</context>
<context>
    <name>disklab::ExampleBrowser</name>
    <message>
        <source>Examples</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
</context>
<context>
    <name>disklab::ExampleLessons</name>
    <message>
        <source>Other examples</source>
        <translation>其他示例</translation>
    </message>
</context>
<context>
    <name>disklab::ExportOptionsDialog</name>
    <message>
        <source>Image Export</source>
        <translation>图像导出</translation>
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
        <translation>图像尺寸为 宽度 / 分辨率 英寸；在该尺寸下，文字的磅值与屏幕上相同</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Enlarges the tick labels, axis labels, title and legend in the exported file only, e.g. 200 % to read them on a projector</source>
        <translation>仅在导出的文件中放大刻度标签、坐标轴标签、标题和图例，例如设为 200 % 以便在投影仪上阅读</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>宽度：</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>高度：</translation>
    </message>
    <message>
        <source>Resolution:</source>
        <translation>分辨率：</translation>
    </message>
    <message>
        <source>Text size:</source>
        <translation>文字大小：</translation>
    </message>
</context>
<context>
    <name>disklab::FileController</name>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The scenario “%1” has unsaved changes. Do you want to save them?</source>
        <translation>场景“%1”有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <source>Opened %1 with warnings: %2</source>
        <translation>已打开 %1，但有警告：%2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>场景另存为</translation>
    </message>
    <message>
        <source>DiskLab scenarios (*.json)</source>
        <translation>DiskLab 场景 (*.json)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Import algs4 File</source>
        <translation>导入 algs4 文件</translation>
    </message>
    <message>
        <source>algs4 text files (*.txt);;All files (*)</source>
        <translation>algs4 文本文件 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>已导入 %1</translation>
    </message>
    <message>
        <source>Export as algs4 Text</source>
        <translation>导出为 algs4 文本</translation>
    </message>
    <message>
        <source>algs4 text files (*.txt)</source>
        <translation>algs4 文本文件 (*.txt)</translation>
    </message>
    <message>
        <source>Exported with Omissions</source>
        <translation>导出时省略了部分内容</translation>
    </message>
    <message>
        <source>The algs4 format cannot hold everything in this scenario:

%1</source>
        <translation>algs4 格式无法保存此场景中的全部内容：

%1</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Export View as PNG</source>
        <translation>将视图导出为 PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>DiskLab could not write “%1”.

%2</source>
        <translation>DiskLab 无法写入“%1”。

%2</translation>
    </message>
    <message>
        <source>Saved %1 without the keys DiskLab does not know: %2</source>
        <translation>已保存 %1，但未包含 DiskLab 无法识别的键：%2</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>新场景</translation>
    </message>
    <message>
        <source>New scenario: an empty box, in edit mode. Click in the box to add disks</source>
        <translation>新场景：一个空盒子，处于编辑模式。在盒子里单击即可添加圆盘</translation>
    </message>
    <message>
        <source>Save State As</source>
        <translation>运行状态另存为</translation>
    </message>
    <message>
        <source>%1 state.json</source>
        <translation>%1 状态.json</translation>
    </message>
    <message>
        <source>Saved the run as it was at t = %1 to %2: open it to go on from there</source>
        <translation>已将 t = %1 时的运行状态保存到 %2：打开它即可从那一刻继续</translation>
    </message>
    <message>
        <source>Cannot Save State</source>
        <translation>无法保存运行状态</translation>
    </message>
    <message>
        <source>DiskLab cannot save this run&apos;s state: %1.</source>
        <translation>DiskLab 无法保存此次运行的状态：%1。</translation>
    </message>
    <message>
        <source>Cannot Open Run</source>
        <translation>无法打开运行记录</translation>
    </message>
    <message>
        <source>DiskLab cannot open this run file:
%1</source>
        <translation>DiskLab 无法打开此运行记录文件：
%1</translation>
    </message>
    <message>
        <source>Opened the run %1 at t = %2: the timeline goes to any moment it reached</source>
        <translation>已打开运行记录 %1，位于 t = %2：时间轴可前往它到达过的任何时刻</translation>
    </message>
    <message>
        <source>Scenario files and runs (*.json *.txt *.dlrun);;DiskLab scenarios (*.json);;algs4 text files (*.txt);;DiskLab runs (*.dlrun);;All files (*)</source>
        <translation>场景文件和运行记录 (*.json *.txt *.dlrun);;DiskLab 场景 (*.json);;algs4 文本文件 (*.txt);;DiskLab 运行记录 (*.dlrun);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save Run</source>
        <translation>保存运行记录</translation>
    </message>
    <message>
        <source>%1 run.dlrun</source>
        <translation>%1 运行记录.dlrun</translation>
    </message>
    <message>
        <source>DiskLab runs (*.dlrun)</source>
        <translation>DiskLab 运行记录 (*.dlrun)</translation>
    </message>
    <message>
        <source>Saved the run up to t = %1 with its timeline to %2</source>
        <translation>已将截至 t = %1 的运行及其时间轴保存到 %2</translation>
    </message>
</context>
<context>
    <name>disklab::ForceMethodsDock</name>
    <message>
        <source>Force Methods</source>
        <translation>力的计算方法</translation>
    </message>
    <message>
        <source>Time per evaluation against N</source>
        <translation>每次计算耗时随 N 的变化</translation>
    </message>
    <message>
        <source>Force error against θ</source>
        <translation>力的误差随 θ 的变化</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Numbers of charges to measure, from 2 to %1, separated by commas</source>
        <translation>要测量的电荷数，2 到 %1，用逗号分隔</translation>
    </message>
    <message>
        <source>Barnes-Hut opening angles θ to measure, from 0 to 1, separated by commas: a larger θ accepts nearer nodes as one multipole, faster and less accurate</source>
        <translation>要测量的 Barnes-Hut 张角 θ，0 到 1，用逗号分隔：θ 越大，越近的节点也被当作一个多极子，计算更快但精度更低</translation>
    </message>
    <message>
        <source>Time both force methods and measure the error of Barnes-Hut at every N and θ</source>
        <translation>在每个 N 和 θ 下为两种力的计算方法计时，并测量 Barnes-Hut 的误差</translation>
    </message>
    <message>
        <source>N random charges of one sign at density 1. Time: processor seconds of one force evaluation on one core; the direct sum is timed up to N = %1.</source>
        <translation>N 个同号电荷，随机分布，密度为 1。时间：单核上一次力计算的处理器时间（秒）；直接求和只计时到 N = %1。</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
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
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>N: whole numbers from 2 to %1, separated by commas</source>
        <translation>N：2 到 %1 的整数，用逗号分隔</translation>
    </message>
    <message>
        <source>θ: numbers from 0 to 1, separated by commas</source>
        <translation>θ：0 到 1 的数，用逗号分隔</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>正在测量…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>charges N</source>
        <translation>电荷数 N</translation>
    </message>
    <message>
        <source>direct sum, processor seconds per evaluation [s]</source>
        <translation>直接求和，每次计算的处理器时间 [s]</translation>
    </message>
    <message>
        <source>Barnes-Hut θ = %1, processor seconds per evaluation [s]</source>
        <translation>Barnes-Hut θ = %1，每次计算的处理器时间 [s]</translation>
    </message>
    <message>
        <source>opening angle θ</source>
        <translation>张角 θ</translation>
    </message>
    <message>
        <source>N = %1, median relative error</source>
        <translation>N = %1，相对误差中位数</translation>
    </message>
    <message>
        <source>N = %1, maximum relative error</source>
        <translation>N = %1，最大相对误差</translation>
    </message>
    <message>
        <source>Relative error of each charge&apos;s force against the direct sum: the median and the maximum over all charges up to N = %1, above it over %1 chosen at random.</source>
        <translation>每个电荷所受的力相对于直接求和的相对误差：N 不超过 %1 时取所有电荷的中位数和最大值，超过时取随机选出的 %1 个电荷。</translation>
    </message>
    <message>
        <source>Run measures both methods; the N above which Barnes-Hut is faster is stated here.</source>
        <translation>“运行”测量两种方法；Barnes-Hut 从哪个 N 起更快会显示在这里。</translation>
    </message>
    <message>
        <source>θ = %1 from N ≈ %2</source>
        <translation>θ = %1 时从 N ≈ %2 起</translation>
    </message>
    <message>
        <source>θ = %1 already at N = %2, the smallest measured</source>
        <translation>θ = %1 时在所测最小的 N = %2 处已更快</translation>
    </message>
    <message>
        <source>θ = %1 not below N = %2</source>
        <translation>θ = %1 时在 N = %2 以下未出现</translation>
    </message>
    <message>
        <source>Crossover: no N has both methods timed yet.</source>
        <translation>交叉点：还没有哪个 N 两种方法都已计时。</translation>
    </message>
    <message>
        <source>Crossover, where Barnes-Hut becomes faster than the direct sum: %1.</source>
        <translation>交叉点（Barnes-Hut 开始比直接求和快的地方）：%1。</translation>
    </message>
    <message>
        <source>processor seconds per evaluation [s]</source>
        <translation>每次计算的处理器时间 [s]</translation>
    </message>
    <message>
        <source>direct sum O(N²)</source>
        <translation>直接求和 O(N²)</translation>
    </message>
    <message>
        <source>Barnes-Hut θ = %1</source>
        <translation>Barnes-Hut θ = %1</translation>
    </message>
    <message>
        <source>crossover</source>
        <translation>交叉点</translation>
    </message>
    <message>
        <source>relative force error</source>
        <translation>力的相对误差</translation>
    </message>
    <message>
        <source>median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>最大值</translation>
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
        <translation>自由程 l [%1]</translation>
    </message>
    <message>
        <source>probability density p(l) [1/%1]</source>
        <translation>概率密度 p(l) [1/%1]</translation>
    </message>
    <message>
        <source>exponential of the measured mean [1/%1]</source>
        <translation>按测得平均值的指数分布 [1/%1]</translation>
    </message>
    <message>
        <source>whole flights between collisions: %1</source>
        <translation>两次碰撞之间的完整飞行：%1</translation>
    </message>
    <message>
        <source>exp(−l/λ)/λ, λ = measured mean %1 %2</source>
        <translation>exp(−l/λ)/λ，λ = 测得的平均值 %1 %2</translation>
    </message>
    <message>
        <source>Enskog&apos;s mean free path %1 %2, with Henderson&apos;s g(σ+)</source>
        <translation>Enskog 的平均自由程 %1 %2，取 Henderson 的 g(σ+)</translation>
    </message>
    <message>
        <source>No whole flight yet (free paths need the exact engine)</source>
        <translation>尚无完整的飞行（自由程需要精确引擎）</translation>
    </message>
    <message>
        <source>mean free path %1 %2</source>
        <translation>平均自由程 %1 %2</translation>
    </message>
    <message>
        <source>%1; Enskog: %2 %3</source>
        <translation>%1；Enskog：%2 %3</translation>
    </message>
    <message>
        <source>%1; from %2 % of the collisions: slow the playback to see them all</source>
        <translation>%1；来自 %2 % 的碰撞：降低播放速度即可看到全部碰撞</translation>
    </message>
</context>
<context>
    <name>disklab::FreePistonFields</name>
    <message>
        <source>Free piston (right wall)</source>
        <translation>自由活塞（右壁）</translation>
    </message>
    <message>
        <source>Mass</source>
        <translation>质量</translation>
    </message>
    <message>
        <source>Pressure outside</source>
        <translation>外部压强</translation>
    </message>
    <message>
        <source>Cylinder ends at x</source>
        <translation>气缸末端 x</translation>
    </message>
    <message>
        <source>Give the right wall a mass to make it a piston that the gas and the pressure outside push; the exact engine follows it. Empty: an ordinary wall</source>
        <translation>给右壁一个质量，使其成为由气体和外部压强推动的活塞；精确引擎会跟踪它。留空：普通的壁</translation>
    </message>
    <message>
        <source>The pressure outside, pushing the piston in</source>
        <translation>外部压强，把活塞向内推</translation>
    </message>
    <message>
        <source>How far out the piston can go. Empty: the box&apos;s width, so it can only come in</source>
        <translation>活塞最远能向外移动到哪里。留空：盒子的宽度，因此它只能向内移动</translation>
    </message>
</context>
<context>
    <name>disklab::GeneratorDialog</name>
    <message>
        <source>New from Generator</source>
        <translation>从生成器新建</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>预览(&amp;P)</translation>
    </message>
    <message>
        <source>Cannot generate: %1</source>
        <translation>无法生成：%1</translation>
    </message>
    <message>
        <source>Cannot generate: %1: %2</source>
        <translation>无法生成：%1：%2</translation>
    </message>
</context>
<context>
    <name>disklab::HelpDialogs</name>
    <message>
        <source>About DiskLab</source>
        <translation>关于 DiskLab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;DiskLab %1&lt;/h3&gt;&lt;p&gt;A workbench for hard-disk dynamics: ideal gases, billiards, diffusion, Brownian motion and pistons, simulated exactly (event-driven) and with a fixed time step (time-driven).&lt;/p&gt;&lt;p&gt;Copyright © the DiskLab authors.&lt;/p&gt;&lt;p&gt;DiskLab is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;Built with Qt %2. The algs4 file format is that of Sedgewick and Wayne&apos;s &lt;i&gt;Algorithms, 4th edition&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;DiskLab %1&lt;/h3&gt;&lt;p&gt;硬圆盘动力学工作台：理想气体、台球、扩散、布朗运动和活塞，既可精确模拟（事件驱动），也可用固定时间步长模拟（时间驱动）。&lt;/p&gt;&lt;p&gt;版权所有 © DiskLab 作者。&lt;/p&gt;&lt;p&gt;DiskLab 是自由软件：您可以依据自由软件基金会发布的 GNU 通用公共许可证第 3 版或（由您选择）任何更高版本（GPL-3.0-or-later）的条款重新分发和/或修改它。本软件不提供任何担保。&lt;/p&gt;&lt;p&gt;使用 Qt %2 构建。algs4 文件格式出自 Sedgewick 和 Wayne 所著的 &lt;i&gt;Algorithms, 4th edition&lt;/i&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>DiskLab User Guide</source>
        <translation>DiskLab 用户指南</translation>
    </message>
    <message>
        <source>DiskLab Teacher&apos;s Guide</source>
        <translation>DiskLab 教师指南</translation>
    </message>
    <message>
        <source>%1 is not installed on this computer.</source>
        <translation>此计算机上未安装 %1。</translation>
    </message>
</context>
<context>
    <name>disklab::LabControlsDock</name>
    <message>
        <source>Lab Controls</source>
        <translation>实验控制</translation>
    </message>
    <message>
        <source>Heater / cooler (every wall but a piston)</source>
        <translation>加热器 / 冷却器（除活塞外的每面壁）</translation>
    </message>
    <message>
        <source>Pressure outside the piston</source>
        <translation>活塞外部压强</translation>
    </message>
    <message>
        <source>Pump</source>
        <translation>气泵</translation>
    </message>
    <message>
        <source>Pump In</source>
        <translation>泵入</translation>
    </message>
    <message>
        <source>Far left: elastic walls, no heat exchanged. Elsewhere each wall re-emits every disk that hits it as a gas at this kT would, heating or cooling the gas</source>
        <translation>最左端：弹性壁，不交换热量。其他位置：每面壁像温度为此 kT 的气体那样重新发射撞到它的每个圆盘，从而加热或冷却气体</translation>
    </message>
    <message>
        <source>The outside pushes the piston in with this pressure times its length; the gas pushes back until its own pressure matches</source>
        <translation>外部以此压强乘以活塞长度的力把活塞向内推；气体向外推回，直到自身压强与之相等</translation>
    </message>
    <message>
        <source> disks</source>
        <translation> 个圆盘</translation>
    </message>
    <message>
        <source>Left wall</source>
        <translation>左壁</translation>
    </message>
    <message>
        <source>Bottom wall</source>
        <translation>底壁</translation>
    </message>
    <message>
        <source>Top wall</source>
        <translation>顶壁</translation>
    </message>
    <message>
        <source>Right wall</source>
        <translation>右壁</translation>
    </message>
    <message>
        <source>The disks come from a gas at the temperature the gas in the box has now</source>
        <translation>泵入的圆盘来自与盒中气体当前温度相同的气体</translation>
    </message>
    <message>
        <source>kT = </source>
        <translation>kT = </translation>
    </message>
    <message>
        <source>Each disk enters through an opening in the middle of the wall as soon as its spot is free, like the first disk of the scenario</source>
        <translation>每个圆盘在其位置空出时立即从壁中央的开口进入，与场景中的第一个圆盘相同</translation>
    </message>
    <message>
        <source>The lab&apos;s controls act on the event-driven engine, which keeps every reading exact: choose it in the run controls.</source>
        <translation>实验控制只作用于事件驱动引擎，它使每个读数保持精确：请在运行控制中选择它。</translation>
    </message>
    <message>
        <source>A periodic box has no walls to heat, push or pump through.</source>
        <translation>周期性盒子没有可以加热、推动或泵入的壁。</translation>
    </message>
    <message>
        <source>Not done: %1</source>
        <translation>未执行：%1</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>At the gas&apos;s temperature, or</source>
        <translation>取气体当前的温度，或</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>体积</translation>
    </message>
    <message>
        <source>Volume and temperature</source>
        <translation>体积和温度</translation>
    </message>
    <message>
        <source>Pressure</source>
        <translation>压强</translation>
    </message>
    <message>
        <source>Pressure and temperature</source>
        <translation>压强和温度</translation>
    </message>
    <message>
        <source>Hold constant</source>
        <translation>保持不变</translation>
    </message>
    <message>
        <source>This box&apos;s walls are fixed, so it holds its volume. To hold the pressure, open a scenario with a free piston (boyle-piston.json), or give the right wall a mass in Properties ▸ Scenario.</source>
        <translation>这个盒子的壁是固定的，所以它保持体积不变。要保持压强不变，请打开带有自由活塞的场景（boyle-piston.json），或在 属性 ▸ 场景 中给右壁一个质量。</translation>
    </message>
    <message>
        <source>The pump fills a box without interior walls.</source>
        <translation>气泵只能向没有内部壁的盒子充气。</translation>
    </message>
    <message>
        <source>Fixed walls, or a piston held in place, hold the volume; a free piston holds the pressure; the heater at the gas&apos;s temperature holds that too</source>
        <translation>固定的壁或被按住不动的活塞保持体积不变；自由活塞保持压强不变；处于气体温度的加热器还保持温度不变</translation>
    </message>
    <message>
        <source>Drag the piston in the picture to push or pull it. Holding the volume keeps it where you leave it; holding the pressure lets it go.</source>
        <translation>在图中拖动活塞即可推入或拉出。保持体积不变时，活塞停在你松手的位置；保持压强不变时，活塞被放开。</translation>
    </message>
    <message>
        <source>Heater off: the walls neither give nor take heat</source>
        <translation>加热器关闭：壁既不给出也不吸收热量</translation>
    </message>
    <message>
        <source>Heating at constant pressure: V grows</source>
        <translation>定压加热：V 增大</translation>
    </message>
    <message>
        <source>Heating at constant volume: P rises</source>
        <translation>定容加热：P 升高</translation>
    </message>
    <message>
        <source>Cooling at constant pressure: V shrinks</source>
        <translation>定压冷却：V 减小</translation>
    </message>
    <message>
        <source>Cooling at constant volume: P falls</source>
        <translation>定容冷却：P 降低</translation>
    </message>
    <message>
        <source>The gas is at the heater&apos;s temperature</source>
        <translation>气体处于加热器的温度</translation>
    </message>
</context>
<context>
    <name>disklab::LabGaugesDock</name>
    <message>
        <source>Gauges</source>
        <translation>仪表</translation>
    </message>
    <message>
        <source>Piston at x</source>
        <translation>活塞位置 x</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>归零</translation>
    </message>
    <message>
        <source>%1 time units</source>
        <translation>%1 个时间单位</translation>
    </message>
    <message>
        <source>The thermometer and the pressure gauge average over this much simulated time; the ± is the statistical uncertainty of that average</source>
        <translation>温度计和压强计在这段模拟时间内取平均；± 是该平均值的统计不确定度</translation>
    </message>
    <message>
        <source>Average over</source>
        <translation>平均时长</translation>
    </message>
    <message>
        <source>Temperature kT</source>
        <translation>温度 kT</translation>
    </message>
    <message>
        <source>Pressure</source>
        <translation>压强</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>面积</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Disks</source>
        <translation>圆盘数</translation>
    </message>
    <message>
        <source>PA / NkT</source>
        <translation>PA / NkT</translation>
    </message>
    <message>
        <source>1 for an ideal gas; above 1 as the disks&apos; own size crowds them: the hard-disk correction to PV = NkT, which grows with the density</source>
        <translation>理想气体为 1；圆盘自身的大小使它们彼此拥挤时大于 1：这是对 PV = NkT 的硬盘修正，随密度增大而增大</translation>
    </message>
    <message>
        <source>Reduced (kT, disk sizes)</source>
        <translation>约化单位（kT，圆盘尺寸）</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>%1 ps</source>
        <translation>%1 ps</translation>
    </message>
    <message>
        <source>Area (nm²)</source>
        <translation>面积 (nm²)</translation>
    </message>
    <message>
        <source>Piston at x (nm)</source>
        <translation>活塞位置 x (nm)</translation>
    </message>
    <message>
        <source>Atoms: %1</source>
        <translation>原子：%1</translation>
    </message>
    <message>
        <source>Atoms: each disk one length unit across is an atom of %1 (%2 nm, %3 u), kT = 1 is 300 K, and the flat gas is a layer one atom thick, so its pressure reads as a pressure in three dimensions. The gas and the units of temperature and pressure: View ▸ Units</source>
        <translation>原子：直径为一个长度单位的圆盘视为一个%1原子（%2 nm，%3 u），kT = 1 对应 300 K，平面气体视为一个原子厚的薄层，因此其压强读作三维压强。气体以及温度和压强的单位：视图 ▸ 单位</translation>
    </message>
    <message>
        <source>Temperature (%1)</source>
        <translation>温度 (%1)</translation>
    </message>
    <message>
        <source>Pressure (%1)</source>
        <translation>压强 (%1)</translation>
    </message>
    <message>
        <source>Stopwatch (ps) · wall hits</source>
        <translation>秒表（ps）· 撞壁次数</translation>
    </message>
    <message>
        <source>Stopwatch · wall hits</source>
        <translation>秒表 · 撞壁次数</translation>
    </message>
</context>
<context>
    <name>disklab::LabReportExporter</name>
    <message>
        <source>Play the run first: the report measures it from t = 0 to the moment shown.</source>
        <translation>请先运行模拟：报告测量从 t = 0 到当前显示时刻的运行。</translation>
    </message>
    <message>
        <source>Export Lab Report</source>
        <translation>导出实验报告</translation>
    </message>
    <message>
        <source>%1 lab report.pdf</source>
        <translation>%1 实验报告.pdf</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote the lab report %1, and its HTML version in %2</source>
        <translation>已写入实验报告 %1，其 HTML 版本位于 %2</translation>
    </message>
    <message>
        <source>The lab report was cancelled; nothing was written.</source>
        <translation>实验报告已取消，未写入任何文件。</translation>
    </message>
    <message>
        <source>A lab report is already being written.</source>
        <translation>已有一份实验报告正在写入。</translation>
    </message>
    <message>
        <source>Simulating the run again for %1…</source>
        <translation>正在为 %1 重新模拟这次运行…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>disklab::LanguageChoice</name>
    <message>
        <source>System Language</source>
        <translation>系统语言</translation>
    </message>
</context>
<context>
    <name>disklab::LaunchOptions</name>
    <message>
        <source>DiskLab, a hard-disk dynamics workbench</source>
        <translation>DiskLab，硬圆盘动力学工作台</translation>
    </message>
    <message>
        <source>Scenario to open (.json or algs4 .txt).</source>
        <translation>要打开的场景（.json 或 algs4 .txt）。</translation>
    </message>
    <message>
        <source>Open the file even if disks overlap.</source>
        <translation>即使圆盘重叠也打开文件。</translation>
    </message>
    <message>
        <source>Start playing at once.</source>
        <translation>立即开始播放。</translation>
    </message>
    <message>
        <source>Print the example scenarios (title and file) and quit.</source>
        <translation>列出示例场景（标题和文件）后退出。</translation>
    </message>
    <message>
        <source>No example scenarios are installed.</source>
        <translation>未安装任何示例场景。</translation>
    </message>
</context>
<context>
    <name>disklab::LoadErrorPrompt</name>
    <message>
        <source>Cannot Open File</source>
        <translation>无法打开文件</translation>
    </message>
    <message>
        <source>DiskLab cannot open “%1”.</source>
        <translation>DiskLab 无法打开“%1”。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Apart from overlapping disks the file is fine. You can load it anyway: overlapping disks that approach each other collide at once and separate.&lt;/p&gt;</source>
        <translation>&lt;p&gt;除圆盘重叠外，该文件没有其他问题。您仍可以加载它：相互靠近的重叠圆盘会立即碰撞并分开。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Load &amp;Anyway</source>
        <translation>仍然加载(&amp;A)</translation>
    </message>
</context>
<context>
    <name>disklab::MainActions</name>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Save the scenario under a new name</source>
        <translation>以新名称保存场景</translation>
    </message>
    <message>
        <source>&amp;Import algs4 .txt…</source>
        <translation>导入 algs4 .txt(&amp;I)…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>Import a Princeton algs4 CollisionSystem file</source>
        <translation>导入 Princeton algs4 CollisionSystem 文件</translation>
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
        <translation>将场景导出为 algs4 文本文件</translation>
    </message>
    <message>
        <source>View as &amp;PNG…</source>
        <translation>视图 (PNG)(&amp;P)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>Save the simulation view as a PNG image</source>
        <translation>将模拟视图保存为 PNG 图像</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Quit DiskLab</source>
        <translation>退出 DiskLab</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>Run or pause the simulation</source>
        <translation>运行或暂停模拟</translation>
    </message>
    <message>
        <source>Step One &amp;Event</source>
        <translation>单步一个事件(&amp;E)</translation>
    </message>
    <message>
        <source>Shift+Right</source>
        <translation>Shift+Right</translation>
    </message>
    <message>
        <source>Advance to the next collision (one time step for the time-driven engine)</source>
        <translation>前进到下一次碰撞（时间驱动引擎则前进一个时间步长）</translation>
    </message>
    <message>
        <source>Step One &amp;Frame</source>
        <translation>单步一帧(&amp;F)</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <source>Advance by one frame at the current speed</source>
        <translation>以当前播放速度前进一帧</translation>
    </message>
    <message>
        <source>&amp;Reset to Initial State</source>
        <translation>重置到初始状态(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Go back to the scenario&apos;s t = 0</source>
        <translation>回到场景的 t = 0</translation>
    </message>
    <message>
        <source>&amp;Faster</source>
        <translation>加快(&amp;F)</translation>
    </message>
    <message>
        <source>Ctrl+]</source>
        <translation>Ctrl+]</translation>
    </message>
    <message>
        <source>Double the simulated time per second</source>
        <translation>每秒模拟时间加倍</translation>
    </message>
    <message>
        <source>&amp;Slower</source>
        <translation>减慢(&amp;S)</translation>
    </message>
    <message>
        <source>Ctrl+[</source>
        <translation>Ctrl+[</translation>
    </message>
    <message>
        <source>Halve the simulated time per second</source>
        <translation>每秒模拟时间减半</translation>
    </message>
    <message>
        <source>&amp;Event-Driven (Exact)</source>
        <translation>事件驱动（精确）(&amp;E)</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>Exact simulation: a priority queue of predicted collisions</source>
        <translation>精确模拟：预测碰撞的优先队列</translation>
    </message>
    <message>
        <source>&amp;Time-Driven (Fixed dt)</source>
        <translation>时间驱动（固定 dt）(&amp;T)</translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <source>Fixed time step with overlap checks</source>
        <translation>固定时间步长，并检查重叠</translation>
    </message>
    <message>
        <source>Time &amp;Step dt…</source>
        <translation>时间步长 dt(&amp;S)…</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>Set the time-driven engine&apos;s step</source>
        <translation>设置时间驱动引擎的时间步长</translation>
    </message>
    <message>
        <source>Zoom to &amp;Fit</source>
        <translation>缩放以适应(&amp;F)</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>Show the whole box</source>
        <translation>显示整个盒子</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Magnify the view</source>
        <translation>放大视图</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>Shrink the view</source>
        <translation>缩小视图</translation>
    </message>
    <message>
        <source>Colour by &amp;Speed</source>
        <translation>按速率着色(&amp;S)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Colour disks from slow (blue) to fast (red)</source>
        <translation>按速率为圆盘着色，从慢（蓝）到快（红）</translation>
    </message>
    <message>
        <source>&amp;Trails for Selected Disks</source>
        <translation>选中圆盘的轨迹(&amp;T)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+T</source>
        <translation>Ctrl+Shift+T</translation>
    </message>
    <message>
        <source>Draw the path of each selected disk</source>
        <translation>绘制每个选中圆盘的路径</translation>
    </message>
    <message>
        <source>Clear Se&amp;lection</source>
        <translation>清除选择(&amp;L)</translation>
    </message>
    <message>
        <source>Deselect all disks</source>
        <translation>取消选择所有圆盘</translation>
    </message>
    <message>
        <source>Frame &amp;Rate Overlay</source>
        <translation>帧率叠加显示(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>Show frames per second and paint time on the view</source>
        <translation>在视图上显示每秒帧数和绘制时间</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>全屏(&amp;U)</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Use the whole screen</source>
        <translation>使用整个屏幕</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Open the DiskLab user guide</source>
        <translation>打开 DiskLab 用户指南</translation>
    </message>
    <message>
        <source>&amp;About DiskLab</source>
        <translation>关于 DiskLab(&amp;A)</translation>
    </message>
    <message>
        <source>Shift+F1</source>
        <translation>Shift+F1</translation>
    </message>
    <message>
        <source>Version, licence and credits</source>
        <translation>版本、许可证和致谢</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>The Qt toolkit&apos;s version and licence</source>
        <translation>Qt 工具包的版本和许可证</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Pause the simulation</source>
        <translation>暂停模拟</translation>
    </message>
    <message>
        <source>Run the simulation</source>
        <translation>运行模拟</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open E&amp;xample</source>
        <translation>打开示例(&amp;X)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>模拟(&amp;S)</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>引擎(&amp;N)</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Ctrl+Shift+B</source>
        <translation>Ctrl+Shift+B</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Compare Engines…</source>
        <translation>比较引擎(&amp;C)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
    <message>
        <source>Run the time-driven and the event-driven engine side by side from this scenario</source>
        <translation>从此场景出发，并排运行时间驱动引擎和事件驱动引擎</translation>
    </message>
    <message>
        <source>Measure &amp;Scaling…</source>
        <translation>测量扩展性(&amp;S)…</translation>
    </message>
    <message>
        <source>Measure each engine&apos;s cost per simulated time unit on gases of 250 to 8000 disks</source>
        <translation>在 250 到 8000 个圆盘的气体上测量各引擎每模拟时间单位的开销</translation>
    </message>
    <message>
        <source>Show DiskLab in this language; the open scenario, its edits and the run are kept</source>
        <translation>以此语言显示 DiskLab；打开的场景、对它的编辑和运行状态都会保留</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>语言(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Teacher&apos;s Guide</source>
        <translation>教师指南(&amp;T)</translation>
    </message>
    <message>
        <source>Each example scenario for a lesson: what to show, predict and observe</source>
        <translation>为课堂准备的每个示例场景：演示什么、预测什么、观察什么</translation>
    </message>
    <message>
        <source>&amp;Lesson Mode</source>
        <translation>课堂模式(&amp;L)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <source>Show only the view, the run controls, the lab&apos;s controls and gauges, and large buttons, for a class</source>
        <translation>只显示视图、运行控制、实验控制和仪表以及大按钮，供课堂使用</translation>
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
        <translation>固定时间步长，圆盘之间有库仑力和弹簧（速度 Verlet 算法）</translation>
    </message>
    <message>
        <source>Measure &amp;Force Methods…</source>
        <translation>测量力的计算方法(&amp;F)…</translation>
    </message>
    <message>
        <source>Time Barnes-Hut against the direct sum of Coulomb forces and measure its error, on random charges</source>
        <translation>在随机电荷上比较 Barnes-Hut 与库仑力直接求和的耗时，并测量其误差</translation>
    </message>
    <message>
        <source>Start a new scenario: an empty box to add disks to in edit mode</source>
        <translation>开始新场景：一个空盒子，在编辑模式中向其添加圆盘</translation>
    </message>
    <message>
        <source>Save S&amp;tate As…</source>
        <translation>运行状态另存为(&amp;T)…</translation>
    </message>
    <message>
        <source>Save the run as it is now, with every setting it uses, to go on from this moment later</source>
        <translation>保存运行此刻的状态及其使用的全部设置，以便日后从此刻继续</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>无(&amp;N)</translation>
    </message>
    <message>
        <source>Lesson Mode gives the view all the room the gauges leave</source>
        <translation>课堂模式把仪表以外的空间全部留给视图</translation>
    </message>
    <message>
        <source>&amp;Speed Distribution</source>
        <translation>速率分布(&amp;S)</translation>
    </message>
    <message>
        <source>Lesson Mode, with the speed distribution as a large panel beside the view</source>
        <translation>课堂模式，并在视图旁以大面板显示速率分布</translation>
    </message>
    <message>
        <source>&amp;P-V Diagram</source>
        <translation>P-V 图(&amp;P)</translation>
    </message>
    <message>
        <source>Lesson Mode, with the P-V diagram (a box with a piston) as a large panel beside the view</source>
        <translation>课堂模式，并在视图旁以大面板显示 P-V 图（用于有活塞的盒子）</translation>
    </message>
    <message>
        <source>Lesson &amp;Panel</source>
        <translation>课堂面板(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Units</source>
        <translation>单位(&amp;U)</translation>
    </message>
    <message>
        <source>Export &amp;Lab Report…</source>
        <translation>导出实验报告(&amp;L)…</translation>
    </message>
    <message>
        <source>Write a lab report of the run so far: the scenario, pictures of the box, the measured quantities with their errors beside the theory, charts, and the command line that reproduces them (PDF, and HTML beside it)</source>
        <translation>为到目前为止的运行撰写实验报告：场景、盒子的图片、带误差的测量值与理论值的对照、图表，以及复现它们的命令行（PDF，旁边另有 HTML）</translation>
    </message>
    <message>
        <source>Colour by &amp;Bond Order (ψ6)</source>
        <translation>按键取向序着色（ψ6）(&amp;B)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Colour disks by the direction of the bonds to their neighbours (the phase of ψ6): a crystal&apos;s domains show as patches of one colour, a liquid as confetti</source>
        <translation>按圆盘与近邻之间键的方向（ψ6 的相位）为圆盘着色：晶体的畴显示为单色的斑块，液体则像五彩纸屑</translation>
    </message>
    <message>
        <source>Open a scenario file (.json or algs4 .txt) or a saved run (.dlrun)</source>
        <translation>打开场景文件（.json 或 algs4 .txt）或已保存的运行记录（.dlrun）</translation>
    </message>
    <message>
        <source>Save R&amp;un…</source>
        <translation>保存运行记录(&amp;U)…</translation>
    </message>
    <message>
        <source>Save the scenario with the run so far and its timeline in one file (.dlrun): opened again, anywhere, the timeline goes to any moment the run reached, exactly</source>
        <translation>将场景连同目前的运行及其时间轴保存为一个文件（.dlrun）：在任何地方再次打开时，时间轴都能精确地前往运行到达过的任何时刻</translation>
    </message>
    <message>
        <source>Pre&amp;vious Collision</source>
        <translation>上一次碰撞(&amp;V)</translation>
    </message>
    <message>
        <source>Ctrl+Left</source>
        <translation>Ctrl+Left</translation>
    </message>
    <message>
        <source>Go back to the moment of the previous collision (a time-driven engine: the previous step with a contact)</source>
        <translation>回到上一次碰撞的时刻（时间驱动引擎：上一个发生接触的步）</translation>
    </message>
    <message>
        <source>Ne&amp;xt Collision</source>
        <translation>下一次碰撞(&amp;X)</translation>
    </message>
    <message>
        <source>Ctrl+Right</source>
        <translation>Ctrl+Right</translation>
    </message>
    <message>
        <source>Go to the moment of the next collision in the run so far (a time-driven engine: the next step with a contact)</source>
        <translation>前往目前运行中下一次碰撞的时刻（时间驱动引擎：下一个发生接触的步）</translation>
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
        <translation>已选择圆盘 %1</translation>
    </message>
    <message numerus="yes">
        <source>Selected %n disks</source>
        <translation>
            <numerusform>已选择 %n 个圆盘</numerusform>
        </translation>
    </message>
    <message>
        <source>Simulation error: %1</source>
        <translation>模拟错误：%1</translation>
    </message>
    <message>
        <source>Simulation Error</source>
        <translation>模拟错误</translation>
    </message>
    <message>
        <source>Time Step</source>
        <translation>时间步长</translation>
    </message>
    <message>
        <source>Time step dt of the time-driven engine:</source>
        <translation>时间驱动引擎的时间步长 dt：</translation>
    </message>
    <message>
        <source>No examples found</source>
        <translation>未找到示例</translation>
    </message>
    <message>
        <source>Time step dt of the time-driven engine, in ps:</source>
        <translation>时间驱动引擎的时间步长 dt（ps）：</translation>
    </message>
    <message>
        <source>Editing starts a new history: Play runs the edited scene from t = 0, and the rewound run is left behind</source>
        <translation>编辑开始一段新的历史：播放将从 t = 0 运行编辑后的场景，倒回的运行被舍弃</translation>
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
        <translation>种类 %1</translation>
    </message>
    <message>
        <source>time [%1]</source>
        <translation>时间 [%1]</translation>
    </message>
    <message>
        <source>%1 in the left half</source>
        <translation>左半边中的 %1</translation>
    </message>
    <message>
        <source>%1 in the right half</source>
        <translation>右半边中的 %1</translation>
    </message>
    <message>
        <source>No state measured yet</source>
        <translation>尚未测量任何状态</translation>
    </message>
    <message>
        <source>%1 left: %2 %</source>
        <translation>%1 在左半边：%2 %</translation>
    </message>
</context>
<context>
    <name>disklab::NumberField</name>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>多个值</translation>
    </message>
</context>
<context>
    <name>disklab::PerformanceDock</name>
    <message>
        <source>Performance</source>
        <translation>性能</translation>
    </message>
    <message>
        <source>Wall time per frame</source>
        <translation>每帧实际耗时</translation>
    </message>
    <message>
        <source>Events or steps per second</source>
        <translation>每秒事件数或步数</translation>
    </message>
    <message>
        <source>Event queue size</source>
        <translation>事件队列长度</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>wall time per frame [ms]</source>
        <translation>每帧实际耗时 [ms]</translation>
    </message>
    <message>
        <source>events or steps per second [1/s]</source>
        <translation>每秒事件数或步数 [1/s]</translation>
    </message>
    <message>
        <source>event queue size [events]</source>
        <translation>事件队列长度 [事件]</translation>
    </message>
    <message>
        <source>event-driven</source>
        <translation>事件驱动</translation>
    </message>
    <message>
        <source>time-driven</source>
        <translation>时间驱动</translation>
    </message>
    <message>
        <source>wall time per frame, %1 [ms]</source>
        <translation>每帧实际耗时，%1 [ms]</translation>
    </message>
    <message>
        <source>events per second, %1 [1/s]</source>
        <translation>每秒事件数，%1 [1/s]</translation>
    </message>
    <message>
        <source>steps per second, %1 [1/s]</source>
        <translation>每秒步数，%1 [1/s]</translation>
    </message>
    <message>
        <source>event queue size, %1 [events]</source>
        <translation>事件队列长度，%1 [事件]</translation>
    </message>
    <message>
        <source>time [%1]</source>
        <translation>时间 [%1]</translation>
    </message>
</context>
<context>
    <name>disklab::ProblemsDock</name>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Separate Overlaps</source>
        <translation>分离重叠</translation>
    </message>
    <message>
        <source>Move overlapping disks apart, each as little as possible (one undo step)</source>
        <translation>将重叠的圆盘分开，每个圆盘的移动尽可能小（可一步撤销）</translation>
    </message>
    <message>
        <source>No problems: the scenario can run.</source>
        <translation>没有问题：场景可以运行。</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s); the simulation will not start until they are fixed.</source>
        <translation>
            <numerusform>%n 个问题；修复之前模拟不会开始。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>disklab::PropertiesDock</name>
    <message>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>选中项</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>弹簧</translation>
    </message>
</context>
<context>
    <name>disklab::PumpFields</name>
    <message>
        <source>Pump</source>
        <translation>气泵</translation>
    </message>
    <message>
        <source>Pump disks in during the run</source>
        <translation>运行时泵入圆盘</translation>
    </message>
    <message>
        <source>Left wall</source>
        <translation>左壁</translation>
    </message>
    <message>
        <source>Bottom wall</source>
        <translation>底壁</translation>
    </message>
    <message>
        <source>Top wall</source>
        <translation>顶壁</translation>
    </message>
    <message>
        <source>Right wall</source>
        <translation>右壁</translation>
    </message>
    <message>
        <source>Opening in</source>
        <translation>开口所在</translation>
    </message>
    <message>
        <source>Opening&apos;s centre at</source>
        <translation>开口中心位于</translation>
    </message>
    <message>
        <source>Opening&apos;s width</source>
        <translation>开口宽度</translation>
    </message>
    <message>
        <source>Disks</source>
        <translation>圆盘数</translation>
    </message>
    <message>
        <source>One try every</source>
        <translation>每次尝试间隔</translation>
    </message>
    <message>
        <source>Starts at t</source>
        <translation>开始于 t</translation>
    </message>
    <message>
        <source>Disks like the scenario&apos;s first one enter one at a time through an opening in a wall, each once its spot is free, as if from a gas outside. Only the event-driven engine runs a pump</source>
        <translation>与场景中第一个圆盘相同的圆盘从壁上的开口一个接一个地进入，每个圆盘在它的位置空出时才进入，如同来自外面的气体。只有事件驱动引擎运行气泵</translation>
    </message>
    <message>
        <source>The opening goes in a fixed wall: not a free piston, not a wall that moves when the pump starts</source>
        <translation>开口只能开在固定的壁上：不能是自由活塞，也不能是气泵开始时正在运动的壁</translation>
    </message>
    <message>
        <source>the wall&apos;s middle</source>
        <translation>壁的中点</translation>
    </message>
    <message>
        <source>The opening&apos;s centre along the wall: y on the left and right walls, x on the bottom and top. Empty: the wall&apos;s middle</source>
        <translation>开口中心沿壁的位置：左壁和右壁上为 y，底壁和顶壁上为 x。留空：壁的中点</translation>
    </message>
    <message>
        <source>three diameters</source>
        <translation>三个直径</translation>
    </message>
    <message>
        <source>Each disk enters at a point of the opening drawn at random, so a wider opening lets disks in faster. At least one diameter; empty: three diameters</source>
        <translation>每个圆盘从开口中随机抽取的一点进入，所以开口越宽，圆盘进入得越快。至少一个直径；留空：三个直径</translation>
    </message>
    <message>
        <source>How many disks the pump lets in, 1 to 1000000</source>
        <translation>气泵送入的圆盘数，1 到 1000000</translation>
    </message>
    <message>
        <source>the pump&apos;s own pace</source>
        <translation>气泵自身的节奏</translation>
    </message>
    <message>
        <source>Time from one entry, or one try at a spot that was taken, to the next. Empty: the time a disk at the thermal speed takes to move one diameter</source>
        <translation>从一次进入（或一次因位置被占而失败的尝试）到下一次的时间。留空：以热运动速率运动的圆盘移动一个直径所需的时间</translation>
    </message>
    <message>
        <source>When the first disk tries to enter</source>
        <translation>第一个圆盘尝试进入的时刻</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>未更改：%1</translation>
    </message>
    <message>
        <source>A periodic box has no wall to put the pump&apos;s opening in.</source>
        <translation>周期性盒子没有可以开设气泵开口的壁。</translation>
    </message>
    <message>
        <source>The pump fills a box without interior walls: delete them to give it a pump.</source>
        <translation>气泵只能用于没有内部壁的盒子：删除内部壁后才能添加气泵。</translation>
    </message>
    <message>
        <source>Every wall moves at the start: the pump&apos;s opening goes in a fixed wall.</source>
        <translation>开始时每面壁都在运动：气泵的开口只能开在固定的壁上。</translation>
    </message>
    <message>
        <source>This wall is a free piston; the pump&apos;s opening goes in a fixed wall</source>
        <translation>这面壁是自由活塞；气泵的开口只能开在固定的壁上</translation>
    </message>
    <message>
        <source>This wall moves when the pump starts; the pump&apos;s opening goes in a fixed wall</source>
        <translation>气泵开始时这面壁正在运动；气泵的开口只能开在固定的壁上</translation>
    </message>
    <message>
        <source>Use the gas&apos;s temperature</source>
        <translation>使用气体的温度</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>The temperature of the gas the disks come from: at the gas&apos;s own, pumping keeps the temperature</source>
        <translation>圆盘所来自的气体的温度：与盒中气体自身的温度相同时，泵入不改变温度</translation>
    </message>
    <message>
        <source>Set the temperature to the one the scenario&apos;s disks start with</source>
        <translation>将温度设为场景中圆盘的初始温度</translation>
    </message>
</context>
<context>
    <name>disklab::RecentFiles</name>
    <message>
        <source>No recent files</source>
        <translation>没有最近的文件</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Files</source>
        <translation>清除最近文件(&amp;C)</translation>
    </message>
</context>
<context>
    <name>disklab::RunControlDock</name>
    <message>
        <source>Run Controls</source>
        <translation>运行控制</translation>
    </message>
    <message>
        <source>Event-driven (exact)</source>
        <translation>事件驱动（精确）</translation>
    </message>
    <message>
        <source>Time-driven (fixed dt)</source>
        <translation>时间驱动（固定 dt）</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>naive</source>
        <translation>朴素</translation>
    </message>
    <message>
        <source>rollback</source>
        <translation>回滚</translation>
    </message>
    <message>
        <source>Forces (fixed dt)</source>
        <translation>力（固定 dt）</translation>
    </message>
    <message>
        <source>Aggregation (sticky disks)</source>
        <translation>聚集（相碰即粘的圆盘）</translation>
    </message>
    <message>
        <source>Sticky disks run on the aggregation engine, exact between its Brownian steps; the other engines do not make clusters.</source>
        <translation>相碰即粘的圆盘由聚集引擎运行，在布朗步之间是精确的；其他引擎不会形成团簇。</translation>
    </message>
    <message>
        <source>direct</source>
        <translation>直接求和</translation>
    </message>
    <message>
        <source>Barnes-Hut</source>
        <translation>Barnes-Hut</translation>
    </message>
    <message>
        <source>%1 time units/s (the CPU cannot keep up with %2)</source>
        <translation>每秒 %1 时间单位（CPU 跟不上 %2）</translation>
    </message>
    <message>
        <source>%1 time units/s</source>
        <translation>每秒 %1 时间单位</translation>
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
        <translation>每秒 %1 ps（CPU 跟不上 %2）</translation>
    </message>
    <message>
        <source>%1 ps/s</source>
        <translation>每秒 %1 ps</translation>
    </message>
</context>
<context>
    <name>disklab::ScalingDock</name>
    <message>
        <source>naive stepper O(N²)</source>
        <translation>朴素步进器 O(N²)</translation>
    </message>
    <message>
        <source>grid stepper</source>
        <translation>网格步进器</translation>
    </message>
    <message>
        <source>event-driven</source>
        <translation>事件驱动</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>扩展性</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Measure the cost of each engine on periodic gases of 250 to 8000 disks</source>
        <translation>在 250 到 8000 个圆盘的周期性边界气体上测量各引擎的开销</translation>
    </message>
    <message>
        <source>disks N</source>
        <translation>圆盘数 N</translation>
    </message>
    <message>
        <source>wall seconds per simulated time unit [s]</source>
        <translation>每模拟时间单位的实际耗时 [s]</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>正在测量…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>wall seconds per simulated ps [s/ps]</source>
        <translation>每模拟 ps 的实际耗时 [s/ps]</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
</context>
<context>
    <name>disklab::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
</context>
<context>
    <name>disklab::ScenarioLibraryActions</name>
    <message>
        <source>New from &amp;Generator…</source>
        <translation>从生成器新建(&amp;G)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Build a gas, lattice, billiards rack, diffusion, piston, … from parameters</source>
        <translation>根据参数构建气体、晶格、台球球阵、扩散、活塞…</translation>
    </message>
    <message>
        <source>&amp;Browse Examples…</source>
        <translation>浏览示例(&amp;B)…</translation>
    </message>
    <message>
        <source>The shipped scenarios with pictures and what to observe</source>
        <translation>附带的场景，含图片和观察要点</translation>
    </message>
</context>
<context>
    <name>disklab::ScenarioPropertiesPanel</name>
    <message>
        <source>Delete Wall</source>
        <translation>删除壁</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>盒子</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>壁</translation>
    </message>
    <message>
        <source>Periodic</source>
        <translation>周期性</translation>
    </message>
    <message>
        <source>Boundary</source>
        <translation>边界</translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation>重力</translation>
    </message>
    <message>
        <source>Degrees counter-clockwise from +x: 270 points down</source>
        <translation>从 +x 轴逆时针计的角度：270 表示向下</translation>
    </message>
    <message>
        <source>Direction (°)</source>
        <translation>方向 (°)</translation>
    </message>
    <message>
        <source>Velocity</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Stops at t</source>
        <translation>停止于 t</translation>
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
        <translation>左右壁沿 +x 方向，上下壁沿 +y 方向</translation>
    </message>
    <message>
        <source>Interior walls</source>
        <translation>内部壁</translation>
    </message>
    <message>
        <source>Draw walls with the wall tool; an empty remove time keeps the wall for the whole run</source>
        <translation>使用壁工具绘制壁；移除时刻留空则该壁在整个运行期间保留</translation>
    </message>
    <message>
        <source>Walls: pistons, heaters and coolers</source>
        <translation>壁：活塞、加热器和冷却器</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>elastic</source>
        <translation>弹性</translation>
    </message>
    <message>
        <source>A heater or cooler: a disk that hits this wall leaves with the speeds of a gas at this temperature. Empty: an elastic wall</source>
        <translation>加热壁或冷却壁：撞到此壁的圆盘以该温度下气体的速率离开。留空：弹性壁</translation>
    </message>
</context>
<context>
    <name>disklab::ScenarioStoryPanel</name>
    <message>
        <source>About this scenario</source>
        <translation>关于此场景</translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>未命名场景</translation>
    </message>
    <message>
        <source>No description. Add one in Properties ▸ Scenario.</source>
        <translation>无描述。可在“属性 ▸ 场景”中添加。</translation>
    </message>
</context>
<context>
    <name>disklab::ScenarioTextFields</name>
    <message>
        <source>Title and description</source>
        <translation>标题和描述</translation>
    </message>
    <message>
        <source>What the scenario shows and what to observe; shown under About this scenario</source>
        <translation>场景展示的内容和观察要点；显示在“关于此场景”中</translation>
    </message>
    <message>
        <source>The text shown in %1; where it is empty the untranslated text is shown.</source>
        <translation>以%1显示的文本；留空时显示未翻译的原文。</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
</context>
<context>
    <name>disklab::ScenarioValidity</name>
    <message>
        <source>Disk %1: %2</source>
        <translation>圆盘 %1：%2</translation>
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
        <translation>编辑模式：选择和移动</translation>
    </message>
    <message>
        <source>Edit mode: add disks</source>
        <translation>编辑模式：添加圆盘</translation>
    </message>
    <message>
        <source>Edit mode: set velocities</source>
        <translation>编辑模式：设置速度</translation>
    </message>
    <message>
        <source>Edit mode: draw walls</source>
        <translation>编辑模式：绘制壁</translation>
    </message>
    <message>
        <source>Edit mode: draw springs</source>
        <translation>编辑模式：绘制弹簧</translation>
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
        <translation>移除时刻</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
</context>
<context>
    <name>disklab::SelectedDiskNow</name>
    <message>
        <source>&lt;b&gt;Now&lt;/b&gt; (t = %1): x = %2, y = %3, vx = %4, vy = %5, speed %6</source>
        <translation>&lt;b&gt;当前&lt;/b&gt;（t = %1）：x = %2，y = %3，vx = %4，vy = %5，速率 %6</translation>
    </message>
</context>
<context>
    <name>disklab::SimulationView</name>
    <message>
        <source>Click a disk to select it (Ctrl+click adds), drag to pan, wheel to zoom</source>
        <translation>单击圆盘以选择（Ctrl+单击可追加），拖动以平移，滚轮缩放</translation>
    </message>
    <message>
        <source>%1 FPS · paint %2 ms (max %3) · N = %4</source>
        <translation>%1 FPS · 绘制 %2 ms（最大 %3）· N = %4</translation>
    </message>
    <message>
        <source>P outside %1</source>
        <translation>外部压强 %1</translation>
    </message>
    <message numerus="yes">
        <source>Pump: %n to come</source>
        <translation>
            <numerusform>气泵：还有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Held by hand</source>
        <translation>用手按住</translation>
    </message>
</context>
<context>
    <name>disklab::SpeedColourMap</name>
    <message>
        <source>Speed</source>
        <translation>速率</translation>
    </message>
</context>
<context>
    <name>disklab::SpeedDistributionDock</name>
    <message>
        <source>Speed Distribution</source>
        <translation>速率分布</translation>
    </message>
    <message>
        <source>Per species</source>
        <translation>按种类</translation>
    </message>
    <message>
        <source>Components vx, vy</source>
        <translation>分量 vx、vy</translation>
    </message>
    <message>
        <source>Number of histogram bins</source>
        <translation>直方图的区间数</translation>
    </message>
    <message>
        <source>instantaneous</source>
        <translation>瞬时</translation>
    </message>
    <message>
        <source> frames</source>
        <translation> 帧</translation>
    </message>
    <message>
        <source>Frames pooled into the histogram: 1 is the instantaneous distribution</source>
        <translation>合并到直方图中的帧数：1 表示瞬时分布</translation>
    </message>
    <message>
        <source>Bins:</source>
        <translation>区间数：</translation>
    </message>
    <message>
        <source>Average over:</source>
        <translation>平均帧数：</translation>
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
        <translation>麦克斯韦-玻尔兹曼分布，m = %1</translation>
    </message>
    <message>
        <source>all disks</source>
        <translation>所有圆盘</translation>
    </message>
    <message numerus="yes">
        <source>%n samples</source>
        <translation>
            <numerusform>%n 个样本</numerusform>
        </translation>
    </message>
    <message>
        <source>count</source>
        <translation>计数</translation>
    </message>
    <message>
        <source>KS: the Kolmogorov-Smirnov distance, the largest gap between the measured and the Maxwell-Boltzmann cumulative distributions (0 is a perfect match)</source>
        <translation>KS：Kolmogorov-Smirnov 距离，即实测累积分布与麦克斯韦-玻尔兹曼累积分布之间的最大差距（0 表示完全吻合）</translation>
    </message>
    <message>
        <source>KS distance to Maxwell-Boltzmann: %1</source>
        <translation>与麦克斯韦-玻尔兹曼分布的 KS 距离：%1</translation>
    </message>
    <message>
        <source>Too few disks for a speed distribution: %1</source>
        <translation>圆盘太少，无法得出速率分布：%1</translation>
    </message>
    <message>
        <source>s/m</source>
        <translation>s/m</translation>
    </message>
    <message>
        <source>time/length</source>
        <translation>时间/长度</translation>
    </message>
    <message>
        <source>velocity component [%1]</source>
        <translation>速度分量 [%1]</translation>
    </message>
    <message>
        <source>speed |v| [%1]</source>
        <translation>速率 |v| [%1]</translation>
    </message>
    <message>
        <source>probability density [%1]</source>
        <translation>概率密度 [%1]</translation>
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
        <translation>%1 时的高斯分布</translation>
    </message>
    <message>
        <source>Maxwell-Boltzmann, %1</source>
        <translation>麦克斯韦-玻尔兹曼分布，%1</translation>
    </message>
    <message>
        <source>vx bin centre [%1]</source>
        <translation>vx 区间中心 [%1]</translation>
    </message>
    <message>
        <source>speed bin centre [%1]</source>
        <translation>速率区间中心 [%1]</translation>
    </message>
    <message>
        <source>density [%1]</source>
        <translation>密度 [%1]</translation>
    </message>
    <message>
        <source>Gaussian density [%1]</source>
        <translation>高斯分布密度 [%1]</translation>
    </message>
    <message>
        <source>Maxwell-Boltzmann density [%1]</source>
        <translation>麦克斯韦-玻尔兹曼分布密度 [%1]</translation>
    </message>
</context>
<context>
    <name>disklab::SpringTableModel</name>
    <message>
        <source>Disk</source>
        <translation>圆盘</translation>
    </message>
    <message>
        <source>Stiffness k</source>
        <translation>劲度系数 k</translation>
    </message>
    <message>
        <source>Rest length</source>
        <translation>原长</translation>
    </message>
    <message>
        <source>Set the stiffness of the spring between disks %1 and %2</source>
        <translation>设置圆盘 %1 和 %2 之间弹簧的劲度系数</translation>
    </message>
    <message>
        <source>Set the rest length of the spring between disks %1 and %2</source>
        <translation>设置圆盘 %1 和 %2 之间弹簧的原长</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n spring(s)</source>
        <translation>
            <numerusform>删除 %n 根弹簧</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>disklab::SpringsPanel</name>
    <message>
        <source>Delete Spring</source>
        <translation>删除弹簧</translation>
    </message>
    <message>
        <source>Draw a spring in edit mode with Edit ▸ Draw Spring (F9): drag from one disk to another. Springs and charges run on the force engine.</source>
        <translation>在编辑模式下用 编辑 ▸ 绘制弹簧（F9）画弹簧：从一个圆盘拖到另一个圆盘。弹簧和电荷由力引擎运行。</translation>
    </message>
</context>
<context>
    <name>disklab::StatusBarPresenter</name>
    <message>
        <source>Events processed: collisions, cell or shell crossings, wall stops</source>
        <translation>已处理的事件：碰撞、穿越网格单元或近邻壳层、壁停止</translation>
    </message>
    <message>
        <source>Collisions: disk-disk and disk-wall</source>
        <translation>碰撞：圆盘-圆盘和圆盘-壁</translation>
    </message>
    <message>
        <source>Frames drawn per second</source>
        <translation>每秒绘制的帧数</translation>
    </message>
    <message>
        <source>Number of disks</source>
        <translation>圆盘数</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>events %1</source>
        <translation>事件 %1</translation>
    </message>
    <message>
        <source>collisions %1</source>
        <translation>碰撞 %1</translation>
    </message>
    <message>
        <source>N = %1</source>
        <translation>N = %1</translation>
    </message>
    <message>
        <source>time-driven, dt = %1</source>
        <translation>时间驱动，dt = %1</translation>
    </message>
    <message>
        <source>event-driven</source>
        <translation>事件驱动</translation>
    </message>
    <message>
        <source>%1 FPS</source>
        <translation>%1 FPS</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>editing (t = 0)</source>
        <translation>编辑中（t = 0）</translation>
    </message>
    <message>
        <source>forces, dt = %1</source>
        <translation>力，dt = %1</translation>
    </message>
    <message>
        <source>aggregation</source>
        <translation>聚集</translation>
    </message>
    <message>
        <source>Simulated time, in the units View ▸ Units chose</source>
        <translation>模拟时间，单位在 视图 ▸ 单位 中选择</translation>
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
        <translation>结构</translation>
    </message>
    <message>
        <source>Pair correlation g(r)</source>
        <translation>对关联函数 g(r)</translation>
    </message>
    <message>
        <source>Bond order |ψ6| against time</source>
        <translation>键取向序参量 |ψ6| 随时间的变化</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message numerus="yes">
        <source>g(r), average of %n states</source>
        <translation>
            <numerusform>g(r)，%n 个状态的平均</numerusform>
        </translation>
    </message>
    <message>
        <source>ideal gas g = 1</source>
        <translation>理想气体 g = 1</translation>
    </message>
    <message>
        <source>global bond order |⟨ψ6⟩|: 1 in a perfect crystal, near 0 in a fluid</source>
        <translation>整体键取向序参量 |⟨ψ6⟩|：完美晶体为 1，流体接近 0</translation>
    </message>
    <message>
        <source>No state measured yet</source>
        <translation>尚未测量任何状态</translation>
    </message>
    <message>
        <source>|⟨ψ6⟩| now: %1</source>
        <translation>当前 |⟨ψ6⟩|：%1</translation>
    </message>
    <message>
        <source>g(σ+): none, disks of several sizes</source>
        <translation>g(σ+)：无，圆盘大小不一</translation>
    </message>
    <message>
        <source>g(σ+): bins too wide</source>
        <translation>g(σ+)：区间太宽</translation>
    </message>
    <message>
        <source>g(σ+) = %1, Z = %2</source>
        <translation>g(σ+) = %1，Z = %2</translation>
    </message>
    <message>
        <source>contact g(σ+) = %1,
so Z = 1 + 2η g(σ+) = %2 (η = %3)</source>
        <translation>接触值 g(σ+) = %1，
故 Z = 1 + 2η g(σ+) = %2（η = %3）</translation>
    </message>
    <message>
        <source>distance r [%1]</source>
        <translation>距离 r [%1]</translation>
    </message>
    <message>
        <source>pair correlation g(r)</source>
        <translation>对关联函数 g(r)</translation>
    </message>
    <message>
        <source>time [%1]</source>
        <translation>时间 [%1]</translation>
    </message>
    <message>
        <source>global bond order |&lt;psi6&gt;|</source>
        <translation>整体键取向序参量 |&lt;psi6&gt;|</translation>
    </message>
    <message>
        <source>Free paths (exact engine)</source>
        <translation>自由程（精确引擎）</translation>
    </message>
    <message>
        <source>Density along gravity</source>
        <translation>沿重力方向的密度</translation>
    </message>
    <message>
        <source>Species in each half (mixing)</source>
        <translation>每半边中的各种类（混合）</translation>
    </message>
    <message>
        <source>Average g(r), the free paths and the density, and record |ψ6| and the halves, from the current state on</source>
        <translation>从当前状态起，对 g(r)、自由程和密度取平均，并记录 |ψ6| 和两半边的情况</translation>
    </message>
    <message>
        <source>disks in the half</source>
        <translation>半边中的圆盘数</translation>
    </message>
</context>
<context>
    <name>disklab::TimeSeriesDock</name>
    <message>
        <source>Time Series</source>
        <translation>时间序列</translation>
    </message>
    <message>
        <source>Kinetic energy and temperature</source>
        <translation>动能和温度</translation>
    </message>
    <message>
        <source>Pressure: walls and ideal gas</source>
        <translation>压强：壁上测量值与理想气体</translation>
    </message>
    <message>
        <source>Total momentum</source>
        <translation>总动量</translation>
    </message>
    <message>
        <source>P-V diagram</source>
        <translation>P-V 图</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>ideal gas N k T / A</source>
        <translation>理想气体 N k T / A</translation>
    </message>
    <message>
        <source>temperature kT [energy]</source>
        <translation>温度 kT [能量]</translation>
    </message>
    <message>
        <source>Simulated time over which each point averages the wall pressure and the temperature: longer is smoother, shorter follows faster changes. Changing it starts the record over.</source>
        <translation>每个点对壁压强和温度取平均的模拟时间：越长曲线越平滑，越短越能跟上较快的变化。更改此值会重新开始记录。</translation>
    </message>
    <message>
        <source>Average over Δt:</source>
        <translation>平均时间 Δt：</translation>
    </message>
    <message>
        <source>Only for a box with a moving wall (a piston): in this box the area never changes, so a P-V diagram would be a single point</source>
        <translation>仅适用于有移动壁（活塞）的盒子：此盒子的面积始终不变，因此 P-V 图只会是一个点</translation>
    </message>
    <message>
        <source>averaged over Δt = %1</source>
        <translation>在 Δt = %1 内平均</translation>
    </message>
    <message>
        <source>measured at the walls, %1</source>
        <translation>壁上测量值，%1</translation>
    </message>
    <message>
        <source>wall pressure, %1</source>
        <translation>壁压强，%1</translation>
    </message>
    <message>
        <source>temperature kT = KE / N (right axis, same curve)</source>
        <translation>温度 kT = KE / N（右轴，同一曲线）</translation>
    </message>
    <message>
        <source>walls at kT %1</source>
        <translation>壁温 kT %1</translation>
    </message>
    <message>
        <source>elastic walls</source>
        <translation>弹性壁</translation>
    </message>
    <message>
        <source>run %1 (%2)</source>
        <translation>第 %1 次运行（%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>averaged over Δt = %1 ps</source>
        <translation>在 Δt = %1 ps 内平均</translation>
    </message>
    <message>
        <source>temperature T = KE / N k (right axis, same curve)</source>
        <translation>温度 T = KE / N k（右轴，同一曲线）</translation>
    </message>
    <message>
        <source>kinetic energy [%1]</source>
        <translation>动能 [%1]</translation>
    </message>
    <message>
        <source>momentum [%1]</source>
        <translation>动量 [%1]</translation>
    </message>
    <message>
        <source>pressure [%1], %2</source>
        <translation>压强 [%1]，%2</translation>
    </message>
    <message>
        <source>time [%1]</source>
        <translation>时间 [%1]</translation>
    </message>
    <message>
        <source>wall pressure [%1]</source>
        <translation>壁压强 [%1]</translation>
    </message>
    <message>
        <source>ideal-gas pressure N k T / A [%1]</source>
        <translation>理想气体压强 N k T / A [%1]</translation>
    </message>
    <message>
        <source>momentum x [%1]</source>
        <translation>动量 x [%1]</translation>
    </message>
    <message>
        <source>momentum y [%1]</source>
        <translation>动量 y [%1]</translation>
    </message>
    <message>
        <source>|momentum| [%1]</source>
        <translation>|动量| [%1]</translation>
    </message>
    <message>
        <source>area A [%1]</source>
        <translation>面积 A [%1]</translation>
    </message>
    <message>
        <source>temperature [%1]</source>
        <translation>温度 [%1]</translation>
    </message>
    <message>
        <source>walls at %1</source>
        <translation>壁温 %1</translation>
    </message>
</context>
<context>
    <name>disklab::TimelineBar</name>
    <message>
        <source>One frame back</source>
        <translation>后退一帧</translation>
    </message>
    <message>
        <source>One frame forward</source>
        <translation>前进一帧</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间轴</translation>
    </message>
    <message>
        <source>Go to t = %1</source>
        <translation>转到 t = %1</translation>
    </message>
    <message>
        <source>A new history starts at t = %1: the lab was turned at a rewound moment, so the run after it was dropped</source>
        <translation>新的历史从 t = %1 开始：在倒回的时刻调整了实验控制，因此其后的运行被舍弃</translation>
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
            <numerusform>%n 个检查点，%1 MB</numerusform>
        </translation>
    </message>
    <message>
        <source>First overlap of two disks, t = %1</source>
        <translation>两个圆盘首次重叠，t = %1</translation>
    </message>
    <message>
        <source>First missed collision (tunnelling), t = %1</source>
        <translation>首次漏检碰撞（隧穿），t = %1</translation>
    </message>
    <message numerus="yes">
        <source>%n cluster merges, t = %1</source>
        <translation>
            <numerusform>%n 次团簇合并，t = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pump brought in %n disks, t = %1</source>
        <translation>
            <numerusform>气泵泵入了 %n 个圆盘，t = %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Piston taken by hand, t = %1</source>
        <translation>用手抓住活塞，t = %1</translation>
    </message>
    <message>
        <source>Piston released, t = %1</source>
        <translation>松开活塞，t = %1</translation>
    </message>
    <message>
        <source>A lab control turned, t = %1</source>
        <translation>调整了实验控制，t = %1</translation>
    </message>
</context>
<context>
    <name>disklab::UndoHistoryDock</name>
    <message>
        <source>Undo History</source>
        <translation>撤销历史</translation>
    </message>
    <message>
        <source>&lt;opened scenario&gt;</source>
        <translation>&lt;已打开的场景&gt;</translation>
    </message>
</context>
<context>
    <name>disklab::UnitSystem</name>
    <message>
        <source>Helium</source>
        <translation>氦</translation>
    </message>
    <message>
        <source>Neon</source>
        <translation>氖</translation>
    </message>
    <message>
        <source>Argon</source>
        <translation>氩</translation>
    </message>
    <message>
        <source>Xenon</source>
        <translation>氙</translation>
    </message>
    <message>
        <source>length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>length²</source>
        <translation>长度²</translation>
    </message>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>length/time</source>
        <translation>长度/时间</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>能量</translation>
    </message>
    <message>
        <source>force/length</source>
        <translation>力/长度</translation>
    </message>
    <message>
        <source>mass</source>
        <translation>质量</translation>
    </message>
    <message>
        <source>mass length/time</source>
        <translation>质量·长度/时间</translation>
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
        <translation>长度²/时间</translation>
    </message>
    <message>
        <source>mm²/s</source>
        <translation>mm²/s</translation>
    </message>
    <message>
        <source>length/time²</source>
        <translation>长度/时间²</translation>
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
        <translation>约化单位（kT，圆盘尺寸）(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Atoms (SI units)</source>
        <translation>原子（国际单位制）(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Kelvin (K)</source>
        <translation>开尔文 (K)(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Celsius (°C)</source>
        <translation>摄氏度 (°C)(&amp;C)</translation>
    </message>
    <message>
        <source>Kilo&amp;pascals (kPa)</source>
        <translation>千帕 (kPa)(&amp;P)</translation>
    </message>
    <message>
        <source>A&amp;tmospheres (atm)</source>
        <translation>标准大气压 (atm)(&amp;T)</translation>
    </message>
</context>
<context>
    <name>disklab::UserGuideWindow</name>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
</context>
</TS>
