#include "app/charts/chart_export_options.h"

#include <QSettings>

namespace disklab {
namespace {
const QString kSizeKey = QStringLiteral("export/size");
const QString kDpiKey = QStringLiteral("export/dpi");
const QString kFontScaleKey = QStringLiteral("export/fontScale");
}

ChartExportOptions ChartExportOptions::remembered()
{
    const QSettings settings;
    ChartExportOptions options;
    // A value that is missing or could not come from the dialog (a hand-edited file) keeps its default.
    const QSize size = settings.value(kSizeKey).toSize();
    if (size.width() > 0 && size.height() > 0)
        options.size = size;
    if (const int dpi = settings.value(kDpiKey).toInt(); dpi > 0)
        options.dpi = dpi;
    if (const double fontScale = settings.value(kFontScaleKey).toDouble(); fontScale > 0.0)
        options.fontScale = fontScale;
    return options;
}

void ChartExportOptions::remember() const
{
    QSettings settings;
    settings.setValue(kSizeKey, size);
    settings.setValue(kDpiKey, dpi);
    settings.setValue(kFontScaleKey, fontScale);
}

} // namespace disklab
