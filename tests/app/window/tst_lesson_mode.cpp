// Lesson Mode on a projector, offscreen, in every shipped language: the gauges keep one row,
// their digits, as drawn, a twentieth of a 1080-pixel window's height and no less than a
// fortieth of a narrower one's; the view keeps most of the window's width;
// the main toolbar shows every button at 1024 x 768 without an overflow menu (outside Lesson
// Mode too); the speed distribution or the P-V diagram comes up as a large panel beside the
// view, its text a fiftieth of the window's height, its titles whole (broken onto two lines
// where they are longer than their room, never cut or ended with "…"); and all of it is
// remembered across starts and put away on leaving.
#include "app/charts/speed_distribution_dock.h"
#include "app/charts/time_series_dock.h"
#include "app/charts/wrapped_chart_legend.h"
#include "app/run/lab_gauges_dock.h"
#include "app/view/simulation_view.h"
#include "app/window/main_actions.h"
#include "app/window/main_window.h"
#include "runtime/simulation_controller.h"
#include "../window_docks.h"

#include <QAction>
#include <QChartView>
#include <QDockWidget>
#include <QFontInfo>
#include <QImage>
#include <QLabel>
#include <QLayout>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QTranslator>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <qcustomplot.h>

#include <cmath>

using namespace disklab;
using disklab::test::dockNamed;

namespace {

const QString kPiston = QStringLiteral(DISKLAB_SCENARIO_DIR "/boyle-piston.json");

/// Installs the translation into `language` ("" for English, the source language).
bool installLanguage(QTranslator& translator, const QString& language)
{
    if (language.isEmpty())
        return true;
    return translator.load(QStringLiteral(":/i18n/disklab_%1.qm").arg(language)) && QCoreApplication::installTranslator(&translator);
}

/// How many rows of `widget`, as drawn, hold ink (dark, opaque pixels): the height of its text.
int inkHeight(QWidget& widget)
{
    const QImage image = widget.grab().toImage().convertToFormat(QImage::Format_ARGB32);
    int top = image.height();
    int bottom = -1;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QRgb pixel = image.pixel(x, y);
            if (qAlpha(pixel) > 128 && qGray(pixel) < 128) {
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
        }
    return bottom >= top ? bottom - top + 1 : 0;
}

/// View ▸ Lesson Panel's entry for `key` (none, speedDistribution, pressureVolume).
QAction* panelChoice(MainWindow& window, const QString& key)
{
    return window.findChild<QAction*>(QStringLiteral("lessonPanel_") + key);
}

/// The widest line of `text`, whose lines end at `lineBreak`, in `font`.
int widestLine(const QString& text, const QFont& font, const QString& lineBreak = QStringLiteral("<br>"))
{
    int widest = 0;
    for (const QString& line : text.split(lineBreak))
        widest = std::max(widest, QFontMetrics(font).horizontalAdvance(line));
    return widest;
}

/// Opens the shipped `scenario` in `window`, `size` big, chooses the Lesson Panel `panel` before
/// the window shows (as a start with the lesson remembered, or --lesson-panel, does) and shows it.
bool showLessonWith(MainWindow& window, QSize size, const QString& scenario, const QString& panel)
{
    window.resize(size);
    if (!window.openFile(QStringLiteral(DISKLAB_SCENARIO_DIR "/") + scenario))
        return false;
    panelChoice(window, panel)->trigger();
    window.show();
    return QTest::qWaitForWindowExposed(&window) && QTest::qWaitFor([&] { return window.size() == size; });
}

void addSizes()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1024 x 768") << QSize(1024, 768);
    QTest::newRow("1366 x 768") << QSize(1366, 768);
    QTest::newRow("1920 x 1080") << QSize(1920, 1080);
}

