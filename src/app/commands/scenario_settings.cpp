#include "app/commands/scenario_settings.h"

#include "app/commands/scenario_setting_command.h"

#include <QCoreApplication>
#include <QPointF>
#include <QSizeF>

namespace disklab {
// Each undo text keeps the translation context of the command class it was first written for,
// so the existing Chinese and Japanese translations of the undo history still apply.

QUndoCommand* ScenarioSettings::setBoxSize(ScenarioDocument& document, double width, double height)
{
    const ScenarioSetting<QSizeF> boxSize{
        [](const Scenario& s) { return QSizeF(s.width, s.height); },
        [](Scenario& s, const QSizeF& size) {
            s.width = size.width();
            s.height = size.height();
        }};
    const QString text = QCoreApplication::translate("BoxSizeCommand", "Set box size");
    return new ScenarioSettingCommand<QSizeF>(document, boxSize, QSizeF(width, height), text);
}

QUndoCommand* ScenarioSettings::setGravity(ScenarioDocument& document, double gx, double gy)
{
    const ScenarioSetting<QPointF> gravity{
        [](const Scenario& s) { return QPointF(s.gravityX, s.gravityY); },
        [](Scenario& s, const QPointF& g) {
            s.gravityX = g.x();
            s.gravityY = g.y();
        }};
    const QString text = QCoreApplication::translate("GravityCommand", "Set gravity");
    return new ScenarioSettingCommand<QPointF>(document, gravity, QPointF(gx, gy), text);
}

QUndoCommand* ScenarioSettings::setBoundary(ScenarioDocument& document, Boundary boundary)
{
    const ScenarioSetting<Boundary> setting{[](const Scenario& s) { return s.boundary; },
                                            [](Scenario& s, const Boundary& b) { s.boundary = b; }};
    const QString text = boundary == Boundary::Periodic
                           ? QCoreApplication::translate("BoundaryCommand", "Make box periodic")
                           : QCoreApplication::translate("BoundaryCommand", "Give box walls");
    return new ScenarioSettingCommand<Boundary>(document, setting, boundary, text);
}

QUndoCommand* ScenarioSettings::setWallMotion(ScenarioDocument& document, Side side, const BoxWall& motion)
{
    const ScenarioSetting<BoxWall> wall{[side](const Scenario& s) { return s.wall(side); },
                                           [side](Scenario& s, const BoxWall& m) { s.wall(side) = m; }};
    return new ScenarioSettingCommand<BoxWall>(document, wall, motion, wallMotionText(side));
}

QUndoCommand* ScenarioSettings::setWallTemperature(ScenarioDocument& document, Side side, double kT)
{
    const ScenarioSetting<double> temperature{[side](const Scenario& s) { return s.wall(side).temperature; },
                                              [side](Scenario& s, const double& t) { s.wall(side).temperature = t; }};
    return new ScenarioSettingCommand<double>(document, temperature, kT, wallTemperatureText(side));
}

QUndoCommand* ScenarioSettings::setPump(ScenarioDocument& document, const std::optional<Pump>& pump)
{
    const ScenarioSetting<std::optional<Pump>> setting{
        [](const Scenario& s) { return s.pump; },
        [](Scenario& s, const std::optional<Pump>& p) { s.pump = p; }};
    const bool had = document.scenario().pump.has_value();
    const QString text = !pump ? QCoreApplication::translate("ScenarioSettings", "Remove the pump")
                       : had   ? QCoreApplication::translate("ScenarioSettings", "Set the pump")
                               : QCoreApplication::translate("ScenarioSettings", "Add a pump");
    return new ScenarioSettingCommand<std::optional<Pump>>(document, setting, pump, text);
}

QString ScenarioSettings::wallTemperatureText(Side side)
{
    switch (side) {
    case Side::Left:
        return QCoreApplication::translate("WallTemperatureCommand", "Set temperature of the left wall");
    case Side::Right:
        return QCoreApplication::translate("WallTemperatureCommand", "Set temperature of the right wall");
    case Side::Bottom:
        return QCoreApplication::translate("WallTemperatureCommand", "Set temperature of the bottom wall");
    case Side::Top:
        return QCoreApplication::translate("WallTemperatureCommand", "Set temperature of the top wall");
    }
    return {};
}

QString ScenarioSettings::wallMotionText(Side side)
{
    switch (side) {
    case Side::Left:
        return QCoreApplication::translate("WallMotionCommand", "Set motion of the left wall");
    case Side::Right:
        return QCoreApplication::translate("WallMotionCommand", "Set motion of the right wall");
    case Side::Bottom:
        return QCoreApplication::translate("WallMotionCommand", "Set motion of the bottom wall");
    case Side::Top:
        return QCoreApplication::translate("WallMotionCommand", "Set motion of the top wall");
    }
    return {};
}

} // namespace disklab
