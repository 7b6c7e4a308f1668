#pragma once
// Whether a mean-square displacement record shows diffusion, and only then the coefficient D.
// Diffusion is msd ~ 4 D t: growth linear in time over the long-time part of the record. A
// bound disk (a pendulum, a cradle, any gas in a closed box once the disks have explored it)
// has a bounded MSD, whose fitted slope is noise and may even be negative; at short times the
// motion is ballistic (msd ~ t^2) and a straight line through it is not D either.

#include "runtime/msd_tracker.h"

#include <deque>

namespace disklab {

enum class DiffusionRegime {
    TooFewSamples,    ///< not enough of the later half recorded to judge
    NotYetDiffusive,  ///< the MSD still grows faster than t (ballistic or crossing over)
    Bounded,          ///< the MSD grows much slower than t, or not at all
    Diffusive,        ///< growth proportional to t: D is meaningful
};

struct DiffusionVerdict {
    DiffusionRegime regime = DiffusionRegime::TooFewSamples;
    /// Growth exponent alpha of msd ~ t^alpha over the later half (log-log least squares).
    double exponent = 0.0;
    /// The straight line msd = 4 D t + c over the later half.
    LinearFit fit;
    /// D = fit.slope / 4 when Diffusive, else 0 (never negative).
    double coefficient = 0.0;
};

/// Least samples with msd > 0 in the later half needed for a verdict.
inline constexpr int kMinimumDiffusionSamples = 8;
/// Exponents within this distance of 1 count as linear growth. Ballistic growth has 2 and the
/// crossover from it decays towards 1 over a few mean free times; a bounded MSD has 0.
inline constexpr double kDiffusiveExponentTolerance = 0.2;

/// Judges the samples over their later half, t >= T/2 (T the last sample's time).
DiffusionVerdict judgeDiffusion(const std::deque<MsdSample>& samples);

} // namespace disklab
