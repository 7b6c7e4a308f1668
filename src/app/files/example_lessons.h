#pragma once
// The shipped examples grouped by lesson, in the order the teacher's guide teaches them, for
// File ▸ Open Example and Browse Examples. The groups, their titles in each language and their
// order are data: the scenarios folder's lessons.index (docs/file-formats.md), read here, so a
// new example is filed by a line there rather than in code. Examples it does not list (a file
// a user put in the folder) come last, under "Other examples"; without an index, all are there.

#include "app/files/example_scenarios.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace disklab {

/// One lesson of lessons.index, as written.
struct LessonEntry {
    QString key;                          ///< "kinetic-theory"
    QString title;                        ///< English
    QMap<QString, QString> translations;  ///< language ("zh_CN", "ja") to title
    QStringList files;                    ///< scenario file names, in teaching order
};

struct LessonIndex {
    QList<LessonEntry> lessons;
    /// What is wrong with the file, each naming its field: "lessons[2].scenarios[0]: not a
    /// string". A lesson with a problem is left out; the others still count.
    QStringList problems;
};

/// The name of the index in the scenarios folder.
QString lessonIndexFileName();

/// Reads the lesson index at `path`. A missing file is one problem.
LessonIndex readLessonIndex(const QString& path);

struct ExampleLesson {
    QString key;    ///< empty for the examples no lesson lists
    QString title;  ///< in the language asked for
    QList<ExampleScenario> examples;
};

/// Every example in `directory` (listExampleScenarios), grouped by the folder's lesson index and
/// titled in `language`: the lessons in the index's order, each example once, in the first
/// lesson that lists it. GUI thread.
QList<ExampleLesson> listExampleLessons(const QString& directory, const QString& language);

} // namespace disklab
