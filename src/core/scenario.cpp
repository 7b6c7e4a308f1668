#include "core/scenario.h"

#include "core/gas_generator.h"

#include <algorithm>

namespace disklab {

const char* sideName(Side side)
{
    switch (side) {
    case Side::Left: return "left";
    case Side::Right: return "right";
    case Side::Bottom: return "bottom";
    case Side::Top: return "top";
    }
    return "?";
}

std::optional<Side> parseSide(std::string_view name)
{
    for (Side side : kAllSides)
        if (name == sideName(side))
            return side;
    return std::nullopt;
}

bool Scenario::hasMovingWalls() const
{
    return std::any_of(walls.begin(), walls.end(), [](const BoxWall& w) { return w.velocity != 0.0 || w.isFreePiston(); });
}

bool Scenario::hasThermalWalls() const
{
    return std::any_of(walls.begin(), walls.end(), [](const BoxWall& w) { return w.temperature > 0.0; });
}

bool Scenario::hasForces() const
{
    return !forces.links.empty() || !forces.anchors.empty() || std::any_of(disks.begin(), disks.end(), [](const Disk& d) { return d.charge != 0.0; });
}

std::string segmentName(const Scenario& scenario, std::size_t k)
{
    const std::string& name = scenario.segments[k].name;
    return name.empty() ? "segment" + std::to_string(k) : name;
}

Scenario defaultScenario()
{
    GasParameters gas;
    gas.count = 400;
    gas.packing = 0.10;
    gas.seed = 2026;
    Scenario scenario = generateGas(gas);
    scenario.title = "Ideal gas";
    scenario.description = "Four hundred disks at packing fraction 0.10 in a walled box, kT = 1. "
                           "Watch the speeds spread into the Maxwell-Boltzmann distribution and the "
                           "pressure on the walls settle near the ideal-gas value.";
    // The first thing a new user sees: in the languages of DiskLab's interface too.
    scenario.translations["zh_CN"] = {"理想气体",
                                      "有壁的盒子中有 400 个圆盘，堆积分数（填充率）0.10，kT = 1。观察速率如何散开成"
                                      "麦克斯韦-玻尔兹曼分布，以及壁上的压强如何稳定在理想气体值附近。"};
    scenario.translations["ja"] = {"理想気体",
                                   "壁に囲まれたボックスの中に 400 個の円板があり、充填率は 0.10、kT = 1 です。速さが"
                                   "マクスウェル・ボルツマン分布に広がっていく様子と、壁にかかる圧力が理想気体の値の"
                                   "近くに落ち着く様子を観察しましょう。"};
    return scenario;
}

} // namespace disklab
