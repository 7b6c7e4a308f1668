#pragma once
// How the live view's run keeps checkpoints for its timeline: as the command line's runs do,
// but bounded in memory whatever the number of disks, and taken seldom enough that copying the
// engine's inside costs the view nothing it could see. A checkpoint holds some 140 to 200 bytes
// per disk (docs/benchmarks.md, "Seeking"): at 10^6 disks the command line's 64 checkpoints
// every 200,000 collisions would take over 10 GB, one copy of 170 MB every tenth of a second.

#include "runtime/checkpointing_engine.h"

namespace disklab {

/// Memory the live view's checkpoints take at most, unless kFewestLiveViewCheckpoints of the
/// engine's size take more.
inline constexpr std::size_t kLiveViewCheckpointBytes = std::size_t(512) << 20;
/// Checkpoints kept however large the engine: fewer would make the timeline's seeks replay most
/// of the run.
inline constexpr std::size_t kFewestLiveViewCheckpoints = 4;
/// Collisions per disk between checkpoints at the least: copying a disk's state costs about as
/// much as a few hundredths of a collision, so this keeps checkpoints under 1 % of the work.
inline constexpr std::uint64_t kLiveViewCollisionsPerDisk = 20;

/// Checkpoints of `bytes` each that fit kLiveViewCheckpointBytes, kFewestLiveViewCheckpoints at
/// the least and `most` at the most (by default the command line's number).
std::size_t liveViewCapacity(std::size_t bytes, std::size_t most = CheckpointStore::kDefaultCapacity);

/// The policy for a live run of `engine` (not yet wrapped): each checkpoint taken at the end of
/// the slice that passed its count (the view advances in slices of milliseconds), as many as
/// fit kLiveViewCheckpointBytes, at least kLiveViewCollisionsPerDisk x N collisions apart.
CheckpointPolicy liveViewCheckpoints(const Engine& engine);

} // namespace disklab
