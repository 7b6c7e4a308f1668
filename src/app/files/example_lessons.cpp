#include "app/files/example_lessons.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace disklab {
namespace {

const QString kFormat = QStringLiteral("disklab-lessons");

/// One lesson, or the problem that leaves it out (`where` names it: "lessons[2]").
LessonEntry readLesson(const QJsonValue& value, const QString& where, QStringList& problems)
{
    const auto problem = [&](const QString& field, const QString& what) {
        problems << QStringLiteral("%1.%2: %3").arg(where, field, what);
        return LessonEntry{};
    };
    if (!value.isObject()) {
        problems << QStringLiteral("%1: not an object").arg(where);
        return {};
    }
    const QJsonObject object = value.toObject();
    LessonEntry lesson;
    lesson.key = object.value(QLatin1String("key")).toString();
    if (lesson.key.isEmpty())
        return problem(QStringLiteral("key"), QStringLiteral("missing or not a string"));
    lesson.title = object.value(QLatin1String("title")).toString();
    if (lesson.title.isEmpty())
        return problem(QStringLiteral("title"), QStringLiteral("missing or not a string"));
    const QJsonObject translations = object.value(QLatin1String("translations")).toObject();
    for (auto entry = translations.begin(); entry != translations.end(); ++entry) {
        if (!entry.value().isString())
            return problem(QStringLiteral("translations.") + entry.key(), QStringLiteral("not a string"));
        lesson.translations.insert(entry.key(), entry.value().toString());
    }
    const QJsonValue files = object.value(QLatin1String("scenarios"));
    if (!files.isArray() || files.toArray().isEmpty())
        return problem(QStringLiteral("scenarios"), QStringLiteral("missing or not a list of file names"));
    const QJsonArray list = files.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (!list[i].isString() || list[i].toString().isEmpty())
            return problem(QStringLiteral("scenarios[%1]").arg(i), QStringLiteral("not a file name"));
        lesson.files << list[i].toString();
    }
    return lesson;
}

} // namespace

QString lessonIndexFileName()
{
    // Not .json: the scenarios folder's .json files are scenarios, and everything that lists
    // them (the examples, the install test, the translation check) takes every one.
    return QStringLiteral("lessons.index");
}

LessonIndex readLessonIndex(const QString& path)
{
    LessonIndex index;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        index.problems << QStringLiteral("%1: cannot be read").arg(path);
        return index;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (!document.isObject()) {
        index.problems << QStringLiteral("%1: not a JSON object (%2)").arg(path, error.errorString());
        return index;
    }
    const QJsonObject root = document.object();
    if (root.value(QLatin1String("format")).toString() != kFormat)
        index.problems << QStringLiteral("format: not \"%1\"").arg(kFormat);
    if (root.value(QLatin1String("version")).toInt() != 1)
        index.problems << QStringLiteral("version: not 1");
    const QJsonValue lessons = root.value(QLatin1String("lessons"));
    if (!lessons.isArray()) {
        index.problems << QStringLiteral("lessons: missing or not a list");
        return index;
    }
    const QJsonArray list = lessons.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        LessonEntry lesson = readLesson(list[i], QStringLiteral("lessons[%1]").arg(i), index.problems);
        if (!lesson.key.isEmpty())
            index.lessons << std::move(lesson);
    }
    return index;
}

QList<ExampleLesson> listExampleLessons(const QString& directory, const QString& language)
{
    QList<ExampleScenario> unfiled = listExampleScenarios(directory, language);
    QList<ExampleLesson> groups;
    if (directory.isEmpty())
        return groups;
    for (const LessonEntry& entry : readLessonIndex(QDir(directory).filePath(lessonIndexFileName())).lessons) {
        ExampleLesson lesson{entry.key, entry.translations.value(language, entry.title), {}};
        for (const QString& file : entry.files) {
            const auto listed = std::find_if(unfiled.begin(), unfiled.end(), [&](const ExampleScenario& example) {
                return QFileInfo(example.path).fileName() == file;
            });
            if (listed != unfiled.end()) {
                lesson.examples << *listed;
                unfiled.erase(listed);
            }
        }
        if (!lesson.examples.isEmpty())
            groups << std::move(lesson);
    }
    if (!unfiled.isEmpty())
        groups << ExampleLesson{QString(), QCoreApplication::translate("disklab::ExampleLessons", "Other examples"),
                                std::move(unfiled)};
    return groups;
}

} // namespace disklab
