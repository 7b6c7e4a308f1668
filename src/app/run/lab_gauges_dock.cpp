#include "app/run/lab_gauges_dock.h"

#include "app/charts/scaled_fonts.h"
#include "app/window/scrolling_panel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace disklab {
namespace {

/// Readings are read from the back of a classroom.
constexpr double kReadingScale = 1.6;

QLabel* readingLabel()
{
    auto* label = new QLabel(QStringLiteral("–"));
    label->setFont(scaledFont(label->font(), kReadingScale));
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

QString valueWithUncertainty(const GaugeReading& reading)
{
    const QLocale locale;
    // An uncertainty at round-off (the fixed energy of a gas in elastic walls) is none.
    if (!reading.uncertainty || !(*reading.uncertainty > 1e-9 * std::abs(reading.value)))
        return locale.toString(reading.value, 'g', 4);
    const int decimals = std::max(0, 1 - static_cast<int>(std::floor(std::log10(*reading.uncertainty))));
    return QStringLiteral("%1 ± %2").arg(locale.toString(reading.value, 'f', decimals),
                                          locale.toString(*reading.uncertainty, 'f', decimals));
}

LabGaugesDock::LabGaugesDock(QWidget* parent)
    : QDockWidget(tr("Gauges"), parent),
      m_window(new QComboBox),
      m_temperature(readingLabel()),
      m_pressure(readingLabel()),
      m_compressibility(readingLabel()),
      m_area(readingLabel()),
      m_diskCount(readingLabel()),
      m_pistonTitle(new QLabel(tr("Piston at x"))),
      m_piston(readingLabel()),
      m_stopwatch(readingLabel()),
      m_startStop(new QPushButton(tr("Start"))),
      m_reset(new QPushButton(tr("Reset")))
{
    setObjectName(QStringLiteral("gaugesDock"));
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    auto* form = new QFormLayout;
    for (const double window : {1.0, 5.0, 20.0, 100.0})
        m_window->addItem(tr("%1 time units").arg(QLocale().toString(window)), window);
    m_window->setCurrentIndex(2);
    m_window->setToolTip(tr("The thermometer and the pressure gauge average over this much simulated time; "
                            "the ± is the statistical uncertainty of that average"));
    form->addRow(tr("Average over"), m_window);
    form->addRow(tr("Temperature kT"), m_temperature);
    form->addRow(tr("Pressure"), m_pressure);
    auto* compressibilityTitle = new QLabel(tr("PA / NkT"));
    compressibilityTitle->setToolTip(tr("1 for an ideal gas; above 1 as the disks' own size crowds them: the "
                                        "hard-disk correction to PV = NkT, which grows with the density"));
    form->addRow(compressibilityTitle, m_compressibility);
    form->addRow(tr("Area"), m_area);
    form->addRow(m_pistonTitle, m_piston);
    form->addRow(tr("Disks"), m_diskCount);
    layout->addLayout(form);
    auto* stopwatchTitle = new QLabel(tr("Stopwatch (simulated time) and wall hits"));
    stopwatchTitle->setWordWrap(true);
    layout->addWidget(stopwatchTitle);
    layout->addWidget(m_stopwatch);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_startStop);
    buttons->addWidget(m_reset);
    layout->addLayout(buttons);
    layout->addStretch(1);
    // Under a tall chart on a classroom screen the readings scroll rather than keep the window
    // from fitting; across, each stays whole.
    setWidget(inVerticalScrollArea(body));

    m_readings.setWindow(m_window->currentData().toDouble());
    connect(m_window, &QComboBox::activated, this, [this] {
        m_readings.setWindow(m_window->currentData().toDouble());
        refresh();
    });
    connect(m_startStop, &QPushButton::clicked, this, [this] {
        if (m_readings.stopwatchRunning())
            m_readings.stopStopwatch();
        else
            m_readings.startStopwatch();
        refresh();
    });
    connect(m_reset, &QPushButton::clicked, this, [this] {
        m_readings.resetStopwatch();
        refresh();
    });
    refresh();
}

void LabGaugesDock::showFrame(const FrameSnapshot& frame)
{
    m_readings.add(frame.scenario, frame.generation, frame.totals);
    const auto& walls = frame.state.wallPositions;
    m_boxArea = (walls[int(Side::Right)] - walls[int(Side::Left)]) * (walls[int(Side::Top)] - walls[int(Side::Bottom)]);
    m_pistonX = frame.scenario && frame.scenario->hasFreePiston() ? std::optional(walls[int(Side::Right)]) : std::nullopt;
    m_disks = frame.state.size();
    refresh();
}

void LabGaugesDock::refresh()
{
    const QString none = QStringLiteral("–");
    const auto temperature = m_readings.temperature();
    const auto pressure = m_readings.pressure();
    m_temperature->setText(temperature ? valueWithUncertainty(*temperature) : none);
    m_pressure->setText(pressure ? valueWithUncertainty(*pressure) : none);
    const auto compressibility = m_readings.compressibility();
    m_compressibility->setText(compressibility ? valueWithUncertainty(*compressibility) : none);
    m_area->setText(m_boxArea ? QLocale().toString(*m_boxArea, 'g', 5) : none);
    m_piston->setText(m_pistonX ? QLocale().toString(*m_pistonX, 'f', 2) : none);
    m_diskCount->setText(QLocale().toString(static_cast<qulonglong>(m_disks)));
    m_pistonTitle->setVisible(m_pistonX.has_value());
    m_piston->setVisible(m_pistonX.has_value());
    m_stopwatch->setText(tr("%1  ·  %2 wall hits")
                             .arg(QLocale().toString(m_readings.stopwatchTime(), 'f', 1))
                             .arg(QLocale().toString(static_cast<qulonglong>(m_readings.stopwatchWallHits()))));
    m_startStop->setText(m_readings.stopwatchRunning() ? tr("Stop") : tr("Start"));
}

} // namespace disklab
