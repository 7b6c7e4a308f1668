#include "app/window/app_paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace disklab {
namespace {

QString existingDirectory(const QString& path)
{
    return !path.isEmpty() && QFileInfo(path).isDir() ? QDir(path).canonicalPath() : QString();
}

/// True for a program built but not installed. Only such a program may read the source tree:
/// an installed one that did so would hide a broken installation on the developer's machine.
bool runsFromBuildTree()
{
    const QString build = QDir(QStringLiteral(DISKLAB_BUILD_DIR)).canonicalPath();
    const QString program = QDir(QCoreApplication::applicationDirPath()).canonicalPath();
    return !build.isEmpty() && (program == build || program.startsWith(build + QLatin1Char('/')));
}

} // namespace

QString shippedDataDirectory(const QString& folder)
{
    const QString installed = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("../share/disklab/") + folder);
    if (const QString found = existingDirectory(installed); !found.isEmpty())
        return found;
    return runsFromBuildTree() ? existingDirectory(QStringLiteral(DISKLAB_SOURCE_DIR "/") + folder) : QString();
}

QString scenariosDirectory()
{
    if (const QString chosen = existingDirectory(qEnvironmentVariable("DISKLAB_SCENARIOS_DIR")); !chosen.isEmpty())
        return chosen;
    return shippedDataDirectory(QStringLiteral("scenarios"));
}

QString documentationDirectory()
{
    return shippedDataDirectory(QStringLiteral("docs"));
}

} // namespace disklab
