#pragma once
// The colour step of every disk's psi6 phase (view/bond_order_colour_map.h) for the view's
// bond-order colouring. Measuring psi6 is O(N) (tens of milliseconds at 10^5 disks), so it never
// runs on the GUI thread nor for every frame: a scene is measured on a thread of its own, at most
// every kMeasureMs and no sooner than kRestPerWork times the last measurement's duration after
// it, and scenes shown meanwhile wait (only the newest). The view draws with the newest steps,
// which lag the disks by that interval: a crystal's domains move slowly, and a liquid is confetti
// whatever the lag. A new trajectory (load, reset, edit) is measured at once, and its disks keep
// their own colours until it is.

#include "app/view/scene_state.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <cstdint>
#include <future>
#include <memory>
#include <optional>
#include <vector>

namespace disklab {

using PhaseSteps = std::vector<std::uint8_t>;

/// The step of each disk of `scenario`'s `snapshot` (empty if the scenario does not hold every
/// disk of the snapshot). Any thread.
PhaseSteps bondOrderPhaseSteps(const Scenario& scenario, const Snapshot& snapshot);

class BondOrderPhases : public QObject {
    Q_OBJECT
public:
    explicit BondOrderPhases(QObject* parent = nullptr);
    /// Waits for a measurement under way.
    ~BondOrderPhases() override;

    /// Measures `scene` soon (see above). GUI thread.
    void request(const SceneState& scene);
    /// The steps of the latest measurement of `scene`'s trajectory, or null before there is one
    /// with as many disks.
    std::shared_ptr<const PhaseSteps> stepsFor(const SceneState& scene) const;
    /// A scene is being measured, or waits to be.
    bool busy() const { return m_measuring || m_waiting.has_value(); }

signals:
    /// New steps are ready: the view repaints.
    void measured();

private:
    void poll();
    void start(const SceneState& scene);

    std::optional<SceneState> m_waiting;  ///< the newest scene not yet measured
    std::shared_ptr<const Snapshot> m_measuredState;  ///< the state of the latest measurement begun
    std::uint64_t m_runningGeneration = 0;
    std::uint64_t m_generation = UINT64_MAX;  ///< the trajectory of m_steps
    std::shared_ptr<const PhaseSteps> m_steps;
    /// Set from start() until its result is taken. The measurement runs on a thread of its own
    /// (std::async), whose start and join ThreadSanitizer sees.
    bool m_measuring = false;
    std::future<PhaseSteps> m_running;
    QTimer m_poll;  ///< looks for the measurement's end and for a waiting scene's turn
    QElapsedTimer m_lastStart;
    qint64 m_workMs = 0;  ///< wall time the latest measurement took
};

} // namespace disklab