/// Every entry of the legend of `chart`, shown `size` big, shows whole: in Qt Charts' row where it
/// fits with room to spare, wrapped below the axes where it does not (a 4:3 window's panel),
/// never ended with "…".
void checkLegendIsWhole(const QChart& chart, QSize size)
{
    const auto* wrapped = chart.findChild<WrappedChartLegend*>();
    QVERIFY(wrapped);
    QVERIFY(chart.legend()->markers().size() >= 2);
    const QMargins margins = chart.margins();
    const int room = int(chart.size().width()) - margins.left() - margins.right();
    const QFontMetrics metrics(chart.legend()->font());
    int row = 0;
    for (const QLegendMarker* marker : chart.legend()->markers()) {
        row += metrics.horizontalAdvance(marker->label());
        if (wrapped->isShown())
            QVERIFY2(wrapped->plainText().simplified().contains(marker->label().simplified()),
                     qPrintable(QStringLiteral("\"%1\" not in \"%2\"").arg(marker->label(), wrapped->plainText())));
    }
    qInfo("%d x %d: the legend's labels take %d px in %d px, %s", size.width(), size.height(), row, room,
          wrapped->isShown() ? "wrapped below the axes" : "in Qt's row");
    QVERIFY(wrapped->isShown() || row + chart.legend()->markers().size() * 3 * metrics.height() <= room);
    QVERIFY(wrapped->isShown() != chart.legend()->isVisible());
}

} // namespace

class TestLessonMode : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("DiskLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_lesson_mode"));
    }
    void init() { QSettings().clear(); }
    void cleanup() { QSettings().clear(); }
    void gaugeDigitsAreATwentiethOfTheWindow_data();
    void gaugeDigitsAreATwentiethOfTheWindow();
    void gaugesTakeOneRow_data() { panelAndViewShareEveryWindowShape_data(); }
    void gaugesTakeOneRow();
    void viewKeepsMostOfTheWidth_data() { addSizes(); }
    void viewKeepsMostOfTheWidth();
    void toolBarShowsEveryButton_data();
    void toolBarShowsEveryButton();
    void panelComesUpLargeBesideTheView();
    void panelAndViewShareEveryWindowShape_data();
    void panelAndViewShareEveryWindowShape();
    void pressureVolumePanelFollowsTheScenario();
    void panelAndLayoutAreRememberedAndPutAway();
    void panelTextGrowsWithTheWindowAndComesBack();
    void pressureVolumePanelShowsItsTitleAndLegend_data() { panelAndViewShareEveryWindowShape_data(); }
    void pressureVolumePanelShowsItsTitleAndLegend();
    void speedPanelTitlesAreWhole_data() { panelAndViewShareEveryWindowShape_data(); }
    void speedPanelTitlesAreWhole();
};

void TestLessonMode::gaugeDigitsAreATwentiethOfTheWindow_data()
{
    // Where the row has the room for them: narrower, the digits shrink to keep it one row
    // (gaugesTakeOneRow).
    QTest::addColumn<QSize>("size");
    QTest::newRow("1920 x 1080") << QSize(1920, 1080);
}

void TestLessonMode::gaugeDigitsAreATwentiethOfTheWindow()
{
    QFETCH(QSize, size);
    MainWindow window;
    window.resize(size);
    QVERIFY(window.openFile(kPiston));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.actions().lessonMode->trigger();
    QTRY_COMPARE(window.size(), size);
    window.simulation().play();
    QLabel* temperature = dockNamed<LabGaugesDock>(window, "gaugesDock").temperatureLabel();
    QTRY_VERIFY_WITH_TIMEOUT(temperature->text().contains(QRegularExpression(QStringLiteral("[0-9]"))), 20000);
    window.simulation().pause();
    QTRY_VERIFY(temperature->isVisible() && temperature->visibleRegion().boundingRect().size() == temperature->size());
    const int wanted = int(std::ceil(size.height() / 20.0));
    // A tile takes the size of its new digits one layout pass after their font (a slow build
    // can be asked before that pass, and reads digits clipped by the old size): measured once
    // the events so far are handled, up to a few seconds.
    int drawn = 0;
    QTRY_VERIFY_WITH_TIMEOUT((drawn = inkHeight(*temperature)) >= wanted, 5000);
    qInfo("%d x %d: the temperature's digits are drawn %d px tall (wanted at least %d)", size.width(), size.height(), drawn,
          wanted);
    // Not a banner either: the digits are at most a little over a twentieth.
    QVERIFY2(drawn <= wanted * 5 / 4, qPrintable(QStringLiteral("%1 px, wanted %2").arg(drawn).arg(wanted)));
}

