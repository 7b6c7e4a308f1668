#pragma once
// Round tick steps for every chart axis: 1, 2 or 5 times a power of ten, so a reader sees ticks
// at 0, 2, 4, 6 rather than at 0, 1.4, 2.8, 4.2. QCustomPlot's own "readable" strategy also
// allows 2.5; the Qt Charts value axis by default divides its range into equal parts. The steps
// themselves and their labels' format are report/tick_steps.h's, which the lab report's charts share.

#include "report/tick_steps.h"

#include <qcustomplot.h>

class QChart;
class QString;
class QValueAxis;

namespace disklab {

/// A QCustomPlot ticker for linear axes whose steps are niceTickStep's.
class NiceAxisTicker : public QCPAxisTicker {
protected:
    double getTickStep(const QCPRange& range) override;
};

/// A QCustomPlot ticker for logarithmic axes. Over many decades it ticks the powers of ten, as
/// QCPAxisTickerLog does; over two decades or fewer it adds 2 and 5 times them, and within one
/// decade every whole multiple, so a short log axis (radii of gyration from 0.6 to 12, say) is
/// never left with one labelled tick or none.
class NiceLogTicker : public QCPAxisTickerLog {
protected:
    int getSubTickCount(double tickStep) override;
    QVector<double> createTickVector(double tickStep, const QCPRange& range) override;

private:
    bool m_denserThanDecades = false;
};

/// Puts `axis` on a logarithmic scale with a NiceLogTicker, or on a linear one with a
/// NiceAxisTicker. GUI thread.
void setAxisScale(QCPAxis& axis, bool logarithmic);

/// Gives the linear axes of `plot` (both x, both y) a NiceAxisTicker. GUI thread.
void useNiceTicks(QCustomPlot& plot);

/// The round step for a Qt Charts axis over [min, max] drawn `length` pixels long: niceTickStep's,
/// made coarser until every label fits between its neighbours in the axis's label font (0: the
/// length is not known yet, niceTickStep's). GUI thread.
double fittedTickStep(const QValueAxis& axis, double min, double max, double length);

/// Sets a Qt Charts axis to [min, max] widened to whole multiples of fittedTickStep, with a
/// tick at each multiple and labels that read them (tickLabelFormat). Every layout the axis
/// makes on the way has a handful of ticks, whatever the range it had before. GUI thread.
void setRangeWithNiceTicks(QValueAxis& axis, double min, double max, double length = 0.0);

/// Sets a Qt Charts axis to `count` fixed ticks over [min, max], labelled in `labelFormat`, so
/// that what it draws from then on has them all, before the chart lays itself out again.
/// GUI thread.
void setTicks(QValueAxis& axis, double min, double max, int count, const QString& labelFormat);

/// The step between the ticks of an axis setRangeWithNiceTicks set. GUI thread.
double tickStep(const QValueAxis& axis);

/// Fits `axis`'s ticks again whenever `chart`'s plot area changes size. GUI thread.
void refitTicksOnResize(QChart& chart, QValueAxis& axis);

/// How many pixels long `axis` is drawn on `chart` now. GUI thread.
double plotLength(const QChart& chart, const QValueAxis& axis);

} // namespace disklab
