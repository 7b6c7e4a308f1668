#include "profile_writer.h"

#include "csv_output.h"

#include "core/observables.h"

#include <cmath>

namespace disklab::cli {
namespace {

/// The common mass of the disks; 0 when they differ (no single barometric law).
double commonMass(const Scenario& s)
{
    for (const Disk& d : s.disks)
        if (d.mass != s.disks.front().mass)
            return 0.0;
    return s.disks.empty() ? 0.0 : s.disks.front().mass;
}

} // namespace

ProfileWriter::ProfileWriter(const QString& path, const Scenario& scenario, int bins)
    : WindowRecorder(path), m_scenario(scenario), m_profile(scenario, bins)
{
    m_output.appendLine("height,density,barometric");
}

void ProfileWriter::record(const Snapshot& state, const Totals& totals)
{
    if (m_profile.states() == 0)
        m_first = totals;
    m_last = totals;
    m_profile.add(state);
}

void ProfileWriter::finish()
{
    const std::vector<double> heights = m_profile.heights(), density = m_profile.density();
    // The barometric law n0 exp(-h / H), H = kT / (m g), holding as many centres per unit
    // length of height as the profile: n0 from the sum of the measured slices.
    const double kT = m_last.time > m_first.time ? measureWindow(m_scenario, m_first, m_last).temperature : 0.0;
    const double g = std::hypot(m_scenario.gravityX, m_scenario.gravityY), mass = commonMass(m_scenario);
    const bool law = kT > 0.0 && g > 0.0 && mass > 0.0;
    double measured = 0.0, shape = 0.0;
    for (std::size_t b = 0; b < heights.size(); ++b) {
        measured += density[b];
        shape += law ? std::exp(-mass * g * heights[b] / kT) : 0.0;
    }
    for (std::size_t b = 0; b < heights.size(); ++b) {
        const QByteArray barometric = law ? exactNumber(measured / shape * std::exp(-mass * g * heights[b] / kT)) : QByteArray();
        m_output.appendLine(exactNumber(heights[b]) + ',' + exactNumber(density[b]) + ',' + barometric);
    }
}

} // namespace disklab::cli
