#pragma once
// A chart drawn for a lab report into an image: histogram bars, a theory curve, points and a
// horizontal reference line on linear axes with round ticks (report/tick_steps.h). Small on
// purpose: a printed page needs none of an interactive plot's machinery.

#include <QImage>
#include <QPointF>
#include <QString>

#include <optional>
#include <vector>

namespace disklab {

struct ReportChart {
    QString xLabel, yLabel;
    std::vector<QPointF> bars;   ///< (centre, height), each barWidth wide
    double barWidth = 0.0;
    QString barsName;
    std::vector<QPointF> curve;  ///< a line through these points
    QString curveName;
    std::vector<QPointF> points;  ///< markers
    QString pointsName;
    std::optional<double> reference;  ///< a horizontal line at this y
    QString referenceName;
};

/// `chart` drawn into an image of `width` x `height` pixels on white.
QImage drawChart(const ReportChart& chart, int width, int height);

} // namespace disklab
