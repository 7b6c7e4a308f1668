#pragma once
// The shipped scenario files, with their titles, for File > Open Example.

#include <QList>
#include <QString>

namespace disklab {

struct ExampleScenario {
    QString path;
    QString title;  ///< the file's "title" in the language asked for, or its base name if it has none
};

/// Every .json and .txt scenario in `directory`, titled in `language` ("zh_CN", "ja"; empty:
/// untranslated, core/scenario_text.h) and sorted by title. Reads only each file's texts
/// (io/scenario_texts.h): its disks are neither built nor checked. GUI thread.
QList<ExampleScenario> listExampleScenarios(const QString& directory, const QString& language);

} // namespace disklab
