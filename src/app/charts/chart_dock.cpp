#include "app/charts/chart_dock.h"

#include "app/charts/chart_export.h"
#include "app/charts/custom_plot_painter.h"
#include "app/charts/export_options_dialog.h"
#include "app/charts/qt_chart_painter.h"
#include "app/widgets/flow_layout.h"

#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtCharts/QChartView>

#include <qcustomplot.h>

namespace disklab {
namespace {
const QString kFolderKey = QStringLiteral("export/folder");
}

ChartDock::ChartDock(const QString& title, const QString& objectName, QWidget* parent)
    : QDockWidget(title, parent), m_layout(nullptr), m_controlsRow(new QWidget), m_controls(new FlowLayout),
      m_exportButton(new QToolButton)
{
    setObjectName(objectName);
    auto* body = new QWidget(this);
    m_layout = new QVBoxLayout(body);
    m_layout->setContentsMargins(4, 4, 4, 4);
    // The Export button flows with the controls, after them, rather than keeping a column of
    // its own at the right: in a narrow dock the controls' rows then span its whole width, one
    // row fewer, which beside every other dock at 1024 x 768 is the row the chart's foot needed.
    m_controls->setContentsMargins(0, 0, 0, 0);
    m_controlsRow->setLayout(m_controls);
    m_exportButton->setText(tr("Export"));
    m_exportButton->setToolTip(tr("Export the chart as an image or its data as CSV"));
    m_exportButton->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(m_exportButton);
    menu->addAction(tr("Image (PNG)…"), this, [this] { askAndExport(Format::Png); });
    menu->addAction(tr("Vector Image (SVG)…"), this, [this] { askAndExport(Format::Svg); });
    menu->addAction(tr("Document (PDF)…"), this, [this] { askAndExport(Format::Pdf); });
    menu->addAction(tr("Data (CSV)…"), this, [this] { askAndExport(Format::Csv); });
    m_exportButton->setMenu(menu);
    m_controls->addWidget(m_exportButton);
    m_layout->addWidget(m_controlsRow);
    setWidget(body);
}

void ChartDock::setControlsShown(bool shown)
{
    m_controlsRow->setVisible(shown);
}

ChartDock::~ChartDock() = default;

void ChartDock::setChart(QCustomPlot* plot)
{
    m_layout->addWidget(plot, 1);
    m_painter = std::make_unique<CustomPlotPainter>(*plot);
}

void ChartDock::setChart(QChartView* view)
{
    m_layout->addWidget(view, 1);
    m_painter = std::make_unique<QtChartPainter>(*view->chart());
}

bool ChartDock::paintChart(QPaintDevice& device, QSize layoutSize, double fontScale)
{
    return m_painter && m_painter->paint(device, layoutSize, fontScale);
}

void ChartDock::setScreenTextScale(double scale)
{
    if (m_painter)
        m_painter->setScreenTextScale(scale);
}

void ChartDock::addControl(QWidget* control)
{
    // Before the Export button, which stays last.
    m_controls->removeWidget(m_exportButton);
    m_controls->addWidget(control);
    m_controls->addWidget(m_exportButton);
}

void ChartDock::addControl(const QString& label, QWidget* field)
{
    auto* pair = new QWidget;
    auto* layout = new QHBoxLayout(pair);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    auto* text = new QLabel(label);
    text->setBuddy(field);
    layout->addWidget(text);
    layout->addWidget(field);
    addControl(pair);
}

bool ChartDock::exportTo(Format format, const QString& path, const ChartExportOptions& options, QString* error)
{
    switch (format) {
    case Format::Png:
        return exportPng(*this, path, options, error);
    case Format::Svg:
        return exportSvg(*this, path, options, error);
    case Format::Pdf:
        return exportPdf(*this, path, options, error);
    case Format::Csv:
        return writeCsv(path, chartData(), error);
    }
    return false;
}

void ChartDock::askAndExport(Format format)
{
    ChartExportOptions options = ChartExportOptions::remembered();
    if (format != Format::Csv) {
        ExportOptionsDialog dialog(options, this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        options = dialog.options();
        options.remember();
    }
    QSettings settings;
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
    if (!exportTo(format, path, options, &error))
        QMessageBox::warning(this, tr("Export Failed"), error);
}

} // namespace disklab
