#include "app/charts/speed_distribution_dock.h"

#include "app/charts/axis_label_fit.h"
#include "app/charts/nice_ticks.h"
#include "app/charts/wrapped_chart_legend.h"

#include <QCheckBox>
#include <QGraphicsLayout>
#include <QLabel>
#include <QLineSeries>
#include <QPainter>
#include <QSpinBox>
#include <QValueAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>

#include <algorithm>
#include <limits>

namespace disklab {
namespace {
constexpr int kRedrawMs = 100;
constexpr int kCurvePoints = 200;
/// Pixels between the chart's edge and what it draws: room for a tick label's overhang.
constexpr int kChartMargin = 6;
/// Fewest disks for which the Maxwell-Boltzmann curve and the KS distance are shown. With N
/// disks sharing a fixed energy, one disk's energy follows (1 - e/E)^(N-2), not the Boltzmann
/// exp(-e/kT): the two differ by terms of order 1/N (a straight line for N = 3). The KS
/// distance of N independent speeds is itself about 0.9/sqrt(N) by chance alone (its 5 %
/// critical value is 1.36/sqrt(N)), about 0.27 at 25 disks. Below 25 disks the curve is
/// not the law the disks follow and the distance could not tell a match from a mismatch;
/// pooling frames does not help, the frames of so few disks being far from independent.
constexpr std::size_t kFewestDisksForTheLaw = 25;
const QColor kSpeciesColours[] = {QColor(31, 119, 180), QColor(255, 127, 14), QColor(44, 160, 44), QColor(148, 103, 189)};
}

SpeedDistributionDock::SpeedDistributionDock(QWidget* parent)
    : ChartDock(tr("Speed Distribution"), QStringLiteral("speedDistributionDock"), parent),
      m_chart(new QChart),
      m_axisX(new QValueAxis),
      m_axisY(new QValueAxis),
      m_view(new QChartView(m_chart)),
      m_bins(new QSpinBox),
      m_window(new QSpinBox),
      m_species(new QCheckBox(tr("Per species"))),
      m_components(new QCheckBox(tr("Components vx, vy"))),
      m_summary(new QLabel)
{
    m_bins->setRange(5, 200);
    m_bins->setValue(30);
    m_bins->setToolTip(tr("Number of histogram bins"));
    m_window->setRange(1, 600);
    m_window->setValue(1);
    m_window->setSpecialValueText(tr("instantaneous"));
    m_window->setSuffix(tr(" frames"));
    m_window->setToolTip(tr("Frames pooled into the histogram: 1 is the instantaneous distribution"));
    addControl(tr("Bins:"), m_bins);
    addControl(tr("Average over:"), m_window);
    addControl(m_species);
    addControl(m_components);
    addControl(m_summary);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(320, 220);
    // The title is short enough for a quarter of a laptop screen; the name it abbreviates is here.
    m_view->setToolTip(tr("KS: the Kolmogorov-Smirnov distance, the largest gap between the measured and the "
                          "Maxwell-Boltzmann cumulative distributions (0 is a perfect match)"));
    // Qt Charts leaves 20 px between the chart's edge and the plot on every side, plus its
    // layout's margins and a rounded background inset within them: beside every other dock at
    // 1024 x 768 that, with the title and the legend, left the histogram some 60 px of its
    // 220. The axes' labels and titles, the chart's title and the legend keep their room.
    m_chart->setMargins(QMargins(kChartMargin, kChartMargin, kChartMargin, kChartMargin));
    m_chart->layout()->setContentsMargins(0, 0, 0, 0);
    m_chart->setBackgroundRoundness(0);
    m_chart->addAxis(m_axisX, Qt::AlignBottom);
    m_chart->addAxis(m_axisY, Qt::AlignLeft);
    refitTicksOnResize(*m_chart, *m_axisX);
    refitTicksOnResize(*m_chart, *m_axisY);
    // The title carries the KS distance, which a narrow panel must not cut to "…".
    fitTitlesToTheirRoom(*m_chart);
    m_chart->legend()->setAlignment(Qt::AlignTop);
    // The labels are kept short enough for the default dock ("Maxwell-Boltzmann, kT = 0.69");
    // in a narrower one, or in larger text, they wrap below the axes instead.
    m_legend = new WrappedChartLegend(*m_chart);
    setChart(m_view);
    connect(m_bins, &QSpinBox::valueChanged, this, &SpeedDistributionDock::setBins);
    connect(m_window, &QSpinBox::valueChanged, this, &SpeedDistributionDock::setWindowFrames);
    connect(m_species, &QCheckBox::toggled, this, &SpeedDistributionDock::setShowSpecies);
    connect(m_components, &QCheckBox::toggled, this, &SpeedDistributionDock::setShowComponents);
}

void SpeedDistributionDock::setBins(int bins)
{
    m_bins->setValue(bins);
    m_distribution.setBins(bins);
    refresh();
}

void SpeedDistributionDock::setWindowFrames(int frames)
{
    m_window->setValue(frames);
    m_distribution.setWindowFrames(frames);
    refresh();
}

void SpeedDistributionDock::setShowSpecies(bool on)
{
    m_species->setChecked(on);
    refresh();
}

void SpeedDistributionDock::setShowComponents(bool on)
{
    m_components->setChecked(on);
    refresh();
}

void SpeedDistributionDock::setUnits(const UnitSystem& units)
{
    m_units = units;
    refresh();
}

QString SpeedDistributionDock::speedUnit() const
{
    return m_units.unit(Quantity::Speed);
}

QString SpeedDistributionDock::densityUnit() const
{
    return m_units.atoms() ? tr("s/m") : tr("time/length");
}

void SpeedDistributionDock::showFrame(const FrameSnapshot& frame)
{
    if (!frame.scenario)
        return;
    if (frame.generation != m_generation || frame.state.time < m_lastTime) {
        // A load, a restart or an edit: the frames pooled so far were of another run; or the
        // timeline went back, and they are the future of the moment shown.
        m_generation = frame.generation;
        m_distribution.clear();
    }
    m_lastTime = frame.state.time;
    m_diskCount = frame.scenario->disks.size();
    if (m_diskCount > 0)
        m_distribution.addFrame(*frame.scenario, frame.state);
    if (!frame.running || !m_lastDraw.isValid() || m_lastDraw.elapsed() >= kRedrawMs)
        refresh();
}

QLineSeries* SpeedDistributionDock::nextSeries(const QString& name, const QPen& pen)
{
    // Series are reused in order from one redraw to the next, so that the legend keeps its
    // entries (see m_series); only a change of what is shown adds or removes some.
    if (m_seriesUsed == m_series.size()) {
        auto* series = new QLineSeries;
        m_chart->addSeries(series);
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
        m_series.append(series);
    }
    QLineSeries* series = m_series[m_seriesUsed++];
    if (series->name() != name)
        series->setName(name);
    if (series->pen() != pen)
        series->setPen(pen);
    return series;
}

void SpeedDistributionDock::addHistogram(const Histogram& histogram, const QString& name, const QColor& colour)
{
    // Drawn as the outline of its bars, so the curve stays visible through it. A speed shown is
    // the reduced one times the factor, a density (per speed) the reduced one over it.
    const double factor = m_units.factor(Quantity::Speed);
    QList<QPointF> points;
    points.reserve(2 * static_cast<qsizetype>(histogram.counts.size()) + 2);
    double x = histogram.lower;
    points.append({x * factor, 0.0});
    for (std::size_t i = 0; i < histogram.counts.size(); ++i) {
        points.append({x * factor, histogram.density(i) / factor});
        x = histogram.lower + static_cast<double>(i + 1) * histogram.binWidth;
        points.append({x * factor, histogram.density(i) / factor});
    }
    points.append({x * factor, 0.0});
    nextSeries(name, QPen(colour, 2))->replace(points);
}

void SpeedDistributionDock::addCurve(const std::function<double(double)>& density, double lower, double upper,
                                     const QString& name, const QColor& colour, Qt::PenStyle style)
{
    const double factor = m_units.factor(Quantity::Speed);
    QList<QPointF> points;
    points.reserve(kCurvePoints + 1);
    for (int k = 0; k <= kCurvePoints; ++k) {
        const double v = lower + (upper - lower) * k / kCurvePoints;
        points.append({v * factor, density(v) / factor});
    }
    nextSeries(name, QPen(colour, 2, style))->replace(points);
}

void SpeedDistributionDock::refresh()
{
    m_lastDraw.start();
    m_seriesUsed = 0;
    if (m_distribution.sampleCount() > 0)
        drawDistribution();
    while (m_series.size() > m_seriesUsed) {
        QLineSeries* surplus = m_series.takeLast();
        m_chart->removeSeries(surplus);
        delete surplus;
    }
    m_legend->refresh();
    const bool drawn = m_seriesUsed > 0;
    m_axisX->setVisible(drawn);
    m_axisY->setVisible(drawn);
    showSummary();
    if (!drawn)
        return;
    // The axes span every point shown; the y axis starts at 0.
    double left = std::numeric_limits<double>::infinity();
    double right = -left;
    double top = 0.0;
    for (const QLineSeries* series : m_series) {
        for (const QPointF& p : series->points()) {
            left = std::min(left, p.x());
            right = std::max(right, p.x());
            top = std::max(top, p.y());
        }
    }
    setRangeWithNiceTicks(*m_axisX, left, right, plotLength(*m_chart, *m_axisX));
    setRangeWithNiceTicks(*m_axisY, 0.0, top, plotLength(*m_chart, *m_axisY));
    m_axisX->setTitleText(m_components->isChecked() ? tr("velocity component [%1]").arg(speedUnit())
                                                     : tr("speed |v| [%1]").arg(speedUnit()));
    m_axisY->setTitleText(tr("probability density [%1]").arg(densityUnit()));
    fitChartTitles(*m_chart);
}

void SpeedDistributionDock::showSummary()
{
    if (showsTheLaw()) {
        m_summary->setText(tr("%n samples", nullptr, int(m_distribution.sampleCount())));
        m_chart->setTitle(tr("KS distance to Maxwell-Boltzmann: %1").arg(m_distribution.ksDistance(), 0, 'f', 3));
        fitChartTitles(*m_chart);
    } else {
        m_summary->setText(tr("Too few disks for a speed distribution: %1").arg(m_diskCount));
        m_chart->setTitle(QString());
    }
}

bool SpeedDistributionDock::showsTheLaw() const
{
    return m_diskCount >= kFewestDisksForTheLaw;
}

QString SpeedDistributionDock::temperatureLegend(double kT) const
{
    // "kT = 0.6931" as before in reduced units; "208 K" on the atoms scale.
    return m_units.atoms() ? temperatureText(kT, m_units) : tr("kT = %1").arg(kT, 0, 'g', 4);
}

QString SpeedDistributionDock::massLegend(double mass) const
{
    return m_units.atoms() ? tr("%1 u").arg(m_units.shown(Quantity::Mass, mass), 0, 'g', 4)
                           : QString::number(mass, 'g', 4);
}

void SpeedDistributionDock::drawDistribution()
{
    const double kT = m_distribution.temperature();
    const bool components = m_components->isChecked();
    if (components) {
        m_shown = m_distribution.component(SpeedDistribution::Component::X);
        addHistogram(m_shown, tr("vx"), kSpeciesColours[0]);
        addHistogram(m_distribution.component(SpeedDistribution::Component::Y), tr("vy"), kSpeciesColours[1]);
        const double upper = m_shown.lower + m_shown.binWidth * static_cast<double>(m_shown.counts.size());
        if (showsTheLaw())
            addCurve([&](double v) { return m_distribution.componentDensity(v); }, m_shown.lower, upper,
                     tr("Gaussian at %1").arg(temperatureLegend(kT)), Qt::black, Qt::SolidLine);
    } else {
        m_shown = m_distribution.speeds();
        const double upper = m_distribution.upperSpeed();
        const std::vector<double> masses = m_distribution.masses();
        if (m_species->isChecked() && masses.size() > 1) {
            for (std::size_t s = 0; s < masses.size(); ++s) {
                const QColor colour = kSpeciesColours[s % std::size(kSpeciesColours)];
                const double m = masses[s];
                const QString mass = massLegend(m);
                addHistogram(m_distribution.speedsOfMass(m), tr("m = %1").arg(mass), colour);
                if (showsTheLaw())
                    addCurve([&](double v) { return m_distribution.speedDensityOfMass(v, m); }, 0.0, upper,
                             tr("Maxwell-Boltzmann, m = %1").arg(mass), colour.darker(150), Qt::DashLine);
            }
        } else {
            addHistogram(m_shown, tr("all disks"), kSpeciesColours[0]);
        }
        if (showsTheLaw())
            addCurve([&](double v) { return m_distribution.speedDensity(v); }, 0.0, upper,
                     tr("Maxwell-Boltzmann, %1").arg(temperatureLegend(kT)), Qt::black, Qt::SolidLine);
    }
}

DataTable SpeedDistributionDock::chartData() const
{
    DataTable table;
    const bool components = m_components->isChecked();
    // The reference law's column only where the chart shows it (enough disks).
    const bool law = showsTheLaw();
    table.columns = {components ? tr("vx bin centre [%1]").arg(speedUnit()) : tr("speed bin centre [%1]").arg(speedUnit()),
                     tr("count"), tr("density [%1]").arg(densityUnit())};
    if (law)
        table.columns << (components ? tr("Gaussian density [%1]").arg(densityUnit())
                                     : tr("Maxwell-Boltzmann density [%1]").arg(densityUnit()));
    const double factor = m_units.factor(Quantity::Speed);
    for (std::size_t i = 0; i < m_shown.counts.size(); ++i) {
        const double v = m_shown.centre(i);
        std::vector<double> row{v * factor, static_cast<double>(m_shown.counts[i]), m_shown.density(i) / factor};
        if (law)
            row.push_back((components ? m_distribution.componentDensity(v) : m_distribution.speedDensity(v)) / factor);
        table.rows.push_back(std::move(row));
    }
    return table;
}

QString SpeedDistributionDock::chartFileName() const
{
    return QStringLiteral("speed-distribution");
}

} // namespace disklab
