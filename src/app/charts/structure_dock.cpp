#include "app/charts/structure_dock.h"

#include "app/charts/custom_plot_render.h"
#include "app/charts/density_profile_chart.h"
#include "app/charts/free_path_chart.h"
#include "app/charts/mixing_chart.h"
#include "app/charts/nice_ticks.h"
#include "app/charts/plot_legend.h"
#include "app/charts/plot_ranges.h"
#include "app/charts/quantity_chooser.h"
#include "app/charts/table_columns.h"

#include <QLabel>
#include <QPushButton>
#include <qcustomplot.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <utility>

namespace disklab {
namespace {
/// At most about four measurements a second of a running simulation: each is O(N), and the
/// average of g(r) gains little from states closer in time than that.
constexpr int kMeasureMs = 250;
/// And a measurement's thread rests at least this many times as long as it worked, so that at
/// 10^5 disks and more it takes no more than a tenth of a core from the engine and the view.
constexpr qint64 kRestPerWork = 9;
/// How often the GUI thread looks whether a measurement is done: soon after, and cheap.
constexpr int kPollMs = 15;
constexpr double kNone = std::numeric_limits<double>::quiet_NaN();
enum PairColumn { RadiusColumn, PairColumnG };
enum OrderColumn { TimeColumn, OrderColumnPsi6 };
}

StructureDock::StructureDock(QWidget* parent)
    : ChartDock(tr("Structure"), QStringLiteral("structureDock"), parent),
      m_measuredTime(kNone),
      m_view(new QuantityChooser({tr("Pair correlation g(r)"), tr("Bond order |ψ6| against time"),
                                  tr("Free paths (exact engine)"), tr("Density along gravity"),
                                  tr("Species in each half (mixing)")})),
      m_summary(new QLabel),
      m_plot(makeDockPlot(Qt::AlignTop | Qt::AlignRight))
{
    auto* restartButton = new QPushButton(tr("Restart"));
    restartButton->setToolTip(tr("Average g(r), the free paths and the density, and record |ψ6| and the halves, from the current state on"));
    addControl(tr("Show:"), m_view);
    addControl(restartButton);
    addControl(m_summary);
    useNiceTicks(*m_plot);
    placeLegendBelowAxes(*m_plot);
    setChart(m_plot);
    connect(restartButton, &QPushButton::clicked, this, &StructureDock::restart);
    connect(m_view, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    m_poll.setInterval(kPollMs);
    connect(&m_poll, &QTimer::timeout, this, [this] {
        if (m_running.wait_for(std::chrono::seconds(0)) == std::future_status::ready)
            takeMeasurement();
    });
    // Shown again (or its tab raised): the state it missed while hidden is measured now.
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && m_latest && !measuring())
            measure(m_latest);
    });
    refresh();
}

void StructureDock::setView(View view)
{
    m_view->choose(view);
}

StructureDock::View StructureDock::view() const
{
    return m_view->current<View>();
}

void StructureDock::setUnits(const UnitSystem& units)
{
    m_units = units;
    refresh();
}

void StructureDock::showFrame(const FramePtr& frame)
{
    if (!frame->scenario)
        return;
    // The timeline went back: the states measured after the moment shown are its future, and
    // the averages start again from it, as the speed distribution's do.
    const bool wentBack = m_latest && frame->generation == m_generation && frame->state.time < m_latest->state.time;
    m_latest = frame;
    // Every frame's collisions while in sight: a skipped stretch drops the flights across it.
    if (isVisible())
        m_freePaths.add(*frame);
    if (frame->generation != m_generation || wentBack) {
        m_generation = frame->generation;
        restart();
        return;
    }
    if (measuring()) {
        // A paused state is what the user looks at: it is measured once the running one is done.
        if (!frame->running)
            m_waiting = frame;
        return;
    }
    const qint64 interval = std::max<qint64>(kMeasureMs, (1 + kRestPerWork) * m_measureMs);
    if (frame->running && m_lastMeasure.isValid() && m_lastMeasure.elapsed() < interval)
        return;
    measure(frame);
}

