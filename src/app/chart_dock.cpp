#include "app/chart_dock.h"

#include "app/chart_export.h"
#include "app/png_options_dialog.h"

#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QToolButton>
#include <QVBoxLayout>

namespace disklab {
namespace {
const QString kFolderKey = QStringLiteral("export/folder");
const QString kPngSizeKey = QStringLiteral("export/pngSize");
const QString kPngDpiKey = QStringLiteral("export/pngDpi");
}

ChartDock::ChartDock(const QString& title, const QString& objectName, QWidget* parent)
    : QDockWidget(title, parent), m_controls(new QHBoxLayout), m_body(new QWidget(this))
{
    setObjectName(objectName);
    auto* layout = new QVBoxLayout(m_body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(m_controls);
    m_controls->addStretch(1);
    auto* exportButton = new QToolButton(m_body);
    exportButton->setText(tr("Export"));
    exportButton->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(exportButton);
    menu->addAction(tr("Image (PNG)…"), this, [this] { askAndExport(Format::Png); });
    menu->addAction(tr("Vector Image (SVG)…"), this, [this] { askAndExport(Format::Svg); });
    menu->addAction(tr("Document (PDF)…"), this, [this] { askAndExport(Format::Pdf); });
    menu->addAction(tr("Data (CSV)…"), this, [this] { askAndExport(Format::Csv); });
    exportButton->setMenu(menu);
    m_controls->addWidget(exportButton);
    setWidget(m_body);
}

void ChartDock::setChart(QWidget* chart)
{
    static_cast<QVBoxLayout*>(m_body->layout())->addWidget(chart, 1);
}

bool ChartDock::exportTo(Format format, const QString& path, QSize size, int dpi, QString* error)
{
    switch (format) {
    case Format::Png:
        return exportPng(*this, path, size, dpi, error);
    case Format::Svg:
        return exportSvg(*this, path, size, error);
    case Format::Pdf:
        return exportPdf(*this, path, size, dpi, error);
    case Format::Csv:
        return writeCsv(path, chartData(), error);
    }
    return false;
}

void ChartDock::askAndExport(Format format)
{
    QSettings settings;
    QSize size = settings.value(kPngSizeKey, QSize(1600, 1000)).toSize();
    int dpi = settings.value(kPngDpiKey, 150).toInt();
    if (format == Format::Png) {
        PngOptionsDialog options(size, dpi, this);
        if (options.exec() != QDialog::Accepted)
            return;
        size = options.imageSize();
        dpi = options.dpi();
        settings.setValue(kPngSizeKey, size);
        settings.setValue(kPngDpiKey, dpi);
    }
    static const char* const suffixes[] = {"png", "svg", "pdf", "csv"};
    const QString suffix = QString::fromLatin1(suffixes[static_cast<int>(format)]);
    const QString folder = settings.value(kFolderKey, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).toString();
    const QString name = QStringLiteral("%1-%2.%3")
                             .arg(chartFileName(), QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")), suffix);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export %1").arg(windowTitle()), QDir(folder).filePath(name),
                                                      tr("%1 files (*.%2)").arg(suffix.toUpper(), suffix));
    if (path.isEmpty())
        return;
    settings.setValue(kFolderKey, QFileInfo(path).absolutePath());
    QString error;
    if (!exportTo(format, path, size, dpi, &error))
        QMessageBox::warning(this, tr("Export Failed"), error);
}

} // namespace disklab
