// Help > User Guide, offscreen: the guide opens inside DiskLab (no external viewer needed) with
// its text and screenshots, is written for users (developer notes live elsewhere), and a
// second F1 brings the open guide forward rather than opening another.
#include "app/platform/app_paths.h"
#include "app/platform/interface_language.h"
#include "app/window/main_actions.h"
#include "app/window/main_window.h"
#include "app/window/user_guide_window.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFragment>
#include <QTextImageFormat>
#include <QTimer>

using namespace disklab;

namespace {

/// Closes any modal dialog that comes up (the old behaviour was a message box naming a path),
/// so that a failure is reported instead of waiting for a click.
void closeModalDialogs()
{
    if (QWidget* modal = QApplication::activeModalWidget())
        modal->close();
    QTimer::singleShot(200, &closeModalDialogs);
}

QStringList pictureNames(const QTextDocument& document)
{
    QStringList names;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isImageFormat())
                names << it.fragment().charFormat().toImageFormat().name();
    return names;
}

/// The guide window showing `fileName`, once it is up; null if none comes within 5 s.
UserGuideWindow* shownGuide(const MainWindow& window, const QString& fileName)
{
    UserGuideWindow* shown = nullptr;
    const bool came = QTest::qWaitFor([&] {
        for (UserGuideWindow* guide : window.findChildren<UserGuideWindow*>())
            if (guide->isVisible() && guide->browser().source().fileName() == fileName)
                shown = guide;
        return shown != nullptr;
    });
    return came ? shown : nullptr;
}

} // namespace

class TestUserGuide : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("DiskLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_user_guide"));
    }
    void opensInsideTheApp();
    void teacherGuideOpensBesideIt();
    void chineseAndJapaneseOpenTheirOwnGuides_data();
    void chineseAndJapaneseOpenTheirOwnGuides();
};

void TestUserGuide::opensInsideTheApp()
{
    closeModalDialogs();
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.actions().userGuide->trigger();
    UserGuideWindow* guide = nullptr;
    QTRY_VERIFY((guide = window.findChild<UserGuideWindow*>()) && guide->isVisible());

    const QTextDocument& page = *guide->browser().document();
    const QString text = page.toPlainText();
    QVERIFY2(text.contains(QStringLiteral("Menus and shortcuts")), qPrintable(text.left(200)));
    // The user guide is for users: building, threads and sanitizers are in the developer notes.
    for (const QString& developerTopic : {QStringLiteral("ThreadSanitizer"), QStringLiteral("FrameMailbox"), QStringLiteral("lupdate")})
        QVERIFY2(!text.contains(developerTopic), qPrintable(developerTopic + QStringLiteral(" is in the user guide")));

    // The screenshots load, fitted to the page's width.
    const QStringList pictures = pictureNames(page);
    QVERIFY(pictures.size() >= 5);
    for (const QString& name : pictures) {
        const QVariant picture = guide->browser().loadResource(QTextDocument::ImageResource, guide->browser().source().resolved(QUrl(name)));
        const QImage image = picture.value<QImage>();
        QVERIFY2(!image.isNull(), qPrintable(name + QStringLiteral(" does not load")));
        QVERIFY2(image.width() <= guide->browser().viewport()->width(), qPrintable(name + QStringLiteral(" is wider than the page")));
    }

    // F1 again brings the same window forward.
    window.actions().userGuide->trigger();
    QCOMPARE(window.findChildren<UserGuideWindow*>().size(), 1);
}

void TestUserGuide::teacherGuideOpensBesideIt()
{
    closeModalDialogs();
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.actions().userGuide->trigger();
    window.actions().teacherGuide->trigger();
    UserGuideWindow* user = shownGuide(window, QStringLiteral("user-guide.md"));
    UserGuideWindow* teacher = shownGuide(window, QStringLiteral("teacher-guide.md"));
    QVERIFY(user && teacher);
    QVERIFY(user->windowTitle() != teacher->windowTitle());
    // Every shipped scenario has its lesson, named by its file.
    const QString text = teacher->browser().document()->toPlainText();
    const QStringList scenarios = QDir(scenariosDirectory()).entryList({QStringLiteral("*.json")});
    QVERIFY(scenarios.size() >= 10);
    for (const QString& scenario : scenarios)
        QVERIFY2(text.contains(scenario), qPrintable(scenario + QStringLiteral(" has no lesson in the teacher's guide")));

    // The teacher's guide menu entry again brings the same window forward; both stay open.
    window.actions().teacherGuide->trigger();
    QCOMPARE(window.findChildren<UserGuideWindow*>().size(), 2);
}

void TestUserGuide::chineseAndJapaneseOpenTheirOwnGuides_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("quickStart");
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("teacherGuide");
    QTest::addColumn<QString>("teacherHeading");
    QTest::newRow("zh_CN") << QLocale(QLocale::Chinese, QLocale::China) << QStringLiteral("quick-start.zh_CN.md")
                           << QStringLiteral("快速入门") << QStringLiteral("teacher-guide.zh_CN.md")
                           << QStringLiteral("课堂上的 DiskLab：教师指南");
    QTest::newRow("ja") << QLocale(QLocale::Japanese, QLocale::Japan) << QStringLiteral("quick-start.ja.md")
                        << QStringLiteral("クイックスタート") << QStringLiteral("teacher-guide.ja.md")
                        << QStringLiteral("教室での DiskLab：教師用ガイド");
}

void TestUserGuide::chineseAndJapaneseOpenTheirOwnGuides()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, quickStart);
    QFETCH(QString, heading);
    QFETCH(QString, teacherGuide);
    QFETCH(QString, teacherHeading);
    const InterfaceLanguage language(locale);
    QVERIFY(!InterfaceLanguage::current().isEmpty());
    closeModalDialogs();
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.actions().userGuide->trigger();
    UserGuideWindow* guide = shownGuide(window, quickStart);
    QVERIFY2(guide, qPrintable(quickStart + QStringLiteral(" is not shown")));
    QVERIFY2(guide->browser().document()->toPlainText().contains(heading), qPrintable(quickStart));
    // It leads on to the full user guide, in English, and to the teacher's guide in both.
    const QString page = guide->browser().document()->toHtml();
    QVERIFY(page.contains(QStringLiteral("user-guide.md")));
    QVERIFY(page.contains(QStringLiteral("teacher-guide.md")));
    QVERIFY(page.contains(teacherGuide));

    // The teacher's guide opens translated, with a lesson for every shipped scenario.
    window.actions().teacherGuide->trigger();
    UserGuideWindow* teacher = shownGuide(window, teacherGuide);
    QVERIFY2(teacher, qPrintable(teacherGuide + QStringLiteral(" is not shown")));
    const QString text = teacher->browser().document()->toPlainText();
    QVERIFY(text.contains(teacherHeading));
    for (const QString& scenario : QDir(scenariosDirectory()).entryList({QStringLiteral("*.json")}))
        QVERIFY2(text.contains(scenario), qPrintable(scenario + QStringLiteral(" has no lesson in ") + teacherGuide));
}

QTEST_MAIN(TestUserGuide)
#include "tst_user_guide.moc"