void StructureDock::restart()
{
    ++m_epoch;
    m_record = StructureRecord();
    m_freePaths = FreePathSampler();
    m_measuredTime = kNone;
    m_waiting.reset();
    // At once, so the previous run's curves never stay on a new one.
    refresh();
    if (!m_latest)
        return;
    if (measuring())
        m_waiting = m_latest;
    else
        measure(m_latest);
}

void StructureDock::measure(const FramePtr& frame)
{
    // Hidden (closed, or behind another tab), the dock spares the processor the engine needs.
    // A paused run shows the same state again (a redraw, a control changed): it counts once.
    if (!isVisible() || frame->state.time == m_measuredTime)
        return;
    m_measuredTime = frame->state.time;
    m_measuredEpoch = m_epoch;
    m_measuring = true;
    m_lastMeasure.start();
    // The worker has its own copy of the record and shares the immutable frame.
    m_running = std::async(std::launch::async, [record = m_record, frame]() mutable {
        record.add(*frame->scenario, frame->state);
        return record;
    });
    m_poll.start();
}

void StructureDock::takeMeasurement()
{
    m_poll.stop();
    m_measuring = false;
    m_measureMs = m_lastMeasure.elapsed();
    StructureRecord measured = m_running.get();
    if (m_measuredEpoch == m_epoch) {
        m_record = std::move(measured);
        refresh();
    }
    if (m_waiting)
        measure(std::exchange(m_waiting, {}));
}

void StructureDock::refresh()
{
    m_plot->clearGraphs();
    const DataTable table = chartData();
    if (view() == View::PairCorrelation)
        drawPairCorrelation(table);
    else if (view() == View::BondOrder)
        drawBondOrder(table);
    else
        drawOtherView(table);
    m_plot->xAxis->setLabel(table.columns[0]);
    // The mixing view's columns are the species' counts: its axis says what they count.
    m_plot->yAxis->setLabel(view() == View::Mixing ? tr("disks in the half") : table.columns[1]);
    fixRangesWithoutExtent(*m_plot);
    showLegendWhenItHasItems(*m_plot);
    m_plot->replot();
}

void StructureDock::drawPairCorrelation(const DataTable& table)
{
    const QVector<double> r = tableColumn(table, RadiusColumn), g = tableColumn(table, PairColumnG);
    const double reach = r.isEmpty() ? 0.0 : r.back() + (r.size() > 1 ? 0.5 * (r[1] - r[0]) : 0.0);
    QCPGraph* measured = m_plot->addGraph();
    measured->setData(r, g, true);
    measured->setName(tr("g(r), average of %n states", nullptr, m_record.states()));
    measured->setPen(QPen(QColor(31, 119, 180), 2));
    QCPGraph* ideal = m_plot->addGraph();
    ideal->setData({0.0, reach}, {1.0, 1.0}, true);
    ideal->setName(tr("ideal gas g = 1"));
    ideal->setPen(QPen(Qt::black, 1.5, Qt::DashLine));
    // The extrapolated contact value as a point at r = sigma; the legend carries it and its Z.
    QCPGraph* contact = m_plot->addGraph();
    contact->setLineStyle(QCPGraph::lsNone);
    contact->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(214, 39, 40), 8));
    if (const auto value = m_record.contact()) {
        contact->setData({m_units.shown(Quantity::Length, *m_record.diameter())}, {*value}, true);
        contact->setName(contactLegend(*value));
    } else {
        contact->removeFromLegend();
    }
    m_summary->setText(contactSummary());
    m_plot->xAxis->setRange(0.0, reach);
    const double highest = g.isEmpty() ? 1.0 : *std::max_element(g.cbegin(), g.cend());
    m_plot->yAxis->setRange(0.0, 1.1 * std::max({highest, m_record.contact().value_or(0.0), 1.0}));
}

void StructureDock::drawBondOrder(const DataTable& table)
{
    QCPGraph* order = m_plot->addGraph();
    order->setData(tableColumn(table, TimeColumn), tableColumn(table, OrderColumnPsi6), true);
    order->setName(tr("global bond order |⟨ψ6⟩|: 1 in a perfect crystal, near 0 in a fluid"));
    order->setPen(QPen(QColor(31, 119, 180), 2));
    order->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 3));
    order->rescaleKeyAxis();
    m_plot->yAxis->setRange(0.0, 1.0);
    const auto& samples = m_record.order();
    m_summary->setText(samples.empty() ? tr("No state measured yet")
                                       : tr("|⟨ψ6⟩| now: %1").arg(samples.back().psi6, 0, 'f', 3));
}

