#pragma once
// The scenario settings the editor changes, each as an undo command with its history text:
// one ScenarioSettingCommand over the setting's read and write functions.

#include "core/scenario.h"

#include <QString>

#include <optional>

class QUndoCommand;

namespace disklab {

class ScenarioDocument;

class ScenarioSettings {
public:
    /// The box's width and height in scenario units (disks stay where they are).
    static QUndoCommand* setBoxSize(ScenarioDocument& document, double width, double height);
    /// The gravitational acceleration vector, in scenario units.
    static QUndoCommand* setGravity(ScenarioDocument& document, double gx, double gy);
    /// Walls or a periodic box.
    static QUndoCommand* setBoundary(ScenarioDocument& document, Boundary boundary);
    /// One side's wall motion (piston velocity and stop time).
    static QUndoCommand* setWallMotion(ScenarioDocument& document, Side side, const BoxWall& motion);
    /// One side's temperature: a heater or cooler at kT, or elastic at 0.
    static QUndoCommand* setWallTemperature(ScenarioDocument& document, Side side, double kT);
    /// The pump (none: no pump), all its values at once.
    static QUndoCommand* setPump(ScenarioDocument& document, const std::optional<Pump>& pump);

private:
    /// One whole sentence per side rather than a side name put into a sentence: core's
    /// sideName() is English, and Chinese and Japanese word the side differently.
    static QString wallMotionText(Side side);
    static QString wallTemperatureText(Side side);
};

} // namespace disklab
