#include "observation_recorder.h"

#include "csv_output.h"

#include "core/bond_order.h"
#include "core/observables.h"

#include <optional>

namespace disklab::cli {
namespace {

constexpr char kObservationHeader[] =
    "time,kinetic_energy,potential_energy,temperature,pressure,momentum_x,momentum_y,collisions,events,"
    "area,mean_temperature,compressibility,pressure_left,pressure_right,pressure_bottom,pressure_top,"
    "piston_position,piston_velocity,piston_energy,psi6";

/// A figure of the interval since the last row, empty where it does not exist (the first
/// row's empty interval, a periodic side, Z under gravity).
QByteArray optionalField(const std::optional<double>& value, bool intervalExists)
{
    return value && intervalExists ? exactNumber(*value) : QByteArray();
}

/// One row: the state now and the figures of the interval since the last row.
QByteArray observationLine(const Scenario& s, const Snapshot& snap, const Totals& previous, const Totals& now)
{
    const WindowFigures window = measureWindow(s, previous, now);
    const bool interval = window.duration > 0.0;
    const auto momentum = totalMomentum(s, snap);
    const double kinetic = kineticEnergy(s, snap);
    QByteArrayList fields{exactNumber(snap.time), exactNumber(kinetic), exactNumber(potentialEnergy(s, snap)),
                          exactNumber(temperature(s, kinetic)), exactNumber(window.pressure),
                          exactNumber(momentum[0]), exactNumber(momentum[1]),
                          QByteArray::number(static_cast<qulonglong>(now.collisions)),
                          QByteArray::number(static_cast<qulonglong>(now.events)),
                          optionalField(window.meanArea, interval), optionalField(window.temperature, interval),
                          optionalField(window.compressibility, interval)};
    for (const auto& pressure : window.wallPressure)
        fields << optionalField(pressure, interval);
    // A free piston's state now; empty without one.
    constexpr auto right = static_cast<std::size_t>(Side::Right);
    const bool piston = s.hasFreePiston();
    const double x = snap.wallPositions[right], v = snap.wallVelocities[right];
    fields << optionalField(x, piston) << optionalField(v, piston) << optionalField(pistonEnergy(s, snap), piston);
    // The scenario holds every disk of the state but for a pump's newest, which it may not yet.
    const bool radiiKnown = s.disks.size() >= snap.size();
    fields << optionalField(radiiKnown ? bondOrientationalOrder(s, snap).global : 0.0, radiiKnown);
    return fields.join(',');
}

} // namespace

ObservationRecorder::ObservationRecorder(const QString& path, const Scenario& scenario)
    : WindowRecorder(path), m_scenario(scenario)
{
    m_output.appendLine(kObservationHeader);
}

void ObservationRecorder::record(const Snapshot& state, const Totals& totals)
{
    if (m_first)
        m_previous = totals;
    m_first = false;
    m_output.appendLine(observationLine(m_scenario, state, m_previous, totals));
    m_previous = totals;
}

} // namespace disklab::cli