void StructureDock::drawOtherView(const DataTable& table)
{
    const Snapshot* state = m_latest ? &m_latest->state : nullptr;
    switch (view()) {
    case View::FreePaths: {
        const std::optional<double> enskog = state ? enskogFreePath(*m_latest->scenario, *state) : std::nullopt;
        FreePathChart::draw(*m_plot, table, m_freePaths, enskog, m_units);
        m_summary->setText(FreePathChart::summary(m_freePaths, enskog, m_units));
        break;
    }
    case View::DensityProfile: {
        const auto gas = state ? barometricGas(*m_latest->scenario, *state) : std::nullopt;
        DensityProfileChart::draw(*m_plot, table, m_record, gas);
        m_summary->setText(DensityProfileChart::summary(m_record, gas, m_units));
        break;
    }
    default:
        MixingChart::draw(*m_plot, table, m_record);
        m_summary->setText(MixingChart::summary(m_record));
    }
}

QString StructureDock::contactSummary() const
{
    if (m_record.states() == 0)
        return tr("No state measured yet");
    if (!m_record.diameter())
        return tr("g(σ+): none, disks of several sizes");
    const std::optional<double> contact = m_record.contact();
    if (!contact)
        return tr("g(σ+): bins too wide");
    return tr("g(σ+) = %1, Z = %2").arg(*contact, 0, 'f', 3).arg(*m_record.compressibility(), 0, 'f', 3);
}

QString StructureDock::contactLegend(double contact) const
{
    // Two lines: one would be cut off by the legend of a dock a third of a laptop's width.
    return tr("contact g(σ+) = %1,\nso Z = 1 + 2η g(σ+) = %2 (η = %3)")
        .arg(contact, 0, 'f', 3)
        .arg(*m_record.compressibility(), 0, 'f', 3)
        .arg(m_record.meanPacking(), 0, 'f', 3);
}

DataTable StructureDock::chartData() const
{
    switch (view()) {
    case View::PairCorrelation:
        return pairCorrelationData();
    case View::BondOrder:
        return bondOrderData();
    case View::FreePaths:
        return FreePathChart::table(m_freePaths, m_units);
    case View::DensityProfile:
        return DensityProfileChart::table(m_record, m_latest ? barometricGas(*m_latest->scenario, m_latest->state)
                                                             : std::nullopt, m_units);
    case View::Mixing:
        break;
    }
    return MixingChart::table(m_record, m_units);
}

DataTable StructureDock::pairCorrelationData() const
{
    DataTable table;
    table.columns = {tr("distance r [%1]").arg(m_units.unit(Quantity::Length)), tr("pair correlation g(r)")};
    const PairCorrelation* correlation = m_record.correlation();
    if (!correlation || correlation->states() == 0)
        return table;
    const std::vector<double> r = correlation->radii(), g = correlation->g();
    for (std::size_t k = 0; k < r.size(); ++k)
        table.rows.push_back({m_units.shown(Quantity::Length, r[k]), g[k]});
    return table;
}

DataTable StructureDock::bondOrderData() const
{
    DataTable table;
    table.columns = {tr("time [%1]").arg(m_units.unit(Quantity::Time)), tr("global bond order |<psi6>|")};
    for (const OrderSample& s : m_record.order())
        table.rows.push_back({m_units.shown(Quantity::Time, s.time), s.psi6});
    return table;
}

QString StructureDock::chartFileName() const
{
    switch (view()) {
    case View::PairCorrelation:
        return QStringLiteral("structure-pair-correlation");
    case View::BondOrder:
        return QStringLiteral("structure-bond-order");
    case View::FreePaths:
        return QStringLiteral("structure-free-paths");
    case View::DensityProfile:
        return QStringLiteral("structure-density-profile");
    case View::Mixing:
        break;
    }
    return QStringLiteral("structure-mixing");
}

} // namespace disklab
