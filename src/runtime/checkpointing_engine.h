#pragma once
// An engine that takes checkpoints as it runs: it drives another engine and, every `spacing`
// collisions, keeps the inner state in a CheckpointStore, without changing the run by a bit
// (tests/runtime/tst_checkpoints.cpp). Every caller that drives an Engine (run's measured
// window, the Python module) gets checkpoints by driving this one instead.
//
// Checkpoints fall on multiples of the spacing in collisions. advanceCollisions stops on them on
// the way. advanceTo(t) cannot know in advance whether the next one falls before t: when the
// collision rate so far says it likely does, it advances by collisions up to it from a state it
// keeps, and if that passes t, goes back to that state and advances to t instead; when the rate
// says it does not and it did after all, the checkpoint is taken at t, a little late. Either
// way the engine reaches each moment through the same events as a run without checkpoints,
// because going back is exact.

#include "runtime/checkpoint_store.h"
#include "runtime/forwarding_engine.h"

#include <cstdint>
#include <memory>

namespace disklab {

struct CheckpointPolicy {
    /// Collisions between checkpoints at the start (thinning doubles it): at 10^4 disks the
    /// exact engine replays it in about a tenth of a second (docs/benchmarks.md, "Seeking").
    static constexpr std::uint64_t kDefaultSpacing = 200000;
    std::uint64_t spacing = kDefaultSpacing;
    std::size_t capacity = CheckpointStore::kDefaultCapacity;
    /// Whether advanceTo tries ahead to take each checkpoint exactly at its count (above). A
    /// caller advancing in small slices (the live view's, microseconds to milliseconds of work)
    /// says no: a try would run up to a quarter of the spacing past each slice again and again,
    /// while a checkpoint taken at the end of the slice that passed the count is as good.
    bool landOnCounts = true;
};

class CheckpointingEngine final : public ForwardingEngine {
public:
    /// Takes the first checkpoint of `engine` as it is now.
    CheckpointingEngine(std::unique_ptr<Engine> engine, const CheckpointPolicy& policy);

    const CheckpointStore& store() const { return m_store; }
    CheckpointStore& store() { return m_store; }
    std::uint64_t spacing() const { return m_spacing; }
    /// Seeks to `time`: restores the latest checkpoint at or before it and advances to it.
    /// Later checkpoints stay; the run goes on from `time` as it went on the first time.
    void seek(double time);
    /// From now on the listener hears every collision the engine makes, also those of a history
    /// it heard before: after a seek back, a log that ends at the moment sought fills again as
    /// the run plays on.
    void retellFromNow() { m_reported = m_heard; }
    /// Takes over the checkpoints of a run this engine's run retraces (a run file's), taken
    /// `spacing` collisions apart by then, from t = 0 where the engine stands.
    void adopt(std::vector<Checkpoint> checkpoints, std::uint64_t spacing);
    /// While set, each collision the engine makes goes to `probe` and not to the listener: a
    /// search for a moment (the previous collision), after which the caller seeks.
    void setProbe(std::function<void(const CollisionRecord&)> probe) { m_probe = std::move(probe); }

    void advanceTo(double t) override;
    bool advanceCollisions(std::uint64_t count) override;
    void setCollisionListener(std::function<void(const CollisionRecord&)> listener) override;
    void restoreInnerState(const Scenario& scenario, std::span<const std::byte> state) override;
    void setWallTemperature(Side side, double kT) override;
    void setOutsidePressure(double pressure) override;
    void startPump(const Pump& pump) override;
    void holdPiston(double x, double speed) override;
    void releasePiston() override;

private:
    /// Keeps a checkpoint of now, unless the engine is retracing the history the store already
    /// holds (after a seek back), and moves the next checkpoint's count on.
    void record();
    /// The lab changed the run now: the checkpoints after now are of another history, and one
    /// pinned checkpoint of now replaces them.
    void recordLabChange();
    /// After going back to a checkpoint: the next count to keep one at.
    void resumeCounting();
    /// Whether the collision rate so far says the next checkpoint comes before t.
    bool likelyBefore(double t) const;
    void restore(const Checkpoint& checkpoint);
    /// What the engine's listener hears: each collision goes to the caller's listener once,
    /// however often going back replays it, and while the engine tries ahead (`m_trying`) it
    /// waits in m_heldBack until the try is kept.
    void hear(const CollisionRecord& record);
    void passHeldBack();

    CheckpointStore m_store;
    std::uint64_t m_spacing;
    bool m_landOnCounts;
    std::uint64_t m_due;  // the collision count of the next checkpoint
    std::function<void(const CollisionRecord&)> m_listener;
    std::function<void(const CollisionRecord&)> m_probe;
    std::uint64_t m_heard = 0;     // the collision count of the last record heard
    std::uint64_t m_reported = 0;  // and of the last one passed on
    bool m_trying = false;
    std::vector<CollisionRecord> m_heldBack;
};

} // namespace disklab
