#include "app/run/lab_gauges_dock.h"

#include "app/widgets/scaled_fonts.h"
#include "app/run/digit_font.h"
#include "app/run/gauge_strip.h"
#include "app/units/number_text.h"
#include "app/widgets/scrolling_panel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
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

/// `text`, a reading, with its "± uncertainty" at half the size of `digits`: across the window
/// the value is what the class reads, and the row keeps its width for it.
QString withSmallUncertainty(const QString& text, const QFont& digits)
{
    const int at = text.indexOf(QStringLiteral(" ± "));
    if (at < 0)
        return text;
    return QStringLiteral("%1<span style=\"font-size:%2px\">%3</span>")
        .arg(text.left(at).toHtmlEscaped())
        .arg(std::max(1, digits.pixelSize() / 2))
        .arg(text.mid(at).toHtmlEscaped());
}

} // namespace

QString valueWithUncertainty(const GaugeReading& reading)
{
    const QLocale locale;
    // An uncertainty at round-off (the fixed energy of a gas in elastic walls) is none.
    if (!reading.uncertainty || !(*reading.uncertainty > 1e-9 * std::abs(reading.value)))
        return fixedSignificant(reading.value, 4);
    const int decimals = std::max(0, 1 - static_cast<int>(std::floor(std::log10(*reading.uncertainty))));
    return QStringLiteral("%1 ± %2").arg(locale.toString(reading.value, 'f', decimals),
                                          locale.toString(*reading.uncertainty, 'f', decimals));
}

LabGaugesDock::LabGaugesDock(QWidget* parent)
    : QDockWidget(tr("Gauges"), parent),
      m_units(new QComboBox),
      m_window(new QComboBox),
      m_unitsTitle(new QLabel(tr("Units"))),
      m_windowTitle(new QLabel(tr("Average over"))),
      m_temperatureTitle(new QLabel),
      m_pressureTitle(new QLabel),
      m_compressibilityTitle(new QLabel(tr("PA / NkT"))),
      m_areaTitle(new QLabel),
      m_disksTitle(new QLabel(tr("Disks"))),
      m_stopwatchTitle(new QLabel),
      m_temperature(readingLabel()),
      m_pressure(readingLabel()),
      m_compressibility(readingLabel()),
      m_area(readingLabel()),
      m_diskCount(readingLabel()),
      m_pistonTitle(new QLabel),
      m_piston(readingLabel()),
      m_stopwatch(readingLabel()),
      m_startStop(new QPushButton(tr("Start"))),
      m_reset(new QPushButton(tr("Reset")))
{
    setObjectName(QStringLiteral("gaugesDock"));
    m_units->addItem(tr("Reduced (kT, disk sizes)"), int(UnitScale::Reduced));
    m_units->addItem(QString(), int(UnitScale::Atoms));  // names the gas: showUnits()
    for (const double window : {1.0, 5.0, 20.0, 100.0})
        m_window->addItem(QString(), window);
    m_window->setCurrentIndex(2);
    m_window->setToolTip(tr("The thermometer and the pressure gauge average over this much simulated time; "
                            "the ± is the statistical uncertainty of that average"));
    m_compressibilityTitle->setToolTip(tr("1 for an ideal gas; above 1 as the disks' own size crowds them: the "
                                          "hard-disk correction to PV = NkT, which grows with the density"));
    setWidget(columnBody());

    m_readings.setWindow(m_window->currentData().toDouble());
    connect(m_units, &QComboBox::activated, this, [this] { emit scaleChosen(UnitScale(m_units->currentData().toInt())); });
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
    showUnits();
    refresh();
}

void LabGaugesDock::setUnits(const UnitSystem& units)
{
    m_unitsShown = units;
    showUnits();
    refresh();
}

