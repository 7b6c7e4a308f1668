#include "report/engine_counters.h"

#include "report/figure_text.h"
#include "report/html_table.h"

#include <QCoreApplication>

namespace disklab {
namespace {

QString count(std::uint64_t value)
{
    return QString::number(value);
}

/// What both engines count alike: collisions, drifts, temperature, pressure and cost.
QString sharedRows(const ComparisonReport& r)
{
    QString html;
    html += htmlRow({QCoreApplication::translate("LabReport", "Simulated time"), figureText(r.event.time), figureText(r.time.time)});
    html += htmlRow({QCoreApplication::translate("LabReport", "Collisions"), count(r.event.collisions), count(r.time.collisions)});
    html += htmlRow({QCoreApplication::translate("LabReport", "Between disks"), count(r.event.pairCollisions), count(r.time.pairCollisions)});
    html += htmlRow({QCoreApplication::translate("LabReport", "With walls"), count(r.event.wallCollisions), count(r.time.wallCollisions)});
    html += htmlRow({QCoreApplication::translate("LabReport", "Relative energy drift"), figureText(r.event.energyDrift), figureText(r.time.energyDrift)});
    html += htmlRow({QCoreApplication::translate("LabReport", "Momentum drift"), figureText(r.event.momentumDrift), figureText(r.time.momentumDrift)});
    html += htmlRow({QCoreApplication::translate("LabReport", "Temperature kT"), figureWithError(r.event.temperature, r.event.temperatureError),
                     figureWithError(r.time.temperature, r.time.temperatureError)});
    html += htmlRow({QCoreApplication::translate("LabReport", "Pressure P"), figureWithError(r.event.pressure, r.event.pressureError),
                     figureWithError(r.time.pressure, r.time.pressureError)});
    html += htmlRow({QCoreApplication::translate("LabReport", "Wall-clock seconds per unit of simulated time"), figureText(r.eventSecondsPerTimeUnit),
                     figureText(r.timeSecondsPerTimeUnit)});
    return html;
}

/// What only the time-driven engine has: its steps and their faults; the exact engine has none.
QString steppedRows(const ComparisonReport& r)
{
    const QString none = QStringLiteral("0");
    QString html;
    html += htmlRow({QCoreApplication::translate("LabReport", "Time steps"), QStringLiteral("—"), count(r.timeDriven.steps)});
    html += htmlRow({QCoreApplication::translate("LabReport", "Missed collisions (tunnelling)"), none, count(r.timeDriven.missedCollisions)});
    html += htmlRow({QCoreApplication::translate("LabReport", "Overlapping pairs, summed over the steps"), none, count(r.timeDriven.overlapsCumulative)});
    html += htmlRow({QCoreApplication::translate("LabReport", "Deepest overlap"), none, figureText(r.timeDriven.maxOverlapEver)});
    html += htmlRow({QCoreApplication::translate("LabReport", "Overlapping pairs at the end"), count(r.event.overlaps), count(r.time.overlaps)});
    return html;
}

/// What tells the two runs apart.
QString differenceRows(const DeviationFigures& d)
{
    QString html;
    html += htmlRow({QCoreApplication::translate("LabReport", "Collisions both had, in the same order"), count(d.matchedCollisions)});
    html += htmlRow({QCoreApplication::translate("LabReport", "First difference in the collision logs"),
                     d.firstDifferenceTime ? QStringLiteral("t = %1").arg(figureText(*d.firstDifferenceTime))
                                           : QCoreApplication::translate("LabReport", "none: the logs agree")});
    html += htmlRow({QCoreApplication::translate("LabReport", "Positions' deviation now, mean and largest"),
                     QStringLiteral("%1, %2").arg(figureText(d.positionMean), figureText(d.positionMax))});
    html += htmlRow({QCoreApplication::translate("LabReport", "Largest deviation at any moment compared"), figureText(d.positionMaxPeak)});
    return html;
}

} // namespace

QString engineCountersSection(const ComparisonReport& r)
{
    const QString table = ruledTableStart(true);
    QString html = QStringLiteral("<h2>%1</h2>\n<p>%2</p>\n")
                       .arg(QCoreApplication::translate("LabReport", "The two engines compared"),
                            QCoreApplication::translate("LabReport", "Comparison mode ran the exact event-driven engine and the time-driven one with dt = %1 "
                               "from the same state; what each counted from t = 0 to the moment shown, as "
                               "disklab-cli compare reports it:").arg(figureText(r.timeDriven.settings.dt)).toHtmlEscaped());
    html += table + htmlRow({QCoreApplication::translate("LabReport", "Counter"), QCoreApplication::translate("LabReport", "Event-driven (exact)"), QCoreApplication::translate("LabReport", "Time-driven")}, "th");
    html += sharedRows(r) + steppedRows(r) + QStringLiteral("</table>\n");
    html += QStringLiteral("<p></p>\n") + table + differenceRows(r.deviation) + QStringLiteral("</table>\n");
    return html;
}

} // namespace disklab
