#include "runtime/speed_distribution.h"

#include "core/binned_ks.h"
#include "core/observables.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <span>

namespace disklab {

double Histogram::density(std::size_t i) const
{
    return total > 0 && binWidth > 0.0 ? static_cast<double>(counts[i]) / (static_cast<double>(total) * binWidth) : 0.0;
}

void SpeedDistribution::setBins(int bins)
{
    m_bins = std::max(1, bins);
}

void SpeedDistribution::setWindowFrames(int frames)
{
    m_window = std::max(1, frames);
    while (m_frames.size() > static_cast<std::size_t>(m_window))
        m_frames.pop_front();
}

void SpeedDistribution::clear()
{
    m_frames.clear();
    m_scenarioKey = nullptr;
}

void SpeedDistribution::addFrame(const Scenario& scenario, const Snapshot& state)
{
    if (&scenario != m_scenarioKey || m_mass.size() != scenario.disks.size()) {
        m_frames.clear();
        m_scenarioKey = &scenario;
        m_mass.clear();
        m_species.clear();
        for (const Disk& disk : scenario.disks) {
            m_mass.push_back(disk.mass);
            ++m_species[disk.mass];
        }
        m_divisor = temperatureDivisor(scenario);
    }
    // One pass over the velocities with the masses read from their own array: at 10^6 disks a
    // walk through the scenario's disk records costs more than the rest of the frame's work.
    Frame frame;
    const std::size_t n = std::min(state.size(), m_mass.size());
    frame.speed.resize(n);
    double twiceKinetic = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        const double squared = state.vx[i] * state.vx[i] + state.vy[i] * state.vy[i];
        frame.speed[i] = std::sqrt(squared);
        twiceKinetic += m_mass[i] * squared;
    }
    frame.vx = state.vx;
    frame.vy = state.vy;
    frame.kinetic = 0.5 * twiceKinetic;
    m_frames.push_back(std::move(frame));
    while (m_frames.size() > static_cast<std::size_t>(m_window))
        m_frames.pop_front();
}

std::size_t SpeedDistribution::sampleCount() const
{
    std::size_t n = 0;
    for (const Frame& f : m_frames)
        n += f.speed.size();
    return n;
}

double SpeedDistribution::temperature() const
{
    if (m_frames.empty() || m_divisor <= 0.0)
        return 0.0;
    double kinetic = 0.0;
    for (const Frame& f : m_frames)
        kinetic += f.kinetic;
    return kinetic / static_cast<double>(m_frames.size()) / m_divisor;
}

double SpeedDistribution::upperSpeed() const
{
    double sum = 0.0;
    std::size_t n = 0;
    for (const Frame& f : m_frames)
        for (double v : f.speed) {
            sum += v * v;
            ++n;
        }
    const double rms = n > 0 ? std::sqrt(sum / static_cast<double>(n)) : 0.0;
    return rms > 0.0 ? 4.0 * rms : 1.0;
}

Histogram SpeedDistribution::histogram(double lower, double upper, const std::vector<const std::vector<double>*>& data,
                                       const std::vector<bool>* keep) const
{
    Histogram h;
    h.lower = lower;
    h.binWidth = (upper - lower) / m_bins;
    h.counts.assign(static_cast<std::size_t>(m_bins), 0);
    for (const std::vector<double>* values : data)
        for (std::size_t i = 0; i < values->size(); ++i) {
            if (keep && !(*keep)[i])
                continue;
            const double bin = std::floor(((*values)[i] - lower) / h.binWidth);
            const auto k = static_cast<std::size_t>(std::clamp(bin, 0.0, static_cast<double>(m_bins - 1)));
            ++h.counts[k];
            ++h.total;
        }
    return h;
}

Histogram SpeedDistribution::speeds() const
{
    std::vector<const std::vector<double>*> data;
    for (const Frame& f : m_frames)
        data.push_back(&f.speed);
    return histogram(0.0, upperSpeed(), data, nullptr);
}

Histogram SpeedDistribution::speedsOfMass(double mass) const
{
    std::vector<bool> keep(m_mass.size());
    for (std::size_t i = 0; i < m_mass.size(); ++i)
        keep[i] = m_mass[i] == mass;
    std::vector<const std::vector<double>*> data;
    for (const Frame& f : m_frames)
        data.push_back(&f.speed);
    return histogram(0.0, upperSpeed(), data, &keep);
}

Histogram SpeedDistribution::component(Component which) const
{
    std::vector<const std::vector<double>*> data;
    for (const Frame& f : m_frames)
        data.push_back(which == Component::X ? &f.vx : &f.vy);
    // A component's rms is the speed's over sqrt(2); four of them cover the Gaussian's tails.
    const double range = upperSpeed() / std::numbers::sqrt2;
    return histogram(-range, range, data, nullptr);
}

std::vector<double> SpeedDistribution::masses() const
{
    std::vector<double> result;
    for (const auto& [mass, count] : m_species)
        result.push_back(mass);
    return result;
}

double SpeedDistribution::speedDensityOfMass(double speed, double mass) const
{
    return maxwellBoltzmannDensity(speed, mass, temperature());
}

double SpeedDistribution::speedDensity(double speed) const
{
    const double n = static_cast<double>(m_mass.size());
    double density = 0.0;
    for (const auto& [mass, count] : m_species)
        density += static_cast<double>(count) / n * maxwellBoltzmannDensity(speed, mass, temperature());
    return density;
}

double SpeedDistribution::componentDensity(double velocity) const
{
    const double n = static_cast<double>(m_mass.size());
    const double kT = temperature();
    double density = 0.0;
    for (const auto& [mass, count] : m_species)
        density += static_cast<double>(count) / n * std::sqrt(mass / (2.0 * std::numbers::pi * kT))
                 * std::exp(-mass * velocity * velocity / (2.0 * kT));
    return density;
}

double SpeedDistribution::ksDistance() const
{
    const double kT = temperature();
    if (m_frames.empty() || kT <= 0.0)
        return 0.0;
    std::vector<std::span<const double>> parts;
    for (const Frame& f : m_frames)
        parts.emplace_back(f.speed);
    const double n = static_cast<double>(m_mass.size());
    const auto cdf = [&](double v) {
        double sum = 0.0;
        for (const auto& [mass, count] : m_species)
            sum += static_cast<double>(count) / n * maxwellBoltzmannCdf(v, mass, kT);
        return sum;
    };
    return kolmogorovSmirnovBounds(parts, cdf, upperSpeed()).upper;
}

} // namespace disklab
