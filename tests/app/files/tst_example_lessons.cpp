// The shipped examples grouped by lesson: the scenarios folder's lessons.index files every
// shipped scenario in exactly one lesson, the lessons come in teaching order with their titles
// in every shipped language, and Browse Examples opens on the example the teacher's guide
// starts with. An example the index does not list still shows, last; a broken index names
// the field at fault.
#include "app/files/example_browser.h"
#include "app/files/example_lessons.h"
#include "app/platform/interface_language.h"
#include "app/window/main_actions.h"
#include "app/window/main_window.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QListWidget>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace disklab;

namespace {

const QString kScenarios = QStringLiteral(DISKLAB_SCENARIO_DIR);

LessonIndex shippedIndex()
{
    return readLessonIndex(QDir(kScenarios).filePath(lessonIndexFileName()));
}

/// The scenario the teacher's guide's first lesson opens: its first "*File:* `name`" line.
QString firstLessonOfTheTeachersGuide()
{
    QFile guide(QDir(kScenarios).filePath(QStringLiteral("../docs/teacher-guide.md")));
    if (!guide.open(QIODevice::ReadOnly))
        return {};
    const QRegularExpression file(QStringLiteral(R"(^\*File:\* `([^`]+)`)"), QRegularExpression::MultilineOption);
    return file.match(QString::fromUtf8(guide.readAll())).captured(1);
}

} // namespace

class TestExampleLessons : public QObject {
    Q_OBJECT
private slots:
    void shippedIndexReadsWithoutProblems()
    {
        const LessonIndex index = shippedIndex();
        QVERIFY2(index.problems.isEmpty(), qPrintable(index.problems.join(QLatin1Char('\n'))));
        QVERIFY(!index.lessons.isEmpty());
    }

    void everyShippedScenarioIsInExactlyOneLesson()
    {
        QStringList listed;
        for (const LessonEntry& lesson : shippedIndex().lessons)
            listed << lesson.files;
        const QStringList shipped = QDir(kScenarios).entryList({QStringLiteral("*.json"), QStringLiteral("*.txt")}, QDir::Files);
        QVERIFY(shipped.size() >= 29);
        for (const QString& file : shipped)
            QVERIFY2(listed.count(file) == 1, qPrintable(QStringLiteral("%1 is in %2 lessons").arg(file).arg(listed.count(file))));
        for (const QString& file : listed)
            QVERIFY2(shipped.contains(file), qPrintable(file + QStringLiteral(" is listed but not shipped")));
    }

    void lessonsComeInTeachingOrder()
    {
        QStringList keys;
        for (const LessonEntry& lesson : shippedIndex().lessons)
            keys << lesson.key;
        QCOMPARE(keys, (QStringList{"kinetic-theory", "gas-laws", "transport", "mechanics", "algorithms", "forces", "aggregation"}));
        const QString first = firstLessonOfTheTeachersGuide();
        QCOMPARE(first, QStringLiteral("ideal-gas.json"));
        QCOMPARE(shippedIndex().lessons.first().files.first(), first);
    }