QWidget* LabGaugesDock::columnBody()
{
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    auto* form = new QFormLayout;
    layout->addLayout(form);
    form->addRow(m_temperatureTitle, m_temperature);
    form->addRow(m_pressureTitle, m_pressure);
    form->addRow(m_compressibilityTitle, m_compressibility);
    form->addRow(m_areaTitle, m_area);
    form->addRow(m_pistonTitle, m_piston);
    form->addRow(m_disksTitle, m_diskCount);
    m_stopwatchTitle->setWordWrap(true);
    layout->addWidget(m_stopwatchTitle);
    // The buttons beside the reading, not under it: in a column shared with the lab's controls
    // (1024 x 768) a row under it was the first thing the column scrolled out of sight.
    auto* stopwatch = new QHBoxLayout;
    stopwatch->addWidget(m_stopwatch, 1);
    stopwatch->addWidget(m_startStop);
    stopwatch->addWidget(m_reset);
    layout->addLayout(stopwatch);
    // The choices are set once per lesson: last, so that in a short dock (1366x768 under the
    // Lab Controls) they are what scrolls, not the stopwatch's buttons.
    auto* choices = new QFormLayout;
    layout->addLayout(choices);
    choices->addRow(m_unitsTitle, m_units);
    choices->addRow(m_windowTitle, m_window);
    // Across the window the titles were put away.
    m_unitsTitle->show();
    m_windowTitle->show();
    layout->addStretch(1);
    // Under a tall chart on a classroom screen the readings scroll rather than keep the window
    // from fitting; across, each stays whole.
    return inVerticalScrollArea(body);
}

QWidget* LabGaugesDock::stripBody()
{
    auto* strip = new GaugeStrip;
    // The choices are set once per lesson: under the readings they change, in the text's own
    // size, without their titles (the lists name what they hold, their tooltips the rest), so
    // that the digits have the row's width.
    strip->addTile(m_temperatureTitle, m_temperature, m_window);
    strip->addTile(m_pressureTitle, m_pressure, m_units);
    for (QLabel* title : {m_unitsTitle, m_windowTitle}) {
        title->setParent(strip);
        title->hide();
    }
    strip->addTile(m_compressibilityTitle, m_compressibility);
    strip->addTile(m_areaTitle, m_area);
    m_pistonTile = strip->addTile(m_pistonTitle, m_piston);
    strip->addTile(m_disksTitle, m_diskCount);
    m_strip = strip;
    auto* buttons = new QWidget;
    auto* buttonRow = new QHBoxLayout(buttons);
    buttonRow->setContentsMargins(0, 0, 0, 0);
    buttonRow->addWidget(m_startStop);
    buttonRow->addWidget(m_reset);
    buttonRow->addStretch(1);
    // One line: the strip is as tall as its tallest tile.
    m_stopwatchTitle->setWordWrap(false);
    strip->addTile(m_stopwatchTitle, m_stopwatch, buttons);
    return strip;
}

QList<QLabel*> LabGaugesDock::readingLabels() const
{
    return {m_temperature, m_pressure, m_compressibility, m_area, m_diskCount, m_piston, m_stopwatch};
}

void LabGaugesDock::setArrangement(GaugeArrangement arrangement)
{
    if (arrangement == m_arrangement)
        return;
    m_arrangement = arrangement;
    // The new body takes the labels and controls over from the old one before it goes.
    QWidget* old = widget();
    m_pistonTile = nullptr;
    m_strip = nullptr;
    setWidget(arrangement == GaugeArrangement::Strip ? stripBody() : columnBody());
    delete old;
    widget()->setVisible(true);
    refresh();
    if (m_strip)
        m_strip->setDigitHeight(m_digitHeight);
}

void LabGaugesDock::setDigitHeight(int pixels)
{
    if (pixels == m_digitHeight)
        return;
    m_digitHeight = pixels;
    if (m_strip) {
        m_strip->setDigitHeight(pixels);
        return;
    }
    const QFont text = font();
    const QFont reading = pixels > 0 ? fontWithDigitHeight(text, pixels) : scaledFont(text, kReadingScale);
    for (QLabel* label : readingLabels())
        label->setFont(reading);
}

