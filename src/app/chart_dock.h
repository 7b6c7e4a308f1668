#pragma once
// A dock holding one chart: a row of the chart's own controls, the chart, and an Export
// button (PNG with chosen size and resolution, SVG, PDF, CSV of the data). Remembers the last
// export folder (QSettings "export/folder"). Subclasses provide the chart and its data.

#include "app/exportable_chart.h"

#include <QDockWidget>

class QHBoxLayout;
class QMenu;

namespace disklab {

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
    /// The row above the chart for the subclass's controls (the Export button sits at its end).
    QHBoxLayout* controls() const { return m_controls; }

private:
    void askAndExport(Format format);

    QHBoxLayout* m_controls;
    QWidget* m_body;
};

} // namespace disklab