    void everyLessonIsTitledInEveryLanguage()
    {
        for (const LessonEntry& lesson : shippedIndex().lessons)
            for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("ja")})
                QVERIFY2(!lesson.translations.value(language).isEmpty(), qPrintable(lesson.key + QLatin1Char(' ') + language));
    }

    void browserOpensOnTheFirstLesson()
    {
        ExampleBrowser browser(kScenarios);
        QListWidget& list = browser.list();
        QCOMPARE(list.item(0)->text(), QStringLiteral("Kinetic theory"));
        QVERIFY(!(list.item(0)->flags() & Qt::ItemIsSelectable));
        QCOMPARE(list.currentRow(), 1);
        QCOMPARE(QFileInfo(browser.chosenPath()).fileName(), firstLessonOfTheTeachersGuide());
        // Headings in the index's order, each example once under its lesson.
        QStringList headings;
        int examples = 0;
        for (int row = 0; row < list.count(); ++row) {
            if (list.item(row)->flags() & Qt::ItemIsSelectable)
                ++examples;
            else
                headings << list.item(row)->text();
        }
        QStringList titles;
        for (const LessonEntry& lesson : shippedIndex().lessons)
            titles << lesson.title;
        QCOMPARE(headings, titles);
        QCOMPARE(examples, int(QDir(kScenarios).entryList({QStringLiteral("*.json"), QStringLiteral("*.txt")}, QDir::Files).size()));
    }

    void browserTitlesLessonsInTheInterfaceLanguage()
    {
        const InterfaceLanguage chinese(QLocale(QLocale::Chinese, QLocale::China));
        ExampleBrowser browser(kScenarios);
        QCOMPARE(browser.list().item(0)->text(), QStringLiteral("分子动理论"));
    }

    void openExampleMenuIsGroupedToo()
    {
        // File > Open Example: Browse Examples, then each lesson's heading over its examples.
        QStandardPaths::setTestModeEnabled(true);
        MainWindow window;
        QStringList headings;
        QStringList files;
        for (const QAction* action : window.actions().examplesMenu->actions()) {
            if (action->isSeparator() && !action->text().isEmpty())
                headings << action->text();
            else if (!action->isSeparator() && !action->statusTip().isEmpty() && !headings.isEmpty())
                files << action->statusTip();
        }
        QStringList titles;
        for (const LessonEntry& lesson : shippedIndex().lessons)
            titles << lesson.title;
        QCOMPARE(headings, titles);
        QVERIFY(!files.isEmpty());
        QCOMPARE(files.first(), firstLessonOfTheTeachersGuide());
        QSettings().clear();
    }

    void unlistedExampleComesLast()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const QString& file : {QStringLiteral("ideal-gas.json"), QStringLiteral("squeeze.json"), lessonIndexFileName()})
            QVERIFY(QFile::copy(QDir(kScenarios).filePath(file), dir.filePath(file)));
        QVERIFY(QFile::copy(QDir(kScenarios).filePath(QStringLiteral("squeeze.json")), dir.filePath(QStringLiteral("my-own.json"))));
        const QList<ExampleLesson> lessons = listExampleLessons(dir.path(), QString());
        QCOMPARE(lessons.size(), 3);
        QCOMPARE(lessons[0].key, QStringLiteral("kinetic-theory"));
        QCOMPARE(lessons[1].key, QStringLiteral("algorithms"));
        QVERIFY(lessons[2].key.isEmpty());
        QCOMPARE(lessons[2].title, QStringLiteral("Other examples"));
        QCOMPARE(lessons[2].examples.size(), 1);
        QCOMPARE(QFileInfo(lessons[2].examples.first().path).fileName(), QStringLiteral("my-own.json"));
    }

    void brokenIndexNamesTheField()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile index(dir.filePath(lessonIndexFileName()));
        QVERIFY(index.open(QIODevice::WriteOnly));
        index.write(R"({"format": "disklab-lessons", "version": 1, "lessons": [
            {"key": "a", "title": "A", "scenarios": ["x.json", 3]},
            {"key": "b", "scenarios": ["y.json"]},
            {"key": "c", "title": "C", "translations": {"ja": 1}, "scenarios": ["z.json"]},
            {"key": "d", "title": "D", "scenarios": ["w.json"]}]})");
        index.close();
        const LessonIndex read = readLessonIndex(index.fileName());
        QCOMPARE(read.problems, (QStringList{"lessons[0].scenarios[1]: not a file name", "lessons[1].title: missing or not a string",
                                             "lessons[2].translations.ja: not a string"}));
        QCOMPARE(read.lessons.size(), 1);
        QCOMPARE(read.lessons.first().key, QStringLiteral("d"));
    }
};

QTEST_MAIN(TestExampleLessons)
#include "tst_example_lessons.moc"