void TestLessonMode::gaugesTakeOneRow()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    QTranslator translator;
    QVERIFY(installLanguage(translator, language));
    MainWindow window;
    QVERIFY(showLessonWith(window, size, QStringLiteral("boyle-piston.json"), QStringLiteral("pressureVolume")));
    window.simulation().play();
    QLabel* pressure = dockNamed<LabGaugesDock>(window, "gaugesDock").pressureLabel();
    QTRY_VERIFY_WITH_TIMEOUT(pressure->text().contains(QRegularExpression(QStringLiteral("[0-9]"))), 20000);
    window.simulation().pause();
    QCoreApplication::removeTranslator(&translator);
    GaugeStrip* strip = dockNamed<LabGaugesDock>(window, "gaugesDock").strip();
    QVERIFY(strip);
    QTRY_VERIFY(strip->isVisible());
    // Every tile side by side on one row, all of it inside the strip.
    const QList<QWidget*> tiles = strip->findChildren<QWidget*>(Qt::FindDirectChildrenOnly);
    int shown = 0;
    for (QWidget* tile : tiles) {
        if (!tile->isVisible())
            continue;
        ++shown;
        QVERIFY2(tile->y() < strip->height() / 4 && tile->geometry().right() < strip->width(),
                 qPrintable(QStringLiteral("a tile at (%1, %2), %3 x %4, in a strip %5 x %6")
                                .arg(tile->x()).arg(tile->y()).arg(tile->width()).arg(tile->height())
                                .arg(strip->width()).arg(strip->height())));
    }
    QVERIFY(shown >= 7);
    // The digits still read across a classroom: at least a fortieth of the window's height.
    const int drawn = inkHeight(*pressure);
    qInfo("%d x %d: the gauges take one row %d x %d px, digits %d px", size.width(), size.height(), strip->width(), strip->height(), drawn);
    QVERIFY2(drawn >= size.height() / 40, qPrintable(QStringLiteral("%1 px digits").arg(drawn)));
}

void TestLessonMode::viewKeepsMostOfTheWidth()
{
    QFETCH(QSize, size);
    MainWindow window;
    window.resize(size);
    QVERIFY(window.openFile(kPiston));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.actions().lessonMode->trigger();
    QTRY_COMPARE(window.size(), size);
    QTRY_VERIFY2(window.view().width() >= window.width() * 55 / 100,
                 qPrintable(QStringLiteral("the view is %1 px of %2").arg(window.view().width()).arg(window.width())));
    // Square enough for a box: the gauges across the top leave the view most of the height too,
    // once the toolbar has fitted its buttons to Lesson Mode's icons.
    QTRY_VERIFY2(window.view().height() >= window.height() / 2,
                 qPrintable(QStringLiteral("the view is %1 px high of %2").arg(window.view().height()).arg(window.height())));
    qInfo("%d x %d: the view is %d x %d px", size.width(), size.height(), window.view().width(), window.view().height());
}

void TestLessonMode::toolBarShowsEveryButton_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("lesson");
    for (const bool lesson : {true, false}) {
        const char* mode = lesson ? "in Lesson Mode" : "outside it";
        QTest::addRow("English, %s", mode) << QString() << lesson;
        QTest::addRow("Chinese, %s", mode) << QStringLiteral("zh_CN") << lesson;
        QTest::addRow("Japanese, %s", mode) << QStringLiteral("ja") << lesson;
    }
}

