#include "io/file_bytes.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace disklab {

QString displayName(const QString& path)
{
    const QString name = QFileInfo(path).fileName();
    return name.isEmpty() ? path : name;
}

std::optional<QByteArray> readFileBytes(const QString& path, QString& error, qint64 maxBytes)
{
    // On Linux a directory opens for reading and then fails on read with a vaguer message.
    if (QFileInfo(path).isDir()) {
        error = displayName(path) + QStringLiteral(": cannot read: it is a directory");
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = displayName(path) + QStringLiteral(": cannot read: ") + file.errorString();
        return std::nullopt;
    }
    if (file.size() > maxBytes) {
        error = displayName(path) + QStringLiteral(": cannot read: the file is %1 MB, larger than the %2 MB "
                                                   "a scenario file may take")
                                        .arg(file.size() >> 20)
                                        .arg(maxBytes >> 20);
        return std::nullopt;
    }
    QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        error = displayName(path) + QStringLiteral(": cannot read: ") + file.errorString();
        return std::nullopt;
    }
    return bytes;
}

QString writeFileAtomically(const QString& path, const QByteArray& bytes)
{
    const QString failure = displayName(path) + QStringLiteral(": cannot save: ");
    if (QFileInfo(path).isDir())
        return failure + QStringLiteral("it is a directory");
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failure + file.errorString();
    if (file.write(bytes) != bytes.size()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return failure + why;
    }
    if (!file.commit())
        return failure + file.errorString();
    return {};
}

} // namespace disklab
