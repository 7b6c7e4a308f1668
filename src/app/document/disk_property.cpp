#include "app/document/disk_property.h"

#include <QColor>
#include <QCoreApplication>

#include <cmath>

namespace disklab {

QString diskFieldName(DiskField field)
{
    switch (field) {
    case DiskField::Index: return QCoreApplication::translate("DiskField", "#");
    case DiskField::X: return QCoreApplication::translate("DiskField", "x");
    case DiskField::Y: return QCoreApplication::translate("DiskField", "y");
    case DiskField::Vx: return QCoreApplication::translate("DiskField", "vx");
    case DiskField::Vy: return QCoreApplication::translate("DiskField", "vy");
    case DiskField::Radius: return QCoreApplication::translate("DiskField", "Radius");
    case DiskField::Mass: return QCoreApplication::translate("DiskField", "Mass");
    case DiskField::Charge: return QCoreApplication::translate("DiskField", "Charge");
    case DiskField::Colour: return QCoreApplication::translate("DiskField", "Colour");
    case DiskField::Label: return QCoreApplication::translate("DiskField", "Label");
    }
    return {};
}

std::optional<Quantity> diskFieldQuantity(DiskField field)
{
    switch (field) {
    case DiskField::X:
    case DiskField::Y:
    case DiskField::Radius: return Quantity::Length;
    case DiskField::Vx:
    case DiskField::Vy: return Quantity::Speed;
    case DiskField::Mass: return Quantity::Mass;
    default: return std::nullopt;
    }
}

QString diskFieldHeading(DiskField field, const UnitSystem& units)
{
    const std::optional<Quantity> quantity = diskFieldQuantity(field);
    if (!units.atoms() || !quantity)
        return diskFieldName(field);
    return QCoreApplication::translate("DiskField", "%1 (%2)").arg(diskFieldName(field), units.unit(*quantity));
}

bool isDiskFieldEditable(DiskField field)
{
    return field != DiskField::Index;
}

QVariant diskFieldValue(const Disk& disk, int index, DiskField field)
{
    switch (field) {
    case DiskField::Index: return index;
    case DiskField::X: return disk.x;
    case DiskField::Y: return disk.y;
    case DiskField::Vx: return disk.vx;
    case DiskField::Vy: return disk.vy;
    case DiskField::Radius: return disk.radius;
    case DiskField::Mass: return disk.mass;
    case DiskField::Charge: return disk.charge;
    case DiskField::Colour: return QColor(disk.colour.r, disk.colour.g, disk.colour.b);
    case DiskField::Label: return QString::fromStdString(disk.label);
    }
    return {};
}

bool isValidDiskFieldValue(DiskField field, const QVariant& value)
{
    switch (field) {
    case DiskField::Index: return false;
    case DiskField::Colour: return value.value<QColor>().isValid() || QColor::isValidColorName(value.toString());
    case DiskField::Label: return value.canConvert<QString>();
    default: break;
    }
    bool ok = false;
    const double number = value.toDouble(&ok);
    if (!ok || !std::isfinite(number))
        return false;
    return (field != DiskField::Radius && field != DiskField::Mass) || number > 0.0;
}

void setDiskFieldValue(Disk& disk, DiskField field, const QVariant& value)
{
    switch (field) {
    case DiskField::Index: return;
    case DiskField::X: disk.x = value.toDouble(); return;
    case DiskField::Y: disk.y = value.toDouble(); return;
    case DiskField::Vx: disk.vx = value.toDouble(); return;
    case DiskField::Vy: disk.vy = value.toDouble(); return;
    case DiskField::Radius: disk.radius = value.toDouble(); return;
    case DiskField::Mass: disk.mass = value.toDouble(); return;
    case DiskField::Charge: disk.charge = value.toDouble(); return;
    case DiskField::Colour: {
        QColor c = value.value<QColor>();
        if (!c.isValid())
            c = QColor::fromString(value.toString());
        disk.colour = {std::uint8_t(c.red()), std::uint8_t(c.green()), std::uint8_t(c.blue())};
        return;
    }
    case DiskField::Label: disk.label = value.toString().toStdString(); return;
    }
}

} // namespace disklab
