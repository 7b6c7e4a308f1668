#pragma once
// Draws a chart widget onto a file's paint device for export, through the chart library's own
// rendering, and leaves the widget on screen as it was; sizes the chart's text on screen.

#include <QSize>

class QPaintDevice;

namespace disklab {

class ScaledFonts;

class ChartPainter {
public:
    virtual ~ChartPainter() = default;
    /// Lays the chart out as if it were shown `layoutSize` pixels big on the screen, stretches
    /// that over the whole of `device` and draws it there with its text `fontScale` times as
    /// large. `device` must measure text at the screen's dpi, as the chart's layout does, or
    /// text would be scaled twice. False if the device cannot be painted on. GUI thread.
    virtual bool paint(QPaintDevice& device, QSize layoutSize, double fontScale) = 0;
    /// Shows the chart's text on screen `scale` times its own size from now on (1: its own),
    /// for a chart read across a classroom. Exports scale from there. GUI thread.
    void setScreenTextScale(double scale);

protected:
    /// Notes every text of the chart (title, axes, legend) in `fonts`, parents first.
    virtual void addText(ScaledFonts& fonts) = 0;
    /// Draws the chart again after its text changed.
    virtual void redraw() {}

private:
    double m_screenTextScale = 1.0;
};

} // namespace disklab
