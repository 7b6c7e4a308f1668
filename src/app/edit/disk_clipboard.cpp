#include "app/edit/disk_clipboard.h"

#include "io/scenario_json.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QMimeData>

namespace disklab {
namespace {
const QString kMimeType = QStringLiteral("application/x-disklab-scenario+json");
}

bool DiskClipboard::copy(const Scenario& scenario, const QList<int>& indices)
{
    Scenario copied;
    copied.width = scenario.width;
    copied.height = scenario.height;
    copied.boundary = scenario.boundary;
    for (int i : indices)
        copied.disks.push_back(scenario.disks.at(std::size_t(i)));
    if (copied.disks.empty())
        return false;
    const SaveResult encoded = scenarioToJson(copied);
    if (!encoded.ok())
        return false;
    auto* mime = new QMimeData;
    mime->setData(kMimeType, encoded.bytes);
    mime->setText(QString::fromUtf8(encoded.bytes));
    QGuiApplication::clipboard()->setMimeData(mime);
    return true;
}

std::optional<std::vector<Disk>> DiskClipboard::paste()
{
    const QMimeData* mime = QGuiApplication::clipboard()->mimeData();
    if (!mime)
        return std::nullopt;
    const QByteArray bytes = mime->hasFormat(kMimeType) ? mime->data(kMimeType) : mime->text().toUtf8();
    if (bytes.isEmpty())
        return std::nullopt;
    // Copied disks may overlap each other (the editor shows such states): accept them here too.
    LoadOptions options;
    options.validation.allowOverlaps = true;
    const LoadResult loaded = scenarioFromJson(bytes, QStringLiteral("clipboard"), options);
    if (!loaded.ok() || loaded.scenario->disks.empty())
        return std::nullopt;
    return loaded.scenario->disks;
}

} // namespace disklab
