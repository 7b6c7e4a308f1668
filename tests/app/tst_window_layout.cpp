// The main window's dock layout, offscreen: a first start shows the view, the run controls and
// the speed distribution only; every combination of docks fits a classroom laptop's screen in
// every shipped language; edit mode brings up the disk table and the properties and puts them
// away again; a layout the user saved is restored as it was.
#include "app/charts/chart_dock.h"
#include "app/edit/edit_mode_controller.h"
#include "app/view/simulation_view.h"
#include "app/window/main_window.h"

#include <QApplication>
#include <QDockWidget>
#include <QFontMetrics>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>
#include <QtCharts/QChartView>

#include <algorithm>

using namespace disklab;

namespace {

/// Classroom laptops have 1366 x 768 screens; with a task bar and the window's title bar,
/// about this much is left for the window.
constexpr QSize kClassroomWindow(1280, 680);

/// Installs the translation into `language` ("" for English, the source language).
bool installLanguage(QTranslator& translator, const QString& language)
{
    if (language.isEmpty())
        return true;
    return translator.load(QStringLiteral(":/i18n/disklab_%1.qm").arg(language)) && QCoreApplication::installTranslator(&translator);
}

QStringList visibleDockNames(const MainWindow& window)
{
    QStringList names;
    for (const QDockWidget* dock : window.findChildren<QDockWidget*>())
        if (dock->isVisible())
            names << dock->objectName();
    names.sort();
    return names;
}

/// Fails unless the window can shrink to a classroom window with the docks it shows, keeping
/// the view usable and the run controls whole.
void checkFitsAClassroomScreen(MainWindow& window, const QString& what)
{
    const QSize smallest = window.minimumSizeHint().expandedTo(window.minimumSize());
    QVERIFY2(smallest.width() <= kClassroomWindow.width() && smallest.height() <= kClassroomWindow.height(),
             qPrintable(QStringLiteral("%1: the window cannot shrink below %2 x %3 px").arg(what).arg(smallest.width()).arg(smallest.height())));
    window.resize(kClassroomWindow);
    QTRY_COMPARE(window.size(), kClassroomWindow);
    QVERIFY2(window.view().height() >= 300 && window.view().width() >= 400,
             qPrintable(QStringLiteral("%1: the view keeps only %2 x %3 px").arg(what).arg(window.view().width()).arg(window.view().height())));
}

} // namespace

class TestWindowLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("DiskLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_window_layout"));
    }
    void init() { QSettings().clear(); }
    void cleanup() { QSettings().clear(); }
    void languages_data();
    void firstStartShowsTheViewRunControlsAndSpeeds_data() { languages_data(); }
    void firstStartShowsTheViewRunControlsAndSpeeds();
    void everyDockCombinationFits_data() { languages_data(); }
    void everyDockCombinationFits();
    void dockChosenFromTheViewMenuComesToTheFront();
    void editModeBringsUpTheEditingDocks();
    void savedLayoutKeepsItsDockWidths();
};

void TestWindowLayout::languages_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QString();
    QTest::newRow("Chinese") << QStringLiteral("zh_CN");
    QTest::newRow("Japanese") << QStringLiteral("ja");
}

void TestWindowLayout::firstStartShowsTheViewRunControlsAndSpeeds()
{
    QFETCH(QString, language);
    QTranslator translator;
    QVERIFY(installLanguage(translator, language));
    MainWindow window;
    window.resize(kClassroomWindow);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(visibleDockNames(window), (QStringList{QStringLiteral("runControlDock"), QStringLiteral("speedDistributionDock")}));

    // The view is the largest thing in the window, and a square box drawn in it spans most of
    // the window's height; the speed distribution has room for its chart.
    auto* speeds = window.findChild<QDockWidget*>(QStringLiteral("speedDistributionDock"));
    QTRY_VERIFY2(speeds->width() >= window.width() / 5,
                 qPrintable(QStringLiteral("speed distribution %1 px of %2").arg(speeds->width()).arg(window.width())));
    const int squareBox = std::min(window.view().width(), window.view().height());
    QVERIFY2(window.view().width() > speeds->width() && squareBox >= window.height() * 7 / 10,
             qPrintable(QStringLiteral("view %1 x %2 px in a window of %3 x %4").arg(window.view().width()).arg(window.view().height())
                            .arg(window.width()).arg(window.height())));

    // The run controls (with the "Now" read-out) show whole, without scrolling.
    auto* runControls = window.findChild<QDockWidget*>(QStringLiteral("runControlDock"));
    const QWidget* runPanel = runControls->findChild<QScrollArea*>()->widget();
    QTRY_VERIFY2(runPanel->visibleRegion().boundingRect().height() >= runPanel->minimumSizeHint().height(),
                 qPrintable(QStringLiteral("run controls show %1 px of %2").arg(runPanel->visibleRegion().boundingRect().height())
                                .arg(runPanel->minimumSizeHint().height())));

    // A chart dock's controls wrap rather than set its minimum width, and the speed chart's
    // title (which carries the Kolmogorov-Smirnov distance) shows whole.
    for (const ChartDock* dock : window.findChildren<ChartDock*>())
        QVERIFY2(dock->minimumSizeHint().width() < 380,
                 qPrintable(QStringLiteral("%1 is at least %2 px wide").arg(dock->objectName()).arg(dock->minimumSizeHint().width())));
    auto* speedChart = speeds->findChild<QChartView*>();
    QVERIFY(speedChart);
    QTRY_VERIFY(!speedChart->chart()->title().isEmpty());
    const int titleWidth = QFontMetrics(speedChart->chart()->titleFont()).horizontalAdvance(speedChart->chart()->title());
    QVERIFY2(titleWidth < speedChart->chart()->size().width() - 20,
             qPrintable(QStringLiteral("title %1 px wide in a chart of %2").arg(titleWidth).arg(speedChart->chart()->size().width())));
    QCoreApplication::removeTranslator(&translator);
}

