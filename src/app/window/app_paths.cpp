#include "app/window/app_paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace disklab {
namespace {

QString firstExisting(const QStringList& candidates)
{
    for (const QString& candidate : candidates) {
        if (!candidate.isEmpty() && QFileInfo(candidate).isDir())
            return QDir(candidate).canonicalPath();
    }
    return {};
}

QString installedData(const QString& folder)
{
    return QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("../share/disklab/") + folder);
}

} // namespace

QString scenariosDirectory()
{
    return firstExisting({qEnvironmentVariable("DISKLAB_SCENARIOS_DIR"), installedData(QStringLiteral("scenarios")),
                          QStringLiteral(DISKLAB_SOURCE_DIR "/scenarios")});
}

QString documentationDirectory()
{
    return firstExisting({installedData(QStringLiteral("docs")), QStringLiteral(DISKLAB_SOURCE_DIR "/docs")});
}

} // namespace disklab