void TestLessonMode::toolBarShowsEveryButton()
{
    QFETCH(QString, language);
    QFETCH(bool, lesson);
    QTranslator translator;
    QVERIFY(installLanguage(translator, language));
    MainWindow window;
    window.resize(1024, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    if (lesson)
        window.actions().lessonMode->trigger();
    QToolBar& bar = *window.actions().mainToolBar;
    QTRY_VERIFY(bar.isVisible());
    // QToolBar moves the buttons that do not fit into a menu behind its extension button.
    const auto* extension = bar.findChild<QToolButton*>(QStringLiteral("qt_toolbar_ext_button"));
    QVERIFY(extension);
    QTRY_VERIFY2(!extension->isVisible(), "the toolbar overflows into its extension menu");
    for (QAction* action : bar.actions()) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        const QWidget* button = bar.widgetForAction(action);
        QVERIFY2(button && button->isVisible() && bar.rect().contains(button->geometry()),
                 qPrintable(action->iconText() + QStringLiteral(" is not on the toolbar")));
    }
    qInfo("buttons in style %d (0 icons only, 2 text beside, 3 text under), %lld px of %d", int(bar.toolButtonStyle()),
          static_cast<long long>(bar.layout()->sizeHint().width()), bar.width());
    QCoreApplication::removeTranslator(&translator);
}

void TestLessonMode::panelComesUpLargeBesideTheView()
{
    MainWindow window;
    window.resize(1920, 1080);
    QVERIFY(window.openFile(kPiston));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction* speeds = panelChoice(window, QStringLiteral("speedDistribution"));
    QVERIFY2(speeds, "no View > Lesson Panel > Speed Distribution");
    speeds->trigger();  // starts Lesson Mode
    QVERIFY(window.actions().lessonMode->isChecked());
    QDockWidget& speedDock = dockNamed<SpeedDistributionDock>(window, "speedDistributionDock");
    QTRY_VERIFY(speedDock.isVisible() && !speedDock.visibleRegion().isEmpty());
    QCOMPARE(window.dockWidgetArea(&speedDock), Qt::RightDockWidgetArea);
    QTRY_VERIFY2(speedDock.width() >= window.width() / 4,
                 qPrintable(QStringLiteral("the panel is %1 px of %2").arg(speedDock.width()).arg(window.width())));
    QVERIFY2(window.view().width() >= speedDock.width(),
             qPrintable(QStringLiteral("the view is %1 px, the panel %2").arg(window.view().width()).arg(speedDock.width())));

    QAction* pressureVolume = panelChoice(window, QStringLiteral("pressureVolume"));
    QVERIFY(pressureVolume);
    pressureVolume->trigger();
    TimeSeriesDock& series = dockNamed<TimeSeriesDock>(window, "timeSeriesDock");
    QTRY_VERIFY(series.isVisible() && !series.visibleRegion().isEmpty());
    QVERIFY(!speedDock.isVisible());
    QCOMPARE(series.quantity(), TimeSeriesDock::Quantity::PressureVolume);
    QTRY_VERIFY(series.width() >= window.width() / 4);

    panelChoice(window, QStringLiteral("none"))->trigger();
    QTRY_VERIFY(!series.isVisible());
    QTRY_VERIFY(window.view().width() >= window.width() * 55 / 100);
}

void TestLessonMode::panelAndViewShareEveryWindowShape_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const QSize size : {QSize(1024, 768), QSize(1366, 768), QSize(1920, 1080)}) {
        QTest::addRow("English, %d x %d", size.width(), size.height()) << QString() << size;
        QTest::addRow("Chinese, %d x %d", size.width(), size.height()) << QStringLiteral("zh_CN") << size;
        QTest::addRow("Japanese, %d x %d", size.width(), size.height()) << QStringLiteral("ja") << size;
    }
}

