// Fuzzes validateScenario directly with scenarios no reader would build: every number a raw
// double from the input (NaN, infinities, denormals, huge radii), so the checks themselves
// must never overflow, divide by zero into UB, index out of range or run for long.
#include "core/scenario_validation.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace {

/// Hands out the input's bytes as doubles and small integers; zeros once it runs out.
class ByteStream {
public:
    ByteStream(const std::uint8_t* data, std::size_t size) : m_data(data), m_size(size) {}

    double number()
    {
        double value = 0.0;
        const std::size_t count = std::min(sizeof value, m_size - m_used);
        std::memcpy(&value, m_data + m_used, count);
        m_used += count;
        return value;
    }

    std::uint8_t byte() { return m_used < m_size ? m_data[m_used++] : 0; }
    bool empty() const { return m_used >= m_size; }

private:
    const std::uint8_t* m_data;
    std::size_t m_size;
    std::size_t m_used = 0;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    ByteStream in(data, size);
    disklab::Scenario scenario;
    scenario.disks.clear();
    scenario.width = in.number();
    scenario.height = in.number();
    scenario.boundary = in.byte() % 2 ? disklab::Boundary::Periodic : disklab::Boundary::Walls;
    scenario.gravityX = in.number();
    scenario.gravityY = in.number();
    for (disklab::Side side : disklab::kAllSides) {
        disklab::BoxWall& wall = scenario.wall(side);
        wall.velocity = in.number();
        wall.stopTime = in.number();
        wall.temperature = in.number();
        wall.mass = in.number();
        wall.pressure = in.number();
        if (const double limit = in.number(); limit != 0.0)
            wall.limit = limit;
        wall.held = in.byte() % 2;
    }
    if (in.byte() % 2) {
        disklab::Pump& pump = scenario.pump.emplace();
        pump.side = static_cast<disklab::Side>(in.byte() % 4);
        if (const double position = in.number(); position != 0.0)
            pump.position = position;
        pump.width = in.number();
        const double count = in.number();  // converted only where an int can hold it
        pump.count = std::isfinite(count) && std::abs(count) < 2e9 ? static_cast<std::int32_t>(count) : -1;
        pump.temperature = in.number();
        pump.interval = in.number();
        pump.start = in.number();
    }
    const int segmentCount = in.byte() % 8;
    for (int k = 0; k < segmentCount; ++k)
        scenario.segments.push_back({in.number(), in.number(), in.number(), in.number(), in.number(), {}});
    while (!in.empty())
        scenario.disks.push_back({in.number(), in.number(), in.number(), in.number(), in.number(), in.number(), {}, {}});
    disklab::ValidationOptions options;
    options.allowOverlaps = scenario.disks.size() % 2 == 1;
    disklab::validateScenario(scenario, options);
    return 0;
}
