#pragma once
// The inside of TimeDrivenEngine (core/time_driven_engine.h): only src/core's time-driven .cpp
// files include this header.
//
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
// advanceTo(t) lands where the step grid says (core/step_grid.h).
//
// Totals: `events` counts resolved collisions (pair + wall), the engine's only events; steps
// are counted in stats(). Collisions go to the listener in the order they are resolved: all at
// the step's end time for Naive, at their exact contact times for Rollback.

#include "core/broadphase.h"
#include "core/contact_response.h"
#include "core/overlap_check.h"
#include "core/random.h"
#include "core/segment_kernels.h"
#include "core/step_grid.h"
#include "core/time_driven_engine.h"

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace disklab {

/// Whether a wall's normal is along x (left, right), and whether the box lies on its high side.
inline bool isVertical(Side side) { return side == Side::Left || side == Side::Right; }
inline bool isLowSide(Side side) { return side == Side::Left || side == Side::Bottom; }

class TimeDrivenEngine::Impl {
public:
    Impl(const Scenario& scenario, const EngineConfig& settings);

    void advanceTo(double t);
    double time() const { return m_now; }
    Snapshot snapshot() const;
    const std::vector<double>& x() const { return m_x; }
    const std::vector<double>& y() const { return m_y; }
    Totals totals() const;
    RandomPosition wallNoisePosition() const { return m_wallNoise.position(); }
    const Scenario& scenario() const { return m_scenario; }
    void setCollisionListener(std::function<void(const CollisionRecord&)> listener);

    bool advanceCollisions(std::uint64_t count);
    double nextStopTime(double t) const { return m_grid.stopAtOrAfter(t); }

    void setMissedCollisionListener(std::function<void(std::int32_t a, std::int32_t b)> listener);

    TimeDrivenStats stats() const;
    const EngineConfig& settings() const { return m_settings; }
    void kick(const DiskKick& kick);
    void setDriftLead(DriftLead lead) { m_driftLead = std::move(lead); }
    void moveStep(double end, const DiskMove& move);

    // Checkpoints (time_driven_checkpoint.cpp).
    std::vector<std::byte> innerState() const;
    void restoreInnerState(const Scenario& scenario, std::span<const std::byte> state);
    template <class Self, class Archive>
    static void transferState(Self& self, Archive& archive);

private:
    enum class EventKind : std::uint8_t { Pair, Wall, Touch, Segment, SegmentTouch };
    // Box walls and interior walls are kinds of their own here, not one Wall kind with a
    // WallIndex as in the log: simultaneous events resolve in kind order (laterEvent), and that
    // order is part of every trajectory the golden logs pin.
    struct StepEvent {
        double time;  // since the start of the step
        EventKind kind;
        std::int32_t a, b;  // b: other disk (Pair, Touch), boxWall(side) (Wall), segment (Segment, SegmentTouch)
        std::uint32_t changesA, changesB;
    };

    void step(double end);
    /// A step of length h in which `move` moves the disks (moveStep).
    void movedStep(double end, const DiskMove& move);
    void buildBoxes(double h);
    void stepNaive(double h, double end);
    /// Naive response: the candidate pairs that touch during the step, from its start.
    void notePairContacts(double h);
    void stepRollback(double h, double start);
    /// Each disk's candidates, from the step's sorted pairs: a compressed adjacency list.
    void listPartners();
    /// Resolves a pair event at its exact contact time and predicts again for both disks.
    void rollBackPair(const StepEvent& e, double h, double start);
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
    void reflectOffSegment(std::size_t i, std::int32_t segment, double since);
    std::uint64_t finishSegmentContacts(double end);
    // A contact's moment is given as the time since the step's start, `since`, which does not
    // round differently at different times of the run (a resumed run then resolves exactly as
    // the run that went on); timeInStep turns it into the run's time for the log and for walls.
    void resolvePair(std::int32_t a, std::int32_t b, double since);
    /// The run's time `since` after the current step's start: its end exactly at `since` = h.
    double timeInStep(double since) const { return since >= m_stepLength ? m_stepEnd : m_clock + since; }
    /// Runs `resolve` (which changes the velocities of `disks`) on physical velocities when a
    /// drift lead is set (setDriftLead), and keeps its result if the drift velocities then part
    /// at kLeastParting of the speed they closed at or more; `partingRate` reads how fast the
    /// contact opens now (negative while it closes), before and after. A disk that leaves at a
    /// speed of its own (a thermal wall's draw) need only part. Otherwise, or without a lead,
    /// runs `resolve` on the drift velocities. Returns what `resolve` returns.
    template <std::size_t Count, class Resolve, class PartingRate>
    auto resolveAtPhysicalVelocities(const std::array<std::size_t, Count>& disks, double since, Resolve resolve,
                                     PartingRate partingRate, bool leavesAtItsOwnSpeed = false);
    /// A contact soft against the force's impulse over a step (a disk pushed onto a floor) could
    /// leave with the lead at a fraction of the speed it came at, and again at its next hop,
    /// until its hops pile up without end inside one step. Resolved as without a lead, it leaves
    /// at the speed it came at, which no later hop can shrink to nothing.
    static constexpr double kLeastParting = 0.5;
    void addDriftLead(std::size_t i, double since, double sign);
    void reflectOffWall(std::size_t i, Side side, double since);
    void countEndOverlaps();
    void finishStep();
    void wrapIntoBox();
    void minimumImage(double& dx, double& dy) const;

    Scenario m_scenario;
    EngineConfig m_settings;
    StepGrid m_grid;
    std::unique_ptr<BroadphaseFinder> m_finder;
    std::function<void(const CollisionRecord&)> m_listener;
    std::function<void(std::int32_t, std::int32_t)> m_missedListener;
    DriftLead m_driftLead;
    double m_now = 0.0;    // the time reported
    double m_clock = 0.0;  // the time the disks are at: m_now, or the grid point within 1e-9 dt of it
    double m_stepLength = 0.0, m_stepEnd = 0.0;  // of the step under way
    std::uint64_t m_gridSteps = 0;  // grid points k dt passed
    double m_gx = 0.0, m_gy = 0.0;
    bool m_periodic = false;
    Random m_wallNoise;  // the thermal walls' draws (box_wall_hit.h)

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
    std::vector<MovedContact> m_movedContacts;   // of a moved step

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

template <std::size_t Count, class Resolve, class PartingRate>
auto TimeDrivenEngine::Impl::resolveAtPhysicalVelocities(const std::array<std::size_t, Count>& disks, double since,
                                                         Resolve resolve, PartingRate partingRate,
                                                         bool leavesAtItsOwnSpeed)
{
    if (!m_driftLead)
        return resolve();
    const double closing = leavesAtItsOwnSpeed ? 0.0 : -partingRate();
    std::array<double, 2 * Count> drift{};
    for (std::size_t k = 0; k < Count; ++k) {
        drift[2 * k] = m_vx[disks[k]];
        drift[2 * k + 1] = m_vy[disks[k]];
        addDriftLead(disks[k], since, -1.0);
    }
    const auto result = resolve();
    for (std::size_t i : disks)
        addDriftLead(i, since, 1.0);
    if (partingRate() >= kLeastParting * closing)
        return result;
    for (std::size_t k = 0; k < Count; ++k) {
        m_vx[disks[k]] = drift[2 * k];
        m_vy[disks[k]] = drift[2 * k + 1];
    }
    return resolve();
}

} // namespace disklab