void LabGaugesDock::showUnits()
{
    const UnitSystem& units = m_unitsShown;
    const bool atoms = units.atoms();
    const Atom atom = atomOf(units.gas);
    m_units->setCurrentIndex(m_units->findData(int(units.scale)));
    m_units->setItemText(m_units->findData(int(UnitScale::Atoms)), tr("Atoms: %1").arg(gasName(units.gas)));
    m_units->setToolTip(tr("Atoms: each disk one length unit across is an atom of %1 (%2 nm, %3 u), kT = 1 is "
                           "300 K, and the flat gas is a layer one atom thick, so its pressure reads as a pressure in "
                           "three dimensions. The gas and the units of temperature and pressure: View ▸ Units")
                            .arg(gasName(units.gas), QLocale().toString(atom.diameter), QLocale().toString(atom.mass)));
    for (int k = 0; k < m_window->count(); ++k) {
        const double window = m_window->itemData(k).toDouble();
        m_window->setItemText(k, atoms ? tr("%1 ps").arg(QLocale().toString(units.shown(Quantity::Time, window), 'g', 3))
                                       : tr("%1 time units").arg(QLocale().toString(window)));
    }
    m_temperatureTitle->setText(atoms ? tr("Temperature (%1)").arg(units.temperatureSymbol()) : tr("Temperature kT"));
    m_pressureTitle->setText(atoms ? tr("Pressure (%1)").arg(units.unit(Quantity::Pressure)) : tr("Pressure"));
    m_areaTitle->setText(atoms ? tr("Area (nm²)") : tr("Area"));
    m_pistonTitle->setText(atoms ? tr("Piston at x (nm)") : tr("Piston at x"));
    // The words go in the title, so that the reading takes little width: across the window the
    // digits have it, in a column the stopwatch's buttons beside them.
    m_stopwatchTitle->setText(atoms ? tr("Stopwatch (ps) · wall hits") : tr("Stopwatch · wall hits"));
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
    const UnitSystem& units = m_unitsShown;
    // The value shown; the uncertainty, a difference, only scaled (°C and K alike).
    const auto shown = [](std::optional<GaugeReading> reading, const auto& value, double factor) {
        if (reading) {
            reading->value = value(reading->value);
            if (reading->uncertainty)
                *reading->uncertainty *= factor;
        }
        return reading;
    };
    const auto temperature = shown(m_readings.temperature(), [&](double kT) { return units.temperature(kT); },
                                   units.temperatureFactor());
    const double pressureFactor = units.factor(Quantity::Pressure);
    const auto pressure = shown(m_readings.pressure(), [&](double p) { return p * pressureFactor; }, pressureFactor);
    const auto show = [&](QLabel* label, const std::optional<GaugeReading>& reading) {
        const QString text = reading ? valueWithUncertainty(*reading) : none;
        label->setText(m_strip ? withSmallUncertainty(text, label->font()) : text);
    };
    show(m_temperature, temperature);
    show(m_pressure, pressure);
    show(m_compressibility, m_readings.compressibility());
    m_area->setText(m_boxArea ? QLocale().toString(units.shown(Quantity::Area, *m_boxArea), 'g', 5) : none);
    m_piston->setText(m_pistonX ? QLocale().toString(units.shown(Quantity::Length, *m_pistonX), 'f', 2) : none);
    m_diskCount->setText(QLocale().toString(static_cast<qulonglong>(m_disks)));
    m_pistonTitle->setVisible(m_pistonX.has_value());
    m_piston->setVisible(m_pistonX.has_value());
    if (m_pistonTile)
        m_pistonTile->setVisible(m_pistonX.has_value());
    const QString time = QLocale().toString(units.shown(Quantity::Time, m_readings.stopwatchTime()), 'f', 1);
    const QString hits = QLocale().toString(static_cast<qulonglong>(m_readings.stopwatchWallHits()));
    m_stopwatch->setText(QStringLiteral("%1 · %2").arg(time, hits));
    m_startStop->setText(m_readings.stopwatchRunning() ? tr("Stop") : tr("Start"));
}

} // namespace disklab
