#include "app/charts/chart_painter.h"

#include "app/widgets/scaled_fonts.h"

namespace disklab {

void ChartPainter::setScreenTextScale(double scale)
{
    ScaledFonts fonts(scale / m_screenTextScale);
    addText(fonts);
    fonts.apply();
    fonts.keep();
    m_screenTextScale = scale;
    redraw();
}

} // namespace disklab
