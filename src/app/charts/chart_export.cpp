#include "app/charts/chart_export.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPdfWriter>
#include <QSvgGenerator>

namespace disklab {
namespace {

constexpr double kInchesPerMetre = 1.0 / 0.0254;
constexpr double kPointsPerInch = 72.0;

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

QString cannotWrite(const QString& path)
{
    return QCoreApplication::translate("disklab::ChartExport", "Cannot write %1").arg(QFileInfo(path).fileName());
}

/// The dpi at which the charts measure their text (QFontMetrics without a device): that of a
/// new image. Every file's device is painted at it, so text is drawn at the size it was laid
/// out with, and only the painter's scale takes the chart to the file's pixels.
int layoutDpi()
{
    return QImage(1, 1, QImage::Format_ARGB32).logicalDpiX();
}

/// The screen pixels a chart of options.size / options.dpi inches covers.
QSize layoutSize(const ChartExportOptions& options)
{
    const double screenPixelsPerPixel = double(layoutDpi()) / options.dpi;
    return {std::max(1, qRound(options.size.width() * screenPixelsPerPixel)),
            std::max(1, qRound(options.size.height() * screenPixelsPerPixel))};
}

} // namespace

bool exportPng(ExportableChart& chart, const QString& path, const ChartExportOptions& options, QString* error)
{
    QImage image(options.size, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return fail(error, cannotWrite(path));
    image.fill(Qt::white);
    if (!chart.paintChart(image, layoutSize(options), options.fontScale))
        return fail(error, cannotWrite(path));
    // Tagged only now: painted at this dpi, the image would have made its text larger again.
    const int dotsPerMetre = qRound(options.dpi * kInchesPerMetre);
    image.setDotsPerMeterX(dotsPerMetre);
    image.setDotsPerMeterY(dotsPerMetre);
    return image.save(path, "PNG") || fail(error, cannotWrite(path));
}

bool exportSvg(ExportableChart& chart, const QString& path, const ChartExportOptions& options, QString* error)
{
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(options.size);
    svg.setViewBox(QRect(QPoint(0, 0), options.size));
    svg.setResolution(layoutDpi());
    svg.setTitle(chart.chartFileName());
    if (!chart.paintChart(svg, layoutSize(options), options.fontScale))
        return fail(error, cannotWrite(path));
    return QFileInfo(path).size() > 0 || fail(error, cannotWrite(path));
}

bool exportPdf(ExportableChart& chart, const QString& path, const ChartExportOptions& options, QString* error)
{
    QPdfWriter pdf(path);
    pdf.setTitle(chart.chartFileName());
    pdf.setResolution(layoutDpi());
    const QSizeF points = QSizeF(options.size) * (kPointsPerInch / options.dpi);
    if (!pdf.setPageSize(QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch))
        || !pdf.setPageMargins(QMarginsF(0, 0, 0, 0)))
        return fail(error, cannotWrite(path));
    if (!chart.paintChart(pdf, layoutSize(options), options.fontScale))
        return fail(error, cannotWrite(path));
    return QFileInfo(path).size() > 0 || fail(error, cannotWrite(path));
}

} // namespace disklab
