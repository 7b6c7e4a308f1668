#include "app/platform/app_paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace disklab {
namespace {

QString existingDirectory(const QString& path)
{
    return !path.isEmpty() && QFileInfo(path).isDir() ? QDir(path).canonicalPath() : QString();
}

/// The source tree of a program built but not installed, read from the file the build folder
/// keeps (src/app/CMakeLists.txt) in a folder above the program; empty for any other program.
/// Only such a program may read the source tree: an installed one that did so would hide a
/// broken installation on the developer's machine. A file rather than a compiled-in path, so
/// the binaries name no folder of the machine that built them.
QString sourceTreeOfBuildTree()
{
    for (QDir folder(QCoreApplication::applicationDirPath()); ; ) {
        QFile marker(folder.filePath(QStringLiteral("disklab-source-tree.txt")));
        if (marker.open(QIODevice::ReadOnly))
            return QString::fromUtf8(marker.readAll()).trimmed();
        if (!folder.cdUp())
            return {};
    }
}

} // namespace

QString shippedDataDirectory(const QString& folder)
{
    const QString installed = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("../share/disklab/") + folder);
    if (const QString found = existingDirectory(installed); !found.isEmpty())
        return found;
    const QString sourceTree = sourceTreeOfBuildTree();
    return sourceTree.isEmpty() ? QString() : existingDirectory(sourceTree + QLatin1Char('/') + folder);
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
