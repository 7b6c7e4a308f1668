#pragma once
// How a chart is exported as an image: its size in pixels, its resolution and how much larger
// than on screen its text is. Remembered between exports (QSettings export/size, export/dpi,
// export/fontScale).

#include <QSize>

namespace disklab {

struct ChartExportOptions {
    /// Pixels of a PNG; the canvas of an SVG; with dpi, the page of a PDF.
    QSize size{1600, 1000};
    /// Dots per inch: the picture covers size / dpi inches, with text at its on-screen point size.
    int dpi = 150;
    /// Text (tick labels, axis labels, titles, legend) this many times its on-screen size.
    double fontScale = 1.0;

    /// The options of the last export, or the defaults. GUI thread.
    static ChartExportOptions remembered();
    /// Keeps these options for the next export. GUI thread.
    void remember() const;
};

} // namespace disklab
