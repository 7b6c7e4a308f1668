#pragma once
// Inside the aggregation engine: only core/aggregation_engine*.cpp include this.
//
// Clusters are kept by id in one vector: the scenario's disks are clusters 0 .. N-1 at the start
// and each merge appends the merged cluster and marks its two parts dead, so ids never change
// meaning and ties break the same way in every run. Within a step the engine keeps every
// contact predicted so far in a queue ordered by (time, lower id, higher id); a merge makes the
// predictions of its two parts stale (dropped when they surface) and predicts the new cluster
// against the candidates the detection strategy names.

#include "core/aggregation_detection.h"
#include "core/aggregation_engine.h"
#include "core/aggregation_flight_grid.h"
#include "core/cluster_contact.h"
#include "core/random.h"
#include "core/rigid_cluster.h"

#include <functional>
#include <memory>
#include <queue>
#include <vector>

namespace disklab {

class AggregationEngine::Impl {
public:
    Impl(const Scenario& scenario, AggregationDetection detection);

    void advanceTo(double t);
    bool advanceCollisions(std::uint64_t count);
    double time() const { return m_now; }
    Snapshot snapshot() const;
    Totals totals() const;
    const Scenario& scenario() const { return m_scenario; }
    void setCollisionListener(std::function<void(const CollisionRecord&)> listener) { m_listener = std::move(listener); }
    AggregationStats stats() const;
    std::map<std::string, RandomPosition> randomStreams() const;
    std::vector<std::int32_t> clusterOfDisks() const;

    // Checkpoints (aggregation_checkpoint.cpp).
    std::vector<std::byte> innerState() const;
    void restoreInnerState(const Scenario& scenario, std::span<const std::byte> state);
    template <class Self, class Archive>
    static void transferState(Self& self, Archive& archive);

private:
    struct PendingContact {
        double time;
        std::int32_t a;  ///< the lower id
        std::int32_t b;
        double shiftX;   ///< b's periodic image next to a
        double shiftY;
        bool operator>(const PendingContact& o) const
        {
            if (time != o.time)
                return time > o.time;
            return a != o.a ? a > o.a : b > o.b;
        }
    };

    /// The first live contact, dropping stale ones; nothing if none is left in this step.
    const PendingContact* nextContact();
    /// A contact: the two clusters merge, or, failing the sticking draw, bounce apart.
    void touch(const PendingContact& contact);
    void merge(const PendingContact& contact);
    void bounce(const PendingContact& contact);
    /// Retires the live cluster `old` in favour of `replacement` (appended with a new id), so the
    /// predictions made for it go stale.
    std::int32_t replace(std::int32_t old, RigidCluster replacement);
    /// Ends the step at its end time and begins the next: rebases and wraps every cluster,
    /// redraws Brownian velocities, and predicts every candidate pair afresh. A free flight
    /// (stepDuration) ends at `stop` at the latest.
    void beginStep(double start, double stop);
    /// Joins the disks of the settings' saved clusters into rigid clusters at t = 0.
    void joinSavedClusters();
    /// Brownian velocities for a step of this duration.
    void drawVelocities(double duration);
    /// A Brownian step's duration: `step`; under a power-law mobility as long as lets the
    /// fastest live cluster move as far as a lone disk moves in `step`, or a free flight of up
    /// to `horizon` when every pair of clusters is far enough apart for one.
    double stepDuration(double horizon);
    /// The longest step in which no two clusters can come near touching, or `floor` if that is
    /// longer (or not worth finding).
    double freeFlightDuration(double floor);
    /// A free flight keeps every pair's relative displacement within its gap over this many
    /// standard deviations: a Brownian pair closes it within one step with a chance of order
    /// 1e-5 at most.
    static constexpr double kFreeFlightMargin = 6.0;
    static constexpr std::size_t kMostClustersForFreeFlight = 64;
    // Per-cluster flights (aggregation_flights.cpp). A cluster's flight is a straight segment
    // to m_flightEnd[id]; the queue holds, beside the contacts, one entry per live cluster with
    // a == b at the end of its flight, where it draws its next one.
    bool perCluster() const { return fliesPerCluster(m_settings.stepping); }
    /// Every live cluster draws its first flight at the current time.
    void beginFlights();
    /// Cluster c ends its flight at `at` and begins the next, which ends by `horizon` unless its
    /// resolved step alone is longer; it is predicted against every cluster its flight may meet.
    void fly(std::int32_t c, double at, double horizon);
    /// As long as c's own mobility and its gap to the nearest other cluster allow.
    double flightDuration(std::int32_t c, double at, double horizon);
    /// The gap from c's bounding circle to the nearest other cluster's box, looked for out to
    /// `widest`, within `firstReach` first; a gap under `worthMeasuring` is measured member by
    /// member (nearestMemberGap). A gap within `slack` of the radius searched counts as nothing
    /// found within it: the distance to nothing may round to a hair below that radius. Flights
    /// pass 0, which stops a search there (and measures member by member) now and then.
    double nearestClusterGap(std::int32_t c, double firstReach, double worthMeasuring, double widest, double slack);
    /// The smallest member gap between c and the clusters near it as they can be during c's
    /// next flight, or `cap` if none is nearer.
    double nearestMemberGap(std::int32_t c, double cap);
    /// c's resolved step: it moves as far as a lone disk moves in `step`.
    double resolvedStep(const RigidCluster& cluster) const;
    /// Gaps shorter than allow this many resolved steps in one flight are measured member by member.
    static constexpr double kMeasuredFlights = 16.0;
    void predictFlight(std::int32_t c);
    /// A merged cluster lands at once: it draws its first flight at the merge's time.
    void landMerged(std::int32_t a, std::int32_t b, std::int32_t merged);
    void advanceFlightsTo(double t);
    bool advanceFlightCollisions(std::uint64_t count);
    /// A flight keeps a cluster's displacement within half its gap to the nearest other cluster
    /// over this many standard deviations per component.
    static constexpr double kFlightMargin = 6.0;
    // First-passage jumps (aggregation_jumps.cpp). A jumping cluster stands at the centre of its
    // protective disk, of radius m_jumpRadius[id], with no velocity; it is somewhere in that
    // disk until m_flightEnd[id], when it leaves it through a uniformly random point.
    bool jumps() const { return m_settings.stepping == AggregationStepping::FirstPassage; }
    /// c, at `at`, jumps if the disk free of every other cluster about it is wide enough to be
    /// worth it; false if it flies a resolved step instead.
    bool jump(std::int32_t c, double at);
    /// A jump that ends at its first passage: c stands on its protective circle.
    void leaveJumpDisk(RigidCluster& cluster, std::int32_t c);
    /// A jump cut short at m_now (a flight about to come near, or a stop): c stands where a walk
    /// still inside its disk is then, and flies on from there at once.
    void interruptJump(std::int32_t c);
    /// Interrupts every jump under way at time t, so the run is seen where its clusters are.
    void interruptJumpsAt(double t);
    /// Whether the box meets c's protective disk (nearest image).
    bool meetsJumpDisk(std::int32_t c, const FlightBox& box) const;
    /// A jump lasts on average at least this many resolved steps, or a resolved flight is taken.
    static constexpr double kLeastJumpSteps = 4.0;

