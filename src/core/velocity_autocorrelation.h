#pragma once
// The velocity autocorrelation function C(t) = <v_j(s) . v_j(s + t)>, averaged over the disks j
// and every time origin s, from states a fixed interval apart: C(k dt) for k = 0 .. lags - 1. It
// starts at <v^2> = 2 kT / m (2D) and, in a dilute gas, decays as exp(-t / tau) with Enskog's
// tau = D m / kT; its integral is the diffusion coefficient, D = (1/2) integral of C (2D).
// Each state is an origin and is correlated with the lags - 1 before it, kept in a ring, so a
// state costs O(N lags) time and the ring O(N lags) memory. Disks beyond the first state's
// count (pumped in) are left out. Standard C++ only.

#include "core/engine.h"

#include <cstdint>
#include <vector>

namespace disklab {

class VelocityAutocorrelation {
public:
    /// `lags` >= 1 (throws std::invalid_argument otherwise).
    explicit VelocityAutocorrelation(int lags);

    /// The next state, one interval after the previous one.
    void add(const Snapshot& snapshot);

    /// C(k dt) for each lag reached so far (NaN for a lag no pair of states spans yet).
    std::vector<double> values() const;

private:
    std::size_t m_lags;
    std::size_t m_disks = 0;
    std::vector<std::vector<double>> m_ring;  ///< the last states' vx and vy, interleaved
    std::uint64_t m_added = 0;
    std::vector<double> m_sums;               ///< sum over origins of the mean v.v at each lag
    std::vector<std::uint64_t> m_origins;     ///< how many origins each lag has
};

} // namespace disklab
