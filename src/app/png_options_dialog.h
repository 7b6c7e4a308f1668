#pragma once
// Asks for the pixel size and resolution of a PNG export.

#include <QDialog>

class QSpinBox;

namespace disklab {

class PngOptionsDialog : public QDialog {
    Q_OBJECT
public:
    /// Starts at `size` pixels and `dpi`. GUI thread.
    PngOptionsDialog(QSize size, int dpi, QWidget* parent = nullptr);
    QSize imageSize() const;
    int dpi() const;

private:
    QSpinBox* m_width;
    QSpinBox* m_height;
    QSpinBox* m_dpi;
};

} // namespace disklab