    /// D_s of a power-law mobility.
    double diffusion(const RigidCluster& c) const;
    /// Predicts c's contacts with the candidates the strategy names (with onlyHigher, those of a
    /// higher id), leaving out predictedAlready.
    void predict(std::int32_t c, bool onlyHigher, std::int32_t predictedAlready = -1);
    /// Queues the first contact of c and other from now until `until`, if they touch by then.
    void predictPair(std::int32_t c, std::int32_t other, double until);
    void notifyContact(const RigidCluster& a, const RigidCluster& b, const PendingContact& contact);
    bool nothingMoves() const;
    /// Contacts so far: merges and bounces.
    std::uint64_t contacts() const { return m_formed.size() + m_bounces; }
    void wrap(RigidCluster& cluster) const;

    Scenario m_scenario;
    AggregationSettings m_settings;
    PeriodicBox m_box;
    std::vector<double> m_radii;
    std::vector<RigidCluster> m_clusters;
    std::vector<char> m_alive;
    std::vector<std::int32_t> m_live;  ///< ids of the live clusters, ascending
    std::unique_ptr<ClusterPairFinder> m_finder;
    FlightGrid m_flightGrid{PeriodicBox{}, 0.0};
    std::vector<double> m_flightEnd;  ///< by cluster id: when its current flight ends
    std::vector<double> m_jumpRadius;  ///< by cluster id: its protective disk's radius while it jumps, else 0
    std::vector<std::int32_t> m_near;  ///< scratch: clusters near one that draws its flight
    std::priority_queue<PendingContact, std::vector<PendingContact>, std::greater<>> m_contacts;
    std::vector<std::int32_t> m_candidates;
    ContactWorkspace m_workspace;
    Random m_random;
    // m_random as it stood before the step under way drew its velocities: a saved state carries
    // this, since the resumed engine draws its first step's velocities when it is built.
    Random m_motionAtStepStart{0};
    /// The sticking draws have a stream of their own: a sticking probability of 1 draws nothing
    /// and leaves the Brownian draws, and so the whole history, as they were without it.
    Random m_stickingDraws;
    static constexpr std::uint64_t kStickingStream = 0x5717C4D15C0FFEEull;
    TouchingRule m_touchingRule = TouchingRule::Contact;
    std::vector<double> m_diffusions;  ///< D_s of each live cluster, in m_live's order
    /// D_s = D_1 s^gamma by the cluster's number of disks s, D_1 = kT step / (2 m), m the mean disk mass.
    std::vector<double> m_diffusionOfSize;
    double m_now = 0.0;
    double m_stepStart = 0.0;
    double m_stepEnd = 0.0;
    std::uint64_t m_largest = 1;
    std::uint64_t m_narrowPhaseCalls = 0;
    std::uint64_t m_steps = 0;
    std::uint64_t m_bounces = 0;
    std::vector<FormedCluster> m_formed;
    std::function<void(const CollisionRecord&)> m_listener;
};

} // namespace disklab
