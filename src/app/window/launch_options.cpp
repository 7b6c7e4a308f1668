#include "app/window/launch_options.h"

#include "app/comparison/comparison_window.h"
#include "app/document/scenario_document.h"
#include "app/edit/edit_mode_controller.h"
#include "app/files/scenario_library_actions.h"
#include "app/view/simulation_view.h"
#include "app/widgets/screen_fit.h"
#include "app/window/main_actions.h"
#include "app/window/main_window.h"
#include "app/window/main_window_host.h"
#include "app/window/terminal_answers.h"
#include "runtime/simulation_controller.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QScreen>
#include <QTabWidget>
#include <QTimer>

#include <cstdio>

namespace disklab {
namespace {

/// Time the view needs after loading before it draws what the options asked for.
constexpr int kSettleMs = 600;
constexpr int kWarmUpMs = 1500;

QCommandLineOption hidden(const QString& name, const QString& description, const QString& value = {})
{
    QCommandLineOption option(name, description, value);
    option.setFlags(QCommandLineOption::HiddenFromHelp);
    return option;
}

/// Queued: the dialogs are modal, and the screenshot's and the measurement's timers must be set
/// before one runs.
void openRequestedDialog(MainWindow& window, const LaunchOptions& options)
{
    if (!options.generator.isEmpty())
        QTimer::singleShot(0, &window, [&window, kind = options.generator] { window.library().generate(kind); });
    if (options.examples)
        QTimer::singleShot(0, &window, [&window] { window.library().browseExamples->trigger(); });
}

/// Size, file, speed, view toggles and docks: what the window shows before anything runs.
void applyWindowSettings(MainWindow& window, const LaunchOptions& options)
{
    if (options.windowSize.isValid())
        window.resize(options.windowSize);
    if (!options.file.isEmpty()) {
        LoadOptions load;
        load.validation.allowOverlaps = options.allowOverlaps;
        window.openFile(options.file, load);
    }
    if (options.speed > 0.0)
        window.setSpeed(options.speed);
    if (options.colourBySpeed)
        window.actions().colourBySpeed->setChecked(true);
    if (options.colourByBondOrder)
        window.actions().colourByBondOrder->setChecked(true);
    if (options.frameRate)
        window.actions().frameRate->setChecked(true);
    for (const QString& name : options.docks) {
        if (auto* dock = window.findChild<QDockWidget*>(name)) {
            // Raised too, so a dock tabbed behind another is the one seen.
            dock->show();
            dock->raise();
        }
    }
    if (!options.tab.isEmpty())
        for (QTabWidget* tabs : window.findChildren<QTabWidget*>())
            for (int k = 0; k < tabs->count(); ++k)
                if (tabs->tabText(k).remove(QLatin1Char('&')) == options.tab)
                    tabs->setCurrentIndex(k);
    if (options.lesson)
        window.actions().lessonMode->setChecked(true);
    if (!options.lessonPanel.isEmpty()) {
        for (QAction* panel : window.actions().lessonPanels->actions())
            if (panel->data().toString() == options.lessonPanel)
                panel->trigger();
    }
    if (options.scaling)
        window.actions().scaling->trigger();
    if (options.forceMethods)
        window.actions().forceMethods->trigger();
}

/// The dock to take alone (floating, at a fixed size), if one was named.
QDockWidget* floatScreenshotDock(MainWindow& window, const LaunchOptions& options)
{
    QDockWidget* dock = options.screenshotDock.isEmpty() ? nullptr : window.findChild<QDockWidget*>(options.screenshotDock);
    if (dock) {
        // Floating at a fixed size, so the picture does not depend on the main window's layout.
        dock->show();
        dock->setFloating(true);
        dock->resize(1100, 650);
    }
    return dock;
}

/// Opens comparison mode or plays the main run as asked; returns comparison mode's window, if
/// that is the one to photograph.
QWidget* startRequestedRun(MainWindow& window, const LaunchOptions& options)
{
    if (options.compare) {
        ComparisonWindow& comparison = window.showComparison();
        if (options.windowSize.isValid()) {
            comparison.resize(options.windowSize);
            // It was centred for its own size: at 1920 x 1080 it hung 202 px off the right.
            centreOnScreen(comparison);
        }
        if (options.play)
            comparison.controller().play();
        return &comparison;
    }
    if (options.play)
        window.simulation().play();
    return nullptr;
}

/// Selection, zoom, an open menu, edit mode and a language switch, each once the first frame
/// has settled.
void scheduleViewState(MainWindowHost& host, const LaunchOptions& options)
{
    MainWindow& window = host.window();
    if (!options.select.isEmpty() || options.zoom != 1.0) {
        // After the opened scenario's first frame, which resets selection and zoom.
        QTimer::singleShot(kSettleMs, &window, [&window, options] {
            window.document().setSelection(options.select);
            if (options.zoom != 1.0) {
                SimulationView& view = window.view();
                const double steps = std::log(options.zoom) / std::log(1.25);
                for (int i = 0; i < int(std::lround(std::abs(steps))); ++i)
                    steps > 0 ? view.zoomIn() : view.zoomOut();
            }
        });
    }
    if (options.menu >= 0) {
        // The host's window at the time: a --switch-language has replaced the first one.
        QTimer::singleShot(std::max(0, options.afterMs - 500), &host, [&host, index = options.menu] {
            MainWindow& window = host.window();
            const QList<QAction*> entries = window.menuBar()->actions();
            if (index < entries.size() && entries[index]->menu()) {
                const QRect entry = window.menuBar()->actionGeometry(entries[index]);
                entries[index]->menu()->popup(window.menuBar()->mapToGlobal(entry.bottomLeft()));
            }
        });
    }
    if (options.edit) {
        // After the --select timer above, which would otherwise select in the paused run.
        QTimer::singleShot(kSettleMs + 100, &window, [&window, options] {
            window.editor().setEditing(true);
            window.document().setSelection(options.select);
        });
    }
    if (options.switchesLanguage()) {
        const QString code = options.switchLanguage == QLatin1String("system") ? QString() : options.switchLanguage;
        QTimer::singleShot(kSettleMs + 300, &host, [&host, code] { host.switchLanguage(code); });
    }
}

/// `shown` is the window to take (comparison mode's) or null for the host's main window at
/// the time; a language switch replaces both.
void scheduleScreenshot(MainWindowHost& host, QWidget* shown, QDockWidget* shownDock, const LaunchOptions& options)
{
    if (!options.screenshot.isEmpty()) {
        QTimer::singleShot(options.afterMs, &host, [&host, shown = QPointer<QWidget>(shown), shownDock = QPointer<QDockWidget>(shownDock),
                                                    path = options.screenshot] {
            // The screen, not the widget: open menus are windows of their own. A dock draws
            // itself, so it can be taken even while comparison mode's window covers it.
            QWidget* taken = shown ? shown.data() : &host.window();
            const QRect area = taken->frameGeometry();
            QScreen* screen = taken->screen();
            const bool saved = shownDock ? shownDock->grab().save(path, "PNG")
                                         : screen && screen->grabWindow(0, area.x(), area.y(), area.width(), area.height()).save(path, "PNG");
            std::fprintf(saved ? stdout : stderr, "%s %s\n", saved ? "screenshot" : "cannot write", qPrintable(path));
            QApplication::exit(saved ? 0 : 1);
        });
    }
}

void scheduleFrameRateMeasurement(MainWindow& window, const LaunchOptions& options)
{
    if (options.measureSeconds > 0.0) {
        QTimer::singleShot(kWarmUpMs, &window, [&window] { window.view().frameRate().startMeasurement(); });
        QTimer::singleShot(kWarmUpMs + int(options.measureSeconds * 1000), &window, [&window] {
            const FrameRateCounter::Summary s = window.view().frameRate().measurement();
            const FramePtr frame = window.simulation().latestFrame();
            std::printf("N=%zu view=%dx%d frames=%llu seconds=%.2f fps=%.1f paint_mean_ms=%.2f paint_p95_ms=%.2f "
                        "paint_max_ms=%.2f simulated_time=%.3f\n",
                        frame ? frame->state.size() : std::size_t(0), window.view().width(), window.view().height(),
                        static_cast<unsigned long long>(s.frames), s.seconds, s.framesPerSecond, s.meanPaintMs,
                        s.p95PaintMs, s.maxPaintMs, frame ? frame->state.time : 0.0);
            std::fflush(stdout);
            QApplication::exit(0);
        });
    }
}

void addLaunchOptions(QCommandLineParser& parser)
{
    parser.setApplicationDescription(QApplication::translate("disklab::LaunchOptions", "DiskLab, a hard-disk dynamics workbench"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("disklab::LaunchOptions", "Scenario to open (.json or algs4 .txt)."),
                                 QStringLiteral("[file]"));
    const QCommandLineOption allowOverlaps(QStringLiteral("allow-overlaps"),
                                           QApplication::translate("disklab::LaunchOptions", "Open the file even if disks overlap."));
    const QCommandLineOption play(QStringLiteral("play"), QApplication::translate("disklab::LaunchOptions", "Start playing at once."));
    const QCommandLineOption speed = hidden(QStringLiteral("speed"), QStringLiteral("Simulated time per second."), QStringLiteral("S"));
    const QCommandLineOption colour = hidden(QStringLiteral("colour-by-speed"), QStringLiteral("Colour disks by speed."));
    const QCommandLineOption bondOrder = hidden(QStringLiteral("colour-by-bond-order"),
                                                QStringLiteral("Colour disks by the phase of their bond order psi6."));
    const QCommandLineOption fps = hidden(QStringLiteral("fps"), QStringLiteral("Show the frame-rate overlay."));
    const QCommandLineOption select = hidden(QStringLiteral("select"), QStringLiteral("Comma-separated disks to select."), QStringLiteral("LIST"));
    const QCommandLineOption zoom = hidden(QStringLiteral("zoom"), QStringLiteral("Zoom factor after fitting."), QStringLiteral("F"));
    const QCommandLineOption size = hidden(QStringLiteral("size"), QStringLiteral("Window size WxH."), QStringLiteral("WxH"));
    const QCommandLineOption screenshot = hidden(QStringLiteral("screenshot"), QStringLiteral("Save the window as PNG and quit."), QStringLiteral("FILE"));
    const QCommandLineOption after = hidden(QStringLiteral("after-ms"), QStringLiteral("Delay before the screenshot."), QStringLiteral("MS"));
    const QCommandLineOption menu = hidden(QStringLiteral("menu"), QStringLiteral("Pop up this menu bar entry (0 = File)."), QStringLiteral("N"));
    const QCommandLineOption measure = hidden(QStringLiteral("measure-fps"), QStringLiteral("Measure the frame rate, print it and quit."), QStringLiteral("SECONDS"));
    const QCommandLineOption compare = hidden(QStringLiteral("compare"), QStringLiteral("Open comparison mode."));
    const QCommandLineOption docks = hidden(QStringLiteral("docks"), QStringLiteral("Comma-separated dock object names to show."), QStringLiteral("LIST"));
    const QCommandLineOption scaling = hidden(QStringLiteral("scaling"), QStringLiteral("Start the scaling measurement."));
    const QCommandLineOption forceMethods = hidden(QStringLiteral("force-methods"), QStringLiteral("Start the force-method measurement."));
    const QCommandLineOption shotDock = hidden(QStringLiteral("screenshot-dock"), QStringLiteral("Screenshot this dock only."), QStringLiteral("NAME"));
    parser.addOptions({allowOverlaps, play, speed, colour, bondOrder, fps, select, zoom, size, screenshot, after, menu, measure,
                       compare, docks, scaling, forceMethods, shotDock});
    const QCommandLineOption edit = hidden(QStringLiteral("edit"), QStringLiteral("Open edit mode (--select then selects there)."));
    parser.addOption(edit);
    const QCommandLineOption tab = hidden(QStringLiteral("tab"), QStringLiteral("Bring forward the tabs with this text."), QStringLiteral("TEXT"));
    parser.addOption(tab);
    const QCommandLineOption examples = hidden(QStringLiteral("examples"), QStringLiteral("Open File > Browse Examples."));
    parser.addOption(examples);
    const QCommandLineOption generator = hidden(QStringLiteral("generator"), QStringLiteral("Open File > New from Generator with this kind."), QStringLiteral("KIND"));
    parser.addOption(generator);
    const QCommandLineOption lesson = hidden(QStringLiteral("lesson"), QStringLiteral("Turn Lesson Mode on."));
    const QCommandLineOption lessonPanel = hidden(QStringLiteral("lesson-panel"),
                                                  QStringLiteral("Lesson Mode with this panel beside the view: none, "
                                                                 "speedDistribution or pressureVolume."),
                                                  QStringLiteral("PANEL"));
    parser.addOptions({lesson, lessonPanel});
    parser.addOption(listExamplesOption());
    const QCommandLineOption language = hidden(QStringLiteral("switch-language"),
                                               QStringLiteral("Switch the interface language live once settled (system, en, zh_CN, ja)."),
                                               QStringLiteral("CODE"));
    parser.addOption(language);
}

LaunchOptions readLaunchOptions(const QCommandLineParser& parser)
{
    LaunchOptions options;
    if (!parser.positionalArguments().isEmpty())
        options.file = parser.positionalArguments().first();
    options.allowOverlaps = parser.isSet(QStringLiteral("allow-overlaps"));
    options.play = parser.isSet(QStringLiteral("play"));
    options.speed = parser.value(QStringLiteral("speed")).toDouble();
    options.colourBySpeed = parser.isSet(QStringLiteral("colour-by-speed"));
    options.colourByBondOrder = parser.isSet(QStringLiteral("colour-by-bond-order"));
    options.frameRate = parser.isSet(QStringLiteral("fps"));
    for (const QString& item : parser.value(QStringLiteral("select")).split(QLatin1Char(','), Qt::SkipEmptyParts))
        options.select.append(item.toInt());
    if (parser.isSet(QStringLiteral("zoom")))
        options.zoom = parser.value(QStringLiteral("zoom")).toDouble();
    const QStringList dimensions = parser.value(QStringLiteral("size")).split(QLatin1Char('x'));
    if (dimensions.size() == 2)
        options.windowSize = QSize(dimensions[0].toInt(), dimensions[1].toInt());
    options.screenshot = parser.value(QStringLiteral("screenshot"));
    if (parser.isSet(QStringLiteral("after-ms")))
        options.afterMs = parser.value(QStringLiteral("after-ms")).toInt();
    if (parser.isSet(QStringLiteral("menu")))
        options.menu = parser.value(QStringLiteral("menu")).toInt();
    options.measureSeconds = parser.value(QStringLiteral("measure-fps")).toDouble();
    options.edit = parser.isSet(QStringLiteral("edit"));
    options.compare = parser.isSet(QStringLiteral("compare"));
    options.docks = parser.value(QStringLiteral("docks")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    options.tab = parser.value(QStringLiteral("tab"));
    options.lesson = parser.isSet(QStringLiteral("lesson"));
    options.lessonPanel = parser.value(QStringLiteral("lesson-panel"));
    options.scaling = parser.isSet(QStringLiteral("scaling"));
    options.forceMethods = parser.isSet(QStringLiteral("force-methods"));
    options.screenshotDock = parser.value(QStringLiteral("screenshot-dock"));
    options.examples = parser.isSet(QStringLiteral("examples"));
    options.generator = parser.value(QStringLiteral("generator"));
    options.switchLanguage = parser.value(QStringLiteral("switch-language"));
    return options;
}

} // namespace

LaunchOptions parseLaunchOptions(const QStringList& arguments)
{
    QCommandLineParser parser;
    addLaunchOptions(parser);
    parser.process(arguments);
    return readLaunchOptions(parser);
}

void applyLaunchOptions(MainWindowHost& host, const LaunchOptions& options)
{
    MainWindow& window = host.window();
    applyWindowSettings(window, options);
    QDockWidget* shownDock = floatScreenshotDock(window, options);
    QWidget* shown = startRequestedRun(window, options);
    scheduleViewState(host, options);
    scheduleScreenshot(host, shown, shownDock, options);
    openRequestedDialog(window, options);
    scheduleFrameRateMeasurement(window, options);
}

} // namespace disklab
