// Help > User Guide, offscreen: the guide opens inside DiskLab (no external viewer needed) with
// its text and screenshots, is written for users (developer notes live elsewhere), and a
// second F1 brings the open guide forward rather than opening another.
#include "app/window/main_actions.h"
#include "app/window/main_window.h"
#include "app/window/user_guide_window.h"

#include <QAction>
#include <QApplication>
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

QTEST_MAIN(TestUserGuide)
#include "tst_user_guide.moc"
