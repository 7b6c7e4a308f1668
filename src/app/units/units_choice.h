#pragma once
// The window's one choice of units (View ▸ Units, and the Gauges' quick switch): every dock,
// tag and export that shows a reading follows changed(). Remembered in the settings for the
// next start.

#include "app/units/unit_system.h"

#include <QObject>

namespace disklab {

class UnitsChoice : public QObject {
    Q_OBJECT
public:
    /// Starts from the choice saved in the settings (reduced units if none).
    explicit UnitsChoice(QObject* parent = nullptr);

    const UnitSystem& units() const { return m_units; }
    /// Chooses `units`, remembers them, and emits changed() if they differ from the choice.
    void choose(const UnitSystem& units);
    /// Chooses the scale, keeping the gas and the units of temperature and pressure.
    void chooseScale(UnitScale scale);

    /// Has `follower` (anything with setUnits(const UnitSystem&)) show the choice now and on
    /// every change.
    template <class Follower>
    void follow(Follower* follower)
    {
        follower->setUnits(m_units);
        connect(this, &UnitsChoice::changed, follower, &Follower::setUnits);
    }

signals:
    void changed(const disklab::UnitSystem& units);

private:
    UnitSystem m_units;
};

/// The choice saved in the settings: the "units/" keys, or before them the Gauges' own
/// "gauges/units" (reduced or atoms, argon), so an earlier version's choice carries over.
UnitSystem savedUnits();
void saveUnits(const UnitSystem& units);

} // namespace disklab
