#pragma once
// Fixed-step (time-driven) simulation of hard disks, the way teaching codes do it, instrumented
// so it reports what the method gets wrong.
//
// Each step of length dt: every disk flies freely (exact parabolas under gravity); the broad
// phase lists the pairs whose swept boxes meet; then contacts are detected the time-driven way,
// from the positions at the end of the step, and resolved with the shared elastic kernels:
//  - Response::Naive: an overlapping pair that approaches gets the elastic rule at its current,
//    overlapping positions; a disk beyond a wall is clamped back and its normal velocity
//    reflected (if it still moves into the wall). Pairs in (a, b) order, then walls.
//  - Response::Rollback: each detected contact is taken back to its exact time inside the
//    step, resolved there, and the disks fly on for the rest of the step; contacts are handled
//    in time order, and a disk that changed course is checked again against its candidates
//    and the walls. A disk deflected out of its swept box meets its new partners only at the
//    next step, already overlapping: that pair is taken back along its straight relative
//    flight to the moment it touched (never past either disk's previous collision), resolved
//    there and flown forward again, so the result is still exact; its log record then carries
//    that earlier time, so a rollback log is in resolution order, which may step back in time
//    by less than one step.
// Interior walls (segments) are treated like the box walls: a disk overlapping one at the end of
// the step is pushed back out and reflected if it moves into it (Naive), or taken back to the
// exact moment it touched (Rollback). A segment is thin, so a disk fast enough to cross it within
// one step never overlaps it at a step's end: that is a missed collision, the disk tunnels.
// Alongside the dynamics, and without changing them, the engine follows every contact: a pair
// whose relative motion (straight lines, even under gravity) brings it within r_i + r_j opens a
// contact; resolving the pair closes it; a contact that ends with the pair apart again without
// having been resolved is a missed collision (tunnelling, or a pass through one another).
//
// advanceTo(t) takes whole steps on the grid k dt; when t falls between grid points the last
// step is a partial one ending exactly at t, so time() == t and two engines can run in
// lock-step; the next step then ends at the next grid point, so where the grid lies never
// depends on how the caller chunks time. A t within 1e-9 dt of a grid point (0.1 * 3 for
// 0.3) counts as that point: the disks are stepped to the grid value and time() reports t.
//
// Totals: `events` counts resolved collisions (pair + wall), the engine's only events; steps
// are counted in stats(). Collisions go to the listener in the order they are resolved: all at
// the step's end time for Naive, at their exact contact times for Rollback.