void TestLessonMode::panelAndViewShareEveryWindowShape()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QTranslator translator;
    QVERIFY(installLanguage(translator, language));
    MainWindow window;
    window.resize(size);
    QVERIFY(window.openFile(kPiston));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    panelChoice(window, QStringLiteral("speedDistribution"))->trigger();
    QTRY_COMPARE(window.size(), size);
    const QDockWidget& panel = dockNamed<SpeedDistributionDock>(window, "speedDistributionDock");
    const QWidget& view = window.view();
    // In a 4:3 window the controls' column, the view and the panel all want the width: the box
    // must not end up the narrowest of the three, nor the panel too small to read.
    const auto shared = [&] { return view.width() >= panel.width() && panel.width() >= size.width() * 3 / 10; };
    QTRY_VERIFY2(shared(), qPrintable(QStringLiteral("the view is %1 px, the panel %2 of %3")
                                          .arg(view.width())
                                          .arg(panel.width())
                                          .arg(size.width())));
    // The chart alone, its controls row put away for the lesson and back after it.
    const auto* chart = panel.findChild<QChartView*>();
    const auto* exportButton = panel.findChild<QToolButton*>();
    QVERIFY(chart && exportButton);
    QTRY_VERIFY2(chart->height() >= panel.height() * 8 / 10,
                 qPrintable(QStringLiteral("the chart is %1 px high of %2").arg(chart->height()).arg(panel.height())));
    QVERIFY(!exportButton->isVisibleTo(&panel));
    qInfo("%d x %d: the view is %d x %d px, the panel %d x %d px, its chart %d px high", size.width(), size.height(),
          view.width(), view.height(), panel.width(), panel.height(), chart->height());
    window.actions().lessonMode->trigger();
    QVERIFY(exportButton->isVisibleTo(&panel));
    QCoreApplication::removeTranslator(&translator);
}

void TestLessonMode::pressureVolumePanelFollowsTheScenario()
{
    // Chosen on a fixed box (the first start's ideal gas), the P-V diagram cannot show yet; a
    // piston opened after it brings it up.
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction* pressureVolume = panelChoice(window, QStringLiteral("pressureVolume"));
    QVERIFY(pressureVolume);
    pressureVolume->trigger();
    TimeSeriesDock& series = dockNamed<TimeSeriesDock>(window, "timeSeriesDock");
    QTRY_VERIFY(series.isVisible());
    QTRY_VERIFY(!series.pressureVolumeAvailable());
    QVERIFY(window.openFile(kPiston));
    QTRY_COMPARE(series.quantity(), TimeSeriesDock::Quantity::PressureVolume);

    // Out of Lesson Mode the time series keeps the user's choice, whatever is opened next.
    window.actions().lessonMode->trigger();
    series.show();
    series.setQuantity(TimeSeriesDock::Quantity::Momentum);
    QVERIFY(window.openFile(QStringLiteral(DISKLAB_SCENARIO_DIR "/adiabatic-piston.json")));
    QTRY_VERIFY(series.pressureVolumeAvailable());
    QTest::qWait(200);
    QCOMPARE(series.quantity(), TimeSeriesDock::Quantity::Momentum);
}

