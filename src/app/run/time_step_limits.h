#pragma once
// The range and precision in which a user types a time-driven engine's step dt, in time units:
// the run controls' field and Simulation ▸ Time Step… offer the same.

namespace disklab {

inline constexpr double kLeastTimeStep = 1e-6;
inline constexpr double kLargestTimeStep = 10.0;
inline constexpr int kTimeStepDecimals = 6;

} // namespace disklab
