#pragma once
// Asks how to export a chart as an image (PNG, SVG, PDF): size in pixels, resolution and text
// size (font scale, e.g. 200 % for a projector).

#include "app/charts/chart_export_options.h"

#include <QDialog>

class QSpinBox;

namespace disklab {

class ExportOptionsDialog : public QDialog {
    Q_OBJECT
public:
    /// Starts from `options`. GUI thread.
    explicit ExportOptionsDialog(const ChartExportOptions& options, QWidget* parent = nullptr);
    /// The options as the fields show them.
    ChartExportOptions options() const;

private:
    QSpinBox* m_width;
    QSpinBox* m_height;
    QSpinBox* m_dpi;
    QSpinBox* m_fontScale;
};

} // namespace disklab
