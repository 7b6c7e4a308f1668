// The writing half of algs4_format.h, and the file wrappers.
#include "io/algs4_format.h"
#include "io/file_bytes.h"
#include "io/number_text.h"
#include "io/scenario_numbers.h"

#include <algorithm>

namespace disklab {
namespace {

/// What the format cannot say; each entry refuses the export.
QStringList inexpressible(const Scenario& s)
{
    QStringList reasons;
    if (s.width != 1.0 || s.height != 1.0)
        reasons.append(QStringLiteral("the box is %1 x %2, but algs4 files hold the unit square only")
                           .arg(s.width, 0, 'g', 17)
                           .arg(s.height, 0, 'g', 17));
    if (s.boundary == Boundary::Periodic)
        reasons.append(QStringLiteral("the boundary is periodic, but algs4 files have walls only"));
    if (s.hasMovingWalls())
        reasons.append(QStringLiteral("walls move, but algs4 walls are fixed"));
    if (s.gravityX != 0.0 || s.gravityY != 0.0)
        reasons.append(QStringLiteral("there is gravity, but algs4 files have no forces"));
    if (!s.segments.empty())
        reasons.append(QStringLiteral("there %1, but algs4 files have only the box's walls")
                           .arg(s.segments.size() == 1 ? QStringLiteral("is an interior wall")
                                                       : QStringLiteral("are %1 interior walls").arg(s.segments.size())));
    if (s.hasForces())
        reasons.append(QStringLiteral("there are charges or links, but algs4 files have no forces between disks"));
    if (auto problem = findNonFiniteNumber(s))
        reasons.append(*problem);
    return reasons;
}

/// What the format drops silently; each entry becomes a warning.
QStringList dropped(const Scenario& s)
{
    QStringList warnings;
    const auto labelled = std::count_if(s.disks.begin(), s.disks.end(), [](const Disk& d) { return !d.label.empty(); });
    if (labelled > 0)
        warnings.append(QStringLiteral("labels of %1 disk%2 dropped: algs4 files have no labels")
                            .arg(labelled)
                            .arg(labelled == 1 ? QString() : QStringLiteral("s")));
    if (!s.description.empty())
        warnings.append(QStringLiteral("description dropped: algs4 files have none"));
    if (!s.translations.empty())
        warnings.append(QStringLiteral("translated titles and descriptions dropped: algs4 files have none"));
    if (!(s.engine == EngineConfig{}))
        warnings.append(QStringLiteral("engine settings dropped: algs4 files have none"));
    if (s.seed != Scenario{}.seed)
        warnings.append(QStringLiteral("seed dropped: algs4 files have none"));
    return warnings;
}

} // namespace

SaveResult scenarioToAlgs4(const Scenario& scenario)
{
    SaveResult result;
    const QStringList reasons = inexpressible(scenario);
    if (!reasons.isEmpty()) {
        result.error = QStringLiteral("cannot be written as an algs4 file: ") + reasons.join(QStringLiteral("; "));
        return result;
    }
    result.warnings = dropped(scenario);
    QByteArray& out = result.bytes;
    out.reserve(static_cast<qsizetype>(scenario.disks.size()) * 160 + 16);
    out += QByteArray::number(static_cast<qulonglong>(scenario.disks.size())) + '\n';
    for (const Disk& d : scenario.disks) {
        for (double value : {d.x, d.y, d.vx, d.vy, d.radius, d.mass})
            out += seventeenDigitNumber(value) + ' ';
        out += QByteArray::number(d.colour.r) + ' ' + QByteArray::number(d.colour.g) + ' '
               + QByteArray::number(d.colour.b) + '\n';
    }
    return result;
}

LoadResult loadAlgs4File(const QString& path, const LoadOptions& options)
{
    return loadFileWith(path, [&](const QByteArray& bytes, const QString& name) { return scenarioFromAlgs4(bytes, name, options); });
}

SaveResult saveAlgs4File(const QString& path, const Scenario& scenario)
{
    return saveFileWith(path, [&] { return scenarioToAlgs4(scenario); });
}

} // namespace disklab
