#include "app/widgets/scaled_fonts.h"

#include <algorithm>

namespace disklab {

QFont scaledFont(const QFont& font, double scale)
{
    QFont scaled = font;
    if (font.pointSizeF() > 0.0)
        scaled.setPointSizeF(font.pointSizeF() * scale);
    else
        scaled.setPixelSize(std::max(1, qRound(font.pixelSize() * scale)));
    return scaled;
}

ScaledFonts::ScaledFonts(double scale) : m_scale(scale)
{
}

ScaledFonts::~ScaledFonts()
{
    for (const Saved& saved : m_saved)
        saved.set(saved.font);
}

void ScaledFonts::add(const QFont& font, Setter set)
{
    m_saved.push_back({font, std::move(set)});
}

void ScaledFonts::apply()
{
    for (const Saved& saved : m_saved)
        saved.set(scaledFont(saved.font, m_scale));
}

} // namespace disklab
