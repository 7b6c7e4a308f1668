#pragma once
// A dock holding one chart: the chart's own controls, the chart, and an Export button (PNG with
// chosen size and resolution, SVG, PDF, CSV of the data). The controls wrap onto more rows when
// the dock is narrow, so they never make the dock wide. Remembers the last export folder
// (QSettings "export/folder"). Subclasses provide the chart and its data.

#include "app/exportable_chart.h"

#include <QDockWidget>

class QVBoxLayout;

namespace disklab {

class FlowLayout;

class ChartDock : public QDockWidget, public ExportableChart {
    Q_OBJECT
public:
    enum class Format { Png, Svg, Pdf, Csv };

    ChartDock(const QString& title, const QString& objectName, QWidget* parent);

    /// Exports to `path` without asking (tests, scripts): PNG/PDF at `size` and `dpi`. GUI thread.
    bool exportTo(Format format, const QString& path, QSize size = {1200, 800}, int dpi = 150, QString* error = nullptr);

protected:
    /// Puts `chart` below the controls row; call once from the subclass constructor.
    void setChart(QWidget* chart);
    /// Appends a control above the chart (the Export button stays at the top right).
    void addControl(QWidget* control);
    /// Appends `field` with `label` before it; the two stay together when the controls wrap.
    void addControl(const QString& label, QWidget* field);

private:
    void askAndExport(Format format);

    QVBoxLayout* m_layout;
    FlowLayout* m_controls;
};

} // namespace disklab
