#include "runtime/diffusion_verdict.h"

#include <cmath>

namespace disklab {

DiffusionVerdict judgeDiffusion(const std::deque<MsdSample>& samples)
{
    DiffusionVerdict verdict;
    if (samples.empty())
        return verdict;
    const double from = 0.5 * samples.back().time;
    // The exponent is the slope of log msd against log t.
    std::deque<MsdSample> logarithms;
    for (const MsdSample& s : samples) {
        if (s.time >= from && s.time > 0.0 && s.msd > 0.0)
            logarithms.push_back({std::log(s.time), std::log(s.msd)});
    }
    if (static_cast<int>(logarithms.size()) < kMinimumDiffusionSamples)
        return verdict;
    verdict.exponent = fitLine(logarithms, logarithms.front().time).slope;
    verdict.fit = fitLine(samples, from);
    if (verdict.exponent > 1.0 + kDiffusiveExponentTolerance)
        verdict.regime = DiffusionRegime::NotYetDiffusive;
    else if (verdict.exponent < 1.0 - kDiffusiveExponentTolerance || verdict.fit.slope <= 0.0)
        verdict.regime = DiffusionRegime::Bounded;
    else
        verdict.regime = DiffusionRegime::Diffusive;
    if (verdict.regime == DiffusionRegime::Diffusive)
        verdict.coefficient = verdict.fit.slope / 4.0;  // msd = 4 D t in two dimensions
    return verdict;
}

} // namespace disklab
