#include "app/chart_export_options.h"

#include <QSettings>

namespace disklab {
namespace {
const QString kSizeKey = QStringLiteral("export/size");
const QString kDpiKey = QStringLiteral("export/dpi");
const QString kFontScaleKey = QStringLiteral("export/fontScale");
}

ChartExportOptions ChartExportOptions::remembered()
{
    const ChartExportOptions defaults;
    const QSettings settings;
    return {settings.value(kSizeKey, defaults.size).toSize(), settings.value(kDpiKey, defaults.dpi).toInt(),
            settings.value(kFontScaleKey, defaults.fontScale).toDouble()};
}

void ChartExportOptions::remember() const
{
    QSettings settings;
    settings.setValue(kSizeKey, size);
    settings.setValue(kDpiKey, dpi);
    settings.setValue(kFontScaleKey, fontScale);
}

} // namespace disklab
