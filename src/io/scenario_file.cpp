#include "io/scenario_file.h"

#include "io/algs4_format.h"
#include "io/file_bytes.h"
#include "io/scenario_json.h"

#include <QFileInfo>

namespace disklab {
namespace {

QString unknownFormat(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix();
    const QString what = suffix.isEmpty() ? QStringLiteral("no extension")
                                          : QStringLiteral("unknown extension \".%1\"").arg(suffix);
    return displayName(path) + QStringLiteral(": ") + what
           + QStringLiteral(": use .json (DiskLab scenario) or .txt (algs4 CollisionSystem)");
}

} // namespace

std::optional<ScenarioFormat> scenarioFormatForPath(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("json"))
        return ScenarioFormat::Json;
    if (suffix == QLatin1String("txt"))
        return ScenarioFormat::Algs4;
    return std::nullopt;
}

LoadResult loadScenarioFile(const QString& path, const LoadOptions& options)
{
    const std::optional<ScenarioFormat> format = scenarioFormatForPath(path);
    if (!format)
        return {std::nullopt, unknownFormat(path), {}};
    return *format == ScenarioFormat::Json ? loadScenarioJson(path, options) : loadAlgs4File(path, options);
}

SaveResult saveScenarioFile(const QString& path, const Scenario& scenario)
{
    const std::optional<ScenarioFormat> format = scenarioFormatForPath(path);
    if (!format) {
        SaveResult result;
        result.error = unknownFormat(path);
        return result;
    }
    return *format == ScenarioFormat::Json ? saveScenarioJson(path, scenario) : saveAlgs4File(path, scenario);
}

} // namespace disklab
