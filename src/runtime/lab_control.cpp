#include "runtime/lab_control.h"

#include "core/observables.h"

namespace disklab {

std::optional<double> gasTemperatureNow(const Engine& engine)
{
    const Scenario& scenario = engine.scenario();
    if (scenario.disks.empty())
        return std::nullopt;
    return temperature(scenario, kineticEnergy(scenario, engine.snapshot()));
}

void applyLabControl(Engine& engine, const LabControl& control)
{
    switch (control.kind) {
    case LabControl::Kind::WallTemperature:
        for (Side side : kAllSides)
            if (!engine.scenario().wall(side).isFreePiston())
                engine.setWallTemperature(side, control.value);
        return;
    case LabControl::Kind::OutsidePressure:
        engine.setOutsidePressure(control.value);
        return;
    case LabControl::Kind::Pump: {
        Pump pump;
        pump.side = control.side;
        pump.count = control.count;
        pump.interval = control.interval;
        const std::optional<double> own = gasTemperatureNow(engine);
        pump.temperature = control.temperature.value_or(own && *own > 0.0 ? *own : 1.0);
        engine.startPump(pump);
        return;
    }
    case LabControl::Kind::HoldPiston:
        engine.holdPiston(control.value, control.speed);
        return;
    case LabControl::Kind::ReleasePiston:
        engine.releasePiston();
        return;
    }
}

} // namespace disklab
