#pragma once
// The distribution of disk speeds (and velocity components) of recent frames against the 2D
// Maxwell-Boltzmann law at the measured temperature: what the speed-distribution dock shows.
// With several species (masses) the reference is the mixture sum_s (N_s / N) f_s(v).

#include "core/engine.h"
#include "core/scenario.h"

#include <cstdint>
#include <deque>
#include <map>
#include <vector>

namespace disklab {

struct Histogram {
    double lower = 0.0;      ///< left edge of the first bin
    double binWidth = 0.0;
    std::vector<std::uint64_t> counts;
    std::uint64_t total = 0;  ///< samples counted (outliers go to the end bins)
    /// counts[i] / (total * binWidth): comparable with a probability density.
    double density(std::size_t i) const;
    double centre(std::size_t i) const { return lower + (static_cast<double>(i) + 0.5) * binWidth; }
};

class SpeedDistribution {
public:
    enum class Component { X, Y };

    /// Number of bins, >= 1.
    void setBins(int bins);
    int bins() const { return m_bins; }
    /// Frames pooled into the histograms: 1 is instantaneous, more average over time.
    void setWindowFrames(int frames);
    int windowFrames() const { return m_window; }

    /// Adds one moment of the run, dropping the oldest beyond the window; a different
    /// scenario starts over. GUI thread.
    void addFrame(const Scenario& scenario, const Snapshot& state);
    void clear();

    /// Speeds of all disks over the window, on [0, upper speed).
    Histogram speeds() const;
    /// Speeds of the disks of one mass over the window, on the same bins.
    Histogram speedsOfMass(double mass) const;
    /// One velocity component over the window, on a symmetric range.
    Histogram component(Component which) const;
    /// The masses present, ascending.
    std::vector<double> masses() const;

    /// kT from the kinetic energy averaged over the window (k_B = 1).
    double temperature() const;
    /// Upper end of the speed axis: four root-mean-square speeds of the window.
    double upperSpeed() const;
    /// The Maxwell-Boltzmann mixture density of speed at temperature(); integrates to 1.
    double speedDensity(double speed) const;
    /// Density of speeds of one mass at temperature().
    double speedDensityOfMass(double speed, double mass) const;
    /// Density of one velocity component (a Gaussian mixture) at temperature().
    double componentDensity(double velocity) const;
    /// Kolmogorov-Smirnov distance between the window's speeds and the mixture CDF, from fine
    /// bins in linear time: the upper bound of kolmogorovSmirnovBounds, above the exact value by
    /// at most the CDF's rise across one of 2^16 bins on [0, upperSpeed()) (< 1e-4 for one mass).
    double ksDistance() const;
    /// Samples (disk speeds) in the window.
    std::size_t sampleCount() const;

private:
    struct Frame {
        std::vector<double> speed, vx, vy;
        double kinetic = 0.0;
    };
    Histogram histogram(double lower, double upper, const std::vector<const std::vector<double>*>& data,
                        const std::vector<bool>* keep) const;

    int m_bins = 30;
    int m_window = 1;
    const Scenario* m_scenarioKey = nullptr;
    std::vector<double> m_mass;               // per disk
    std::map<double, std::uint64_t> m_species;  // mass -> count
    double m_divisor = 1.0;                   // temperatureDivisor
    std::deque<Frame> m_frames;
};

} // namespace disklab
