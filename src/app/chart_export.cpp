#include "app/chart_export.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

namespace disklab {
namespace {

constexpr double kInchesPerMetre = 1.0 / 0.0254;

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

} // namespace

bool exportPng(ExportableChart& chart, const QString& path, QSize size, int dpi, QString* error)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    const int dotsPerMetre = qRound(dpi * kInchesPerMetre);
    image.setDotsPerMeterX(dotsPerMetre);
    image.setDotsPerMeterY(dotsPerMetre);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        chart.renderChart(painter, QRect(QPoint(0, 0), size));
    }
    return image.save(path, "PNG") || fail(error, cannotWrite(path));
}

bool exportSvg(ExportableChart& chart, const QString& path, QSize size, QString* error)
{
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setTitle(chart.chartFileName());
    QPainter painter;
    if (!painter.begin(&svg))
        return fail(error, cannotWrite(path));
    chart.renderChart(painter, QRect(QPoint(0, 0), size));
    painter.end();
    return QFileInfo(path).size() > 0 || fail(error, cannotWrite(path));
}

bool exportPdf(ExportableChart& chart, const QString& path, QSize size, int dpi, QString* error)
{
    QPdfWriter pdf(path);
    pdf.setResolution(dpi);
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setPageSize(QPageSize(QSizeF(size.width() * 72.0 / dpi, size.height() * 72.0 / dpi), QPageSize::Point));
    QPainter painter;
    if (!painter.begin(&pdf))
        return fail(error, cannotWrite(path));
    chart.renderChart(painter, QRect(QPoint(0, 0), size));
    painter.end();
    return QFileInfo(path).size() > 0 || fail(error, cannotWrite(path));
}

} // namespace disklab