#include "core/broadphase.h"
#include "core/contact_response.h"
#include "core/engine.h"
#include "core/overlap_check.h"
#include "core/segment_kernels.h"

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace disklab {

/// What the steps got wrong and what they cost. The "last step" figures describe the most
/// recent step, the others add up from t = 0; subtract two of them for a window.
struct TimeDrivenStats {
    std::uint64_t steps = 0;
    // The last step.
    double lastStepDuration = 0.0;       ///< simulated time (dt, or less for a partial step)
    double lastStepSeconds = 0.0;        ///< wall-clock seconds
    std::uint64_t lastStepPairTests = 0;
    std::uint64_t lastStepMissed = 0;
    std::uint64_t overlapsNow = 0;       ///< pairs deeper than 1e-10 of r_i + r_j, now
    double maxOverlapNow = 0.0;          ///< deepest 1 - d / (r_i + r_j) now, 0 if none
    // Since t = 0.
    std::uint64_t overlapsCumulative = 0;  ///< sum over steps of the overlaps at each step's end
    double maxOverlapEver = 0.0;
    std::uint64_t missedCollisions = 0;
    std::uint64_t missedSegmentCollisions = 0;  ///< of missedCollisions, those with interior walls
    std::uint64_t pairTests = 0;        ///< box-against-box tests made by the broad phase
    std::uint64_t candidatePairs = 0;   ///< pairs handed to the narrow phase (same for every broad phase)
    double wallSeconds = 0.0;           ///< wall-clock seconds spent stepping
    // The state now against t = 0.
    double energyDrift = 0.0;    ///< (E - E0 - W) / |E0|, W the work of moving walls, E = K + U
    double momentumDrift = 0.0;  ///< |P - P0 - wall impulses - M g t| / sum m |v0|
};

class TimeDrivenEngine final : public Engine {
public:
    /// The scenario must have passed validateScenario (overlaps may have been allowed). Uses
    /// the step, broad phase and response of `settings`, whatever its kind says.
    /// Throws std::invalid_argument for a step that is not finite and positive.
    TimeDrivenEngine(const Scenario& scenario, const EngineConfig& settings);
    ~TimeDrivenEngine() override;

    void advanceTo(double t) override;
    double time() const override { return m_now; }
    Snapshot snapshot() const override;
    Totals totals() const override;
    const Scenario& scenario() const override { return m_scenario; }
    void setCollisionListener(std::function<void(const CollisionRecord&)> listener) override;

    /// Takes whole steps until `count` more collisions have been resolved (the last step may
    /// resolve more). Returns false, having done nothing, when nothing moves and no wall does.
    bool advanceCollisions(std::uint64_t count);

    /// Called with the disks (a < b) of each pair contact a step missed (the pair came apart
    /// without being resolved), at the end of that step; the comparison view highlights them.
    /// Pass an empty function to stop. Engine thread.
    void setMissedCollisionListener(std::function<void(std::int32_t a, std::int32_t b)> listener);

    /// Counters and errors; energy and momentum drift are computed now, O(N). Engine thread.
    TimeDrivenStats stats() const;
    const EngineConfig& settings() const { return m_settings; }

private:
    enum class EventKind : std::uint8_t { Pair, Wall, Touch, Segment, SegmentTouch };
    struct StepEvent {
        double time;  // since the start of the step
        EventKind kind;
        std::int32_t a, b;  // b: other disk, Side or segment
        std::uint32_t changesA, changesB;
    };

    void step(double end);
    void buildBoxes(double h);
    void stepNaive(double h, double end);
    /// Naive response: the candidate pairs that touch during the step, from its start.
    void notePairContacts(double h);
    void stepRollback(double h, double start);
    void predictPair(std::int32_t a, std::int32_t b, double h);
    void predictWalls(std::int32_t i, double h, double start);
    void predictPartners(std::int32_t i, std::int32_t except, double h);
    void pushEvent(const StepEvent& event);
    /// Heap order: u comes after v (time, then kind, then disks), so ties resolve reproducibly.
    static bool laterEvent(const StepEvent& u, const StepEvent& v);
    double wallContactTime(std::size_t i, Side side, double h, double start) const;
    /// For a pair overlapping at step time s: the step time (possibly before the step, never
    /// before either disk's last change of course) at which it first touched.
    double contactTimeBehind(std::size_t i, std::size_t j, double s, double start) const;
    void flyTo(std::size_t i, double s);
    // Interior walls (time_driven_segments.cpp).
    void findSegmentCandidates(double start);
    void noteSegmentContacts(double h);
    void stepNaiveSegments(double end);
    void predictSegments(std::int32_t i, double h, double start);
    void reflectOffSegment(std::size_t i, std::int32_t segment, double time);
    std::uint64_t finishSegmentContacts(double end);
    void resolvePair(std::int32_t a, std::int32_t b, double time);
    void reflectOffWall(std::size_t i, Side side, double time);
    void countEndOverlaps();
    void finishStep();
    void wrapIntoBox();
    double wallVelocity(Side side, double t) const;
    void minimumImage(double& dx, double& dy) const;

    Scenario m_scenario;
    EngineConfig m_settings;
    std::unique_ptr<BroadphaseFinder> m_finder;
    std::function<void(const CollisionRecord&)> m_listener;
    std::function<void(std::int32_t, std::int32_t)> m_missedListener;
    double m_now = 0.0;    // the time reported
    double m_clock = 0.0;  // the time the disks are at: m_now, or the grid point within 1e-9 dt of it
    std::uint64_t m_gridSteps = 0;  // grid points k dt passed
    double m_gx = 0.0, m_gy = 0.0;
    bool m_periodic = false;

    // Hot per-disk state, structure of arrays; m_tau is the disk's clock inside a rollback step.
    std::vector<double> m_x, m_y, m_vx, m_vy, m_tau;
    std::vector<double> m_radius, m_mass;
    std::vector<std::uint32_t> m_changes;  // course changes this step (rollback event validity)
    std::vector<double> m_freeSince;       // rollback: time of each disk's last change of course

    // Broad phase output and scratch, kept between steps.
    BoxList m_boxes;
    std::vector<CandidatePair> m_pairs, m_pairScratch;
    std::vector<std::uint32_t> m_counts;
    std::vector<std::uint32_t> m_partnerStart;  // rollback: candidates of each disk
    std::vector<std::int32_t> m_partners;
    std::vector<StepEvent> m_events;             // rollback: heap, earliest first

    // Contact bookkeeping: pairs touched / resolved this step, contacts still open.
    std::vector<CandidatePair> m_touched, m_resolved, m_open;

    // Interior walls: geometry, removal times and bounding boxes; this step's candidates
    // (a = disk, b = segment, sorted), with each disk's run of them; the segment each disk last
    // bounced off this step (rollback), or -1; and the contact bookkeeping as for pairs.
    std::vector<kernels::SegmentGeometry> m_segments;
    std::vector<double> m_segmentRemoval;
    std::vector<std::array<double, 4>> m_segmentBox;  // min x, min y, max x, max y
    std::vector<CandidatePair> m_segmentCandidates;
    std::vector<std::uint32_t> m_segmentStart;
    std::vector<std::int32_t> m_lastSegment;
    std::vector<CandidatePair> m_segmentTouched, m_segmentResolved, m_segmentOpen;

    // Overlaps at the end of the last step, once counted: by stats() on request, else from the
    // next step's candidates.
    mutable std::optional<OverlapReport> m_endOverlaps;
    Totals m_totals;
    TimeDrivenStats m_stats;
    std::array<double, 2> m_wallMomentum{};  // signed impulse the walls gave, for the momentum balance
    double m_energy0 = 0.0;
    std::array<double, 2> m_momentum0{};
    double m_momentumScale = 1.0;
};

} // namespace disklab
