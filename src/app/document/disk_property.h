#pragma once
// The columns of a disk as the editor shows them (table, properties panel, undo commands):
// reading and writing one field of a Disk through a QVariant.

#include "app/units/unit_system.h"
#include "core/scenario.h"

#include <QString>
#include <QVariant>

#include <optional>

namespace disklab {

/// Charge: felt only by the force engine (a scenario with charges runs there).
enum class DiskField { Index, X, Y, Vx, Vy, Radius, Mass, Charge, Colour, Label };
inline constexpr int kDiskFieldCount = 10;

/// Column heading, translated.
QString diskFieldName(DiskField field);
/// What a field measures, where it reads in other units than the scenario's on the atoms scale
/// (x, y and the radius a length, vx and vy a speed, the mass a mass).
std::optional<Quantity> diskFieldQuantity(DiskField field);
/// The heading with the unit the field reads in under `units` ("x (nm)"), or the bare heading.
QString diskFieldHeading(DiskField field, const UnitSystem& units);
/// Index: not editable; the others are.
bool isDiskFieldEditable(DiskField field);
/// The field's value: double for numbers, QColor for the colour, QString for the label, int
/// for the index (`index` is the disk's place in the scenario).
QVariant diskFieldValue(const Disk& disk, int index, DiskField field);
/// Whether `value` is acceptable for `field` (a finite number; radius and mass positive; a
/// valid colour). Other checks (overlaps, box) are the validator's: such states are shown, not refused.
bool isValidDiskFieldValue(DiskField field, const QVariant& value);
/// Writes `value` (already checked with isValidDiskFieldValue) into `disk`.
void setDiskFieldValue(Disk& disk, DiskField field, const QVariant& value);

} // namespace disklab
