#include "report/compared_figures.h"

#include "core/blocked_error.h"
#include "core/enskog_free_path.h"
#include "front_end/report_keys.h"
#include "report/barometric_law.h"
#include "report/figure_text.h"
#include "report/hard_disk_theory.h"
#include "runtime/speed_distribution.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>

namespace disklab {
namespace {

/// D is given where each stretch's lag spans this many mean free times or more: by then a disk has
/// forgotten its velocity and the MSD grows linearly.
constexpr double kLagsOfFreeTimes = 10.0;

/// A figure of `run --json`; nothing where it is null or absent.
std::optional<double> figure(const QJsonObject& figures, const QString& name)
{
    const QJsonValue value = figures.value(name);
    return value.isDouble() ? std::optional<double>(value.toDouble()) : std::nullopt;
}

ComparedFigure compared(const QString& quantity, double value, std::optional<double> error, const QString& theoryName,
                        double theory)
{
    return {quantity, figureWithError(value, error), theoryName, figureText(theory),
            differenceInErrors(value, theory, error)};
}

/// The walls' common temperature when every box wall is a heater at one kT; nothing otherwise.
std::optional<double> wallTemperature(const Scenario& s)
{
    if (s.boundary != Boundary::Walls || !s.hasThermalWalls())
        return std::nullopt;
    const std::optional<double> kT = s.walls.front().temperature;
    for (const BoxWall& wall : s.walls) {
        if (wall.temperature != kT)
            return std::nullopt;
    }
    return kT;
}

void addTemperature(const LabRun& run, std::vector<ComparedFigure>& rows)
{
    // Clusters move as wholes, so the disks' kinetic temperature describes no gas.
    if (run.scenario.aggregation)
        return;
    const double kT = figure(run.figures, cli::key::temperature).value_or(0.0);
    const std::optional<double> error = figure(run.figures, cli::key::temperatureError);
    if (const std::optional<double> walls = wallTemperature(run.scenario)) {
        rows.push_back(compared(QCoreApplication::translate("LabReport", "Temperature kT"), kT, error,
                                QCoreApplication::translate("LabReport", "the walls' temperature"), *walls));
        return;
    }
    rows.push_back({QCoreApplication::translate("LabReport", "Temperature kT"), figureWithError(kT, error), {}, {}, {}});
}

/// Mean and per-wall pressure against the ideal gas, and against Henderson's for a bulk fluid;
/// Z against 1 and Henderson's. None of them under gravity, where no single P describes the gas.
void addPressures(const LabRun& run, std::vector<ComparedFigure>& rows)
{
    const std::optional<double> z = figure(run.figures, cli::key::compressibility);
    const std::optional<double> pressure = figure(run.figures, cli::key::pressure);
    if (!z || !pressure)
        return;
    const double n = figure(run.figures, cli::key::n).value_or(0.0) / figure(run.figures, cli::key::area).value_or(1.0);
    const double ideal = n * figure(run.figures, cli::key::temperature).value_or(0.0);
    const std::optional<double> error = figure(run.figures, cli::key::pressureError);
    const QString idealName = QCoreApplication::translate("LabReport", "ideal gas, P A = N kT");
    const bool bulk = isBulkHardDiskFluid(run.scenario);
    const double henderson = hendersonCompressibility(packingFraction(run.scenario));
    const QString hendersonName = QCoreApplication::translate("LabReport", "Henderson's equation of state");
    rows.push_back(compared(QCoreApplication::translate("LabReport", "Pressure P"), *pressure, error, idealName, ideal));
    if (bulk)
        rows.push_back(compared(QCoreApplication::translate("LabReport", "Pressure P"), *pressure, error, hendersonName,
                                ideal * henderson));
    const std::pair<Side, const char*> walls[] = {
        {Side::Left, QT_TRANSLATE_NOOP("LabReport", "Pressure on the left wall")},
        {Side::Right, QT_TRANSLATE_NOOP("LabReport", "Pressure on the right wall")},
        {Side::Bottom, QT_TRANSLATE_NOOP("LabReport", "Pressure on the bottom wall")},
        {Side::Top, QT_TRANSLATE_NOOP("LabReport", "Pressure on the top wall")}};
    for (const auto& [side, label] : walls) {
        if (const std::optional<double> wall = figure(run.figures, cli::key::wallPressure(side)))
            rows.push_back(compared(QCoreApplication::translate("LabReport", label), *wall,
                                    figure(run.figures, cli::key::wallPressureError(side)), idealName, ideal));
    }
    // Z = P A / N kT, so its relative error is the pressure's while the box stands still (the
    // temperature's error is far smaller in every engine that conserves energy).
    std::optional<double> zError;
    if (error && !figure(run.figures, cli::key::compressibilityInterval) && *pressure > 0.0)
        zError = *z * *error / *pressure;
    const QString zName = QCoreApplication::translate("LabReport", "Compressibility factor Z = P A / N kT");
    rows.push_back(compared(zName, *z, zError, QCoreApplication::translate("LabReport", "ideal gas"), 1.0));
    if (bulk)
        rows.push_back(compared(zName, *z, zError, hendersonName, henderson));
}

void addSpeeds(const LabRun& run, std::vector<ComparedFigure>& rows)
{
    if (run.scenario.aggregation || run.last.size() < 2)
        return;
    SpeedDistribution speeds;
    speeds.addFrame(run.scenario, run.last);
    const double distance = speeds.ksDistance();
    const double bound = kolmogorovSmirnovBound95(speeds.sampleCount());
    rows.push_back({QCoreApplication::translate("LabReport", "Kolmogorov-Smirnov distance of the speeds at the end"),
                    figureText(distance),
                    QCoreApplication::translate("LabReport", "Maxwell-Boltzmann: below this in 95 % of samples"),
                    figureText(bound),
                    distance <= bound ? QCoreApplication::translate("LabReport", "consistent")
                                      : QCoreApplication::translate("LabReport", "not consistent")});
}

void addTransportAndStructure(const LabRun& run, std::vector<ComparedFigure>& rows)
{
    if (const std::optional<double> path = figure(run.figures, cli::key::meanFreePath)) {
        if (isBulkHardDiskFluid(run.scenario)) {
            const double n = static_cast<double>(run.scenario.disks.size()) / run.scenario.area();
            const double enskog =
                enskogMeanFreePath(n, 2.0 * commonRadius(run.scenario), hendersonContact(packingFraction(run.scenario)));
            rows.push_back({QCoreApplication::translate("LabReport", "Mean free path"), figureText(*path),
                            QCoreApplication::translate("LabReport", "Enskog"), figureText(enskog),
                            QStringLiteral("%1 %").arg(QString::number(100.0 * (*path / enskog - 1.0), 'f', 1))});
        } else {
            rows.push_back({QCoreApplication::translate("LabReport", "Mean free path"), figureText(*path), {}, {}, {}});
        }
    }
    if (const std::optional<double> dimension = figure(run.figures, cli::key::fractalDimension))
        rows.push_back({QCoreApplication::translate("LabReport", "Fractal dimension D_f"),
                        figureWithError(*dimension, figure(run.figures, cli::key::fractalDimensionError)), {}, {}, {}});
}

/// The disks' mean height over the window's states beside the barometric law's at the measured
/// temperature, with the blocked standard error of the states' series.
void addMeanHeight(const LabRun& run, std::vector<ComparedFigure>& rows)
{
    const std::vector<double>& heights = run.samples.meanHeights;
    const std::optional<BarometricColumn> column = barometricColumn(run.scenario);
    const std::optional<double> kT = figure(run.figures, cli::key::temperature);
    if (!column || !kT || !(*kT > 0.0) || heights.empty())
        return;
    const double mean = std::accumulate(heights.begin(), heights.end(), 0.0) / static_cast<double>(heights.size());
    rows.push_back(compared(QCoreApplication::translate("LabReport", "Mean height of the disks"), mean,
                            blockedStandardError(heights),
                            QCoreApplication::translate("LabReport", "barometric law, n(h) ∝ exp(−m g h / kT)"),
                            barometricMeanHeight(*column, *kT)));
}

/// The stretches' D are long enough to mean diffusion: each lag ten mean free times or more.
bool diffusive(const LabRun& run)
{
    const std::optional<double> freeTime = figure(run.figures, cli::key::meanFreeTime);
    return run.samples.diffusion.size() == static_cast<std::size_t>(kDiffusionStretches) && freeTime
           && run.samples.lag >= kLagsOfFreeTimes * *freeTime;
}

/// D, the mean of the stretches' D with the standard error of their spread, beside Enskog's
/// D_E for a bulk fluid of disks of one mass.
void addDiffusion(const LabRun& run, std::vector<ComparedFigure>& rows)
{
    if (!diffusive(run))
        return;
    const std::vector<double>& d = run.samples.diffusion;
    const double count = static_cast<double>(d.size());
    const double mean = std::accumulate(d.begin(), d.end(), 0.0) / count;
    double square = 0.0;
    for (const double value : d)
        square += (value - mean) * (value - mean);
    const double error = std::sqrt(square / (count - 1.0) / count);
    const QString quantity = QCoreApplication::translate("LabReport", "Diffusion coefficient D");
    const Scenario& s = run.scenario;
    const double mass = s.disks.front().mass;
    const bool oneMass = std::all_of(s.disks.begin(), s.disks.end(), [&](const Disk& disk) { return disk.mass == mass; });
    if (!isBulkHardDiskFluid(s) || !oneMass) {
        rows.push_back({quantity, figureWithError(mean, error), {}, {}, {}});
        return;
    }
    const double eta = packingFraction(s);
    const double enskog = enskogDiffusion(static_cast<double>(s.disks.size()) / s.area(), 2.0 * commonRadius(s),
                                          hendersonContact(eta), figure(run.figures, cli::key::temperature).value_or(0.0), mass);
    rows.push_back(compared(quantity, mean, error, QCoreApplication::translate("LabReport", "Enskog, D_E"), enskog));
}

void addEnergyDrift(const LabRun& run, std::vector<ComparedFigure>& rows)
{
    // Sticking turns kinetic energy into none the totals count, and damping takes it out.
    if (run.scenario.aggregation || run.scenario.forces.damping > 0.0)
        return;
    if (const std::optional<double> drift = figure(run.figures, cli::key::energyDrift))
        rows.push_back({QCoreApplication::translate("LabReport", "Relative energy drift"), figureText(*drift),
                        QCoreApplication::translate("LabReport", "energy is conserved"), QStringLiteral("0"), {}});
}

} // namespace

std::vector<ComparedFigure> comparedFigures(const LabRun& run)
{
    std::vector<ComparedFigure> rows;
    addTemperature(run, rows);
    addPressures(run, rows);
    addSpeeds(run, rows);
    addTransportAndStructure(run, rows);
    addMeanHeight(run, rows);
    addDiffusion(run, rows);
    addEnergyDrift(run, rows);
    return rows;
}

namespace {

void addSampledNotes(const LabRun& run, QStringList& notes)
{
    // The counts as named ints: lupdate missed these two texts while their counts were casts
    // written into the translate() calls.
    const int states = static_cast<int>(run.samples.meanHeights.size());
    const int leastFreeTimes = static_cast<int>(2 * kDiffusionStretches * kLagsOfFreeTimes);
    if (states > 0 && barometricColumn(run.scenario))
        notes << QCoreApplication::translate("LabReport",
                                             "The mean height is averaged over %n states of the window; the "
                                             "barometric law holds for a dilute gas (a denser one thins out more "
                                             "slowly with height) and is taken at the measured temperature. run --json "
                                             "does not print it; disklab-cli report with the same options gives it "
                                             "again.",
                                             nullptr, states);
    if (diffusive(run))
        notes << QCoreApplication::translate("LabReport",
                                             "D is measured from the mean-square displacement over %n separate "
                                             "stretches of the window, as (msd(2 τ) - msd(τ)) / 4 τ with τ = %1; "
                                             "its error is the spread of the stretches' D. In two dimensions "
                                             "correlated collisions make D grow slowly with time above Enskog's. run "
                                             "--json does not print D; disklab-cli report with the same options "
                                             "gives it again.",
                                             nullptr, kDiffusionStretches).arg(figureText(run.samples.lag));
    else if (run.samples.diffusion.size() == static_cast<std::size_t>(kDiffusionStretches)
             && figure(run.figures, cli::key::meanFreeTime))
        notes << QCoreApplication::translate("LabReport",
                                             "D is not given: it needs a window of at least %n mean free times. "
                                             "Measure for longer.",
                                             nullptr, leastFreeTimes);
}

} // namespace

QStringList comparisonNotes(const LabRun& run)
{
    QStringList notes;
    notes << QCoreApplication::translate("LabReport",
                                         "Each ± is the standard error of the time average by blocking over the "
                                         "measured window, which holds for correlated samples. The difference is "
                                         "(measured - theory) / standard error.");
    if (!figure(run.figures, cli::key::temperatureError) && !run.scenario.aggregation)
        notes << QCoreApplication::translate("LabReport",
                                             "The errors need a window of known length: a window measured by its "
                                             "number of collisions (--events) has none. Measure with --until T.");
    if (!isBulkHardDiskFluid(run.scenario) && !run.scenario.aggregation)
        notes << QCoreApplication::translate("LabReport",
                                             "Henderson's equation of state and Enskog's mean free path describe a "
                                             "bulk fluid of equal disks: they are compared in a periodic box without "
                                             "gravity only. Walls add their own excluded area to the pressure.");
    if (run.scenario.gravityX != 0.0 || run.scenario.gravityY != 0.0)
        notes << QCoreApplication::translate("LabReport",
                                             "Under gravity the pressure changes with height, so no single P or Z "
                                             "describes the gas: the ideal gas law is not compared.");
    addSampledNotes(run, notes);
    return notes;
}

} // namespace disklab
