#pragma once
// The mouse's hand on the run's free piston. A press on it in the view takes it where it is; a
// drag moves it towards the pointer, arriving a quarter of a second later at the run's playback
// speed, so a slow drag pushes the gas more gently than a quick one, and the gas feels exactly
// the velocity the piston has. The hand never goes faster than half the disks' thermal speed at
// the grab: at the playback speeds a lesson uses, a drag across the box would otherwise drive a
// shock through the gas and heat it many times over. Letting go hands the piston back to the gas
// and the outside pressure, unless the lab already held it (Hold constant: volume), which then
// keeps it where it was left.

#include <QObject>

namespace disklab {

class SimulationController;
class SimulationView;

class PistonHand : public QObject {
    Q_OBJECT
public:
    /// Enables the piston's grip in `view` and sends what the hand does to `controller`'s run.
    PistonHand(SimulationView& view, SimulationController& controller, QObject* parent = nullptr);

private:
    void grab();
    void drag(double x);
    void letGo();
    /// Where the piston is in the frame the view shows.
    double pistonNow() const;

    SimulationView& m_view;
    SimulationController& m_controller;
    bool m_keepHolding = false;  // the lab held the piston before the hand took it
    double m_fastest = 1.0;      // the hand's top speed, set at the grab
};

} // namespace disklab