void TestLessonMode::panelAndLayoutAreRememberedAndPutAway()
{
    {
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction* pressureVolume = panelChoice(window, QStringLiteral("pressureVolume"));
        QVERIFY(pressureVolume);
        pressureVolume->trigger();
        QTRY_VERIFY(dockNamed<TimeSeriesDock>(window, "timeSeriesDock").isVisible());
        window.close();
    }
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.actions().lessonMode->isChecked());
    QVERIFY(panelChoice(window, QStringLiteral("pressureVolume"))->isChecked());
    QTRY_VERIFY(dockNamed<TimeSeriesDock>(window, "timeSeriesDock").isVisible());
    LabGaugesDock& gauges = dockNamed<LabGaugesDock>(window, "gaugesDock");
    QCOMPARE(window.dockWidgetArea(&gauges), Qt::TopDockWidgetArea);
    const int lessonDigits = QFontMetrics(gauges.temperatureLabel()->font()).tightBoundingRect(QStringLiteral("0")).height();

    // Leaving it brings back the layout from before: no panel, the gauges hidden on the right,
    // their digits back to their usual size.
    window.actions().lessonMode->trigger();
    QTRY_VERIFY(!dockNamed<TimeSeriesDock>(window, "timeSeriesDock").isVisible());
    QCOMPARE(window.dockWidgetArea(&gauges), Qt::RightDockWidgetArea);
    QVERIFY(!gauges.isVisible());
    const int usualDigits = QFontMetrics(gauges.temperatureLabel()->font()).tightBoundingRect(QStringLiteral("0")).height();
    QVERIFY2(usualDigits < lessonDigits, qPrintable(QStringLiteral("%1 px, in the lesson %2").arg(usualDigits).arg(lessonDigits)));
}

void TestLessonMode::panelTextGrowsWithTheWindowAndComesBack()
{
    // Tick labels, axis titles and the legend a fiftieth of the window's height (21.6 px at
    // 1080), as measured in pixels by the fonts themselves, and their own size after the lesson.
    MainWindow window;
    window.resize(1920, 1080);
    QVERIFY(window.openFile(kPiston));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QChart* chart = dockNamed<SpeedDistributionDock>(window, "speedDistributionDock").findChild<QChartView*>()->chart();
    QAbstractAxis* speedAxis = chart->axes(Qt::Horizontal).first();
    const int ownTicks = QFontInfo(speedAxis->labelsFont()).pixelSize();
    const int ownLegend = QFontInfo(chart->legend()->font()).pixelSize();
    panelChoice(window, QStringLiteral("speedDistribution"))->trigger();
    QTRY_VERIFY(dockNamed<SpeedDistributionDock>(window, "speedDistributionDock").isVisible());
    const double tall = window.height() / 50.0;
    for (const QFont& font : {speedAxis->labelsFont(), speedAxis->titleFont(), chart->legend()->font()})
        QVERIFY2(QFontInfo(font).pixelSize() >= tall - 1.0,
                 qPrintable(QStringLiteral("%1 px in a window %2 px high").arg(QFontInfo(font).pixelSize()).arg(window.height())));

    panelChoice(window, QStringLiteral("pressureVolume"))->trigger();
    QCustomPlot& plot = dockNamed<TimeSeriesDock>(window, "timeSeriesDock").plot();
    QTRY_VERIFY(dockNamed<TimeSeriesDock>(window, "timeSeriesDock").isVisible());
    QVERIFY(QFontInfo(plot.xAxis->tickLabelFont()).pixelSize() >= tall - 1.0);
    QCOMPARE(QFontInfo(speedAxis->labelsFont()).pixelSize(), ownTicks);  // the panel put away

    window.actions().lessonMode->trigger();  // the lesson is over
    QVERIFY(!window.actions().lessonMode->isChecked());
    QCOMPARE(QFontInfo(chart->legend()->font()).pixelSize(), ownLegend);
    QVERIFY(QFontInfo(plot.xAxis->tickLabelFont()).pixelSize() < tall - 1.0);
}

/// The row of `plot`, as drawn, that closes its legend's frame at the bottom (a dark line along
/// at least 90% of the legend's width, below its last entry); -1 if none shows.
int legendBottomFrameRow(QCustomPlot& plot)
{
    const QImage image = plot.grab().toImage().convertToFormat(QImage::Format_ARGB32);
    const QRect legend = plot.legend->outerRect();
    for (int y = legend.bottom() - 2; y < image.height(); ++y) {
        int dark = 0;
        for (int x = legend.left(); x <= legend.right() && x < image.width(); ++x)
            dark += qGray(image.pixel(x, y)) < 128 ? 1 : 0;
        if (dark >= legend.width() * 9 / 10)
            return y;
    }
    return -1;
}