void TestWindowLayout::everyDockCombinationFits()
{
    // All docks at once, then random subsets (a fixed seed, so a failure repeats): each fits a
    // classroom screen with the view still usable.
    QFETCH(QString, language);
    QTranslator translator;
    QVERIFY(installLanguage(translator, language));
    MainWindow window;
    window.resize(kClassroomWindow);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QList<QDockWidget*> docks = window.findChildren<QDockWidget*>();
    QVERIFY(docks.size() >= 10);
    for (QDockWidget* dock : docks)
        dock->show();
    checkFitsAClassroomScreen(window, QStringLiteral("all docks"));
    QRandomGenerator random(23);
    for (int trial = 0; trial < 12; ++trial) {
        QStringList shown;
        for (QDockWidget* dock : docks) {
            const bool show = random.bounded(2) == 1;
            dock->setVisible(show);
            if (show)
                shown << dock->objectName();
        }
        checkFitsAClassroomScreen(window, shown.join(QStringLiteral(", ")));
    }
    QCoreApplication::removeTranslator(&translator);
}

void TestWindowLayout::dockChosenFromTheViewMenuComesToTheFront()
{
    // The docks wait as tabs; one chosen from the View menu is shown on top of its group, not
    // added as a hidden tab.
    MainWindow window;
    window.resize(kClassroomWindow);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    for (const QString& name : {QStringLiteral("timeSeriesDock"), QStringLiteral("eventLogDock"), QStringLiteral("undoHistoryDock")}) {
        auto* dock = window.findChild<QDockWidget*>(name);
        QVERIFY2(dock, qPrintable(name));
        QVERIFY(!dock->isVisible());
        dock->toggleViewAction()->trigger();
        QTRY_VERIFY2(dock->isVisible() && !dock->visibleRegion().isEmpty(), qPrintable(name + QStringLiteral(" is not in front")));
    }
}

void TestWindowLayout::editModeBringsUpTheEditingDocks()
{
    MainWindow window;
    window.resize(kClassroomWindow);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* table = window.findChild<QDockWidget*>(QStringLiteral("diskTableDock"));
    auto* properties = window.findChild<QDockWidget*>(QStringLiteral("propertiesDock"));
    QVERIFY(!table->isVisible() && !properties->isVisible());

    window.editor().setEditing(true);
    QTRY_VERIFY(table->isVisible() && properties->isVisible());
    // The table takes a share of the height, not all it could use.
    QTRY_VERIFY2(window.view().height() >= window.height() / 2,
                 qPrintable(QStringLiteral("the view keeps %1 px of %2 in edit mode").arg(window.view().height()).arg(window.height())));
    window.editor().setEditing(false);
    QTRY_VERIFY(!table->isVisible() && !properties->isVisible());

    // A dock the user opened before editing stays open after it.
    table->toggleViewAction()->trigger();
    QVERIFY(table->isVisible());
    window.editor().setEditing(true);
    QTRY_VERIFY(properties->isVisible());
    window.editor().setEditing(false);
    QTRY_VERIFY(!properties->isVisible());
    QVERIFY(table->isVisible());
}

void TestWindowLayout::savedLayoutKeepsItsDockWidths()
{
    // The first-start width is only for a first start: a layout the user saved is restored as it was.
    int saved = 0;
    {
        MainWindow window;
        window.resize(1500, 950);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* speeds = window.findChild<QDockWidget*>(QStringLiteral("speedDistributionDock"));
        QVERIFY(speeds);
        QTRY_VERIFY(speeds->width() >= window.width() / 4);
        window.resizeDocks({speeds}, {speeds->minimumSizeHint().width()}, Qt::Horizontal);
        QTRY_VERIFY(speeds->width() < window.width() / 4);
        saved = speeds->width();
        window.close();
    }
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* speeds = window.findChild<QDockWidget*>(QStringLiteral("speedDistributionDock"));
    QVERIFY(speeds);
    QTRY_COMPARE(speeds->width(), saved);
}

QTEST_MAIN(TestWindowLayout)
#include "tst_window_layout.moc"
