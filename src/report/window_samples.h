#pragma once
// States of a lab run's measured window, taken as it runs, for the figures `run --json` does not
// give: the disks' mean height above the floor and their density profile, for the barometric
// law, and the diffusion coefficient D from the mean-square displacement.
//
// D's error has to respect that a disk's displacements over neighbouring stretches of time are
// correlated. So the window is cut into kDiffusionStretches separate stretches of two lags each,
// and each gives its own D from the growth of the MSD between one lag and two, measured from the
// stretch's start: msd(2 tau) - msd(tau) = 4 D tau once tau is long against the time over which
// a disk remembers its velocity (the mean free time), and the ballistic start, which adds a
// constant to the MSD, cancels. The stretches share no time, so their D are nearly independent
// and the standard error is their spread over the square root of their number.

#include "core/density_profile.h"
#include "core/engine.h"
#include "core/scenario.h"
#include "report/barometric_law.h"
#include "runtime/periodic_unwrapper.h"

#include <optional>
#include <vector>

namespace disklab {

/// Separate stretches the window is cut into for D.
inline constexpr int kDiffusionStretches = 8;

struct WindowSamples {
    std::vector<double> meanHeights;        ///< one per state; empty without a barometric column
    std::optional<DensityProfile> profile;  ///< of the same states
    std::vector<double> diffusion;          ///< D of each stretch; empty outside a periodic box
    double lag = 0.0;                       ///< tau, each stretch's half
};

class WindowSampler {
public:
    /// Follows a window of `length` simulated time starting at `first`.
    WindowSampler(const Scenario& scenario, const Snapshot& first, double length);

    /// Takes `state` when it comes at least a 512th of the window after the last state taken.
    void add(const Snapshot& state);

    const WindowSamples& samples() const { return m_samples; }

private:
    void addHeights(const Snapshot& state);
    void followDiffusion(const Snapshot& state);
    /// Mean over the disks of the squared distance from the stretch's start.
    double meanSquareDisplacement() const;

    std::optional<BarometricColumn> m_column;
    double m_start, m_length, m_lastTaken;
    WindowSamples m_samples;
    // D: the disks unwrapped, the stretch's start, the next lag's end to pass (1, 2, ... 2 per stretch).
    bool m_periodic = false;
    PeriodicUnwrapper m_unwrapper;
    std::vector<double> m_originX, m_originY;
    double m_originTime = 0.0;
    int m_nextLag = 1;
    double m_firstLagMsd = 0.0, m_firstLagTime = 0.0;
};

} // namespace disklab
