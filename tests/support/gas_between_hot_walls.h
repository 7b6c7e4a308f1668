#pragma once
// A gas whose every wall hit draws from the walls' random stream: the tests of saved states use
// it to tell a resumed run that continues the stream from one that starts it over.

#include "core/gas_generator.h"

namespace disklab::test {

/// 100 disks at packing 0.2 between walls at kT 2, twice the gas's.
inline Scenario gasBetweenHotWalls()
{
    GasParameters p;
    p.count = 100;
    p.packing = 0.2;
    p.seed = 21;
    Scenario s = generateGas(p);
    for (BoxWall& wall : s.walls)
        wall.temperature = 2.0;
    return s;
}

} // namespace disklab::test
