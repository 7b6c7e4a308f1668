#pragma once
// The Structure dock's mixing view: the number of disks of each species in the left and the
// right half of the box against time (runtime/structure_record.h, core/species_halves.h), each
// species in its own colour, the left half solid and the right dashed. Two gases that start
// apart meet at half of each on either side once mixed. Times in the window's time unit.

#include "app/charts/data_table.h"
#include "app/units/unit_system.h"
#include "runtime/structure_record.h"

#include <QCoreApplication>
#include <QString>

class QCustomPlot;

namespace disklab {

class MixingChart {
    Q_DECLARE_TR_FUNCTIONS(disklab::MixingChart)
public:
    /// Columns: the time, then each species' count in the left half and in the right half.
    static DataTable table(const StructureRecord& record, const UnitSystem& units);
    static void draw(QCustomPlot& plot, const DataTable& table, const StructureRecord& record);
    /// Each species' share in the left half now, or that nothing is measured yet.
    static QString summary(const StructureRecord& record);

private:
    /// "Ar", or "species 2" for one without a symbol.
    static QString nameOf(const StructureRecord& record, std::size_t species);
};

} // namespace disklab
