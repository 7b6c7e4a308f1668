#pragma once
// A dock holding one chart: the chart's own controls and an Export button after them (PNG, SVG
// or PDF at a chosen size, resolution and text size; CSV of the data), then the chart. The
// controls wrap onto more rows when the dock is narrow, so they never make the dock wide. Remembers the last export
// folder (QSettings "export/folder") and image options (ChartExportOptions). Subclasses provide
// the chart and its data; the dock draws the chart for export with the chart library's own
// rendering.

#include "app/charts/chart_export_options.h"
#include "app/charts/exportable_chart.h"

#include <QDockWidget>

#include <memory>

class QChartView;
class QCustomPlot;
class QToolButton;
class QVBoxLayout;

namespace disklab {

class ChartPainter;
class FlowLayout;

class ChartDock : public QDockWidget, public ExportableChart {
    Q_OBJECT
public:
    enum class Format { Png, Svg, Pdf, Csv };

    ChartDock(const QString& title, const QString& objectName, QWidget* parent);
    ~ChartDock() override;

    /// Exports to `path` without asking (tests, scripts); images with `options`. GUI thread.
    bool exportTo(Format format, const QString& path, const ChartExportOptions& options = {}, QString* error = nullptr);

    bool paintChart(QPaintDevice& device, QSize layoutSize, double fontScale) override;
    /// Shows the chart's text `scale` times its own size from now on (1: its own). GUI thread.
    void setScreenTextScale(double scale);
    /// Shows or hides the controls row (the chart's settings and Export), which keep their
    /// values: a chart shown large on a projector gives the chart their height. GUI thread.
    void setControlsShown(bool shown);

protected:
    /// Puts the chart below the controls row; call one of them once from the subclass constructor.
    void setChart(QCustomPlot* plot);
    void setChart(QChartView* view);
    /// Appends a control above the chart (the Export button stays after the last one).
    void addControl(QWidget* control);
    /// Appends `field` with `label` before it; the two stay together when the controls wrap.
    void addControl(const QString& label, QWidget* field);

private:
    void askAndExport(Format format);

    QVBoxLayout* m_layout;
    QWidget* m_controlsRow;
    FlowLayout* m_controls;
    QToolButton* m_exportButton;
    std::unique_ptr<ChartPainter> m_painter;
};

} // namespace disklab