void TestLessonMode::pressureVolumePanelShowsItsTitleAndLegend()
{
    // With its text grown for the lesson, the P-V diagram's pressure title is no longer than its
    // axis (a longer one ran off the top of the plot), and the legend's frame is closed at the
    // bottom (its last line fell on the plot's last row, which is never drawn).
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QTranslator translator;
    QVERIFY(installLanguage(translator, language));
    MainWindow window;
    QVERIFY(showLessonWith(window, size, QStringLiteral("adiabatic-piston.json"), QStringLiteral("pressureVolume")));
    TimeSeriesDock& series = dockNamed<TimeSeriesDock>(window, "timeSeriesDock");
    QTRY_COMPARE(series.quantity(), TimeSeriesDock::Quantity::PressureVolume);
    window.simulation().play();
    QCustomPlot& plot = series.plot();
    QTRY_VERIFY(plot.legend->visible() && plot.legend->itemCount() > 0);
    QTest::qWait(1000);
    window.simulation().pause();
    QTest::qWait(300);
    plot.replot();
    QCPAxis& pressure = *plot.yAxis;
    const int longestLine = widestLine(pressure.label(), pressure.labelFont(), QStringLiteral("\n"));
    qInfo("%d x %d: the pressure title %d px long on an axis %d px", size.width(), size.height(), longestLine,
          pressure.axisRect()->height());
    QVERIFY2(longestLine <= pressure.axisRect()->height(),
             qPrintable(QStringLiteral("the title is %1 px on an axis of %2").arg(longestLine).arg(pressure.axisRect()->height())));
    const int frame = legendBottomFrameRow(plot);
    QVERIFY2(frame >= 0, "the legend's frame has no bottom line in sight");
    QCoreApplication::removeTranslator(&translator);
}

void TestLessonMode::speedPanelTitlesAreWhole()
{
    // The chart's title (with the KS distance) and the axes' titles fit their room in the panel:
    // none is cut to "…"; nor is an entry of the legend.
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QTranslator translator;
    QVERIFY(installLanguage(translator, language));
    MainWindow window;
    QVERIFY(showLessonWith(window, size, QStringLiteral("ideal-gas.json"), QStringLiteral("speedDistribution")));
    QChart& chart = *dockNamed<SpeedDistributionDock>(window, "speedDistributionDock").findChild<QChartView*>()->chart();
    window.simulation().play();
    QTRY_VERIFY(chart.title().contains(QStringLiteral("0.")));
    // Measured while it plays: every frame sets the titles and the legend's series again.
    QTest::qWait(1000);
    const QMargins margins = chart.margins();
    const int titleRoom = int(chart.size().width()) - margins.left() - margins.right();
    const int title = widestLine(chart.title(), chart.titleFont());
    qInfo("%d x %d: the title's widest line %d px in %d px", size.width(), size.height(), title, titleRoom);
    QVERIFY2(title <= titleRoom, qPrintable(QStringLiteral("the title is %1 px in %2").arg(title).arg(titleRoom)));
    for (QAbstractAxis* axis : chart.axes()) {
        const int room = int(axis->orientation() == Qt::Vertical ? chart.plotArea().height() : chart.plotArea().width());
        const int text = widestLine(axis->titleText(), axis->titleFont());
        QVERIFY2(text <= room, qPrintable(QStringLiteral("%1: %2 px in %3").arg(axis->titleText()).arg(text).arg(room)));
    }
    checkLegendIsWhole(chart, size);
    QCoreApplication::removeTranslator(&translator);
}

QTEST_MAIN(TestLessonMode)
#include "tst_lesson_mode.moc"
