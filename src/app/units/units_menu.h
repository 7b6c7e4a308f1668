#pragma once
// View ▸ Units: the scale (reduced or atoms), then the gas, the temperature's unit and the
// pressure's as exclusive groups, which mean something on the atoms scale only and are enabled
// there. The checks follow the choice however it is made (the Gauges' quick switch too).

class QMenu;

namespace disklab {

class UnitsChoice;

/// Fills `menu` with the choices of `choice`, and keeps them in step with it.
void fillUnitsMenu(QMenu& menu, UnitsChoice& choice);

} // namespace disklab
